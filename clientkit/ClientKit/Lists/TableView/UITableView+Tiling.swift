import Foundation

/// The layout pass: measure what comes into view, show the rows, headers and footers
/// that are visible, send the others back to the reuse queues.
extension UITableView {
    /// How many times one pass measures and looks again (measured rows move the rest).
    private static let measurePasses = 8

    func _tile() {
        guard !_isTiling else { return }
        _isTiling = true
        defer { _isTiling = false }
        // A data source that went away (it is held weakly) leaves an empty table.
        if dataSource == nil && _geometry.sectionCount > 0 { _needsReload = true }
        if !_isLoaded || _needsReload {
            _load()
        } else if _needsGeometry || bounds.width != _geometryWidth {
            _rebuildHeights()
        }
        _placeTableHeaderAndFooter()

        // Measure what is visible until nothing visible changes height; views that left
        // go back first, so that the rows measured can reuse them.
        for _ in 0..<Self.measurePasses {
            _releaseInvisibleViews()
            if !_measureElements(in: bounds) { break }
        }
        _updateContentSize()
        _showVisibleViews()
    }

    /// Measures the elements in `rect` (content coordinates) whose heights are still
    /// estimates; when one above the visible area changes, the content offset follows so
    /// that what is on screen stays put. Returns whether any height changed.
    @discardableResult
    func _measureElements(in rect: CGRect) -> Bool {
        var changed = false
        for index in _elementIndices(in: rect) where !_geometry.isFinal(index) {
            let above = _geometry.minY(index) < bounds.minY
            let delta = _measure(index)
            guard delta != 0 else { continue }
            changed = true
            if above && contentOffset.y > -adjustedContentInset.top { _shiftContent(byY: delta) }
        }
        if changed { _updateContentSize() }
        return changed
    }

    /// The indices of the elements intersecting `rect` (with the zero-height ones at its
    /// edges), and in plain tables the headers and footers of the sections it shows.
    func _elementIndices(in rect: CGRect) -> [Int] {
        guard _geometry.elementCount > 0, let range = _elementRange(in: rect) else { return [] }
        var indices = Array(range)
        // In plain tables the headers and footers of visible sections pin into view.
        guard style == .plain else { return indices }
        let firstSection = _section(ofElement: range.lowerBound), lastSection = _section(ofElement: range.upperBound)
        for section in firstSection...lastSection {
            let header = _geometry.headerIndex(section), footer = _geometry.footerIndex(section)
            if header < range.lowerBound { indices.append(header) }
            if footer > range.upperBound { indices.append(footer) }
        }
        return indices
    }

    /// The element range intersecting `visible` (content coordinates), `nil` when nothing does.
    func _elementRange(in visible: CGRect) -> ClosedRange<Int>? {
        guard visible.height > 0, var first = _geometry.index(at: visible.minY),
              var last = _geometry.index(at: Swift.max(visible.minY, visible.maxY - 0.001)) else { return nil }
        if _geometry.minY(first) >= visible.maxY || _geometry.minY(last) + _geometry.height(last) <= visible.minY {
            // Everything is below or above the visible area (pulled far past an end).
            return nil
        }
        // Zero-height elements at the edges count as visible (their views may appear).
        while first > 0 && _geometry.height(first - 1) == 0 && _geometry.minY(first - 1) >= visible.minY { first -= 1 }
        while last + 1 < _geometry.elementCount && _geometry.height(last + 1) == 0
                && _geometry.minY(last + 1) <= visible.maxY { last += 1 }
        return first...last
    }

    func _section(ofElement index: Int) -> Int {
        switch _geometry.element(at: index) {
        case .header(let s), .footer(let s): return s
        case .row(let path): return path.section
        }
    }

    func _updateContentSize() {
        let height = _geometry.top + _geometry.sectionsHeight + (tableFooterView?.bounds.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        if let footer = tableFooterView {
            _setFrame(footer, CGRect(x: 0, y: _geometry.top + _geometry.sectionsHeight, width: bounds.width,
                                     height: footer.bounds.height))
        }
    }

    private func _placeTableHeaderAndFooter() {
        let top = tableHeaderView?.bounds.height ?? 0
        if top != _geometry.top { _geometry.top = top }
        if let header = tableHeaderView {
            _setFrame(header, CGRect(x: 0, y: 0, width: bounds.width, height: top))
        }
        if let background = backgroundView {
            _setFrame(background, bounds)
            if subviews.first !== background { sendSubviewToBack(background) }
        }
    }

    // MARK: Showing and hiding

    /// What is visible: the rows intersecting the visible area, and the sections whose
    /// header and footer views show — in plain tables those of every visible section
    /// (they pin), in grouped ones those whose own place is visible.
    private func _visibleElements() -> (rows: Set<IndexPath>, headers: IndexSet, footers: IndexSet) {
        var rows = Set<IndexPath>()
        var headers = IndexSet(), footers = IndexSet()
        guard let range = _elementRange(in: bounds) else { return (rows, headers, footers) }
        for index in range {
            switch _geometry.element(at: index) {
            case .row(let path): rows.insert(path)
            case .header(let s): headers.insert(s)
            case .footer(let s): footers.insert(s)
            }
        }
        if style == .plain {
            let sections = IndexSet(integersIn: _section(ofElement: range.lowerBound)..._section(ofElement: range.upperBound))
            headers = sections
            footers = sections
        }
        return (rows, headers, footers)
    }

    /// Sends the views of rows, headers and footers that are not visible back to the queues.
    private func _releaseInvisibleViews() {
        let (rows, headers, footers) = _visibleElements()
        for (path, cell) in _visibleCells where !rows.contains(path) { _endDisplaying(cell, at: path) }
        for (section, view) in _visibleHeaders where !headers.contains(section) { _endDisplayingHeaderFooter(view, section, footer: false) }
        for (section, view) in _visibleFooters where !footers.contains(section) { _endDisplayingHeaderFooter(view, section, footer: true) }
        _absentHeaders.formIntersection(headers)
        _absentFooters.formIntersection(footers)
    }

    private func _showVisibleViews() {
        _releaseInvisibleViews()
        let (rows, headers, footers) = _visibleElements()
        for path in rows.sorted() {
            let cell = _visibleCells[path] ?? _obtainCell(path)
            _configure(cell, at: path)
            if _unannounced.remove(path) != nil {
                _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        }
        var floating: [UIView] = []
        for (sections, footer) in [(headers, false), (footers, true)] {
            for section in sections {
                guard let view = _headerFooterView(section, footer: footer) else { continue }
                _placeHeaderFooter(view, section, footer: footer)
                floating.append(view)
            }
        }
        _keepAboveCells(floating)
        _cellPool.trim(to: _ReusePool<UITableViewCell>.queueLimit)
        _headerFooterPool.trim(to: _ReusePool<UITableViewHeaderFooterView>.queueLimit)
    }

    /// The section's header or footer view on screen, fetched if it has a height and
    /// was not asked for while visible. Announced with `willDisplay…` the first time.
    private func _headerFooterView(_ section: Int, footer: Bool) -> UIView? {
        let index = footer ? _geometry.footerIndex(section) : _geometry.headerIndex(section)
        let height = footer ? _geometry.height(index) : _geometry.headerSpan(section).height
        var view = footer ? _visibleFooters[section] : _visibleHeaders[section]
        if height <= 0 {
            if let view { _endDisplayingHeaderFooter(view, section, footer: footer) }
            return nil
        }
        if view == nil && !(footer ? _absentFooters : _absentHeaders).contains(section) {
            view = _obtainHeaderFooter(section, footer: footer)
            if view == nil {
                if footer { _absentFooters.insert(section) } else { _absentHeaders.insert(section) }
            }
        }
        guard let view else { return nil }
        if footer, _unannouncedFooters.remove(section) != nil {
            _tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        } else if !footer, _unannouncedHeaders.remove(section) != nil {
            _tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
        return view
    }

    /// Places a header (pinned to the top of the visible area while its section shows,
    /// in plain tables) or a footer (pinned to the bottom).
    private func _placeHeaderFooter(_ view: UIView, _ section: Int, footer: Bool) {
        let span = _geometry.sectionSpan(section)
        var frame: CGRect
        if footer {
            let i = _geometry.footerIndex(section)
            frame = CGRect(x: 0, y: _geometry.minY(i), width: bounds.width, height: _geometry.height(i))
            if style == .plain {
                let header = _geometry.headerSpan(section)
                let lowest = header.minY + header.height
                let pinned = bounds.maxY - adjustedContentInset.bottom - frame.height
                frame.origin.y = Swift.max(lowest, Swift.min(frame.minY, pinned))
            }
        } else {
            let header = _geometry.headerSpan(section)
            frame = CGRect(x: 0, y: header.minY, width: bounds.width, height: header.height)
            if style == .plain {
                let pinned = bounds.minY + adjustedContentInset.top
                let footerHeight = _geometry.height(_geometry.footerIndex(section))
                let highest = span.maxY - footerHeight - frame.height
                frame.origin.y = Swift.max(frame.minY, Swift.min(pinned, highest))
            }
        }
        _setFrame(view, frame)
    }

    /// Keeps section headers and footers above the cells (a new cell is added on top).
    private func _keepAboveCells(_ views: [UIView]) {
        guard !views.isEmpty else { return }
        let all = subviews
        let lowestFloating = views.compactMap { view in all.firstIndex { $0 === view } }.min() ?? all.count
        let highestCell = all.lastIndex { $0 is UITableViewCell && !$0.isHidden } ?? -1
        if highestCell > lowestFloating {
            for view in views { bringSubviewToFront(view) }
        }
    }

    /// Sets the cell's frame and the looks that depend on its place.
    func _configure(_ cell: UITableViewCell, at path: IndexPath) {
        let count = _geometry.rowCounts[path.section]
        let position: UITableViewCell._GroupPosition = count == 1 ? .single
            : path.row == 0 ? .first : path.row == count - 1 ? .last : .middle
        cell._tableStyle = style
        cell._groupPosition = position
        let lines = separatorStyle != .none
        cell._separatorColor = separatorColor
        cell._tableSeparatorInset = separatorInset
        cell._showsSeparator = lines && (style == .plain || path.row < count - 1)
        cell._showsGroupEdges = lines && style == .grouped
        cell.setSelected(_selectedRows.contains(path), animated: false)
        if cell.isHighlighted && _trackedPath != path { cell.setHighlighted(false, animated: false) }
        if cell._editingConfiguration?.path != path || cell._editingConfiguration?.generation != _editingGeneration {
            _configureEditing(cell, at: path)
        }
        var frame = _cellFrame(forRow: path)
        if let reorder = _reorder {
            frame.origin.y += reorder.cell === cell ? reorder.dy : _reorderShift(path)
        }
        _setFrame(cell, frame)
    }

    /// The frame a row's cell gets.
    func _cellFrame(forRow path: IndexPath) -> CGRect {
        let index = _geometry.rowIndex(path)
        return CGRect(x: _insetGroupedInset, y: _geometry.minY(index), width: _rowWidth, height: _geometry.height(index))
    }

    /// Sends a cell back to its reuse queue, telling the delegate if it was shown.
    func _endDisplaying(_ cell: UITableViewCell, at path: IndexPath) {
        _visibleCells[path] = nil
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        cell._resetForReuseQueue()
        _cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
        if _unannounced.remove(path) == nil {
            _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
    }

    func _endDisplayingHeaderFooter(_ view: UIView, _ section: Int, footer: Bool) {
        if footer { _visibleFooters[section] = nil } else { _visibleHeaders[section] = nil }
        if let reusable = view as? UITableViewHeaderFooterView {
            _headerFooterPool.enqueue(reusable, identifier: reusable.reuseIdentifier)
        } else {
            view.removeFromSuperview()
        }
        let announced = footer ? _unannouncedFooters.remove(section) == nil : _unannouncedHeaders.remove(section) == nil
        guard announced else { return }
        if footer {
            _tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            _tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
    }

    /// Sends every view on screen back (a reload).
    func _removeAllVisibleViews() {
        for (path, cell) in _visibleCells { _endDisplaying(cell, at: path) }
        for (section, view) in _visibleHeaders { _endDisplayingHeaderFooter(view, section, footer: false) }
        for (section, view) in _visibleFooters { _endDisplayingHeaderFooter(view, section, footer: true) }
        _absentHeaders = []
        _absentFooters = []
    }

    /// Sets a frame only when it changes (an unchanged frame would still count as damage).
    func _setFrame(_ view: UIView, _ frame: CGRect) {
        if view.frame != frame { view.frame = frame }
    }
}
