import Foundation

/// Recognizes two fingers moving apart or together, as UIKit's
/// `UIPinchGestureRecognizer`. Continuous: it begins once the distance between the
/// fingers has changed by ``hysteresis`` points since the second finger went down,
/// reports `.changed` as they move, and `.ended` when one lifts. A finger lifting
/// before the gesture began makes it fail. Touches beyond the first two are ignored.
///
/// ``scale`` is the distance between the fingers over their distance when the second
/// went down (so at `.began` it already differs from 1 a little, as in UIKit). Set it
/// (usually to 1) to read changes from then on:
///
///     view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale factor: the fingers' distance relative to where it started, times the
    /// last value set. Default 1 (also after the recognizer resets).
    open var scale: CGFloat {
        get { _scale }
        set {
            _scale = newValue
            if let line = _TwoTouchGesture.line(self), line.length > 0 { referenceDistance = line.length }
            baseScale = newValue
        }
    }

    /// How fast the scale changes, in scale factor per second, over the last 0.1 s of
    /// movement (negative while pinching in). 0 until the fingers move.
    open var velocity: CGFloat { samples.velocity }

    /// ClientKit only (UIKit keeps it private): how much the distance between the
    /// fingers must change before the pinch begins, in points. Default 8.
    open var hysteresis: CGFloat = 8

    private var _scale: CGFloat = 1
    /// The scale when `referenceDistance` was taken.
    private var baseScale: CGFloat = 1
    /// The distance the scale is measured against (0: not yet two fingers).
    private var referenceDistance: CGFloat = 0
    private var samples = _TwoTouchGesture()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _TwoTouchGesture.ignoreExtraTouches(touches, of: self, event: event)
        guard referenceDistance == 0, let line = _TwoTouchGesture.line(self) else { return }
        referenceDistance = Swift.max(line.length, 1)
        samples.addSample(1, at: _TwoTouchGesture.time(of: touches, event))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard referenceDistance > 0, let line = _TwoTouchGesture.line(self) else { return }
        _continueGesture(begins: abs(line.length - referenceDistance) >= hysteresis) {
            _update(line.length, touches, event)
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
        _scale = 1
        baseScale = 1
        referenceDistance = 0
        samples.reset()
    }

    private func _update(_ distance: CGFloat, _ touches: Set<UITouch>, _ event: UIEvent) {
        _scale = baseScale * distance / referenceDistance
        samples.addSample(_scale, at: _TwoTouchGesture.time(of: touches, event))
    }
}
