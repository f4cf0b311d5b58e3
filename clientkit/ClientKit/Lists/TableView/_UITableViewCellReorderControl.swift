import Foundation

/// The reorder control of a cell in editing mode: three gray (`systemGray2`) bars,
/// 18 points wide, centred in a strip at the trailing edge. ClientKit draws it but cannot
/// drag it yet: rows are not reordered by touch.
@MainActor
final class _UITableViewCellReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
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
