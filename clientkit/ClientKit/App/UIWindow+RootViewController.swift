import Foundation

/// The window's side of view controller appearance: its root view controller and the
/// controllers presented over it appear while the window is visible.
extension UIWindow {
    /// Installs `new` in place of `old` (the `rootViewController` setter). While the
    /// window is visible: the old controllers visible in the window get
    /// `viewWillDisappear`, the new one `viewWillAppear`, the views are swapped,
    /// `viewIsAppearing`, a layout pass, then `viewDidDisappear` and `viewDidAppear`.
    /// What the old controller presented is removed with it.
    func _replaceRootViewController(_ old: UIViewController?, with new: UIViewController?) {
        if let new {
            new._frameForLoading = bounds
            new.loadViewIfNeeded()
        }
        let visible = !isHidden
        let leaving = visible ? _shownControllers(from: old).reversed() : []
        _AppearanceTransition.perform(disappearing: Array(leaving), appearing: visible && new != nil ? [new!] : [],
                                      animated: false, layoutRoot: self) {
            if let old { _removeViews(of: old) }
            if let view = new?.view {
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
        }
    }

    /// The window was shown or hidden: its visible controllers appear or disappear.
    func _controllersVisibilityChanged(shown: Bool) {
        let controllers = _shownControllers(from: _rootViewController)
        if shown {
            _AppearanceTransition.perform(disappearing: [], appearing: controllers, animated: false, layoutRoot: self) {}
        } else {
            _AppearanceTransition.perform(disappearing: controllers.reversed(), appearing: [], animated: false,
                                          layoutRoot: nil) {}
        }
    }

    /// `root` and the chain of controllers it presented, bottom first, keeping those
    /// whose views are in this window (a full-screen presentation removes the views
    /// under it).
    func _shownControllers(from root: UIViewController?) -> [UIViewController] {
        var result: [UIViewController] = []
        var current = root
        while let controller = current {
            if controller._contextView?.window === self { result.append(controller) }
            current = controller._presented
        }
        return result
    }

    /// Removes `root`'s view and the views of what it presented, and forgets those
    /// presentations (a new root replaces them all).
    private func _removeViews(of root: UIViewController) {
        var current = root._presented
        while let controller = current {
            controller._presentation?.containerView?.removeFromSuperview()
            current = controller._presented
            controller._presenter = nil
            controller._presented = nil
            controller._presentation = nil
        }
        root._presented = nil
        if let view = root.viewIfLoaded, view.superview === self { view.removeFromSuperview() }
    }
}
