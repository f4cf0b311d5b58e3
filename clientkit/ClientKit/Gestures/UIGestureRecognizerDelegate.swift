import Foundation

/// Fine-tunes how a gesture recognizer behaves, as UIKit's
/// `UIGestureRecognizerDelegate`. Every method is optional (the defaults below are
/// UIKit's).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when `gestureRecognizer` is about to leave `.possible` (to `.began`, or to
    /// `.ended` for a discrete recognizer); `false` makes it fail instead. Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` and `otherGestureRecognizer` may both recognize
    /// from the same touches. Either delegate saying `true` is enough. Default `false`:
    /// the first to recognize makes the other fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` (which shares
    /// a touch with it) to fail before it recognizes, as ``UIGestureRecognizer/require(toFail:)``
    /// for one touch sequence. Default `false`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail
    /// (the reverse of the previous method). Default `false`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked when a new touch begins in the recognizer's view (or a subview), before
    /// the recognizer sees it; `false` keeps the touch from the recognizer for its
    /// whole life. Default `true`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}
