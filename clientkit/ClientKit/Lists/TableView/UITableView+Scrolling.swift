import Foundation

/// Scrolling to rows.
extension UITableView {
    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least
    /// scrolling that shows it whole), within the content's bounds. Rows not yet measured
    /// are measured first, so the row lands where asked even when estimates were off.
    /// A row that does not exist is a programmer error (as UIKit's exception).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _loadIfNeeded()
        precondition(_geometry.contains(indexPath),
                     "scrollToRow(at:at:animated:): row \(indexPath.row) in section \(indexPath.section) does not exist")
        // Measure the rows that will show around the target, then aim at the measured rect.
        for _ in 0..<4 {
            let target = _offset(showing: _cellFrame(forRow: indexPath), at: scrollPosition)
            let area = CGRect(x: 0, y: target, width: bounds.width, height: bounds.height)
            if !_measureElements(in: area) { break }
        }
        let target = _offset(showing: _cellFrame(forRow: indexPath), at: scrollPosition)
        if target != contentOffset.y { setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: animated) }
    }

    /// Scrolls to the first selected row (the least needed when `scrollPosition` is `.none`).
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let first = _selectedRows.min() else { return }
        scrollToRow(at: first, at: scrollPosition, animated: animated)
    }

    /// The vertical offset that shows `rect` at `position`, clamped to the valid offsets.
    func _offset(showing rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - inset.top - visibleHeight
        case .none:
            y = contentOffset.y
            if rect.maxY > y + inset.top + visibleHeight { y = rect.maxY - inset.top - visibleHeight }
            if rect.minY < y + inset.top { y = rect.minY - inset.top }
        }
        let range = _offsetRange(horizontal: false)
        return Swift.min(Swift.max(y, range.lowerBound), range.upperBound).rounded()
    }
}
