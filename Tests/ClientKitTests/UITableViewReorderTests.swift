import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Reordering in editing mode by dragging a row's reorder control: the row follows the
/// finger, the delegate's `targetIndexPathForMoveFromRowAt` is asked where it would go,
/// and on release the table moves it and tells the data source (`moveRowAt`).
final class UITableViewReorderTests: XCTestCase {
    @MainActor
    private static func makeScene() -> (UIWindow, UITableView, EditingTableSource) {
        let source = EditingTableSource(rows: 8)
        source.canMove = { _ in true }
        let (window, table) = makeEditingScene(source)
        table.setEditing(true, animated: false)
        nextFrame(window)
        source.calls = []
        return (window, table, source)
    }

    func testDraggingTheReorderControlMovesTheRow() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            let cell = table.cell(1)
            // The grip of row 1: the trailing 44 points, y 44–88.
            let finger = Finger(window, at: CGPoint(x: 298, y: 66))
            finger.drag(by: 0, 100, steps: 10)
            nextFrame(window)
            XCTAssertEqual(cell.frame.minY, 44 + 100, "the row follows the finger")
            XCTAssertEqual(table.contentOffset.y, 0, "the drag does not scroll")
            XCTAssertEqual(source.calls.last, "target 1->3", "its middle (166) is over row 3")
            XCTAssertFalse(source.calls.contains { $0.hasPrefix("move") }, "moved on release only")
            finger.lift()
            nextFrame(window)
            XCTAssertEqual(source.calls.last, "move 1->3")
            XCTAssertEqual(source.items, ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4", "Row 5", "Row 6", "Row 7"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell, "the same cell, now row 3")
            XCTAssertEqual(cell.frame.minY, 3 * 44)
            XCTAssertEqual(table.cell(1).textLabel?.text, "Row 2")
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }

    func testTheDelegateRedirectsTheMove() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            source.target = { _, proposed in IndexPath(row: min(proposed.row, 2), section: 0) }
            let finger = Finger(window, at: CGPoint(x: 298, y: 22))
            finger.drag(by: 0, 200, steps: 10)
            finger.lift()
            nextFrame(window)
            XCTAssertEqual(source.calls.last, "move 0->2")
            XCTAssertEqual(Array(source.items.prefix(4)), ["Row 1", "Row 2", "Row 0", "Row 3"])
            XCTAssertEqual(table.cell(2).textLabel?.text, "Row 0")
        }
    }

    func testADragBackToItsPlaceMovesNothing() {
        MainActor.assumeIsolated {
            let (window, _, source) = Self.makeScene()
            let finger = Finger(window, at: CGPoint(x: 298, y: 66))
            finger.drag(by: 0, 60, steps: 6)
            finger.drag(by: 0, -60, steps: 6)
            finger.lift()
            XCTAssertFalse(source.calls.contains { $0.hasPrefix("move") })
            XCTAssertEqual(source.items.prefix(3), ["Row 0", "Row 1", "Row 2"])
        }
    }
}

/// The other rows slide aside (animated) while a row is dragged by its reorder control.
final class UITableViewReorderSlidingTests: AnimationClockTestCase {
    func testRowsSlideAsideToOpenAGapWhereTheRowWouldGo() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 8)
            source.canMove = { _ in true }
            let (window, table) = makeEditingScene(source)
            table.setEditing(true, animated: false)
            nextFrame(window)
            AnimationClock.at(0)
            let row2 = table.cell(2), row3 = table.cell(3), row4 = table.cell(4)
            let finger = Finger(window, at: CGPoint(x: 298, y: 66))
            finger.drag(by: 0, 100, steps: 10)
            XCTAssertEqual(source.calls.last, "target 1->3")
            XCTAssertEqual(row2.frame.minY, 44, "row 2 moves up into the dragged row's place")
            XCTAssertEqual(row3.frame.minY, 88)
            XCTAssertEqual(row4.frame.minY, 4 * 44, "rows after the gap stay")
            AnimationClock.at(0.01)
            let shown = row3.layer.shown.frame.minY
            XCTAssertGreaterThan(shown, 88, "sliding, not jumping")
            AnimationClock.at(0.5)
            XCTAssertEqual(row3.layer.shown.frame.minY, 88, accuracy: 0.01)
            finger.lift()
            nextFrame(window)
            XCTAssertEqual(source.items, ["Row 0", "Row 2", "Row 3", "Row 1", "Row 4", "Row 5", "Row 6", "Row 7"])
            XCTAssertEqual(row2.frame.minY, 44)
            XCTAssertEqual(row3.frame.minY, 88)
        }
    }
}
