import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A tap recognizer that logs the touch calls it gets.
private final class LoggingTap: UITapGestureRecognizer {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("ended")
        super.touchesEnded(touches, with: event)
    }
    override func reset() {
        log.append("reset")
        super.reset()
    }
}

@MainActor
private final class Gatekeeper: UIGestureRecognizerDelegate {
    var receive = true
    var begin = true
    var asked: [String] = []
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("receive")
        return receive
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("begin")
        return begin
    }
}

final class GestureDeliveryTests: XCTestCase {
    func testDisabledRecognizerGetsNothing() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let tap = LoggingTap(target: recorder, action: ActionRecorder.handle)
            tap.isEnabled = false
            view.addGestureRecognizer(tap)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            XCTAssertEqual(finger.touch.gestureRecognizers, [])
            finger.lift()
            XCTAssertEqual(tap.log, [])
            XCTAssertEqual(recorder.states, [])
            XCTAssertEqual(view.log, ["began", "ended"])
        }
    }

    func testDisablingAPanInProgressCancelsIt() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            view.addGestureRecognizer(pan)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.drag(by: 0, 30, steps: 2)
            pan.isEnabled = false
            finger.drag(by: 0, 30, steps: 2)
            finger.lift()
            XCTAssertEqual(recorder.states, [.began, .changed, .cancelled])
            XCTAssertEqual(pan.state, .possible)
        }
    }

    func testRecognizersOfAncestorsGetTheTouchFirstDeepestFirst() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let inner = LoggingTap()
            let outer = LoggingTap()
            let delegate = AllowSimultaneous()
            inner.delegate = delegate
            view.addGestureRecognizer(inner)
            window.addGestureRecognizer(outer)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            XCTAssertEqual(finger.touch.gestureRecognizers?.map { $0 === inner }, [true, false])
            XCTAssertEqual(inner.log, ["began"])
            XCTAssertEqual(outer.log, ["began"])
            // A touch outside the view reaches only the window's recognizer.
            let other = Finger(window, at: CGPoint(x: 10, y: 10), time: 1, event: finger.event)
            XCTAssertEqual(other.touch.gestureRecognizers?.count, 1)
            other.cancel()
            finger.lift()
        }
    }

    func testFirstToRecognizeMakesTheOthersFailUnlessSimultaneous() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let inner = ActionRecorder()
            let outer = ActionRecorder()
            let innerPan = UIPanGestureRecognizer(target: inner, action: ActionRecorder.handle)
            let outerPan = UIPanGestureRecognizer(target: outer, action: ActionRecorder.handle)
            view.addGestureRecognizer(innerPan)
            window.addGestureRecognizer(outerPan)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.drag(by: 0, 30, steps: 3)
            XCTAssertEqual(outerPan.state, .failed)
            finger.lift()
            XCTAssertEqual(inner.states, [.began, .changed, .changed, .ended])
            XCTAssertEqual(outer.states, [])

            let delegate = AllowSimultaneous()
            outerPan.delegate = delegate
            let second = Finger(window, at: CGPoint(x: 150, y: 150), time: 3)
            second.drag(by: 0, 30, steps: 3)
            second.lift()
            XCTAssertEqual(outer.states, [.began, .changed, .changed, .ended])
        }
    }

    func testDelegateCanRefuseTouchesAndBeginning() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let tap = LoggingTap(target: recorder, action: ActionRecorder.handle)
            let gate = Gatekeeper()
            gate.receive = false
            tap.delegate = gate
            view.addGestureRecognizer(tap)
            Finger(window, at: CGPoint(x: 150, y: 150)).lift()
            XCTAssertEqual(tap.log, [])
            XCTAssertEqual(view.log, ["began", "ended"])

            gate.receive = true
            gate.begin = false
            gate.asked = []
            view.log = []
            Finger(window, at: CGPoint(x: 150, y: 150), time: 3).lift()
            XCTAssertEqual(gate.asked, ["receive", "begin"])
            XCTAssertEqual(recorder.states, [])
            XCTAssertEqual(tap.log, ["began", "ended", "reset"])
            XCTAssertEqual(view.log, ["began", "ended"], "a failed recognizer cancels nothing")
        }
    }

    func testDelaysTouchesBegan() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let pan = UIPanGestureRecognizer()
            pan.delaysTouchesBegan = true
            view.addGestureRecognizer(pan)
            // A pan: the view never hears of the touch.
            let drag = Finger(window, at: CGPoint(x: 150, y: 150))
            drag.drag(by: 0, 30, steps: 3)
            drag.lift()
            XCTAssertEqual(view.log, [])
            // Not a pan: the held touchesBegan comes when the pan fails, before the end.
            Finger(window, at: CGPoint(x: 150, y: 150), time: 3).lift()
            XCTAssertEqual(view.log, ["began", "ended"])
        }
    }

    func testRemovingARecognizerCancelsIt() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            view.addGestureRecognizer(pan)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.drag(by: 0, 30, steps: 1)
            view.removeGestureRecognizer(pan)
            XCTAssertNil(pan.view)
            XCTAssertNil(view.gestureRecognizers)
            finger.drag(by: 0, 30, steps: 1)
            finger.lift()
            XCTAssertEqual(recorder.states, [.began, .cancelled])
            XCTAssertEqual(pan.state, .possible)
        }
    }
}
