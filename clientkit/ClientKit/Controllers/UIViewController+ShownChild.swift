import Foundation

/// What ClientKit's containers (navigation and tab bar controllers) share: one shown
/// child whose view fills their view under their bar, replaced with the appearance
/// callbacks while the container is visible.
extension UIViewController {
    /// Replaces the shown child `old` with `new` (either may be nil) in the receiver's
    /// view, below `bar`. The new child's view loads with `frame(new)` as its frame.
    /// While the receiver is visible the callbacks come in UIKit's order (see
    /// `_AppearanceTransition`): `willSwap` runs after `viewWillAppear` (a delegate's
    /// `willShow`), `didSwap` after the views moved (the container records the new child
    /// and lays out). Otherwise the views are swapped quietly.
    ///
    /// With an `animator` (a navigation controller delegate's) and the receiver visible,
    /// the swap is animated: the old child's view moves into a transition container over
    /// the content (under `bar`), the animator is given a context with both, and
    /// `viewIsAppearing`, `didSwap`, the `viewDid…` callbacks and `completion` come once
    /// it calls `completeTransition(true)`. With `completeTransition(false)` the old
    /// child's view is put back, the appearance callbacks are reversed, and `cancelled`
    /// runs instead of `didSwap` and `completion`. Without an animator everything happens
    /// within the call, `completion` last.
    func _swapShownChild(from old: UIViewController?, to new: UIViewController?, below bar: UIView, animated: Bool,
                         frame: @escaping (UIViewController) -> CGRect,
                         animator: UIViewControllerAnimatedTransitioning? = nil,
                         willSwap: () -> Void = {}, didSwap: @escaping () -> Void,
                         cancelled: @escaping () -> Void = {}, completion: @escaping () -> Void = {}) {
        guard let view = _view, new !== old else { return completion() }
        if let new {
            new._frameForLoading = frame(new)
            new.loadViewIfNeeded()
        }
        let visible = _appearance.isShown
        guard visible, animated, let animator, let old, let new, let oldView = old.viewIfLoaded, oldView.superview === view else {
            _AppearanceTransition.perform(
                disappearing: visible ? [old].compactMap { $0 } : [], appearing: visible ? [new].compactMap { $0 } : [],
                animated: animated, didOrder: .disappearFirst, layoutRoot: view
            ) {
                if visible { willSwap() }
                if let oldView = old?.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
                if let new {
                    view.insertSubview(new.view, belowSubview: bar)
                    new.view.frame = frame(new)
                }
                didSwap()
            }
            return completion()
        }
        let container = _UITransitionContainerView(frame: view.bounds)
        let coordinator = _UITransitionCoordinator(animated: true, style: .none, from: old, to: new, container: { container })
        let transition = _AppearanceTransition(disappearing: [old], appearing: [new], animated: true,
                                               didOrder: .disappearFirst, layoutRoot: view, coordinator: coordinator,
                                               participants: [self, old, new])
        transition.begin()
        willSwap()
        view.insertSubview(container, belowSubview: bar)
        let oldFrame = oldView.frame
        container.addSubview(oldView)
        oldView.frame = oldFrame
        new.view.frame = frame(new)
        let context = _UITransitionContext(
            container: container, animated: true, style: .none, from: old, to: new, fromView: oldView, toView: new.view,
            fromFrames: (oldFrame, .zero), toFrames: (.zero, frame(new))
        ) { [weak self] completed in
            guard let self, let view = self._view else { return }
            if completed {
                oldView.removeFromSuperview()
                view.insertSubview(new.view, belowSubview: bar)
                new.view.frame = frame(new)
                container.removeFromSuperview()
                didSwap()
                transition.end()
                animator.animationEnded(true)
                completion()
            } else {
                new.viewIfLoaded?.removeFromSuperview()
                view.insertSubview(oldView, belowSubview: bar)
                oldView.frame = frame(old)
                container.removeFromSuperview()
                transition.cancel()
                animator.animationEnded(false)
                cancelled()
            }
        }
        coordinator.viewsForKeys = { [unowned context] in context.views }
        coordinator.start(duration: animator.transitionDuration(using: context))
        animator.animateTransition(using: context)
        if !context.isComplete { transition.viewsMoved() }
    }
}

extension UIViewController {
    /// Makes the container's root view: it lays out with `layout` and holds `bar`.
    func _loadContainerView(bar: UIView, layout: @escaping @MainActor () -> Void) {
        let view = _UILayoutContainerView(frame: _frameForLoading ?? UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.layoutContent = layout
        view.addSubview(bar)
        self.view = view
    }
}

/// The view a navigation transition's animator works in: over the container's content,
/// under its bars, for the length of the transition.
final class _UITransitionContainerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { fatalError("made by a transition") }
}
