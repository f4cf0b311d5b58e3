// The simplex machinery: rows in and out of the tableau, substitution, pivots, the primal
// simplex (`optimize`) and the dual simplex (`dualOptimize`).
//
// Pivot rules (Bland's): the entering symbol is the lowest-numbered one that improves the
// objective; among rows tied in the ratio test the lowest-numbered basic symbol leaves.
// So the simplex cannot cycle on the degenerate pivots layout systems are full of, and the
// same calls always give the same solution.

extension Solver {
    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        if let serial = freeSerials.popLast() { return Symbol(kind, serial: serial) }
        defer { nextSerial += 1 }
        return Symbol(kind, serial: nextSerial)
    }

    /// Makes the serial of a symbol that no row, objective or record mentions any more
    /// available again.
    func recycle(_ symbol: Symbol) {
        guard rowIndex[symbol] == nil else { return }
        freeSerials.append(symbol.raw >> 2)
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
        // On a local copy of the rows: one exclusivity check instead of one per row.
        var rows = self.rows
        self.rows = []
        for i in rows.indices {
            if rows[i].substitute(symbol, with: row), basis[i].isRestricted, rows[i].constant < 0 {
                infeasible.append(basis[i])
            }
        }
        self.rows = rows
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
            var best = -1, bestRatio = Double.infinity, inSomeRow = false
            for i in rows.indices {
                let c = rows[i].coefficient(of: entering)
                if c != 0 { inSomeRow = true }
                guard c < 0, basis[i].isRestricted else { continue }
                let ratio = -rows[i].constant / c
                if ratio < bestRatio || (ratio == bestRatio && basis[i] < basis[best]) {
                    best = i
                    bestRatio = ratio
                }
            }
            if best >= 0 {
                pivot(row: best, entering: entering)
            } else if !inSomeRow {
                // Rounding left a symbol in the objective that no row mentions (with
                // strengths near 1e9 a cancellation leaves ~1e-7): it is zero for good.
                if artificialObjective { artificial!.remove(entering) } else { objective.remove(entering) }
            } else {
                throw SolverError.internalError("the objective is unbounded")
            }
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
            // A row within rounding of zero (−1e-16 after a substitution) is feasible.
            guard let i = rowIndex[leaving], rows[i].constant < -Row.epsilon else { continue }
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

    /// Runs the dual simplex on rows noted as negative while adding or removing. In exact
    /// arithmetic there are none (the primal simplex keeps rows feasible, and an external
    /// subject never appears in a restricted row); rounding can leave a row at −1e-16, and
    /// this settles it instead of leaving it for the next constant change.
    func restoreFeasibility() throws {
        guard !infeasible.isEmpty else { return }
        do { try dualOptimize() } catch { throw SolverError.internalError("a row cannot be made feasible") }
    }
}
