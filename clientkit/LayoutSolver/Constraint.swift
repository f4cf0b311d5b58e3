/// The relation of a `Constraint`'s expression to zero.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual, equal, greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression (relation) 0` with a strength.
///
/// Build one with `==`, `<=` and `>=` (`x + 10 == y`, see `Constraint+Operators.swift`):
/// `lhs == rhs` becomes `lhs - rhs == 0`. Constraints are compared and hashed by identity,
/// so the same equation added twice as two objects is two constraints.
///
/// The expression is reduced when the constraint is made (one term per variable). Its
/// `constant` changes only through `Solver.setConstant(_:of:)` — the incremental change of a
/// constraint's constant, for UIKit's `NSLayoutConstraint.constant` — and then reads the new
/// value; everything else is fixed for the constraint's life.
///
/// `@unchecked Sendable` only so that `SolverError` can name constraints (as `Variable`): the
/// constant is written by a solver alone, on its thread.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left-hand side of `expression (relation) 0`.
    public internal(set) var expression: Expression
    public let relation: Relation
    /// Clamped to 0…`Strength.required`.
    public let strength: Strength

    /// `expression (relation) 0`, required unless `strength` says otherwise.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = Strength(strength.value)
    }

    /// A new constraint with the same expression and relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "\(expression) \(relation) 0 (\(strength))" }
}
