import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private final class TextViewLog: NSObject, UITextViewDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowChange = true
    var allowEnd = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change(\(range.location),\(range.length),\(text.debugDescription))")
        return allowChange
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.append("selection(\(textView.selectedRange.location),\(textView.selectedRange.length))")
    }
}

/// UITextView: defaults, the delegate's calls and their order, editing at the caret,
/// caret moves between lines, the content size, and taps.
final class UITextViewTests: XCTestCase {
    @MainActor
    private static func makeTextView(_ text: String = "") -> (UIWindow, UITextView) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = text
        window.addSubview(textView)
        window.makeKeyAndVisible()
        return (window, textView)
    }

    func testDefaults() {
        MainActor.assumeIsolated {
            let textView = UITextView(frame: .zero)
            XCTAssertTrue((textView as AnyObject) is UIScrollView)
            XCTAssertEqual(textView.text, "")
            XCTAssertNil(textView.font)
            XCTAssertNil(textView.textColor)
            XCTAssertEqual(textView.textAlignment, .natural)
            XCTAssertTrue(textView.isEditable)
            XCTAssertTrue(textView.isSelectable)
            XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
            XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 0))
            XCTAssertFalse(textView.hasText)
            textView.attributedText = NSAttributedString(string: "hi", attributes: [.kern: 2])
            XCTAssertEqual(textView.text, "hi")
            XCTAssertEqual(textView.attributedText.attribute(.kern, at: 0, effectiveRange: nil) as? Int, 2)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 0), "setting text: caret at the end")
        }
    }

    func testDelegateCallsAndTheirOrder() {
        MainActor.assumeIsolated {
            let (window, textView) = Self.makeTextView()
            defer { withExtendedLifetime(window) {} }
            let delegate = TextViewLog()
            textView.delegate = delegate
            var notes: [String] = []
            let center = NotificationCenter.default
            let names = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                         UITextView.textDidEndEditingNotification]
            let observers = names.map { name in
                center.addObserver(forName: name, object: textView, queue: nil) { note in
                    let name = note.name.rawValue
                    MainActor.assumeIsolated { notes.append(name) }
                }
            }
            defer { observers.forEach(center.removeObserver) }
            XCTAssertTrue(textView.becomeFirstResponder())
            XCTAssertTrue(textView.isEditing)
            sendKeyPress(.keyboardA, "a")
            sendKeyPress(.keyboardReturnOrEnter, "\r")
            sendKeyPress(.keyboardB, "b")
            sendKeyPress(.keyboardLeftArrow)
            sendKeyPress(.keyboardDeleteOrBackspace, "\u{8}")
            XCTAssertEqual(textView.text, "ab")
            XCTAssertTrue(textView.resignFirstResponder())
            XCTAssertFalse(textView.isEditing)
            XCTAssertEqual(delegate.log, [
                "shouldBegin", "didBegin",
                "change(0,0,\"a\")", "selection(1,0)", "didChange",
                "change(1,0,\"\\n\")", "selection(2,0)", "didChange",
                "change(2,0,\"b\")", "selection(3,0)", "didChange",
                "selection(2,0)",
                "change(1,1,\"\")", "selection(1,0)", "didChange",
                "shouldEnd", "didEnd",
            ])
            XCTAssertEqual(notes, ["UITextViewTextDidBeginEditingNotification"]
                + Array(repeating: "UITextViewTextDidChangeNotification", count: 4)
                + ["UITextViewTextDidEndEditingNotification"])
        }
    }

    func testDelegateVetoesAndNonEditableViews() {
        MainActor.assumeIsolated {
            let (window, textView) = Self.makeTextView("x")
            defer { withExtendedLifetime(window) {} }
            let delegate = TextViewLog()
            textView.delegate = delegate
            delegate.allowBegin = false
            XCTAssertFalse(textView.becomeFirstResponder())
            delegate.allowBegin = true
            XCTAssertTrue(textView.becomeFirstResponder())
            delegate.allowChange = false
            sendKeyPress(.keyboardA, "a")
            XCTAssertEqual(textView.text, "x")
            XCTAssertEqual(delegate.log.last, "change(1,0,\"a\")")
            textView.resignFirstResponder()
            delegate.allowChange = true
            textView.isEditable = false
            delegate.log = []
            XCTAssertTrue(textView.becomeFirstResponder(), "selectable: it can still take the caret")
            XCTAssertFalse(textView.isEditing)
            XCTAssertNil(_CaretBlinker.shared.link, "no caret blinks when the view cannot edit")
            sendKeyPress(.keyboardA, "a")
            textView.insertText("b")
            XCTAssertEqual(textView.text, "x")
            XCTAssertEqual(delegate.log, [], "no editing calls for a non-editable view")
        }
    }

    func testEndEditingForcesOrAsks() {
        MainActor.assumeIsolated {
            let (window, textView) = Self.makeTextView("x")
            let delegate = TextViewLog()
            textView.delegate = delegate
            XCTAssertTrue(textView.becomeFirstResponder())
            delegate.allowEnd = false
            delegate.log = []
            XCTAssertFalse(window.endEditing(false))
            XCTAssertTrue(textView.isEditing, "the delegate refused")
            XCTAssertTrue(window.endEditing(true))
            XCTAssertFalse(textView.isEditing)
            XCTAssertEqual(delegate.log, ["shouldEnd", "didEnd"], "forced: not asked again")
        }
    }

    func testUpAndDownKeepTheCaretsX() {
        MainActor.assumeIsolated {
            let (window, textView) = Self.makeTextView("aaaa\n\naaaa\naa")
            defer { withExtendedLifetime(window) {} }
            // Lines: "aaaa" [0,4) "\n"; "" at 5; "aaaa" [6,10); "aa" [11,13).
            XCTAssertTrue(textView.becomeFirstResponder())
            textView.selectedRange = NSRange(location: 3, length: 0)
            sendKeyPress(.keyboardDownArrow)
            XCTAssertEqual(textView.selectedRange.location, 5, "the empty line")
            sendKeyPress(.keyboardDownArrow)
            XCTAssertEqual(textView.selectedRange.location, 9, "back at three a's in")
            sendKeyPress(.keyboardDownArrow)
            XCTAssertEqual(textView.selectedRange.location, 13, "a shorter line: its end")
            sendKeyPress(.keyboardDownArrow)
            XCTAssertEqual(textView.selectedRange.location, 13, "the last line: the end")
            sendKeyPress(.keyboardUpArrow, modifiers: .shift)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 9, length: 4), "Shift extends; x kept")
            sendKeyPress(.keyboardHome)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0), "Home: the line's start")
            sendKeyPress(.keyboardEnd, modifiers: .shift)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 4), "End: before the newline")
            sendKeyPress(.keyboardUpArrow)
            sendKeyPress(.keyboardUpArrow)
            sendKeyPress(.keyboardUpArrow)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 0), "the first line's Up: the start")
            sendKeyPress(.keyboardRightArrow)
            sendKeyPress(.keyboardReturnOrEnter, "\r")
            XCTAssertEqual(textView.text, "a\naaa\n\naaaa\naa")
            XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 0))
            sendKeyPress(.keyboardDeleteForward)
            XCTAssertEqual(textView.text, "a\naa\n\naaaa\naa")
        }
    }

    func testContentSizeFollowsTheTextSoItScrolls() {
        MainActor.assumeIsolated {
            let (window, textView) = Self.makeTextView()
            defer { withExtendedLifetime(window) {} }
            let font = UIFont.systemFont(ofSize: 12)
            XCTAssertEqual(textView.contentSize.height, 16 + font.lineHeight.rounded(.up), accuracy: 0.01,
                           "an empty view is one line tall")
            let lines = (1...20).map(String.init).joined(separator: "\n")
            textView.text = lines
            // Twenty lines of the font's height between the 8-point insets.
            XCTAssertEqual(textView.contentSize.height, 16 + (20 * font.lineHeight).rounded(.up), accuracy: 1)
            XCTAssertEqual(textView.contentSize.width, 200)
            // The caret at the end is in view: the view scrolled to the bottom.
            XCTAssertTrue(textView.becomeFirstResponder())
            textView.selectedRange = NSRange(location: 0, length: 0)
            textView.insertText("x")
            XCTAssertEqual(textView.contentOffset.y, 0)
            textView.selectedRange = NSRange(location: (lines as NSString).length + 1, length: 0)
            sendKeyPress(.keyboardY, "y")
            XCTAssertEqual(textView.contentOffset.y, textView.contentSize.height - 100 - 8, accuracy: 1.5,
                           "the last line's bottom at the view's bottom (its 8-point inset below)")
        }
    }

    func testTapBecomesFirstResponderAndPlacesTheCaret() {
        MainActor.assumeIsolated {
            let (window, textView) = Self.makeTextView("hello\nworld")
            let delegate = TextViewLog()
            textView.delegate = delegate
            let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
            let lineHeight = UIFont.systemFont(ofSize: 12).lineHeight
            // Just right of the middle of "wo|rld"'s "r"... aim at the boundary after "wo".
            let x = 5 + "wo".size(withAttributes: font).width + 1
            let y = 8 + lineHeight * 1.5
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: x, y: y), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            touch._update(phase: .ended, locationInWindow: CGPoint(x: x, y: y), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(textView.isFirstResponder)
            XCTAssertEqual(textView.selectedRange, NSRange(location: 8, length: 0))
            XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin", "selection(8,0)"])
            XCTAssertNotNil(_CaretBlinker.shared.link)
            textView.resignFirstResponder()
            XCTAssertNil(_CaretBlinker.shared.link, "no display link once editing ends")
        }
    }
}
