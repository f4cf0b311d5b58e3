import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

final class UIPanGestureRecognizerTests: XCTestCase {
    func testPanBeginsAfterTheThresholdAndReportsTranslation() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            view.addGestureRecognizer(pan)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.move(to: CGPoint(x: 150, y: 156))
            XCTAssertEqual(pan.state, .possible, "6 pt is below the threshold")
            XCTAssertEqual(recorder.states, [])
            finger.move(to: CGPoint(x: 150, y: 162))
            XCTAssertEqual(pan.state, .began)
            finger.move(to: CGPoint(x: 150, y: 200))
            XCTAssertEqual(pan.state, .changed)
            XCTAssertEqual(pan.translation(in: view), CGPoint(x: 0, y: 50))
            finger.lift()
            XCTAssertEqual(recorder.states, [.began, .changed, .ended])
            XCTAssertEqual(recorder.translations, [CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 50)])
            XCTAssertEqual(pan.state, .possible)
            XCTAssertEqual(pan.translation(in: view), .zero, "reset")
        }
    }

    func testVelocityAndTranslationInAScaledView() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            let finger = Finger(window, at: CGPoint(x: 200, y: 200))
            finger.drag(by: 100, 0, steps: 10, dt: 0.02)   // 5000 pt/s in the window
            XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 100, y: 0))
            XCTAssertEqual(pan.translation(in: view), CGPoint(x: 50, y: 0), "view units are twice as large")
            XCTAssertEqual(pan.velocity(in: nil), CGPoint(x: 500, y: 0), accuracy: 1)
            XCTAssertEqual(pan.velocity(in: view), CGPoint(x: 250, y: 0), accuracy: 1)
            pan.setTranslation(.zero, in: view)
            finger.move(to: CGPoint(x: 310, y: 200))
            XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 10, y: 0))
            // A pause before lifting leaves no velocity.
            finger.move(to: CGPoint(x: 310, y: 200), dt: 0.3)
            XCTAssertEqual(pan.velocity(in: nil), .zero, accuracy: 0.001)
            finger.lift()
        }
    }

    func testPanCancelsTheViewsTouches() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.move(to: CGPoint(x: 150, y: 155))
            finger.move(to: CGPoint(x: 150, y: 170))
            finger.move(to: CGPoint(x: 150, y: 190))
            finger.lift()
            XCTAssertEqual(view.log, ["began", "moved", "cancelled"], "no touchesEnded after the cancel")
        }
    }

    func testWithoutCancelsTouchesInViewTheViewKeepsItsTouches() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            pan.cancelsTouchesInView = false
            view.addGestureRecognizer(pan)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.drag(by: 0, 40, steps: 2)
            finger.lift()
            XCTAssertEqual(view.log, ["began", "moved", "moved", "ended"])
            XCTAssertEqual(recorder.states, [.began, .changed, .ended])
        }
    }

    func testMinimumAndMaximumNumberOfTouches() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            pan.maximumNumberOfTouches = 2
            view.addGestureRecognizer(pan)
            let one = Finger(window, at: CGPoint(x: 150, y: 150))
            one.drag(by: 0, 30)
            XCTAssertEqual(pan.state, .possible, "one finger does not pan")
            one.lift()
            XCTAssertEqual(pan.state, .possible, "failed and reset")

            let a = Finger(window, at: CGPoint(x: 150, y: 150), time: 3)
            let b = Finger(window, at: CGPoint(x: 170, y: 150), time: 3, event: a.event)
            let c = Finger(window, at: CGPoint(x: 190, y: 150), time: 3, event: a.event)
            XCTAssertEqual(pan.numberOfTouches, 2, "the third finger is ignored")
            XCTAssertNil(c.touch.gestureRecognizers?.first { $0 === pan })
            a.move(to: CGPoint(x: 150, y: 170))
            XCTAssertEqual(pan.state, .began, "the centroid moved 10 pt")
            b.move(to: CGPoint(x: 170, y: 170))
            XCTAssertEqual(pan.state, .changed)
            XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 0, y: 20))
            a.lift()
            XCTAssertEqual(pan.state, .ended, "one finger is too few")
            b.lift()
            XCTAssertEqual(pan.state, .possible, "reset once all its touches ended")
            c.lift()
        }
    }

    func testCancelledTouchCancelsThePan() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            view.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.drag(by: 20, 0, steps: 2)
            finger.cancel()
            XCTAssertEqual(recorder.states, [.began, .changed, .cancelled])
        }
    }
}
