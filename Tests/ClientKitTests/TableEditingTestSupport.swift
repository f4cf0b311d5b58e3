import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A data source and delegate for editing tests: rows titled by `items`, the editing
/// methods answered by the closures, every editing call recorded as "method section.row".
/// It implements `tableView(_:canEditRowAt:)`, which tells ClientKit that it handles
/// editing (and so gets UIKit's default Delete swipe).
@MainActor
final class EditingTableSource: UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var calls: [String] = []
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: (IndexPath) -> Bool = { _ in false }
    var style: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    var indents: (IndexPath) -> Bool = { _ in true }
    var deleteTitle = "Delete"
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var target: ((IndexPath, IndexPath) -> IndexPath)?
    var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }

    init(rows: Int) { items = (0..<rows).map { "Row \($0)" } }

    func log(_ name: String, _ path: IndexPath?) {
        calls.append(path.map { "\(name) \($0.section).\($0.row)" } ?? "\(name) nil")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        configure(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        log(editingStyle == .delete ? "commitDelete" : editingStyle == .insert ? "commitInsert" : "commitNone", indexPath)
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else if editingStyle == .insert {
            items.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row)->\(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        style(indexPath)
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        indents(indexPath)
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log("willBeginEditing", indexPath) }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log("didEndEditing", indexPath) }
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        calls.append("target \(sourceIndexPath.row)->\(proposedDestinationIndexPath.row)")
        return target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log("didSelect", indexPath) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log("didDeselect", indexPath) }
}

/// The most common UIKit deletion code: a data source with `commit` and nothing else
/// about editing (ClientKit cannot see that `commit` is implemented).
@MainActor
final class CommitOnlyTableSource: UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var commits: [String] = []
    var showsReorderControl = false
    init(rows: Int) { items = (0..<rows).map { "Row \($0)" } }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.showsReorderControl = showsReorderControl
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle.rawValue) \(indexPath.row)")
    }
}

/// A cell that records its editing-state transitions.
final class TransitionRecordingCell: UITableViewCell {
    var transitions: [String] = []
    private func name(_ state: UITableViewCell.StateMask) -> String {
        var parts: [String] = []
        if state.contains(.showingEditControl) { parts.append("edit") }
        if state.contains(.showingDeleteConfirmation) { parts.append("confirm") }
        return parts.isEmpty ? "default" : parts.joined(separator: "+")
    }
    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append("will " + name(state))
    }
    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        transitions.append("did " + name(state))
    }
}

/// A key window 320×440 holding a table of 44-point rows fed by `source`, laid out once.
@MainActor
func makeEditingScene(_ source: UITableViewDataSource & UITableViewDelegate,
                      cellClass: UITableViewCell.Type = TransitionRecordingCell.self) -> (UIWindow, UITableView) {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.makeKeyAndVisible()
    table.layoutIfNeeded()
    return (window, table)
}

extension UITableView {
    /// The cell of row `row` in section 0 (laid out).
    @MainActor
    func cell(_ row: Int) -> UITableViewCell {
        layoutIfNeeded()
        let cell = cellForRow(at: IndexPath(row: row, section: 0))!
        cell.layoutIfNeeded()
        return cell
    }
}

/// Lays the window out, as the update cycle does before the next frame (the user sees
/// and touches what was laid out).
@MainActor
func nextFrame(_ window: UIWindow) {
    window.layoutIfNeeded()
}
