import Foundation

extension UIView: _LayoutAnchorProviding {
    /// The leading edge of the alignment rectangle (left in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { _xAnchor(.leading) }
    /// The trailing edge of the alignment rectangle (right in a left-to-right layout).
    public var trailingAnchor: NSLayoutXAxisAnchor { _xAnchor(.trailing) }
    /// The left edge of the alignment rectangle.
    public var leftAnchor: NSLayoutXAxisAnchor { _xAnchor(.left) }
    /// The right edge of the alignment rectangle.
    public var rightAnchor: NSLayoutXAxisAnchor { _xAnchor(.right) }
    /// The top edge of the alignment rectangle.
    public var topAnchor: NSLayoutYAxisAnchor { _yAnchor(.top) }
    /// The bottom edge of the alignment rectangle.
    public var bottomAnchor: NSLayoutYAxisAnchor { _yAnchor(.bottom) }
    /// The width of the alignment rectangle.
    public var widthAnchor: NSLayoutDimension { _dimension(.width) }
    /// The height of the alignment rectangle.
    public var heightAnchor: NSLayoutDimension { _dimension(.height) }
    /// The horizontal centre of the alignment rectangle.
    public var centerXAnchor: NSLayoutXAxisAnchor { _xAnchor(.centerX) }
    /// The vertical centre of the alignment rectangle.
    public var centerYAnchor: NSLayoutYAxisAnchor { _yAnchor(.centerY) }
    /// The baseline of the first line of text of ``forFirstBaselineLayout`` (the bottom of
    /// a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { _yAnchor(.firstBaseline) }
    /// The baseline of the last line of text of ``forLastBaselineLayout`` (the bottom of a
    /// view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { _yAnchor(.lastBaseline) }
}
