import Foundation

/// The timing of a view animation: a cubic curve or a spring, as UIKit's blocks and
/// animators specify it, turned into Core Animation animations.
@MainActor
enum _UIViewAnimationTiming {
    /// A cubic Bézier curve (control points), solved by `CAMediaTimingFunction`.
    case cubic(CGPoint, CGPoint)
    /// A spring (mass, stiffness, damping) with an initial velocity in fractions of the
    /// change per second.
    case spring(UISpringTimingParameters)

    /// UIKit's named curve.
    init(_ curve: UIView.AnimationCurve) {
        let (p1, p2) = curve._controlPoints
        self = .cubic(p1, p2)
    }

    /// The timing a curve provider asks for (see `UITimingCurveProvider` for `.composed`).
    init(_ provider: any UITimingCurveProvider) {
        if provider.timingCurveType == .spring || provider.timingCurveType == .composed,
           let spring = provider.springTimingParameters {
            self = .spring(spring)
        } else if let cubic = provider.cubicTimingParameters {
            self = .cubic(cubic.controlPoint1, cubic.controlPoint2)
        } else {
            self = .init(.easeInOut)
        }
    }

    /// The animation's real length for a requested `duration`: a spring with physical
    /// parameters lasts its settling duration, as UIKit's animators do.
    func effectiveDuration(_ duration: TimeInterval) -> TimeInterval {
        guard case .spring(let parameters) = self, parameters._hasOwnDuration else { return duration }
        return makeAnimation(keyPath: "", from: nil, to: nil, duration: duration).duration
    }

    /// The same motion run backwards in time, where one exists: a reversed cubic. A
    /// spring has none (`nil`).
    var reversed: _UIViewAnimationTiming? {
        guard case .cubic(let p1, let p2) = self else { return nil }
        return .cubic(CGPoint(x: 1 - p2.x, y: 1 - p2.y), CGPoint(x: 1 - p1.x, y: 1 - p1.y))
    }

    /// The cubic curve as a Core Animation timing function (`nil` for a spring).
    var timingFunction: CAMediaTimingFunction? {
        guard case .cubic(let p1, let p2) = self else { return nil }
        return CAMediaTimingFunction(controlPoints: Float(p1.x), Float(p1.y), Float(p2.x), Float(p2.y))
    }

    /// A Core Animation animation of `keyPath` from `from` to `to` lasting `duration`
    /// seconds with this timing (a `CASpringAnimation` for a spring: with a ratio fitted to
    /// the duration, with physical parameters lasting its settling duration).
    func makeAnimation(keyPath: String, from: Any?, to: Any?, duration: TimeInterval) -> CABasicAnimation {
        switch self {
        case .cubic:
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = timingFunction
            animation.fromValue = from
            animation.toValue = to
            animation.duration = duration
            return animation
        case .spring(let parameters):
            let animation = CASpringAnimation(keyPath: keyPath)
            let (mass, stiffness, damping) = parameters._physics(forDuration: duration)
            animation.mass = mass
            animation.stiffness = stiffness
            animation.damping = damping
            animation.initialVelocity = parameters.initialVelocity.dx
            animation.fromValue = from
            animation.toValue = to
            animation.duration = parameters._hasOwnDuration ? animation.settlingDuration : duration
            return animation
        }
    }
}
