import Foundation

/// Where an animator stands (`UIViewAnimatingState`, UIKit's raw values).
///
/// An animator starts `.inactive`; `startAnimation()`, `pauseAnimation()` or setting
/// `fractionComplete` make it `.active`; it returns to `.inactive` when its animations
/// finish. `stopAnimation(false)` makes it `.stopped` until `finishAnimation(at:)`;
/// `stopAnimation(true)` makes it `.inactive` at once.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started (or finished): the initial state.
    case inactive = 0
    /// Started or paused: animations are running or held.
    case active = 1
    /// Stopped by `stopAnimation(false)`: the properties keep their current values and
    /// the animator waits for `finishAnimation(at:)`. It cannot be started again.
    case stopped = 2
}

/// Where the animated properties end (`UIViewAnimatingPosition`, UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values the animations set (their targets).
    case end = 0
    /// At the values they had before the animations.
    case start = 1
    /// Wherever they were when the animator was stopped.
    case current = 2
}

/// The flow control of an animator (UIKit's `UIViewAnimating`): start, pause, stop,
/// finish, reverse and scrub. `UIViewPropertyAnimator` adopts it.
///
/// Misuse that UIKit answers with an exception (starting a stopped animator, finishing
/// one that is not stopped, setting `isReversed` or `fractionComplete` where UIKit
/// forbids it) is logged and ignored by ClientKit's animators: the app goes on.
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state; see ``UIViewAnimatingState``.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, towards their start values.
    var isReversed: Bool { get set }
    /// How far the animation has come, 0 (start) to 1 (end). Set it while paused (or
    /// inactive) to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are (state `.active`).
    func pauseAnimation()
    /// Stops the animations where they are, setting the properties to their current
    /// values: `withoutFinishing == true` ends in `.inactive` without completions;
    /// `false` ends in `.stopped`, waiting for ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// After `stopAnimation(false)`: sets the properties at `finalPosition`, runs the
    /// completions and returns to `.inactive`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that animations and completions can be added to while it runs
/// (UIKit's `UIViewImplicitlyAnimating`). UIKit declares these members optional; the
/// defaults here do nothing.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start when `delayFactor` (0...1) of the remaining duration
    /// has passed.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block run when the animations end, with where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations, optionally with new timing and a factor on the
    /// remaining duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?,
                                  durationFactor: CGFloat) {}
}
