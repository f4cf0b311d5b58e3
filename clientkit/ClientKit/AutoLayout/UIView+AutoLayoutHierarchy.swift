import Foundation

// Where the view tree's changes reach the Auto Layout engine (called from
// UIView+Hierarchy, CALayer's geometry and UIView+Autoresizing). Views of hierarchies
// without an engine pay a look up the tree at most.

extension UIView {
    /// The receiver is about to leave its superview (still attached).
    func _autoLayoutWillLeaveSuperview() {
        _rootView._layoutStorage?.engine?.detach(self)
    }

    /// The receiver joined a superview: an engine it hosted moves into the new
    /// hierarchy's, and its pending `updateConstraints()` become findable.
    func _autoLayoutDidJoinSuperview() {
        if let engine = _layoutStorage?.engine {
            _layoutStorage?.engine = nil
            _ensureLayoutEngine().absorb(engine)
        }
        if _needsUpdateConstraints || _subtreeNeedsUpdateConstraints { _markAncestorsNeedUpdateConstraints() }
    }

    /// The receiver moved to a window: a view whose class requires constraint-based
    /// layout gives the window an engine.
    func _autoLayoutDidMoveToWindow() {
        if type(of: self).requiresConstraintBasedLayout, window != nil { _ = _ensureLayoutEngine() }
    }

    /// The layer's bounds or position changed.
    func _layoutGeometryDidChange() {
        guard let item = _layoutStorage?.item, let engine = item.engine else { return }
        engine.geometryDidChange(of: self)
    }

    /// Whether autoresizing applies: not to a view the engine places.
    var _isAutoresizedByFrame: Bool {
        guard let storage = _layoutStorage else { return true }
        return storage.translatesAutoresizingMaskIntoConstraints || storage.item == nil
    }
}
