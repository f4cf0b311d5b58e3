import Foundation
import XCTest
@testable import ClientKit

/// `UIViewPropertyAnimator`: UIKit's state machine, scrubbing, reversal, pause and
/// continue, stop and finish at each position, on Core Animation's clock driven by hand.
/// A view's centre moves from x 10 to x 110 in every test, so a fraction f of the change
/// shows at x = 10 + 100 f.
final class UIViewPropertyAnimatorTests: AnimationClockTestCase {
    @MainActor
    private static func makeAnimator(_ curve: UIView.AnimationCurve = .linear, duration: TimeInterval = 1)
        -> (UIView, UIViewPropertyAnimator, CompletionLog) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve) { view.center.x = 110 }
        let log = CompletionLog()
        animator.addCompletion(log.position("done"))
        return (view, animator, log)
    }

    func testStatesFromStartToTheEnd() {
        MainActor.assumeIsolated {
            let (view, animator, log) = Self.makeAnimator()
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(view.center.x, 10, "the block runs when the animator starts")
            animator.startAnimation()
            XCTAssertEqual(animator.state, .active)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(view.center.x, 110, "the model is the target")
            AnimationClock.at(0.3)
            XCTAssertEqual(view.layer.shown.position.x, 40, accuracy: 1e-6)
            XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-6)
            AnimationClock.at(1.01)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(log.entries, ["done end"])
            XCTAssertEqual(view.layer.shown.position.x, 110)
        }
    }

    func testACurveAndASpring() {
        MainActor.assumeIsolated {
            let (view, animator, _) = Self.makeAnimator(.easeIn, duration: 2)
            animator.startAnimation()
            AnimationClock.at(0.5)
            XCTAssertEqual(view.layer.shown.position.x, 10 + 100 * bezierTiming(0.25, (0.42, 0), (1, 1)), accuracy: 1e-3)
            let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let spring = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { other.center.x = 110 }
            spring.startAnimation()
            AnimationClock.at(0.8) // 0.3 s into the critically damped spring: ω₀ = ln 1000
            let omega = log(1000.0)
            XCTAssertEqual(other.layer.shown.position.x,
                           10 + 100 * springPosition(0.3, stiffness: omega * omega, damping: 2 * omega), accuracy: 1e-3)
            let cubic = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.8),
                                               controlPoint2: CGPoint(x: 0.3, y: 1)) { view.alpha = 0 }
            cubic.startAnimation()
            AnimationClock.at(1.2)
            XCTAssertEqual(Double(view.layer.shown.opacity), 1 - bezierTiming(0.4, (0.1, 0.8), (0.3, 1)), accuracy: 1e-3)
        }
    }

    func testPauseHoldsAndStartResumesOnTheCurve() {
        MainActor.assumeIsolated {
            let (view, animator, log) = Self.makeAnimator(.easeInOut, duration: 2)
            animator.startAnimation()
            AnimationClock.at(0.5)
            animator.pauseAnimation()
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            let held = 10 + 100 * bezierTiming(0.25, (0.42, 0), (0.58, 1))
            AnimationClock.at(3)
            XCTAssertEqual(view.layer.shown.position.x, held, accuracy: 1e-3, "paused: time passes, nothing moves")
            XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-6)
            animator.startAnimation()
            AnimationClock.at(3.5)
            XCTAssertEqual(view.layer.shown.position.x, 10 + 100 * bezierTiming(0.5, (0.42, 0), (0.58, 1)),
                           accuracy: 1e-3, "resumed where it left the curve")
            AnimationClock.at(4.6)
            XCTAssertEqual(log.entries, ["done end"])
        }
    }

    func testScrubbingIsLinearByDefaultAndOnTheCurveOtherwise() {
        MainActor.assumeIsolated {
            let (view, animator, _) = Self.makeAnimator(.easeIn)
            animator.fractionComplete = 0.3
            XCTAssertEqual(animator.state, .active, "scrubbing activates")
            XCTAssertFalse(animator.isRunning)
            AnimationClock.at(0.1)
            XCTAssertEqual(view.layer.shown.position.x, 40, accuracy: 1e-6, "linear scrub")
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.6
            AnimationClock.at(0.2)
            XCTAssertEqual(view.layer.shown.position.x, 10 + 100 * bezierTiming(0.6, (0.42, 0), (1, 1)), accuracy: 1e-3)
            XCTAssertEqual(animator.fractionComplete, 0.6, accuracy: 1e-9)
        }
    }

    func testResumingAfterALinearScrubRunsTheRestFromWhatIsShown() {
        MainActor.assumeIsolated {
            let (view, animator, log) = Self.makeAnimator(.easeIn)
            animator.pauseAnimation()
            animator.fractionComplete = 0.5 // shows x 60
            animator.startAnimation()       // the remaining 0.5 s with ease-in, from 60 to 110
            AnimationClock.at(0.25)
            XCTAssertEqual(view.layer.shown.position.x, 60 + 50 * bezierTiming(0.5, (0.42, 0), (1, 1)), accuracy: 1e-3)
            XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-6)
            AnimationClock.at(0.51)
            XCTAssertEqual(log.entries, ["done end"])
        }
    }

    func testReversingRetracesTheCurveAndEndsAtTheStart() {
        MainActor.assumeIsolated {
            let (view, animator, log) = Self.makeAnimator(.easeIn, duration: 2)
            animator.startAnimation()
            AnimationClock.at(1.2) // fraction 0.6
            animator.isReversed = true
            XCTAssertEqual(view.center.x, 10, "the model goes back to the start")
            AnimationClock.at(1.6) // fraction 0.4, on the same curve
            XCTAssertEqual(view.layer.shown.position.x, 10 + 100 * bezierTiming(0.4, (0.42, 0), (1, 1)), accuracy: 1e-3)
            XCTAssertEqual(animator.fractionComplete, 0.4, accuracy: 1e-6)
            AnimationClock.at(2.41)
            XCTAssertEqual(log.entries, ["done start"])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(view.layer.shown.position.x, 10)
        }
    }

    func testContinueWithNewTimingAndADurationFactor() {
        MainActor.assumeIsolated {
            let (view, animator, log) = Self.makeAnimator(.easeInOut)
            animator.startAnimation()
            AnimationClock.at(0.5)
            animator.pauseAnimation() // x 60 (ease-in-out is symmetric)
            XCTAssertEqual(view.layer.shown.position.x, 60, accuracy: 1e-3)
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                                       durationFactor: 2) // the remaining 0.5 s doubled, linear
            XCTAssertTrue(animator.isRunning)
            AnimationClock.at(1)
            XCTAssertEqual(view.layer.shown.position.x, 85, accuracy: 1e-3)
            XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-6)
            AnimationClock.at(1.51)
            XCTAssertEqual(log.entries, ["done end"])
        }
    }

    func testStopWithoutFinishingEndsAtOnceWithoutCompletions() {
        MainActor.assumeIsolated {
            let (view, animator, log) = Self.makeAnimator()
            animator.startAnimation()
            AnimationClock.at(0.4)
            animator.stopAnimation(true)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(view.center.x, 50, accuracy: 1e-6, "the model takes the value on screen")
            AnimationClock.at(2)
            XCTAssertEqual(view.layer.shown.position.x, 50, accuracy: 1e-6)
            XCTAssertEqual(log.entries, [])
        }
    }

    func testStopThenFinishAtEachPosition() {
        MainActor.assumeIsolated {
            for (position, expected) in [(UIViewAnimatingPosition.start, 10.0), (.end, 110), (.current, 50)] {
                let (view, animator, log) = Self.makeAnimator()
                animator.startAnimation()
                AnimationClock.at(0.4)
                animator.stopAnimation(false)
                XCTAssertEqual(animator.state, .stopped)
                XCTAssertFalse(animator.isRunning)
                XCTAssertEqual(view.center.x, 50, accuracy: 1e-6)
                animator.startAnimation() // misuse: a stopped animator cannot start (logged, ignored)
                XCTAssertEqual(animator.state, .stopped)
                animator.finishAnimation(at: position)
                XCTAssertEqual(animator.state, .inactive)
                XCTAssertEqual(view.center.x, expected, accuracy: 1e-6, "\(position)")
                XCTAssertEqual(view.layer.shown.position.x, expected, accuracy: 1e-6)
                XCTAssertEqual(log.entries, ["done \(position)"])
                AnimationClock.begin()
            }
        }
    }

    func testFinishWithoutStopIsIgnored() {
        MainActor.assumeIsolated {
            let (_, animator, log) = Self.makeAnimator()
            animator.startAnimation()
            animator.finishAnimation(at: .end) // misuse: logged, ignored
            XCTAssertEqual(animator.state, .active)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(log.entries, [])
            animator.isInterruptible = false
            AnimationClock.at(0.2)
            animator.pauseAnimation() // misuse: not interruptible
            XCTAssertTrue(animator.isRunning)
        }
    }

    func testPausesOnCompletionStaysActive() {
        MainActor.assumeIsolated {
            let (view, animator, log) = Self.makeAnimator()
            animator.pausesOnCompletion = true
            animator.startAnimation()
            AnimationClock.at(1.1)
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.fractionComplete, 1)
            XCTAssertEqual(log.entries, [])
            XCTAssertEqual(view.layer.shown.position.x, 110)
            animator.isReversed = true
            animator.startAnimation()
            AnimationClock.at(1.6)
            XCTAssertEqual(view.layer.shown.position.x, 60, accuracy: 1e-6, "back the way it came")
        }
    }

    func testRunningAnimatorWithDelayAndDelayedAnimations() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let log = CompletionLog()
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 110 },
                completion: log.position("running"))
            XCTAssertEqual(animator.state, .active)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(animator.delay, 0.5)
            AnimationClock.at(0.25)
            XCTAssertEqual(view.layer.shown.position.x, 10, accuracy: 1e-6, "the start value during the delay")
            AnimationClock.at(1)
            XCTAssertEqual(view.layer.shown.position.x, 60, accuracy: 1e-6)
            AnimationClock.at(1.51)
            XCTAssertEqual(log.entries, ["running end"])

            let other = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let delayed = UIViewPropertyAnimator(duration: 1, curve: .linear)
            delayed.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)
            delayed.addAnimations { other.center.x = 110 }
            delayed.startAnimation()
            AnimationClock.at(1.51 + 0.25)
            XCTAssertEqual(Double(other.layer.shown.opacity), 1, accuracy: 1e-6, "not started before half")
            XCTAssertEqual(other.layer.shown.position.x, 35, accuracy: 1e-6)
            AnimationClock.at(1.51 + 0.75)
            XCTAssertEqual(Double(other.layer.shown.opacity), 0.5, accuracy: 1e-6, "half-way through its half")
        }
    }

    func testAnAnimatorNobodyKeepsStillFinishes() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let log = CompletionLog()
            weak var weakAnimator: UIViewPropertyAnimator?
            do {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
                animator.addCompletion(log.position("unkept"))
                animator.startAnimation()
                weakAnimator = animator
            }
            AnimationClock.at(0.5)
            XCTAssertNotNil(weakAnimator, "kept alive while active")
            XCTAssertEqual(view.layer.shown.position.x, 60, accuracy: 1e-6)
            AnimationClock.at(1.1)
            XCTAssertEqual(log.entries, ["unkept end"])
            XCTAssertNil(weakAnimator, "released once inactive")
        }
    }

    func testAnimatorWithoutUserInteractionRefusesTouches() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 200, height: 100)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
            animator.isUserInteractionEnabled = false
            animator.startAnimation()
            XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
            AnimationClock.at(1.1)
            XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        }
    }
}
