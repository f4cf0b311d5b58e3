import Foundation

/// Where and for what an edit menu is shown (UIKit's `UIEditMenuConfiguration`, iOS 16).
@MainActor
open class UIEditMenuConfiguration {
    /// The identifier given (a new unique string when `nil` was given).
    public let identifier: NSCopying
    /// The point the menu is shown for, in the interaction's view.
    public let sourcePoint: CGPoint
    /// Where the menu should stand; kept, not drawn. Default `.automatic`.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu at `sourcePoint` (the interaction view's coordinates).
    public init(identifier: NSCopying?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.sourcePoint = sourcePoint
    }
}

/// Where an edit menu's arrow points (`UIEditMenuArrowDirection`).
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
}

/// Animations alongside an edit menu showing or hiding (UIKit's
/// `UIEditMenuInteractionAnimating`): ClientKit runs them at once.
@MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

extension _UIContextMenuAnimator: UIEditMenuInteractionAnimating {}

/// What an edit menu interaction asks (UIKit's `UIEditMenuInteractionDelegate`); every
/// method is optional.
@MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show; `suggestedActions` are the standard edit commands the
    /// responder chain can perform. Default: a menu of the suggested actions.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle (the view's coordinates) the menu stands beside. Default: a point
    /// at the configuration's source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to show.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
    /// The menu is about to go.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: suggestedActions)
    }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: UIEditMenuInteractionAnimating) {}
}

/// An edit menu for a view (UIKit's `UIEditMenuInteraction`, iOS 16): add it to the
/// view and call ``presentEditMenu(with:)`` (from your own gesture). The menu offers the
/// standard edit commands (Cut, Copy, Paste, Select, Select All) that the responder
/// chain from the view — or from the window's first responder when that is inside the
/// view — can perform, as the delegate's `suggestedActions`; chosen commands are sent up
/// that chain. The menu is a bar of titles above the target rectangle (see
/// ``UIMenuController``).
@MainActor
open class UIEditMenuInteraction: UIInteraction {
    /// The delegate (held weakly).
    open private(set) weak var delegate: UIEditMenuInteractionDelegate?
    /// The view the interaction belongs to.
    open private(set) weak var view: UIView?
    private var _shown: (view: _UIMenuView, configuration: UIEditMenuConfiguration)?

    /// An interaction asking `delegate`.
    public init(delegate: UIEditMenuInteractionDelegate?) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The configuration's source point, or a point in `view`'s coordinates.
    open func location(in view: UIView) -> CGPoint {
        guard let shown = _shown, let own = self.view else { return .zero }
        return own.convert(shown.configuration.sourcePoint, to: view)
    }

    /// Shows the edit menu for `configuration` (nothing when the menu would be empty).
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        guard let view, let window = view.window else { return }
        dismissMenu()
        var responder: UIResponder = view
        if let first = window._firstResponder as? UIView, first.isDescendant(of: view) { responder = first }
        let suggested = _UIEditMenu.suggestedActions(from: responder)
        let menu = delegate.map { $0.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested) }
            ?? UIMenu(children: suggested)
        guard let menu else { return }
        let rect = delegate?.editMenuInteraction(self, targetRectFor: configuration)
            ?? CGRect(origin: configuration.sourcePoint, size: .zero)
        let animator = _UIContextMenuAnimator(preview: nil)
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        let shown = _UIEditMenu.present(menu, in: window, anchor: view.convert(rect, to: nil), responder: responder) { [weak self] _ in
            self?._closed(configuration)
        }
        if let shown { _shown = (shown, configuration) }
        animator.finish()
    }

    /// Closes the menu shown, if any.
    open func dismissMenu() {
        _shown?.view.dismiss()
    }

    /// Asks the delegate again for the menu shown.
    open func reloadVisibleMenu() {
        guard let shown = _shown else { return }
        presentEditMenu(with: shown.configuration)
    }

    /// Places the menu shown again (it follows its target rectangle).
    open func updateVisibleMenuPositionAnimated(_ animated: Bool) {
        reloadVisibleMenu()
    }

    private func _closed(_ configuration: UIEditMenuConfiguration) {
        guard _shown?.configuration === configuration else { return }
        _shown = nil
        let animator = _UIContextMenuAnimator(preview: nil)
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        animator.finish()
    }
}
