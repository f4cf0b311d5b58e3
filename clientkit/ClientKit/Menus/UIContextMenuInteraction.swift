import Foundation

/// What a context menu interaction asks its delegate (UIKit's
/// `UIContextMenuInteractionDelegate`). Only the configuration method is required; the
/// others have default implementations that do nothing (or return `nil`), standing in
/// for UIKit's optional methods.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu to show for a press at `location` (in the
    /// interaction's view); `nil` shows no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The preview of the view while the menu is shown (kept, not drawn by ClientKit).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The preview the menu shrinks back into (kept, not drawn by ClientKit).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The menu is about to be shown.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The menu is about to go (an action was chosen, or it was dismissed).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    /// The preview was tapped: the menu goes; do what the preview stands for (push its
    /// controller) in the animator's completion.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
}

/// A context menu for a view (UIKit's `UIContextMenuInteraction`): add it to the view
/// with `addInteraction(_:)`; a long press on the view (0.5 seconds, 10 points of
/// movement allowed) or a secondary (right) click asks the delegate for a
/// configuration at the press's location and shows its menu (see ``UIMenu``) beside the
/// view, or beside the press when the view is large. Sliding the finger that opened the
/// menu onto a row and lifting it chooses that row.
///
/// The action provider is given no suggested actions outside text views. Chosen actions
/// run with `sender` `nil`. Differences from UIKit: no lifted or blurred preview of the
/// view (see ``UIContextMenuConfiguration``), no animation; animators run added
/// animations at once.
@MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// How the menu is shown (`UIContextMenuInteraction.Appearance`).
    public enum Appearance: Int, Sendable {
        case unknown = 0
        case rich = 1
        case compact = 2
    }

    /// The delegate (held weakly).
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction belongs to.
    open private(set) weak var view: UIView?
    /// `.compact` while a menu is shown (ClientKit shows no preview), else `.unknown`.
    open var menuAppearance: Appearance { _shown == nil ? .unknown : .compact }

    /// The recognizer that opens the menu.
    let _gesture = _UIContextMenuGestureRecognizer()
    /// Where the press that opened the menu began, in the window.
    private var _locationInWindow: CGPoint?
    /// The menu shown, with its configuration.
    private(set) var _shown: (view: _UIMenuView, configuration: UIContextMenuConfiguration)?
    /// The delegate ClientKit's own views use (controls, tables): asked instead of
    /// ``delegate`` for the configuration, the anchor and the sender.
    weak var _internalDelegate: _UIContextMenuSource?
    private weak var _previewCard: UIView?
    private var _previewController: UIViewController?

    /// An interaction that asks `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        _setUpGesture()
    }

    /// An interaction for ClientKit's own views.
    init(source: _UIContextMenuSource) {
        _internalDelegate = source
        _setUpGesture()
    }

    private func _setUpGesture() {
        _gesture.addTarget(self, action: UIContextMenuInteraction._pressed)
        _gesture.delegate = self
        _gesture.delaysTouchesEnded = false
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(_gesture)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(_gesture)
    }

    /// The location of the press that opened the menu, in `view`'s coordinates (`nil`:
    /// the window's).
    open func location(in view: UIView?) -> CGPoint {
        let point = _locationInWindow ?? _gesture.location(in: nil)
        guard let view, let window = self.view?.window else { return point }
        return window.convert(point, to: view)
    }

    /// Replaces the menu shown by what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let shown = _shown, let window = shown.view.presentingWindow else { return }
        let menu = block(shown.view.menu)
        let handlers = shown.view.handlers
        shown.view.handlers = _UIMenuView.Handlers()
        shown.view.dismiss()
        let view = _UIMenuView.present(menu, in: window, anchor: shown.view.anchor, sender: shown.view.sender,
                                       dims: !(_internalDelegate is UIControl), handlers: handlers)
        _shown = (view, shown.configuration)
    }

    /// Closes the menu shown, if any (the delegate is told `willEndFor`).
    open func dismissMenu() {
        _shown?.view.dismiss()
    }

    // MARK: Showing

    /// The configuration found when the recognizer was allowed to begin.
    var _pendingConfiguration: UIContextMenuConfiguration?

    /// The configuration for a press at `location` (the view's coordinates).
    func _configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        if let source = _internalDelegate { return source._contextMenuConfiguration(for: self, at: location) }
        return delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }

    /// Whether the finger that opened the menu moved since (so lifting it chooses).
    private var _movedSinceBegan = false

    private func _pressed(_ gesture: UIGestureRecognizer) {
        let point = gesture.location(in: nil)
        switch gesture.state {
        case .began:
            _movedSinceBegan = false
            _present(at: gesture.location(in: view))
        case .changed:
            if let start = _locationInWindow, hypot(point.x - start.x, point.y - start.y) > 4 { _movedSinceBegan = true }
            _shown?.view.trackPresentingTouch(movedTo: point)
        case .ended:
            if _movedSinceBegan { _shown?.view.trackPresentingTouch(endedAt: point) }
        default:
            break
        }
    }

    /// Opens the menu for a press at `location` (the view's coordinates), as a long
    /// press does.
    func _present(at location: CGPoint) {
        guard let view, let window = view.window else { return }
        _locationInWindow = view.convert(location, to: nil)
        let configuration = _pendingConfiguration ?? _configuration(at: location)
        _pendingConfiguration = nil
        guard let configuration, let menu = configuration._makeMenu(suggested: []),
              !_UIMenuRow.rows(for: menu, resolve: { _ in [] }).isEmpty || configuration._previewProvider != nil
        else { return }
        if _internalDelegate == nil {
            _ = delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
        }
        let anchor = _internalDelegate?._contextMenuAnchor(for: self, configuration: configuration, at: location)
            ?? _defaultAnchor(location: location, in: view, window: window)
        let preview = configuration._previewProvider?()
        let animator = _UIContextMenuAnimator(preview: preview)
        if let source = _internalDelegate {
            source._contextMenuWillDisplay(configuration, animator: animator)
        } else {
            delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        }
        var handlers = _UIMenuView.Handlers()
        if let source = _internalDelegate {
            handlers.perform = { [weak source] action in
                if let source { source._contextMenuPerform(action) } else { action._perform(sender: nil) }
            }
        }
        handlers.didDismiss = { [weak self] _ in self?._menuClosed(configuration) }
        let menuView = _UIMenuView.present(menu, in: window, anchor: anchor, sender: nil,
                                           dims: !(_internalDelegate is UIControl), handlers: handlers)
        _shown = (menuView, configuration)
        if let preview { _showPreview(preview, in: menuView, anchor: anchor) }
        animator.finish()
    }

    /// Below the view when it is small, else at the press.
    private func _defaultAnchor(location: CGPoint, in view: UIView, window: UIWindow) -> CGRect {
        let frame = view.convert(view.bounds, to: nil)
        if frame.height <= window.bounds.height / 3 { return frame }
        let point = view.convert(location, to: nil)
        return CGRect(origin: point, size: .zero)
    }

    private func _menuClosed(_ configuration: UIContextMenuConfiguration) {
        guard _shown != nil else { return }
        _shown = nil
        _previewCard = nil
        _previewController = nil
        let animator = _UIContextMenuAnimator(preview: nil)
        if let source = _internalDelegate {
            source._contextMenuWillEnd(configuration, animator: animator)
        } else {
            delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
            _ = delegate?.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
        }
        animator.finish()
    }

    // MARK: Preview

    /// Shows the preview controller's view in a card above the panel; tapping it
    /// commits the preview.
    private func _showPreview(_ controller: UIViewController, in menuView: _UIMenuView, anchor: CGRect) {
        let size = controller.preferredContentSize == .zero
            ? CGSize(width: 240, height: 240) : controller.preferredContentSize
        let card = _UIContextMenuPreviewCard(frame: CGRect(origin: .zero, size: size))
        card.onTap = { [weak self] in self?._commitPreview() }
        controller.view.frame = card.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(controller.view)
        menuView.addSubview(card)
        menuView.layoutIfNeeded()
        let panel = menuView.panel.frame
        let bounds = menuView.bounds.insetBy(dx: _UIMenuView.margin, dy: _UIMenuView.margin)
        var y = panel.minY - _UIMenuView.gap - size.height
        if y < bounds.minY {
            // No room above: the card at the top, the panel under it.
            y = bounds.minY
            menuView.panel.frame.origin.y = min(y + size.height + _UIMenuView.gap, max(bounds.minY, bounds.maxY - panel.height))
        }
        let x = min(max(panel.minX, bounds.minX), max(bounds.minX, bounds.maxX - size.width))
        card.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        _previewCard = card
        _previewController = controller
    }

    private func _commitPreview() {
        guard let shown = _shown else { return }
        let animator = _UIContextMenuAnimator(preview: _previewController)
        if let source = _internalDelegate {
            source._contextMenuWillPerformPreview(shown.configuration, animator: animator)
        } else {
            delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: shown.configuration, animator: animator)
        }
        shown.view.dismiss()
        animator.finish()
    }
}

/// The card showing a context menu's preview controller.
final class _UIContextMenuPreviewCard: UIView {
    var onTap: () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = _UIMenuView.cornerRadius
        clipsToBounds = true
        isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { fatalError("a preview card is made by its interaction") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap()
    }
}

/// How ClientKit's own views (controls, tables, collection views) supply context
/// menus to an interaction they own, in place of a public delegate.
@MainActor
protocol _UIContextMenuSource: AnyObject {
    func _contextMenuConfiguration(for interaction: UIContextMenuInteraction, at location: CGPoint) -> UIContextMenuConfiguration?
    /// Where the menu stands (window coordinates); `nil`: the interaction's default.
    func _contextMenuAnchor(for interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                            at location: CGPoint) -> CGRect?
    /// Runs a chosen action (with the `sender` the source's menus give).
    func _contextMenuPerform(_ action: UIAction)
    func _contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating)
    func _contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating)
    func _contextMenuWillPerformPreview(_ configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionCommitAnimating)
}

extension _UIContextMenuSource {
    func _contextMenuPerform(_ action: UIAction) { action._perform(sender: nil) }
    func _contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {}
    func _contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating) {}
    func _contextMenuWillPerformPreview(_ configuration: UIContextMenuConfiguration,
                                        animator: UIContextMenuInteractionCommitAnimating) {}
}

/// The interaction's recognizer begins only where there is a menu to show (else the
/// touches carry on to the views as if nothing had been there).
extension UIContextMenuInteraction: UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view else { return false }
        _pendingConfiguration = _configuration(at: gestureRecognizer.location(in: view))
        return _pendingConfiguration != nil
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// The long press that opens a context menu; a secondary click opens it at once.
final class _UIContextMenuGestureRecognizer: UILongPressGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, event.buttonMask.contains(.secondary) { state = .began }
    }
}
