import Foundation

/// The reorder control of a cell in editing mode: three gray (`systemGray2`) bars,
/// 18 points wide, centred in a strip at the trailing edge. Dragging it reorders the row
/// (see `UITableView+Reordering`).
@MainActor
final class _UITableViewCellReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        let drag = _UITableViewReorderGestureRecognizer()
        drag.addTarget(self, action: _UITableViewCellReorderControl._dragged)
        addGestureRecognizer(drag)
    }

    private func _dragged(_ pan: UIPanGestureRecognizer) {
        (superview?.superview as? UITableView)?._handleReorder(pan)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemGray2.cgColor)
        let width: CGFloat = 18, thickness: CGFloat = 2, pitch: CGFloat = 5
        let x = ((bounds.width - width) / 2).rounded()
        let top = (bounds.height / 2 - pitch - thickness / 2).rounded()
        for i in 0..<3 {
            context.fill(CGRect(x: x, y: top + CGFloat(i) * pitch, width: width, height: thickness))
        }
    }
}
