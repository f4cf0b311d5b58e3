import Foundation
import XCTest
@testable import ClientKit

private final class FieldView: UIView {
    var acceptsFirstResponder = true
    var allowsResign = true
    var log: CallLog?
    var name = ""
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { allowsResign }
    override func resignFirstResponder() -> Bool {
        log?.add("\(name).resign")
        return super.resignFirstResponder()
    }
}

/// Refuses by overriding resignFirstResponder without calling super.
private final class StubbornView: UIView {
    override var canBecomeFirstResponder: Bool { true }
    override func resignFirstResponder() -> Bool { false }
}

private final class FocusController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
}

final class FirstResponderTests: XCTestCase {
    func testRequiresAWindowAndWillingness() {
        MainActor.assumeIsolated {
            resetApplication()
            let field = FieldView()
            XCTAssertFalse(field.becomeFirstResponder(), "not in a window")
            XCTAssertFalse(field.isFirstResponder)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(field)
            field.acceptsFirstResponder = false
            XCTAssertFalse(field.becomeFirstResponder())
            let plain = UIView()
            window.addSubview(plain)
            XCTAssertFalse(plain.becomeFirstResponder(), "UIView cannot become first responder by default")
            field.acceptsFirstResponder = true
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertTrue(field.becomeFirstResponder(), "already first responder")
            XCTAssertTrue(field.resignFirstResponder())
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertTrue(field.resignFirstResponder(), "resigning when not first responder succeeds")
        }
    }

    func testHandoverAsksTheCurrentOneToResign() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let first = FieldView(), second = FieldView()
            first.name = "first"
            second.name = "second"
            first.log = log
            second.log = log
            window.addSubview(first)
            window.addSubview(second)
            XCTAssertTrue(first.becomeFirstResponder())
            XCTAssertTrue(second.becomeFirstResponder())
            XCTAssertEqual(log.entries, ["first.resign"])
            XCTAssertFalse(first.isFirstResponder)
            XCTAssertTrue(second.isFirstResponder)
        }
    }

    func testRefusalKeepsTheCurrentFirstResponder() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let holder = FieldView(), other = FieldView()
            window.addSubview(holder)
            window.addSubview(other)
            XCTAssertTrue(holder.becomeFirstResponder())
            holder.allowsResign = false
            XCTAssertFalse(holder.resignFirstResponder())
            XCTAssertFalse(other.becomeFirstResponder())
            XCTAssertTrue(holder.isFirstResponder)
            XCTAssertFalse(other.isFirstResponder)

            let stubborn = StubbornView()
            window.addSubview(stubborn)
            holder.allowsResign = true
            XCTAssertTrue(stubborn.becomeFirstResponder())
            XCTAssertFalse(other.becomeFirstResponder())
            XCTAssertTrue(stubborn.isFirstResponder)
        }
    }

    func testLeavingTheWindowResigns() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let container = UIView()
            let field = FieldView()
            container.addSubview(field)
            window.addSubview(container)
            XCTAssertTrue(field.becomeFirstResponder())
            container.removeFromSuperview()
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertNil(window._firstResponder)
            // Even one that refuses loses the status when it leaves its window.
            let stubborn = StubbornView()
            window.addSubview(stubborn)
            XCTAssertTrue(stubborn.becomeFirstResponder())
            stubborn.removeFromSuperview()
            XCTAssertFalse(stubborn.isFirstResponder)
            XCTAssertNil(window._firstResponder)
        }
    }

    func testControllersAndWindowsCanBeFirstResponders() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let controller = FocusController()
            XCTAssertFalse(controller.becomeFirstResponder(), "its view is not in a window")
            window.rootViewController = controller
            XCTAssertTrue(controller.becomeFirstResponder())
            XCTAssertTrue(controller.isFirstResponder)
            let field = FieldView()
            window.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertFalse(controller.isFirstResponder)
            XCTAssertFalse(window.becomeFirstResponder(), "UIWindow cannot become first responder by default")
        }
    }

    func testFirstResponderIsPerWindow() {
        MainActor.assumeIsolated {
            resetApplication()
            let one = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let two = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = FieldView(), b = FieldView()
            one.addSubview(a)
            two.addSubview(b)
            XCTAssertTrue(a.becomeFirstResponder())
            XCTAssertTrue(b.becomeFirstResponder())
            XCTAssertTrue(a.isFirstResponder)
            XCTAssertTrue(b.isFirstResponder)
        }
    }

    func testMovingWithinTheWindowKeepsFirstResponderMovingOutResigns() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let left = UIView(), right = UIView()
            window.addSubview(left)
            window.addSubview(right)
            let field = FieldView()
            left.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            right.addSubview(field)
            XCTAssertTrue(field.isFirstResponder)
            other.addSubview(field)
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertNil(window._firstResponder)
            XCTAssertNil(other._firstResponder)
        }
    }
}
