import Foundation

/// The kind of one element of a path (`CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier to `points[1]` with control point `points[0]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier to `points[2]` with control points `points[0]`, `points[1]`.
    case addCurveToPoint = 3
    /// Closes the subpath.
    case closeSubpath = 4
}

/// One element of a path as ``CGPath/applyWithBlock(_:)`` reports it (`CGPathElement`).
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// Its points (0 to 3, see ``CGPathElementType``); valid only during the callback.
    public var points: UnsafeMutablePointer<CGPoint>
}

/// An immutable graphics path (Core Graphics' `CGPath`): subpaths of lines and
/// Bézier curves. Arcs and ellipses are stored as cubic Béziers, as Core Graphics does.
///
/// Core Graphics' paths are Core Foundation objects; ClientKit's is a class with the
/// same Swift API (equal when their elements are equal).
public class CGPath: Hashable, CustomStringConvertible {
    enum Element: Hashable {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint), close
    }

    var _elements: [Element] = []
    /// Where the current subpath started (the point a `close` returns to).
    var _subpathStart: CGPoint?
    var _current: CGPoint?

    init() {}

    init(copying path: CGPath) {
        _elements = path._elements
        _subpathStart = path._subpathStart
        _current = path._current
    }

    /// A closed path of one rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        _appendRect(rect, transform?.pointee ?? .identity)
    }

    /// A closed path of the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        _appendEllipse(in: rect, transform?.pointee ?? .identity)
    }

    /// A rounded rectangle with elliptical corners of the given radii (each at most half
    /// the rectangle's side).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        _appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform?.pointee ?? .identity)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { _elements.isEmpty }

    /// The current point (the end of the last element), or `.zero` when empty.
    public var currentPoint: CGPoint { _current ?? .zero }

    /// The smallest rectangle containing every point of the path, control points
    /// included; `.null` when empty.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in _elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let c, let p): points += [c, p]
            case .curve(let c1, let c2, let p): points += [c1, c2, p]
            case .close: break
            }
        }
        return Self._boundingRect(points)
    }

    /// The bounding box of the path itself (curves' extremes, not their control points);
    /// `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        Self._boundingRect(_flattened().flatMap { $0 })
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(copying: self) }

    /// An immutable copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let copy = CGPath()
        copy._appendPath(self, transform?.pointee ?? .identity)
        return copy
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(copying: self) }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var points = [CGPoint](repeating: .zero, count: 3)
        points.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for element in _elements {
                let type: CGPathElementType
                switch element {
                case .move(let p): type = .moveToPoint; base[0] = p
                case .line(let p): type = .addLineToPoint; base[0] = p
                case .quad(let c, let p): type = .addQuadCurveToPoint; base[0] = c; base[1] = p
                case .curve(let c1, let c2, let p): type = .addCurveToPoint; base[0] = c1; base[1] = c2; base[2] = p
                case .close: type = .closeSubpath
                }
                var e = CGPathElement(type: type, points: base)
                block(&e)
            }
        }
    }

    /// Whether `point` is inside the path transformed by `transform`, by `rule`.
    /// Curves are flattened into short segments for the test.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0
        for polygon in _flattened(transform) where polygon.count > 1 {
            for i in 0..<polygon.count {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, Self._cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, Self._cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs._elements == rhs._elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(_elements) }
    public var description: String { "CGPath(\(_elements.count) elements)" }

    // MARK: Building (shared with CGMutablePath and CGContext)

    func _move(_ p: CGPoint) {
        _elements.append(.move(p))
        _subpathStart = p
        _current = p
    }

    func _line(_ p: CGPoint) {
        if _current == nil { _move(p); return }
        _elements.append(.line(p))
        _current = p
    }

    func _quad(_ c: CGPoint, _ p: CGPoint) {
        if _current == nil { _move(c) }
        _elements.append(.quad(c, p))
        _current = p
    }

    func _curve(_ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint) {
        if _current == nil { _move(c1) }
        _elements.append(.curve(c1, c2, p))
        _current = p
    }

    func _close() {
        guard _current != nil, !(_elements.last.map { if case .close = $0 { true } else { false } } ?? true) else { return }
        _elements.append(.close)
        _current = _subpathStart
    }

    func _appendPath(_ path: CGPath, _ t: CGAffineTransform) {
        for element in path._elements {
            switch element {
            case .move(let p): _move(p.applying(t))
            case .line(let p): _line(p.applying(t))
            case .quad(let c, let p): _quad(c.applying(t), p.applying(t))
            case .curve(let c1, let c2, let p): _curve(c1.applying(t), c2.applying(t), p.applying(t))
            case .close: _close()
            }
        }
    }

    // MARK: Geometry helpers

    static func _boundingRect(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func _cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The subpaths as polygons, curves split into 16 segments each.
    func _flattened(_ t: CGAffineTransform = .identity) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        let steps = 16
        for element in _elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { polygons.append(current) }
                current = [p.applying(t)]
                last = p
            case .line(let p):
                current.append(p.applying(t)); last = p
            case .quad(let c, let p):
                for i in 1...steps {
                    let s = CGFloat(i) / CGFloat(steps), r = 1 - s
                    let q = CGPoint(x: r * r * last.x + 2 * r * s * c.x + s * s * p.x,
                                    y: r * r * last.y + 2 * r * s * c.y + s * s * p.y)
                    current.append(q.applying(t))
                }
                last = p
            case .curve(let c1, let c2, let p):
                for i in 1...steps {
                    let s = CGFloat(i) / CGFloat(steps), r = 1 - s
                    let a = r * r * r, b = 3 * r * r * s, c = 3 * r * s * s, d = s * s * s
                    let q = CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                    y: a * last.y + b * c1.y + c * c2.y + d * p.y)
                    current.append(q.applying(t))
                }
                last = p
            case .close:
                break
            }
        }
        if !current.isEmpty { polygons.append(current) }
        return polygons
    }
}
