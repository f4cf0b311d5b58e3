import Foundation
import StrataCairo
import StrataPixman

/// A drawing destination (Core Graphics' `CGContext`), drawn with cairo into the
/// pixels of a ``PixmanImage`` (premultiplied `a8r8g8b8`).
///
/// ClientKit hands you one in `UIView.draw(_:)` through `UIGraphicsGetCurrentContext()`,
/// set up as UIKit's is: the origin is the top-left corner of the view's bounds, y
/// grows downwards, one unit is one pixel (scale 1), and the context is clipped to
/// the rectangle being redrawn.
///
/// Differences from Core Graphics, on purpose:
/// - Device space is y-down (Core Graphics' is y-up and UIKit flips it), so ``ctm``
///   of a view's context is a translation by minus the bounds origin, not a flip.
///   Drawing behaves the same: ``draw(_:in:)`` draws images upside down in a UIKit
///   context exactly as Core Graphics does.
/// - There is no text, no shadows, no patterns and no PDF.
/// - ``init(pixmanImage:)`` replaces Core Graphics' bitmap-context initializer and
///   gives a y-down context like `UIGraphicsImageRenderer`'s.
///
/// The graphics state stack (``saveGState()`` / ``restoreGState()``) covers the CTM,
/// clip, colours, line attributes, alpha, blend mode and interpolation quality; the
/// current path is not part of it, as in Core Graphics.
public final class CGContext {
    struct GState {
        var ctm: CGAffineTransform
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var interpolationQuality: CGInterpolationQuality = .default
        var lineWidth: CGFloat = 1
    }

    private let _cairo: CairoContext
    /// Whether anyone drew or asked for this context (see `UIView`'s draws-content rule).
    var _used = false
    var _state: GState
    private var _stack: [GState] = []
    /// The current path in device space: Core Graphics transforms points by the CTM
    /// when they are added, so the path survives later CTM changes unchanged.
    let _path = CGMutablePath()

    /// The image drawn into.
    public let pixmanImage: PixmanImage

    /// The cairo context; every drawing call goes through here, which marks the
    /// context as used.
    var cr: CairoContext {
        _used = true
        return _cairo
    }

    /// A context drawing into `surface` whose CTM starts as `ctm`.
    init(surface: CairoSurface, ctm: CGAffineTransform = .identity) {
        _cairo = CairoContext(surface: surface)
        pixmanImage = surface.image
        _state = GState(ctm: ctm)
        _cairo.setLineWidth(1)
        _cairo.setLineJoin(.miter)
        _cairo.setMiterLimit(10)
        _applyCTM()
        _used = false
    }

    /// A context drawing into `pixmanImage` (which must be `a8r8g8b8`), origin at the
    /// top-left pixel, y down, identity CTM. ClientKit's replacement for Core
    /// Graphics' bitmap-context initializer. Call ``flush()`` before reading the
    /// pixels with pixman.
    public convenience init(pixmanImage: PixmanImage) {
        precondition(pixmanImage.format == .a8r8g8b8, "CGContext: only a8r8g8b8 images can be drawn into")
        self.init(surface: CairoSurface(image: pixmanImage))
    }

    /// Width of the destination in pixels.
    public var width: Int { pixmanImage.width }
    /// Height of the destination in pixels.
    public var height: Int { pixmanImage.height }

    /// Completes pending drawing so that the pixels can be read (`CGContextFlush`).
    public func flush() {
        _cairo.surface.flush()
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        _stack.append(_state)
        cr.save()
    }

    /// Pops the graphics state saved last; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = _stack.popLast() else { return }
        _state = saved
        cr.restore()
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
        _used = true
        _state.fillColor = color
    }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
        _used = true
        _state.strokeColor = color
    }

    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(gray: gray, alpha: alpha))
    }

    /// Sets the line width, in user-space units at stroke time. Default 1.
    public func setLineWidth(_ width: CGFloat) {
        _state.lineWidth = width
        cr.setLineWidth(Double(width))
    }

    /// Sets how line ends are drawn. Default `.butt`.
    public func setLineCap(_ cap: CGLineCap) {
        cr.setLineCap(cap == .butt ? .butt : cap == .round ? .round : .square)
    }

    /// Sets how corners are drawn. Default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) {
        cr.setLineJoin(join == .miter ? .miter : join == .round ? .round : .bevel)
    }

    /// Sets the miter limit. Default 10.
    public func setMiterLimit(_ limit: CGFloat) {
        cr.setMiterLimit(Double(limit))
    }

    /// Sets a dash pattern: alternating painted and unpainted `lengths`, starting
    /// `phase` units in. An empty array draws solid lines, and so does a pattern that
    /// cannot be drawn (a negative or non-finite length, or only zeros), which cairo
    /// would otherwise take as an error that stops all further drawing in the context.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 } && phase.isFinite
        cr.setDash(valid ? lengths.map(Double.init) : [], offset: valid ? Double(phase) : 0)
    }

    /// Sets the opacity applied to everything drawn, 0...1. Default 1.
    public func setAlpha(_ alpha: CGFloat) {
        _used = true
        _state.alpha = Swift.max(0, Swift.min(1, alpha))
    }

    /// Sets how drawing combines with the pixels already there. Default `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) {
        _state.blendMode = mode
        cr.setOperator(Self._operator(mode))
    }

    /// Turns antialiasing on or off. Default on.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cr.setAntialias(shouldAntialias ? .default : .none)
    }

    /// The sampling used when images are drawn scaled. Default `.default` (bilinear).
    public var interpolationQuality: CGInterpolationQuality {
        get { _state.interpolationQuality }
        set { _used = true; _state.interpolationQuality = newValue }
    }

    /// Sets the source to `color` combined with the global alpha.
    func _setSource(_ color: CGColor) {
        let c = color.rgba
        cr.setSource(red: Double(c.red), green: Double(c.green), blue: Double(c.blue),
                     alpha: Double(c.alpha * _state.alpha))
    }

    static func _operator(_ mode: CGBlendMode) -> CairoOperator {
        switch mode {
        case .normal, .plusDarker: .over
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .source
        case .sourceIn: .in
        case .sourceOut: .out
        case .sourceAtop: .atop
        case .destinationOver: .destOver
        case .destinationIn: .destIn
        case .destinationOut: .destOut
        case .destinationAtop: .destAtop
        case .xor: .xor
        case .plusLighter: .add
        }
    }
}
