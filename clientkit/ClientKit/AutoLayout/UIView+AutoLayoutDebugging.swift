internal import LayoutSolver
import Foundation

extension UIView {
    /// Whether the constraints leave the view's frame undetermined: other frames would
    /// satisfy them equally well. Ambiguity is not an error (the engine picks one
    /// solution); this is for debugging. `false` for a view not in an engine.
    ///
    /// ClientKit checks by pulling each of the view's edges and sizes both ways with a
    /// negligible strength: the layout is ambiguous if one moves.
    public var hasAmbiguousLayout: Bool {
        _AutoLayoutDebugging.isAmbiguous(self, axis: nil)
    }

    /// Moves an ambiguous view to another of its equally good frames (for debugging);
    /// does nothing when the layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        _AutoLayoutDebugging.exerciseAmbiguity(of: self)
    }

    /// The active constraints that refer to the view along `axis` (directly; the engine's
    /// own constraints are not listed).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        _AutoLayoutDebugging.constraintsAffecting(self, axis: axis)
    }
}

@MainActor
enum _AutoLayoutDebugging {
    static func isAmbiguous(_ object: AnyObject?, axis: NSLayoutConstraint.Axis?) -> Bool {
        guard let (engine, item) = solvedItem(object) else { return false }
        return engine.ambiguousVariable(of: item, axis: axis, keepMoved: false) != nil
    }

    static func exerciseAmbiguity(of view: UIView) {
        guard let (engine, item) = solvedItem(view) else { return }
        if engine.ambiguousVariable(of: item, axis: nil, keepMoved: true) != nil { engine.markChangedFrames() }
    }

    static func constraintsAffecting(_ object: AnyObject?, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let (_, item) = solvedItem(object) else { return [] }
        return item.references.values.filter { $0.firstAttribute._axis == axis }
            .sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
    }

    private static func solvedItem(_ object: AnyObject?) -> (_LayoutEngine, _LayoutItem)? {
        guard let object, let view = NSLayoutConstraint._view(of: object), let engine = view._layoutEngineIfAny else {
            return nil
        }
        engine.solveIfNeeded()
        guard let item = engine.items[ObjectIdentifier(object)] else { return nil }
        return (engine, item)
    }
}

extension _LayoutEngine {
    /// A variable of `item` that a negligible pull moves (the solution is not unique
    /// there), or `nil`. With `keepMoved`, the moved solution is kept.
    func ambiguousVariable(of item: _LayoutItem, axis: NSLayoutConstraint.Axis?, keepMoved: Bool) -> Variable? {
        let variables: [Variable]
        switch axis {
        case .horizontal: variables = [item.minX, item.width]
        case .vertical: variables = [item.minY, item.height]
        case nil: variables = [item.minX, item.width, item.minY, item.height]
        }
        for variable in variables {
            let current = variable.value
            for delta in [10.0, -10.0] {
                let pull = Constraint(variable - (current + delta), .equal, strength: Strength(0.001))
                guard (try? solver.addConstraint(pull)) != nil else { continue }
                solver.updateVariables()
                let moved = abs(variable.value - current) > 0.001
                try? solver.removeConstraint(pull)
                if !moved || !keepMoved { solver.updateVariables() }
                if moved { return variable }
            }
        }
        return nil
    }
}
