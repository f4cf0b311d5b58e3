import Foundation

/// Inserting, deleting, moving and reloading rows and sections, alone or in batches.
///
/// Index paths follow UIKit: deletions, reloads and move sources name rows as they were
/// before the batch; insertions and move destinations name rows as they are after it.
/// At the end of a batch the table asks the data source for its counts and checks them
/// against the batch (`_ListUpdates.resolve`); a mismatch stops the program with
/// UIKit's `NSInternalInconsistencyException` reason. Rows that survive keep their
/// cells, measured heights and selection; the layout is updated at once (no
/// animations yet, whatever `RowAnimation` is given).
extension UITableView {
    /// Starts a batch: changes until the matching ``endUpdates()`` are applied together.
    /// Batches nest.
    public func beginUpdates() {
        _updateDepth += 1
    }

    /// Ends a batch; the outermost one checks and applies the changes.
    public func endUpdates() {
        precondition(_updateDepth > 0, "endUpdates() without a matching beginUpdates()")
        _updateDepth -= 1
        if _updateDepth == 0 { _applyPendingUpdates() }
    }

    /// Applies the changes `updates` makes as one batch, then calls `completion` with
    /// `true`. The data source must already reflect the changes when `updates` returns.
    /// Without animations `completion` runs before this method returns (UIKit calls it
    /// when the animations end).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows at `indexPaths` (positions after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the rows at `indexPaths` (positions before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for the rows at `indexPaths` (their cells and heights).
    /// Reloaded rows lose their selection, as in UIKit.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Updates the rows at `indexPaths` keeping their cells, as UIKit's iOS 15 method:
    /// the data source is asked for each row on screen again, and there
    /// `dequeueReusableCell(withIdentifier:for:)` returns the row's own cell (no
    /// `prepareForReuse()`); the data source must return that cell. Rows off screen
    /// get their cells when they come into view. Self-sizing rows are measured again;
    /// selection stays. Inside a batch, `indexPaths` are positions before the batch and
    /// the rows are reconfigured when it ends.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        if _updateDepth > 0 {
            _pendingReconfigure += indexPaths
        } else {
            _reconfigure(indexPaths)
        }
    }

    /// Moves the row at `indexPath` to `newIndexPath`; its cell moves with it.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections at `sections` (positions after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes `sections` (positions before the update) and their rows.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for `sections`: their rows, headers and footers.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves `section` to `newSection` with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        _record { $0.movedSections.append((section, newSection)) }
    }

    /// Tells the table the data source changed in ways the calls above describe; outside
    /// a batch each call is a batch of its own.
    private func _record(_ change: (inout _ListUpdates) -> Void) {
        change(&_pendingUpdates)
        if _updateDepth == 0 { _applyPendingUpdates() }
    }

    func _applyPendingUpdates() {
        let updates = _pendingUpdates
        _pendingUpdates = _ListUpdates()
        var reconfigured = _pendingReconfigure
        _pendingReconfigure = []
        guard !updates.isEmpty else {
            _reconfigure(reconfigured)
            return
        }
        guard _isLoaded && !_needsReload else {
            // Nothing shown yet: the first load sees the data as it is now.
            setNeedsLayout()
            return
        }
        let map = updates.resolveOrStop(old: _geometry.rowCounts, new: _countsFromDataSource(), .table)
        _apply(map, reloadedSections: updates.reloadedSections)
        reconfigured = reconfigured.compactMap { map.newIndexPath(for: $0) }
        _reconfigure(reconfigured)
    }

    /// Asks the data source again for the cells of the rows on screen among `paths`,
    /// giving it each row's own cell to dequeue.
    private func _reconfigure(_ paths: [IndexPath]) {
        guard _isLoaded && !_needsReload, let dataSource else { return }
        var measured = false
        for path in Set(paths) {
            guard let cell = _visibleCells[path] else { continue }
            _reconfiguring[path] = cell
            let returned = dataSource.tableView(self, cellForRowAt: path)
            _reconfiguring[path] = nil
            precondition(returned === cell, "the data source returned a different cell for row \(path), which is being "
                         + "reconfigured: it must dequeue the row's existing cell with dequeueReusableCell(withIdentifier:for:)")
            _ = _measure(_geometry.rowIndex(path))
            measured = true
        }
        if measured { _tile() }
    }

    /// Moves cells, header views, selection and measured heights to their new places.
    private func _apply(_ map: _ListUpdateMap, reloadedSections: IndexSet) {
        _editingGeneration &+= 1   // rows moved: their editing state is asked again
        // Cells: surviving rows keep theirs; the others go back to the queues.
        var unannounced = _unannounced
        _visibleCells = map.remap(_visibleCells, pending: &unannounced) { _endDisplaying($0, at: $1) }
        _unannounced = unannounced

        // Header and footer views follow their sections; those of deleted or reloaded
        // sections are asked for again.
        func remap(_ views: [Int: UIView], _ pending: inout Set<Int>, footer: Bool) -> [Int: UIView] {
            var result: [Int: UIView] = [:]
            var stillPending = Set<Int>()
            for (section, view) in views {
                if let moved = map.sections[section], !reloadedSections.contains(section) {
                    result[moved] = view
                    if pending.contains(section) { stillPending.insert(moved) }
                } else {
                    _endDisplayingHeaderFooter(view, section, footer: footer)
                }
            }
            pending = stillPending
            return result
        }
        _visibleHeaders = remap(_visibleHeaders, &_unannouncedHeaders, footer: false)
        _visibleFooters = remap(_visibleFooters, &_unannouncedFooters, footer: true)
        _absentHeaders = []
        _absentFooters = []

        _selectedRows = map.remap(_selectedRows)
        if let tracked = _trackedPath {
            _trackedPath = map.newIndexPath(for: tracked)
            if _trackedPath == nil { _trackedTouch = nil }
        }

        // Heights: surviving rows keep what was measured.
        let old = _geometry
        let sources = map.sources()
        _buildGeometry(map.newCounts) { path in
            guard let source = sources[path.section][path.row] else { return nil }
            let index = old.rowIndex(source)
            return old.isFinal(index) ? .init(value: old.height(index), isFinal: true) : nil
        }
        _tile()
    }
}
