import Foundation

/// The edit menu (UIKit's `UIMenuController`, deprecated in iOS 16 for
/// ``UIEditMenuInteraction``): ``showMenu(from:rect:)`` shows Cut, Copy, Paste, Select
/// and Select All, then ``menuItems``, each only when a responder in the key window's
/// chain from its first responder can perform it (`canPerformAction(_:withSender:)`);
/// choosing one sends its action up that chain (the target view should be the first
/// responder, as in UIKit). Text fields and text views show the same menu on a long
/// press or a secondary click.
///
/// The menu is a bar of titles centred above the rectangle (below it when there is no
/// room above), as UIKit's. Differences from UIKit: no arrow (``arrowDirection`` is
/// kept), no paging of a bar wider than the window (it is cut off), no animation.
@MainActor
open class UIMenuController {
    /// Where the arrow points (`UIMenuController.ArrowDirection`).
    public enum ArrowDirection: Int, Sendable {
        case `default` = 0
        case up = 1
        case down = 2
        case left = 3
        case right = 4
    }

    /// The one menu controller.
    public static let shared = UIMenuController()

    /// Posted before the menu shows.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu shows.
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu hides.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")

    /// Custom items shown after the standard ones (when a responder can perform them).
    /// Default `nil`.
    open var menuItems: [UIMenuItem]?
    /// Where the arrow points; kept, not drawn. Default `.default`.
    open var arrowDirection: ArrowDirection = .default

    private weak var _targetView: UIView?
    private var _targetRect: CGRect = .zero

    private init() {}

    /// Whether an edit menu is shown. Setting it shows the menu at the last target (see
    /// ``setTargetRect(_:in:)``) or hides it.
    open var isMenuVisible: Bool {
        get { _UIEditMenu.shown.map { !$0.isDismissed } ?? false }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The menu's frame in screen (window) coordinates; `.zero` when hidden.
    open var menuFrame: CGRect {
        guard let shown = _UIEditMenu.shown, !shown.isDismissed else { return .zero }
        return shown.convert(shown.panel.frame, to: nil)
    }

    /// Shows the menu beside `targetRect` (in `targetView`'s coordinates).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        _targetView = targetView
        _targetRect = targetRect
        guard let window = targetView.window else { return }
        let responder: UIResponder = window._firstResponder ?? targetView
        let suggested = _UIEditMenu.suggestedActions(from: responder)
        let center = NotificationCenter.default
        center.post(name: Self.willShowMenuNotification, object: self)
        let shown = _UIEditMenu.present(UIMenu(children: suggested), in: window,
                                        anchor: targetView.convert(targetRect, to: nil), responder: responder) { [weak self] _ in
            guard let self else { return }
            center.post(name: Self.didHideMenuNotification, object: self)
        }
        if shown != nil { center.post(name: Self.didShowMenuNotification, object: self) }
    }

    /// Hides the menu.
    open func hideMenu() {
        guard isMenuVisible else { return }
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        _UIEditMenu.shown?.dismiss()
    }

    /// Hides the menu shown for `targetView`.
    open func hideMenu(from targetView: UIView) { hideMenu() }

    /// Sets where the menu will show (iOS 3–12 API; pair with ``setMenuVisible(_:animated:)``).
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        _targetView = targetView
        _targetRect = targetRect
    }

    /// Shows the menu at the target set, or hides it.
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible {
            if let view = _targetView { showMenu(from: view, rect: _targetRect) }
        } else {
            hideMenu()
        }
    }

    /// Shows the menu again with the items that apply now.
    open func update() {
        if isMenuVisible, let view = _targetView { showMenu(from: view, rect: _targetRect) }
    }
}
