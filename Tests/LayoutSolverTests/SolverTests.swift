import XCTest
@testable import LayoutSolver

/// Hand-computed systems: every expected value is worked out in the comment above it.
final class SolverTests: XCTestCase {
    func testEquationsBetweenVariables() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        // x = 10; y = 2x + 5 = 25.
        try solver.addConstraint(x == 10)
        try solver.addConstraint(y == 2 * x + 5)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 25, accuracy: 1e-9)
    }

    /// The classic midpoint line: xm = (xl + xr)/2, xl + 10 ≤ xr, 0 ≤ xl, xr ≤ 100, with xm
    /// edited (strong) and a weak wish xl == 0.
    func testMidpointLine() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        try solver.addConstraint(xm * 2 == xl + xr)
        try solver.addConstraint(xl + 10 <= xr)
        try solver.addConstraint(xr <= 100)
        try solver.addConstraint(xl >= 0)
        try solver.addConstraint((xl == 0) | .weak)
        try solver.addEditVariable(xm, strength: .strong)

        // xm = 50 is reachable with xl = 0: xr = 100.
        try solver.suggestValue(xm, 50)
        solver.updateVariables()
        XCTAssertEqual([xl.value, xm.value, xr.value], [0, 50, 100])

        // xm = 90: xl + xr = 180 with xr ≤ 100, so xl ≥ 80; the weak wish takes 80.
        try solver.suggestValue(xm, 90)
        solver.updateVariables()
        XCTAssertEqual(xl.value, 80, accuracy: 1e-9)
        XCTAssertEqual(xm.value, 90, accuracy: 1e-9)
        XCTAssertEqual(xr.value, 100, accuracy: 1e-9)

        // xm = 3 is impossible: xl ≥ 0 and xr ≥ xl + 10 make xm ≥ 5; the nearest is xm = 5
        // with xl = 0, xr = 10.
        try solver.suggestValue(xm, 3)
        solver.updateVariables()
        XCTAssertEqual(xl.value, 0, accuracy: 1e-9)
        XCTAssertEqual(xm.value, 5, accuracy: 1e-9)
        XCTAssertEqual(xr.value, 10, accuracy: 1e-9)
    }

    /// A window's width between a minimum (100) and a maximum (400), its preferred width edited.
    func testWindowWithMinimumAndMaximumWidth() throws {
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(width == right - left)
        try solver.addConstraint(width >= 100)
        try solver.addConstraint(width <= 400)
        try solver.addConstraint(left == 20)
        try solver.addEditVariable(width, strength: .strong)
        for (suggested, expected) in [(250.0, 250.0), (50, 100), (1000, 400), (399, 399)] {
            try solver.suggestValue(width, suggested)
            solver.updateVariables()
            XCTAssertEqual(width.value, expected, accuracy: 1e-9, "suggested \(suggested)")
            XCTAssertEqual(right.value, 20 + expected, accuracy: 1e-9, "suggested \(suggested)")
        }
    }

    func testStrongerWishWinsAndTheWeakerReturnsWhenItGoes() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 10) | .weak
        let strong = (x == 20) | .strong
        try solver.addConstraint(weak)
        try solver.addConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertFalse(solver.hasConstraint(strong))
        XCTAssertTrue(solver.hasConstraint(weak))
    }

    /// Weights within a level: medium × 2 (2,000) beats medium (1,000); and three weak
    /// wishes at 0 lose to one medium wish at 30 on their sum.
    func testWeightsAddUp() throws {
        let x = Variable("x"), a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        try solver.addConstraint((x == 10) | Strength.create(0, 1, 0, 2))
        try solver.addConstraint((x == 20) | .medium)
        // a + b + c == 30 (medium) against a, b, c == 0 (weak, weights 1, 2, 3): the cheapest
        // way to give up the weak wishes is to move only a (weight 1): a = 30.
        try solver.addConstraint((a + b + c == 30) | .medium)
        try solver.addConstraint((a == 0) | Strength.create(0, 0, 1))
        try solver.addConstraint((b == 0) | Strength.create(0, 0, 2))
        try solver.addConstraint((c == 0) | Strength.create(0, 0, 3))
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual([a.value, b.value, c.value], [30, 0, 0])
    }

    /// A required chain x₁ ≥ 0, xᵢ₊₁ ≥ xᵢ + 10, x₅ ≤ 100, each xᵢ weakly wishing 0: every
    /// xᵢ sits at its lower bound 10(i − 1).
    func testRequiredInequalityChain() throws {
        let x = (1...5).map { Variable("x\($0)") }
        let solver = Solver()
        let floor = x[0] >= 0
        try solver.addConstraint(floor)
        for i in 0..<4 { try solver.addConstraint(x[i + 1] >= x[i] + 10) }
        try solver.addConstraint(x[4] <= 100)
        for v in x { try solver.addConstraint((v == 0) | .weak) }
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 10, 20, 30, 40])

        // Raise the floor to 50 (the expression x₁ − 50, constant −50): 50, 60, …, 90.
        try solver.setConstant(-50, of: floor)
        XCTAssertEqual(floor.expression.constant, -50)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [50, 60, 70, 80, 90])
    }

    func testConflictingRequiredEquationIsRefusedWithItsConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        let ten = x == 10
        try solver.addConstraint(ten)
        let twenty = x == 20
        XCTAssertThrowsError(try solver.addConstraint(twenty)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(twenty, conflicting: [ten]))
        }
        XCTAssertFalse(solver.hasConstraint(twenty))
        // A redundant copy is fine.
        try solver.addConstraint(x == 10)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    /// x ≥ 10 then x ≤ 5 goes through phase one (the second row has no subject) and fails;
    /// the solver is as before and goes on working.
    func testConflictingRequiredInequalityIsRefusedAndTheSolverGoesOn() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let atLeast = x >= 10
        try solver.addConstraint(atLeast)
        try solver.addConstraint(y == x + 1)
        let atMost = x <= 5
        XCTAssertThrowsError(try solver.addConstraint(atMost)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiableConstraint(atMost, conflicting: [atLeast]))
        }
        // The weak wish x == 7 is held at 10 by x ≥ 10 alone (x ≤ 5 is gone): y = 11.
        try solver.addConstraint((x == 7) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 11, accuracy: 1e-9)
        // The same x ≤ 5 at strong strength is accepted and broken: x stays 10.
        try solver.addConstraint((x <= 5) | .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    func testEditVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .required)) {
            XCTAssertEqual($0 as? SolverError, .badRequiredStrength(x))
        }
        XCTAssertThrowsError(try solver.suggestValue(x, 1)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x)) }
        XCTAssertThrowsError(try solver.removeEditVariable(x)) { XCTAssertEqual($0 as? SolverError, .unknownEditVariable(x)) }
        try solver.addEditVariable(x, strength: .strong)
        XCTAssertTrue(solver.hasEditVariable(x))
        XCTAssertThrowsError(try solver.addEditVariable(x, strength: .weak)) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(x))
        }
        // The suggestion starts at 0 (kiwisolver's rule), then follows suggestValue.
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42, accuracy: 1e-9)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.hasEditVariable(x))
    }

    func testConstraintErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        XCTAssertThrowsError(try solver.removeConstraint(c)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(c)) }
        XCTAssertThrowsError(try solver.setConstant(3, of: c)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(c)) }
        try solver.addConstraint(c)
        XCTAssertThrowsError(try solver.addConstraint(c)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint(c)) }
        XCTAssertTrue(String(describing: SolverError.duplicateConstraint(c)).contains("already in the solver"))
    }

    /// Removing every constraint empties the tableau and forgets the variables.
    func testRemovingEverythingLeavesAnEmptySolver() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let constraints: [Constraint] = [a >= 0, b == a + 10, (c == b * 2) | .medium, (c <= 15) | .strong,
                                         (a == 3) | .weak, a + b + c <= 100]
        for constraint in constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(b, strength: .medium)
        try solver.suggestValue(b, 12)
        for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
        try solver.removeEditVariable(b)
        XCTAssertTrue(solver.rows.isEmpty)
        XCTAssertTrue(solver.variables.isEmpty)
        XCTAssertTrue(solver.solved.isEmpty)
        XCTAssertTrue(solver.owners.isEmpty)
        XCTAssertTrue(solver.objective.isConstant)
    }

    func testResetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.updateVariables()
        solver.reset()
        XCTAssertFalse(solver.hasConstraint(c))
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(x.value, 5)  // kept
        try solver.addConstraint(c)
    }

    func testOperatorsBuildTheExpectedExpressions() {
        let x = Variable("x"), y = Variable("y")
        let e = x + 2 * y - 10
        XCTAssertEqual(e.terms.map(\.coefficient), [1, 2])
        XCTAssertTrue(e.terms[0].variable === x && e.terms[1].variable === y)
        XCTAssertEqual(e.constant, -10)
        // (x + y)/2 − x, reduced by the constraint to −0.5x + 0.5y; `== 3` moves 3 across.
        let c: Constraint = (x + y) / 2 - x == 3
        XCTAssertEqual(c.expression.terms.map(\.coefficient), [-0.5, 0.5])
        XCTAssertEqual(c.expression.constant, -3)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.strength, .required)
        XCTAssertEqual(((x <= y) | .weak).strength, .weak)
        XCTAssertEqual((x >= 1).withStrength(.medium).relation, .greaterThanOrEqual)
        XCTAssertEqual(Strength.required.value, 1_001_001_000)
        XCTAssertEqual(Strength.create(1, 2, 3).value, 1_002_003)
        XCTAssertEqual(Strength.create(2000, 0, 0).value, 1_000_000_000)  // levels clamp at 1,000
    }

    /// A redundant copy of a required equation takes over when the original goes, even when
    /// a strong wish pulls the other way (x = 10 until both copies are gone, then −10).
    /// The wish's row is `e⁺ = 20 − d_original + e⁻`, so a leaving-row choice by ratio alone
    /// (kiwisolver's) would pivot on it and leave the copy's dummy row `d_copy = 20 − e⁺ + e⁻`
    /// unenforced: x would go to −10 at once.
    func testRedundantRequiredEquationHoldsAfterTheOriginalGoes() throws {
        let x = Variable("x")
        let solver = Solver()
        let original = x == 10, copy = x == 10
        try solver.addConstraint(original)
        try solver.addConstraint((x == -10) | .strong)
        try solver.addConstraint(copy)
        try solver.removeConstraint(original)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        solver.assertInvariants()
        try solver.removeConstraint(copy)
        solver.updateVariables()
        XCTAssertEqual(x.value, -10, accuracy: 1e-9)
    }

    /// Raising the chain's floor to 70 would put x₅ at 110 > 100: refused, with the chain
    /// and the ceiling named, and nothing changed.
    func testRequiredConstantChangeThatConflictsIsRefused() throws {
        let x = (1...5).map { Variable("x\($0)") }
        let solver = Solver()
        let floor = x[0] >= 0
        try solver.addConstraint(floor)
        var chain: [Constraint] = []
        for i in 0..<4 {
            chain.append(x[i + 1] >= x[i] + 10)
            try solver.addConstraint(chain[i])
        }
        let ceiling = x[4] <= 100
        try solver.addConstraint(ceiling)
        for v in x { try solver.addConstraint((v == 0) | .weak) }
        XCTAssertThrowsError(try solver.setConstant(-70, of: floor)) { error in
            guard case .unsatisfiableConstraint(let c, let conflicting)? = error as? SolverError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(c === floor)
            XCTAssertEqual(Set(conflicting), Set(chain + [ceiling]))
        }
        XCTAssertEqual(floor.expression.constant, 0)
        solver.assertInvariants()
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [0, 10, 20, 30, 40])
        // 60 still fits (x₅ = 100).
        try solver.setConstant(-60, of: floor)
        solver.updateVariables()
        XCTAssertEqual(x.map(\.value), [60, 70, 80, 90, 100])
    }

    /// Two copies of x == 10: moving one to 20 contradicts the other.
    func testConstantChangeOfARedundantEquationIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10, b = x == 10
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        XCTAssertThrowsError(try solver.setConstant(-20, of: b)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiableConstraint(b, conflicting: [a]))
        }
        solver.assertInvariants()
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        // Moving both, one after the other, goes through a refusal and then works.
        try solver.removeConstraint(b)
        try solver.setConstant(-20, of: a)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    /// A variable whose last constraint goes leaves the solver (and keeps its value); the
    /// others are still solved, and a new constraint reuses the freed symbols.
    func testForgottenVariableLeavesTheOthersSolved() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let onA = a == 1, onB = b == 2, onC = c == 3
        for constraint in [onA, onB, onC] { try solver.addConstraint(constraint) }
        solver.updateVariables()
        try solver.removeConstraint(onA)
        XCTAssertEqual(solver.variables.count, 2)
        try solver.setConstant(-30, of: onC)
        try solver.addConstraint(b + c == a + 32)  // a is new again: a = 0
        solver.updateVariables()
        XCTAssertEqual([a.value, b.value, c.value], [0, 2, 30])
        solver.assertInvariants()
    }
}
