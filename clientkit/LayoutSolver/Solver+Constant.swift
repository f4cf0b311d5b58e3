// Changing a constraint's constant without removing it: Cassowary's change of a
// right-hand side, which is also how an edit variable's suggestion moves.
//
// The marker `m` appears, with coefficient `k`, in this constraint's original equation and
// in no other, and every row of the tableau is a combination of original equations. Raising
// the expression's constant by `Δc` is therefore the same system with `m` replaced by
// `m + Δc/k`: a row where the marker is parametric with coefficient `a` gains `a·Δc/k` in its
// constant, and if the marker is basic its own row loses `Δc/k`. No coefficient changes, so
// the objective stays optimal and only feasibility can be lost: rows whose restricted basic
// symbol went negative are repaired by the dual simplex. A non-required constraint can
// always absorb the change in its error symbols; a required one may turn out infeasible,
// and then the change is undone.

extension Solver {
    /// Changes the constant of `c`'s expression to `constant` incrementally (no removal and
    /// re-adding; `c` stays the same constraint and `c.expression.constant` reads the new value).
    ///
    /// Throws `.unknownConstraint` if the solver does not hold `c`, and
    /// `.unsatisfiableConstraint(c, conflicting:)` if `c` is required and cannot hold with the
    /// new constant — then nothing changes (the solver keeps the old constant).
    ///
    /// The cost is one pass over the rows that mention the marker plus the dual simplex's
    /// pivots, usually none or a few.
    public func setConstant(_ constant: Double, of c: Constraint) throws {
        guard let record = records[c] else { throw SolverError.unknownConstraint(c) }
        let delta = constant - record.constant
        if delta == 0 { return }
        let shift = delta * record.markerShift
        if let inconsistent = shiftMarker(record, by: shift) {
            _ = shiftMarker(record, by: -shift)
            infeasible.removeAll()
            throw SolverError.unsatisfiableConstraint(c, conflicting: conflicts(inconsistent, excluding: c))
        }
        do {
            try dualOptimize()
        } catch let failure as DualInfeasibility {
            // Undo the change; the basis has moved but the old system is feasible, so the
            // dual simplex finds its optimum again.
            _ = shiftMarker(record, by: -shift)
            infeasible = basis.indices.filter { basis[$0].isRestricted && rows[$0].constant < 0 }.map { basis[$0] }
            do { try dualOptimize() } catch { throw SolverError.internalError("cannot restore a constant after a conflict") }
            throw SolverError.unsatisfiableConstraint(c, conflicting: conflicts(failure, excluding: c))
        }
        records[c]!.constant = constant
        c.expression.constant = constant
    }

    /// Replaces the marker `m` of `record` by `m + shift` in the tableau; rows that became
    /// negative are noted. Returns a row of required equations that became inconsistent
    /// (a basic dummy with a nonzero constant), if any.
    private func shiftMarker(_ record: ConstraintRecord, by shift: Double) -> DualInfeasibility? {
        var inconsistent: DualInfeasibility?
        func moved(_ i: Int) {
            let basic = basis[i]
            if basic.isDummy {
                if abs(rows[i].constant) >= Row.epsilon, inconsistent == nil {
                    inconsistent = DualInfeasibility(basic: basic, row: rows[i])
                }
            } else if basic.isRestricted && rows[i].constant < 0 {
                infeasible.append(basic)
            }
        }
        if let i = rowIndex[record.marker] {
            rows[i].constant -= shift
            moved(i)
        } else if let other = record.other, let i = rowIndex[other] {
            // Only the constraint's own rows mention its marker; with `other` basic that is
            // this one row.
            rows[i].constant += rows[i].coefficient(of: record.marker) * shift
            moved(i)
        } else {
            var touched: [Int] = []
            // Read on a local copy: one exclusivity check instead of one per row.
            var rows = self.rows
            self.rows = []
            for i in rows.indices {
                let a = rows[i].coefficient(of: record.marker)
                if a != 0 {
                    rows[i].constant += a * shift
                    touched.append(i)
                }
            }
            self.rows = rows
            for i in touched { moved(i) }
        }
        return inconsistent
    }

    /// The required constraints behind an infeasible row: the owner of its basic symbol and
    /// of the markers in it, except `c` itself.
    private func conflicts(_ failure: DualInfeasibility, excluding c: Constraint) -> [Constraint] {
        var row = failure.row
        row.add(failure.basic, 1)
        return requiredOwners(of: row).filter { $0 !== c }
    }
}
