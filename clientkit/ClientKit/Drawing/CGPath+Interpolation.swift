import Foundation

extension CGPath {
    /// The path between `a` and `b` at `t` (0: `a`, 1: `b`), point by point, when both
    /// have the same elements in the same order (Core Animation's condition for animating
    /// `CAShapeLayer.path`); `nil` otherwise.
    static func _interpolate(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
        guard a._elements.count == b._elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let result = CGPath()
        for (x, y) in zip(a._elements, b._elements) {
            switch (x, y) {
            case let (.move(p), .move(q)): result._move(mix(p, q))
            case let (.line(p), .line(q)): result._line(mix(p, q))
            case let (.quad(c, p), .quad(d, q)): result._quad(mix(c, d), mix(p, q))
            case let (.curve(c1, c2, p), .curve(d1, d2, q)): result._curve(mix(c1, d1), mix(c2, d2), mix(p, q))
            case (.close, .close): result._close()
            default: return nil
            }
        }
        return result
    }
}
