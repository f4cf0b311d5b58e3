import Foundation

/// What a bar draws behind its items (iOS's light bar): a light gray fill (or the bar's
/// tint colour) and a one-point hairline of black at 30% just outside one edge, over the
/// content next to the bar.
final class _UIBarBackgroundView: UIView {
    /// The default fill: (248, 248, 248).
    static let defaultColor = UIColor(red: 248.0 / 255, green: 248.0 / 255, blue: 248.0 / 255, alpha: 1)
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)

    /// Which edge the hairline runs along (`.top` or `.bottom`).
    var hairlineEdge: UIRectEdge {
        didSet { if hairlineEdge != oldValue { setNeedsLayout() } }
    }
    private let hairline = UIView()

    init(hairlineEdge: UIRectEdge) {
        self.hairlineEdge = hairlineEdge
        super.init(frame: .zero)
        backgroundColor = Self.defaultColor
        isUserInteractionEnabled = false
        hairline.backgroundColor = Self.hairlineColor
        hairline.isOpaque = false
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { fatalError("a bar background is made by its bar") }

    /// The fill: `nil` is the default gray.
    var barColor: UIColor? {
        didSet { backgroundColor = barColor ?? Self.defaultColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let y = hairlineEdge == .top ? bounds.minY - 1 : bounds.maxY
        hairline.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: 1)
    }
}
