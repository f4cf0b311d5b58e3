import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// What a view gets when a recognizer holding its `touchesBegan` is failed by another
/// recognizer that begins and cancels the view's touches: nothing (UIKit: a touch a
/// recognized gesture cancels is never delivered to a view that had not had it yet).
final class GestureArenaOrderingTests: XCTestCase {
    func testAHeldTouchDownIsDroppedWhenTheRecognizerThatFailsItsHolderCancelsTheTouch() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let pan = UIPanGestureRecognizer()
            let hold = UILongPressGestureRecognizer()
            hold.allowableMovement = 1000
            hold.minimumPressDuration = 10
            hold.delaysTouchesBegan = true
            view.addGestureRecognizer(hold)
            view.addGestureRecognizer(pan)
            let recorder = ActionRecorder()
            pan.addTarget(recorder, action: ActionRecorder.handle)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            XCTAssertEqual(view.log, [], "held by the long press")
            finger.drag(by: 60, 0)
            XCTAssertEqual(recorder.states.first, .began)
            XCTAssertEqual(hold.state, .failed, "the pan failed the long press as it began")
            XCTAssertEqual(view.log, [], "the held touch-down is never delivered: the pan cancelled the touch")
            finger.lift()
            XCTAssertEqual(view.log, [])
            window.isHidden = true
        }
    }

    func testAHeldTouchDownIsDeliveredWhenItsHolderFailsByItself() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let hold = UILongPressGestureRecognizer()
            hold.allowableMovement = 5
            hold.minimumPressDuration = 10
            hold.delaysTouchesBegan = true
            view.addGestureRecognizer(hold)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            XCTAssertEqual(view.log, [])
            finger.drag(by: 30, 0, steps: 3)
            XCTAssertEqual(hold.state, .failed)
            XCTAssertEqual(view.log.first, "began", "released once the holder failed")
            finger.lift()
            XCTAssertEqual(view.log.last, "ended")
            window.isHidden = true
        }
    }
}
