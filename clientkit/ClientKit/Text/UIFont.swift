import Foundation
import StrataCairo

/// A font: a family, a size, a weight and a slant, as UIKit's `UIFont`. Immutable.
///
/// Fonts come from fontconfig and text is laid out by Pango. Characters the font
/// lacks are drawn with another font fontconfig picks (for example WenQuanYi Micro Hei
/// for Chinese), as UIKit's font cascade does.
///
/// **The system font is DejaVu Sans** (UIKit's is San Francisco, which Linux does not
/// have); the monospaced system font is DejaVu Sans Mono. Sizes are in points, and a
/// point is a pixel (ClientKit renders at scale 1).
///
/// A font names a face fontconfig knows: ``fontName`` is its PostScript name
/// (`"DejaVuSans-Bold"`) and ``familyName`` its family, and ``init(name:size:)`` finds
/// faces by PostScript name, full name or family name, fontconfig's substitutes
/// included (see there). Fonts an app ships are registered with
/// ``registerFont(at:)`` (or Core Text's `CTFontManagerRegisterFontsForURL`).
///
/// Differences from UIKit: a weight fontconfig has no face for is matched to the
/// nearest face (DejaVu Sans has only regular and bold) or synthesised, and then
/// ``fontName`` names the face drawn (`systemFont(ofSize:weight: .semibold)` is drawn
/// with DejaVuSans-Bold); a family fontconfig substitutes reports the substitute's
/// names (`UIFont(name: "Helvetica", size: 12)?.familyName` is the family fontconfig
/// chose, such as "DejaVu Sans").
open class UIFont: NSObject, @unchecked Sendable {
    /// The family of the system fonts.
    static let _systemFamily = "DejaVu Sans"
    /// The family of the monospaced system fonts.
    static let _monospacedFamily = "DejaVu Sans Mono"

    /// What Pango is asked for.
    let _spec: PangoFontSpec
    /// The primary face's metrics, read once at creation.
    let _metrics: PangoFontSpec.Metrics

    init(_spec spec: PangoFontSpec) {
        _spec = spec
        _metrics = _FontCache.shared.metrics(of: spec)
        super.init()
    }

    /// The face Pango draws this font's text with (see `PangoFontSpec.loadedFace()`).
    var _face: FontFace? { _FontCache.shared.face(of: _spec) }

    // MARK: Creating fonts

    /// The font named `fontName` at `fontSize` points, or `nil` when fontconfig knows
    /// nothing of that name.
    ///
    /// `fontName` is, in the order tried (the rules are `FontCatalog`'s):
    /// - a PostScript name, as ``fontName`` returns (`"DejaVuSans-Bold"`);
    /// - a full name (`"DejaVu Sans Bold"`);
    /// - a family name, case-insensitive (`"DejaVu Serif"`, `"Monospace"`): its regular
    ///   face;
    /// - a PostScript-style name of a family only fontconfig's configuration knows
    ///   (`"Verdana-Bold"`, `"Helvetica-Oblique"`): the face fontconfig substitutes for
    ///   that family, with the weight and slant the style names;
    /// - a Pango font description (`"DejaVu Sans Semi-Bold"`).
    ///
    /// A family counts when a face has it or fontconfig's configuration mentions it
    /// (declares substitutes for it, or lists it among a generic family's preferred
    /// fonts): `"Helvetica"` gives fontconfig's substitute, as `fc-match Helvetica`
    /// shows. The result is `nil` only when fontconfig has nothing for the name — when
    /// its best match would just be its fallback for any unknown family.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let spec = _FontCache.shared.spec(named: fontName, pixelSize: Double(fontSize)) else { return nil }
        _spec = spec
        _metrics = _FontCache.shared.metrics(of: spec)
        super.init()
    }

    /// The system font (DejaVu Sans) at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font (DejaVu Sans) at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(_spec: PangoFontSpec(family: _systemFamily, pixelSize: Double(fontSize), weight: weight._cssWeight))
    }

    /// The bold system font (DejaVu Sans Bold) at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font (DejaVu Sans Oblique) at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(_spec: PangoFontSpec(family: _systemFamily, pixelSize: Double(fontSize), isItalic: true))
    }

    /// The system font with digits of one width (for counters and clocks). DejaVu Sans's
    /// digits already share one advance, so this is the system font at `weight`.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(_spec: PangoFontSpec(family: _monospacedFamily, pixelSize: Double(fontSize), weight: weight._cssWeight))
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var spec = _spec
        spec.pixelSize = Double(fontSize)
        return UIFont(_spec: spec)
    }

    /// The size UIKit uses for labels and buttons: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The size UIKit uses for buttons: 18 points.
    open class var buttonFontSize: CGFloat { 18 }
    /// The standard system font size: 14 points.
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }

    // MARK: Attributes

    /// The em size in points.
    open var pointSize: CGFloat { CGFloat(_spec.pixelSize) }
    /// The family of the face drawn, e.g. `"DejaVu Sans"`.
    open var familyName: String {
        guard let family = _face?.family, !family.isEmpty else { return _spec.family }
        return family
    }
    /// The PostScript name of the face drawn, e.g. `"DejaVuSans-Bold"`;
    /// ``init(name:size:)`` accepts it back. (A font with no PostScript name gives its
    /// Pango description, such as `"DejaVu Sans Bold"`.)
    open var fontName: String {
        guard let name = _face?.postScriptName, !name.isEmpty else { return _spec.descriptionString }
        return name
    }
    /// The weight the font was asked for, to the nearest of UIKit's named weights.
    var _weight: Weight { Weight._fromCSS(_spec.weight) }

    /// Distance from the baseline to the top of the line, in points (positive).
    open var ascender: CGFloat { CGFloat(_metrics.ascent) }
    /// Distance from the baseline to the bottom of the line, in points (negative, as in UIKit).
    open var descender: CGFloat { -CGFloat(_metrics.descent) }
    /// The height of a line of this font alone, in points: the distance between
    /// baselines with no extra spacing.
    open var lineHeight: CGFloat { CGFloat(_metrics.height) }
    /// Extra space between lines the font asks for, in points.
    open var leading: CGFloat { Swift.max(0, CGFloat(_metrics.height - _metrics.ascent - _metrics.descent)) }
    /// The height of a capital letter, approximated as 0.72 em (DejaVu Sans' is 0.729).
    open var capHeight: CGFloat { pointSize * 0.72 }
    /// The height of a lower-case x, approximated as 0.55 em (DejaVu Sans' is 0.547).
    open var xHeight: CGFloat { pointSize * 0.55 }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return _spec == other._spec
    }

    open override var hash: Int { _spec.hashValue }

    open override var description: String {
        "UIFont(\(fontName), \(pointSize)pt)"
    }
}
