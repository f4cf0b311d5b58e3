import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private final class FieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowChange = true
    var resignOnReturn = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        log.append("change(\(range.location),\(range.length),\(string))")
        return allowChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("return")
        if resignOnReturn { textField.resignFirstResponder() }
        return true
    }
}

final class UITextFieldTests: XCTestCase {
    /// A key window with a field at (10, 10, 200, 30).
    @MainActor
    private static func makeField() -> (UIWindow, UITextField) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        window.makeKeyAndVisible()
        return (window, field)
    }

    @MainActor
    private static func press(_ window: UIWindow, _ characters: String, code: UIKeyboardHIDUsage = .keyboardA,
                              modifiers: UIKeyModifierFlags = []) {
        sendKeyPress(code, characters, modifiers: modifiers)
    }

    func testTapMakesTheFieldFirstResponder() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            let delegate = FieldDelegate()
            field.delegate = delegate
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 50, y: 20), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            XCTAssertFalse(field.isFirstResponder, "not on touch down")
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 50, y: 20), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertTrue(field.isEditing)
            XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin"])
        }
    }

    func testDelegateCanRefuseToBeginEditing() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            defer { withExtendedLifetime(window) {} }
            let delegate = FieldDelegate()
            delegate.allowBegin = false
            field.delegate = delegate
            XCTAssertFalse(field.becomeFirstResponder())
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(delegate.log, ["shouldBegin"])
        }
    }

    func testInsertTextAndDeleteBackward() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            defer { withExtendedLifetime(window) {} }
            XCTAssertEqual(field.text, "")
            XCTAssertFalse(field.hasText)
            field.insertText("ab")
            field.insertText("中")
            XCTAssertEqual(field.text, "ab中")
            XCTAssertTrue(field.hasText)
            field.deleteBackward()
            XCTAssertEqual(field.text, "ab")
            field.insertText("👍🏽")
            field.deleteBackward()
            XCTAssertEqual(field.text, "ab", "a grapheme cluster at a time")
            field.deleteBackward()
            field.deleteBackward()
            field.deleteBackward()
            XCTAssertEqual(field.text, "")
        }
    }

    func testKeyPressesBecomeText() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            XCTAssertTrue(field.becomeFirstResponder())
            Self.press(window, "H", code: .keyboardH, modifiers: .shift)
            Self.press(window, "i", code: .keyboardI)
            Self.press(window, "!", code: .keyboard1, modifiers: .shift)
            XCTAssertEqual(field.text, "Hi!")
            Self.press(window, "\u{8}", code: .keyboardDeleteOrBackspace)
            XCTAssertEqual(field.text, "Hi")
            Self.press(window, "c", code: .keyboardC, modifiers: .control)
            XCTAssertEqual(field.text, "Hi", "shortcuts are not text")
            field.resignFirstResponder()
            Self.press(window, "x", code: .keyboardX)
            XCTAssertEqual(field.text, "Hi", "keys reach only the first responder")
        }
    }

    func testReturnAsksTheDelegateWhichDecidesToResign() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            let delegate = FieldDelegate()
            field.delegate = delegate
            field.becomeFirstResponder()
            Self.press(window, "\r", code: .keyboardReturnOrEnter)
            XCTAssertTrue(field.isFirstResponder, "the delegate did not resign it")
            XCTAssertEqual(delegate.log.last, "return")
            delegate.resignOnReturn = true
            delegate.log = []
            Self.press(window, "\r", code: .keyboardReturnOrEnter)
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(field.isEditing)
            XCTAssertEqual(delegate.log, ["return", "shouldEnd", "didEnd"])
            XCTAssertEqual(field.text, "", "return inserts nothing")
        }
    }

    func testShouldChangeCharactersCanVeto() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            let delegate = FieldDelegate()
            field.delegate = delegate
            field.becomeFirstResponder()
            Self.press(window, "a")
            delegate.allowChange = false
            Self.press(window, "b")
            field.deleteBackward()
            XCTAssertEqual(field.text, "a")
            XCTAssertEqual(delegate.log.suffix(3), ["change(0,0,a)", "change(1,0,b)", "change(0,1,)"])
            field.text = "programmatic"
            XCTAssertEqual(field.text, "programmatic", "setting text skips the delegate")
        }
    }

    func testEditingEventsAndNotifications() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            defer { withExtendedLifetime(window) {} }
            var events: [String] = []
            field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
            field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
            field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
            let notes = CallLog()
            let center = NotificationCenter.default
            let names = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                         UITextField.textDidEndEditingNotification]
            let observers = names.map { name in
                center.addObserver(forName: name, object: field, queue: nil) { note in
                    let name = note.name.rawValue
                    MainActor.assumeIsolated { notes.add(name) }
                }
            }
            defer { observers.forEach(center.removeObserver) }
            XCTAssertTrue(field.becomeFirstResponder())
            field.insertText("x")
            field.text = "y"
            field.resignFirstResponder()
            XCTAssertEqual(events, ["begin", "changed", "end"])
            XCTAssertEqual(notes.entries, ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                                   "UITextFieldTextDidEndEditingNotification"])
        }
    }

    func testReturnWithAnEndOnExitActionResigns() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField()
            var exited = false
            field.addAction(UIAction { _ in exited = true }, for: .editingDidEndOnExit)
            field.becomeFirstResponder()
            Self.press(window, "\r", code: .keyboardReturnOrEnter)
            XCTAssertTrue(exited)
            XCTAssertFalse(field.isFirstResponder)
        }
    }

    func testPlaceholderIsDrawnOnlyWhenEmpty() {
        MainActor.assumeIsolated {
            final class Recording: UITextField {
                var drawn: [String] = []
                override func drawText(in rect: CGRect) { drawn.append("text"); super.drawText(in: rect) }
                override func drawPlaceholder(in rect: CGRect) { drawn.append("placeholder") }
            }
            let window = makeRenderWindow(width: 200, height: 40)
            let field = Recording(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            field.placeholder = "Name"
            window.addSubview(field)
            spinMainRunLoop()
            field.text = "Ann"
            spinMainRunLoop()
            field.text = ""
            spinMainRunLoop()
            XCTAssertEqual(field.drawn, ["placeholder", "text", "placeholder"])
        }
    }
}
