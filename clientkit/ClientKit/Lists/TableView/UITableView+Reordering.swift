import Foundation

/// Reordering rows in editing mode by dragging their reorder control, as UIKit's: the row
/// follows the finger (above the others, which slide aside — animated, 0.25 s — to open
/// a gap where it would go, and settle when it is dropped). Whenever the row's
/// middle comes over another row, the delegate's
/// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` is asked where it
/// would go. On release the data source's `tableView(_:moveRowAt:to:)` is called and the
/// table moves the row there — not when it is dropped back where it was. The drag does
/// not scroll the table (nor does the table scroll when the row reaches its edge, as
/// UIKit's does).
extension UITableView {
    /// A row being dragged by its reorder control.
    struct _Reorder {
        let cell: UITableViewCell
        let source: IndexPath
        var proposed: IndexPath
        var target: IndexPath
        /// How far the finger moved the row, in points.
        var dy: CGFloat = 0
    }

    /// The reorder control's pan.
    func _handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard _isEditing, let cell = pan.view?.superview as? UITableViewCell,
                  let path = indexPath(for: cell) else { return }
            _closeSwipe()
            _stopTracking()
            _reorder = _Reorder(cell: cell, source: path, proposed: path, target: path)
            bringSubviewToFront(cell)
            _dragReorder(pan)
        case .changed:
            _dragReorder(pan)
        case .ended, .cancelled:
            guard let reorder = _reorder else { return }
            _reorder = nil
            let moves = pan.state == .ended && reorder.target != reorder.source && _geometry.contains(reorder.target)
            if moves {
                // The data source first, so that a move between sections finds the new
                // counts (UIKit moves its rows first; the data source sees the same calls).
                dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.target)
                moveRow(at: reorder.source, to: reorder.target)
            }
            // The rows settle into their places (the dropped one from the finger).
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                self.setNeedsLayout()
                self.layoutIfNeeded()
            }
        default:
            break
        }
    }

    private func _dragReorder(_ pan: UIPanGestureRecognizer) {
        guard var reorder = _reorder else { return }
        reorder.dy = pan.translation(in: self).y
        let middle = _cellFrame(forRow: reorder.source).midY + reorder.dy
        let proposed = indexPathForRow(at: CGPoint(x: bounds.midX - bounds.minX, y: middle)) ?? _nearestRowEnd(middle)
        let previousTarget = reorder.target
        if let proposed, proposed != reorder.proposed {
            reorder.proposed = proposed
            reorder.target = _tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.source,
                                                       toProposedIndexPath: proposed) ?? proposed
        }
        if reorder.target != previousTarget {
            _reorder = reorder
            _slideRowsAside()
        }
        _reorder = reorder
        var frame = _cellFrame(forRow: reorder.source)
        frame.origin.y += reorder.dy
        reorder.cell.frame = frame
    }

    /// Moves the rows between the dragged row's place and where it would go by its
    /// height (animated), opening a gap there.
    private func _slideRowsAside() {
        guard let reorder = _reorder else { return }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            for (path, cell) in self._visibleCells where cell !== reorder.cell {
                var frame = self._cellFrame(forRow: path)
                frame.origin.y += self._reorderShift(path)
                if cell.frame != frame { cell.frame = frame }
            }
        }
    }

    /// How far the row at `path` is moved aside by the row being dragged: by its height,
    /// up for rows between its place and a target below, down for rows between a target
    /// above and its place.
    func _reorderShift(_ path: IndexPath) -> CGFloat {
        guard let reorder = _reorder, _geometry.contains(reorder.source), _geometry.contains(reorder.target),
              _geometry.contains(path) else { return 0 }
        let source = _geometry.rowIndex(reorder.source), target = _geometry.rowIndex(reorder.target)
        let index = _geometry.rowIndex(path)
        let height = _geometry.height(source)
        // Into a later section, the target row itself stays: its section lost the
        // dragged row above it and gains it before it.
        let sameSection = reorder.source.section == reorder.target.section
        if source < index && (index < target || (sameSection && index == target)) { return -height }
        if target <= index && index < source { return height }
        return 0
    }

    /// Above the first row, the first; below the last, the last; else (over a header) none.
    private func _nearestRowEnd(_ y: CGFloat) -> IndexPath? {
        let sections = _geometry.sectionCount
        guard let first = (0..<sections).first(where: { _geometry.rowCounts[$0] > 0 }),
              let last = (0..<sections).last(where: { _geometry.rowCounts[$0] > 0 }) else { return nil }
        let top = IndexPath(row: 0, section: first)
        let bottom = IndexPath(row: _geometry.rowCounts[last] - 1, section: last)
        if y < _cellFrame(forRow: top).minY { return top }
        if y >= _cellFrame(forRow: bottom).maxY { return bottom }
        return nil
    }
}

/// The reorder control's drag: begins at the first movement, before the table's pan
/// (which it stops), so that dragging the control never scrolls.
@MainActor
final class _UITableViewReorderGestureRecognizer: UIPanGestureRecognizer {
    override init() {
        super.init()
        hysteresis = 1
    }
}
