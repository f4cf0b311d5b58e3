import Foundation

/// A layer that draws a path: filled, stroked, or both (Core Animation's `CAShapeLayer`).
///
/// The shape is drawn in the layer's bounds coordinates, above the layer's background
/// and ``CALayer/contents`` and below its sublayers, and is not clipped to the bounds
/// unless ``CALayer/masksToBounds`` is set: a shape layer with empty bounds drawing a
/// path around its origin is common and works. It is drawn when the window is
/// composited, with cairo at the layer's final scale, so a scaled or rotated shape
/// stays sharp; changing any property below re-composites the area the shape covered
/// and covers.
///
/// `path` (between paths of the same elements), `fillColor`, `strokeColor`,
/// `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit` and `lineDashPhase` animate,
/// explicitly or implicitly, as in Core Animation; the shape is drawn from the
/// presentation values each frame.
///
/// Differences from Core Animation, on purpose:
/// - ``path`` is copied when set, so mutating a `CGMutablePath` afterwards does not
///   change the layer (Core Animation reads it again at the next commit).
/// - With ``strokeStart`` above 0, a dash pattern starts where the stroke starts.
open class CAShapeLayer: CALayer {
    /// Creates a shape layer with no path.
    public required init() {
        super.init()
    }

    private var _path: CGPath?

    /// The shape, in the layer's bounds coordinates. Default `nil` (nothing is drawn).
    open var path: CGPath? {
        get { _path }
        set {
            _willChange("path")
            _path = newValue?.copy()
            _invalidateRender(.appearance)
        }
    }

    /// The colour the path is filled with; `nil` fills nothing. Default opaque black.
    open var fillColor: CGColor? = .black {
        willSet { _willChange("fillColor") }
        didSet { _invalidateRender(.appearance) }
    }

    /// Which points the fill covers. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { _invalidateRender(.appearance) }
    }

    /// The colour the path is stroked with; `nil` (the default) strokes nothing.
    open var strokeColor: CGColor? {
        willSet { _willChange("strokeColor") }
        didSet { _invalidateRender(.appearance) }
    }

    /// Where the stroke starts, as a fraction 0...1 of the path's length (all its
    /// subpaths together). Default 0. The fill always uses the whole path.
    open var strokeStart: CGFloat = 0 {
        willSet { _willChange("strokeStart") }
        didSet { _invalidateRender(.appearance) }
    }

    /// Where the stroke ends, as a fraction 0...1 of the path's length: 0.5 strokes
    /// the first half. Nothing is stroked when it is not above ``strokeStart``.
    /// Default 1.
    open var strokeEnd: CGFloat = 1 {
        willSet { _willChange("strokeEnd") }
        didSet { _invalidateRender(.appearance) }
    }

    /// The stroke's width, in the layer's coordinates. Default 1.
    open var lineWidth: CGFloat = 1 {
        willSet { _willChange("lineWidth") }
        didSet { _invalidateRender(.appearance) }
    }

    /// The limit, in multiples of half the line width, beyond which a miter join is
    /// bevelled. Default 10.
    open var miterLimit: CGFloat = 10 {
        willSet { _willChange("miterLimit") }
        didSet { _invalidateRender(.appearance) }
    }

    /// How open ends of the stroke are drawn. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { _invalidateRender(.appearance) }
    }

    /// How corners of the stroke are drawn. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { _invalidateRender(.appearance) }
    }

    /// How far into ``lineDashPattern`` the stroke starts. Default 0.
    open var lineDashPhase: CGFloat = 0 {
        willSet { _willChange("lineDashPhase") }
        didSet { _invalidateRender(.appearance) }
    }

    /// Alternating painted and unpainted lengths of the stroke; `nil` (the default) or
    /// an empty array strokes a solid line, as does a pattern with a negative length or
    /// only zeros.
    open var lineDashPattern: [NSNumber]? {
        didSet { _invalidateRender(.appearance) }
    }

    // MARK: Animation (see CALayer+KeyValues)

    override func _classValue(forKey key: String) -> Any? {
        switch key {
        case "path": path
        case "fillColor": fillColor
        case "strokeColor": strokeColor
        case "strokeStart": strokeStart
        case "strokeEnd": strokeEnd
        case "lineWidth": lineWidth
        case "miterLimit": miterLimit
        case "lineDashPhase": lineDashPhase
        default: nil
        }
    }

    override func _setClassValue(_ value: Any?, forKey key: String) {
        let number = _CAValues.number(value)
        switch key {
        case "path": path = value as? CGPath
        case "fillColor": fillColor = value as? CGColor
        case "strokeColor": strokeColor = value as? CGColor
        case "strokeStart": if let number { strokeStart = number }
        case "strokeEnd": if let number { strokeEnd = number }
        case "lineWidth": if let number { lineWidth = number }
        case "miterLimit": if let number { miterLimit = number }
        case "lineDashPhase": if let number { lineDashPhase = number }
        default: break
        }
    }

    override func _copyClassState(to copy: CALayer) {
        guard let copy = copy as? CAShapeLayer else { return }
        copy._path = _path
        copy.fillColor = fillColor
        copy.fillRule = fillRule
        copy.strokeColor = strokeColor
        copy.strokeStart = strokeStart
        copy.strokeEnd = strokeEnd
        copy.lineWidth = lineWidth
        copy.miterLimit = miterLimit
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.lineDashPhase = lineDashPhase
        copy.lineDashPattern = lineDashPattern
    }

    // MARK: Drawing (see CALayer._drawOwnContent)

    private var _fills: Bool { _path != nil && (fillColor?.alpha ?? 0) > 0 }

    private var _strokes: Bool {
        _path != nil && (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0
            && Swift.min(1, strokeEnd) > Swift.max(0, strokeStart)
    }

    override var _ownContentRect: CGRect {
        guard let path = _path, !path.isEmpty else { return .null }
        var rect = CGRect.null
        if _fills { rect = path.boundingBox }
        if _strokes {
            // A miter can reach miterLimit half-widths from its corner; a square cap
            // √2 half-widths from its end.
            let factor = Swift.max(1, lineJoin == .miter ? miterLimit : 1, lineCap == .square ? 2.squareRoot() : 1)
            let reach = lineWidth / 2 * factor
            rect = rect.union(path.boundingBox.insetBy(dx: -reach, dy: -reach))
        }
        return rect
    }

    override var _ownContentPaintCount: Int {
        (_fills ? 1 : 0) + (_strokes ? 1 : 0)
    }

    override func _drawOwnContent(in context: CGContext) {
        guard let path = _path else { return }
        if _fills, let fillColor {
            context.setFillColor(fillColor)
            context.beginPath()
            context.addPath(path)
            context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if _strokes, let strokeColor {
            let start = Swift.max(0, strokeStart), end = Swift.min(1, strokeEnd)
            let stroked = start <= 0 && end >= 1 ? path : path._trimmed(from: start, to: end)
            context.setStrokeColor(strokeColor)
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCap._cgLineCap)
            context.setLineJoin(lineJoin._cgLineJoin)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
            context.beginPath()
            context.addPath(stroked)
            context.strokePath()
        }
    }
}
