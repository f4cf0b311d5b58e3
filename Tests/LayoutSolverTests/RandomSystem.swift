import LayoutSolver
import StrataTestSupport

/// One operation of a randomized scenario, as the JSON both solvers read.
struct Operation: Codable {
    var op: String
    var id: Int?
    var terms: [[Double]]?  // [variable index, coefficient]
    var constant: Double?
    var relation: String?
    var strength: Double?
    var variable: Int?
    var value: Double?
}

/// A randomized constraint system and what is done to it: built, checked, then changed
/// (constants, suggestions, removals, additions) with checks in between.
///
/// The optimum must be unique for two Cassowary implementations to agree on every
/// variable, so every variable has a permanent non-required preference `xᵢ == pᵢ` and
/// every non-required strength (preferences, other constraints, edit variables) is drawn
/// from a continuous range: a tie between two optima would need an exact linear relation
/// between random real weights. Required constraints are made to hold at a hidden point,
/// except a few drawn to violate it (which may make them unsatisfiable), and constant
/// changes of required constraints may make them conflict too: both solvers must then
/// refuse the same operations.
struct Scenario: Codable {
    var variables: Int
    var operations: [Operation]
    /// Operation index → ids of the constraints our solver named as conflicting there.
    var conflicts: [String: [Int]] = [:]

    /// `maxStrong` bounds the weight of strong strengths: kiwisolver compares objective
    /// coefficients with zero exactly, and with strengths near 1e9 a cancellation leaves
    /// ~1e-7 that it reports as "objective is unbounded" (and aborts); our solver copes
    /// (`testHugeStrengthsKeepTheTableauSound`), the comparison stays below that.
    init(variables: Int, seed: UInt64, maxStrong: Double = 10) {
        self.variables = variables
        var rng = SeededGenerator(seed: seed)
        var builder = Builder(variables: variables, maxStrong: maxStrong)
        operations = builder.operations(&rng)
    }

    private struct Builder {
        let variables: Int
        let maxStrong: Double
        var nextID = 0
        var hidden: [Double] = []
        var live: [Int] = []  // constraint ids that may be in the solver (not preferences)
        var constants: [Int: (required: Bool, constant: Double)] = [:]
        var edited: Set<Int> = []  // drawn from in sorted order: Set order changes per run
        var operations: [Operation] = []

        init(variables: Int, maxStrong: Double) {
            self.variables = variables
            self.maxStrong = maxStrong
        }

        static func uniform(_ range: ClosedRange<Double>, _ rng: inout SeededGenerator) -> Double {
            Double.random(in: range, using: &rng)
        }

        /// A non-required strength: weak or medium level with a real weight 1…999, or strong
        /// with a real weight 1…`maxStrong`.
        func softStrength(_ rng: inout SeededGenerator) -> Double {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return Strength.create(0, 0, Self.uniform(1...999, &rng)).value
            case 1: return Strength.create(0, Self.uniform(1...999, &rng), 0).value
            default: return Strength.create(Self.uniform(1...maxStrong, &rng), 0, 0).value
            }
        }

        mutating func add(terms: [(Int, Double)], constant: Double, relation: String, strength: Double) {
            let id = nextID
            nextID += 1
            operations.append(Operation(op: "add", id: id, terms: terms.map { [Double($0.0), $0.1] }, constant: constant,
                                        relation: relation, strength: strength))
            constants[id] = (strength >= Strength.required.value, constant)
        }

        mutating func randomConstraint(_ rng: inout SeededGenerator) {
            // Like a layout's, a constraint relates nearby unknowns (a window of 6), which
            // keeps the tableau sparse.
            let count = Int.random(in: 1...min(4, variables), using: &rng)
            let start = Int.random(in: 0...max(0, variables - 6), using: &rng)
            let chosen = (start..<min(variables, start + 6)).shuffled(using: &rng).prefix(count)
            let coefficients: [Double] = [1, 1, 1, -1, -1, -1, 2, -2, 0.5, 3]
            let terms = chosen.map { ($0, coefficients.randomElement(using: &rng)!) }
            let atHidden = terms.reduce(0) { $0 + $1.1 * hidden[$1.0] }
            let relation = ["==", "==", "<=", ">="].randomElement(using: &rng)!
            let required = Bool.random(using: &rng)
            var constant = -atHidden
            if required {
                let margin = Double(Int.random(in: 0...20, using: &rng))
                if relation == ">=" { constant += margin }
                if relation == "<=" { constant -= margin }
                if Int.random(in: 0..<14, using: &rng) == 0 {  // may be unsatisfiable
                    constant += Double(Int.random(in: 1...30, using: &rng)) * (relation == ">=" ? -1 : 1)
                }
            } else {
                constant += Double(Int.random(in: -50...50, using: &rng))
            }
            add(terms: terms, constant: constant, relation: relation,
                strength: required ? Strength.required.value : softStrength(&rng))
            live.append(nextID - 1)
        }

        mutating func operations(_ rng: inout SeededGenerator) -> [Operation] {
            hidden = (0..<variables).map { _ in Double(Int.random(in: -200...200, using: &rng)) / 2 }
            for i in 0..<variables {
                add(terms: [(i, 1)], constant: -Double(Int.random(in: -300...300, using: &rng)), relation: "==",
                    strength: Strength.create(0, 0, Self.uniform(0.5...999, &rng)).value)
            }
            for _ in 0..<(variables + Int.random(in: 0...variables, using: &rng)) { randomConstraint(&rng) }
            for i in (0..<variables).shuffled(using: &rng).prefix(max(1, variables / 5)) {
                operations.append(Operation(op: "edit", strength: softStrength(&rng), variable: i))
                edited.insert(i)
            }
            operations.append(Operation(op: "check"))
            for step in 0..<max(6, variables) {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...2 where !live.isEmpty:
                    let id = live.randomElement(using: &rng)!
                    let old = constants[id]!
                    let new = old.constant + Double(Int.random(in: -30...30, using: &rng))
                    operations.append(Operation(op: "constant", id: id, constant: new))
                    constants[id] = (old.required, new)
                case 3...4 where !edited.isEmpty:
                    let i = edited.sorted().randomElement(using: &rng)!
                    operations.append(Operation(op: "suggest", variable: i,
                                                value: hidden[i] + Double(Int.random(in: -100...100, using: &rng))))
                case 5 where !live.isEmpty:
                    let id = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                    operations.append(Operation(op: "remove", id: id))
                case 6 where !edited.isEmpty:
                    let i = edited.sorted().randomElement(using: &rng)!
                    edited.remove(i)
                    operations.append(Operation(op: "unedit", variable: i))
                case 7:
                    let i = Int.random(in: 0..<variables, using: &rng)
                    if !edited.contains(i) {
                        operations.append(Operation(op: "edit", strength: softStrength(&rng), variable: i))
                        edited.insert(i)
                    }
                default:
                    randomConstraint(&rng)
                }
                if step % 4 == 3 { operations.append(Operation(op: "check")) }
            }
            operations.append(Operation(op: "check"))
            return operations
        }
    }
}

/// What a solver did with a scenario: each operation's outcome and the checked values.
struct ScenarioOutcome: Codable {
    var results: [String]
    var checks: [[Double]]
    var conflictsConfirmed: [String: Bool]?
}
