import Foundation

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) through two
/// control points, as Core Animation's `CAMediaTimingFunction`. x is the fraction of the
/// duration, y the fraction of the change.
///
/// Solved exactly: for a given x the curve's parameter t is found by Newton's method
/// (falling back to bisection where the slope is flat) to within 1e-12, then y(t) is
/// returned.
public final class CAMediaTimingFunction: Sendable, CustomStringConvertible {
    /// Core Animation's named curves.
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// (0, 0) (1, 1).
        public static let linear = Name(rawValue: "linear")
        /// (0.42, 0) (1, 1).
        public static let easeIn = Name(rawValue: "easeIn")
        /// (0, 0) (0.58, 1).
        public static let easeOut = Name(rawValue: "easeOut")
        /// (0.42, 0) (0.58, 1).
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// The system default: (0.25, 0.1) (0.25, 1).
        public static let `default` = Name(rawValue: "default")
    }

    private let p1: (x: Double, y: Double)
    private let p2: (x: Double, y: Double)

    /// A named curve (an unknown name gives `.default`).
    public convenience init(name: Name) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y); x is clamped to
    /// 0...1, as Core Animation requires.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        p1 = (min(max(Double(c1x), 0), 1), Double(c1y))
        p2 = (min(max(Double(c2x), 0), 1), Double(c2y))
    }

    /// Control point `index` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) into
    /// `values` (two floats).
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double) = switch index {
        case 1: p1
        case 2: p2
        case 3: (1, 1)
        default: (0, 0)
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// The curve's y at `x` (0...1; clamped).
    public func _solve(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if p1.x == p1.y && p2.x == p2.y { return x } // a straight line
        let t = parameter(forX: x)
        return Self.bezier(t, p1.y, p2.y)
    }

    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        // 3(1−t)²t·a + 3(1−t)t²·b + t³
        ((1 - 3 * b + 3 * a) * t + (3 * b - 6 * a)) * t * t + 3 * a * t
    }

    private static func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - 3 * b + 3 * a) * t * t + 2 * (3 * b - 6 * a) * t + 3 * a
    }

    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, p1.x, p2.x) - x
            if abs(error) < 1e-12 { return t }
            let d = Self.slope(t, p1.x, p2.x)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<64 {
            let value = Self.bezier(t, p1.x, p2.x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    public var description: String { "CAMediaTimingFunction(\(p1.x), \(p1.y), \(p2.x), \(p2.y))" }
}
