import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Pinch and rotation fed synthetic two-finger touches; expected scales, angles and
/// velocities computed from the finger positions and timestamps.
final class UIPinchAndRotationGestureRecognizerTests: XCTestCase {
    /// Two fingers on the scene's view, 100 points apart on a horizontal line.
    @MainActor
    private static func twoFingers(_ window: UIWindow) -> (Finger, Finger) {
        let a = Finger(window, at: CGPoint(x: 150, y: 200))
        let b = Finger(window, at: CGPoint(x: 250, y: 200), time: 1, event: a.event)
        return (a, b)
    }

    func testPinchScaleFollowsTheDistanceBetweenTheFingers() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            var seen: [(UIGestureRecognizer.State, CGFloat)] = []
            let pinch = UIPinchGestureRecognizer { sender in seen.append((sender.state, sender.scale)) }
            view.addGestureRecognizer(pinch)
            XCTAssertEqual(pinch.scale, 1)
            XCTAssertEqual(pinch.velocity, 0)

            let (a, b) = Self.twoFingers(window)
            b.move(to: CGPoint(x: 254, y: 200))
            XCTAssertEqual(pinch.state, .possible, "4 points is under the hysteresis")
            b.move(to: CGPoint(x: 260, y: 200))
            XCTAssertEqual(pinch.state, .began)
            XCTAssertEqual(pinch.scale, 110.0 / 100, accuracy: 1e-9)
            a.move(to: CGPoint(x: 140, y: 200))
            XCTAssertEqual(pinch.state, .changed)
            XCTAssertEqual(pinch.scale, 120.0 / 100, accuracy: 1e-9)
            // Reading increments: set to 1, and the scale is relative to the distance then.
            pinch.scale = 1
            b.move(to: CGPoint(x: 280, y: 200))
            XCTAssertEqual(pinch.scale, 140.0 / 120, accuracy: 1e-9)
            // Diagonal distances count too: 3-4-5.
            b.move(to: CGPoint(x: 140 + 96, y: 200 + 72))
            XCTAssertEqual(pinch.scale, 120.0 / 120, accuracy: 1e-9)
            a.lift()
            XCTAssertEqual(pinch.state, .ended, "one finger left")
            b.lift()
            XCTAssertEqual(seen.map(\.0), [.began, .changed, .changed, .changed, .ended])
            XCTAssertEqual(pinch.scale, 1, "reset once the touches are gone")
            XCTAssertEqual(pinch.state, .possible)
        }
    }

    func testPinchVelocityIsTheScaleChangePerSecond() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let pinch = UIPinchGestureRecognizer()
            view.addGestureRecognizer(pinch)
            let (a, b) = Self.twoFingers(window)
            // 10 points wider every 0.02 s on 100 points: 0.1 every 0.02 s, 5 per second.
            for step in 1...4 { b.move(to: CGPoint(x: 250 + 10 * CGFloat(step), y: 200), dt: 0.02) }
            XCTAssertEqual(pinch.scale, 1.4, accuracy: 1e-9)
            XCTAssertEqual(pinch.velocity, 5, accuracy: 1e-6)
            // Pinching in: 10 points narrower every 0.02 s, −5 per second once the last
            // 0.1 s holds only the inward moves.
            for step in 1...8 { b.move(to: CGPoint(x: 290 - 10 * CGFloat(step), y: 200), dt: 0.02) }
            XCTAssertEqual(pinch.scale, 0.6, accuracy: 1e-9, "60 points apart")
            XCTAssertEqual(pinch.velocity, -5, accuracy: 1e-6)
            a.lift()
            b.lift()
        }
    }

    func testPinchFailsWhenAFingerLiftsFirstAndIgnoresAThirdFinger() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let pinch = UIPinchGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            view.addGestureRecognizer(pinch)
            let one = Finger(window, at: CGPoint(x: 150, y: 150))
            one.drag(by: 40, 0)
            XCTAssertEqual(pinch.state, .possible, "one finger does not pinch")
            one.lift()
            XCTAssertEqual(recorder.states, [], "failed quietly")

            let (a, b) = Self.twoFingers(window)
            let c = Finger(window, at: CGPoint(x: 200, y: 250), time: 1, event: a.event)
            XCTAssertEqual(pinch.numberOfTouches, 2, "the third finger is ignored")
            c.move(to: CGPoint(x: 200, y: 290))
            XCTAssertEqual(pinch.state, .possible, "moving it changes nothing")
            b.lift()
            XCTAssertEqual(pinch.state, .failed, "a finger lifted before the pinch began")
            a.lift()
            c.lift()
            XCTAssertEqual(recorder.states, [])
        }
    }

    func testRotationIsTheTurnOfTheLineBetweenTheFingersClockwisePositive() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let rotation = UIRotationGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            view.addGestureRecognizer(rotation)
            XCTAssertEqual(rotation.rotation, 0)
            let (a, b) = Self.twoFingers(window)
            b.move(to: CGPoint(x: 250, y: 205))
            XCTAssertEqual(rotation.state, .possible, "atan(5/100) ≈ 0.05 rad is under the hysteresis")
            b.move(to: CGPoint(x: 250, y: 215))
            XCTAssertEqual(rotation.state, .began)
            // b went down on screen (y grows downwards): clockwise, positive.
            XCTAssertEqual(rotation.rotation, atan2(15, 100), accuracy: 1e-9)
            a.move(to: CGPoint(x: 150, y: 185))
            XCTAssertEqual(rotation.rotation, atan2(30, 100), accuracy: 1e-9)
            rotation.rotation = 0
            a.move(to: CGPoint(x: 150, y: 215))
            XCTAssertEqual(rotation.rotation, -atan2(30, 100), accuracy: 1e-9, "back to level: counter-clockwise")
            b.lift()
            XCTAssertEqual(rotation.state, .ended)
            a.lift()
            XCTAssertEqual(recorder.states, [.began, .changed, .changed, .ended])
        }
    }

    func testRotationKeepsCountingPastHalfATurnAndHasAVelocity() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let rotation = UIRotationGestureRecognizer()
            view.addGestureRecognizer(rotation)
            let a = Finger(window, at: CGPoint(x: 200, y: 200))
            let b = Finger(window, at: CGPoint(x: 260, y: 200), time: 1, event: a.event)
            // b circles a clockwise, 20° every 0.01 s, up to 200° (past ±180°).
            for step in 1...10 {
                let angle = CGFloat(step) * 20 * .pi / 180
                b.move(to: CGPoint(x: 200 + 60 * cos(angle), y: 200 + 60 * sin(angle)), dt: 0.01)
            }
            XCTAssertEqual(rotation.rotation, 200 * .pi / 180, accuracy: 1e-9)
            // 20° per 0.01 s is 2000° per second.
            XCTAssertEqual(rotation.velocity, 2000 * .pi / 180, accuracy: 1e-6)
            a.lift()
            b.lift()
        }
    }

    func testPinchAndRotationTogetherWithADelegate() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
            let delegate = AllowSimultaneous()
            pinch.delegate = delegate
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            let (a, b) = Self.twoFingers(window)
            // Apart and turned at once: to (300, 250) from (150, 200).
            b.move(to: CGPoint(x: 300, y: 250))
            XCTAssertEqual(pinch.state, .began)
            XCTAssertEqual(rotation.state, .began)
            XCTAssertEqual(pinch.scale, hypot(150, 50) / 100, accuracy: 1e-9)
            XCTAssertEqual(rotation.rotation, atan2(50, 150), accuracy: 1e-9)
            a.lift()
            b.lift()
        }
    }
}
