import Foundation

/// The view of one system ``UICellAccessory`` in a list cell, drawn as iOS draws it
/// (sizes in `_UITableViewMetrics` where the table shares them): the chevron (8×13,
/// `tertiaryLabel`), the checkmark (14×12, the tint colour), the detail button (22×22),
/// the delete, insert and multiselect circles (22×22), the reorder grip (18×12), the
/// outline chevron (13×13, pointing down while expanded) and the label. Controls (detail,
/// delete, insert, outline disclosure) take taps; the others let them reach the row.
@MainActor
final class _UICellAccessoryView: UIControl {
    private(set) var accessory: UICellAccessory
    private weak var cell: UICollectionViewListCell?
    private var label: UILabel?

    /// Whether an outline chevron points down (the item is expanded).
    var isExpanded = false {
        didSet { if oldValue != isExpanded { setNeedsDisplay() } }
    }
    /// Whether a multiselect circle is filled (the cell is selected).
    var isChecked = false {
        didSet { if oldValue != isChecked { setNeedsDisplay() } }
    }

    init(accessory: UICellAccessory, cell: UICollectionViewListCell) {
        self.accessory = accessory
        self.cell = cell
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?._tapped() }, for: .touchUpInside)
        _configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Whether `accessory` can be shown by this view (same kind).
    func canShow(_ other: UICellAccessory) -> Bool {
        other.accessoryType == accessory.accessoryType && other.accessoryType != .customView
    }

    func update(_ accessory: UICellAccessory) {
        self.accessory = accessory
        _configure()
    }

    private func _configure() {
        switch accessory._kind {
        case .detail, .delete, .insert, .outlineDisclosure, .reorder: isUserInteractionEnabled = true
        default: isUserInteractionEnabled = false
        }
        if case .reorder = accessory._kind {
            if reorderPan == nil {
                // The table's reorder drag: begins before the scroll view's pan, so
                // dragging the grip never scrolls.
                let pan = _UITableViewReorderGestureRecognizer()
                pan.addTarget(self, action: _UICellAccessoryView._handleReorderPan)
                addGestureRecognizer(pan)
                reorderPan = pan
            }
        } else if let pan = reorderPan {
            removeGestureRecognizer(pan)
            reorderPan = nil
        }
        if case .label(let text, let font) = accessory._kind {
            let label = self.label ?? UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory._tintColor ?? .secondaryLabel
            if label.superview !== self { addSubview(label) }
            self.label = label
        } else {
            label?.removeFromSuperview()
            label = nil
        }
        isHidden = accessory._isHidden
        setNeedsDisplay()
    }

    /// The accessory's own size.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let m = _UITableViewMetrics.self
        switch accessory._kind {
        case .disclosureIndicator: return m.chevronSize
        case .checkmark: return m.checkmarkSize
        case .detail: return m.detailButtonSize
        case .delete, .insert, .multiselect: return CGSize(width: m.editingControlDiameter, height: m.editingControlDiameter)
        case .reorder: return CGSize(width: 18, height: 12)
        case .outlineDisclosure: return CGSize(width: 13, height: 13)
        case .label: return label?.sizeThatFits(.zero) ?? .zero
        case .customView: return .zero
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label?.frame = bounds
    }

    // MARK: Reordering

    /// The reorder grip's pan, which moves the cell's item (the collection view's
    /// interactive movement).
    private var reorderPan: UIPanGestureRecognizer?
    /// From the finger to the moving cell's centre, in the collection view.
    private var reorderGrab = CGPoint.zero

    /// Drags the cell: begins the collection view's interactive movement for its item,
    /// keeps the cell where the finger holds it, and ends (or cancels) the movement.
    private func _handleReorderPan(_ pan: UIPanGestureRecognizer) {
        guard let cell, let collection = cell._owningCollectionView else { return }
        let location = pan.location(in: collection)
        let target = CGPoint(x: location.x + reorderGrab.x, y: location.y + reorderGrab.y)
        switch pan.state {
        case .began:
            guard let path = collection.indexPath(for: cell),
                  collection.beginInteractiveMovementForItem(at: path) else { return }
            reorderGrab = CGPoint(x: cell.center.x - location.x, y: cell.center.y - location.y)
            collection.updateInteractiveMovementTargetPosition(cell.center)
        case .changed:
            collection.updateInteractiveMovementTargetPosition(target)
        case .ended:
            collection.updateInteractiveMovementTargetPosition(target)
            collection.endInteractiveMovement()
        case .cancelled, .failed:
            collection.cancelInteractiveMovement()
        default:
            break
        }
    }

    private func _tapped() {
        if let handler = accessory._actionHandler {
            handler()
            return
        }
        switch accessory._kind {
        case .outlineDisclosure: cell?._toggleExpansion()
        case .delete:
            // As UIKit: a delete accessory without a handler reveals the trailing swipe actions.
            if let cell, let collection = cell._owningCollectionView { collection._revealTrailingSwipeActions(of: cell) }
        default: break
        }
    }

    private var _tint: UIColor { accessory._tintColor ?? tintColor ?? .systemBlue }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch accessory._kind {
        case .disclosureIndicator:
            context.setStrokeColor((accessory._tintColor ?? .tertiaryLabel).cgColor)
            context.setLineWidth(2)
            context.beginPath()
            context.move(to: CGPoint(x: b.minX + 1.5, y: b.minY + 1.5))
            context.addLine(to: CGPoint(x: b.maxX - 1.5, y: b.midY))
            context.addLine(to: CGPoint(x: b.minX + 1.5, y: b.maxY - 1.5))
            context.strokePath()
        case .outlineDisclosure(let style):
            let color = accessory._tintColor ?? (style == .header ? _tint : .tertiaryLabel)
            context.setStrokeColor(color.cgColor)
            context.setLineWidth(2)
            context.beginPath()
            if isExpanded {
                context.move(to: CGPoint(x: b.minX + 1.5, y: b.midY - 3))
                context.addLine(to: CGPoint(x: b.midX, y: b.midY + 3))
                context.addLine(to: CGPoint(x: b.maxX - 1.5, y: b.midY - 3))
            } else {
                context.move(to: CGPoint(x: b.midX - 3, y: b.minY + 1.5))
                context.addLine(to: CGPoint(x: b.midX + 3, y: b.midY))
                context.addLine(to: CGPoint(x: b.midX - 3, y: b.maxY - 1.5))
            }
            context.strokePath()
        case .checkmark:
            context.setStrokeColor(_tint.cgColor)
            context.setLineWidth(2)
            context.beginPath()
            context.move(to: CGPoint(x: 1, y: b.height * 0.55))
            context.addLine(to: CGPoint(x: b.width * 0.36, y: b.height - 1.5))
            context.addLine(to: CGPoint(x: b.width - 1, y: 1))
            context.strokePath()
        case .detail:
            context.setStrokeColor(_tint.cgColor)
            context.setLineWidth(1.5)
            context.strokeEllipse(in: b.insetBy(dx: 1, dy: 1))
            context.setFillColor(_tint.cgColor)
            context.fillEllipse(in: CGRect(x: b.midX - 1.25, y: b.minY + 5.5, width: 2.5, height: 2.5))
            context.fill(CGRect(x: b.midX - 1, y: b.minY + 9.5, width: 2, height: 7))
        case .delete, .insert:
            let isDelete: Bool
            if case .delete = accessory._kind { isDelete = true } else { isDelete = false }
            context.setFillColor((accessory._backgroundColor ?? (isDelete ? .systemRed : .systemGreen)).cgColor)
            context.fillEllipse(in: b)
            context.setFillColor((accessory._tintColor ?? .white).cgColor)
            let bar = _UITableViewMetrics.editingControlBar
            context.fill(CGRect(x: b.midX - bar.width / 2, y: b.midY - bar.height / 2, width: bar.width, height: bar.height))
            if !isDelete {
                context.fill(CGRect(x: b.midX - bar.height / 2, y: b.midY - bar.width / 2, width: bar.height, height: bar.width))
            }
        case .multiselect:
            if isChecked {
                context.setFillColor((accessory._backgroundColor ?? _tint).cgColor)
                context.fillEllipse(in: b)
                context.setStrokeColor(UIColor.white.cgColor)
                context.setLineWidth(2)
                context.beginPath()
                context.move(to: CGPoint(x: b.minX + 6, y: b.midY))
                context.addLine(to: CGPoint(x: b.midX - 1, y: b.maxY - 7))
                context.addLine(to: CGPoint(x: b.maxX - 6, y: b.minY + 7))
                context.strokePath()
            } else {
                context.setStrokeColor((accessory._tintColor ?? .systemGray3).cgColor)
                context.setLineWidth(1.5)
                context.strokeEllipse(in: b.insetBy(dx: 0.75, dy: 0.75))
            }
        case .reorder:
            context.setFillColor((accessory._tintColor ?? .systemGray2).cgColor)
            for i in 0..<3 { context.fill(CGRect(x: 0, y: CGFloat(i) * 5, width: b.width, height: 2)) }
        case .label, .customView:
            break
        }
    }
}
