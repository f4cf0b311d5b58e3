import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Swipe actions: a horizontal pan on a row reveals the delegate's actions (trailing for
/// a leftward pan, leading for a rightward one); released past half their width the row
/// stays open, else it closes; an action's handler runs when tapped (its completion
/// closes the row), the first one on a full swipe.
final class UITableViewSwipeActionsTests: XCTestCase {
    /// Row 1 (y 44–88) of a table whose trailing actions are Delete (destructive) and Flag.
    @MainActor
    private static func makeScene(fullSwipe: Bool = true) -> (UIWindow, UITableView, EditingTableSource) {
        let source = EditingTableSource(rows: 6)
        source.trailing = { [unowned source] path in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, done in
                source.log("delete:\(action.title ?? "")", path)
                XCTAssertTrue(view.window != nil, "the view that showed the action")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                source.log("flag", path)
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        let (window, table) = makeEditingScene(source)
        return (window, table, source)
    }

    /// The revealed width: the buttons' widths together.
    @MainActor
    private static func revealedWidth(_ cell: UITableViewCell) -> CGFloat {
        cell.layoutIfNeeded()
        cell._swipeActionsView?.layoutIfNeeded()
        return cell._swipeActionsView?.buttons.reduce(0) { $0 + $1.frame.width } ?? 0
    }

    /// The calls that are about swiping (not the selection a plain drag may make).
    @MainActor
    private static func swipeCalls(_ source: EditingTableSource) -> [String] {
        source.calls.filter { !$0.hasPrefix("didSelect") && !$0.hasPrefix("didDeselect") }
    }

    func testALeftwardPanRevealsTheTrailingActionsAndAShortOneClosesAgain() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            let cell = table.cell(1)
            let finger = Finger(window, at: CGPoint(x: 200, y: 66))
            finger.drag(by: -40, 0, steps: 4)
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1"])
            XCTAssertEqual(cell._swipeOffset, -40, "the row follows the finger")
            nextFrame(window)
            XCTAssertEqual(cell.contentView.frame.minX, -40)
            let buttons = try! XCTUnwrap(cell._swipeActionsView?.buttons)
            XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Delete", "Flag"])
            XCTAssertEqual(buttons[0].backgroundColor, .systemRed)
            XCTAssertEqual(buttons[1].backgroundColor, .systemGray)
            XCTAssertGreaterThan(Self.revealedWidth(cell), 80, "so that 40 is less than half")
            finger.lift()
            nextFrame(window)
            XCTAssertEqual(cell._swipeOffset, 0, "released before half the actions' width: closes")
            XCTAssertEqual(cell.contentView.frame.minX, 0)
            XCTAssertFalse(cell.showingDeleteConfirmation)
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1", "didEndEditing 0.1"])
            XCTAssertNil(table.indexPathForSelectedRow, "a swipe selects nothing")
        }
    }

    func testReleasedPastHalfTheRowStaysOpenAndATappedActionRunsAndCloses() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            let cell = table.cell(1)
            let finger = Finger(window, at: CGPoint(x: 250, y: 66))
            finger.drag(by: -120, 0, steps: 6)
            finger.lift()
            nextFrame(window)
            let total = Self.revealedWidth(cell)
            XCTAssertLessThan(total / 2, 120)
            XCTAssertEqual(cell._swipeOffset, -total, "open: the actions fully shown")
            XCTAssertTrue(cell.showingDeleteConfirmation)
            cell.layoutIfNeeded()
            // The first action at the trailing edge, the next inside it.
            let buttons = cell._swipeActionsView!.buttons
            let delete = buttons[0].convert(buttons[0].bounds, to: cell)
            let flag = buttons[1].convert(buttons[1].bounds, to: cell)
            XCTAssertEqual(delete.maxX, 320)
            XCTAssertEqual(flag.maxX, delete.minX)
            XCTAssertEqual(flag.minX, 320 - total)
            XCTAssertEqual(cell.contentView.frame.minX, -total)

            Finger(window, at: CGPoint(x: flag.midX, y: 66), time: 3).lift()
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1", "flag 0.1", "didEndEditing 0.1"])
            XCTAssertEqual(cell._swipeOffset, 0, "the completion closed the row")
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }

    func testATapElsewhereClosesAnOpenRowWithoutSelecting() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            let finger = Finger(window, at: CGPoint(x: 250, y: 66))
            finger.drag(by: -120, 0, steps: 6)
            finger.lift()
            nextFrame(window)
            XCTAssertNotEqual(table.cell(1)._swipeOffset, 0)
            Finger(window, at: CGPoint(x: 100, y: 200), time: 3).lift()
            XCTAssertEqual(table.cell(1)._swipeOffset, 0)
            XCTAssertNil(table.indexPathForSelectedRow)
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1", "didEndEditing 0.1"])
            // The next tap selects as usual.
            Finger(window, at: CGPoint(x: 100, y: 200), time: 5).lift()
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
        }
    }

    func testScrollingClosesAnOpenRow() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            let finger = Finger(window, at: CGPoint(x: 250, y: 66))
            finger.drag(by: -120, 0, steps: 6)
            finger.lift()
            XCTAssertNotEqual(table.cell(1)._swipeOffset, 0)
            let drag = Finger(window, at: CGPoint(x: 150, y: 200), time: 3)
            drag.drag(by: 0, -40, steps: 4)
            nextFrame(window)
            XCTAssertEqual(table.cell(1)._swipeOffset, 0)
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1", "didEndEditing 0.1"])
            drag.lift()
        }
    }

    func testAFullSwipePerformsTheFirstAction() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            let finger = Finger(window, at: CGPoint(x: 300, y: 66))
            finger.drag(by: -260, 0, steps: 10)
            finger.lift()
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1", "delete:Delete 0.1", "didEndEditing 0.1"])
            XCTAssertEqual(table.cell(1)._swipeOffset, 0)
        }
    }

    func testWithoutFullSwipeALongSwipeOnlyOpens() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene(fullSwipe: false)
            let finger = Finger(window, at: CGPoint(x: 300, y: 66))
            finger.drag(by: -260, 0, steps: 10)
            finger.lift()
            let cell = table.cell(1)
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1"])
            XCTAssertEqual(cell._swipeOffset, -Self.revealedWidth(cell))
        }
    }

    func testARightwardPanRevealsTheLeadingActions() {
        MainActor.assumeIsolated {
            let (window, table, source) = Self.makeScene()
            source.leading = { path in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    source.log("pin", path)
                    done(true)
                }])
            }
            let cell = table.cell(2)
            let finger = Finger(window, at: CGPoint(x: 40, y: 110))
            finger.drag(by: 100, 0, steps: 5)
            finger.lift()
            nextFrame(window)
            let width = Self.revealedWidth(cell)
            XCTAssertEqual(cell._swipeOffset, width)
            XCTAssertFalse(cell.showingDeleteConfirmation, "leading actions are not the delete confirmation")
            cell.layoutIfNeeded()
            let pin = cell._swipeActionsView!.buttons[0]
            XCTAssertEqual(pin.convert(pin.bounds, to: cell).minX, 0, "at the leading edge")
            XCTAssertEqual(cell.contentView.frame.minX, width)
            Finger(window, at: CGPoint(x: 10, y: 110), time: 3).lift()
            XCTAssertEqual(source.calls, ["willBeginEditing 0.2", "pin 0.2", "didEndEditing 0.2"])

            // No leading actions: a rightward pan reveals nothing.
            source.leading = nil
            source.calls = []
            let again = Finger(window, at: CGPoint(x: 40, y: 110), time: 5)
            again.drag(by: 100, 0, steps: 5)
            again.lift()
            XCTAssertEqual(cell._swipeOffset, 0)
            XCTAssertEqual(Self.swipeCalls(source), [], "(the drag may select the row, as a drag on a row does)")
        }
    }

    func testVerticalDragsStillScrollAndEditingModeHasNoSwipes() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 30)
            let (window, table) = makeEditingScene(source)
            let finger = Finger(window, at: CGPoint(x: 200, y: 300))
            finger.drag(by: -10, -100, steps: 5)
            finger.move(to: CGPoint(x: 190, y: 200), dt: 0.3)
            finger.lift()
            XCTAssertEqual(table.contentOffset.y, 100)
            XCTAssertEqual(source.calls, [])

            table.setEditing(true, animated: false)
            let swipe = Finger(window, at: CGPoint(x: 250, y: 166), time: 3)
            swipe.drag(by: -120, 0, steps: 6)
            swipe.lift()
            XCTAssertTrue(table.visibleCells.allSatisfy { $0._swipeOffset == 0 })
            XCTAssertEqual(source.calls, [])
        }
    }

    // MARK: UIKit's default Delete swipe

    /// A delegate without a configuration, a data source that implements `canEditRowAt`
    /// (so ClientKit knows it handles editing): swiping offers UIKit's Delete, titled by
    /// the delegate, which commits the deletion.
    func testWithoutAConfigurationTheDefaultDeleteCommits() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 4)
            source.deleteTitle = "Remove"
            let (window, table) = makeEditingScene(source)
            let cell = table.cell(1)
            let finger = Finger(window, at: CGPoint(x: 250, y: 66))
            finger.drag(by: -120, 0, steps: 6)
            finger.lift()
            nextFrame(window)
            let buttons = try! XCTUnwrap(cell._swipeActionsView?.buttons)
            XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Remove"])
            XCTAssertEqual(buttons[0].backgroundColor, .systemRed)
            XCTAssertTrue(cell.showingDeleteConfirmation)
            Finger(window, at: CGPoint(x: 310, y: 66), time: 3).lift()
            nextFrame(window)
            XCTAssertEqual(source.calls, ["willBeginEditing 0.1", "commitDelete 0.1", "didEndEditing 0.1"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertTrue(table.visibleCells.allSatisfy { $0._swipeOffset == 0 })
        }
    }

    func testNoDefaultDeleteForRowsThatCannotBeDeleted() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 4)
            source.canEdit = { $0.row != 1 }
            source.style = { $0.row == 2 ? .insert : .delete }
            let (window, table) = makeEditingScene(source)
            for (row, time) in [(1, 1.0), (2, 3.0)] {
                let finger = Finger(window, at: CGPoint(x: 250, y: CGFloat(row) * 44 + 22), time: time)
                finger.drag(by: -120, 0, steps: 6)
                finger.lift()
                XCTAssertEqual(table.cell(row)._swipeOffset, 0, "row \(row)")
            }
            XCTAssertEqual(Self.swipeCalls(source), [])
        }
    }

    /// ClientKit cannot see that a data source implements only `commit`: it offers no
    /// Delete swipe rather than one that might silently do nothing.
    func testNoDefaultDeleteWhenNothingSaysTheDataSourceHandlesEditing() {
        MainActor.assumeIsolated {
            let source = CommitOnlyTableSource(rows: 4)
            let (window, table) = makeEditingScene(source)
            let finger = Finger(window, at: CGPoint(x: 250, y: 66))
            finger.drag(by: -120, 0, steps: 6)
            finger.lift()
            XCTAssertEqual(table.cell(1)._swipeOffset, 0)
            XCTAssertNil(table.cell(1)._swipeActionsView?.superview)
            XCTAssertEqual(source.commits, [])
        }
    }
}
