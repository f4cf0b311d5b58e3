import Foundation

/// Loading counts, preparing the layout, and showing what it places in the visible area.
extension UICollectionView {
    /// How many times a pass prepares the layout again for self-sizing cells.
    private static let sizingPasses = 4

    /// Asks the data source again for everything: the counts at once, the cells at the
    /// next layout (the views on screen go back to the queues). Clears the selection.
    public func reloadData() {
        _selectedItems.removeAll()
        _pendingUpdates = _ListUpdates()
        _load()
        setNeedsLayout()
    }

    func _loadIfNeeded() {
        // A data source that went away (it is held weakly) leaves an empty collection.
        if dataSource == nil && !_counts.isEmpty { _needsReload = true }
        if !_isLoaded || _needsReload { _load() }
    }

    func _load() {
        // Reloading drops a movement under way (its item may be gone).
        _interactiveMove = nil
        _removeAllVisibleViews()
        _counts = _countsFromDataSource()
        _isLoaded = true
        _needsReload = false
        _selectedItems = _selectedItems.filter { _contains($0) }
        collectionViewLayout._dataChanged(nil)
        collectionViewLayout._needsPrepare = true
    }

    func _countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        precondition(sections >= 0, "numberOfSections(in:) returned a negative count (\(sections))")
        return (0..<sections).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            precondition(items >= 0, "collectionView(_:numberOfItemsInSection:) returned a negative count (\(items)) "
                         + "for section \(section)")
            return items
        }
    }

    /// Whether `path` names an existing item.
    func _contains(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < _counts.count && path.item >= 0
            && path.item < _counts[path.section]
    }

    /// Prepares the layout if it was invalidated, and takes its content size.
    func _prepareLayoutIfNeeded() {
        _loadIfNeeded()
        let layout = collectionViewLayout
        if bounds != _lastLayoutBounds {
            if !layout._needsPrepare && layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout._needsPrepare = true }
            _lastLayoutBounds = bounds
        }
        guard layout._needsPrepare else { return }
        layout._needsPrepare = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        _syncOrthogonalScrollViews()
    }

    func _tile() {
        guard !_isTiling else { return }
        _isTiling = true
        defer { _isTiling = false }
        if let background = backgroundView {
            if background.frame != bounds { background.frame = bounds }
            if subviews.first !== background { sendSubviewToBack(background) }
        }
        var attributes: [UICollectionViewLayoutAttributes] = []
        for _ in 0..<Self.sizingPasses {
            _prepareLayoutIfNeeded()
            attributes = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
            attributes = _placingInteractivelyMovingItem(attributes)
            // Views that left go back first, so that the items arriving can reuse them.
            _releaseViews(notIn: attributes)
            if !_sizeNewCells(attributes) { break }
        }
        _show(attributes)
    }

    /// Fetches the cells entering and, with a self-sizing layout, asks them for their
    /// preferred attributes; returns whether the layout must be prepared again.
    private func _sizeNewCells(_ attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        let layout = collectionViewLayout
        var invalidated = false
        for item in attributes where item.representedElementCategory == .cell && _contains(item.indexPath) {
            let path = item.indexPath
            guard _visibleCells[path] == nil || (layout._sizesCellsBySelf && _unannounced.contains(path)) else { continue }
            let cell = _visibleCells[path] ?? _obtainCell(path)
            guard layout._sizesCellsBySelf else { continue }
            _apply(item, to: cell)
            cell.layoutIfNeeded()
            let preferred = cell.preferredLayoutAttributesFitting(item)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: item) {
                invalidated = true
            }
        }
        if invalidated { layout._needsPrepare = true }
        return invalidated
    }

    /// The cells and supplementary views `attributes` place, by index path and key.
    private func _placed(_ attributes: [UICollectionViewLayoutAttributes])
        -> (cells: [IndexPath: UICollectionViewLayoutAttributes], supplementary: [_SupplementaryKey: UICollectionViewLayoutAttributes]) {
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [_SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for item in attributes {
            switch item.representedElementCategory {
            case .cell where _contains(item.indexPath): cells[item.indexPath] = item
            case .supplementaryView:
                if let kind = item.representedElementKind {
                    supplementary[_SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
                }
            default: break
            }
        }
        return (cells, supplementary)
    }

    /// Sends every view `attributes` do not place back to its queue.
    private func _releaseViews(notIn attributes: [UICollectionViewLayoutAttributes]) {
        let (cells, supplementary) = _placed(attributes)
        for (path, cell) in _visibleCells where cells[path] == nil { _endDisplaying(cell, at: path) }
        for (key, view) in _visibleSupplementary where supplementary[key] == nil { _endDisplaying(view, key) }
    }

    /// Shows the elements of `attributes` and sends every other view back.
    private func _show(_ attributes: [UICollectionViewLayoutAttributes]) {
        _releaseViews(notIn: attributes)
        let (cells, supplementary) = _placed(attributes)
        for path in cells.keys.sorted() {
            let item = cells[path]!
            let cell = _visibleCells[path] ?? _obtainCell(path)
            _apply(item, to: cell)
            let selected = _selectedItems.contains(path)
            if cell.isSelected != selected { cell.isSelected = selected }
            if cell.isHighlighted && _trackedPath != path { cell.isHighlighted = false }
            if _unannounced.remove(path) != nil {
                _collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            }
        }
        for (key, item) in supplementary {
            let view = _visibleSupplementary[key] ?? _obtainSupplementary(key)
            _apply(item, to: view)
            if _unannouncedSupplementary.remove(key) != nil {
                _collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                                    at: key.indexPath)
            }
        }
        _orderByZIndex(attributes)
        _cellPool.trim(to: _ReusePool<UICollectionViewCell>.queueLimit)
        _supplementaryPool.trim(to: _ReusePool<UICollectionReusableView>.queueLimit)
    }

    /// Applies a layout's attributes to a view (frame, alpha, transform, hidden state,
    /// then the view's own `apply(_:)`).
    func _apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let (host, shift) = _host(for: attributes)
        if view.superview !== host { host.addSubview(view) }
        let center = CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y)
        if view.transform != attributes.transform { view.transform = .identity }
        if view.bounds.size != attributes.size { view.bounds.size = attributes.size }
        if view.center != center { view.center = center }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        view._listInfo = attributes._listInfo
        view.apply(attributes)
    }

    /// Puts views with a higher `zIndex` in front (supplementary views above cells of the
    /// same `zIndex` are left where they are).
    private func _orderByZIndex(_ attributes: [UICollectionViewLayoutAttributes]) {
        let raised = attributes.filter { $0.zIndex > 0 }.sorted { $0.zIndex < $1.zIndex }
        for item in raised {
            let view: UIView? = item.representedElementCategory == .cell ? _visibleCells[item.indexPath]
                : item.representedElementKind.flatMap { _visibleSupplementary[_SupplementaryKey(kind: $0, indexPath: item.indexPath)] }
            if let view, view.superview === self, subviews.last !== view { bringSubviewToFront(view) }
        }
    }

    /// Asks the data source for the item's cell and keeps it (not yet announced).
    @discardableResult
    func _obtainCell(_ path: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { preconditionFailure("UICollectionView: no data source to ask for a cell") }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        _adoptFetchedView(cell)
        _visibleCells[path] = cell
        _unannounced.insert(path)
        return cell
    }

    private func _obtainSupplementary(_ key: _SupplementaryKey) -> UICollectionReusableView {
        guard let dataSource else { preconditionFailure("UICollectionView: no data source to ask for a supplementary view") }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        _adoptFetchedView(view)
        _visibleSupplementary[key] = view
        _unannouncedSupplementary.insert(key)
        return view
    }

    func _endDisplaying(_ cell: UICollectionViewCell, at path: IndexPath) {
        _visibleCells[path] = nil
        if cell.isHighlighted { cell.isHighlighted = false }
        _cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
        if _unannounced.remove(path) == nil {
            _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
    }

    func _endDisplaying(_ view: UICollectionReusableView, _ key: _SupplementaryKey) {
        _visibleSupplementary[key] = nil
        _supplementaryPool.enqueue(view, identifier: view.reuseIdentifier.map { Self._supplementaryQueue(key.kind, $0) })
        if _unannouncedSupplementary.remove(key) == nil {
            _collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                                at: key.indexPath)
        }
    }

    func _removeAllVisibleViews() {
        for (path, cell) in _visibleCells { _endDisplaying(cell, at: path) }
        for (key, view) in _visibleSupplementary { _endDisplaying(view, key) }
    }
}
