import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A view that counts the touches of each call it gets ("began 1", "ended 2", …).
private final class CountingView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled \(touches.count)") }
}

@MainActor
private final class RefusingDelegate: UITextFieldDelegate {
    var log: [String] = []
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return false }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
}

/// `UITouch()`, `isMultipleTouchEnabled`, `isExclusiveTouch` and `endEditing(_:)`, as
/// UIKit documents them.
final class UITouchDeliveryRulesTests: XCTestCase {
    /// A key window 300×300 with `left` (0, 0, 100, 100) and `right` (200, 0, 100, 100).
    @MainActor
    private static func makeScene() -> (UIWindow, CountingView, CountingView) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = CountingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(left)
        window.addSubview(right)
        window.makeKeyAndVisible()
        return (window, left, right)
    }

    func testATouchMadeWithInitHasNoWindowOrViewAndCanBeHandedToAView() {
        MainActor.assumeIsolated {
            let touch = UITouch()
            XCTAssertNil(touch.window)
            XCTAssertNil(touch.view)
            XCTAssertEqual(touch.phase, .began)
            XCTAssertEqual(touch.tapCount, 0)
            XCTAssertEqual(touch.timestamp, 0)
            XCTAssertEqual(touch.type, .direct)
            XCTAssertNil(touch.gestureRecognizers)
            let view = CountingView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
            XCTAssertEqual(touch.location(in: view), .zero)
            XCTAssertEqual(touch.previousLocation(in: nil), .zero)
            // As unit tests written for UIKit do: call the responder methods directly.
            view.touchesBegan([touch], with: nil)
            view.touchesEnded([touch], with: nil)
            XCTAssertEqual(view.log, ["began 1", "ended 1"])
            // A control tracks it: the touch lies at the origin, inside a control there.
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            var events: [String] = []
            button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
            button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
            button.touchesBegan([touch], with: nil)
            XCTAssertTrue(button.isHighlighted)
            button.touchesEnded([touch], with: nil)
            XCTAssertFalse(button.isHighlighted)
            XCTAssertEqual(events, ["down", "upInside"])
        }
    }

    func testAViewGetsOnlyItsFirstTouchByDefault() {
        MainActor.assumeIsolated {
            let (window, left, _) = Self.makeScene()
            XCTAssertFalse(left.isMultipleTouchEnabled, "UIKit's default")
            let pinch = UIPinchGestureRecognizer()
            pinch.cancelsTouchesInView = false
            left.addGestureRecognizer(pinch)
            let a = Finger(window, at: CGPoint(x: 10, y: 50))
            let b = Finger(window, at: CGPoint(x: 90, y: 50), time: 1.1, event: a.event)
            XCTAssertTrue(b.touch.view === left, "bound to the view it hit")
            XCTAssertEqual(pinch.numberOfTouches, 2, "recognizers still get the second touch")
            b.move(to: CGPoint(x: 95, y: 50))
            a.move(to: CGPoint(x: 12, y: 50))
            b.lift()
            a.lift()
            XCTAssertEqual(left.log, ["began 1", "moved 1", "ended 1"], "only the first touch")
            // Once the first touch is up, a new one is the view's again.
            let c = Finger(window, at: CGPoint(x: 50, y: 50), time: 3)
            c.lift()
            XCTAssertEqual(left.log.suffix(2), ["began 1", "ended 1"])
        }
    }

    func testTouchesBeginningTogetherOnAViewGiveItOneUnlessMultipleTouchIsEnabled() {
        MainActor.assumeIsolated {
            let (window, left, right) = Self.makeScene()
            let a = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 1)
            let b = UITouch(window: window, locationInWindow: CGPoint(x: 20, y: 20), timestamp: 1)
            let event = makeTouchEvent([a, b])
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(left.log, ["began 1"])
            XCTAssertTrue(a.view === left && b.view === left)

            right.isMultipleTouchEnabled = true
            let c = UITouch(window: window, locationInWindow: CGPoint(x: 210, y: 10), timestamp: 2)
            let d = UITouch(window: window, locationInWindow: CGPoint(x: 220, y: 20), timestamp: 2)
            UIApplication.shared.sendEvent(makeTouchEvent([c, d], timestamp: 2))
            XCTAssertEqual(right.log, ["began 2"])
        }
    }

    func testAnExclusiveTouchViewKeepsOtherViewsFromGettingTouches() {
        MainActor.assumeIsolated {
            let (window, left, right) = Self.makeScene()
            left.isExclusiveTouch = true
            let onLeft = Finger(window, at: CGPoint(x: 50, y: 50))
            let onRight = Finger(window, at: CGPoint(x: 250, y: 50), time: 1.1, event: onLeft.event)
            onRight.move(to: CGPoint(x: 251, y: 50))
            onRight.lift()
            onLeft.lift()
            XCTAssertEqual(left.log, ["began 1", "ended 1"])
            XCTAssertEqual(right.log, [], "blocked while the exclusive view holds a touch")

            // With the exclusive view free, the other view gets touches; and a touch on
            // the exclusive view while another view holds one does not reach it.
            let first = Finger(window, at: CGPoint(x: 250, y: 50), time: 3)
            let second = Finger(window, at: CGPoint(x: 50, y: 50), time: 3.1, event: first.event)
            second.lift()
            first.lift()
            XCTAssertEqual(right.log, ["began 1", "ended 1"])
            XCTAssertEqual(left.log, ["began 1", "ended 1"], "nothing new for the exclusive view")

            // Views that are not exclusive share the window's touches.
            left.isExclusiveTouch = false
            let x = Finger(window, at: CGPoint(x: 250, y: 50), time: 5)
            let y = Finger(window, at: CGPoint(x: 50, y: 50), time: 5.1, event: x.event)
            y.lift()
            x.lift()
            XCTAssertEqual(left.log.suffix(2), ["began 1", "ended 1"])
        }
    }

    func testEndEditingAsksTheFieldUnlessForced() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let form = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let elsewhere = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            form.addSubview(field)
            window.addSubview(form)
            window.addSubview(elsewhere)
            window.makeKeyAndVisible()
            let delegate = RefusingDelegate()
            field.delegate = delegate
            XCTAssertTrue(field.becomeFirstResponder())

            XCTAssertTrue(elsewhere.endEditing(true), "nothing is editing there")
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(delegate.log, [])

            XCTAssertFalse(form.endEditing(false), "the delegate refuses")
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(delegate.log, ["shouldEnd"])

            XCTAssertTrue(form.endEditing(true))
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(delegate.log, ["shouldEnd", "didEnd"], "forced: not asked, but told")

            XCTAssertTrue(field.becomeFirstResponder())
            field.delegate = nil
            XCTAssertTrue(window.endEditing(false), "a field without a delegate resigns when asked")
            XCTAssertFalse(field.isFirstResponder)
        }
    }
}
