import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Keyboard shortcuts (`UIKeyCommand`, `UIResponder.keyCommands`): found along the
/// responder chain from the first responder, matched by input and exact modifiers,
/// performed by the first responder in the chain that has the action, and the press
/// taken from the responders.
final class UIKeyCommandTests: XCTestCase {
    @MainActor
    final class Editor: UIViewController {
        var log: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "f", modifierFlags: .command, action: Editor.find),
             UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Editor.close),
             UIKeyCommand(input: "s", modifierFlags: [.control, .shift], action: Editor.saveAs),
             UIKeyCommand(title: "Next", action: Editor.next, input: UIKeyCommand.inputDownArrow),
             UIKeyCommand(input: "a", modifierFlags: [], action: Editor.plainA),
             UIKeyCommand(input: "p", modifierFlags: .command, action: Printer.print)]
        }
        func find(_ sender: UIKeyCommand) { log.append("find \(sender.input ?? "")") }
        func close() { log.append("close") }
        func saveAs(_ sender: Any?) { log.append("saveAs \(sender is UIKeyCommand)") }
        func next() { log.append("next") }
        func plainA() { log.append("a") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesBegan \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesEnded \(presses.first?.key?.charactersIgnoringModifiers ?? "")")
        }
    }

    /// A class no responder in the chain is: its commands find nobody to perform them.
    @MainActor
    final class Printer: UIResponder {
        func print() {}
    }

    @MainActor
    final class FocusView: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    @MainActor
    private static func make() -> (UIWindow, Editor, FocusView) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let editor = Editor()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        let focus = FocusView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        editor.view.addSubview(focus)
        XCTAssertTrue(focus.becomeFirstResponder())
        return (window, editor, focus)
    }

    func testAShortcutFromDeepInTheChainPerformsAndTakesThePress() {
        MainActor.assumeIsolated {
            let (window, editor, _) = Self.make()
            defer { withExtendedLifetime(window) {} }
            sendKeyPress(.keyboardF, "f", modifiers: .command)
            XCTAssertEqual(editor.log, ["find f"], "performed, and neither pressesBegan nor pressesEnded saw the key")
            sendKeyPress(.keyboardEscape, "\u{1B}")
            sendKeyPress(.keyboardDownArrow)
            sendKeyPress(.keyboardS, "S", modifiers: [.control, .shift])
            XCTAssertEqual(editor.log, ["find f", "close", "next", "saveAs true"])
        }
    }

    func testModifiersMustMatchExactlyAndOtherKeysGoToTheResponders() {
        MainActor.assumeIsolated {
            let (window, editor, _) = Self.make()
            defer { withExtendedLifetime(window) {} }
            sendKeyPress(.keyboardF, "F", modifiers: [.command, .shift])
            sendKeyPress(.keyboardF, "f")
            sendKeyPress(.keyboardS, "s", modifiers: .control)
            XCTAssertEqual(editor.log, ["pressesBegan F", "pressesEnded F", "pressesBegan f", "pressesEnded f",
                                        "pressesBegan s", "pressesEnded s"])
            // Caps Lock does not spoil a match.
            editor.log.removeAll()
            sendKeyPress(.keyboardF, "F", modifiers: [.command, .alphaShift])
            XCTAssertEqual(editor.log, ["find f"])
        }
    }

    func testACommandWhoseActionNobodyInTheChainHasLeavesThePressAlone() {
        MainActor.assumeIsolated {
            let (window, editor, _) = Self.make()
            defer { withExtendedLifetime(window) {} }
            sendKeyPress(.keyboardP, "p", modifiers: .command)
            XCTAssertEqual(editor.log, ["pressesBegan p", "pressesEnded p"])
        }
    }

    func testTypingIntoATextFieldWinsOverPlainShortcutsButNotModifiedOnes() {
        MainActor.assumeIsolated {
            let (window, editor, _) = Self.make()
            defer { withExtendedLifetime(window) {} }
            let field = UITextField(frame: CGRect(x: 0, y: 60, width: 200, height: 30))
            editor.view.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            sendKeyPress(.keyboardA, "a")
            XCTAssertEqual(field.text, "a", "the field typed it")
            sendKeyPress(.keyboardF, "f", modifiers: .command)
            XCTAssertEqual(editor.log, ["find f"])
            XCTAssertEqual(field.text, "a")
            sendKeyPress(.keyboardEscape, "\u{1B}")
            XCTAssertEqual(editor.log, ["find f", "close"], "Escape types nothing: the shortcut takes it")
        }
    }

    func testDefaultsAndSpecialInputs() {
        MainActor.assumeIsolated {
            XCTAssertNil(UIResponder().keyCommands)
            let command = UIKeyCommand(input: "k", modifierFlags: .command, action: Editor.close)
            XCTAssertEqual(command.input, "k")
            XCTAssertEqual(command.modifierFlags, .command)
            XCTAssertEqual(command.title, "")
            XCTAssertNil(command.discoverabilityTitle)
            XCTAssertFalse(command.wantsPriorityOverSystemBehavior)
            XCTAssertEqual(UIKeyCommand.inputUpArrow, "UIKeyInputUpArrow")
            XCTAssertEqual(UIKeyCommand.inputEscape, "UIKeyInputEscape")
            XCTAssertEqual(UIKeyCommand.specialInput(.keyboardF5), UIKeyCommand.inputF5)
            XCTAssertEqual(UIKeyCommand.specialInput(.keyboardF12), "UIKeyInputF12")
            XCTAssertNil(UIKeyCommand.specialInput(.keyboardA))
        }
    }
}
