import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// One finger driven through `UIApplication.sendEvent`, as the platform layer does.
/// Fingers created with the same `event` touch together (multitouch).
@MainActor
final class Finger {
    let touch: UITouch
    let event: UIEvent
    private(set) var time: TimeInterval

    init(_ window: UIWindow, at point: CGPoint, time: TimeInterval = 1, tapCount: Int = 1, event: UIEvent? = nil) {
        self.time = time
        touch = UITouch(window: window, locationInWindow: point, phase: .began, timestamp: time, tapCount: tapCount)
        self.event = event ?? UIEvent(type: .touches, timestamp: time)
        self.event._touches.insert(touch)
        send()
    }

    /// Moves to `point` (window coordinates) `dt` seconds later.
    func move(to point: CGPoint, dt: TimeInterval = 0.016) {
        time += dt
        touch._update(phase: .moved, locationInWindow: point, timestamp: time)
        send()
    }

    /// Moves in `steps` equal steps by (`dx`, `dy`), `dt` seconds apart.
    func drag(by dx: CGFloat, _ dy: CGFloat, steps: Int = 10, dt: TimeInterval = 0.016) {
        let start = touch.location(in: nil)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            move(to: CGPoint(x: start.x + dx * f, y: start.y + dy * f), dt: dt)
        }
    }

    func lift(dt: TimeInterval = 0.016) { finish(.ended, dt) }
    func cancel(dt: TimeInterval = 0.016) { finish(.cancelled, dt) }

    private func finish(_ phase: UITouch.Phase, _ dt: TimeInterval) {
        time += dt
        touch._update(phase: phase, locationInWindow: touch.location(in: nil), timestamp: time)
        send()
        event._touches.remove(touch)
    }

    private func send() {
        // The other fingers of the event did not change.
        for other in event._touches where other !== touch && other.phase != .ended && other.phase != .cancelled {
            other._update(phase: .stationary, locationInWindow: other.location(in: nil), timestamp: other.timestamp)
        }
        event._timestamp = time
        UIApplication.shared.sendEvent(event)
    }
}

/// A view that logs the touch calls it gets ("began", "moved", "ended", "cancelled").
final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A target recording the state of each action it gets.
@MainActor
final class ActionRecorder {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    func handle(_ sender: UIGestureRecognizer) {
        states.append(sender.state)
        if let pan = sender as? UIPanGestureRecognizer { translations.append(pan.translation(in: sender.view)) }
    }
}

/// A key window 400×400 holding one 200×200 `TouchLogView` at (100, 100).
@MainActor
func makeGestureScene() -> (UIWindow, TouchLogView) {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = TouchLogView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (window, view)
}
