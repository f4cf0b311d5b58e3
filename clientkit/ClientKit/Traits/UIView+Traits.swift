import Foundation

/// Traits of views and view controllers (`UITraitEnvironment`; see ``UITraitCollection``
/// for what Linux reports).
extension UIView: UITraitEnvironment {
    /// The traits the view is shown with: the screen's, with the interface style of the
    /// nearest override — its own, its view controller's, or an ancestor's.
    public var traitCollection: UITraitCollection {
        UITraitCollection.current._with(style: _effectiveStyle)
    }

    /// The interface style this view and its subviews use, whatever the system's
    /// (`.unspecified`: inherit). Default `.unspecified`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set {
            guard newValue != _overrideUserInterfaceStyle else { return }
            UIView._changingTraits(of: self) { self._overrideUserInterfaceStyle = newValue }
        }
    }

    var _effectiveStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current._overrideUserInterfaceStyle != .unspecified { return current._overrideUserInterfaceStyle }
            if let controller = current._viewController, controller._overrideUserInterfaceStyle != .unspecified {
                return controller._overrideUserInterfaceStyle
            }
            view = current.superview
        }
        return UITraitCollection.current.userInterfaceStyle
    }

    /// Runs `change`, then tells every view in `root`'s subtree (and their view
    /// controllers) whose traits it changed.
    static func _changingTraits(of root: UIView, _ change: () -> Void) {
        var before: [(UIView, UITraitCollection)] = []
        var pending = [root]
        while let view = pending.popLast() {
            before.append((view, view.traitCollection))
            pending.append(contentsOf: view.subviews)
        }
        change()
        for (view, previous) in before where view.traitCollection != previous {
            if let controller = view._viewController {
                controller.traitCollectionDidChange(previous)
                controller._notifyTraitRegistrations(previous: previous)
            }
            view.traitCollectionDidChange(previous)
            view._notifyTraitRegistrations(previous: previous)
        }
    }
}

extension UIViewController: UITraitEnvironment {
    /// The traits the controller's content is shown with (its view's when loaded).
    public var traitCollection: UITraitCollection {
        if isViewLoaded { return view.traitCollection }
        if _overrideUserInterfaceStyle != .unspecified {
            return UITraitCollection.current._with(style: _overrideUserInterfaceStyle)
        }
        return parent?.traitCollection ?? .current
    }

    /// The interface style of the controller's view hierarchy and its children
    /// (`.unspecified`: inherit). Default `.unspecified`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _overrideUserInterfaceStyle }
        set {
            guard newValue != _overrideUserInterfaceStyle else { return }
            if isViewLoaded {
                UIView._changingTraits(of: view) { self._overrideUserInterfaceStyle = newValue }
            } else {
                _overrideUserInterfaceStyle = newValue
            }
        }
    }
}
