import Foundation

extension UIView {
    /// The default `setNeedsLayout()`: flag the view, flag its ancestors' subtrees so
    /// the update cycle finds it, schedule the cycle.
    func _setNeedsLayout() {
        _needsLayout = true
        if let superview = _superviewRef { Self._markSubtreeNeedsLayout(from: superview) }
        _UIUpdateCycle.schedule()
    }

    /// Marks the receiver and its ancestors as having a descendant that needs layout, up
    /// to the first ancestor already marked: its own ancestors are marked too, or are in
    /// a layout pass that has yet to reach it (passes clear the marks top-down, as they
    /// descend), so going further would only rewrite marks.
    func _markSubtreeNeedsLayout() {
        Self._markSubtreeNeedsLayout(from: Unmanaged.passUnretained(self))
    }

    /// ``_markSubtreeNeedsLayout()`` from `start` up, without retaining: only flags are
    /// read and set on the way.
    static func _markSubtreeNeedsLayout(from start: Unmanaged<UIView>) {
        unowned(unsafe) var view = start.takeUnretainedValue()
        while !view._subtreeNeedsLayout {
            view._subtreeNeedsLayout = true
            guard let up = view._superviewRef else { return }
            view = up.takeUnretainedValue()
        }
    }

    /// The default `layoutIfNeeded()`. With Auto Layout, the update-constraints pass of the
    /// hierarchy and the solve run first (the solve marks the superviews of views whose
    /// frames change, so the walk below sets them).
    func _layoutIfNeeded() {
        let engine = _layoutEngineIfAny
        if let engine {
            engine.host?._updateConstraintsSubtreeIfNeeded()
            engine.solveIfNeeded()
        }
        var highest: UIView?
        var current: UIView? = self
        while let view = current {
            if view._needsLayout { highest = view }
            current = view._superview
        }
        (highest ?? self)._layoutSubtreeInRounds(engine)
    }

    /// The update cycle's layout of a window (or any root): solve its engine, if it has
    /// one, then lay out what needs it.
    func _layoutSubtreeIfNeeded() {
        let engine = _layoutStorage?.engine
        engine?.solveIfNeeded()
        _layoutSubtreeInRounds(engine)
    }

    /// Lays out the receiver's subtree; with an engine, again (a few times at most) when
    /// the engine solved during the walk (a constant set in `layoutSubviews()`, a label
    /// measured at its new width) and views here need layout for it.
    private func _layoutSubtreeInRounds(_ engine: _LayoutEngine?) {
        var solves = engine?.solveCount ?? 0
        _layoutSubtree(engine)
        guard let engine else { return }
        for _ in 1..<8 {
            engine.solveIfNeeded()
            guard engine.solveCount != solves, _needsLayout || _subtreeNeedsLayout else { return }
            solves = engine.solveCount
            _layoutSubtree(engine)
        }
    }

    /// Lays out the receiver if it needs it, then every descendant that needs it,
    /// superviews before subviews. With Auto Layout, a view's layout first sets the frames
    /// the engine gives its subviews, then calls `layoutSubviews()`.
    func _layoutSubtree(_ engine: _LayoutEngine?) {
        guard _needsLayout || _subtreeNeedsLayout else { return }
        _subtreeNeedsLayout = false
        if _needsLayout {
            // Cleared first: layoutSubviews may ask for another pass.
            _needsLayout = false
            if let engine, _layoutStorage != nil {
                engine.refreshGuides(of: self)
                engine.solveIfNeeded()
                engine.applyFrames(inLayoutOf: self)
            }
            let controller = _viewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in _subviews {
            subview._layoutSubtree(engine)
        }
    }
}
