import Foundation

/// The control at the leading edge of a cell in editing mode, drawn as iOS draws it: a
/// 22-point circle at the leading margin, red (`systemRed`) with a white bar for
/// `.delete`, green (`systemGreen`) with a white plus for `.insert`. The whole strip
/// (the margin, the circle and the row's height) takes the tap; the table view decides
/// what it does (shows the delete confirmation, or commits the insertion).
@MainActor
final class _UITableViewCellEditingControl: UIControl {
    var style: UITableViewCell.EditingStyle {
        didSet { if oldValue != style { setNeedsDisplay() } }
    }
    private weak var cell: UITableViewCell?

    init(style: UITableViewCell.EditingStyle, cell: UITableViewCell) {
        self.style = style
        self.cell = cell
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?._tapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        style = .none
        super.init(coder: coder)
    }

    private func _tapped() {
        guard let cell, let table = cell.superview as? UITableView else { return }
        table._editingControlTapped(in: cell)
    }

    override func draw(_ rect: CGRect) {
        guard style != .none, let context = UIGraphicsGetCurrentContext() else { return }
        let d = _UITableViewMetrics.editingControlDiameter
        let circle = CGRect(x: bounds.width - d, y: (bounds.height - d) / 2, width: d, height: d)
        context.setFillColor((style == .delete ? UIColor.systemRed : UIColor.systemGreen).cgColor)
        context.fillEllipse(in: circle)
        context.setFillColor(UIColor.white.cgColor)
        let bar = _UITableViewMetrics.editingControlBar
        context.fill(CGRect(x: circle.midX - bar.width / 2, y: circle.midY - bar.height / 2,
                            width: bar.width, height: bar.height))
        if style == .insert {
            context.fill(CGRect(x: circle.midX - bar.height / 2, y: circle.midY - bar.width / 2,
                                width: bar.height, height: bar.width))
        }
    }
}
