import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Editing mode as Apple documents it: `setEditing(_:animated:)` puts the editable rows in
/// editing mode with their editing control (delete or insert), indented content and a
/// reorder control where rows can move; the delete control asks for confirmation, the
/// confirmation and the insert control commit.
final class UITableViewEditingTests: XCTestCase {
    /// A data source and delegate that implement only the required methods: UIKit's
    /// defaults for every editing method.
    @MainActor
    private final class MinimalSource: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    func testUIKitsDefaults() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            XCTAssertFalse(table.isEditing)
            XCTAssertFalse(table.allowsSelectionDuringEditing)
            XCTAssertFalse(table.allowsMultipleSelectionDuringEditing)

            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            XCTAssertFalse(cell.isEditing)
            XCTAssertEqual(cell.editingStyle, .none, "a cell outside a table in editing mode")
            XCTAssertFalse(cell.showsReorderControl)
            XCTAssertTrue(cell.shouldIndentWhileEditing)
            XCTAssertEqual(cell.editingAccessoryType, .none)
            XCTAssertNil(cell.editingAccessoryView)
            XCTAssertFalse(cell.showingDeleteConfirmation)

            let source = MinimalSource()
            let path = IndexPath(row: 1, section: 0)
            XCTAssertTrue(source.tableView(table, canEditRowAt: path))
            XCTAssertEqual(source.tableView(table, editingStyleForRowAt: path), .delete)
            XCTAssertEqual(source.tableView(table, titleForDeleteConfirmationButtonForRowAt: path), "Delete")
            XCTAssertTrue(source.tableView(table, shouldIndentWhileEditingRowAt: path))
            XCTAssertNil(source.tableView(table, trailingSwipeActionsConfigurationForRowAt: path))
            XCTAssertNil(source.tableView(table, leadingSwipeActionsConfigurationForRowAt: path))
            let proposed = IndexPath(row: 2, section: 0)
            XCTAssertEqual(source.tableView(table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: proposed),
                           proposed)
            source.tableView(table, commit: .delete, forRowAt: path)      // does nothing
            source.tableView(table, moveRowAt: path, to: proposed)        // does nothing

            let destructive = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            let normal = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
            XCTAssertEqual(destructive.style, .destructive)
            XCTAssertEqual(destructive.title, "Delete")
            XCTAssertEqual(destructive.backgroundColor, .systemRed)
            XCTAssertEqual(normal.backgroundColor, .systemGray)
            XCTAssertNil(normal.image)
            normal.backgroundColor = .systemBlue
            XCTAssertEqual(normal.backgroundColor, .systemBlue)
            let configuration = UISwipeActionsConfiguration(actions: [destructive, normal])
            XCTAssertTrue(configuration.performsFirstActionWithFullSwipe)
            XCTAssertEqual(configuration.actions.count, 2)
            XCTAssertTrue(configuration.actions[0] === destructive)
        }
    }

    func testSetEditingPutsTheEditableRowsInEditingMode() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 5)
            source.canEdit = { $0.row != 2 }
            source.style = { $0.row == 1 ? .insert : ($0.row == 3 ? .none : .delete) }
            let (_, table) = makeEditingScene(source)
            let cell0 = table.cell(0) as! TransitionRecordingCell
            XCTAssertNil(cell0._editingControl)
            XCTAssertEqual(cell0.contentView.frame.minX, 0)

            table.setEditing(true, animated: false)
            XCTAssertTrue(table.isEditing)
            XCTAssertEqual(cell0.transitions, ["will edit", "did edit"])
            XCTAssertTrue(cell0.isEditing)
            XCTAssertEqual(cell0.editingStyle, .delete)
            XCTAssertEqual(table.cell(1).editingStyle, .insert)
            XCTAssertFalse(table.cell(2).isEditing, "the data source says row 2 cannot be edited")
            XCTAssertEqual((table.cell(2) as! TransitionRecordingCell).transitions, [])
            XCTAssertEqual(table.cell(3).editingStyle, .none)

            // The control: the leading 38 points (a 22-point circle at the 16-point margin),
            // the content moved right by as much; the text at 38 + 16.
            let control = try! XCTUnwrap(cell0._editingControl)
            XCTAssertEqual(control.frame, CGRect(x: 0, y: 0, width: 38, height: 43))
            XCTAssertEqual(control.style, .delete)
            XCTAssertEqual(table.cell(1)._editingControl?.style, .insert)
            XCTAssertEqual(cell0.contentView.frame, CGRect(x: 38, y: 0, width: 282, height: 43))
            XCTAssertEqual(cell0.textLabel!.convert(cell0.textLabel!.bounds, to: cell0).minX, 54)
            XCTAssertEqual(table.cell(2).contentView.frame.minX, 0, "not editable: not indented")
            XCTAssertNil(table.cell(3)._editingControl, ".none: no control")
            XCTAssertEqual(table.cell(3).contentView.frame.minX, 38, ".none still indents (shouldIndentWhileEditing)")

            // Rows that come into view (or are reloaded) while editing are in editing mode too.
            table.reloadData()
            XCTAssertTrue(table.cell(4).isEditing)
            XCTAssertEqual(table.cell(4)._editingControl?.style, .delete)

            table.isEditing = false
            let cell = table.cell(0)
            XCTAssertFalse(cell.isEditing)
            XCTAssertNil(cell._editingControl?.superview)
            XCTAssertEqual(cell.contentView.frame.minX, 0)
        }
    }

    func testIndentationFollowsTheCellAndTheDelegate() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 3)
            source.indents = { $0.row != 1 }
            source.configure = { cell, path in cell.shouldIndentWhileEditing = path.row != 2 }
            let (_, table) = makeEditingScene(source)
            table.setEditing(true, animated: false)
            XCTAssertEqual(table.cell(0).contentView.frame.minX, 38)
            XCTAssertEqual(table.cell(1).contentView.frame.minX, 0, "the delegate says no")
            XCTAssertEqual(table.cell(2).contentView.frame.minX, 0, "the cell says no")
            XCTAssertNotNil(table.cell(1)._editingControl?.superview, "the control shows anyway")
        }
    }

    func testTheEditingAccessoryReplacesTheAccessoryAndTheReorderControlSitsAtTheTrailingEdge() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 3)
            source.canMove = { $0.row != 0 }
            source.configure = { cell, path in
                cell.accessoryType = .disclosureIndicator
                if path.row == 0 { cell.editingAccessoryType = .checkmark }
            }
            let (_, table) = makeEditingScene(source)
            XCTAssertNotNil(table.cell(1)._shownAccessory)
            table.setEditing(true, animated: false)
            let row0 = table.cell(0), row1 = table.cell(1)
            XCTAssertNil(row0._reorderControl?.superview, "canMoveRowAt says no")
            XCTAssertEqual((row0._shownAccessory as? _UITableViewCellAccessoryView)?.type, .checkmark)
            // The reorder control replaces the accessory: 44 points at the trailing edge.
            XCTAssertNil(row1._shownAccessory)
            let grip = try! XCTUnwrap(row1._reorderControl)
            XCTAssertTrue(grip.superview === row1)
            XCTAssertEqual(grip.frame, CGRect(x: 276, y: 0, width: 44, height: 43))
            XCTAssertEqual(row1.contentView.frame, CGRect(x: 38, y: 0, width: 238, height: 43))
            table.setEditing(false, animated: false)
            XCTAssertNil(row1._reorderControl?.superview)
            XCTAssertEqual((table.cell(1)._shownAccessory as? _UITableViewCellAccessoryView)?.type, .disclosureIndicator)
        }
    }

    /// UIKit shows the reorder control when the data source implements `moveRowAt` (and
    /// the cell's `showsReorderControl`, as documented); Swift cannot see the former, so
    /// without `canMoveRowAt` the cell's property decides.
    func testWithoutCanMoveRowAtTheCellsShowsReorderControlDecides() {
        MainActor.assumeIsolated {
            let source = CommitOnlyTableSource(rows: 2)
            let (_, table) = makeEditingScene(source)
            table.setEditing(true, animated: false)
            XCTAssertNil(table.cell(0)._reorderControl?.superview)
            source.showsReorderControl = true
            table.reloadData()
            XCTAssertNotNil(table.cell(0)._reorderControl?.superview)
            XCTAssertTrue(table.cell(0).showsReorderControl)
        }
    }

    func testTheDeleteControlAsksForConfirmationWhichCommits() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 4)
            source.deleteTitle = "Remove"
            let (window, table) = makeEditingScene(source)
            table.setEditing(true, animated: false)
            nextFrame(window)
            let cell = table.cell(1) as! TransitionRecordingCell
            XCTAssertEqual(cell.transitions, ["will edit", "did edit"])
            cell.transitions = []
            // The delete control of row 1 (y 44–88).
            Finger(window, at: CGPoint(x: 27, y: 66)).lift()
            nextFrame(window)
            XCTAssertTrue(cell.showingDeleteConfirmation)
            XCTAssertEqual(cell.transitions, ["will edit+confirm", "did edit+confirm"])
            XCTAssertEqual(source.calls, [], "no commit before the confirmation, no selection")
            let button = try! XCTUnwrap(cell._swipeActionsView?.buttons.first)
            XCTAssertEqual(button.title(for: .normal), "Remove")
            cell.layoutIfNeeded()
            let frame = button.convert(button.bounds, to: cell)
            XCTAssertEqual(frame.maxX, 320, "at the row's trailing edge")
            XCTAssertEqual(frame.height, 43)
            XCTAssertGreaterThanOrEqual(frame.width, 74)
            XCTAssertEqual(cell.contentView.frame.minX, 38 - frame.width, "the content slides over by the button")

            // Tapping elsewhere hides it and does nothing else.
            Finger(window, at: CGPoint(x: 150, y: 150), time: 3).lift()
            nextFrame(window)
            XCTAssertFalse(cell.showingDeleteConfirmation)
            XCTAssertEqual(cell.contentView.frame.minX, 38)
            XCTAssertEqual(source.calls, [])
            XCTAssertNil(table.indexPathForSelectedRow)

            // Again, then the button: commit(.delete) for row 1, which the source deletes.
            Finger(window, at: CGPoint(x: 27, y: 66), time: 5).lift()
            nextFrame(window)
            XCTAssertTrue(cell.showingDeleteConfirmation)
            Finger(window, at: CGPoint(x: 310, y: 66), time: 7).lift()
            nextFrame(window)
            XCTAssertEqual(source.calls, ["commitDelete 0.1"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(table.cell(1).textLabel?.text, "Row 2")
            XCTAssertTrue(table.visibleCells.allSatisfy { !$0.showingDeleteConfirmation && $0.contentView.frame.minX == 38 })
        }
    }

    func testTheInsertControlCommitsAnInsertion() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 3)
            source.style = { $0.row == 2 ? .insert : .delete }
            let (window, table) = makeEditingScene(source)
            table.setEditing(true, animated: false)
            nextFrame(window)
            Finger(window, at: CGPoint(x: 27, y: 88 + 22)).lift()
            XCTAssertEqual(source.calls, ["commitInsert 0.2"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
            XCTAssertEqual(table.cell(2).textLabel?.text, "New")
        }
    }

    func testSelectionWhileEditingFollowsAllowsSelectionDuringEditing() {
        MainActor.assumeIsolated {
            let source = EditingTableSource(rows: 5)
            let (window, table) = makeEditingScene(source)
            table.setEditing(true, animated: false)
            nextFrame(window)
            Finger(window, at: CGPoint(x: 150, y: 66)).lift()
            XCTAssertNil(table.indexPathForSelectedRow, "no selection while editing by default")

            table.allowsSelectionDuringEditing = true
            Finger(window, at: CGPoint(x: 150, y: 66), time: 3).lift()
            Finger(window, at: CGPoint(x: 150, y: 110), time: 5).lift()
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])

            table.allowsMultipleSelectionDuringEditing = true
            Finger(window, at: CGPoint(x: 150, y: 22), time: 7).lift()
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            Finger(window, at: CGPoint(x: 150, y: 22), time: 9).lift()
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)], "a tap toggles")

            // Out of editing mode the ordinary settings count again.
            table.setEditing(false, animated: false)
            nextFrame(window)
            table.allowsSelectionDuringEditing = false
            Finger(window, at: CGPoint(x: 150, y: 22), time: 11).lift()
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0)])
        }
    }

    /// Drawn as iOS draws them: a red (systemRed) circle with a white bar, a green
    /// (systemGreen) one with a white plus, the grip's gray bars.
    func testTheControlsAreDrawn() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 320, height: 88, background: .black)
            let source = EditingTableSource(rows: 2)
            source.style = { $0.row == 1 ? .insert : .delete }
            source.canMove = { _ in true }
            let table = UITableView(frame: window.bounds, style: .plain)
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            let image = renderedImage(of: window)
            let red = RGBA(255, 59, 48), green = RGBA(52, 199, 89), white = RGBA.white
            // The circles are centred at (27, 21.5) in each row.
            assertPixel(image, 20, 16, red, tolerance: 6, "delete circle")
            assertPixel(image, 27, 21, white, tolerance: 6, "delete bar")
            assertPixel(image, 21, 15, red, tolerance: 6)
            assertPixel(image, 27, 14, red, tolerance: 6, "no vertical bar on the delete control")
            assertPixel(image, 20, 44 + 16, green, tolerance: 6, "insert circle")
            assertPixel(image, 27, 44 + 21, white, tolerance: 6, "plus centre")
            assertPixel(image, 27, 44 + 16, white, tolerance: 6, "the plus's vertical bar")
            assertPixel(image, 8, 21, .white, tolerance: 3, "outside the circle: the cell's white")
            // The reorder grip: gray bars around the middle of the trailing 44 points.
            let grip = (0..<43).map { RGBA(pixel: image.pixel(x: 298, y: $0)) }
            XCTAssertTrue(grip.contains { $0.r < 230 && $0.r == $0.g }, "gray bars")
            XCTAssertTrue(grip.contains { $0 == .white })
        }
    }
}
