import Foundation

/// Recognizes a drag of one or more fingers, as UIKit's `UIPanGestureRecognizer`.
/// Continuous: it begins once the fingers' centroid has moved ``hysteresis`` points
/// (10) with at least ``minimumNumberOfTouches`` down, then reports `.changed` on each
/// move and `.ended` when too few fingers remain (`.failed` if it never began).
///
/// ``translation(in:)`` is the centroid's movement since the fingers went down
/// (including the movement before the gesture began, as UIKit reports it); a finger
/// joining or leaving does not make it jump. ``velocity(in:)`` is measured over the
/// last 0.1 s of touch timestamps.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; further fingers are ignored. Default `Int.max` (UIKit's
    /// `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max

    /// ClientKit only (UIKit keeps it private): how far the fingers move before the
    /// pan begins, in points of the window. Default 10.
    open var hysteresis: CGFloat = 10

    /// The translation so far, in window coordinates.
    private var translation = CGPoint.zero
    private var lastCentroid = CGPoint.zero
    /// Recent (time, accumulated translation) samples for the velocity.
    private var samples: [(time: TimeInterval, translation: CGPoint)] = []
    private static let velocityWindow: TimeInterval = 0.1

    // MARK: Reading the gesture

    /// The translation of the pan in `view`'s coordinate system (`nil`: the window's):
    /// how far the fingers moved since they went down, less what ``setTranslation(_:in:)``
    /// took away.
    public func translation(in view: UIView?) -> CGPoint {
        vector(translation, toView: view)
    }

    /// Sets the translation, given in `view`'s coordinates (`nil`: the window's);
    /// typically `.zero`, to read increments from then on.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vector(translation, fromView: view)
        let shift = CGPoint(x: inWindow.x - self.translation.x, y: inWindow.y - self.translation.y)
        self.translation = inWindow
        samples = samples.map { ($0.time, CGPoint(x: $0.translation.x + shift.x, y: $0.translation.y + shift.y)) }
    }

    /// The velocity of the pan in `view`'s coordinates (`nil`: the window's), in points
    /// per second, over the last 0.1 s of movement (zero when the fingers rested that long).
    public func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        let v = CGPoint(x: (last.translation.x - first.translation.x) / dt,
                        y: (last.translation.y - first.translation.y) / dt)
        return vector(v, toView: view)
    }

    /// Internal hook for subclasses in ClientKit (the scroll view's pan): whether the
    /// pan may begin with this translation (window coordinates); `false` fails it.
    func _shouldBegin(withTranslation translation: CGPoint) -> Bool { true }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        lastCentroid = centroid(of: _touches)
        addSample(touches.map(\.timestamp).max() ?? event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = centroid(of: _touches)
        translation.x += centroid.x - lastCentroid.x
        translation.y += centroid.y - lastCentroid.y
        lastCentroid = centroid
        addSample(touches.map(\.timestamp).max() ?? event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches,
                  hypot(translation.x, translation.y) >= hysteresis else { return }
            state = _shouldBegin(withTranslation: translation) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Count the ended fingers' last movement, then carry on from the others.
        let before = centroid(of: _touches)
        translation.x += before.x - lastCentroid.x
        translation.y += before.y - lastCentroid.y
        addSample(touches.map(\.timestamp).max() ?? event.timestamp)
        let remaining = _touches.filter { !touches.contains($0) }
        lastCentroid = centroid(of: remaining)
        guard remaining.count < minimumNumberOfTouches || remaining.isEmpty else { return }
        _finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        _finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        translation = .zero
        lastCentroid = .zero
        samples = []
    }

    // MARK: Helpers

    private func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return lastCentroid }
        var sum = CGPoint.zero
        for touch in touches {
            let point = touch.location(in: nil)
            sum.x += point.x
            sum.y += point.y
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    private func addSample(_ time: TimeInterval) {
        samples.append((time, translation))
        // Keep the newest sample at least `velocityWindow` old, so a pause counts.
        while samples.count > 2, let second = samples.dropFirst().first, time - second.time >= Self.velocityWindow {
            samples.removeFirst()
        }
    }

    /// A window-coordinate vector in `view`'s coordinates.
    private func vector(_ v: CGPoint, toView view: UIView?) -> CGPoint {
        guard let view, let window = _lastTouches.first?.window ?? self.view?.window, view !== window else { return v }
        let origin = view.convert(CGPoint.zero, from: window)
        let end = view.convert(v, from: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// A vector in `view`'s coordinates in window coordinates.
    private func vector(_ v: CGPoint, fromView view: UIView?) -> CGPoint {
        guard let view, let window = _lastTouches.first?.window ?? self.view?.window, view !== window else { return v }
        let origin = view.convert(CGPoint.zero, to: window)
        let end = view.convert(v, to: window)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
