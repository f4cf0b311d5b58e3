import Foundation

/// Timing that follows a damped spring pulling the value from its start to its target
/// (UIKit's `UISpringTimingParameters`); Core Animation evaluates the spring
/// (`CASpringAnimation`, mass 1 unless given).
///
/// **Damping ratio and a duration.** UIKit's ratio-based springs
/// (``init(dampingRatio:initialVelocity:)``, `UIView.animate(withDuration:delay:
/// usingSpringWithDamping:…)`, `UIViewPropertyAnimator(duration:dampingRatio:…)`) last
/// the duration they are given; UIKit does not document how it picks the spring's
/// stiffness for it. ClientKit picks the natural frequency ω₀ (mass 1, stiffness ω₀²,
/// damping 2ζω₀) so that the motion's decay envelope falls to 0.1% of the distance at the
/// duration: e^(−ζ′ω₀d) = 0.001, where ζ′ is the decay rate of the slowest mode per unit
/// ω₀ — ζ when under-damped, ζ − √(ζ² − 1) when over-damped (both 1 at critical damping).
/// The animation then lasts exactly the duration and ends on its target. Ratios below
/// 0.05 are taken as 0.05 (an undamped spring never settles).
///
/// **Physical parameters.** With ``init(mass:stiffness:damping:initialVelocity:)`` the
/// spring sets its own duration, its settling duration (`CASpringAnimation.
/// settlingDuration`): an animator given these parameters ignores its `duration`, as
/// UIKit does.
///
/// **Velocity.** UIKit reads both components of ``initialVelocity`` for position
/// animations and `dx` for everything else; ClientKit uses `dx` for every property
/// (one curve per animation).
@MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The property's rate of change at the start, as a fraction of the whole change per
    /// second (1 = the whole distance in one second), per axis.
    public let initialVelocity: CGVector

    enum _Spring: Equatable {
        /// UIKit's ratio-based spring, fitted to the animator's duration.
        case ratio(CGFloat)
        /// A spring given by its physics; lasts its settling duration.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }
    let _spring: _Spring

    /// The smallest damping ratio used (see the type's documentation).
    static let _minimumDampingRatio: CGFloat = 0.05
    /// The fraction of the distance the envelope decays to at the duration.
    static let _settleFraction: CGFloat = 0.001

    /// UIKit's default spring: damping ratio 4.56 (as UIKit documents), no initial velocity.
    public convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: CGVector())
    }

    /// A spring with the given damping ratio (1: no overshoot; towards 0: more
    /// oscillation) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector())
    }

    /// A spring with the given damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        _spring = .ratio(ratio.isFinite ? max(ratio, Self._minimumDampingRatio) : 1)
        initialVelocity = velocity
    }

    /// A spring given by its mass (> 0), stiffness, damping coefficient and initial
    /// velocity. Non-positive or non-finite values are replaced by Core Animation's
    /// defaults (mass 1, stiffness 100, damping 10) instead of raising.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        func valid(_ v: CGFloat, else fallback: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : fallback }
        _spring = .physical(mass: valid(mass, else: 1), stiffness: valid(stiffness, else: 100),
                            damping: valid(damping, else: 10))
        initialVelocity = velocity
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// `nil`: no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The receiver.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The damping ratio ζ = c / (2√(km)).
    var _dampingRatio: CGFloat {
        switch _spring {
        case .ratio(let ratio): ratio
        case .physical(let m, let k, let c): c / (2 * (k * m).squareRoot())
        }
    }

    /// Whether the spring decides its own duration (physical parameters).
    var _hasOwnDuration: Bool {
        if case .physical = _spring { return true }
        return false
    }

    /// The spring's mass, stiffness and damping for an animation of `duration` seconds
    /// (for a ratio-based spring, fitted as the type's documentation says).
    func _physics(forDuration duration: TimeInterval) -> (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
        switch _spring {
        case .physical(let m, let k, let c):
            return (m, k, c)
        case .ratio(let zeta):
            let decayPerOmega = zeta < 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
            let omega = -log(Self._settleFraction) / (decayPerOmega * CGFloat(max(duration, 1e-3)))
            return (1, omega * omega, 2 * zeta * omega)
        }
    }
}
