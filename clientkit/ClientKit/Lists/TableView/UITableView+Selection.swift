import Foundation

/// Selection: from code (no delegate calls, as UIKit) and by touch.
extension UITableView {
    /// The selected row (the first, in order, when several are); `nil` when none is.
    public var indexPathForSelectedRow: IndexPath? { _selectedRows.min() }

    /// The selected rows in order; `nil` when none is (as UIKit).
    public var indexPathsForSelectedRows: [IndexPath]? {
        _selectedRows.isEmpty ? nil : _selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (`nil`: deselects all) without telling the delegate,
    /// deselecting the others unless ``allowsMultipleSelection``; then scrolls it to
    /// `scrollPosition` (`.none`: no scrolling). Does nothing when selection is not allowed.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _loadIfNeeded()
        guard let indexPath else {
            for path in _selectedRows { deselectRow(at: path, animated: animated) }
            return
        }
        guard allowsSelection || allowsMultipleSelection, _geometry.contains(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in _selectedRows where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        _selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard _selectedRows.remove(indexPath) != nil else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: By touch

    /// Selects as a user's tap does: `willSelectRowAt` (which may redirect or refuse),
    /// then — deselecting the others (`willDeselectRowAt`, `didDeselectRowAt`) unless
    /// ``allowsMultipleSelection`` (in editing mode:
    /// ``allowsMultipleSelectionDuringEditing``) — `didSelectRowAt`. With multiple
    /// selection a tap on a selected row deselects it instead.
    func _userTapped(_ tapped: IndexPath) {
        let delegate = _tableDelegate
        let allowsMultipleSelection = _isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if allowsMultipleSelection && _selectedRows.contains(tapped) {
            _userDeselect(tapped)
            return
        }
        guard let path = delegate?.tableView(self, willSelectRowAt: tapped) ?? (delegate == nil ? tapped : nil),
              _geometry.contains(path) else { return }
        if !allowsMultipleSelection {
            for other in _selectedRows.sorted() where other != path { _userDeselect(other) }
        }
        _selectedRows.insert(path)
        cellForRow(at: path)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: path)
    }

    private func _userDeselect(_ row: IndexPath) {
        let delegate = _tableDelegate
        guard let path = delegate?.tableView(self, willDeselectRowAt: row) ?? (delegate == nil ? row : nil),
              _selectedRows.contains(path) else { return }
        deselectRow(at: path, animated: false)
        delegate?.tableView(self, didDeselectRowAt: path)
    }

}

extension UITableView: _ListTouchSelecting {
    func _listPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func _listMayHighlight(_ path: IndexPath) -> Bool {
        let allowed = _isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
            : allowsSelection || allowsMultipleSelection
        guard allowed else { return false }
        return _tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
    }

    func _listSetHighlighted(_ highlighted: Bool, _ path: IndexPath) {
        cellForRow(at: path)?.setHighlighted(highlighted, animated: false)
        if highlighted {
            _tableDelegate?.tableView(self, didHighlightRowAt: path)
        } else {
            _tableDelegate?.tableView(self, didUnhighlightRowAt: path)
        }
    }

    func _listTapped(_ path: IndexPath) { _userTapped(path) }
}
