import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UIStepper: its range rules, steps on touch, wrapping, autorepeat and when
/// `.valueChanged` is sent.
final class UIStepperTests: XCTestCase {
    /// A stepper at (20, 20): − centred at (43.5, 36), + at (90.5, 36) in the window.
    @MainActor
    private static func makeStepper() -> (UIWindow, UIStepper) {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
        return (showInWindow(stepper), stepper)
    }

    private static let minus = CGPoint(x: 43, y: 36)
    private static let plus = CGPoint(x: 90, y: 36)

    func testDefaultsAndSize() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            XCTAssertEqual(stepper.value, 0)
            XCTAssertEqual(stepper.minimumValue, 0)
            XCTAssertEqual(stepper.maximumValue, 100)
            XCTAssertEqual(stepper.stepValue, 1)
            XCTAssertFalse(stepper.wraps)
            XCTAssertTrue(stepper.autorepeat)
            XCTAssertTrue(stepper.isContinuous)
            XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
            XCTAssertEqual(stepper.sizeThatFits(CGSize(width: 10, height: 10)), CGSize(width: 94, height: 32))
        }
    }

    func testValuesArePinnedAndTheRangeStaysOrdered() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let events = ControlEvents(stepper)
            stepper.value = 150
            XCTAssertEqual(stepper.value, 100)
            stepper.value = -5
            XCTAssertEqual(stepper.value, 0)
            stepper.minimumValue = 200
            XCTAssertEqual(stepper.maximumValue, 200, "both take the new value")
            XCTAssertEqual(stepper.value, 200)
            stepper.maximumValue = 50
            XCTAssertEqual(stepper.minimumValue, 50)
            XCTAssertEqual(stepper.value, 50)
            XCTAssertEqual(events.count, 0)
        }
    }

    func testTouchingAHalfStepsAtOnce() {
        MainActor.assumeIsolated {
            let (window, stepper) = Self.makeStepper()
            stepper.autorepeat = false
            let events = ControlEvents(stepper)
            let finger = Finger(window, at: Self.plus)
            XCTAssertEqual(stepper.value, 1, "the step comes with the touch")
            XCTAssertEqual(events.count, 1)
            XCTAssertEqual(stepper._pressedHalf, .increment)
            finger.lift()
            XCTAssertNil(stepper._pressedHalf)
            tap(window, Self.minus, time: 3)
            XCTAssertEqual(stepper.value, 0)
            tap(window, Self.minus, time: 5)
            XCTAssertEqual(stepper.value, 0, "the − half does nothing at the minimum")
            XCTAssertEqual(events.count, 2)
            stepper.stepValue = 2.5
            tap(window, Self.plus, time: 7)
            XCTAssertEqual(stepper.value, 2.5)
        }
    }

    func testWrapsContinuesFromTheOtherEnd() {
        MainActor.assumeIsolated {
            let (window, stepper) = Self.makeStepper()
            stepper.autorepeat = false
            stepper.wraps = true
            stepper.maximumValue = 10
            stepper.stepValue = 4
            stepper.value = 10
            tap(window, Self.plus)
            XCTAssertEqual(stepper.value, 0, "past the maximum: the minimum")
            tap(window, Self.minus, time: 3)
            XCTAssertEqual(stepper.value, 10, "past the minimum: the maximum")
            tap(window, Self.minus, time: 5)
            XCTAssertEqual(stepper.value, 6)
        }
    }

    func testAutorepeatStepsWhileHeldOnTheHalf() {
        MainActor.assumeIsolated {
            let (window, stepper) = Self.makeStepper()
            let events = ControlEvents(stepper)
            let finger = Finger(window, at: Self.plus)
            spinMainRunLoop(0.4)
            XCTAssertEqual(stepper.value, 1, "no repeat within the first 0.5 s")
            spinMainRunLoop(0.45)
            // Repeats at 0.6, 0.7 and 0.8 s (timers may run a little late).
            XCTAssertGreaterThanOrEqual(stepper.value, 2)
            XCTAssertLessThanOrEqual(stepper.value, 4)
            XCTAssertEqual(events.count, Int(stepper.value), "an event per step")
            finger.move(to: Self.minus)
            let held = stepper.value
            spinMainRunLoop(0.3)
            XCTAssertEqual(stepper.value, held, "off its half, it stops repeating")
            finger.lift()
            spinMainRunLoop(0.3)
            XCTAssertEqual(stepper.value, held)
        }
    }

    func testANonContinuousStepperSendsOneEventWhenTheTouchLifts() {
        MainActor.assumeIsolated {
            let (window, stepper) = Self.makeStepper()
            stepper.isContinuous = false
            let events = ControlEvents(stepper)
            let finger = Finger(window, at: Self.plus)
            spinMainRunLoop(0.75)
            XCTAssertGreaterThan(stepper.value, 1, "it repeated")
            XCTAssertEqual(events.count, 0)
            finger.lift()
            XCTAssertEqual(events.count, 1)
        }
    }
}
