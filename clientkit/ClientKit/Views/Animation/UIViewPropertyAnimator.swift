import Foundation

/// An animator of view property changes that can be started, paused, scrubbed, reversed,
/// continued with new timing and stopped (UIKit's `UIViewPropertyAnimator`).
///
/// The animations blocks run when the animator becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or setting ``fractionComplete``): like `UIView.animate`'s, they set
/// the model values at once, and the animator animates each changed property from where
/// it was (what was on screen, if it was animating) to its new value with Core Animation
/// (see `UIViewPropertyAnimator+Tracks`). Its state machine is UIKit's
/// (``UIViewAnimatingState``): `.inactive` → `.active` (running or paused) → `.inactive`
/// when the animations end, or `.stopped` by `stopAnimation(false)` until
/// `finishAnimation(at:)`.
///
/// **Misuse.** Where UIKit raises an exception (starting a stopped animator, finishing one
/// that is not stopped, pausing or reversing one that is not interruptible, setting
/// ``fractionComplete`` while running), ClientKit logs the mistake to standard error and
/// ignores the call.
///
/// **Timing.** ``fractionComplete`` is the fraction of the duration (0...1). Paused and
/// scrubbed with ``scrubsLinearly`` (the default), properties sit at that fraction of their
/// change; otherwise at the timing curve's value there. Resuming a plain pause continues on
/// the original curve; resuming after a linear scrub, or ``continueAnimation(
/// withTimingParameters:durationFactor:)`` with new parameters or a factor other than 1,
/// animates from what is on screen to the targets over the remaining duration (times the
/// factor) with the given (or original) timing. Reversing a cubic curve retraces it
/// exactly; a reversed spring animates from what is on screen back to the start values with
/// the spring over the elapsed time.
@MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The duration of the animations, in seconds (for a spring with physical parameters,
    /// its settling duration, as UIKit).
    public let duration: TimeInterval
    /// The delay `startAnimation(afterDelay:)` or `runningPropertyAnimator` gave, in seconds.
    public internal(set) var delay: TimeInterval = 0
    /// The timing the animator was made with.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Whether the animator can be paused and reversed. Default `true`.
    open var isInterruptible = true
    /// Whether the animated views receive touches while animating. Default `true`.
    open var isUserInteractionEnabled = true
    /// Accepted for UIKit compatibility; hit-testing always uses the model geometry.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing ``fractionComplete`` while paused moves the properties linearly.
    /// Default `true`.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of finishing (no
    /// completions run then). Default `false`.
    open var pausesOnCompletion = false

    let _timing: _UIViewAnimationTiming
    var _state = UIViewAnimatingState.inactive
    var _isRunning = false
    var _isReversed = false
    /// The fraction at ``_anchorTime`` (running) or now (paused).
    var _fraction: CGFloat = 0
    /// When a running animator was at ``_fraction`` (may be ahead: a delayed start).
    var _anchorTime: CFTimeInterval = 0
    /// Fraction per second while running (negative when reversed).
    var _rate: CGFloat = 0
    /// Whether the properties follow the timing curve at ``fractionComplete`` (false after
    /// a linear scrub or a continuation with other timing).
    var _onCurve = true
    var _pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var _completions: [(UIViewAnimatingPosition) -> Void] = []
    var _tracks: [_AnimatorTrack] = []
    /// Views that refuse touches because of this animator.
    var _refusingViews: [UIView] = []

    /// An animator with the given timing (a `UICubicTimingParameters`, a
    /// `UISpringTimingParameters`, or your own provider). Add animations before starting it.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let timing = _UIViewAnimationTiming(parameters)
        _timing = timing
        timingParameters = parameters
        self.duration = timing.effectiveDuration(max(0, duration.isFinite ? duration : 0))
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of the given damping ratio lasting `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator with the curve in `options` and starts it after `delay`.
    /// `.allowUserInteraction` decides ``isUserInteractionEnabled``; the repeat and
    /// transition options do not apply to animators. (UIKit returns `Self`; ClientKit
    /// returns the base class.)
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration,
                                              timingParameters: UICubicTimingParameters(animationCurve: options._curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: UIViewAnimating

    /// The animator's state.
    open var state: UIViewAnimatingState { _state }

    /// Whether the animations are running (started, not paused or stopped).
    open var isRunning: Bool { _isRunning }

    /// Whether the animations run towards their start values. Setting it while running turns
    /// them around where they are; the completions then get `.start`.
    open var isReversed: Bool {
        get { _isReversed }
        set { _setReversed(newValue) }
    }

    /// The fraction of the duration done, 0...1. Set it while paused (or inactive, which
    /// pauses) to scrub.
    open var fractionComplete: CGFloat {
        get { _currentFraction() }
        set { _scrub(to: newValue) }
    }

    /// Starts or resumes the animations.
    open func startAnimation() {
        _start(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (the animator is active and running
    /// meanwhile, with the start values on screen).
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = max(0, delay.isFinite ? delay : 0)
        _start(afterDelay: self.delay)
    }

    /// Pauses the animations where they are.
    open func pauseAnimation() {
        _pause()
    }

    /// Stops the animations where they are (see ``UIViewAnimating/stopAnimation(_:)``).
    open func stopAnimation(_ withoutFinishing: Bool) {
        _stop(withoutFinishing: withoutFinishing)
    }

    /// Finishes a stopped animator at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        _finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations that run with the others (at once if the animator is running).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start when `delayFactor` (0...1) of the remaining duration has
    /// passed.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        _add(animation, delayFactor: min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1))
    }

    /// Adds a completion, run with where the animations ended (in the order added).
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        _completions.append(completion)
    }

    /// Resumes a paused animator, with new timing (`nil`: the original) and the remaining
    /// duration multiplied by `durationFactor` (see the type's documentation).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?,
                                durationFactor: CGFloat) {
        _continue(with: parameters.map(_UIViewAnimationTiming.init), durationFactor: durationFactor)
    }

    /// Reports API misuse (UIKit raises; ClientKit logs and goes on).
    func _misuse(_ message: String) {
        FileHandle.standardError.write(Data("UIViewPropertyAnimator: \(message); ignored\n".utf8))
    }
}
