import Foundation

extension UIFont {
    /// The font a descriptor describes (see ``UIFontDescriptor``) at `pointSize`
    /// points; 0 takes the descriptor's size (12 points when it has none).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        self.init(_spec: descriptor._resolvedSpec(pointSize: size))
    }

    /// A descriptor of this font: its PostScript name, family and size. Made into a
    /// font again (`UIFont(descriptor:size:)`), it gives this font (at that size);
    /// `withSymbolicTraits(_:)` on it gives the family's bold or italic face.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.name: fontName, .family: familyName, .size: pointSize], fontSpec: _spec)
    }
}
