import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

final class UILongPressGestureRecognizerTests: XCTestCase {
    func testLongPressBeginsAfterTheMinimumDuration() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let press = UILongPressGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            press.minimumPressDuration = 0.3
            view.addGestureRecognizer(press)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            spinMainRunLoop(0.15)
            XCTAssertEqual(press.state, .possible)
            XCTAssertEqual(recorder.states, [])
            spinMainRunLoop(0.3)
            XCTAssertEqual(recorder.states, [.began])
            XCTAssertEqual(view.log, ["began", "cancelled"])
            finger.move(to: CGPoint(x: 180, y: 150))
            finger.lift()
            XCTAssertEqual(recorder.states, [.began, .changed, .ended])
            XCTAssertEqual(view.log, ["began", "cancelled"])
            XCTAssertEqual(press.state, .possible)
        }
    }

    func testDefaultsAreUIKits() {
        MainActor.assumeIsolated {
            let press = UILongPressGestureRecognizer()
            XCTAssertEqual(press.minimumPressDuration, 0.5)
            XCTAssertEqual(press.allowableMovement, 10)
            XCTAssertEqual(press.numberOfTouchesRequired, 1)
            XCTAssertTrue(press.cancelsTouchesInView)
            XCTAssertFalse(press.delaysTouchesBegan)
            XCTAssertTrue(press.delaysTouchesEnded)
            XCTAssertTrue(press.isEnabled)
        }
    }

    func testMovementMakesTheLongPressFail() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let press = UILongPressGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            press.minimumPressDuration = 0.2
            view.addGestureRecognizer(press)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.move(to: CGPoint(x: 165, y: 150))
            XCTAssertEqual(press.state, .failed)
            spinMainRunLoop(0.35)
            XCTAssertEqual(recorder.states, [])
            finger.lift()
            XCTAssertEqual(press.state, .possible)
            XCTAssertEqual(view.log, ["began", "moved", "ended"])
        }
    }

    func testLiftingEarlyMakesTheLongPressFail() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let press = UILongPressGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            press.minimumPressDuration = 0.2
            view.addGestureRecognizer(press)
            Finger(window, at: CGPoint(x: 150, y: 150)).lift()
            spinMainRunLoop(0.35)
            XCTAssertEqual(recorder.states, [])
            XCTAssertEqual(view.log, ["began", "ended"])
        }
    }
}
