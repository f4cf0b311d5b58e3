// Turning a constraint into a tableau row, and the bookkeeping of constraints and variables.

extension Solver {
    /// A new constraint's row, its record, and the variables that got their first symbol.
    struct MadeRow {
        var row: Row
        var record: ConstraintRecord
        var newVariables: [Variable]
    }

    /// The row of `c` in terms of the current parametric symbols, with its slack, error or
    /// dummy symbols, its constant made non-negative. Error symbols enter the objective.
    func makeRow(for c: Constraint) -> MadeRow {
        let expression = c.expression
        var row = Row(constant: expression.constant)
        var newVariables: [Variable] = []
        for term in expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol: Symbol
            if let record = variables[term.variable] {
                symbol = record.symbol
            } else {
                symbol = newSymbol(.external)
                variables[term.variable] = VariableRecord(symbol: symbol, uses: 0, slot: solved.count)
                solved.append(term.variable)
                solvedSymbols.append(symbol)
                newVariables.append(term.variable)
            }
            if let i = rowIndex[symbol] {
                row.add(rows[i], times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }

        let strength = c.strength.value
        let marker: Symbol, other: Symbol?, markerCoefficient: Double
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + s = 0 (≤) or expression − s = 0 (≥), s ≥ 0; a non-required one
            // may be violated by e ≥ 0, which costs strength × e.
            markerCoefficient = c.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, markerCoefficient)
            if c.strength.isRequired {
                other = nil
            } else {
                let error = newSymbol(.error)
                row.add(error, -markerCoefficient)
                objective.add(error, strength)
                other = error
            }
        case .equal:
            if c.strength.isRequired {
                markerCoefficient = 1
                marker = newSymbol(.dummy)
                row.add(marker, 1)
                other = nil
            } else {
                // expression = e⁺ − e⁻, both costing strength.
                markerCoefficient = -1
                marker = newSymbol(.error)
                let minus = newSymbol(.error)
                row.add(marker, -1)
                row.add(minus, 1)
                objective.add(marker, strength)
                objective.add(minus, strength)
                other = minus
            }
        }
        if row.constant < 0 { row.reverseSign() }
        let record = ConstraintRecord(marker: marker, other: other, markerShift: 1 / markerCoefficient,
                                      constant: expression.constant,
                                      variables: expression.terms.map(\.variable))
        return MadeRow(row: row, record: record, newVariables: newVariables)
    }

    /// The symbol to solve a new row for: an external variable if there is one, else the
    /// constraint's own slack or error symbol when its coefficient is negative (so the
    /// row stays feasible); nil when neither works.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.isExternal }) { return external.symbol }
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one for a row with no subject: an artificial variable `a = row` is minimized.
    /// Returns nil when it reaches zero (the row is in the tableau), or the required
    /// constraints that keep it positive (the row is dropped and the tableau is as before).
    func addWithArtificialVariable(_ row: Row) throws -> [Constraint]? {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimize(artificialObjective: true)
        let reachedZero = abs(artificial!.constant) < Row.epsilon
        artificial = nil
        if let i = rowIndex[art] {
            if !reachedZero {
                // `a` is basic, so no other row involves the new constraint: dropping this
                // row leaves the tableau of the constraints before it.
                let conflicting = requiredOwners(of: rows[i])
                removeRow(at: i)
                try optimize()
                return conflicting
            }
            // `a` is zero but basic: pivot it out on a slack or error symbol, else on an
            // external variable (phase one can bring those in), and only on a dummy when the
            // row has nothing else (then it is a redundant equation).
            var row = removeRow(at: i)
            if let entering = row.cells.first(where: { $0.symbol.isPivotable })?.symbol
                ?? row.cells.first(where: { $0.symbol.isExternal })?.symbol ?? row.cells.first?.symbol {
                row.solve(for: art, replacing: entering)
                substitute(entering, with: row)
                insertRow(row, basic: entering)
            }
        }
        for i in rows.indices { rows[i].remove(art) }
        objective.remove(art)
        return nil
    }

    func register(_ c: Constraint, _ record: ConstraintRecord) {
        records[c] = record
        owners[record.marker] = c
        if let other = record.other { owners[other] = c }
        for variable in record.variables { variables[variable]!.uses += 1 }
    }

    /// One use fewer for each variable; a variable no constraint uses leaves the solver
    /// (no row mentions it any more).
    func release(_ released: [Variable]) {
        for variable in released {
            variables[variable]!.uses -= 1
            if variables[variable]!.uses == 0 { forget(variable) }
        }
    }

    /// Drops variables that got a symbol for a constraint that was then refused.
    func forgetUnused(_ candidates: [Variable]) {
        for variable in candidates where variables[variable]?.uses == 0 { forget(variable) }
    }

    private func forget(_ variable: Variable) {
        guard let record = variables.removeValue(forKey: variable) else { return }
        if let i = rowIndex[record.symbol] { removeRow(at: i) }
        let last = solved.count - 1
        if record.slot != last {
            solved.swapAt(record.slot, last)
            solvedSymbols.swapAt(record.slot, last)
            variables[solved[record.slot]]!.slot = record.slot
        }
        solved.removeLast()
        solvedSymbols.removeLast()
    }

    /// The required constraints whose marker symbols appear in `row` (the support of a
    /// proof that the row cannot be satisfied).
    func requiredOwners(of row: Row) -> [Constraint] {
        var seen = Set<Constraint>()
        var owners: [Constraint] = []
        for cell in row.cells {
            guard let owner = self.owners[cell.symbol], owner.strength.isRequired, seen.insert(owner).inserted else { continue }
            owners.append(owner)
        }
        return owners
    }

    /// Takes a removed constraint's error symbol out of the objective.
    func removeFromObjective(_ error: Symbol, strength: Double) {
        if let i = rowIndex[error] {
            objective.add(rows[i], times: -strength)
        } else {
            objective.add(error, -strength)
        }
    }

    /// The row in which a parametric marker should become basic to remove its constraint:
    /// for a dummy marker, a row of a basic dummy that mentions it; else the restricted row
    /// that limits it most tightly (negative coefficient first, then positive), else a row
    /// of an external variable; nil if no row mentions it.
    ///
    /// A basic dummy is a redundant required equation (`d = Σ other dummies`). Its row must
    /// stay all dummies, or nothing would hold its value at zero; so when the marker of the
    /// equation it depends on goes, that dummy takes the marker's place (kiwisolver picks by
    /// ratio alone, and can leave such a row holding other symbols and a nonzero constant).
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        if marker.isDummy,
           let i = rows.indices.first(where: { basis[$0].isDummy && rows[$0].coefficient(of: marker) != 0 }) {
            return i
        }
        var negative: Int?, positive: Int?, external: Int?
        var negativeRatio = Double.infinity, positiveRatio = Double.infinity
        for i in rows.indices {
            let c = rows[i].coefficient(of: marker)
            if c == 0 { continue }
            if basis[i].isExternal {
                external = i
            } else if c < 0 {
                let ratio = -rows[i].constant / c
                if ratio < negativeRatio || (ratio == negativeRatio && basis[i] < basis[negative!]) {
                    negative = i
                    negativeRatio = ratio
                }
            } else {
                let ratio = rows[i].constant / c
                if ratio < positiveRatio || (ratio == positiveRatio && basis[i] < basis[positive!]) {
                    positive = i
                    positiveRatio = ratio
                }
            }
        }
        return negative ?? positive ?? external
    }
}
