import Foundation

/// The scroll view's own pan (UIKit has the same private subclass). Beyond a pan it:
/// - tracks the finger from touch-down (`isTracking`);
/// - catches content that is still moving: the pan begins at once, so the touch stops
///   the motion and never reaches the content;
/// - holds the content's `touchesBegan` for `delaysContentTouches` (0.15 s, or until
///   the pan fails);
/// - does not begin for drags along an axis the scroll view cannot scroll (leaving them
///   to enclosing scroll views), nor over content that tracks the touch and may not be
///   cancelled (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
@MainActor
final class _UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// How long content touches wait (`delaysContentTouches`), in seconds.
    static let contentTouchDelay: TimeInterval = 0.15
    private var contentDelayTimer: Timer?
    private var contentDelayOver = false

    override var _holdsTouchesBegan: Bool {
        if super._holdsTouchesBegan { return true }
        return scrollView?.delaysContentTouches == true && !contentDelayOver
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView, state == .possible, numberOfTouches > 0 else { return }
        scrollView.isTracking = true
        if scrollView._isMoving {
            state = .began
            return
        }
        if scrollView.delaysContentTouches && contentDelayTimer == nil && !contentDelayOver {
            contentDelayTimer = _scheduleMainTimer(after: Self.contentTouchDelay) { [weak self] in
                guard let self else { return }
                self.contentDelayTimer = nil
                self.contentDelayOver = true
                _GestureArena.shared.holdsChanged()
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == touches.count { scrollView?.isTracking = false }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if numberOfTouches == touches.count { scrollView?.isTracking = false }
    }

    override func reset() {
        super.reset()
        contentDelayTimer?.invalidate()
        contentDelayTimer = nil
        contentDelayOver = false
        scrollView?.isTracking = false
    }

    override func _shouldBegin(withTranslation translation: CGPoint) -> Bool {
        guard let scrollView else { return true }
        let horizontal = scrollView._canScroll(horizontal: true)
        let vertical = scrollView._canScroll(horizontal: false)
        if !horizontal && !vertical { return false }
        if !horizontal && abs(translation.x) > abs(translation.y) { return false }
        if !vertical && abs(translation.y) > abs(translation.x) { return false }
        for touch in _touches where _GestureArena.shared.viewIsTracking(touch) {
            guard let view = touch.view, view !== scrollView else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
