import Foundation

/// Recognizes one or more taps of one or more fingers, as UIKit's
/// `UITapGestureRecognizer`. Discrete: `.possible → .ended` (`.recognized`) when the
/// last required tap lifts, or `.failed`.
///
/// It fails when a finger moves more than ``allowableMovement`` from where it went
/// down, when more fingers than ``numberOfTouchesRequired`` touch, when a tap lifts
/// with fewer fingers than required, or when the next tap of a multi-tap does not begin
/// within ``maximumIntervalBetweenTaps`` after the previous one lifted. Taps are
/// counted by the recognizer itself (the touches' `tapCount` is not needed).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs. Default 1.
    open var numberOfTouchesRequired = 1
    /// The pointer buttons a click must press to count as a tap (iOS 13.4): a secondary
    /// (right) click is no tap by default. Fingers have no buttons and always count.
    /// Default `.primary`.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// ClientKit only (UIKit keeps these private): how far a finger may move during a
    /// tap, in points of the window. Default 10.
    open var allowableMovement: CGFloat = 10
    /// ClientKit only: the longest pause between the taps of a multi-tap, in seconds.
    /// Default 0.35 (the platform's multi-tap interval).
    open var maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var tapsCompleted = 0
    /// Fingers that went down in the current tap, and the most down at once.
    private var touchesInTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var nextTapTimer: Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimer?.invalidate()
        nextTapTimer = nil
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        touchesInTap = max(touchesInTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
        if !event.buttonMask.isEmpty, event.buttonMask != buttonMaskRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap is complete when its last finger lifts.
        guard numberOfTouches == touches.count else { return }
        guard touchesInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesInTap = 0
        starts = [:]
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            nextTapTimer = _scheduleMainTimer(after: maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        nextTapTimer?.invalidate()
        nextTapTimer = nil
        tapsCompleted = 0
        touchesInTap = 0
        starts = [:]
    }
}
