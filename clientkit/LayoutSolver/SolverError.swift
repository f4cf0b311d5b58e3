/// What a `Solver` refuses, and why.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// `addConstraint` with a constraint that is already in the solver.
    case duplicateConstraint(Constraint)
    /// A required constraint that cannot hold together with the required constraints in
    /// `conflicting` (already in the solver). Thrown by `addConstraint` (the constraint is
    /// not added) and by `setConstant` (the constant is not changed); the solver is as it was.
    ///
    /// `conflicting` is the set the solver's proof of infeasibility uses: the required
    /// constraints whose marker symbols appear in the row that cannot be made feasible (the
    /// artificial row of phase one, or the row the dual simplex could not repair). Together
    /// with the new one they cannot all hold; the set is not always minimal.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// `removeConstraint` or `setConstant` with a constraint the solver does not have.
    case unknownConstraint(Constraint)
    /// `addEditVariable` for a variable that is already an edit variable.
    case duplicateEditVariable(Variable)
    /// `addEditVariable` with `Strength.required`: an edit is a suggestion, never required.
    case badRequiredStrength(Variable)
    /// `removeEditVariable` or `suggestValue` for a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// The solver found its tableau inconsistent (a bug or numerical breakdown, not bad input).
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c):
            "The constraint \(c) is already in the solver."
        case .unsatisfiableConstraint(let c, let conflicting):
            "The required constraint \(c) cannot be satisfied together with: "
                + (conflicting.isEmpty ? "(none identified)" : conflicting.map(\.description).joined(separator: "; "))
        case .unknownConstraint(let c):
            "The constraint \(c) is not in the solver."
        case .duplicateEditVariable(let v):
            "\(v) is already an edit variable."
        case .badRequiredStrength(let v):
            "The edit variable \(v) cannot have the required strength."
        case .unknownEditVariable(let v):
            "\(v) is not an edit variable."
        case .internalError(let what):
            "Internal solver error: \(what)"
        }
    }
}
