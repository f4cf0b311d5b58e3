import Foundation

/// How a cell arranges its parts, as iOS does (the numbers are in `_UITableViewMetrics`):
///
/// - The accessory sits at the trailing margin (16 points), centred vertically; the
///   content view spans from the leading edge to 10 points before the accessory (or to
///   the trailing edge), and from the top to the separator. In editing mode it starts
///   after the editing control and ends at the reorder control (see
///   `UITableViewCell+Editing`); revealed swipe actions move it aside.
/// - In the content view: the image at the leading margin, centred vertically at its
///   own size; the text 16 points after it (at the margin without an image), indented
///   by `indentationLevel × indentationWidth`, ending at the trailing margin (at the
///   content view's edge next to an accessory).
/// - `.default`: the text label fills the height. `.subtitle`: the two labels stacked
///   2 points apart, centred as a block. `.value1`: the text label at its natural
///   width, the detail label right-aligned at the end. `.value2`: the text label
///   right-aligned in a column a quarter of the content's width, the detail label 6
///   points after it.
/// - The separator: a hairline along the bottom, from `separatorInset.left` (or the
///   text's start, when a standard style shows an image) to `separatorInset.right`
///   from the trailing edge.
extension UITableViewCell {
    /// The cell's `layoutSubviews()`: accessory, content view, backgrounds, standard
    /// content, separators.
    func _layoutParts() {
        let b = bounds
        let m = _UITableViewMetrics.self
        let margin = m.margin(forWidth: superview?.bounds.width ?? b.width)
        let separator = _showsSeparator || _showsGroupEdges ? m.separatorHeight : 0
        let contentHeight = Swift.max(0, b.height - separator)

        let (indent, trailingEdge) = _layoutEditingControls(margin: margin, height: contentHeight)
        var contentWidth = trailingEdge
        if let accessory = _shownAccessory {
            var size = accessory.frame.size
            if let standard = accessory as? _UITableViewCellAccessoryView {
                size = _UITableViewCellAccessoryView.size(of: standard.type)
            } else if size == .zero {
                size = accessory.sizeThatFits(.zero)
            }
            accessory.frame = CGRect(x: b.width - margin - size.width, y: ((contentHeight - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            contentWidth = Swift.max(0, accessory.frame.minX - m.accessorySpacing)
        }
        contentView.frame = CGRect(x: indent, y: 0, width: Swift.max(0, contentWidth - indent), height: contentHeight)
        backgroundView?.frame = b
        _fillView.frame = b
        _selectedBackground.frame = b
        if let background = _backgroundConfigurationView {
            background.sectionCorners = _roundedCorners
            _BackgroundConfigurationHost.layOut(background, in: self)
        }
        if _shownAccessory != nil { bringSubviewToFront(_shownAccessory!) }

        let besideControl = _shownAccessory != nil || trailingEdge < b.width
        let textStart = _layoutStandardContent(margin: margin, trailing: besideControl ? 0 : margin)
        _layoutSeparators(textStart: textStart, indent: indent)
        _layoutSwipeActions(height: contentHeight)
    }

    /// Lays out the image and labels in the content view; returns where the text starts
    /// (in the cell's coordinates) when an image pushes it, for the separator.
    private func _layoutStandardContent(margin: CGFloat, trailing: CGFloat) -> CGFloat? {
        let area = contentView.bounds
        let m = _UITableViewMetrics.self
        let leading = margin + CGFloat(indentationLevel) * indentationWidth
        var textX = leading
        var pushedByImage = false
        if let imageView = _imageView {
            if let image = imageView.image {
                let size = image.size
                imageView.frame = CGRect(x: leading, y: ((area.height - size.height) / 2).rounded(),
                                         width: size.width, height: size.height)
                textX = imageView.frame.maxX + m.imageTextSpacing
                pushedByImage = true
            } else {
                imageView.frame = CGRect(x: leading, y: 0, width: 0, height: area.height)
            }
        }
        let end = Swift.max(textX, area.width - trailing)
        let width = end - textX
        let text = _textLabel, detail = _detailTextLabel
        switch _style {
        case .default:
            text?.frame = CGRect(x: textX, y: 0, width: width, height: area.height)
        case .subtitle:
            let h1 = text.map { Self._lineHeight($0, width) } ?? 0
            let hasDetail = !(detail?.text ?? "").isEmpty
            let h2 = hasDetail ? detail.map { Self._lineHeight($0, width) } ?? 0 : 0
            let block = h1 + (hasDetail ? m.subtitleSpacing + h2 : 0)
            let top = ((area.height - block) / 2).rounded(.down)
            text?.frame = CGRect(x: textX, y: top, width: width, height: h1)
            detail?.frame = CGRect(x: textX, y: top + h1 + m.subtitleSpacing, width: width, height: hasDetail ? h2 : 0)
        case .value1:
            let gap: CGFloat = 8
            let textWidth = Swift.min(width, text.map { Self._naturalWidth($0) } ?? 0)
            let detailWidth = Swift.max(0, Swift.min(detail.map { Self._naturalWidth($0) } ?? 0, width - textWidth - gap))
            text?.frame = CGRect(x: textX, y: 0, width: textWidth, height: area.height)
            detail?.frame = CGRect(x: end - detailWidth, y: 0, width: detailWidth, height: area.height)
        case .value2:
            let column = ((area.width - textX) * 0.25).rounded()
            let gap: CGFloat = 6
            text?.frame = CGRect(x: textX, y: 0, width: column, height: area.height)
            let detailX = textX + column + gap
            detail?.frame = CGRect(x: detailX, y: 0, width: Swift.max(0, end - detailX), height: area.height)
        }
        return pushedByImage ? contentView.frame.minX + textX : nil
    }

    private func _layoutSeparators(textStart: CGFloat?, indent: CGFloat) {
        let b = bounds
        let h = _UITableViewMetrics.separatorHeight
        let fullWidthBottom = _showsGroupEdges && (_groupPosition == .last || _groupPosition == .single)
        if _showsSeparator || fullWidthBottom {
            let inset = separatorInset
            let left = fullWidthBottom ? 0 : Swift.max(inset.left + indent, textStart ?? 0)
            let right = fullWidthBottom ? 0 : inset.right
            _bottomSeparator.frame = CGRect(x: left, y: b.height - h, width: Swift.max(0, b.width - left - right), height: h)
            _bottomSeparator.isHidden = false
            bringSubviewToFront(_bottomSeparator)
        } else {
            _bottomSeparator.isHidden = true
        }
        let top = _showsGroupEdges && (_groupPosition == .first || _groupPosition == .single)
        _topSeparator.isHidden = !top
        if top {
            _topSeparator.backgroundColor = _separatorColor
            _topSeparator.frame = CGRect(x: 0, y: 0, width: b.width, height: h)
            bringSubviewToFront(_topSeparator)
        }
    }

    /// The cell's `sizeThatFits(_:)` (see there).
    func _standardSizeThatFits(_ size: CGSize) -> CGSize {
        let m = _UITableViewMetrics.self
        let width = size.width > 0 ? size.width : bounds.width
        if let configured = _configuredHeight(width: width) {
            return CGSize(width: width, height: Swift.max(m.rowHeight, (configured + m.separatorHeight).rounded(.up)))
        }
        let usesStandard = !(_textLabel?.text ?? "").isEmpty || !(_detailTextLabel?.text ?? "").isEmpty
            || _imageView?.image != nil
        guard usesStandard else { return CGSize(width: width, height: m.rowHeight) }
        let margin = m.margin(forWidth: width)
        let imageWidth = _imageView?.image.map { $0.size.width + m.imageTextSpacing } ?? 0
        let textWidth = Swift.max(1, width - 2 * margin - imageWidth - CGFloat(indentationLevel) * indentationWidth)
        var text = _textLabel.map { Self._lineHeight($0, textWidth) } ?? 0
        if _style == .subtitle, let detail = _detailTextLabel, !(detail.text ?? "").isEmpty {
            text += m.subtitleSpacing + Self._lineHeight(detail, textWidth)
        } else if _style != .default, let detail = _detailTextLabel {
            text = Swift.max(text, Self._lineHeight(detail, textWidth))
        }
        let image = _imageView?.image?.size.height ?? 0
        let content = Swift.max(text, image) + 2 * m.verticalTextPadding
        let height = Swift.max(m.rowHeight, (content + m.separatorHeight).rounded(.up))
        return CGSize(width: width, height: height)
    }

    /// The height of a self-sizing row (`UITableView.automaticDimension`) `width` wide, as
    /// UIKit measures it: when the content view holds constraints, Auto Layout's
    /// `systemLayoutSizeFitting` of the content view (its width fixed, its height as small
    /// as the constraints allow) plus the separator; otherwise — no constraints, or they
    /// leave the height at zero — ``sizeThatFits(_:)`` (the standard styles size
    /// themselves, custom cells without constraints get 44 or override it).
    func _selfSizedHeight(width: CGFloat, separator: CGFloat) -> CGFloat {
        if bounds.width != width { frame.size.width = width }
        if contentView._subtreeHoldsConstraints {
            layoutIfNeeded()   // the content view's width, less the accessory's part
            let fitted = contentView.systemLayoutSizeFitting(
                CGSize(width: contentView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { return fitted.height + separator }
        }
        return sizeThatFits(CGSize(width: width, height: 0)).height
    }

    /// A label's height for `width` (its text's lines, or one line of its font when empty).
    static func _lineHeight(_ label: UILabel, _ width: CGFloat) -> CGFloat {
        let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return Swift.max(fitted, label.font.lineHeight).rounded(.up)
    }

    /// A label's single-line width.
    static func _naturalWidth(_ label: UILabel) -> CGFloat {
        guard let text = label.text, !text.isEmpty else { return 0 }
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            .width.rounded(.up)
    }
}
