import Foundation

/// Loading counts and heights from the data source and the delegate, and measuring
/// what comes into view.
extension UITableView {
    /// Asks the data source again for everything: the counts and heights at once, the
    /// cells of the visible rows at the next layout (the cells on screen go back to the
    /// reuse queues). Clears the selection, as UIKit does.
    public func reloadData() {
        _selectedRows.removeAll()
        _pendingUpdates = _ListUpdates()
        _load()
        setNeedsLayout()
    }

    /// Loads counts and heights if they never were or a reload is pending.
    func _loadIfNeeded() {
        if !_isLoaded || _needsReload { _load() }
    }

    /// Asks the data source for the counts, builds the geometry, and drops every view on
    /// screen (their rows are asked for again).
    func _load() {
        _removeAllVisibleViews()
        let counts = _countsFromDataSource()
        _buildGeometry(counts)
        _isLoaded = true
        _needsReload = false
        _selectedRows = _selectedRows.filter { _geometry.contains($0) }
    }

    /// The data source's current counts.
    func _countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        precondition(sections >= 0, "numberOfSections(in:) returned a negative count (\(sections))")
        return (0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            precondition(rows >= 0, "tableView(_:numberOfRowsInSection:) returned a negative count (\(rows)) for section \(section)")
            return rows
        }
    }

    /// Builds the geometry for `counts`; rows and headers whose heights `keep` knows
    /// (rows surviving an update) keep them.
    func _buildGeometry(_ counts: [Int], keep: ((IndexPath) -> _UITableViewGeometry.Height?)? = nil) {
        let top = _geometry.top
        let delegate = _tableDelegate   // one dynamic cast, not one per row
        _geometry = _UITableViewGeometry(
            rowCounts: counts,
            header: { self._initialHeaderFooterHeight($0, footer: false) },
            headerPadding: { _ in self._headerTopPadding },
            row: { path in keep?(path) ?? self._initialRowHeight(path, delegate: delegate) },
            footer: { self._initialHeaderFooterHeight($0, footer: true) })
        _geometry.top = top
        _geometryWidth = bounds.width
        _needsGeometry = false
    }

    /// Asks the heights again for the same counts (after a width or height setting
    /// changed); the views on screen stay and are measured again.
    func _rebuildHeights() {
        _buildGeometry(_geometry.rowCounts)
    }

    // MARK: Heights

    /// The padding above headers (``sectionHeaderTopPadding`` resolved).
    var _headerTopPadding: CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? _UITableViewMetrics.plainHeaderTopPadding : 0
    }

    /// A row's height at load: final when estimation is off (or there is no delegate to
    /// ask later and the height is fixed), else the estimate.
    func _initialRowHeight(_ path: IndexPath, delegate: UITableViewDelegate?) -> _UITableViewGeometry.Height {
        guard let delegate else {
            if rowHeight >= 0 { return .init(value: rowHeight, isFinal: true) }
            return .init(value: _resolvedEstimate(estimatedRowHeight), isFinal: false)
        }
        let estimate = delegate.tableView(self, estimatedHeightForRowAt: path)
        if estimate == 0 {
            let height = delegate.tableView(self, heightForRowAt: path)
            if height >= 0 { return .init(value: height, isFinal: true) }
            return .init(value: _UITableViewMetrics.rowHeight, isFinal: false)
        }
        return .init(value: _resolvedEstimate(estimate), isFinal: false)
    }

    /// An estimate, with ``automaticDimension`` (or any other negative value) resolved to
    /// ``rowHeight`` when that is fixed, else 44.
    private func _resolvedEstimate(_ estimate: CGFloat) -> CGFloat {
        if estimate > 0 { return estimate }
        return rowHeight >= 0 ? rowHeight : _UITableViewMetrics.rowHeight
    }

    /// A header's or footer's height at load: final when the delegate or the table gives
    /// a number; otherwise what its title needs (or the style's spacing), to be measured
    /// again with its view when it comes into view.
    func _initialHeaderFooterHeight(_ section: Int, footer: Bool) -> _UITableViewGeometry.Height {
        let explicit = footer ? (_tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
            : (_tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
        if explicit >= 0 { return .init(value: explicit, isFinal: true) }
        let title = _title(forSection: section, footer: footer)
        return .init(value: _automaticHeaderFooterHeight(section, footer: footer, title: title), isFinal: false)
    }

    /// The data source's header or footer title (`nil` when empty).
    func _title(forSection section: Int, footer: Bool) -> String? {
        guard let dataSource else { return nil }
        let title = footer ? dataSource.tableView(self, titleForFooterInSection: section)
            : dataSource.tableView(self, titleForHeaderInSection: section)
        return title?.isEmpty == false ? title : nil
    }

    /// The automatic height of a header or footer with `title` (or none) and no custom view.
    func _automaticHeaderFooterHeight(_ section: Int, footer: Bool, title: String?) -> CGFloat {
        let m = _UITableViewMetrics.self
        if style == .plain { return title == nil ? 0 : m.plainTitleHeight }
        if footer { return title == nil ? m.groupedFooterSpacing : m.groupedFooterSpacing + 16 }
        if title != nil { return m.groupedHeaderTitleHeight }
        return section == 0 ? m.groupedFirstHeaderHeight : m.groupedHeaderSpacing
    }

    // MARK: Measuring what comes into view

    /// Gives element `index` its final height: the delegate's, or (automatic) the cell's
    /// or header view's own. Returns the change.
    func _measure(_ index: Int) -> CGFloat {
        let old = _geometry.height(index)
        switch _geometry.element(at: index) {
        case .row(let path):
            var height = _tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
            if height < 0 {
                let cell = _visibleCells[path] ?? _obtainCell(path)
                let separator = separatorStyle == .none ? 0 : _UITableViewMetrics.separatorHeight
                height = cell._selfSizedHeight(width: _rowWidth, separator: separator)
                if height <= 0 { height = _UITableViewMetrics.rowHeight }
            }
            _geometry.setHeight(index, height)
        case .header(let section):
            let height = _measureHeaderFooter(section, footer: false)
            _geometry.setHeaderHeight(section, height, padding: _headerTopPadding)
        case .footer(let section):
            _geometry.setHeight(index, _measureHeaderFooter(section, footer: true))
        }
        return _geometry.height(index) - old
    }

    /// The automatic height of a header or footer: its view's `sizeThatFits(_:)` (the
    /// title's height for the standard views), asked when it comes into view. The view
    /// it gets is kept to be shown.
    private func _measureHeaderFooter(_ section: Int, footer: Bool) -> CGFloat {
        let view = (footer ? _visibleFooters[section] : _visibleHeaders[section]) ?? _obtainHeaderFooter(section, footer: footer)
        guard let view else {
            return _automaticHeaderFooterHeight(section, footer: footer, title: nil)
        }
        let fitted = view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
        if fitted > 0 { return fitted }
        return _automaticHeaderFooterHeight(section, footer: footer, title: "")
    }

    /// The width of rows (less the inset of `.insetGrouped` sections).
    var _rowWidth: CGFloat { Swift.max(0, bounds.width - 2 * _insetGroupedInset) }

    /// Asks the data source for the row's cell and keeps it as the row's (not yet
    /// announced with `willDisplay`).
    @discardableResult
    func _obtainCell(_ path: IndexPath) -> UITableViewCell {
        guard let dataSource else { preconditionFailure("UITableView: no data source to ask for a cell") }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        _adoptFetchedView(cell)
        _visibleCells[path] = cell
        _unannounced.insert(path)
        return cell
    }

    /// The header or footer view of `section`: the delegate's, or a standard one for its
    /// title, or `nil`. Kept as the section's (not yet announced).
    @discardableResult
    func _obtainHeaderFooter(_ section: Int, footer: Bool) -> UIView? {
        var view = footer ? _tableDelegate?.tableView(self, viewForFooterInSection: section)
            : _tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if view == nil, let title = _title(forSection: section, footer: footer),
           let standard = dequeueReusableHeaderFooterView(withIdentifier: Self._titleHeaderFooterIdentifier) {
            standard._title = title
            view = standard
        }
        guard let view else { return nil }
        if let standard = view as? UITableViewHeaderFooterView {
            standard._tableStyle = style
            standard._isFooter = footer
        }
        _adoptFetchedView(view)
        if footer {
            _visibleFooters[section] = view
            _unannouncedFooters.insert(section)
        } else {
            _visibleHeaders[section] = view
            _unannouncedHeaders.insert(section)
        }
        return view
    }
}
