import Foundation

/// A cell's background or selected background: a fill whose chosen corners are rounded
/// (the outer corners of an `.insetGrouped` section). Square fills use the layer's
/// background colour and draw nothing; rounded ones draw the rounded shape.
@MainActor
final class _UITableViewCellFillView: UIView {
    /// Which corners are rounded.
    struct Corners: OptionSet {
        let rawValue: Int
        static let topLeft = Corners(rawValue: 1)
        static let topRight = Corners(rawValue: 2)
        static let bottomLeft = Corners(rawValue: 4)
        static let bottomRight = Corners(rawValue: 8)
        static let top: Corners = [.topLeft, .topRight]
        static let bottom: Corners = [.bottomLeft, .bottomRight]
        static let all: Corners = [.top, .bottom]
    }

    var color: UIColor? {
        didSet { if oldValue != color { _update() } }
    }

    var corners: Corners = [] {
        didSet { if oldValue != corners { _update() } }
    }

    var radius = _UITableViewMetrics.insetGroupedCornerRadius

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        contentMode = .redraw
        isOpaque = false
    }

    private func _update() {
        super.backgroundColor = corners.isEmpty ? color : nil
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard !corners.isEmpty, let color, let context = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let r = Swift.min(self.radius, b.width / 2, b.height / 2)
        func radius(_ corner: Corners) -> CGFloat { corners.contains(corner) ? r : 0 }
        context.beginPath()
        context.move(to: CGPoint(x: b.minX + radius(.topLeft), y: b.minY))
        context.addArc(tangent1End: CGPoint(x: b.maxX, y: b.minY), tangent2End: CGPoint(x: b.maxX, y: b.maxY),
                       radius: radius(.topRight))
        context.addArc(tangent1End: CGPoint(x: b.maxX, y: b.maxY), tangent2End: CGPoint(x: b.minX, y: b.maxY),
                       radius: radius(.bottomRight))
        context.addArc(tangent1End: CGPoint(x: b.minX, y: b.maxY), tangent2End: CGPoint(x: b.minX, y: b.minY),
                       radius: radius(.bottomLeft))
        context.addArc(tangent1End: CGPoint(x: b.minX, y: b.minY), tangent2End: CGPoint(x: b.maxX, y: b.minY),
                       radius: radius(.topLeft))
        context.closePath()
        context.setFillColor(color.cgColor)
        context.fillPath()
    }
}
