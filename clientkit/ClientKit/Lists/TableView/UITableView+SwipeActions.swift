import Foundation

/// Swipe actions, as UIKit's: outside editing mode a horizontal pan on a row reveals
/// the delegate's trailing actions (`trailingSwipeActionsConfigurationForRowAt`, for a
/// leftward pan) or leading ones (`leadingSwipeActionsConfigurationForRowAt`, rightward),
/// the row following the finger. Released past half the actions' width, the row stays
/// open with every action showing; otherwise it closes. Past 60% of the row's width, a
/// configuration that `performsFirstActionWithFullSwipe` performs its first action. A
/// tapped action runs its handler, whose completion closes the row; a tap anywhere else
/// on the table, or a drag that scrolls it, closes it. The delegate hears `willBeginEditingRowAt` when a swipe
/// opens a row and `didEndEditingRowAt` when it closes.
///
/// **The default Delete.** When the delegate gives no trailing configuration, UIKit
/// offers a Delete action for rows whose editing style is `.delete` if the data source
/// implements `tableView(_:commit:forRowAt:)`. Swift cannot tell whether a protocol
/// method is implemented, and a Delete that does nothing would mislead the user, so
/// ClientKit offers it only when the app shows it handles editing in a way ClientKit can
/// see: the data source implements `tableView(_:canEditRowAt:)` (answering `true` for the
/// row), or the delegate implements `tableView(_:editingStyleForRowAt:)` or
/// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`. UIKit code that implements
/// only `commit` gets no swipe-to-delete until it adds `canEditRowAt`.
///
/// A horizontal pan on a row without actions is left to other gestures (an enclosing
/// scroll view, or the row's selection), as before.
extension UITableView {
    /// The trailing configuration for the row: the delegate's, or the default Delete.
    func _trailingConfiguration(_ path: IndexPath) -> UISwipeActionsConfiguration? {
        let delegate = _tableDelegate
        if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
            return configuration
        }
        guard let dataSource else { return nil }
        let (canEdit, canEditImplemented) = _ask(.canEditRow) { dataSource.tableView(self, canEditRowAt: path) }
        guard canEdit else { return nil }
        var styleImplemented = false, titleImplemented = false
        var title: String? = nil
        if let delegate {
            let style: UITableViewCell.EditingStyle
            (style, styleImplemented) = _ask(.editingStyle) { delegate.tableView(self, editingStyleForRowAt: path) }
            guard style == .delete else { return nil }
            (title, titleImplemented) = _ask(.deleteTitle) {
                delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: path)
            }
        }
        guard canEditImplemented || styleImplemented || titleImplemented else { return nil }
        return UISwipeActionsConfiguration(actions: [_deleteAction(for: path, title: title)])
    }

    func _leadingConfiguration(_ path: IndexPath) -> UISwipeActionsConfiguration? {
        _tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
    }
}

/// What the swipe tracker asks of the table: its rows, the delegate's configurations
/// (or the default Delete), and the delegate hears a swipe begin and end.
extension UITableView: _SwipeActionsList {
    func _swipeItem(at point: CGPoint) -> (path: IndexPath, cell: UITableViewCell)? {
        guard let path = indexPathForRow(at: point), let cell = cellForRow(at: path) else { return nil }
        return (path, cell)
    }

    func _swipeActionsConfiguration(at path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        trailing ? _trailingConfiguration(path) : _leadingConfiguration(path)
    }

    func _swipeWillBegin(at path: IndexPath) {
        _tableDelegate?.tableView(self, willBeginEditingRowAt: path)
    }

    func _swipeDidEnd(at path: IndexPath?) {
        _tableDelegate?.tableView(self, didEndEditingRowAt: path)
    }
}

extension UITableViewCell: _SwipeActionsCell {
    /// Trailing actions count as the delete confirmation (the cell's editing state).
    func _showSwipeActions(_ view: _UITableViewCellSwipeActionsView, offset: CGFloat) {
        _showSwipeActions(view, offset: offset, confirming: view.side == .trailing)
    }
}
