import Foundation

/// Recognizes two fingers turning around each other, as UIKit's
/// `UIRotationGestureRecognizer`. Continuous: it begins once the line between the
/// fingers has turned by ``hysteresis`` radians since the second finger went down,
/// reports `.changed` as they move, and `.ended` when one lifts. A finger lifting
/// before the gesture began makes it fail. Touches beyond the first two are ignored.
///
/// ``rotation`` is in radians, positive clockwise on the screen (as
/// `CGAffineTransform(rotationAngle:)` turns a view), and keeps counting past a half
/// turn. Set it (usually to 0) to read changes from then on:
///
///     view.transform = view.transform.rotated(by: rotation.rotation)
///     rotation.rotation = 0
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the second finger went down, plus the last value set, in
    /// radians. Default 0 (also after the recognizer resets).
    open var rotation: CGFloat {
        get { _rotation }
        set {
            _rotation = newValue
            baseRotation = newValue
            turned = 0
        }
    }

    /// How fast the rotation changes, in radians per second, over the last 0.1 s of
    /// movement. 0 until the fingers move.
    open var velocity: CGFloat { samples.velocity }

    /// ClientKit only (UIKit keeps it private): how far the fingers must turn before
    /// the rotation begins, in radians. Default 0.08 (about 4.6°).
    open var hysteresis: CGFloat = 0.08

    private var _rotation: CGFloat = 0
    private var baseRotation: CGFloat = 0
    /// How far the line has turned since the rotation was last set (unwrapped).
    private var turned: CGFloat = 0
    /// The line's angle at the last move, or `nil` before two fingers are down.
    private var lastAngle: CGFloat?
    private var samples = _TwoTouchGesture()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _TwoTouchGesture.ignoreExtraTouches(touches, of: self, event: event)
        guard lastAngle == nil, let line = _TwoTouchGesture.line(self) else { return }
        lastAngle = line.angle
        samples.addSample(0, at: _TwoTouchGesture.time(of: touches, event))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let last = lastAngle, let line = _TwoTouchGesture.line(self) else { return }
        // The smallest turn from the last angle, so crossing ±π keeps counting.
        var step = line.angle - last
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = line.angle
        turned += step
        _continueGesture(begins: abs(turned) >= hysteresis) { _update(touches, event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        _finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        _finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        _rotation = 0
        baseRotation = 0
        turned = 0
        lastAngle = nil
        samples.reset()
    }

    private func _update(_ touches: Set<UITouch>, _ event: UIEvent) {
        _rotation = baseRotation + turned
        samples.addSample(_rotation, at: _TwoTouchGesture.time(of: touches, event))
    }
}
