import XCTest
@testable import LayoutSolver

extension Solver {
    /// Fails the test unless the tableau is in solved form, feasible and optimal.
    func assertInvariants(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(basis.count, rows.count, file: file, line: line)
        XCTAssertTrue(infeasible.isEmpty, "rows left infeasible", file: file, line: line)
        for (i, basic) in basis.enumerated() {
            XCTAssertEqual(rowIndex[basic], i, "row index of \(basic)", file: file, line: line)
            XCTAssertEqual(objective.coefficient(of: basic), 0, "basic \(basic.raw) in the objective", file: file, line: line)
            if basic.isDummy {
                XCTAssertEqual(rows[i].constant, 0, accuracy: 1e-7, "dummy row", file: file, line: line)
            } else if basic.isRestricted {
                XCTAssertGreaterThanOrEqual(rows[i].constant, -1e-7, "infeasible row", file: file, line: line)
            }
        }
        let basic = Set(basis)
        for row in rows {
            XCTAssertFalse(row.cells.contains { basic.contains($0.symbol) }, "a basic symbol in a row", file: file, line: line)
            XCTAssertTrue(zip(row.cells, row.cells.dropFirst()).allSatisfy { $0.symbol < $1.symbol }, "unsorted row",
                          file: file, line: line)
        }
        for cell in objective.cells where !cell.symbol.isDummy {
            XCTAssertGreaterThanOrEqual(cell.coefficient, -1e-7, "objective not optimal", file: file, line: line)
        }
    }
}
