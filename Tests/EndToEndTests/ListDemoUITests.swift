import Foundation
import StrataUITesting
import XCTest

/// demo-list (2,500 rows, about a screenful of reused cells) under StrataUITesting: rows
/// found by their cells' identifiers and texts, selected with a tap, scrolled with a
/// swipe; the assertions read the table as the app shows it.
final class ListDemoUITests: XCTestCase {
    private var app: StrataApplication!

    override func setUpWithError() throws {
        app = StrataApplication(executable: "demo-list")
        try app.launch()
    }

    override func tearDown() {
        app?.terminate()
        app = nil
    }

    func testOnlyAScreenfulOfCellsExists() throws {
        let table = app.tables["rows"]
        XCTAssertTrue(table.exists)
        XCTAssertEqual(try table.frame, CGRect(x: 830, y: 360, width: 400, height: 420))
        // 420 points of 40-point rows: 11 rows show, and only their cells exist.
        let count = table.cells.count
        XCTAssertTrue((11...13).contains(count), "\(count) cells")
        XCTAssertEqual(try app.cells["row 0"].staticTexts.element.label, "Row 0")
        XCTAssertEqual(try app.cells.element(boundBy: 2).identifier, "row 2")
        XCTAssertEqual(app.cells.containing(.staticText, identifier: "Row 7").count, 1)
        XCTAssertEqual(try app.cells.containing(.staticText, identifier: "Row 7").element.identifier, "row 7")
        XCTAssertFalse(app.cells["row 100"].exists, "a row far below has no cell")
        XCTAssertEqual(app.staticTexts.matching { $0.label.hasPrefix("Row ") }.count, count)
    }

    func testATapSelectsTheRow() throws {
        let row = app.cells["row 3"]
        XCTAssertFalse(try row.isSelected)
        try row.tap()
        XCTAssertTrue(row.wait(until: { try $0.isSelected }, timeout: 5), "the tapped row is selected")
        XCTAssertFalse(try app.cells["row 4"].isSelected)
        XCTAssertTrue(app.standardOutput.contains("tapped row 3"), app.standardOutput)
        // Another tap moves the selection.
        try app.staticTexts["Row 5"].tap()
        XCTAssertTrue(app.cells["row 5"].wait(until: { try $0.isSelected }, timeout: 5))
        XCTAssertFalse(try row.isSelected)
    }

    func testASwipeUpScrollsRowsIntoView() throws {
        XCTAssertTrue(app.cells["row 0"].exists)
        try app.tables["rows"].swipeUp()
        XCTAssertTrue(app.cells["row 0"].waitForNonExistence(timeout: 5), "row 0 scrolled away (its cell was reused)")
        XCTAssertTrue(app.staticTexts.matching { (Int($0.label.dropFirst(4)) ?? 0) >= 12 }.firstMatch.waitForExistence(timeout: 5),
                      "rows below the first screenful show")
        XCTAssertTrue(app.standardOutput.contains("drag began at y=0"), app.standardOutput)
        let count = app.cells.count
        XCTAssertTrue((11...14).contains(count), "still only a screenful of cells: \(count)")
    }

    func testALongPressIsReported() throws {
        try app.cells["row 2"].press(forDuration: 0.8)
        XCTAssertTrue(poll { self.app.standardOutput.contains("long-pressed row 2") }, app.standardOutput)
    }

    private func poll(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
