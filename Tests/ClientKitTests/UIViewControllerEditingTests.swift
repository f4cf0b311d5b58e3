import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A controller's editing state and its Edit/Done button, and `UITableViewController`
/// forwarding editing to its table and the table's editing calls to its overrides.
final class UIViewControllerEditingTests: XCTestCase {
    private final class RecordingEditingController: UIViewController {
        var log: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            log.append("setEditing \(editing) \(animated)")
        }
    }

    /// A to-do list as UIKit code writes one with a table view controller.
    private final class TodoController: UITableViewController {
        var todos = ["Milk", "Eggs", "Bread"]
        var log: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { todos.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = todos[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle { indexPath.row == 2 ? .insert : .delete }
        override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String? { "Done with it" }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                todos.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            }
        }
        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.append("willBegin \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.append("didEnd \(indexPath.map { "\($0.row)" } ?? "nil")")
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row == 0 }
        override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 1
        }
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration? {
            indexPath.row == 1 ? UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Later") { [unowned self] _, _, done in
                    log.append("later \(indexPath.row)")
                    done(false)
                },
            ]) : nil
        }
        override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration? { nil }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
        override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
            proposedDestinationIndexPath
        }
    }

    func testTheEditButtonItemTogglesEditing() {
        MainActor.assumeIsolated {
            let controller = RecordingEditingController()
            XCTAssertFalse(controller.isEditing)
            let item = controller.editButtonItem
            XCTAssertTrue(controller.editButtonItem === item, "one item per controller")
            XCTAssertEqual(item.title, "Edit")
            XCTAssertEqual(item.style, .plain)

            controller.setEditing(true, animated: false)
            XCTAssertTrue(controller.isEditing)
            XCTAssertEqual(item.title, "Done")
            XCTAssertEqual(item.style, .done)

            // Tapped, the item calls setEditing(!isEditing, animated: true).
            controller.log = []
            item._trigger(from: UIView())
            XCTAssertEqual(controller.log, ["setEditing false true"])
            XCTAssertFalse(controller.isEditing)
            XCTAssertEqual(item.title, "Edit")
            item._trigger(from: UIView())
            XCTAssertEqual(controller.log, ["setEditing false true", "setEditing true true"])
            XCTAssertEqual(item.title, "Done")

            // The property calls the method too, as UIKit's does.
            controller.log = []
            controller.isEditing = false
            XCTAssertEqual(controller.log, ["setEditing false false"])
            XCTAssertEqual(item.title, "Edit")
        }
    }

    func testATableViewControllerPutsItsTableInEditingMode() {
        MainActor.assumeIsolated {
            let controller = TodoController(style: .plain)
            let window = showInWindow(controller, log: CallLog())
            defer { window.isHidden = true }
            let table = controller.tableView!
            table.layoutIfNeeded()
            XCTAssertFalse(table.isEditing)
            controller.editButtonItem._trigger(from: table)
            XCTAssertTrue(controller.isEditing)
            XCTAssertTrue(table.isEditing)
            XCTAssertEqual(table.cell(0).editingStyle, .delete)
            XCTAssertEqual(table.cell(2).editingStyle, .insert, "the override is what the table asks")
            XCTAssertNotNil(table.cell(0)._reorderControl?.superview, "canMoveRowAt override")
            XCTAssertNil(table.cell(1)._reorderControl?.superview)
            XCTAssertEqual(table.cell(1).contentView.frame.minX, 0, "shouldIndentWhileEditingRowAt override")
            controller.setEditing(false, animated: false)
            XCTAssertFalse(table.isEditing)
        }
    }

    func testATableViewControllersOverridesCommitTheEdits() {
        MainActor.assumeIsolated {
            let controller = TodoController(style: .plain)
            let window = showInWindow(controller, log: CallLog())
            defer { window.isHidden = true }
            let table = controller.tableView!
            table.layoutIfNeeded()
            let top = table.convert(CGPoint.zero, to: window).y
            // A swipe on row 1 shows the override's action; its completion(false) closes too.
            let swipe = Finger(window, at: CGPoint(x: 250, y: top + 66))
            swipe.drag(by: -120, 0, steps: 6)
            swipe.lift()
            nextFrame(window)
            XCTAssertEqual(table.cell(1)._swipeActionsView?.buttons.map { $0.title(for: .normal) }, ["Later"])
            Finger(window, at: CGPoint(x: 310, y: top + 66), time: 3).lift()
            XCTAssertEqual(controller.log, ["willBegin 1", "later 1", "didEnd 1"])

            // Row 0 has no configuration: the default Delete, titled by the override, commits.
            controller.log = []
            let delete = Finger(window, at: CGPoint(x: 250, y: top + 22), time: 5)
            delete.drag(by: -120, 0, steps: 6)
            delete.lift()
            nextFrame(window)
            XCTAssertEqual(table.cell(0)._swipeActionsView?.buttons.map { $0.title(for: .normal) }, ["Done with it"])
            Finger(window, at: CGPoint(x: 310, y: top + 22), time: 7).lift()
            nextFrame(window)
            XCTAssertEqual(controller.log, ["willBegin 0", "commit delete 0", "didEnd 0"])
            XCTAssertEqual(controller.todos, ["Eggs", "Bread"])

            // In editing mode the insert control of row 2 (.insert) commits an insertion.
            controller.log = []
            controller.todos.append("Jam")
            table.reloadData()
            controller.setEditing(true, animated: false)
            nextFrame(window)
            Finger(window, at: CGPoint(x: 27, y: top + 88 + 22), time: 9).lift()
            XCTAssertEqual(controller.log, ["commit insert 2"])
        }
    }
}
