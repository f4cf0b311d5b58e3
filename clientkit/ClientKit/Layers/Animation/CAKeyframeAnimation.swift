import Foundation

/// An animation of one property through a list of values (`CAKeyframeAnimation`).
///
/// `keyTimes` (0...1, one per value; evenly spaced when absent) say when each value is
/// reached. `.linear` interpolates between neighbours (each segment paced by
/// `timingFunctions[i]` when given); `.discrete` shows each value from its key time until
/// the next (Core Animation's rule: one more key time than values); `.paced` spreads the
/// key times by the distance between values (numbers, points, sizes, rectangles), so the
/// value changes at a constant rate, ignoring `keyTimes` and `timingFunctions`.
/// `.cubic` and `.cubicPaced` are computed as `.linear` and `.paced`.
///
/// A `path` (for point properties such as `position`) replaces `values`: each element's
/// end point is a keyframe, reached at its key time, and between keyframes the value
/// follows the element's line or curve (at the curve's parameter; by length when
/// `.paced`). A move inside the path jumps. `rotationMode` is not provided.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path the (point) value follows; when set, `values` is ignored.
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func _takeProperties(of other: CAAnimation) {
        super._takeProperties(of: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
    }

    private var paced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    override func _apply(progress: Double, to presentation: CALayer, model: CALayer) {
        guard let keyPath else { return }
        let f = _eased(progress)
        let result: (value: Any, first: Any, last: Any)?
        if let path, !path._elements.isEmpty {
            result = _pathValue(path, at: f)
        } else if let values, !values.isEmpty {
            result = _listValue(values, at: f).map { ($0, values[0], values[values.count - 1]) }
        } else {
            result = nil
        }
        guard let result else { return }
        let value = _combine(result.value, change: (result.first, result.last), keyPath: keyPath, presentation: presentation)
        presentation.setValue(value, forKeyPath: keyPath)
    }

    /// The key times for `n` keyframes whose segments measure `lengths` (for `.paced`).
    private func _times(count n: Int, lengths: () -> [Double]?) -> [Double] {
        if paced, let lengths = lengths() {
            let total = lengths.reduce(0, +)
            if total > 0 {
                var times = [0.0]
                var run = 0.0
                for length in lengths {
                    run += length
                    times.append(run / total)
                }
                return times
            }
        }
        if let keyTimes { return keyTimes.map(\.doubleValue) }
        if calculationMode == .discrete { return (0...n).map { (i: Int) -> Double in Double(i) / Double(n) } }
        return (0..<n).map { (i: Int) -> Double in n > 1 ? Double(i) / Double(n - 1) : 0 }
    }

    /// The segment `f` falls in and the fraction of it, with the segment's timing function
    /// applied (`nil` before the first key time or after the last).
    private func _segment(_ f: Double, times: [Double], count: Int) -> (index: Int, u: Double)? {
        guard count > 1, f > times[0] else { return nil }
        for i in 0..<(count - 1) where f <= times[i + 1] {
            let span = times[i + 1] - times[i]
            var u = span > 0 ? (f - times[i]) / span : 1
            if !paced, let functions = timingFunctions, i < functions.count { u = functions[i]._solve(u) }
            return (i, u)
        }
        return nil
    }

    private func _listValue(_ values: [Any], at f: Double) -> Any? {
        let n = values.count
        let times = _times(count: n) {
            guard n > 1 else { return nil }
            var lengths: [Double] = []
            for i in 1..<n {
                guard let d = _CAValues.distance(values[i - 1], values[i]) else { return nil }
                lengths.append(d)
            }
            return lengths
        }
        if calculationMode == .discrete {
            var index = 0
            for i in 0..<min(n, times.count) where times[i] <= f { index = i }
            return values[index]
        }
        let count = min(n, times.count)
        guard count > 1 else { return values[0] }
        guard let (i, u) = _segment(f, times: times, count: count) else {
            return f <= times[0] ? values[0] : values[count - 1]
        }
        return _CAValues.interpolate(values[i], values[i + 1], u)
    }

    private func _pathValue(_ path: CGPath, at f: Double) -> (Any, Any, Any)? {
        let segments = _KeyframePathSegment.segments(of: path)
        guard let first = segments.first?.start else { return nil }
        let last = segments.last?.end ?? first
        guard !segments.isEmpty else { return (first, first, first) }
        let n = segments.count + 1
        let times = _times(count: n) { segments.map { $0.isJump ? 0 : Double($0.length) } }
        if calculationMode == .discrete {
            var index = 0
            for i in 0..<min(n, times.count) where times[i] <= f { index = i }
            return (index == 0 ? first : segments[index - 1].end, first, last)
        }
        guard let (i, u) = _segment(f, times: times, count: min(n, times.count)) else {
            return (f <= times[0] ? first : last, first, last)
        }
        let segment = segments[i]
        return (paced ? segment.point(atLength: CGFloat(u) * segment.length) : segment.point(at: CGFloat(u)), first, last)
    }
}

/// One piece of a keyframe path: from a keyframe to the next along a line or curve (a
/// move is a jump).
struct _KeyframePathSegment {
    let start: CGPoint
    /// Control points of the cubic Bézier (a line or quad is raised to a cubic).
    let c1: CGPoint, c2: CGPoint
    let end: CGPoint
    let isJump: Bool

    /// The point at curve parameter `t` (a jump stays at its start until its end).
    func point(at t: CGFloat) -> CGPoint {
        if isJump { return t < 1 ? start : end }
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                       y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }

    /// The length, measured on 64 chords.
    var length: CGFloat {
        if isJump { return 0 }
        var total: CGFloat = 0
        var previous = start
        for k in 1...64 {
            let p = point(at: CGFloat(k) / 64)
            total += hypot(p.x - previous.x, p.y - previous.y)
            previous = p
        }
        return total
    }

    /// The point `distance` along the segment (by the 64 chords).
    func point(atLength distance: CGFloat) -> CGPoint {
        if isJump { return distance > 0 ? end : start }
        var run: CGFloat = 0
        var previous = start
        for k in 1...64 {
            let p = point(at: CGFloat(k) / 64)
            let chord = hypot(p.x - previous.x, p.y - previous.y)
            if run + chord >= distance, chord > 0 {
                let w = (distance - run) / chord
                return CGPoint(x: previous.x + (p.x - previous.x) * w, y: previous.y + (p.y - previous.y) * w)
            }
            run += chord
            previous = p
        }
        return end
    }

    /// The path's segments: every element after the first move, in order.
    static func segments(of path: CGPath) -> [_KeyframePathSegment] {
        var result: [_KeyframePathSegment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        func line(_ a: CGPoint, _ b: CGPoint, jump: Bool = false) -> _KeyframePathSegment {
            _KeyframePathSegment(start: a, c1: CGPoint(x: a.x + (b.x - a.x) / 3, y: a.y + (b.y - a.y) / 3),
                                 c2: CGPoint(x: a.x + 2 * (b.x - a.x) / 3, y: a.y + 2 * (b.y - a.y) / 3),
                                 end: b, isJump: jump)
        }
        for element in path._elements {
            switch element {
            case .move(let p):
                if let from = current { result.append(line(from, p, jump: true)) }
                current = p
                subpathStart = p
            case .line(let p):
                let from = current ?? p
                result.append(line(from, p))
                current = p
            case .quad(let c, let p):
                let from = current ?? p
                let c1 = CGPoint(x: from.x + 2 * (c.x - from.x) / 3, y: from.y + 2 * (c.y - from.y) / 3)
                let c2 = CGPoint(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3)
                result.append(_KeyframePathSegment(start: from, c1: c1, c2: c2, end: p, isJump: false))
                current = p
            case .curve(let c1, let c2, let p):
                let from = current ?? p
                result.append(_KeyframePathSegment(start: from, c1: c1, c2: c2, end: p, isJump: false))
                current = p
            case .close:
                if let from = current, let to = subpathStart, from != to { result.append(line(from, to)) }
                current = subpathStart
            }
        }
        // A path of one move has its point as its only keyframe.
        if result.isEmpty, let only = current {
            return [_KeyframePathSegment(start: only, c1: only, c2: only, end: only, isJump: true)]
        }
        return result
    }
}

/// Animations that run together on one timeline (`CAAnimationGroup`): each child's times
/// are in the group's local time.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    override func _takeProperties(of other: CAAnimation) {
        super._takeProperties(of: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func _apply(progress: Double, to presentation: CALayer, model: CALayer) {
        let local = _eased(progress) * _cycleDuration
        for child in animations ?? [] {
            switch child._phase(at: local) {
            case .active(let p, _):
                child._apply(progress: p, to: presentation, model: model)
            case .inactive(ended: true) where progress >= 1:
                // The group at its end (held there when it fills forwards): a child that ran
                // until that moment shows its end, as the group's fill freezes its timeline
                // there — the usual idiom fills only the group. A child that ended earlier
                // without a fill of its own stays removed.
                if case .active(_, ended: false) = child._phase(at: local - 1e-9) {
                    child._apply(progress: child._endProgress, to: presentation, model: model)
                }
            default:
                break
            }
        }
    }
}
