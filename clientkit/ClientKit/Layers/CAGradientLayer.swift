import Foundation

/// The style of gradient a `CAGradientLayer` draws (Core Animation's `kCAGradientLayer…`
/// constants).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `kCAGradientLayerAxial`: colours change along the line from `startPoint` to
    /// `endPoint` and are constant across it (the default).
    public static let axial = CAGradientLayerType("axial")
    /// `kCAGradientLayerRadial`: an ellipse centred on `startPoint` whose radii reach
    /// `endPoint`'s x and y.
    public static let radial = CAGradientLayerType("radial")
    /// `kCAGradientLayerConic`: declared for source compatibility; ClientKit does not
    /// draw conic gradients yet (the layer shows only its background).
    public static let conic = CAGradientLayerType("conic")
}

/// A layer that fills its bounds with a colour gradient (Core Animation's
/// `CAGradientLayer`), drawn above its background and below its sublayers, rounded by
/// ``CALayer/cornerRadius``.
///
/// Points are in the unit coordinate space of the bounds: (0, 0) is the top-left
/// corner and (1, 1) the bottom-right one (ClientKit's layers are not flipped, as
/// UIKit's are not). Beyond the start and end the first and last colours continue.
/// Colours are interpolated by cairo between the stops, in sRGB.
open class CAGradientLayer: CALayer {
    /// Creates a gradient layer with no colours.
    public required init() {
        super.init()
    }

    /// The gradient's colours, as `CGColor` values (other values are ignored, as Core
    /// Animation ignores them). Default `nil`: nothing is drawn.
    open var colors: [Any]? {
        didSet { _invalidateRender(.appearance) }
    }

    /// Where each colour sits along the gradient, 0...1, increasing. `nil` (the
    /// default), or a count that differs from ``colors``', spreads the colours evenly.
    open var locations: [NSNumber]? {
        didSet { _invalidateRender(.appearance) }
    }

    /// Where the gradient starts (the first colour), in unit coordinates of the bounds.
    /// Default (0.5, 0): the middle of the top edge.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { _invalidateRender(.appearance) }
    }

    /// Where the gradient ends (the last colour), in unit coordinates of the bounds.
    /// Default (0.5, 1): the middle of the bottom edge.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { _invalidateRender(.appearance) }
    }

    /// The style of gradient. Default `.axial`.
    open var type: CAGradientLayerType = .axial {
        didSet { _invalidateRender(.appearance) }
    }

    // MARK: Drawing (see CALayer._drawOwnContent)

    private var _gradient: CGGradient? {
        let stops = (colors ?? []).compactMap { $0 as? CGColor }
        guard !stops.isEmpty, type != .conic else { return nil }
        let given = (locations ?? []).map { CGFloat($0.doubleValue) }
        return CGGradient(colorsSpace: nil, colors: stops, locations: given.count == stops.count ? given : nil)
    }

    override var _ownContentRect: CGRect {
        _gradient == nil || bounds.isEmpty ? .null : bounds
    }

    override var _ownContentPaintCount: Int {
        _ownContentRect.isNull ? 0 : 1
    }

    override func _drawOwnContent(in context: CGContext) {
        guard let gradient = _gradient, !bounds.isEmpty else { return }
        let b = bounds
        let radius = Swift.min(cornerRadius, Swift.min(b.width, b.height) / 2)
        context.beginPath()
        if radius > 0 {
            context.addPath(CGPath(roundedRect: b, cornerWidth: radius, cornerHeight: radius, transform: nil))
        } else {
            context.addRect(b)
        }
        context.clip()
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: b.minX + unit.x * b.width, y: b.minY + unit.y * b.height) }
        let start = point(startPoint), end = point(endPoint)
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        if type == .radial {
            // A unit circle about the start, stretched to the ellipse through the end.
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return }
            context.translateBy(x: start.x, y: start.y)
            context.scaleBy(x: rx, y: ry)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: options)
        } else {
            context.drawLinearGradient(gradient, start: start, end: end, options: options)
        }
    }
}
