import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// The swipe recognizer fed synthetic strokes: length, direction, straightness, time
/// and the number of fingers decide.
final class UISwipeGestureRecognizerTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let swipe = UISwipeGestureRecognizer()
            XCTAssertEqual(swipe.direction, .right)
            XCTAssertEqual(swipe.numberOfTouchesRequired, 1)
            XCTAssertEqual(UISwipeGestureRecognizer.Direction.right.rawValue, 1)
            XCTAssertEqual(UISwipeGestureRecognizer.Direction.left.rawValue, 2)
            XCTAssertEqual(UISwipeGestureRecognizer.Direction.up.rawValue, 4)
            XCTAssertEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8)
        }
    }

    func testAQuickStrokeRightIsRecognizedWhileTheFingerMoves() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            view.addGestureRecognizer(UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            let finger = Finger(window, at: CGPoint(x: 120, y: 200))
            finger.move(to: CGPoint(x: 145, y: 203))
            finger.move(to: CGPoint(x: 165, y: 205))
            XCTAssertEqual(recorder.states, [], "45 points is not far enough")
            finger.move(to: CGPoint(x: 172, y: 206))
            XCTAssertEqual(recorder.states, [.ended], "52 points right, 6 sideways")
            XCTAssertEqual(view.log, ["began", "moved", "moved", "cancelled"], "the view's touch is cancelled")
            finger.lift()
        }
    }

    func testOtherDirectionsSlowStrokesAndCrookedOnesFail() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            swipe.direction = [.left, .up]
            view.addGestureRecognizer(swipe)

            let right = Finger(window, at: CGPoint(x: 120, y: 200))
            right.drag(by: 80, 0, steps: 4)
            XCTAssertEqual(swipe.state, .failed, "right is not permitted")
            right.lift()

            let slow = Finger(window, at: CGPoint(x: 280, y: 200), time: 3)
            slow.drag(by: -80, 0, steps: 4, dt: 0.2)
            XCTAssertEqual(swipe.state, .failed, "0.8 s is too slow")
            slow.lift()

            let crooked = Finger(window, at: CGPoint(x: 280, y: 280), time: 6)
            crooked.drag(by: -60, -40, steps: 4)
            XCTAssertEqual(swipe.state, .possible, "40 sideways on 60 is more than half")
            crooked.lift()
            XCTAssertEqual(recorder.states, [])

            let up = Finger(window, at: CGPoint(x: 200, y: 280), time: 9)
            up.drag(by: 10, -70, steps: 4)
            XCTAssertEqual(recorder.states, [.ended], "up is permitted")
            up.lift()
            let left = Finger(window, at: CGPoint(x: 280, y: 200), time: 12)
            left.drag(by: -70, 0, steps: 4)
            XCTAssertEqual(recorder.states, [.ended, .ended], "and so is left")
            left.lift()
        }
    }

    func testARestingFingerFailsTheSwipeByTimer() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let swipe = UISwipeGestureRecognizer()
            swipe.maximumDuration = 0.1
            view.addGestureRecognizer(swipe)
            let finger = Finger(window, at: CGPoint(x: 120, y: 200))
            XCTAssertEqual(swipe.state, .possible)
            spinMainRunLoop(0.3)
            XCTAssertEqual(swipe.state, .failed, "the time ran out while the finger rested")
            finger.lift()
        }
    }

    func testTwoFingerSwipeNeedsBothFingers() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let swipe = UISwipeGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            swipe.direction = .down
            swipe.numberOfTouchesRequired = 2
            view.addGestureRecognizer(swipe)

            let alone = Finger(window, at: CGPoint(x: 150, y: 120))
            alone.drag(by: 0, 80, steps: 4)
            XCTAssertEqual(recorder.states, [], "one finger is not a two-finger swipe")
            alone.lift()
            XCTAssertEqual(swipe.state, .possible, "failed, then reset")

            let a = Finger(window, at: CGPoint(x: 150, y: 120), time: 3)
            let b = Finger(window, at: CGPoint(x: 190, y: 120), time: 3, event: a.event)
            for step in 1...3 {
                a.move(to: CGPoint(x: 150, y: 120 + 20 * CGFloat(step)))
                b.move(to: CGPoint(x: 190, y: 120 + 20 * CGFloat(step)))
            }
            XCTAssertEqual(recorder.states, [.ended], "the centroid went 50 points down")
            XCTAssertEqual(swipe.location(in: nil), CGPoint(x: 170, y: 180))
            a.lift()
            b.lift()

            let x = Finger(window, at: CGPoint(x: 150, y: 120), time: 6)
            let y = Finger(window, at: CGPoint(x: 170, y: 120), time: 6, event: x.event)
            let z = Finger(window, at: CGPoint(x: 190, y: 120), time: 6, event: x.event)
            XCTAssertEqual(swipe.state, .failed, "three fingers are too many")
            for finger in [x, y, z] { finger.lift() }
        }
    }
}
