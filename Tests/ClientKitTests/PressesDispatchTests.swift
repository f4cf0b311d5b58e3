import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

private final class KeyView: UIView {
    var log: CallLog?
    var name = ""
    var handles = true
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("\(name).pressesBegan(\(presses.compactMap { $0.key?.characters }.sorted().joined()))")
        if !handles { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("\(name).pressesEnded")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?.add("\(name).motionEnded(\(motion.rawValue))")
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log?.add("\(name).remoteControl(\(event?.subtype.rawValue ?? -1))")
    }
}

private final class RecordingWindow: UIWindow {
    var log: CallLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("window.pressesBegan")
        super.pressesBegan(presses, with: event)
    }
}

private final class KeyDelegate: UIResponder, UIApplicationDelegate {
    var log: CallLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("delegate.pressesBegan")
    }
}

final class PressesDispatchTests: XCTestCase {
    @MainActor
    private static func keyPress(_ characters: String, phase: UIPress.Phase = .began) -> UIPress {
        let key = UIKey(keyCode: .keyboardA, characters: characters, charactersIgnoringModifiers: characters,
                        modifierFlags: [.shift])
        return UIPress(phase: phase, key: key, timestamp: 1)
    }

    func testPressesGoToTheFirstResponderOfTheKeyWindow() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.log = log
            let field = KeyView()
            field.name = "field"
            field.log = log
            window.addSubview(field)
            window.makeKeyAndVisible()
            XCTAssertTrue(field.becomeFirstResponder())
            let a = Self.keyPress("a"), b = Self.keyPress("b")
            let event = UIPressesEvent(timestamp: 1, presses: [a, b])
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(log.entries, ["field.pressesBegan(ab)"])
            XCTAssertTrue(a.window === window)
            XCTAssertTrue(a.responder === field)
            XCTAssertEqual(a.key?.keyCode, .keyboardA)
            XCTAssertEqual(a.key?.modifierFlags, .shift)
            XCTAssertEqual(event.allPresses, [a, b])
            XCTAssertEqual(event.type, .presses)
            log.clear()
            a._update(phase: .ended, timestamp: 2)
            b._update(phase: .ended, timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(log.entries, ["field.pressesEnded"])
        }
    }

    func testWithoutFirstResponderTheWindowGetsThePressesAndTheChainContinues() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let delegate = KeyDelegate()
            delegate.log = log
            UIApplication.shared.delegate = delegate
            let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.log = log
            window.makeKeyAndVisible()
            UIApplication.shared.sendEvent(UIPressesEvent(timestamp: 1, presses: [Self.keyPress("x")]))
            XCTAssertEqual(log.entries, ["window.pressesBegan", "delegate.pressesBegan"])
        }
    }

    func testUnhandledPressTravelsUpFromTheFirstResponder() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.log = log
            let field = KeyView()
            field.name = "field"
            field.log = log
            field.handles = false
            window.addSubview(field)
            window.makeKeyAndVisible()
            field.becomeFirstResponder()
            UIApplication.shared.sendEvent(UIPressesEvent(timestamp: 1, presses: [Self.keyPress("q")]))
            XCTAssertEqual(log.entries, ["field.pressesBegan(q)", "window.pressesBegan"])
        }
    }

    func testPressesGoOnlyToTheKeyWindow() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let key = KeyView(), other = KeyView()
            key.name = "key"
            other.name = "other"
            key.log = log
            other.log = log
            let keyWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            keyWindow.addSubview(key)
            otherWindow.addSubview(other)
            key.becomeFirstResponder()
            other.becomeFirstResponder()
            otherWindow.makeKeyAndVisible()
            keyWindow.makeKeyAndVisible()
            UIApplication.shared.sendEvent(UIPressesEvent(timestamp: 1, presses: [Self.keyPress("k")]))
            XCTAssertEqual(log.entries, ["key.pressesBegan(k)"])
        }
    }

    func testMotionAndRemoteControlGoToTheFirstResponder() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let field = KeyView()
            field.name = "field"
            field.log = log
            window.addSubview(field)
            window.makeKeyAndVisible()
            field.becomeFirstResponder()
            let shake = UIEvent(type: .motion, subtype: .motionShake, timestamp: 1)
            shake._motionPhase = .ended
            UIApplication.shared.sendEvent(shake)
            UIApplication.shared.sendEvent(UIEvent(type: .remoteControl, subtype: .remoteControlPause, timestamp: 2))
            XCTAssertEqual(log.entries, ["field.motionEnded(1)", "field.remoteControl(101)"])
        }
    }

    func testKeyTypes() {
        XCTAssertEqual(UIKeyboardHIDUsage.keyboardA.rawValue, 4)
        XCTAssertEqual(UIKeyboardHIDUsage.keyboard0.rawValue, 39)
        XCTAssertEqual(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue, 40)
        XCTAssertEqual(UIKeyboardHIDUsage.keyboardUpArrow.rawValue, 82)
        XCTAssertEqual(UIKeyboardHIDUsage.keyboardF12.rawValue, 69)
        XCTAssertEqual(UIKeyboardHIDUsage.keyboardLeftShift.rawValue, 225)
        XCTAssertEqual(UIKeyModifierFlags.shift.rawValue, 1 << 17)
        XCTAssertEqual(UIKeyModifierFlags.command.rawValue, 1 << 20)
        XCTAssertEqual(UIPress.PressType.select.rawValue, 4)
    }
}
