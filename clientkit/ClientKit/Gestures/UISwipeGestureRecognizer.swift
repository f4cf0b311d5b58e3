import Foundation

/// Recognizes a quick stroke of one or more fingers in a direction, as UIKit's
/// `UISwipeGestureRecognizer`. Discrete: `.possible → .ended` (`.recognized`) while the
/// fingers move, as soon as the stroke is long enough, or `.failed`.
///
/// With ``numberOfTouchesRequired`` fingers down, the stroke is the movement of their
/// centroid since the last of them went down. It is recognized when it has gone
/// ``minimumDistance`` points in one of the permitted ``direction``s while straying
/// sideways by at most half as much, within ``maximumDuration`` seconds of the first
/// finger going down. It fails when more fingers touch than required, when the fingers
/// lift (or fewer than required lift) before that, when the time runs out (measured on
/// the touches' timestamps, and by a timer on the main run loop so that recognizers
/// waiting for it to fail go on while the fingers rest), or when the
/// stroke goes ``minimumDistance`` in a direction that is not permitted.
///
/// UIKit keeps its thresholds private; ClientKit's are public properties here.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (`UISwipeGestureRecognizer.Direction`, same raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards larger x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards smaller x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards smaller y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards larger y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; several may be combined. Default `.right`.
    open var direction: Direction = .right

    /// How many fingers the swipe needs. Default 1.
    open var numberOfTouchesRequired = 1

    /// ClientKit only: how far the stroke must go, in points of the window. Default 50.
    open var minimumDistance: CGFloat = 50

    /// ClientKit only: the time from the first finger down within which the stroke must
    /// be long enough, in seconds. Default 0.5.
    open var maximumDuration: TimeInterval = 0.5

    /// The centroid when the required fingers were all down (`nil` before).
    private var start: CGPoint?
    /// When the first finger went down (touch time).
    private var startTime: TimeInterval?
    private var timer: Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startTime == nil { startTime = touches.map(\.timestamp).min() }
        if timer == nil {
            timer = _scheduleMainTimer(after: maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
        } else if numberOfTouches == numberOfTouchesRequired {
            start = _centroid()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        // Touch times decide too, so a slow stroke fails even when events come late.
        if let startTime, (touches.map(\.timestamp).max() ?? startTime) - startTime > maximumDuration {
            state = .failed
            return
        }
        let now = _centroid()
        let dx = now.x - start.x, dy = now.y - start.y
        let stroke: (length: CGFloat, side: CGFloat, way: Direction) = abs(dx) >= abs(dy)
            ? (abs(dx), abs(dy), dx >= 0 ? .right : .left)
            : (abs(dy), abs(dx), dy >= 0 ? .down : .up)
        guard stroke.length >= minimumDistance else { return }
        if !direction.contains(stroke.way) {
            state = .failed
        } else if stroke.side <= stroke.length / 2 {
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        start = nil
        startTime = nil
    }

    private func _centroid() -> CGPoint {
        let points = _touches.map { $0.location(in: nil) }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(Swift.max(points.count, 1)), y: sum.y / CGFloat(Swift.max(points.count, 1)))
    }
}
