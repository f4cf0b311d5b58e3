import Foundation

// The update-constraints pass: UIKit's first pass of the layout cycle. Views flagged by
// `setNeedsUpdateConstraints()` (and every new view, once its window uses Auto Layout)
// get `updateConstraints()` — a view controller's root view through the controller's
// `updateViewConstraints()` — subviews before superviews, before the layout pass.

/// Whether the base implementations of `updateConstraints()` /
/// `updateViewConstraints()` ran, to catch overrides that do not call `super`.
@MainActor
enum _UpdateConstraintsProbe {
    static var viewBaseReached = false
    static var controllerBaseReached = false
}

extension UIView {
    /// Asks for ``updateConstraints()`` before the next layout (at the end of the run-loop
    /// turn, or at ``updateConstraintsIfNeeded()`` / `layoutIfNeeded()`).
    public func setNeedsUpdateConstraints() {
        _needsUpdateConstraints = true
        _markAncestorsNeedUpdateConstraints()
        _ = _ensureLayoutEngine()
        _UIUpdateCycle.schedule()
    }

    /// Whether ``updateConstraints()`` is due. New views start with it due.
    public func needsUpdateConstraints() -> Bool {
        _needsUpdateConstraints
    }

    /// Runs the update-constraints pass now for the view and its descendants: each that
    /// needs it gets ``updateConstraints()``, subviews first.
    public func updateConstraintsIfNeeded() {
        _updateConstraintsSubtreeIfNeeded()
    }

    // MARK: Internals

    /// Flags the ancestors so the pass finds the receiver.
    func _markAncestorsNeedUpdateConstraints() {
        var ancestor = _superview
        while let view = ancestor, !view._subtreeNeedsUpdateConstraints {
            view._subtreeNeedsUpdateConstraints = true
            ancestor = view._superview
        }
    }

    /// The pass over the receiver's subtree, repeated (a few times at most) while
    /// `updateConstraints()` implementations ask for more.
    func _updateConstraintsSubtreeIfNeeded() {
        var rounds = 0
        while (_needsUpdateConstraints || _subtreeNeedsUpdateConstraints) && rounds < 8 {
            _updateConstraintsPostOrder()
            rounds += 1
        }
    }

    private func _updateConstraintsPostOrder() {
        if _subtreeNeedsUpdateConstraints {
            _subtreeNeedsUpdateConstraints = false
            for subview in _subviews where subview._needsUpdateConstraints || subview._subtreeNeedsUpdateConstraints {
                subview._updateConstraintsPostOrder()
            }
        }
        if _needsUpdateConstraints {
            _needsUpdateConstraints = false
            if let controller = _viewController {
                _callUpdateViewConstraints(of: controller)
            } else {
                _callUpdateConstraints()
            }
        }
    }

    /// Calls ``updateConstraints()`` and stops if the override did not call `super`.
    func _callUpdateConstraints() {
        let outer = _UpdateConstraintsProbe.viewBaseReached
        _UpdateConstraintsProbe.viewBaseReached = false
        updateConstraints()
        guard _UpdateConstraintsProbe.viewBaseReached else {
            _autoLayoutProgrammerError("\(type(of: self)).updateConstraints() did not call super.updateConstraints(). "
                + "An override of updateConstraints() must call super as its final step (UIKit raises "
                + "NSInternalInconsistencyException here).")
        }
        _UpdateConstraintsProbe.viewBaseReached = outer
    }

    private func _callUpdateViewConstraints(of controller: UIViewController) {
        let outer = _UpdateConstraintsProbe.controllerBaseReached
        _UpdateConstraintsProbe.controllerBaseReached = false
        controller.updateViewConstraints()
        guard _UpdateConstraintsProbe.controllerBaseReached else {
            _autoLayoutProgrammerError("\(type(of: controller)).updateViewConstraints() did not call "
                + "super.updateViewConstraints(). An override of updateViewConstraints() must call super as its "
                + "final step (UIKit raises NSInternalInconsistencyException here).")
        }
        _UpdateConstraintsProbe.controllerBaseReached = outer
    }
}
