// Arithmetic that builds linear expressions: `x + 2 * y - 10`, `(left + right) / 2`.
// Variables, expressions and numbers mix freely; multiplication and division are by a
// number only (the expressions stay linear).

extension Expression {
    /// Every coefficient and the constant multiplied by `factor`.
    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: Sums and differences

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(terms: lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> Expression { Expression(terms: [Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { (-rhs) + lhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + (-rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { (-rhs) + lhs }

// MARK: Scaling

public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
