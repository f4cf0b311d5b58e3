import Foundation

extension UIView {
    /// Whether the view's frame and ``autoresizingMask`` are turned into constraints when
    /// the view takes part in Auto Layout (when a constraint refers to it, or to a
    /// descendant). Then its frame stays what it is set to, and other views can be
    /// constrained to it. Set it to `false` for views you position with constraints: the
    /// engine then sets their frames, and their autoresizing mask is ignored. Default
    /// `true` (ClientKit has no Interface Builder, which sets it to `false`).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _layoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            _autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            if let item = _layoutStorage?.item, let engine = item.engine {
                engine.markDirty(item)
                _superview?.setNeedsLayout()
            }
        }
    }

    /// The constraints the view holds: those activated with it as the closest common
    /// ancestor of their items, and those added with ``addConstraint(_:)``. (The engine's
    /// own constraints — autoresizing, intrinsic size, guides — are not listed.)
    public var constraints: [NSLayoutConstraint] {
        _layoutStorage?.constraints ?? []
    }

    /// Makes the view hold `constraint` and activates it. Its items must be the view or
    /// its descendants (or their guides) by the time the layout is solved. Prefer
    /// `isActive` / `NSLayoutConstraint.activate(_:)`, which find the right view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint._holder !== self else { return }
        constraint._holder?.removeConstraint(constraint)
        _autoLayout.constraints.append(constraint)
        constraint._holder = self
        _ensureLayoutEngine().enqueue(constraint)
    }

    /// Adds each constraint (``addConstraint(_:)``).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if the view holds it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint._holder === self, let storage = _layoutStorage else { return }
        storage.constraints.removeAll { $0 === constraint }
        constraint._holder = nil
        constraint._isBroken = false
        _layoutEngineIfAny?.remove(constraint)
    }

    /// Deactivates each constraint the view holds among `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        let removing = Set(constraints.filter { $0._holder === self }.map(ObjectIdentifier.init))
        guard !removing.isEmpty, let storage = _layoutStorage else { return }
        storage.constraints.removeAll { removing.contains(ObjectIdentifier($0)) }
        let engine = _layoutEngineIfAny
        for constraint in constraints where removing.contains(ObjectIdentifier(constraint)) {
            constraint._holder = nil
            constraint._isBroken = false
            engine?.remove(constraint)
        }
    }

    // MARK: Internals

    /// The engine of the view's hierarchy, if it has one.
    var _layoutEngineIfAny: _LayoutEngine? {
        _rootView._layoutStorage?.engine
    }

    /// The engine of the view's hierarchy, made (at its root) if there is none yet.
    func _ensureLayoutEngine() -> _LayoutEngine {
        let root = _rootView
        if let engine = root._layoutStorage?.engine { return engine }
        let engine = _LayoutEngine(host: root)
        root._autoLayout.engine = engine
        // The first update-constraints pass of this hierarchy runs before its next layout.
        if root._needsUpdateConstraints || root._subtreeNeedsUpdateConstraints { _UIUpdateCycle.schedule() }
        return engine
    }
}
