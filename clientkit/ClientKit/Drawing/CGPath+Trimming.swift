import Foundation

extension CGPath {
    /// The part of the path between two fractions of its length, as `CAShapeLayer`'s
    /// `strokeStart` and `strokeEnd` select it: 0 is the start of the first subpath, 1
    /// the end of the last, and the length counts every subpath, closing lines
    /// included. A subpath kept whole keeps its `close` (a joined corner); a cut one
    /// becomes open. Curve lengths are measured on 32 chords per curve.
    func _trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let subpaths = _TrimSubpath.split(self)
        let total = subpaths.reduce(0) { $0 + $1.length }
        let result = CGPath()
        guard total > 0, end > start else { return result }
        let s0 = Swift.max(0, start) * total, s1 = Swift.min(1, end) * total
        var offset: CGFloat = 0
        for subpath in subpaths {
            defer { offset += subpath.length }
            if offset >= s0 && offset + subpath.length <= s1 {
                for element in subpath.elements { result._append(element) }
                continue
            }
            var segmentStart = offset
            var penAt: CGPoint?
            for segment in subpath.segments {
                defer { segmentStart += segment.length }
                let from = Swift.max(s0, segmentStart), to = Swift.min(s1, segmentStart + segment.length)
                guard to > from else { continue }
                let piece = segment.piece(from: (from - segmentStart), to: (to - segmentStart))
                if penAt != piece.start { result._move(piece.start) }
                switch piece.kind {
                case .line(let p): result._line(p)
                case .cubic(let c1, let c2, let p): result._curve(c1, c2, p)
                }
                penAt = piece.end
            }
        }
        return result
    }

    /// Appends an element as it is (no transform).
    func _append(_ element: Element) {
        switch element {
        case .move(let p): _move(p)
        case .line(let p): _line(p)
        case .quad(let c, let p): _quad(c, p)
        case .curve(let c1, let c2, let p): _curve(c1, c2, p)
        case .close: _close()
        }
    }
}

/// One subpath of a path being trimmed: its elements and its pieces with lengths.
private struct _TrimSubpath {
    var elements: [CGPath.Element] = []
    var segments: [_TrimSegment] = []
    var length: CGFloat { segments.reduce(0) { $0 + $1.length } }

    static func split(_ path: CGPath) -> [_TrimSubpath] {
        var result: [_TrimSubpath] = []
        var current = _TrimSubpath()
        var last = CGPoint.zero, start = CGPoint.zero
        for element in path._elements {
            switch element {
            case .move(let p):
                if !current.elements.isEmpty { result.append(current) }
                current = _TrimSubpath()
                last = p; start = p
            case .line(let p):
                current.segments.append(_TrimSegment(start: last, kind: .line(p)))
                last = p
            case .quad(let c, let p):
                // Raised to a cubic, as cairo draws it.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                current.segments.append(_TrimSegment(start: last, kind: .cubic(c1, c2, p)))
                last = p
            case .curve(let c1, let c2, let p):
                current.segments.append(_TrimSegment(start: last, kind: .cubic(c1, c2, p)))
                last = p
            case .close:
                current.segments.append(_TrimSegment(start: last, kind: .line(start)))
                last = start
            }
            current.elements.append(element)
        }
        if !current.elements.isEmpty { result.append(current) }
        return result
    }
}

/// A line or cubic with its length, and its sub-pieces by distance along it.
private struct _TrimSegment {
    enum Kind {
        case line(CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
    }

    let start: CGPoint
    let kind: Kind
    /// For a cubic: the distance along it at each of 33 evenly spaced parameters.
    private let table: [CGFloat]
    let length: CGFloat

    init(start: CGPoint, kind: Kind) {
        self.start = start
        self.kind = kind
        switch kind {
        case .line(let p):
            table = []
            length = hypot(p.x - start.x, p.y - start.y)
        case .cubic:
            var distances: [CGFloat] = [0]
            var previous = start
            for i in 1...32 {
                let point = Self.point(on: start, kind, at: CGFloat(i) / 32)
                distances.append(distances[i - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            table = distances
            length = distances[32]
        }
    }

    var end: CGPoint {
        switch kind {
        case .line(let p), .cubic(_, _, let p): return p
        }
    }

    /// The part between distances `a` and `b` along the segment.
    func piece(from a: CGFloat, to b: CGFloat) -> (start: CGPoint, end: CGPoint, kind: Kind) {
        switch kind {
        case .line(let p):
            func at(_ d: CGFloat) -> CGPoint {
                let t = length > 0 ? d / length : 0
                return CGPoint(x: start.x + (p.x - start.x) * t, y: start.y + (p.y - start.y) * t)
            }
            let s = at(a), e = at(b)
            return (s, e, .line(e))
        case .cubic(let c1, let c2, let p):
            let t0 = parameter(at: a), t1 = parameter(at: b)
            // Cut at t1, then cut the left part at t0 / t1.
            let (left, _) = Self.split([start, c1, c2, p], at: t1)
            let (_, middle) = Self.split(left, at: t1 > 0 ? t0 / t1 : 0)
            return (middle[0], middle[3], .cubic(middle[1], middle[2], middle[3]))
        }
    }

    /// The curve parameter at distance `d`, interpolated in the length table.
    private func parameter(at d: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if d <= 0 { return 0 }
        if d >= length { return 1 }
        var i = 1
        while i < 32 && table[i] < d { i += 1 }
        let span = table[i] - table[i - 1]
        let f = span > 0 ? (d - table[i - 1]) / span : 0
        return (CGFloat(i - 1) + f) / 32
    }

    private static func point(on start: CGPoint, _ kind: Kind, at t: CGFloat) -> CGPoint {
        guard case .cubic(let c1, let c2, let p) = kind else { return start }
        let r = 1 - t
        let a = r * r * r, b = 3 * r * r * t, c = 3 * r * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x, y: a * start.y + b * c1.y + c * c2.y + d * p.y)
    }

    /// De Casteljau: the cubic `q` (four points) cut at `t` into two cubics.
    private static func split(_ q: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let ab = mix(q[0], q[1]), bc = mix(q[1], q[2]), cd = mix(q[2], q[3])
        let abc = mix(ab, bc), bcd = mix(bc, cd)
        let m = mix(abc, bcd)
        return ([q[0], ab, abc, m], [m, bcd, cd, q[3]])
    }
}
