import Foundation

/// Inserting, deleting, moving and reloading items and sections.
///
/// Index paths follow UIKit: deletions, reloads and move sources name items as they
/// were before the batch; insertions and move destinations as they are after it. At the
/// end of a batch the collection view asks the data source for its counts and checks
/// them against the batch; a mismatch stops the program with UIKit's
/// `NSInternalInconsistencyException` reason. Surviving items keep their cells and
/// selection; the layout is prepared again and applied at once (nothing animates yet).
extension UICollectionView {
    /// Applies the changes `updates` makes as one batch, then calls `completion` with
    /// `true` — before returning, since nothing animates yet (UIKit calls it when the
    /// animations end). Batches nest.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outermost = !_isBatching
        _isBatching = true
        updates?()
        if outermost {
            _isBatching = false
            _applyPendingUpdates()
        }
        completion?(true)
    }

    /// Inserts items at `indexPaths` (positions after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        _record { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the items at `indexPaths` (positions before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        _record { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for the items at `indexPaths`.
    public func reloadItems(at indexPaths: [IndexPath]) {
        _record { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Updates the items at `indexPaths` keeping their cells, as UIKit's iOS 15 method:
    /// the data source is asked for each item on screen again, and there
    /// `dequeueReusableCell(withReuseIdentifier:for:)` returns the item's own cell (no
    /// `prepareForReuse()`); the data source must return that cell. Items off screen
    /// get their cells when they come into view; the layout is not asked again.
    /// Inside a batch, `indexPaths` are positions before the batch and the items are
    /// reconfigured when it ends.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        if _isBatching {
            _pendingReconfigure += indexPaths
        } else {
            _reconfigure(indexPaths)
        }
    }

    /// Moves the item at `indexPath` to `newIndexPath`; its cell moves with it.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at `sections` (positions after the update).
    public func insertSections(_ sections: IndexSet) {
        _record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes `sections` (positions before the update) and their items.
    public func deleteSections(_ sections: IndexSet) {
        _record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for `sections`.
    public func reloadSections(_ sections: IndexSet) {
        _record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves `section` to `newSection` with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        _record { $0.movedSections.append((section, newSection)) }
    }

    private func _record(_ change: (inout _ListUpdates) -> Void) {
        change(&_pendingUpdates)
        if !_isBatching { _applyPendingUpdates() }
    }

    private func _applyPendingUpdates() {
        let updates = _pendingUpdates
        _pendingUpdates = _ListUpdates()
        let reconfigured = _pendingReconfigure
        _pendingReconfigure = []
        guard !updates.isEmpty else {
            _reconfigure(reconfigured)
            return
        }
        guard _isLoaded && !_needsReload else {
            setNeedsLayout()
            return
        }
        let map = updates.resolveOrStop(old: _counts, new: _countsFromDataSource(), .collection)
        _apply(map, reloadedSections: updates.reloadedSections)
        _reconfigure(reconfigured.compactMap { map.newIndexPath(for: $0) })
    }

    /// Asks the data source again for the cells of the items on screen among `paths`,
    /// giving it each item's own cell to dequeue.
    private func _reconfigure(_ paths: [IndexPath]) {
        guard _isLoaded && !_needsReload, let dataSource else { return }
        for path in Set(paths) {
            guard let cell = _visibleCells[path] else { continue }
            _reconfiguring[path] = cell
            let returned = dataSource.collectionView(self, cellForItemAt: path)
            _reconfiguring[path] = nil
            precondition(returned === cell, "the data source returned a different cell for item \(path), which is being "
                         + "reconfigured: it must dequeue the item's existing cell with "
                         + "dequeueReusableCell(withReuseIdentifier:for:)")
        }
    }

    func _apply(_ map: _ListUpdateMap, reloadedSections: IndexSet) {
        var unannounced = _unannounced
        _visibleCells = map.remap(_visibleCells, pending: &unannounced) { _endDisplaying($0, at: $1) }
        _unannounced = unannounced

        // Section headers and footers follow their sections; other supplementary views
        // are asked for again.
        var views: [_SupplementaryKey: UICollectionReusableView] = [:]
        var pending = Set<_SupplementaryKey>()
        let sectionKinds: Set<String> = [Self.elementKindSectionHeader, Self.elementKindSectionFooter]
        for (key, view) in _visibleSupplementary {
            let section = key.indexPath.section
            if sectionKinds.contains(key.kind), key.indexPath.item == 0, section < map.sections.count,
               let moved = map.sections[section], !reloadedSections.contains(section) {
                let newKey = _SupplementaryKey(kind: key.kind, indexPath: IndexPath(item: 0, section: moved))
                views[newKey] = view
                if _unannouncedSupplementary.contains(key) { pending.insert(newKey) }
            } else {
                _endDisplaying(view, key)
            }
        }
        _visibleSupplementary = views
        _unannouncedSupplementary = pending

        _selectedItems = map.remap(_selectedItems)
        if let tracked = _trackedPath {
            _trackedPath = map.newIndexPath(for: tracked)
            if _trackedPath == nil { _trackedTouch = nil }
        }
        _counts = map.newCounts
        collectionViewLayout._dataChanged(map)
        collectionViewLayout._needsPrepare = true
        _tile()
    }
}
