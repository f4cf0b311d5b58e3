import Foundation

/// Selection: from code (no delegate calls, as UIKit) and by touch.
extension UICollectionView {
    /// The selected items in order; `nil` when none is (as UIKit).
    public var indexPathsForSelectedItems: [IndexPath]? {
        _selectedItems.isEmpty ? nil : _selectedItems.sorted()
    }

    /// Selects the item (`nil`: deselects all) without telling the delegate, deselecting
    /// the others unless ``allowsMultipleSelection``, then scrolls it to `scrollPosition`
    /// (empty: no scrolling). Does nothing when selection is not allowed.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _loadIfNeeded()
        guard let indexPath else {
            for path in _selectedItems { deselectItem(at: path, animated: animated) }
            return
        }
        guard allowsSelection || allowsMultipleSelection, _contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in _selectedItems where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        _selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard _selectedItems.remove(indexPath) != nil else { return }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A user's tap: with multiple selection a selected item is deselected
    /// (`shouldDeselectItemAt`, `didDeselectItemAt`); otherwise `shouldSelectItemAt`, the
    /// others deselected, `didSelectItemAt`.
    private func _userTapped(_ path: IndexPath) {
        let delegate = _collectionDelegate
        if allowsMultipleSelection && _selectedItems.contains(path) {
            _userDeselect(path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for other in _selectedItems.sorted() where other != path { _userDeselect(other) }
        }
        _selectedItems.insert(path)
        cellForItem(at: path)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    private func _userDeselect(_ path: IndexPath) {
        let delegate = _collectionDelegate
        guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
        deselectItem(at: path, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: path)
    }
}

extension UICollectionView: _ListTouchSelecting {
    func _listPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    func _listMayHighlight(_ path: IndexPath) -> Bool {
        // A header with an outline disclosure takes the tap itself (it is not selectable).
        if _togglesOnTap(path) { return true }
        guard allowsSelection || allowsMultipleSelection else { return false }
        return _collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
    }

    func _listSetHighlighted(_ highlighted: Bool, _ path: IndexPath) {
        if _togglesOnTap(path) { return }
        cellForItem(at: path)?.isHighlighted = highlighted
        if highlighted {
            _collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        } else {
            _collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
        }
    }

    func _listTapped(_ path: IndexPath) {
        if _togglesOnTap(path), let cell = cellForItem(at: path) as? UICollectionViewListCell {
            cell._outlineHeaderTapped()
            return
        }
        _userTapped(path)
    }

    /// Whether a tap on the item toggles its expansion (a list cell showing an outline
    /// disclosure in the header style).
    private func _togglesOnTap(_ path: IndexPath) -> Bool {
        (cellForItem(at: path) as? UICollectionViewListCell)?._outlineHeaderAccessory != nil
    }
}
