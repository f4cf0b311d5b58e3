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
/// Differences from UIKit: ``fontName`` is a Pango font description (`"DejaVu Sans
/// Bold"`) rather than a PostScript name, and ``init(name:size:)`` accepts family names
/// and such descriptions; a weight fontconfig has no face for is matched to the nearest
/// face (DejaVu Sans has only regular and bold) or synthesised.
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
        _metrics = Self._cachedMetrics(spec)
        super.init()
    }

    /// Metrics by font spec: loading a face for them costs, and fonts are made often
    /// (`UIFont.systemFont(ofSize:)` in drawing code).
    nonisolated(unsafe) private static var _metricsCache: [PangoFontSpec: PangoFontSpec.Metrics] = [:]
    private static let _metricsLock = NSLock()

    static func _cachedMetrics(_ spec: PangoFontSpec) -> PangoFontSpec.Metrics {
        _metricsLock.lock()
        if let metrics = _metricsCache[spec] {
            _metricsLock.unlock()
            return metrics
        }
        _metricsLock.unlock()
        let metrics = spec.metrics()
        _metricsLock.lock()
        _metricsCache[spec] = metrics
        _metricsLock.unlock()
        return metrics
    }

    // MARK: Creating fonts

    /// The font named `fontName` at `fontSize` points, or `nil` when fontconfig has no
    /// family of that name.
    ///
    /// `fontName` is a family name (`"DejaVu Serif"`, case-insensitive, fontconfig's
    /// aliases such as `"Monospace"` included) or a Pango font description naming a
    /// family and style (`"DejaVu Sans Bold Italic"`, as ``fontName`` returns).
    /// PostScript names (`"Helvetica-Bold"`) are not understood.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let families = Set(PangoFontSpec.familyNames().map { $0.lowercased() })
        guard let spec = PangoFontSpec(parsing: fontName, pixelSize: Double(fontSize)) else { return nil }
        let requested = spec.family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let first = requested.first, families.contains(first) else { return nil }
        _spec = spec
        _metrics = Self._cachedMetrics(spec)
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
    /// The family, e.g. `"DejaVu Sans"`.
    open var familyName: String { _spec.family }
    /// The font's name, a Pango font description such as `"DejaVu Sans Bold"`
    /// (UIKit gives a PostScript name); ``init(name:size:)`` accepts it back.
    open var fontName: String { _spec.descriptionString }
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
