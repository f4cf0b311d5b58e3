// Relations that build constraints, as in kiwisolver: `x + 10 == y`, `width >= 100`,
// `(x == 50) | .weak`. `lhs (relation) rhs` becomes `lhs - rhs (relation) 0`, required.
//
// `Variable == Variable` also exists as Equatable's identity test returning `Bool`; where
// the result type is not fixed by context (`let c = x == y`), write the type
// (`let c: Constraint = x == y`). Parenthesize before `|`: Swift gives `|` the precedence
// of `+`, so `x == 50 | .weak` would read `x == (50 | .weak)`.

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// The same constraint with another strength: `(x == 50) | .weak`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
    constraint.withStrength(strength)
}
