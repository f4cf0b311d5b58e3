import Foundation

/// UIKit's block-based view animations.
///
/// Inside the `animations` closure, changes to the animatable properties of views —
/// ``UIView/frame``, ``UIView/bounds``, ``UIView/center``, ``UIView/transform``,
/// ``UIView/alpha``, ``UIView/backgroundColor``, and on a view's own layer `cornerRadius`,
/// `borderWidth`, `borderColor` and the shadow's properties — take their new (model)
/// values at once and are animated on screen from the old ones by Core Animation (see
/// `_UIViewAnimationBlock`). A `layoutIfNeeded()` in the closure animates the frames
/// layout gives (the Auto Layout idiom: change a constraint's constant before the call,
/// then `UIView.animate(withDuration: 0.3) { view.layoutIfNeeded() }`).
///
/// The completion runs on the main queue after the animations stop: with `true` when
/// they all finished, `false` when one was interrupted — replaced by another animation
/// of the same property of the same view (the new one starts from the old one's target,
/// or from what is on screen with `.beginFromCurrentState`; UIKit's additive animations
/// of iOS 8 are not modelled). With a duration of 0, with animations disabled, or when
/// nothing changed, the changes apply at once and the completion still runs
/// asynchronously, with `true`.
///
/// Views refuse touches while they animate unless `.allowUserInteraction` is given
/// (hit-testing skips them and their subviews). Hit-testing uses the model geometry
/// (where the view will be), as UIKit does.
extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds after `delay`
    /// seconds, with `options` (curve, repeat, interaction…), then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: delay, timing: .init(options._curve), options: options,
                 animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds (ease-in-out, no
    /// delay), then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds (ease-in-out, no delay).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes with a spring: `dampingRatio` 1 settles without overshoot,
    /// towards 0 it oscillates more; `velocity` is the initial speed as a fraction of the
    /// whole change per second (for 200 points of travel and 100 points per second, 0.5).
    /// The spring lasts `duration` (see `UISpringTimingParameters` for how it is fitted).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = UISpringTimingParameters(dampingRatio: dampingRatio,
                                              initialVelocity: CGVector(dx: velocity, dy: velocity))
        _animate(duration: duration, delay: delay, timing: .spring(spring), options: options,
                 animations: animations, completion: completion)
    }

    /// Animates the changes with a spring described as SwiftUI's are (iOS 17): it settles
    /// in about `springDuration` seconds; `bounce` 0 does not overshoot, towards 1 it
    /// bounces more (negative values are taken as 0: ClientKit's springs are not
    /// overdamped). The damping ratio is `1 − bounce`.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, usingSpringWithDamping: Swift.max(0.01, 1 - Swift.min(1, Swift.max(0, bounce))),
                initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, also inside an animation
    /// block: the changes it makes apply at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _UIViewAnimationBlock.withoutAnimation().run(actionsWithoutAnimation)
    }

    /// The duration of the animation block being run, in seconds; 0 outside one (or in
    /// `performWithoutAnimation(_:)`).
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = _UIViewAnimationBlock.current, block.animates else { return 0 }
        return block.duration
    }

    /// Whether animation blocks animate: `false` after `setAnimationsEnabled(false)` and
    /// inside `performWithoutAnimation(_:)`. Default `true`.
    public class var areAnimationsEnabled: Bool {
        _animationsEnabled && !_UIViewAnimationBlock.stack.contains(where: \.isWithoutAnimation)
    }

    /// Turns animations on or off for the whole app: while off, animation blocks apply
    /// their changes at once (completions still run, with `true`).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        _animationsEnabled = enabled
    }

    static var _animationsEnabled = true

    /// The common path of the `animate` variants.
    static func _animate(duration: TimeInterval, delay: TimeInterval, timing: _UIViewAnimationTiming,
                         options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let block = _UIViewAnimationBlock.nested(duration: duration, timing: timing, options: options)
        block.run {
            animations()
            if block.options.contains(.layoutSubviews) { block._layOutResizedViews() }
        }
        let group = _UIViewAnimationGroup(options: block.options, completion: completion)
        if block.animates {
            let begin = delay > 0 ? CACurrentMediaTime() + delay : 0
            for (change, to) in block.changedValues() {
                let animation = block.timing.makeAnimation(keyPath: change.key, from: change.from, to: to,
                                                           duration: block.duration)
                block._applyRepetition(to: animation, beginTime: begin)
                group.add(animation, to: change.layer, forKey: change.key)
            }
        }
        group.finishIfEmpty()
    }
}

extension _UIViewAnimationBlock {
    /// `.layoutSubviews`: lays out now the views whose size the block changed, so their
    /// subviews' new frames are recorded and animate with them.
    func _layOutResizedViews() {
        for change in changes where change.key == "bounds" {
            (change.layer.delegate as? UIView)?.layoutIfNeeded()
        }
    }

    /// A delay (begin time, holding the start value until then), `.repeat` and `.autoreverse`.
    func _applyRepetition(to animation: CAAnimation, beginTime: CFTimeInterval) {
        if beginTime > 0 {
            animation.beginTime = beginTime
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
    }
}
