import Foundation
import XCTest
@testable import ClientKit

/// A responder with an input bar, as chat apps write it (UIKit's `inputAccessoryView`).
private final class ChatViewController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }
}

/// The least a custom text-entry class writes: the traits take UIKit's defaults.
private final class Digits: UIView, UIKeyInput {
    var digits = ""
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text.filter(\.isNumber) }
    func deleteBackward() { _ = digits.popLast() }
    var keyboardType: UIKeyboardType { .numberPad }
}

final class TextInputTraitsTests: XCTestCase {
    /// UIKit's documented defaults, kept as set on both text classes; raw values as UIKit's.
    func testTextFieldsAndViewsStoreTheTraitsWithUIKitsDefaults() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let view = UITextView()
            for traits in [field as UITextInputTraits, view as UITextInputTraits] {
                XCTAssertEqual(traits.autocapitalizationType, .sentences)
                XCTAssertEqual(traits.autocorrectionType, .default)
                XCTAssertEqual(traits.spellCheckingType, .default)
                XCTAssertEqual(traits.keyboardType, .default)
                XCTAssertEqual(traits.keyboardAppearance, .default)
                XCTAssertEqual(traits.returnKeyType, .default)
                XCTAssertFalse(traits.enablesReturnKeyAutomatically)
                XCTAssertNil(traits.textContentType)
                XCTAssertEqual(traits.smartQuotesType, .default)
                XCTAssertFalse(traits.isSecureTextEntry)
            }
            XCTAssertNil(field.inputView)
            XCTAssertNil(view.inputAccessoryView)
            field.keyboardType = .emailAddress
            field.returnKeyType = .next
            field.autocapitalizationType = .none
            field.autocorrectionType = .no
            field.textContentType = .username
            field.enablesReturnKeyAutomatically = true
            let picker = UIView()
            field.inputView = picker
            XCTAssertEqual(field.keyboardType, .emailAddress)
            XCTAssertEqual(field.returnKeyType, .next)
            XCTAssertEqual(field.autocapitalizationType, UITextAutocapitalizationType.none)
            XCTAssertEqual(field.autocorrectionType, .no)
            XCTAssertEqual(field.textContentType, .username)
            XCTAssertTrue(field.enablesReturnKeyAutomatically)
            XCTAssertTrue(field.inputView === picker)
            view.keyboardType = .decimalPad
            view.inputAccessoryView = picker
            XCTAssertEqual(view.keyboardType, .decimalPad)
            XCTAssertTrue(view.inputAccessoryView === picker)
            XCTAssertEqual(UIKeyboardType.emailAddress.rawValue, 7)
            XCTAssertEqual(UIKeyboardType.asciiCapableNumberPad.rawValue, 11)
            XCTAssertEqual(UIKeyboardType.alphabet, .asciiCapable)
            XCTAssertEqual(UIReturnKeyType.done.rawValue, 9)
            XCTAssertEqual(UIReturnKeyType.continue.rawValue, 11)
            XCTAssertEqual(UITextAutocapitalizationType.allCharacters.rawValue, 3)
            XCTAssertEqual(UIKeyboardAppearance.alert, .dark)
            XCTAssertEqual(UITextContentType.oneTimeCode.rawValue, "one-time-code")
        }
    }

    /// Typing is unchanged by the traits (there is no on-screen keyboard to configure).
    func testTraitsDoNotChangeTyping() {
        MainActor.assumeIsolated {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            field.autocapitalizationType = .allCharacters
            field.keyboardType = .numberPad
            field.insertText("ab1")
            XCTAssertEqual(field.text, "ab1")
        }
    }

    /// A responder's input views default to nil; a subclass's override is what it returns.
    func testResponderInputViews() {
        MainActor.assumeIsolated {
            let plain = UIResponder()
            XCTAssertNil(plain.inputView)
            XCTAssertNil(plain.inputAccessoryView)
            plain.reloadInputViews()
            let chat = ChatViewController()
            XCTAssertTrue(chat.inputAccessoryView === chat.bar)
            let digits = Digits()
            XCTAssertEqual(digits.keyboardType, .numberPad)
            XCTAssertEqual(digits.autocapitalizationType, .sentences, "UIKit's default from the protocol")
            digits.insertText("4a2")
            XCTAssertEqual(digits.digits, "42")
        }
    }
}
