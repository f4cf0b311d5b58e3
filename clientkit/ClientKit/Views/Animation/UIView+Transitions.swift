import Foundation

/// View transitions: `transition(with:duration:options:animations:completion:)` and
/// `transition(from:to:duration:options:completion:)`.
///
/// `transition(with:…)` gives the view's layer a Core Animation transition
/// (`CATransition`, type `.fade`) that cross-dissolves from what the view showed before
/// the changes — its background and drawn content (a label's text, an image) — to what it
/// shows after; its subviews change at once (ClientKit does not snapshot subtrees: swap
/// subviews with `transition(from:to:…)`, which dissolves the two views).
/// `.transitionCrossDissolve` is the transition ClientKit draws; the flips
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
        transition.timingFunction = block.timing.timingFunction
        // Added first: the transition keeps what the layer shows before the changes.
        group.add(transition, to: view.layer, forKey: kCATransition)
        if options.contains(.allowAnimatedContent) {
            _animate(duration: duration, delay: 0, timing: block.timing, options: options,
                     animations: { animations?() }, completion: nil)
        } else {
            performWithoutAnimation { animations?() }
        }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a cross-dissolve:
    /// `toView` is added above `fromView` and fades in while `fromView` fades out; at the
    /// end `fromView` is removed (with `.showHideTransitionViews`: hidden; `toView` is
    /// shown at the start) and gets its alpha back. Without a superview, or with
    /// `.transitionNone` or no duration, the swap happens at once.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        let fromAlpha = fromView.alpha, toAlpha = toView.alpha
        let finish = {
            performWithoutAnimation {
                if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
                fromView.alpha = fromAlpha
            }
        }
        let block = _UIViewAnimationBlock.nested(duration: duration, timing: .init(options._curve), options: options)
        guard let container = fromView.superview, block.animates, options._transition != 0 else {
            performWithoutAnimation {
                if showHide { toView.isHidden = false } else { fromView.superview?.insertSubview(toView, aboveSubview: fromView) }
            }
            finish()
            _UIViewAnimationGroup(options: options, completion: completion).finishIfEmpty()
            return
        }
        performWithoutAnimation {
            if showHide { toView.isHidden = false } else { container.insertSubview(toView, aboveSubview: fromView) }
            toView.alpha = 0
        }
        _animate(duration: duration, delay: 0, timing: block.timing, options: options, animations: {
            toView.alpha = toAlpha
            fromView.alpha = 0
        }, completion: { finished in
            finish()
            completion?(finished)
        })
    }
}
