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
    func _swapShownChild(from old: UIViewController?, to new: UIViewController?, below bar: UIView, animated: Bool,
                         frame: (UIViewController) -> CGRect, willSwap: () -> Void = {}, didSwap: () -> Void) {
        guard let view = _view, new !== old else { return }
        if let new {
            new._frameForLoading = frame(new)
            new.loadViewIfNeeded()
        }
        let visible = _appearance.isShown
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
