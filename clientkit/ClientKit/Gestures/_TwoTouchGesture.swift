import Foundation

/// What pinch and rotation recognizers share: the first two touches a recognizer
/// tracks, the line between them (its length and angle, in window coordinates), and
/// the recent samples of a value for its velocity.
@MainActor
struct _TwoTouchGesture {
    /// How far back velocity samples reach, in seconds (as the pan's).
    static let velocityWindow: TimeInterval = 0.1

    /// The line between the recognizer's first two touches, or `nil` with fewer.
    static func line(_ recognizer: UIGestureRecognizer) -> (length: CGFloat, angle: CGFloat)? {
        let touches = recognizer._touches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location(in: nil), b = touches[1].location(in: nil)
        return (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x))
    }

    /// Keeps the recognizer to two touches: touches past the second are ignored.
    static func ignoreExtraTouches(_ touches: Set<UITouch>, of recognizer: UIGestureRecognizer, event: UIEvent) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) where recognizer.numberOfTouches > 2 {
            recognizer.ignore(touch, for: event)
        }
    }

    /// The newest timestamp among `touches` (the event's when there are none).
    static func time(of touches: Set<UITouch>, _ event: UIEvent) -> TimeInterval {
        touches.map(\.timestamp).max() ?? event.timestamp
    }

    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// Records `value` at `time`, keeping about ``velocityWindow`` of history.
    mutating func addSample(_ value: CGFloat, at time: TimeInterval) {
        samples.append((time, value))
        while samples.count > 2, time - samples[1].time >= Self.velocityWindow {
            samples.removeFirst()
        }
    }

    /// The value's change per second over the samples kept; 0 without two samples
    /// apart in time.
    var velocity: CGFloat {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.value - first.value) / CGFloat(last.time - first.time)
    }

    mutating func reset() { samples = [] }
}
