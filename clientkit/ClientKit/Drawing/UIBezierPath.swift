import Foundation

/// A path of lines and curves with stroke attributes, drawn into the current graphics
/// context (UIKit's `UIBezierPath`).
///
/// Angles are in radians in UIKit's y-down space: angle 0 points right, π/2 down, and
/// `clockwise: true` is clockwise on screen (the opposite of `CGMutablePath`'s flag).
/// Rounded rectangles use circular corners (UIKit's are slightly smoother
/// "continuous" corners).
@MainActor
open class UIBezierPath {
    private var _path = CGMutablePath()

    /// The path's elements. Setting it copies the given path.
    public var cgPath: CGPath {
        get { _path }
        set { _path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Stroke width. Default 1.
    open var lineWidth: CGFloat = 1
    /// Stroke end style. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// Stroke corner style. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter limit. Default 10.
    open var miterLimit: CGFloat = 10
    /// Whether fills and clips use the even-odd rule. Default `false` (winding).
    open var usesEvenOddFillRule = false
    private var _dash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        _path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        _path.addEllipse(in: rect)
    }

    /// A closed rectangle with circular corners of `cornerRadius` (at most half the
    /// shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        _path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// An open arc (angles in radians, `clockwise` on screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                            endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { _path.move(to: point) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { _path.addLine(to: point) }
    /// A cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        _path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc; `clockwise` is meant on screen (towards increasing angles).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                       endAngle: CGFloat, clockwise: Bool) {
        _path._appendArc(center: center, radius: radius, start: startAngle, end: endAngle,
                         increasing: clockwise, .identity)
    }
    /// Closes the current subpath.
    public func close() { _path.closeSubpath() }
    /// Removes every element.
    public func removeAllPoints() { _path = CGMutablePath() }
    /// Appends `bezierPath`'s elements.
    public func append(_ bezierPath: UIBezierPath) { _path.addPath(bezierPath._path) }
    /// Transforms every point.
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        _path = _path.copy(using: &t)?.mutableCopy() ?? CGMutablePath()
    }
    /// Sets the dash pattern used by ``stroke()``.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        _dash = (phase, pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    }

    // MARK: Querying

    /// Whether the path has no elements.
    public var isEmpty: Bool { _path.isEmpty }
    /// The bounding box of the path, control points included.
    public var bounds: CGRect { _path.boundingBox }
    /// The end of the last element.
    public var currentPoint: CGPoint { _path.currentPoint }
    /// Whether `point` is inside the path (by its fill rule).
    public func contains(_ point: CGPoint) -> Bool {
        _path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing into the current context (its path and state are preserved)

    /// Fills the path with the current context's fill colour.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _withPath(in: context) { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
    }

    /// Strokes the path with the current context's stroke colour and this path's
    /// line attributes.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _withPath(in: context) { context in
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: _dash.phase, lengths: _dash.lengths)
            context.strokePath()
        }
    }

    /// Intersects the current context's clip with the path. Unlike ``fill()`` this
    /// changes the context's state, as in UIKit (save the state first to undo it).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let saved = context.path
        context.beginPath()
        context.addPath(_path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        if let saved { context.addPath(saved) }
    }

    private func _withPath(in context: CGContext, _ body: (CGContext) -> Void) {
        let saved = context.path
        context.saveGState()
        context.beginPath()
        context.addPath(_path)
        body(context)
        context.restoreGState()
        if let saved { context.addPath(saved) }
    }
}
