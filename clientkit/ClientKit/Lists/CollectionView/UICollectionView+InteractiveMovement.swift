import Foundation

/// The move methods a data source answered with its protocol default.
struct _UICollectionViewDefaultMoveAnswers: OptionSet {
    let rawValue: UInt8
    static let canMoveItem = _UICollectionViewDefaultMoveAnswers(rawValue: 1 << 0)
    static let moveItem = _UICollectionViewDefaultMoveAnswers(rawValue: 1 << 1)
}

/// An interactive movement under way: where the item was, where it is shown now, and
/// where the finger is.
struct _UICollectionViewInteractiveMove {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
}

/// Interactive movement of items, as UIKit's (iOS 9): ``beginInteractiveMovementForItem(at:)``
/// picks an item up, ``updateInteractiveMovementTargetPosition(_:)`` moves it with the
/// finger while the other items shift (animated, 0.25 s) to make room where it would
/// go, and ``endInteractiveMovement()`` puts it down there — telling the data source
/// with `collectionView(_:moveItemAt:to:)` — or ``cancelInteractiveMovement()`` takes it
/// back.
///
/// Where the item would go: the layout's
/// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (the item under the
/// finger), then the delegate's
/// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
/// (whose default asks `targetIndexPathForMoveFromItemAt:toProposedIndexPath:`). While
/// the item moves, the collection view shows items in their new order: index paths
/// (`cellForItem(at:)`, `indexPathsForSelectedItems`, the data source's `cellForItemAt`
/// for items coming into view) are positions in that order, as in UIKit.
///
/// Difference from UIKit: Swift cannot tell whether a data source implements
/// `collectionView(_:moveItemAt:to:)`, so without `canMoveItemAt` items may move until
/// the first movement ends on the protocol's default `moveItemAt` (that movement goes
/// back, and later ones do not begin).
extension UICollectionView {
    /// Starts moving the item at `indexPath`; returns whether it could (there is such an
    /// item, no movement is under way and the data source lets it move).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        _loadIfNeeded()
        guard _interactiveMove == nil, _contains(indexPath), let dataSource else { return false }
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        let center = _visibleCells[indexPath]?.center
            ?? layoutAttributesForItem(at: indexPath)?.center ?? .zero
        _interactiveMove = _UICollectionViewInteractiveMove(original: indexPath, current: indexPath, position: center)
        _stopTracking()
        return true
    }

    /// Moves the item being moved to `targetPosition` (collection view coordinates) at
    /// once, and the other items (animated) to make room where it would go.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var move = _interactiveMove else { return }
        move.position = targetPosition
        _interactiveMove = move
        UIView.performWithoutAnimation { self._tile() }
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: move.current,
                                                            withPosition: targetPosition)
        var target = _collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: move.original,
                                                         atCurrentIndexPath: move.current, toProposedIndexPath: proposed)
            ?? proposed
        if !_isValidMoveTarget(target, from: move.current) { target = move.current }
        guard target != move.current else { return }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self._moveShownItem(from: move.current, to: target)
        }
    }

    /// Puts the item down where it is shown: the data source hears
    /// `collectionView(_:moveItemAt:to:)` when that is not where it began, and the item
    /// settles into its place (animated).
    public func endInteractiveMovement() {
        guard let move = _interactiveMove else { return }
        if move.current != move.original, let dataSource {
            _defaultMoveAnswers.remove(.moveItem)
            dataSource.collectionView(self, moveItemAt: move.original, to: move.current)
            if _defaultMoveAnswers.contains(.moveItem) {
                // The data source does not move items: take it back.
                _finishInteractiveMovement(returningFrom: move.current, to: move.original)
                return
            }
        }
        _finishInteractiveMovement(returningFrom: nil, to: nil)
    }

    /// Takes the item back to where it began (animated); the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let move = _interactiveMove else { return }
        _finishInteractiveMovement(returningFrom: move.current == move.original ? nil : move.current, to: move.original)
    }

    // MARK: Internals

    func _noteDefaultMoveAnswer(_ answer: _UICollectionViewDefaultMoveAnswers) {
        _defaultMoveAnswers.insert(answer)
    }

    private func _finishInteractiveMovement(returningFrom current: IndexPath?, to original: IndexPath?) {
        _interactiveMove = nil
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            if let current, let original {
                self._moveShownItem(from: current, to: original)
            } else {
                self._tile()
            }
        }
    }

    /// Whether an item shown at `current` may be shown at `target` instead.
    private func _isValidMoveTarget(_ target: IndexPath, from current: IndexPath) -> Bool {
        guard target.count == 2, target.section >= 0, target.section < _counts.count, target.item >= 0 else { return false }
        let room = _counts[target.section] - (target.section == current.section ? 1 : 0)
        return target.item <= room
    }

    /// Shows the item at `from` at `to` (the other items shift), without asking the data
    /// source: the update the data source will make when the movement ends.
    private func _moveShownItem(from: IndexPath, to: IndexPath) {
        var counts = _counts
        counts[from.section] -= 1
        counts[to.section] += 1
        var updates = _ListUpdates()
        updates.movedItems = [(from, to)]
        guard case .success(let map) = updates.resolve(old: _counts, new: counts, .collection) else { return }
        if var move = _interactiveMove, move.current == from {
            move.current = to
            _interactiveMove = move
        }
        _apply(map, reloadedSections: [])
    }

    /// `attributes` with the moving item's replaced by the layout's attributes for it at
    /// the finger (added when its place is out of view, so its cell stays).
    func _placingInteractivelyMovingItem(_ attributes: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        guard let move = _interactiveMove, _contains(move.current) else { return attributes }
        var placed = attributes.filter { !($0.representedElementCategory == .cell && $0.indexPath == move.current) }
        placed.append(collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: move.current,
                                                                                     withTargetPosition: move.position))
        return placed
    }
}
