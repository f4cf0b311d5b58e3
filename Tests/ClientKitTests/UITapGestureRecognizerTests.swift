import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

final class UITapGestureRecognizerTests: XCTestCase {
    func testTapRecognizesAndCancelsTheViewsTouch() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            view.addGestureRecognizer(tap)
            XCTAssertTrue(tap.view === view)
            XCTAssertEqual(view.gestureRecognizers?.count, 1)

            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            XCTAssertEqual(finger.touch.gestureRecognizers?.count, 1)
            XCTAssertEqual(tap.numberOfTouches, 1)
            finger.lift()
            XCTAssertEqual(recorder.states, [.ended])
            XCTAssertEqual(view.log, ["began", "cancelled"])
            XCTAssertEqual(tap.state, .possible, "reset once its touches ended")
            XCTAssertEqual(tap.location(in: view), CGPoint(x: 50, y: 50))
        }
    }

    func testDragIsNotATap() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            view.addGestureRecognizer(tap)
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.drag(by: 30, 0, steps: 3)
            XCTAssertEqual(tap.state, .failed)
            finger.lift()
            XCTAssertEqual(recorder.states, [])
            XCTAssertEqual(view.log, ["began", "moved", "moved", "moved", "ended"])
            XCTAssertEqual(tap.state, .possible)
        }
    }

    func testSmallMovementIsStillATap() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            view.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle))
            let finger = Finger(window, at: CGPoint(x: 150, y: 150))
            finger.move(to: CGPoint(x: 156, y: 154))
            finger.lift()
            XCTAssertEqual(recorder.states, [.ended])
        }
    }

    func testDoubleTapNeedsTwoTaps() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let doubleTap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            doubleTap.numberOfTapsRequired = 2
            view.addGestureRecognizer(doubleTap)

            let first = Finger(window, at: CGPoint(x: 150, y: 150), time: 1, tapCount: 1)
            first.lift()
            XCTAssertEqual(recorder.states, [], "one tap is not enough")
            XCTAssertEqual(view.log, ["began"], "the view's touchesEnded waits (delaysTouchesEnded)")
            XCTAssertEqual(doubleTap.state, .possible)

            let second = Finger(window, at: CGPoint(x: 152, y: 151), time: 1.2, tapCount: 2)
            XCTAssertEqual(second.touch.tapCount, 2)
            second.lift()
            XCTAssertEqual(recorder.states, [.ended])
            XCTAssertEqual(view.log, ["began", "began", "cancelled"], "both taps' touches are cancelled")
            XCTAssertEqual(doubleTap.state, .possible)
        }
    }

    func testDoubleTapFailsWithoutASecondTapAndReleasesTheHeldEnd() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let recorder = ActionRecorder()
            let doubleTap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            doubleTap.numberOfTapsRequired = 2
            view.addGestureRecognizer(doubleTap)
            Finger(window, at: CGPoint(x: 150, y: 150)).lift()
            XCTAssertEqual(view.log, ["began"])
            spinMainRunLoop(doubleTap.maximumIntervalBetweenTaps + 0.15)
            XCTAssertEqual(recorder.states, [])
            XCTAssertEqual(view.log, ["began", "ended"])
            XCTAssertEqual(doubleTap.state, .possible)
        }
    }

    func testRequireToFailOrdersSingleAndDoubleTap() {
        MainActor.assumeIsolated {
            let (window, view) = makeGestureScene()
            let singles = ActionRecorder()
            let doubles = ActionRecorder()
            let single = UITapGestureRecognizer(target: singles, action: ActionRecorder.handle)
            let double = UITapGestureRecognizer(target: doubles, action: ActionRecorder.handle)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)

            // A single tap: recognized only once the double tap gave up.
            Finger(window, at: CGPoint(x: 150, y: 150), time: 1).lift()
            XCTAssertEqual(singles.states, [], "waits for the double tap to fail")
            XCTAssertEqual(single.state, .possible)
            spinMainRunLoop(double.maximumIntervalBetweenTaps + 0.15)
            XCTAssertEqual(singles.states, [.ended])
            XCTAssertEqual(doubles.states, [])
            XCTAssertEqual(view.log, ["began", "cancelled"])

            // A double tap: the single tap never fires.
            view.log = []
            Finger(window, at: CGPoint(x: 150, y: 150), time: 5).lift()
            Finger(window, at: CGPoint(x: 150, y: 150), time: 5.2, tapCount: 2).lift()
            XCTAssertEqual(doubles.states, [.ended])
            spinMainRunLoop(double.maximumIntervalBetweenTaps + 0.15)
            XCTAssertEqual(singles.states, [.ended], "no second single tap")
            XCTAssertEqual(single.state, .possible)
            XCTAssertEqual(double.state, .possible)
        }
    }

    func testTwoFingerTap() {
        MainActor.assumeIsolated {
            let (window, _) = makeGestureScene()
            let recorder = ActionRecorder()
            let tap = UITapGestureRecognizer(target: recorder, action: ActionRecorder.handle)
            tap.numberOfTouchesRequired = 2
            window.addGestureRecognizer(tap)
            // One finger is not enough.
            Finger(window, at: CGPoint(x: 10, y: 10)).lift()
            XCTAssertEqual(recorder.states, [])
            let a = Finger(window, at: CGPoint(x: 10, y: 10), time: 3)
            let b = Finger(window, at: CGPoint(x: 30, y: 10), time: 3, event: a.event)
            XCTAssertEqual(tap.numberOfTouches, 2)
            XCTAssertEqual(tap.location(in: nil), CGPoint(x: 20, y: 10))
            a.lift()
            b.lift()
            XCTAssertEqual(recorder.states, [.ended])
        }
    }

    func testParameterlessActionAndHandler() {
        MainActor.assumeIsolated {
            final class Target {
                var count = 0
                func fire() { count += 1 }
            }
            let (window, view) = makeGestureScene()
            let target = Target()
            var handled: [Int] = []
            let tap = UITapGestureRecognizer(target: target, action: Target.fire)
            let other = UITapGestureRecognizer { recognizer in handled.append(recognizer.numberOfTapsRequired) }
            let delegate = AllowSimultaneous()
            tap.delegate = delegate
            view.addGestureRecognizer(tap)
            view.addGestureRecognizer(other)
            Finger(window, at: CGPoint(x: 150, y: 150)).lift()
            XCTAssertEqual(target.count, 1)
            XCTAssertEqual(handled, [1])
            tap.removeTarget(target)
            Finger(window, at: CGPoint(x: 150, y: 150), time: 3).lift()
            XCTAssertEqual(target.count, 1, "removed")
            XCTAssertEqual(handled, [1, 1])
        }
    }
}

/// A delegate that lets its recognizer recognize together with any other.
@MainActor
final class AllowSimultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
