import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private final class RangeLog: UITextFieldDelegate {
    var changes: [String] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        changes.append("\(range.location),\(range.length),\(string)")
        return true
    }
}

/// The caret and selection of a text field: positions, keys, edits at the caret, the
/// drawn caret and selection, and the blinking caret's display link.
final class UITextFieldSelectionTests: XCTestCase {
    @MainActor
    private static func makeField(_ text: String) -> (UIWindow, UITextField) {
        resetApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.text = text
        XCTAssertTrue(field.becomeFirstResponder())
        return (window, field)
    }

    @MainActor
    private static func selected(_ field: UITextField) -> NSRange {
        let range = field.selectedTextRange!
        return NSRange(location: field.offset(from: field.beginningOfDocument, to: range.start),
                       length: field.offset(from: range.start, to: range.end))
    }

    func testPositionsAndRanges() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField("héllo 👍🏽")
            defer { withExtendedLifetime(window) {} }
            let length = "héllo 👍🏽".utf16.count // 6 + 4 (thumb and skin tone, two units each)
            XCTAssertEqual(length, 10)
            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), length)
            XCTAssertEqual(Self.selected(field), NSRange(location: length, length: 0), "editing starts at the end")
            XCTAssertNil(field.position(from: field.endOfDocument, offset: 1))
            XCTAssertNil(field.position(from: field.beginningOfDocument, offset: -1))
            let one = field.position(from: field.beginningOfDocument, offset: 1)!
            let five = field.position(from: field.beginningOfDocument, offset: 5)!
            let range = field.textRange(from: five, to: one)!
            XCTAssertEqual(field.text(in: range), "éllo", "positions in either order")
            XCTAssertFalse(range.isEmpty)
            field.selectedTextRange = range
            XCTAssertEqual(Self.selected(field), NSRange(location: 1, length: 4))
            // A range inside the emoji cluster is fitted to whole characters.
            let inside = field.position(from: field.beginningOfDocument, offset: 8)!
            field.selectedTextRange = field.textRange(from: inside, to: inside)
            XCTAssertEqual(Self.selected(field), NSRange(location: 6, length: 0))
        }
    }

    func testArrowsHomeEndAndShiftSelection() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField("ab👍🏽c")
            defer { withExtendedLifetime(window) {} }
            // Clusters: a [0,1) b [1,2) 👍🏽 [2,6) c [6,7).
            sendKeyPress(.keyboardLeftArrow)
            XCTAssertEqual(Self.selected(field), NSRange(location: 6, length: 0))
            sendKeyPress(.keyboardLeftArrow)
            XCTAssertEqual(Self.selected(field), NSRange(location: 2, length: 0), "over the whole emoji")
            sendKeyPress(.keyboardRightArrow, modifiers: .shift)
            XCTAssertEqual(Self.selected(field), NSRange(location: 2, length: 4))
            sendKeyPress(.keyboardLeftArrow)
            XCTAssertEqual(Self.selected(field), NSRange(location: 2, length: 0), "Left collapses to the start")
            sendKeyPress(.keyboardHome)
            XCTAssertEqual(Self.selected(field), NSRange(location: 0, length: 0))
            sendKeyPress(.keyboardLeftArrow)
            XCTAssertEqual(Self.selected(field), NSRange(location: 0, length: 0), "stays at the start")
            sendKeyPress(.keyboardEnd, modifiers: .shift)
            XCTAssertEqual(Self.selected(field), NSRange(location: 0, length: 7))
            sendKeyPress(.keyboardRightArrow)
            XCTAssertEqual(Self.selected(field), NSRange(location: 7, length: 0), "Right collapses to the end")
            sendKeyPress(.keyboardUpArrow, modifiers: .shift)
            XCTAssertEqual(Self.selected(field), NSRange(location: 0, length: 7), "Up: to the start")
            sendKeyPress(.keyboardDownArrow)
            XCTAssertEqual(Self.selected(field), NSRange(location: 7, length: 0), "Down: to the end")
            // Shift-Left from the end then Shift-Right past the anchor flips the selection.
            sendKeyPress(.keyboardLeftArrow)
            sendKeyPress(.keyboardLeftArrow, modifiers: .shift)
            XCTAssertEqual(Self.selected(field), NSRange(location: 2, length: 4))
            sendKeyPress(.keyboardRightArrow, modifiers: .shift)
            sendKeyPress(.keyboardRightArrow, modifiers: .shift)
            XCTAssertEqual(Self.selected(field), NSRange(location: 6, length: 1))
        }
    }

    func testEditsAtTheCaretGiveTheDelegateTheRealRange() {
        MainActor.assumeIsolated {
            let (window, field) = Self.makeField("hello")
            defer { withExtendedLifetime(window) {} }
            let log = RangeLog()
            field.delegate = log
            sendKeyPress(.keyboardLeftArrow)
            sendKeyPress(.keyboardLeftArrow)
            sendKeyPress(.keyboardX, "X")
            XCTAssertEqual(field.text, "helXlo")
            XCTAssertEqual(Self.selected(field), NSRange(location: 4, length: 0))
            sendKeyPress(.keyboardDeleteOrBackspace, "\u{8}")
            XCTAssertEqual(field.text, "hello")
            sendKeyPress(.keyboardDeleteForward)
            XCTAssertEqual(field.text, "helo")
            XCTAssertEqual(Self.selected(field), NSRange(location: 3, length: 0))
            sendKeyPress(.keyboardHome)
            sendKeyPress(.keyboardRightArrow, modifiers: .shift)
            sendKeyPress(.keyboardRightArrow, modifiers: .shift)
            sendKeyPress(.keyboardY, "y")
            XCTAssertEqual(field.text, "ylo", "typing replaces the selection")
            sendKeyPress(.keyboardLeftArrow, modifiers: .shift)
            sendKeyPress(.keyboardDeleteOrBackspace, "\u{8}")
            XCTAssertEqual(field.text, "lo")
            sendKeyPress(.keyboardEnd)
            sendKeyPress(.keyboardDeleteForward)
            XCTAssertEqual(field.text, "lo", "nothing after the caret")
            XCTAssertEqual(log.changes, ["3,0,X", "3,1,", "3,1,", "0,2,y", "0,1,"])
        }
    }

    func testCaretMovesLeftOnScreen() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 160, height: 40)
            let field = UITextField(frame: CGRect(x: 4, y: 6, width: 150, height: 28))
            field.text = "Type here"
            window.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            spinMainRunLoop()
            let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
            let middle = 6 + 14
            let endX = Int((4 + "Type here".size(withAttributes: font).width).rounded())
            XCTAssertEqual(RGBA(pixel: renderedImage(of: window).pixel(x: endX, y: middle)), RGBA(0, 122, 255))
            for _ in 0..<4 { field._moveCaret(.left, extend: false) }
            spinMainRunLoop()
            let image = renderedImage(of: window)
            // The caret now stands before "here": after "Type " as measured.
            let caretX = Int((4 + "Type ".size(withAttributes: font).width).rounded())
            XCTAssertEqual(RGBA(pixel: image.pixel(x: caretX, y: middle)), RGBA(0, 122, 255))
            XCTAssertNotEqual(RGBA(pixel: image.pixel(x: endX, y: middle)), RGBA(0, 122, 255), "gone from the end")
            // Selecting "here" tints it: the tint at 20% over white, where there is no ink.
            field._moveCaret(.lineEnd, extend: true)
            spinMainRunLoop()
            let selected = renderedImage(of: window)
            let tint = RGBA(204, 228, 255) // 255 - 0.2 × (255 - (0, 122, 255)), rounded
            // The line's top: its height centred in the 28-point field, rounded down.
            let lineHeight = "Type".size(withAttributes: font).height
            let top = 6 + Int(((28 - lineHeight) / 2).rounded(.down)) + 1
            var tinted = 0
            for x in (caretX + 1)..<(endX - 1) {
                let c = RGBA(pixel: selected.pixel(x: x, y: top))
                if abs(c.r - tint.r) <= 2, abs(c.g - tint.g) <= 2, abs(c.b - tint.b) <= 2 { tinted += 1 }
            }
            XCTAssertGreaterThan(tinted, (endX - caretX) * 3 / 4, "the selection is tinted")
            XCTAssertEqual(RGBA(pixel: selected.pixel(x: caretX - 3, y: top)), RGBA.white, "not before it")
            XCTAssertEqual(RGBA(pixel: selected.pixel(x: caretX + 2, y: top - 2)), RGBA.white, "not above the line")
            // The selection follows the tint: green at 20% over white.
            field.tintColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            spinMainRunLoop()
            XCTAssertEqual(RGBA(pixel: renderedImage(of: window).pixel(x: caretX + 2, y: top)), RGBA(204, 255, 204))
        }
    }

    func testCaretBlinksFromADisplayLinkOnlyWhileEditing() throws {
        try MainActor.assumeIsolated {
            let (window, field) = Self.makeField("x")
            defer { withExtendedLifetime(window) {} }
            let blinker = _CaretBlinker.shared
            let link = try XCTUnwrap(blinker.link)
            XCTAssertTrue(DisplayLinkDriver.shared.contains(link))
            XCTAssertTrue(DisplayLinkDriver.shared.isActive)
            blinker.tick(at: 10)
            XCTAssertTrue(blinker.isCaretVisible(in: field))
            blinker.tick(at: 10.49)
            XCTAssertTrue(blinker.isCaretVisible(in: field))
            blinker.tick(at: 10.51)
            XCTAssertFalse(blinker.isCaretVisible(in: field), "off after 0.5 s")
            blinker.tick(at: 11.01)
            XCTAssertTrue(blinker.isCaretVisible(in: field), "on again after another 0.5 s")
            blinker.tick(at: 11.6)
            XCTAssertFalse(blinker.isCaretVisible(in: field))
            field.insertText("y")
            XCTAssertTrue(blinker.isCaretVisible(in: field), "an edit shows the caret")
            field.resignFirstResponder()
            XCTAssertNil(blinker.link, "no display link when no field edits")
            XCTAssertFalse(DisplayLinkDriver.shared.contains(link), "the link is invalidated (no more frames)")
        }
    }
}
