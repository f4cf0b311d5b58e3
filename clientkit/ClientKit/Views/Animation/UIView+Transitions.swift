import Foundation

/// View transitions: `transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)`.
///
/// The container's layer gets a Core Animation transition (`CATransition`, type `.fade`)
/// that cross-dissolves from what the container showed before the changes to what it
/// shows after. `.transitionCrossDissolve` is the transition ClientKit draws; the flips
/// and curls (`.transitionFlipFromLeft` …, `.transitionCurlUp` …) are drawn as a
/// cross-dissolve too (ClientKit composites in 2D), and `.transitionNone` changes at once
/// (then the completion still runs asynchronously, with `true`). Changes inside the
/// closure do not animate on their own, as in UIKit, unless `.allowAnimatedContent` is
/// given.
extension UIView {
    /// Makes the changes `animations` does to `view` (usually to its subviews) with a
    /// transition of `duration` seconds, then calls `completion`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let block = _UIViewAnimationBlock.nested(duration: duration, timing: .init(options._curve), options: options)
        let group = _UIViewAnimationGroup(options: block.options, completion: completion)
        guard block.animates, options._transition != 0 else {
            performWithoutAnimation { animations?() }
            group.finishIfEmpty()
            return
        }
        let transition = CATransition()
        transition.type = .fade
        transition.duration = block.duration
        if case .cubic(let p1, let p2) = block.timing {
            transition.timingFunction = CAMediaTimingFunction(controlPoints: Float(p1.x), Float(p1.y),
                                                              Float(p2.x), Float(p2.y))
        }
        if options.contains(.allowAnimatedContent) {
            _animate(duration: duration, delay: 0, timing: block.timing, options: options,
                     animations: { animations?() }, completion: nil)
        } else {
            performWithoutAnimation { animations?() }
        }
        group.add(transition, to: view.layer, forKey: kCATransition)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a transition:
    /// `fromView` is removed and `toView` added in its place (with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead). Without a
    /// superview the change happens at once.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            performWithoutAnimation(swap)
            _UIViewAnimationGroup(options: options, completion: completion).finishIfEmpty()
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}
