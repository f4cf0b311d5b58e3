import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Selection by tap (not by a drag that scrolls), highlight with UIKit's delay, and
/// selection from code.
final class UITableViewSelectionTests: XCTestCase {
    @MainActor
    private static func makeTable(rows: Int = 100) -> (UIWindow, UITableView, RecordingTableSource) {
        let source = RecordingTableSource(rows: rows)
        let (window, table) = makeTableScene(source) { $0.rowHeight = 44 }
        source.clear()
        return (window, table, source)
    }

    func testATapHighlightsThenSelects() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeTable()
            // Row 2 is 88–132. A quick tap: the scroll view holds the touch until it lifts,
            // then the row highlights and is selected.
            Finger(window, at: CGPoint(x: 100, y: 100)).lift()
            XCTAssertEqual(source.calls, ["didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2", "didSelect 0.2"])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            XCTAssertTrue(cell.isSelected)
            XCTAssertFalse(cell.isHighlighted)
            // A tap on another row deselects the first.
            source.clear()
            Finger(window, at: CGPoint(x: 100, y: 300), time: 3).lift()  // row 6
            XCTAssertEqual(source.calls, ["didHighlight 0.6", "didUnhighlight 0.6", "willSelect 0.6", "willDeselect 0.2",
                                          "didDeselect 0.2", "didSelect 0.6"])
            XCTAssertFalse(cell.isSelected)
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 6, section: 0)])
            // Tapping the selected row again selects it again (no deselection), as UIKit.
            source.clear()
            Finger(window, at: CGPoint(x: 100, y: 300), time: 5).lift()
            XCTAssertEqual(source.calls("didSelect"), ["0.6"])
            XCTAssertEqual(source.calls("didDeselect"), [])
        }
    }

    func testAHeldTouchHighlightsAfterTheScrollViewsDelay() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeTable()
            let finger = Finger(window, at: CGPoint(x: 100, y: 100))
            XCTAssertEqual(source.calls, [], "held for 0.15 s in case it is a drag")
            spinMainRunLoop(0.3)
            XCTAssertEqual(source.calls, ["didHighlight 0.2"])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))!.isHighlighted)
            finger.lift()
            XCTAssertEqual(source.calls("didSelect"), ["0.2"])
        }
    }

    func testADragScrollsAndSelectsNothing() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeTable()
            // A drag right away: the row never sees the touch.
            let quick = Finger(window, at: CGPoint(x: 100, y: 300))
            quick.drag(by: 0, -100, steps: 5)
            quick.move(to: CGPoint(x: 100, y: 200), dt: 0.3)
            quick.lift()
            XCTAssertEqual(table.contentOffset.y, 100)
            XCTAssertEqual(source.calls("didHighlight"), [])
            XCTAssertNil(table.indexPathForSelectedRow)
            // A held touch highlights, then a drag cancels it: unhighlighted, not selected.
            let held = Finger(window, at: CGPoint(x: 100, y: 300), time: 3)
            spinMainRunLoop(0.3)
            XCTAssertEqual(source.calls("didHighlight"), ["0.9"], "y 100 + 300 = 400: row 9")
            held.drag(by: 0, -60, steps: 4)
            held.lift()
            XCTAssertEqual(source.calls("didUnhighlight"), ["0.9"])
            XCTAssertEqual(source.calls("didSelect"), [])
            XCTAssertFalse(table.cellForRow(at: IndexPath(row: 9, section: 0))?.isHighlighted ?? false)
        }
    }

    func testSelectionSettings() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeTable()
            table.allowsSelection = false
            Finger(window, at: CGPoint(x: 100, y: 20)).lift()
            XCTAssertEqual(source.calls, [], "no highlight, no selection")
            XCTAssertNil(table.indexPathForSelectedRow)

            table.allowsSelection = true
            table.allowsMultipleSelection = true
            Finger(window, at: CGPoint(x: 100, y: 20), time: 3).lift()    // row 0
            Finger(window, at: CGPoint(x: 100, y: 150), time: 5).lift()   // row 3
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
            source.clear()
            Finger(window, at: CGPoint(x: 100, y: 20), time: 7).lift()    // row 0 again: deselects
            XCTAssertEqual(source.calls, ["didHighlight 0.0", "didUnhighlight 0.0", "willDeselect 0.0", "didDeselect 0.0"])
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])

            // willSelectRowAt can redirect or refuse.
            table.allowsMultipleSelection = false
            source.willSelect = { $0.row == 5 ? IndexPath(row: 7, section: 0) : ($0.row == 8 ? nil : $0) }
            Finger(window, at: CGPoint(x: 100, y: 240), time: 9).lift()   // row 5 → 7
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 7, section: 0))
            Finger(window, at: CGPoint(x: 100, y: 370), time: 11).lift()  // row 8 → refused
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 7, section: 0))
        }
    }

    func testSelectionFromCodeDoesNotTellTheDelegateAndFollowsScrolling() {
        MainActor.assumeIsolated {
            let (_, table, source) = Self.makeTable(rows: 1000)
            table.selectRow(at: IndexPath(row: 500, section: 0), animated: false, scrollPosition: .middle)
            XCTAssertEqual(source.calls("didSelect"), [])
            XCTAssertEqual(table.contentOffset.y, 500 * 44 + 22 - 220)
            table.layoutIfNeeded()
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 500, section: 0))?.isSelected, true)
            XCTAssertEqual(table.visibleCells.filter(\.isSelected).count, 1)
            // A selected row scrolled away and back is shown selected; its old cell, reused
            // for another row, is not.
            scroll(table, toY: 0)
            XCTAssertTrue(table.visibleCells.allSatisfy { !$0.isSelected })
            table.scrollToNearestSelectedRow(at: .top, animated: false)
            table.layoutIfNeeded()
            XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 500, section: 0))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 500, section: 0))?.isSelected, true)
            table.deselectRow(at: IndexPath(row: 500, section: 0), animated: false)
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(source.calls("didDeselect"), [])
            table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
            table.selectRow(at: nil, animated: false, scrollPosition: .none)
            XCTAssertNil(table.indexPathsForSelectedRows)
        }
    }

    func testTheDetailButtonTellsTheDelegateAndDoesNotSelect() {
        MainActor.assumeIsolated {
            let source = RecordingTableSource(rows: 5)
            source.accessory = .detailButton
            let (window, table) = makeTableScene(source) { $0.rowHeight = 44 }
            source.clear()
            // The 22-point button sits 16 points from the right edge: x 282–304, centred in 43 points.
            let button = table.cellForRow(at: IndexPath(row: 1, section: 0))!.subviews.first { $0 is UIControl }!
            XCTAssertEqual(button.frame, CGRect(x: 282, y: 11, width: 22, height: 22))
            Finger(window, at: CGPoint(x: 293, y: 44 + 22)).lift()
            XCTAssertEqual(source.calls, ["accessoryTapped 0.1"])
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }
}
