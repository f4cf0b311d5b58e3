import XCTest
@testable import LayoutSolver

/// Randomized systems solved by our solver and by kiwisolver (see `Scenario` for how they
/// are generated so that the optimum is unique): the same operations must be refused, and
/// every variable must agree at every check.
final class KiwiComparisonTests: XCTestCase {
    static let scenarioCount = 300

    func testRandomSystemsAgreeWithKiwisolver() throws {
        // Sizes 2…60 variables, spread over the scenarios.
        var scenarios = (0..<Self.scenarioCount).map { i in
            Scenario(variables: 2 + (i * 37) % 59, seed: 0x5EED_0000 + UInt64(i))
        }
        var ours: [ScenarioOutcome] = []
        for i in scenarios.indices {
            do {
                ours.append(try scenarios[i].solve { $0.assertInvariants() })
            } catch {
                XCTFail("scenario \(i): \(error)")
                ours.append(ScenarioOutcome(results: [], checks: []))
            }
        }
        let kiwi = try KiwiReference.solve(scenarios)
        XCTAssertEqual(kiwi.outcomes.count, scenarios.count)

        var checks = 0, refusals = 0, refusedChanges = 0, values = 0
        for (i, (mine, theirs)) in zip(ours, kiwi.outcomes).enumerated() {
            let label = "scenario \(i) (\(scenarios[i].variables) variables)"
            XCTAssertEqual(mine.results, theirs.results, "\(label): outcomes differ")
            guard mine.results == theirs.results, mine.checks.count == theirs.checks.count else { continue }
            for (k, (a, b)) in zip(mine.checks, theirs.checks).enumerated() {
                checks += 1
                for (v, (x, y)) in zip(a, b).enumerated() {
                    values += 1
                    XCTAssertEqual(x, y, accuracy: 1e-6 * max(1, abs(y)), "\(label), check \(k), x\(v)")
                }
            }
            for (index, result) in mine.results.enumerated() where result == "unsat" {
                refusals += 1
                if scenarios[i].operations[index].op == "constant" { refusedChanges += 1 }
                XCTAssertEqual(theirs.conflictsConfirmed?[String(index)], true,
                               "\(label), operation \(index): the reported conflict set is satisfiable in kiwisolver")
            }
        }
        print("LayoutSolverTests: \(scenarios.count) scenarios agree with kiwisolver \(kiwi.kiwisolver): \(checks) checks, "
              + "\(values) values, \(refusals) refused operations (\(refusedChanges) constant changes)")
        // The generator must actually exercise refusals, or half of the test is vacuous.
        XCTAssertGreaterThan(refusals, 20)
        XCTAssertGreaterThan(refusedChanges, 5)
    }

    /// Our solver alone, with strong strengths up to 1,000 (weights near 1e9, where rounding
    /// leaves residues in the objective): every operation completes and the tableau stays
    /// in solved form, feasible and optimal.
    func testHugeStrengthsKeepTheTableauSound() throws {
        for i in 0..<100 {
            var scenario = Scenario(variables: 2 + (i * 13) % 40, seed: 0xB16_0000 + UInt64(i), maxStrong: 1000)
            _ = try scenario.solve { $0.assertInvariants() }
        }
    }
}
