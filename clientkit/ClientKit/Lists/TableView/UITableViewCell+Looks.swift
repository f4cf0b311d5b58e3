import Foundation

/// How a cell shows its state: the fill (rounded where an `.insetGrouped` section's
/// corners are), the selected background, the highlighted labels, the accessory.
extension UITableViewCell {
    func _applyFill() {
        let corners = _roundedCorners
        if corners.isEmpty {
            _fillView.isHidden = true
            super.backgroundColor = _fill
        } else {
            super.backgroundColor = nil
            _fillView.color = _fill
            _fillView.corners = corners
            _fillView.isHidden = false
        }
    }

    /// The corners an `.insetGrouped` section rounds on this cell.
    var _roundedCorners: _UITableViewCellFillView.Corners {
        guard _tableStyle == .insetGrouped else { return [] }
        switch _groupPosition {
        case .single: return .all
        case .first: return .top
        case .last: return .bottom
        case .middle: return []
        }
    }

    /// The selected background in use.
    var _selectedBackground: UIView {
        selectedBackgroundView ?? _defaultSelectedBackground
    }

    func _updateSelectionLook() {
        // A background configuration draws the selection itself.
        let lit = (_isSelected || _isHighlighted) && selectionStyle != .none && _backgroundConfiguration == nil
        let background = _selectedBackground
        if background === _defaultSelectedBackground {
            _defaultSelectedBackground.corners = _roundedCorners
        }
        if lit {
            if background.superview !== self {
                // Above the fill and the background view, below the content.
                insertSubview(background, belowSubview: contentView)
            }
            background.isHidden = false
            setNeedsLayout()
        } else if background.superview === self {
            background.isHidden = true
        }
        if !lit || background !== _defaultSelectedBackground {
            if _defaultSelectedBackground !== background { _defaultSelectedBackground.removeFromSuperview() }
        }
        _setContentHighlighted(_isSelected || _isHighlighted, in: contentView)
        if let accessory = _shownAccessory { _setContentHighlighted(_isSelected || _isHighlighted, in: accessory) }
    }

    /// UIKit highlights the labels and image views inside a selected or highlighted
    /// cell (they show `highlightedTextColor` / `highlightedImage` if set).
    private func _setContentHighlighted(_ highlighted: Bool, in view: UIView) {
        for subview in view.subviews {
            if let label = subview as? UILabel {
                label.isHighlighted = highlighted
            } else if let image = subview as? UIImageView {
                image.isHighlighted = highlighted
            }
            _setContentHighlighted(highlighted, in: subview)
        }
    }

    /// Shows the accessory the state asks for (see `_wantedAccessory`: the editing
    /// accessory in editing mode, none beside the reorder control).
    func _updateAccessory() {
        let (accessoryView, accessoryType) = _wantedAccessory
        let wanted: UIView?
        if let accessoryView {
            wanted = accessoryView
        } else if accessoryType != .none {
            if let standard = _shownAccessory as? _UITableViewCellAccessoryView, standard.type == accessoryType {
                wanted = standard
            } else {
                wanted = _UITableViewCellAccessoryView(type: accessoryType, cell: self)
            }
        } else {
            wanted = nil
        }
        if _shownAccessory !== wanted {
            if _shownAccessory?.superview === self { _shownAccessory?.removeFromSuperview() }
            _shownAccessory = wanted
            if let wanted { addSubview(wanted) }
        }
        setNeedsLayout()
    }
}
