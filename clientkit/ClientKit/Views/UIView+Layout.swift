import Foundation

extension UIView {
    /// The default `setNeedsLayout()`: flag the view, flag its ancestors' subtrees so
    /// the update cycle finds it, schedule the cycle.
    func _setNeedsLayout() {
        _needsLayout = true
        var ancestor = _superview
        while let view = ancestor {
            view._subtreeNeedsLayout = true
            ancestor = view._superview
        }
        _UIUpdateCycle.schedule()
    }

    /// The default `layoutIfNeeded()`.
    func _layoutIfNeeded() {
        var highest: UIView?
        var current: UIView? = self
        while let view = current {
            if view._needsLayout { highest = view }
            current = view._superview
        }
        (highest ?? self)._layoutSubtreeIfNeeded()
    }

    /// Lays out the receiver if it needs it, then every descendant that needs it,
    /// superviews before subviews.
    func _layoutSubtreeIfNeeded() {
        guard _needsLayout || _subtreeNeedsLayout else { return }
        _subtreeNeedsLayout = false
        if _needsLayout {
            // Cleared first: layoutSubviews may ask for another pass.
            _needsLayout = false
            let controller = _viewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in _subviews {
            subview._layoutSubtreeIfNeeded()
        }
    }
}
