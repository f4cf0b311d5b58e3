import Foundation

/// A list's swipe pan (see `_UISwipeActionsTracker`): begins only for a horizontal pan
/// that starts on an item with actions on that side (or on the open cell), outside
/// editing mode and while the list does not scroll.
@MainActor
final class _UISwipeActionsGestureRecognizer<List: _SwipeActionsList>: UIPanGestureRecognizer {
    weak var list: List?

    override func _shouldBegin(withTranslation translation: CGPoint) -> Bool {
        guard let list, abs(translation.x) > abs(translation.y),
              list.panGestureRecognizer.state == .possible || list.panGestureRecognizer.state == .failed
        else { return false }
        let location = location(in: list)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        return list._swipeTracker.mayBegin(at: start, leftward: translation.x < 0, in: list)
    }

    /// The scroll view's pan does not fail the swipe as it begins; the swipe fails by
    /// itself (above: not while the list scrolls). (This once also kept the row's held
    /// `touchesBegan` from being released just before the pan cancelled the touch; the
    /// gesture arena now cancels the views' touches before failing what a recognizer
    /// prevents, so that no longer depends on it.)
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== list?.panGestureRecognizer
    }
}
