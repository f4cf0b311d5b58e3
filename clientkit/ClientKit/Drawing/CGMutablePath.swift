import Foundation

/// A graphics path you build element by element (Core Graphics' `CGMutablePath`).
///
/// Every method takes an optional `transform` applied to the points as they are
/// added. Adding a line or curve to an empty path starts a subpath at its first
/// point, where Core Graphics would complain.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public override init() { super.init() }

    override init(copying path: CGPath) { super.init(copying: path) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _move(point.applying(transform))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _line(point.applying(transform))
    }

    /// Lines through `points`: a move to the first, lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        _move(first.applying(transform))
        for p in points.dropFirst() { _line(p.applying(transform)) }
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        _quad(control.applying(transform), end.applying(transform))
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        _curve(control1.applying(transform), control2.applying(transform), end.applying(transform))
    }

    /// A closed rectangular subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        _appendRect(rect, transform)
    }

    /// One closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { _appendRect(rect, transform) }
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        _appendEllipse(in: rect, transform)
    }

    /// A closed rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        _appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform)
    }

    /// An arc of a circle, with a line from the current point to its start.
    ///
    /// As in Core Graphics, `clockwise` refers to a y-up space: in ClientKit's y-down
    /// space `clockwise: true` sweeps towards decreasing angles, which turns
    /// counter-clockwise on screen. (`UIBezierPath`'s `clockwise` is the on-screen sense.)
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        _appendArc(center: center, radius: radius, start: startAngle, end: endAngle,
                   increasing: !clockwise, transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive: towards increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        _appendArc(center: center, radius: radius, start: startAngle, sweep: delta, transform)
    }

    /// A line towards `tangent1End` and an arc tangent to the lines from the current point
    /// to `tangent1End` and from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        // The current point is stored transformed; take it back to the caller's space.
        let current = (_current ?? tangent1End.applying(transform)).applying(transform.inverted())
        _appendTangentArc(from: current, tangent1End, tangent2End, radius: radius, transform)
    }

    /// Appends `path`'s elements.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        _appendPath(path, transform)
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        _close()
    }
}
