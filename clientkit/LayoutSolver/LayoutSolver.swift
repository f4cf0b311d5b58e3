// LayoutSolver: the incremental Cassowary constraint solver under ClientKit's Auto Layout.
// It knows nothing of views; ClientKit turns NSLayoutConstraints into `Constraint`s.
//
// # The problem
//
// Variables (`Variable`), linear constraints `expression (relation) 0` (`Constraint`) with a
// `Strength`. Required constraints must hold. Among the solutions that satisfy them, the
// solver picks one that minimizes Σ strength × violation over the non-required ones
// (Cassowary's weighted-sum objective, as in kiwisolver; strengths are kiwisolver's
// three-level numbers, see `Strength`). Ambiguity is not an error: some optimum is chosen,
// deterministically (the same calls give the same values).
//
// # The tableau
//
// The state is a simplex tableau in solved form: rows `basic = constant + Σ coefficient ×
// parametric` (`Row`: cells sorted by symbol in a small array), one per basic symbol, and
// an objective row over the parametric symbols. Setting every parametric symbol to zero
// gives the current solution, so a basic variable's value is its row's constant and a
// parametric variable is zero (`updateVariables`). The tableau is kept *feasible* (every
// restricted basic symbol has a non-negative constant) and *optimal* (no parametric
// non-dummy symbol has a negative objective coefficient).
//
// Symbols (`Symbol`, an Int with the kind in the low bits):
// - external: a user variable, unrestricted in sign;
// - slack (≥ 0): turns an inequality into an equation: `e ≤ 0` is `e + s = 0`, `e ≥ 0` is `e − s = 0`;
// - error (≥ 0): the violation of a non-required constraint, weighted by its strength in
//   the objective. A non-required equation gets two (`e = e⁺ − e⁻`), an inequality one;
// - dummy (= 0): marks a required equation so that it can be found again (removal,
//   constant changes, conflict reports); it never enters the basis by a pivot.
// Each constraint owns a *marker* (its slack, its e⁺ or its dummy) and possibly an *other*
// (its second error symbol); no other original equation mentions them.
//
// # Adding a constraint
//
// Its expression is rewritten in current parametric symbols (basic variables are replaced
// by their rows), its slack/error/dummy symbols are added, and the row is solved for a
// *subject*: an external variable if the row has one, else its own slack or error symbol
// if that keeps the row feasible. Then the row is substituted into the tableau and the
// primal simplex restores optimality.
//
// Required vs non-required: a non-required constraint always has a subject (its error
// symbols can absorb anything), so it can never be refused. A required row with no subject
// either consists of dummies only — a consequence of required equations, acceptable only
// if its constant is zero — or goes through phase one: an artificial variable `a = row`
// is minimized with the primal simplex. If `a` reaches zero the constraint is satisfiable
// and `a` is pivoted out and dropped; otherwise the row is dropped again, the tableau is as
// it was, and `SolverError.unsatisfiableConstraint` lists the required constraints whose
// markers appear in `a`'s final row — the equations whose combination proves that the row
// cannot reach zero (a conflicting set, not always a minimal one).
//
// # Removing a constraint
//
// Its error symbols leave the objective; then its marker is made basic (pivoting on the row
// that limits it most tightly, so the tableau stays feasible) and that row is dropped: what
// remains is the tableau of the other constraints. A variable no constraint uses any more
// leaves the solver.
//
// # Edit variables and constant changes (incremental)
//
// `setConstant(_:of:)` changes a constraint's constant in place, Cassowary's change of a
// right-hand side: raising the constant by Δc is replacing the marker `m` by `m + Δc/k`
// (`k` its coefficient in the constraint's equation), so each row that mentions the marker
// moves its constant and nothing else changes. The objective stays optimal; rows that went
// infeasible are repaired by the dual simplex. For a required constraint the dual simplex
// may find no repair: then the change is undone and `.unsatisfiableConstraint` names the
// required constraints of the row it could not repair.
//
// An edit variable `v` is a non-required constraint `v − suggestion == 0`;
// `suggestValue` is `setConstant(-suggestion)` on it.
//
// # Data structures
//
// A symbol is an Int (serial and kind); a row is a small array of (symbol, coefficient)
// cells sorted by symbol: lookups are binary searches, adding a short row (≤ 4 cells, most
// layout rows) inserts in place, a longer one is one merge. Which row a basic symbol has is
// an array indexed by serial (`RowIndex`), so `updateVariables` and building a row do no
// hashing; serials of removed constraints' symbols are reused. Variables sit in an array for
// `updateVariables` and in a dictionary (by identity) for building rows. Hot loops work on a
// local copy of the row array (one exclusivity check, not one per row) and allocate nothing
// per term.
//
// # Pivot rules and complexity
//
// Bland's rule (lowest-numbered entering symbol, ties in the ratio test to the
// lowest-numbered basic symbol), so degenerate pivots cannot cycle. A pivot substitutes one
// row into every row that mentions the entering symbol: O(rows × row length) for the scan
// and merges. Adding a constraint costs one substitution plus the pivots optimization needs
// — usually few, as a layout constraint touches a few variables — so building n constraints
// is roughly O(n²) in the worst case and close to linear for the chains and grids of
// layouts. A constant change or a suggestion costs one pass over the rows plus the dual
// simplex's pivots (often none). `updateVariables` is O(variables).
//
// Measured (`make bench`, release, this project's 2-core machine), against kiwisolver 1.4.9
// timed in Python around the solver calls: a chain of 500 items (2,001 constraints) solves
// in ~20 ms (kiwisolver ~17 ms) and follows a container-width change in ~31 µs (~29 µs); a
// 30×30 grid in ~0.5 s (~1 s) and ~84 µs (~81 µs).
//
// Beyond kiwisolver: removing a required equation that a redundant copy depends on keeps
// the copy enforced (see `markerLeavingRow`), rounding residues of removed constraints are
// cleaned from the objective, and a refused constraint leaves the tableau as it was.
//
// Not thread-safe: a solver and its variables belong to one thread.
