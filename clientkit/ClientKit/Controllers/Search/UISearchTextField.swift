import Foundation

/// The text field inside a ``UISearchBar`` (UIKit's `UISearchTextField`, iOS 13): a
/// ``UITextField`` drawn as iOS draws its search field, a rounded light gray fill
/// (iOS's tertiary system fill, (118, 118, 128) at 12%, corners of 10 points) with a
/// gray magnifying glass on the left; the text and placeholder start after the glass.
///
/// Differences from UIKit: tokens, the clear button and `leftView` are not provided;
/// the glass is ClientKit's drawing (iOS draws an SF Symbol). Inside a search bar the
/// field's ``UITextField/delegate`` is the bar's: set the bar's delegate instead.
@MainActor
open class UISearchTextField: UITextField {
    /// iOS's `.tertiarySystemFill` in light mode.
    static let fillColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// iOS's `.secondaryLabel` in light mode: the glass.
    static let glassColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    static let cornerRadius: CGFloat = 10
    /// The glass's box: its left edge and side, in points.
    static let glassInset: CGFloat = 6
    static let glassSize: CGFloat = 16
    /// Where the text starts, and its margin on the right.
    static let textLeft: CGFloat = 28
    static let textRight: CGFloat = 8

    private var _tinted = _UITintedImageCache()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bounds less the glass on the left and 8 points on the right.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + Self.textLeft, y: bounds.minY,
               width: Swift.max(0, bounds.width - Self.textLeft - Self.textRight), height: bounds.height)
    }

    /// Draws the rounded fill and the glass, then the text field (its text or
    /// placeholder, and the caret).
    open override func draw(_ rect: CGRect) {
        Self.fillColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        let glass = _tinted.tinted(_UIBarGlyphs.image(.magnifier), Self.glassColor)
        glass.draw(in: CGRect(x: bounds.minX + Self.glassInset, y: bounds.midY - Self.glassSize / 2,
                              width: Self.glassSize, height: Self.glassSize))
        super.draw(rect)
    }
}
