/// An incremental Cassowary solver: add and remove constraints, change constants and
/// suggest values for edit variables, and read the solution after `updateVariables()`.
/// The design is described in `LayoutSolver.swift`.
///
/// Not thread-safe; one owner (ClientKit keeps its solvers on the main actor).
public final class Solver {
    /// What the solver keeps about a constraint it holds.
    struct ConstraintRecord {
        /// The symbol that belongs to this constraint's row alone: a slack (inequality), the
        /// positive error (non-required equation) or a dummy (required equation).
        let marker: Symbol
        /// The second error symbol: the negative error of a non-required equation, the error
        /// of a non-required inequality.
        let other: Symbol?
        /// `1 / k`, where `k` is the marker's coefficient in the constraint's row as made
        /// (before a sign reversal, which does not matter): raising the expression's constant
        /// by `Δc` is replacing the marker `m` by `m + Δc / k` (see `setConstant`).
        let markerShift: Double
        /// The expression's constant the tableau holds.
        var constant: Double
        /// The constraint's variables, each once.
        let variables: [Variable]
    }

    /// An external symbol, how many constraints (edit constraints included) use it, and
    /// its place in `solved`.
    struct VariableRecord {
        let symbol: Symbol
        var uses: Int
        var slot: Int
    }

    var records: [Constraint: ConstraintRecord] = [:]
    /// The constraint each marker and other symbol belongs to.
    var owners: [Symbol: Constraint] = [:]
    var variables: [Variable: VariableRecord] = [:]
    /// The variables and their symbols as arrays, for `updateVariables`.
    var solved: [Variable] = []
    var solvedSymbols: [Symbol] = []
    /// The edit constraint of each edit variable: `variable == suggestion`, its expression's
    /// constant being `-suggestion`.
    var edits: [Variable: Constraint] = [:]

    /// The tableau: `basis[i] = rows[i]`; `rowIndex` maps a basic symbol to its row.
    var basis: [Symbol] = []
    var rows: [Row] = []
    var rowIndex = RowIndex()
    /// Σ strength × error, expressed in parametric symbols; minimized.
    var objective = Row()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have become infeasible (restricted and negative).
    var infeasible: [Symbol] = []
    var nextSerial = 0
    /// Serials of removed constraints' symbols, for reuse (they appear nowhere any more).
    var freeSerials: [Int] = []

    public init() {}

    /// Adds a constraint. A required one that cannot hold with the required constraints
    /// already there throws `SolverError.unsatisfiableConstraint` (and is not added); a
    /// non-required one is always added. Throws `.duplicateConstraint` if `c` is already here.
    public func addConstraint(_ c: Constraint) throws {
        guard records[c] == nil else { throw SolverError.duplicateConstraint(c) }
        let made = makeRow(for: c)
        var row = made.row
        var subject = chooseSubject(row, made.record)
        if subject == nil && row.allDummies {
            // Nothing can be solved for: the row is a consequence of required equations,
            // consistent only if its constant is zero.
            guard abs(row.constant) < Row.epsilon else {
                let conflicting = requiredOwners(of: row)
                forgetUnused(made.newVariables)
                throw SolverError.unsatisfiableConstraint(c, conflicting: conflicting)
            }
            subject = made.record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if let conflicting = try addWithArtificialVariable(row) {
            forgetUnused(made.newVariables)
            throw SolverError.unsatisfiableConstraint(c, conflicting: conflicting)
        }
        register(c, made.record)
        try optimize()
        try restoreFeasibility()
    }

    /// Removes a constraint; throws `.unknownConstraint` if the solver does not hold it.
    public func removeConstraint(_ c: Constraint) throws {
        guard let record = records.removeValue(forKey: c) else { throw SolverError.unknownConstraint(c) }
        if !c.strength.isRequired {
            for error in [record.marker, record.other].compactMap({ $0 }) where error.kind == .error {
                removeFromObjective(error, strength: c.strength.value)
            }
        }
        if let i = rowIndex[record.marker] {
            removeRow(at: i)
        } else if let i = markerLeavingRow(record.marker) {
            // Pivot the marker into the basis, then drop its row: that removes exactly this
            // constraint's equation from the system.
            let leaving = basis[i]
            var row = removeRow(at: i)
            row.solve(for: leaving, replacing: record.marker)
            substitute(record.marker, with: row)
        }
        // The constraint's symbols are gone from the system; drop what rounding left of
        // them in the objective (and of `other` in rows), so that nothing refers to them.
        objective.remove(record.marker)
        if let other = record.other {
            objective.remove(other)
            if rowIndex[other] == nil { for i in rows.indices { rows[i].remove(other) } }
        }
        owners[record.marker] = nil
        recycle(record.marker)
        if let other = record.other {
            owners[other] = nil
            recycle(other)
        }
        release(record.variables)
        try optimize()
        try restoreFeasibility()
    }

    /// Whether the solver holds `c`.
    public func hasConstraint(_ c: Constraint) -> Bool { records[c] != nil }

    /// Makes `v` an edit variable: a non-required constraint `v == suggestion` whose
    /// suggestion `suggestValue` changes incrementally. The suggestion starts at 0 (as in
    /// kiwisolver). Throws `.duplicateEditVariable`, or `.badRequiredStrength` for a
    /// required strength.
    public func addEditVariable(_ v: Variable, strength: Strength) throws {
        guard edits[v] == nil else { throw SolverError.duplicateEditVariable(v) }
        let strength = Strength(strength.value)
        guard !strength.isRequired else { throw SolverError.badRequiredStrength(v) }
        let constraint = Constraint(Expression(v), .equal, strength: strength)
        try addConstraint(constraint)
        edits[v] = constraint
    }

    /// Stops editing `v` (its edit constraint goes); throws `.unknownEditVariable`.
    public func removeEditVariable(_ v: Variable) throws {
        guard let constraint = edits.removeValue(forKey: v) else { throw SolverError.unknownEditVariable(v) }
        try removeConstraint(constraint)
    }

    /// Whether `v` is an edit variable.
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    /// Suggests a value for the edit variable `v` (incrementally, as `setConstant`); throws
    /// `.unknownEditVariable`.
    public func suggestValue(_ v: Variable, _ value: Double) throws {
        guard let constraint = edits[v] else { throw SolverError.unknownEditVariable(v) }
        try setConstant(-value, of: constraint)
    }

    /// Writes the current solution into every variable's `value` (0 for a variable that is
    /// not basic).
    public func updateVariables() {
        for slot in solved.indices {
            var value = 0.0
            if let i = rowIndex[solvedSymbols[slot]] {
                value = rows[i].constant
                if value == 0 { value = 0 }  // no -0
            }
            solved[slot].value = value
        }
    }

    /// Forgets every constraint, edit variable and variable; variables keep their last values.
    public func reset() {
        records = [:]
        owners = [:]
        variables = [:]
        solved = []
        solvedSymbols = []
        edits = [:]
        basis = []
        rows = []
        rowIndex = RowIndex()
        freeSerials = []
        objective = Row()
        artificial = nil
        infeasible = []
        nextSerial = 0
    }
}
