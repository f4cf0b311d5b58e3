import Foundation

/// Where rows and sections are, and which cells are on screen.
extension UITableView {
    // MARK: Cells on screen

    /// The cell of the row at `indexPath` if it is on screen, else `nil`.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        _unannounced.contains(indexPath) ? nil : _visibleCells[indexPath]
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        _shownRows.map { _visibleCells[$0]! }
    }

    /// The rows on screen, in order; `nil` when none is (as UIKit).
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = _shownRows
        return rows.isEmpty ? nil : rows
    }

    /// The rows with a cell on screen, sorted.
    var _shownRows: [IndexPath] {
        _visibleCells.keys.filter { !_unannounced.contains($0) }.sorted()
    }

    /// The row a cell on screen shows, or `nil` when the cell is not on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell && !_unannounced.contains($0.key) }?.key
    }

    /// The header view on screen for `section` (standard or from the delegate, when it
    /// is a `UITableViewHeaderFooterView`), else `nil`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _unannouncedHeaders.contains(section) ? nil : _visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, else `nil`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _unannouncedFooters.contains(section) ? nil : _visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Geometry

    /// The row at `point` (content coordinates: the table's own), or `nil` when the point
    /// is on no row (on a header, a footer, beside an inset section, or outside).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width, let index = _geometry.index(at: point.y),
              case .row(let path) = _geometry.element(at: index) else { return nil }
        let frame = _cellFrame(forRow: path)
        return frame.contains(point) ? path : nil
    }

    /// The rows intersecting `rect` (content coordinates), in order; `nil` when none do.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _loadIfNeeded()
        guard !rect.isEmpty, let first = _geometry.index(at: rect.minY),
              let last = _geometry.index(at: Swift.max(rect.minY, rect.maxY - 0.001)) else { return nil }
        var rows: [IndexPath] = []
        for index in first...last {
            if case .row(let path) = _geometry.element(at: index), _cellFrame(forRow: path)._overlaps(rect) {
                rows.append(path)
            }
        }
        return rows.isEmpty ? nil : rows
    }

    /// The row's rectangle in the table's coordinates (estimated for rows not yet
    /// measured, as in UIKit). `.zero` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        _loadIfNeeded()
        guard _geometry.contains(indexPath) else { return .zero }
        return _cellFrame(forRow: indexPath)
    }

    /// The section's rectangle: its header (with its top padding), rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        _loadIfNeeded()
        guard section >= 0, section < _geometry.sectionCount else { return .zero }
        let span = _geometry.sectionSpan(section)
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.maxY - span.minY)
    }

    /// The rectangle of the section's header where it scrolls (not where a plain table
    /// pins it).
    public func rectForHeader(inSection section: Int) -> CGRect {
        _loadIfNeeded()
        guard section >= 0, section < _geometry.sectionCount else { return .zero }
        let span = _geometry.headerSpan(section)
        return CGRect(x: 0, y: span.minY, width: bounds.width, height: span.height)
    }

    /// The rectangle of the section's footer where it scrolls.
    public func rectForFooter(inSection section: Int) -> CGRect {
        _loadIfNeeded()
        guard section >= 0, section < _geometry.sectionCount else { return .zero }
        let index = _geometry.footerIndex(section)
        return CGRect(x: 0, y: _geometry.minY(index), width: bounds.width, height: _geometry.height(index))
    }
}
