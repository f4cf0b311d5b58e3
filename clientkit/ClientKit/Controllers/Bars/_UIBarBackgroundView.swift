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

    /// The fill: `nil` is the default gray (when no ``appearance`` is set).
    var barColor: UIColor? {
        didSet { _refresh() }
    }

    /// The look of a bar appearance (`UIBarAppearance`), which replaces ``barColor`` and
    /// the default hairline; `nil`: those.
    var appearance: UIBarAppearance? {
        didSet { _refresh() }
    }

    private var imageView: UIImageView?

    private func _refresh() {
        guard let appearance else {
            backgroundColor = barColor ?? Self.defaultColor
            isOpaque = true
            hairline.backgroundColor = Self.hairlineColor
            hairline.isHidden = false
            imageView?.isHidden = true
            return
        }
        let fill = appearance._fillColor
        backgroundColor = fill
        isOpaque = false
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil
        if let image = appearance.backgroundImage {
            if imageView == nil {
                let view = UIImageView()
                view.isUserInteractionEnabled = false
                insertSubview(view, at: 0)
                imageView = view
            }
            imageView?.image = image
            imageView?.contentMode = appearance.backgroundImageContentMode
            imageView?.isHidden = false
        } else {
            imageView?.isHidden = true
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let y = hairlineEdge == .top ? bounds.minY - 1 : bounds.maxY
        hairline.frame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: 1)
        imageView?.frame = bounds
    }
}
