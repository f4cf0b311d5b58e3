import LayoutSolver

extension Scenario {
    /// Runs the scenario with our solver; records the conflicts it reports in `conflicts`.
    mutating func solve(check: (Solver) -> Void = { _ in }) throws -> ScenarioOutcome {
        let solver = Solver()
        let variables = (0..<self.variables).map { Variable("x\($0)") }
        var constraints: [Int: Constraint] = [:]
        var ids: [ObjectIdentifier: Int] = [:]
        var results: [String] = []
        var checks: [[Double]] = []
        conflicts = [:]
        for (index, op) in operations.enumerated() {
            var result = "ok"
            do {
                switch op.op {
                case "add":
                    let terms = op.terms!.map { Term(variables[Int($0[0])], $0[1]) }
                    let relation: Relation = switch op.relation! {
                    case "==": .equal
                    case "<=": .lessThanOrEqual
                    default: .greaterThanOrEqual
                    }
                    let c = Constraint(Expression(terms: terms, constant: op.constant!), relation,
                                       strength: Strength(op.strength!))
                    try solver.addConstraint(c)
                    constraints[op.id!] = c
                    ids[ObjectIdentifier(c)] = op.id!
                case "remove":
                    if let c = constraints.removeValue(forKey: op.id!) { try solver.removeConstraint(c) } else { result = "unknown" }
                case "constant":
                    if let c = constraints[op.id!] { try solver.setConstant(op.constant!, of: c) } else { result = "unknown" }
                case "edit":
                    try solver.addEditVariable(variables[op.variable!], strength: Strength(op.strength!))
                case "unedit":
                    try solver.removeEditVariable(variables[op.variable!])
                case "suggest":
                    try solver.suggestValue(variables[op.variable!], op.value!)
                default:
                    solver.updateVariables()
                    check(solver)
                    checks.append(variables.map(\.value))
                }
            } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
                result = "unsat"
                conflicts[String(index)] = conflicting.map { ids[ObjectIdentifier($0)]! }
            } catch {
                throw ScenarioFailure(operation: index, op: op.op, error: error)
            }
            results.append(result)
        }
        return ScenarioOutcome(results: results, checks: checks, conflictsConfirmed: nil)
    }
}

struct ScenarioFailure: Error, CustomStringConvertible {
    var operation: Int
    var op: String
    var error: Error
    var description: String { "operation \(operation) (\(op)): \(error)" }
}
