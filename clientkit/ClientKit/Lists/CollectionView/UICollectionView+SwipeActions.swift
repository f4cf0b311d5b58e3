import Foundation

/// Swipe actions in list sections, as a table's (see `UITableView+SwipeActions`): outside
/// editing mode a horizontal pan on an item reveals the list configuration's trailing
/// actions (`trailingSwipeActionsConfigurationProvider`, a leftward pan) or leading ones
/// (rightward), the cell's content following the finger. Released past half the actions'
/// width the cell stays open; past 60% of its width a configuration that
/// `performsFirstActionWithFullSwipe` performs its first action. A tapped action runs its
/// handler, whose completion closes the cell; a touch anywhere else, or a drag that
/// scrolls, closes it.
extension UICollectionView {
    func _setUpSwipeActions() {
        _swipeRecognizer.collectionView = self
        _swipeRecognizer.addTarget(self, action: UICollectionView._handleSwipe)
        addGestureRecognizer(_swipeRecognizer)
    }

    /// Whether a horizontal pan from `point` may begin: on the open cell, or on an item
    /// whose list gives actions on the side the pan goes.
    func _swipeMayBegin(at point: CGPoint, leftward: Bool) -> Bool {
        guard !isEditing, let path = indexPathForItem(at: point), let cell = cellForItem(at: path) else { return false }
        if cell === _swipedCell && cell._swipeActionsView != nil { return true }
        let configuration = collectionViewLayout._swipeActions(at: path, trailing: leftward)
        return !(configuration?.actions.isEmpty ?? true)
    }

    func _handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let translation = pan.translation(in: self)
            let location = pan.location(in: self)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            guard let path = indexPathForItem(at: start), let cell = cellForItem(at: path) else { return }
            if cell !== _swipedCell {
                _closeSwipe()
                _swipedCell = cell
                _swipedPath = path
                _swipeConfigurations = (collectionViewLayout._swipeActions(at: path, trailing: false),
                                        collectionViewLayout._swipeActions(at: path, trailing: true))
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

    private func _swipeConfiguration(forOffset offset: CGFloat) -> UISwipeActionsConfiguration? {
        let configuration = offset < 0 ? _swipeConfigurations.trailing : _swipeConfigurations.leading
        return (configuration?.actions.isEmpty ?? true) ? nil : configuration
    }

    private func _trackSwipe(_ pan: UIPanGestureRecognizer) {
        guard let cell = _swipedCell else { return }
        let offset = _swipeStartOffset + pan.translation(in: self).x
        guard offset != 0, let configuration = _swipeConfiguration(forOffset: offset) else {
            cell._hideSwipeActions()
            return
        }
        let side: _UITableViewCellSwipeActionsView.Side = offset < 0 ? .trailing : .leading
        let view = cell._swipeActionsView?.side == side ? cell._swipeActionsView! : _makeSwipeActionsView(configuration.actions, side: side, in: cell)
        let total = view.totalWidth
        var reveal = abs(offset)
        if configuration.performsFirstActionWithFullSwipe {
            reveal = Swift.min(reveal, cell.bounds.width)
        } else if reveal > total {
            reveal = total + (reveal - total) / 4
        }
        cell._showSwipeActions(view, offset: side == .trailing ? -reveal : reveal)
    }

    private func _settleSwipe(performing: Bool) {
        guard let cell = _swipedCell, let view = cell._swipeActionsView, cell._swipeOffset != 0,
              let configuration = _swipeConfiguration(forOffset: cell._swipeOffset) else {
            _closeSwipe()
            return
        }
        let sign: CGFloat = view.side == .trailing ? -1 : 1
        let reveal = abs(cell._swipeOffset), total = view.totalWidth
        let fullSwipe = Swift.max(total, cell.bounds.width * _UITableViewMetrics.fullSwipeFraction)
        if performing && configuration.performsFirstActionWithFullSwipe && reveal > fullSwipe, let first = view.actions.first {
            cell._showSwipeActions(view, offset: sign * cell.bounds.width)
            _performSwipeAction(first, in: cell, from: view.buttons[0])
        } else if performing && reveal >= total / 2 {
            cell._showSwipeActions(view, offset: sign * total)
        } else {
            _closeSwipe()
        }
    }

    private func _makeSwipeActionsView(_ actions: [UIContextualAction], side: _UITableViewCellSwipeActionsView.Side,
                                       in cell: UICollectionViewCell) -> _UITableViewCellSwipeActionsView {
        _UITableViewCellSwipeActionsView(actions: actions, side: side) { [weak self, weak cell] action, button in
            guard let self, let cell else { return }
            _performSwipeAction(action, in: cell, from: button)
        }
    }

    /// Runs the action's handler; its completion (called once) closes the cell.
    private func _performSwipeAction(_ action: UIContextualAction, in cell: UICollectionViewCell, from view: UIView) {
        var finished = false
        action.handler(action, view) { [weak self, weak cell] _ in
            guard !finished, let self else { return }
            finished = true
            _closeSwipe(only: cell)
        }
    }

    /// Opens `cell`'s trailing swipe actions (a delete accessory without an action
    /// handler does this, in editing mode too); returns whether there were any.
    @discardableResult
    func _revealTrailingSwipeActions(of cell: UICollectionViewCell) -> Bool {
        guard let path = indexPath(for: cell),
              let configuration = collectionViewLayout._swipeActions(at: path, trailing: true),
              !configuration.actions.isEmpty else { return false }
        _closeSwipe()
        _swipedCell = cell
        _swipedPath = path
        _swipeConfigurations = (nil, configuration)
        let view = _makeSwipeActionsView(configuration.actions, side: .trailing, in: cell)
        cell._showSwipeActions(view, offset: -view.totalWidth)
        return true
    }

    /// Closes the revealed actions (only those of `cell`, when given).
    func _closeSwipe(only cell: UICollectionViewCell? = nil) {
        if let cell, cell !== _swipedCell { return }
        _swipedCell?._hideSwipeActions()
        _swipedCell = nil
        _swipedPath = nil
        _swipeConfigurations = (nil, nil)
    }
}

/// The collection view's swipe pan: begins only for a horizontal pan that starts on an
/// item with actions on that side (or on the open cell), outside editing mode.
@MainActor
final class _UICollectionViewSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var collectionView: UICollectionView?

    override func _shouldBegin(withTranslation translation: CGPoint) -> Bool {
        guard let collectionView, abs(translation.x) > abs(translation.y),
              collectionView.panGestureRecognizer.state == .possible || collectionView.panGestureRecognizer.state == .failed
        else { return false }
        let location = location(in: collectionView)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        return collectionView._swipeMayBegin(at: start, leftward: translation.x < 0)
    }

    /// As the table's: the scroll view's pan does not fail the swipe as it begins.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== collectionView?.panGestureRecognizer
    }
}
