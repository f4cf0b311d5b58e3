import Foundation

/// The shapes every path builder shares (CGMutablePath, CGContext, UIBezierPath):
/// rectangles, ellipses, rounded rectangles and arcs as Bézier curves.
extension CGPath {
    /// The Bézier control-point factor for a quarter circle.
    static let _kappa: CGFloat = 0.552_284_749_831

    func _appendRect(_ rect: CGRect, _ t: CGAffineTransform) {
        let r = rect.standardized
        _move(CGPoint(x: r.minX, y: r.minY).applying(t))
        _line(CGPoint(x: r.maxX, y: r.minY).applying(t))
        _line(CGPoint(x: r.maxX, y: r.maxY).applying(t))
        _line(CGPoint(x: r.minX, y: r.maxY).applying(t))
        _close()
    }

    func _appendEllipse(in rect: CGRect, _ t: CGAffineTransform) {
        let r = rect.standardized
        _appendRoundedRect(r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, t)
    }

    /// A rounded rectangle starting at the middle of the right edge, going towards
    /// larger y first (clockwise on a y-down screen), as Core Graphics' ellipses do.
    func _appendRoundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, _ t: CGAffineTransform) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerWidth, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerHeight, r.height / 2))
        if rx == 0 || ry == 0 { _appendRect(r, t); return }
        let kx = rx * Self._kappa, ky = ry * Self._kappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        _move(p(r.maxX, r.midY))
        _line(p(r.maxX, r.maxY - ry))
        _curve(p(r.maxX, r.maxY - ry + ky), p(r.maxX - rx + kx, r.maxY), p(r.maxX - rx, r.maxY))
        _line(p(r.minX + rx, r.maxY))
        _curve(p(r.minX + rx - kx, r.maxY), p(r.minX, r.maxY - ry + ky), p(r.minX, r.maxY - ry))
        _line(p(r.minX, r.minY + ry))
        _curve(p(r.minX, r.minY + ry - ky), p(r.minX + rx - kx, r.minY), p(r.minX + rx, r.minY))
        _line(p(r.maxX - rx, r.minY))
        _curve(p(r.maxX - rx + kx, r.minY), p(r.maxX, r.minY + ry - ky), p(r.maxX, r.minY + ry))
        _close()
    }

    /// An arc of the circle at `center` from `start` to `end` (radians; angle 0 is the
    /// positive x axis, angles grow towards positive y). `increasing` sweeps towards
    /// larger angles. A line joins the current point to the arc's start, if there is
    /// one. The sweep is at most one full turn.
    func _appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat,
                    increasing: Bool, _ t: CGAffineTransform) {
        var end = end
        let turn = 2 * CGFloat.pi
        if increasing {
            if end < start { end += turn * ((start - end) / turn).rounded(.up) }
            end = Swift.min(end, start + turn)
        } else {
            if end > start { end -= turn * ((end - start) / turn).rounded(.up) }
            end = Swift.max(end, start - turn)
        }
        _appendArc(center: center, radius: radius, start: start, sweep: end - start, t)
    }

    /// An arc of `sweep` radians (any sign) from angle `start`.
    func _appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, _ t: CGAffineTransform) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start).applying(t)
        if _current == nil { _move(first) } else { _line(first) }
        let segments = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * sin(a), y: p0.y + k * cos(a))
            let c2 = CGPoint(x: p3.x + k * sin(b), y: p3.y - k * cos(b))
            _curve(c1.applying(t), c2.applying(t), p3.applying(t))
            a = b
        }
    }

    /// Core Graphics' tangent arc: a line from the current point towards `p1`, then an
    /// arc of `radius` tangent to the lines current→`p1` and `p1`→`p2`. `current` is in
    /// the same (untransformed) space as `p1` and `p2`.
    func _appendTangentArc(from current: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat, _ t: CGAffineTransform) {
        let v1 = CGPoint(x: current.x - p1.x, y: current.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 * l1 * l2 else {
            _line(p1.applying(t))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        _appendArc(center: center, radius: radius, start: a1, sweep: sweep, t)
    }
}
