import Foundation

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The first value before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// The last value after it ends (while it stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// How a keyframe animation computes values between keyframes
/// (`CAAnimationCalculationMode`). ClientKit computes `.cubic` as `.linear` and
/// `.cubicPaced` as `.paced` (see ``CAKeyframeAnimation``).
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// A transition's kind (`CATransitionType`). ClientKit draws every type as `.fade`.
public struct CATransitionType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The key Core Animation uses for transitions added to a layer.
public let kCATransition = "transition"

/// Something a layer runs when a property changes (`CAAction`): an animation adds itself
/// to the layer.
@MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action" (Core Animation's rule).
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Told when an animation starts and stops (`CAAnimationDelegate`). The animation holds
/// its delegate strongly, as Core Animation does.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began its active time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is `true` when it ran to its end, `false` when it was
    /// removed before (replaced under the same key, or removed).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
