import Foundation

/// Which views are on screen, where items are, and scrolling to them.
extension UICollectionView {
    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.map { _visibleCells[$0]! }
    }

    /// The items on screen, in order (UIKit leaves the order unspecified).
    public var indexPathsForVisibleItems: [IndexPath] {
        _visibleCells.keys.filter { !_unannounced.contains($0) }.sorted()
    }

    /// The cell of the item at `indexPath` if it is on screen, else `nil`.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        _unannounced.contains(indexPath) ? nil : _visibleCells[indexPath]
    }

    /// The item a cell on screen shows, or `nil`.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell && !_unannounced.contains($0.key) }?.key
    }

    /// The supplementary view of `elementKind` at `indexPath` if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let key = _SupplementaryKey(kind: elementKind, indexPath: indexPath)
        return _unannouncedSupplementary.contains(key) ? nil : _visibleSupplementary[key]
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            _visibleSupplementary[_SupplementaryKey(kind: elementKind, indexPath: $0)]
        }
    }

    /// Where the supplementary views of `elementKind` on screen are, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        _visibleSupplementary.keys.filter { $0.kind == elementKind && !_unannouncedSupplementary.contains($0) }
            .map(\.indexPath).sorted()
    }

    /// The layout's attributes for the item at `indexPath` (preparing the layout if needed).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                        at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` (the collection view's own coordinates), or `nil` between items.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        _prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && _contains($0.indexPath)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Scrolls so the item at `indexPath` is where `scrollPosition` says on each axis (the
    /// least scrolling that shows it on an axis it says nothing about), within the
    /// content's bounds. An item that does not exist is a programmer error.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            preconditionFailure("scrollToItem(at:at:animated:): no item at \(indexPath)")
        }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        func axis(_ start: CGFloat, _ end: CGFloat, _ current: CGFloat, _ lead: CGFloat, _ length: CGFloat,
                  _ first: ScrollPosition, _ middle: ScrollPosition, _ last: ScrollPosition) -> CGFloat {
            if scrollPosition.contains(first) { return start - lead }
            if scrollPosition.contains(middle) { return (start + end) / 2 - lead - length / 2 }
            if scrollPosition.contains(last) { return end - lead - length }
            var offset = current
            if end > offset + lead + length { offset = end - lead - length }
            if start < offset + lead { offset = start - lead }
            return offset
        }
        let x = axis(frame.minX, frame.maxX, contentOffset.x, inset.left, visible.width, .left, .centeredHorizontally, .right)
        let y = axis(frame.minY, frame.maxY, contentOffset.y, inset.top, visible.height, .top, .centeredVertically, .bottom)
        let rx = _offsetRange(horizontal: true), ry = _offsetRange(horizontal: false)
        let target = CGPoint(x: Swift.min(Swift.max(x, rx.lowerBound), rx.upperBound).rounded(),
                             y: Swift.min(Swift.max(y, ry.lowerBound), ry.upperBound).rounded())
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }
}
