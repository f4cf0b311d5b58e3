import Foundation

/// A cell's editing parts: the editing control at the leading edge, the content moved
/// right to make room for it (the margin plus the 22-point circle: 38 points on an
/// iPhone, where UIKit puts a cell's content view in editing mode), the editing
/// accessory or the reorder control (44 points at the trailing edge) in place of the
/// accessory, and the revealed swipe actions or delete confirmation beside the content,
/// which moves aside for them.
extension UITableViewCell {
    /// The state mask of the current state.
    var _stateMask: StateMask {
        var mask: StateMask = []
        if _isEditing { mask.insert(.showingEditControl) }
        if _showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
        return mask
    }

    /// Moves to a new editing state, bracketed by `willTransition(to:)` and
    /// `didTransition(to:)` when the state mask changes.
    func _changeEditingState(editing: Bool, confirming: Bool) {
        var new: StateMask = []
        if editing { new.insert(.showingEditControl) }
        if confirming { new.insert(.showingDeleteConfirmation) }
        let changed = new != _stateMask
        if changed { willTransition(to: new) }
        _isEditing = editing
        _showingDeleteConfirmation = confirming
        _updateEditingParts()
        if changed { didTransition(to: new) }
    }

    /// Whether the reorder control shows: in editing mode, when the data source's
    /// `canMoveRowAt` says so, or — when it does not implement it — ``showsReorderControl``.
    var _showsReorderControlNow: Bool { _isEditing && (_movable ?? showsReorderControl) }

    /// How far the content moves right in editing mode.
    func _editingIndent(margin: CGFloat) -> CGFloat {
        guard _isEditing && shouldIndentWhileEditing && _delegateIndents else { return 0 }
        return margin + _UITableViewMetrics.editingControlDiameter
    }

    /// Adds or removes the editing and reorder controls and picks the accessory for the
    /// current state.
    func _updateEditingParts() {
        if _isEditing && _editingStyle != .none {
            if let control = _editingControl {
                control.style = _editingStyle
            } else {
                _editingControl = _UITableViewCellEditingControl(style: _editingStyle, cell: self)
            }
            if _editingControl!.superview !== self { addSubview(_editingControl!) }
        } else {
            _editingControl?.removeFromSuperview()
        }
        if _showsReorderControlNow {
            let grip = _reorderControl ?? _UITableViewCellReorderControl()
            _reorderControl = grip
            if grip.superview !== self { addSubview(grip) }
        } else {
            _reorderControl?.removeFromSuperview()
        }
        _updateAccessory()
    }

    /// The accessory for the current state: none beside a reorder control; in editing
    /// mode the editing accessory; otherwise the accessory.
    var _wantedAccessory: (view: UIView?, type: AccessoryType) {
        if _showsReorderControlNow { return (nil, .none) }
        return _isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
    }

    // MARK: Revealed actions

    /// Shows `view`'s buttons beside the content, which moves by `offset` (negative:
    /// left, for trailing actions). `confirming`: they count as the delete confirmation.
    func _showSwipeActions(_ view: _UITableViewCellSwipeActionsView, offset: CGFloat, confirming: Bool) {
        if _swipeActionsView !== view {
            _swipeActionsView?.removeFromSuperview()
            _swipeActionsView = view
            addSubview(view)
        }
        if _clipsBeforeSwipe == nil {
            _clipsBeforeSwipe = clipsToBounds
            clipsToBounds = true
        }
        _swipeOffset = offset
        if confirming != _showingDeleteConfirmation {
            _changeEditingState(editing: _isEditing, confirming: confirming)
        }
        setNeedsLayout()
    }

    /// Hides the revealed actions; the content moves back.
    func _hideSwipeActions() {
        _swipeActionsView?.removeFromSuperview()
        _swipeActionsView = nil
        _swipeOffset = 0
        if let clips = _clipsBeforeSwipe {
            clipsToBounds = clips
            _clipsBeforeSwipe = nil
        }
        if _showingDeleteConfirmation {
            _changeEditingState(editing: _isEditing, confirming: false)
        }
        setNeedsLayout()
    }

    /// Places the editing and reorder controls (part of `layoutSubviews`).
    func _layoutEditingControls(margin: CGFloat, height: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let width = bounds.width
        if let control = _editingControl, control.superview === self {
            control.frame = CGRect(x: 0, y: 0, width: margin + _UITableViewMetrics.editingControlDiameter, height: height)
        }
        var trailing = width
        if let grip = _reorderControl, grip.superview === self {
            let w = _UITableViewMetrics.reorderControlWidth
            grip.frame = CGRect(x: width - w, y: 0, width: w, height: height)
            trailing = width - w
        }
        return (_editingIndent(margin: margin), trailing)
    }

    /// Moves the parts by the swipe offset and puts the actions in the space it opens
    /// (the last step of `layoutSubviews`).
    func _layoutSwipeActions(height: CGFloat) {
        guard let actions = _swipeActionsView else { return }
        let offset = _swipeOffset
        let moved: [UIView?] = [contentView, _shownAccessory, _editingControl, _reorderControl]
        for case let view? in moved where view.superview === self {
            view.frame.origin.x += offset
        }
        switch actions.side {
        case .trailing:
            actions.frame = CGRect(x: bounds.width + Swift.min(0, offset), y: 0, width: Swift.max(0, -offset), height: height)
        case .leading:
            actions.frame = CGRect(x: 0, y: 0, width: Swift.max(0, offset), height: height)
        }
        bringSubviewToFront(actions)
    }
}
