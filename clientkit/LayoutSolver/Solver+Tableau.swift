// The simplex machinery: rows in and out of the tableau, substitution, pivots, the primal
// simplex (`optimize`) and the dual simplex (`dualOptimize`).
//
// Pivot rules (Bland's): the entering symbol is the lowest-numbered one that improves the
// objective; among rows tied in the ratio test the lowest-numbered basic symbol leaves.
// So the simplex cannot cycle on the degenerate pivots layout systems are full of, and the
// same calls always give the same solution.

extension Solver {
    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSerial += 1 }
        return Symbol(kind, serial: nextSerial)
    }

    func insertRow(_ row: Row, basic: Symbol) {
        rowIndex[basic] = rows.count
        basis.append(basic)
        rows.append(row)
    }

    /// Removes row `i` (the last row takes its place) and returns it.
    @discardableResult
    func removeRow(at i: Int) -> Row {
        let row = rows[i]
        rowIndex[basis[i]] = nil
        let last = rows.count - 1
        if i != last {
            rows.swapAt(i, last)
            basis.swapAt(i, last)
            rowIndex[basis[i]] = i
        }
        rows.removeLast()
        basis.removeLast()
        return row
    }

    /// Replaces `symbol` by `row` in every row and in the objectives; rows that become
    /// infeasible are noted for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        for i in rows.indices {
            if rows[i].substitute(symbol, with: row), basis[i].isRestricted, rows[i].constant < 0 {
                infeasible.append(basis[i])
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in row `i`, whose basic symbol leaves.
    func pivot(row i: Int, entering: Symbol) {
        let leaving = basis[i]
        var row = removeRow(at: i)
        row.solve(for: leaving, replacing: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// The primal simplex: minimizes the objective (or phase one's artificial objective)
    /// keeping every row feasible.
    func optimize(artificialObjective: Bool = false) throws {
        while let entering = enteringSymbol(artificialObjective ? artificial! : objective) {
            var best = -1, bestRatio = Double.infinity
            for i in rows.indices where basis[i].isRestricted {
                let c = rows[i].coefficient(of: entering)
                guard c < 0 else { continue }
                let ratio = -rows[i].constant / c
                if ratio < bestRatio || (ratio == bestRatio && basis[i] < basis[best]) {
                    best = i
                    bestRatio = ratio
                }
            }
            guard best >= 0 else { throw SolverError.internalError("the objective is unbounded") }
            pivot(row: best, entering: entering)
        }
    }

    /// The lowest-numbered non-dummy symbol with a negative coefficient in `objective`.
    private func enteringSymbol(_ objective: Row) -> Symbol? {
        objective.cells.first { $0.coefficient < 0 && !$0.symbol.isDummy }?.symbol
    }

    /// A row the dual simplex cannot make feasible: its basic symbol is restricted and
    /// negative and no symbol in it can enter.
    struct DualInfeasibility: Error {
        let basic: Symbol
        let row: Row
    }

    /// The dual simplex: makes the rows in `infeasible` feasible again keeping the objective
    /// optimal (after a constant changed).
    func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let i = rowIndex[leaving], rows[i].constant < 0 else { continue }
            var entering: Symbol?
            var bestRatio = Double.infinity
            for cell in rows[i].cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
                if ratio < bestRatio {
                    entering = cell.symbol
                    bestRatio = ratio
                }
            }
            guard let entering else { throw DualInfeasibility(basic: leaving, row: rows[i]) }
            pivot(row: i, entering: entering)
        }
    }
}
