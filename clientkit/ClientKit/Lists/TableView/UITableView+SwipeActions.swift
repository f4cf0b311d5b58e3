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

    /// Whether a horizontal pan from `point` (the table's coordinates) may begin: on the
    /// open row, or on a row with actions on the side the pan goes.
    func _swipeMayBegin(at point: CGPoint, leftward: Bool) -> Bool {
        guard !_isEditing, let path = indexPathForRow(at: point), let cell = cellForRow(at: path) else { return false }
        if cell === _swipedCell && cell._swipeActionsView != nil { return true }
        let configuration = leftward ? _trailingConfiguration(path) : _leadingConfiguration(path)
        return !(configuration?.actions.isEmpty ?? true)
    }

    /// The swipe pan's action.
    func _handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let start = pan.location(in: self) - pan.translation(in: self)
            guard let path = indexPathForRow(at: start), let cell = cellForRow(at: path) else { return }
            if cell !== _swipedCell {
                _closeSwipe()
                _swipedCell = cell
                _swipedPath = path
                _swipeAnnounced = true
                _swipeConfigurations = (_leadingConfiguration(path), _trailingConfiguration(path))
                _tableDelegate?.tableView(self, willBeginEditingRowAt: path)
            } else if !_swipeAnnounced {
                // The delete confirmation of editing mode cannot be swiped (no swipes then).
                return
            }
            _swipeStartOffset = cell._swipeOffset
            _trackSwipe(pan)
        case .changed:
            _trackSwipe(pan)
        case .ended, .cancelled:
            _settleSwipe(performing: pan.state == .ended)
        default:
            break
        }
    }

    /// The configuration for the side an offset reveals (negative: trailing).
    private func _configuration(forOffset offset: CGFloat) -> UISwipeActionsConfiguration? {
        let configuration = offset < 0 ? _swipeConfigurations.trailing : _swipeConfigurations.leading
        return (configuration?.actions.isEmpty ?? true) ? nil : configuration
    }

    /// The row follows the finger; past the actions' width it resists, unless a full
    /// swipe may perform the first action (then it goes as far as the row's width).
    private func _trackSwipe(_ pan: UIPanGestureRecognizer) {
        guard let cell = _swipedCell, _swipeAnnounced else { return }
        let offset = _swipeStartOffset + pan.translation(in: self).x
        guard offset != 0, let configuration = _configuration(forOffset: offset) else {
            cell._hideSwipeActions()
            return
        }
        let side: _UITableViewCellSwipeActionsView.Side = offset < 0 ? .trailing : .leading
        let view = cell._swipeActionsView?.side == side ? cell._swipeActionsView!
            : _makeActionsView(configuration.actions, side: side, in: cell)
        let total = view.totalWidth
        var reveal = abs(offset)
        if configuration.performsFirstActionWithFullSwipe {
            reveal = Swift.min(reveal, cell.bounds.width)
        } else if reveal > total {
            reveal = total + (reveal - total) / 4
        }
        cell._showSwipeActions(view, offset: side == .trailing ? -reveal : reveal, confirming: side == .trailing)
    }

    /// The finger lifted (or the pan was cancelled): perform, open or close.
    private func _settleSwipe(performing: Bool) {
        guard let cell = _swipedCell, _swipeAnnounced, let view = cell._swipeActionsView, cell._swipeOffset != 0,
              let configuration = _configuration(forOffset: cell._swipeOffset) else {
            _closeSwipe()
            return
        }
        let sign: CGFloat = view.side == .trailing ? -1 : 1
        let reveal = abs(cell._swipeOffset), total = view.totalWidth
        let confirming = view.side == .trailing
        let fullSwipe = Swift.max(total, cell.bounds.width * _UITableViewMetrics.fullSwipeFraction)
        if performing && configuration.performsFirstActionWithFullSwipe && reveal > fullSwipe,
           let first = view.actions.first {
            cell._showSwipeActions(view, offset: sign * cell.bounds.width, confirming: confirming)
            _perform(first, in: cell, from: view.buttons[0])
        } else if performing && reveal >= total / 2 {
            cell._showSwipeActions(view, offset: sign * total, confirming: confirming)
        } else {
            _closeSwipe()
        }
    }

    /// The buttons for `actions` on the cell's `side`; a tap performs the action.
    func _makeActionsView(_ actions: [UIContextualAction], side: _UITableViewCellSwipeActionsView.Side,
                          in cell: UITableViewCell) -> _UITableViewCellSwipeActionsView {
        _UITableViewCellSwipeActionsView(actions: actions, side: side) { [weak self, weak cell] action, button in
            guard let self, let cell else { return }
            _perform(action, in: cell, from: button)
        }
    }

    /// Runs the action's handler; its completion (called once) closes the row.
    func _perform(_ action: UIContextualAction, in cell: UITableViewCell, from view: UIView) {
        var finished = false
        action.handler(action, view) { [weak self, weak cell] _ in
            guard !finished, let self else { return }
            finished = true
            _closeSwipe(only: cell)
        }
    }

    /// Closes the revealed actions (only those of `cell`, when given), telling the
    /// delegate `didEndEditingRowAt` when a swipe had opened them.
    func _closeSwipe(only cell: UITableViewCell? = nil) {
        if let cell, cell !== _swipedCell { return }
        guard _swipedCell != nil || _swipedPath != nil else { return }
        let path = _swipedPath, announced = _swipeAnnounced
        _swipedCell?._hideSwipeActions()
        _swipedCell = nil
        _swipedPath = nil
        _swipeAnnounced = false
        _swipeConfigurations = (nil, nil)
        if announced { _tableDelegate?.tableView(self, didEndEditingRowAt: path) }
    }
}

private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }

/// The table's swipe pan: begins only for a horizontal pan that starts on a row with
/// actions on that side (or on the open row), outside editing mode.
@MainActor
final class _UITableViewSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var table: UITableView?

    override func _shouldBegin(withTranslation translation: CGPoint) -> Bool {
        guard let table, abs(translation.x) > abs(translation.y),
              table.panGestureRecognizer.state == .possible || table.panGestureRecognizer.state == .failed
        else { return false }
        let start = location(in: table) - translation
        return table._swipeMayBegin(at: start, leftward: translation.x < 0)
    }

    /// The scroll view's pan does not fail the swipe as it begins; the swipe fails by
    /// itself (above: not while the table scrolls). (This once also kept the row's held
    /// `touchesBegan` from being released just before the pan cancelled the touch; the
    /// gesture arena now cancels the views' touches before failing what a recognizer
    /// prevents, so that no longer depends on it.)
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== table?.panGestureRecognizer
    }
}
