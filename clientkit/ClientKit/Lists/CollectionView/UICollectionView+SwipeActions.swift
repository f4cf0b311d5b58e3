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
        _swipeRecognizer.list = self
        _swipeRecognizer.addTarget(self, action: UICollectionView._handleSwipe)
        addGestureRecognizer(_swipeRecognizer)
    }

    /// Opens `cell`'s trailing swipe actions (a delete accessory without an action
    /// handler does this, in editing mode too); returns whether there were any.
    @discardableResult
    func _revealTrailingSwipeActions(of cell: UICollectionViewCell) -> Bool {
        guard let path = indexPath(for: cell),
              let configuration = collectionViewLayout._swipeActions(at: path, trailing: true),
              !configuration.actions.isEmpty else { return false }
        _swipeTracker.revealTrailing(configuration, of: cell, at: path, asSwipe: true, in: self)
        return true
    }
}

/// What the swipe tracker asks of the collection view: its items, and the actions its
/// list layout gives them (no delegate hears of swipes).
extension UICollectionView: _SwipeActionsList {
    func _swipeItem(at point: CGPoint) -> (path: IndexPath, cell: UICollectionViewCell)? {
        guard let path = indexPathForItem(at: point), let cell = cellForItem(at: path) else { return nil }
        return (path, cell)
    }

    func _swipeActionsConfiguration(at path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        collectionViewLayout._swipeActions(at: path, trailing: trailing)
    }

    func _swipeWillBegin(at path: IndexPath) {}
    func _swipeDidEnd(at path: IndexPath?) {}
}

extension UICollectionViewCell: _SwipeActionsCell {}
