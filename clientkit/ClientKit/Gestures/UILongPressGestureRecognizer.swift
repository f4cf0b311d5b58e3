import Foundation

/// Recognizes fingers held down in place, as UIKit's `UILongPressGestureRecognizer`.
/// Continuous: it begins when ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` without moving more than ``allowableMovement``, reports
/// `.changed` when they move afterwards, and `.ended` when one lifts. Lifting or moving
/// too far before that makes it fail.
///
/// The duration is measured by a `Timer` on the main run loop (common modes), started
/// when the required number of fingers is down.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points (of the
    /// window). Default 10.
    open var allowableMovement: CGFloat = 10
    /// How many fingers must be down. Default 1.
    open var numberOfTouchesRequired = 1
    /// Taps before the press (UIKit's default 0). ClientKit supports only 0; other
    /// values are kept but ignored.
    open var numberOfTapsRequired = 0

    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var timer: Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            startTimer()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = starts[ObjectIdentifier(touch)] else { continue }
                let point = touch.location(in: nil)
                if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        _finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        _finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        starts = [:]
    }

    private func startTimer() {
        timer?.invalidate()
        timer = _scheduleMainTimer(after: minimumPressDuration) { [weak self] in
            guard let self else { return }
            self.timer = nil
            if self.state == .possible && self.numberOfTouches == self.numberOfTouchesRequired {
                self.state = .began
            }
        }
    }
}
