import Foundation

/// Timing given by a cubic Bézier curve from (0, 0) to (1, 1) (UIKit's
/// `UICubicTimingParameters`): x is the fraction of the duration, y the fraction of the
/// change. Core Animation solves the curve (`CAMediaTimingFunction`).
@MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The named curve, for parameters made from one; `.easeInOut` otherwise (UIKit's value).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a named curve, `.cubic` for control points.
    public let timingCurveType: UITimingCurveType

    /// The default curve, ease-in-out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = curve._controlPoints
        timingCurveType = .builtin
    }

    /// A curve with the given control points. UIKit requires x in 0...1; ClientKit
    /// clamps x there (Core Animation's rule for timing functions) rather than raise.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: min(max(point1.x, 0), 1), y: point1.y)
        controlPoint2 = CGPoint(x: min(max(point2.x, 0), 1), y: point2.y)
        timingCurveType = .cubic
    }

    /// The receiver.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`: no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}
