/// `coefficient × variable`, one term of a linear `Expression`.
public struct Term: CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatted(coefficient)) * \(variable)"
    }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Build one with the arithmetic operators (`x + 2 * y - 10`, see `Expression+Operators.swift`)
/// or from its parts. A variable may appear in several terms; a `Constraint` merges them.
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The value of the expression with the variables' current `value`s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The same expression with one term per variable (coefficients of repeated variables
    /// added up, in order of first appearance) and no zero coefficients.
    public func reduced() -> Expression {
        var index: [ObjectIdentifier: Int] = [:]
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let i = index[key] {
                merged[i].coefficient += term.coefficient
            } else {
                index[key] = merged.count
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(formatted(constant)) }
        return parts.joined(separator: " + ")
    }
}

/// `3` rather than `3.0`, for descriptions.
func formatted(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
}
