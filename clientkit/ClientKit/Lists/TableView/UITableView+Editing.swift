import Foundation

/// The editing questions whose answers come from a protocol's default implementation
/// (which notes it here): how ClientKit tells that a data source or delegate does not
/// implement a method, where UIKit asks the Objective-C runtime.
struct _UITableViewDefaultAnswers: OptionSet {
    let rawValue: UInt8
    static let canEditRow = _UITableViewDefaultAnswers(rawValue: 1 << 0)
    static let canMoveRow = _UITableViewDefaultAnswers(rawValue: 1 << 1)
    static let editingStyle = _UITableViewDefaultAnswers(rawValue: 1 << 2)
    static let deleteTitle = _UITableViewDefaultAnswers(rawValue: 1 << 3)
}

/// Editing mode, as UIKit's: `setEditing(_:animated:)` puts every visible row the data
/// source lets edit (`canEditRowAt`, default `true`) in editing mode — and rows that
/// come into view later — with the delegate's editing style (`editingStyleForRowAt`,
/// default `.delete`) and indentation (`shouldIndentWhileEditingRowAt`), and a reorder
/// control where rows can move (`canMoveRowAt`; see there for how ClientKit differs).
///
/// Tapping a row's delete control shows its delete confirmation button at the row's
/// trailing edge (titled by `titleForDeleteConfirmationButtonForRowAt`, default
/// "Delete"); tapping that button calls the data source's
/// `tableView(_:commit:forRowAt:)` with `.delete`, tapping anywhere else hides it.
/// Tapping an insert control calls `commit` with `.insert`. In editing mode taps select
/// rows only with ``allowsSelectionDuringEditing`` (or
/// ``allowsMultipleSelectionDuringEditing``, which toggles rows as
/// `allowsMultipleSelection` does outside it).
/// Dragging a reorder control moves the row: see `UITableView+Reordering`.
extension UITableView {
    /// Called by the protocols' default implementations of the editing questions.
    func _noteDefaultAnswer(_ answer: _UITableViewDefaultAnswers) {
        _defaultAnswers.insert(answer)
    }

    /// Asks `question` and tells whether an implementation answered it (not a
    /// protocol's default).
    func _ask<T>(_ answer: _UITableViewDefaultAnswers, _ question: () -> T) -> (value: T, implemented: Bool) {
        let saved = _defaultAnswers
        _defaultAnswers.remove(answer)
        let value = question()
        let implemented = !_defaultAnswers.contains(answer)
        _defaultAnswers = saved
        return (value, implemented)
    }

    func _setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        _closeSwipe()
        _stopTracking()
        _isEditing = editing
        _editingGeneration &+= 1
        for (path, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            _configureEditing(cell, at: path, animated: animated)
        }
        setNeedsLayout()
    }

    /// Whether the data source lets the row be edited.
    func _canEdit(_ path: IndexPath) -> Bool {
        dataSource?.tableView(self, canEditRowAt: path) ?? false
    }

    /// Puts the cell in or out of editing mode for its row, as the data source and
    /// delegate say.
    func _configureEditing(_ cell: UITableViewCell, at path: IndexPath, animated: Bool = false) {
        cell._editingConfiguration = (path, _editingGeneration)
        let editable = _isEditing && _canEdit(path)
        if editable {
            let delegate = _tableDelegate
            cell._editingStyle = delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
            if let dataSource {
                let (movable, implemented) = _ask(.canMoveRow) { dataSource.tableView(self, canMoveRowAt: path) }
                cell._movable = implemented ? movable : nil
            }
            cell._delegateIndents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        } else {
            cell._editingStyle = .none
            cell._movable = nil
        }
        if cell.isEditing != editable { cell.setEditing(editable, animated: animated) }
    }

    /// The cell's editing control was tapped: show or hide the delete confirmation, or
    /// commit the insertion.
    func _editingControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert:
            _closeSwipe()
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .delete:
            let wasShowing = cell === _swipeTracker.cell && cell._swipeActionsView != nil
            _closeSwipe()
            guard !wasShowing else { return }
            let title = _tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? nil
            let confirmation = UISwipeActionsConfiguration(actions: [_deleteAction(for: path, title: title)])
            _swipeTracker.revealTrailing(confirmation, of: cell, at: path, asSwipe: false, in: self)
        case .none:
            break
        }
    }

    /// UIKit's Delete action for the row: commits `.delete` through the data source.
    func _deleteAction(for path: IndexPath, title: String?) -> UIContextualAction {
        UIContextualAction(style: .destructive, title: title ?? "Delete") { [weak self] _, _, done in
            guard let self else { return }
            dataSource?.tableView(self, commit: .delete, forRowAt: path)
            done(true)
        }
    }

    /// A touch began on the table while a row's actions show: they close, and the touch
    /// does nothing else (UIKit's behaviour). Touches on the action buttons and editing
    /// controls never get here: the controls take them.
    func _closeRevealedActions(for touches: Set<UITouch>) -> Bool {
        guard let cell = _swipeTracker.cell, cell._swipeActionsView != nil, let touch = touches.first else { return false }
        _swallowedTouch = touch
        _closeSwipe()
        return true
    }
}
