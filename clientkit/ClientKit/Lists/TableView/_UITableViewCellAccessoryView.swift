import Foundation

/// A standard accessory of a ``UITableViewCell``, drawn as iOS draws it: the disclosure
/// chevron in `tertiaryLabel` gray (8×13), the checkmark in the system blue (14×12),
/// the detail button as a blue circled "i" (22×22). The detail buttons are controls:
/// a tap on them calls the delegate's `tableView(_:accessoryButtonTappedForRowWith:)`
/// and does not select the row.
@MainActor
final class _UITableViewCellAccessoryView: UIControl {
    let type: UITableViewCell.AccessoryType
    private weak var cell: UITableViewCell?

    init(type: UITableViewCell.AccessoryType, cell: UITableViewCell) {
        self.type = type
        self.cell = cell
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isOpaque = false
        contentMode = .redraw
        // Only the info buttons take touches; the chevron and checkmark belong to the row.
        isUserInteractionEnabled = type == .detailButton || type == .detailDisclosureButton
        addAction(UIAction { [weak self] _ in self?._tapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        let m = _UITableViewMetrics.self
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return m.chevronSize
        case .checkmark: return m.checkmarkSize
        case .detailButton: return m.detailButtonSize
        case .detailDisclosureButton:
            return CGSize(width: m.detailButtonSize.width + m.detailDisclosureSpacing + m.chevronSize.width,
                          height: m.detailButtonSize.height)
        }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: type) }

    private func _tapped() {
        guard let cell, let table = cell.superview as? UITableView, let path = table.indexPath(for: cell) else { return }
        table._tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: path)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let m = _UITableViewMetrics.self
        switch type {
        case .disclosureIndicator:
            Self.drawChevron(in: CGRect(origin: .zero, size: m.chevronSize), context)
        case .checkmark:
            context.setStrokeColor(UIColor.systemBlue.cgColor)
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            let s = m.checkmarkSize
            context.beginPath()
            context.move(to: CGPoint(x: 1, y: s.height * 0.55))
            context.addLine(to: CGPoint(x: s.width * 0.36, y: s.height - 1.5))
            context.addLine(to: CGPoint(x: s.width - 1, y: 1))
            context.strokePath()
        case .detailButton:
            Self.drawInfo(in: CGRect(origin: .zero, size: m.detailButtonSize), context)
        case .detailDisclosureButton:
            Self.drawInfo(in: CGRect(origin: .zero, size: m.detailButtonSize), context)
            let x = m.detailButtonSize.width + m.detailDisclosureSpacing
            Self.drawChevron(in: CGRect(x: x, y: (bounds.height - m.chevronSize.height) / 2,
                                        width: m.chevronSize.width, height: m.chevronSize.height), context)
        case .none:
            break
        }
    }

    /// A chevron pointing right, filling `rect` less half its stroke.
    private static func drawChevron(in rect: CGRect, _ context: CGContext) {
        context.setStrokeColor(UIColor.tertiaryLabel.cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.beginPath()
        context.move(to: CGPoint(x: rect.minX + 1.5, y: rect.minY + 1.5))
        context.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.midY))
        context.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.maxY - 1.5))
        context.strokePath()
    }

    /// A blue ring with an "i" (a dot and a stem) in `rect`.
    private static func drawInfo(in rect: CGRect, _ context: CGContext) {
        let blue = UIColor.systemBlue.cgColor
        context.setStrokeColor(blue)
        context.setLineWidth(1.5)
        context.strokeEllipse(in: rect.insetBy(dx: 1, dy: 1))
        context.setFillColor(blue)
        context.fillEllipse(in: CGRect(x: rect.midX - 1.25, y: rect.minY + 5.5, width: 2.5, height: 2.5))
        context.fill(CGRect(x: rect.midX - 1, y: rect.minY + 9.5, width: 2, height: 7))
    }
}
