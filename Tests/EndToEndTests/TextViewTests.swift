import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// A UITextView in a real app process: tapped, then typed into with caret movement
/// through the daemon's keyboard input.
final class TextViewTests: XCTestCase {
    func testTypedTextWithCaretMovement() throws {
        let fixture = try DaemonFixture(width: 400, height: 240)
        let observer = try fixture.connect()
        let app = try ProbeApp("T", fixture: fixture, ["--frame", "20,20,300,200", "--textview", "notes:10,10,280,180"])
        try app.waitFor("launched")
        // Tap only once the window is on screen (visible, with a buffer).
        let shown = try waitUntil(timeout: 20, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            let scene = (try? observer.dumpState("scene")) ?? ""
            return scene.split(separator: "\n").contains { $0.contains(" visible") && $0.contains(" buffer ") }
        }
        XCTAssertTrue(shown, "the window did not appear")
        func key(_ code: UInt32, shift: Bool = false) throws {
            if shift { try observer.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, true) } }
            try observer.input("NotifyKeyboardKeycode") { try $0.append(code, true) }
            try observer.input("NotifyKeyboardKeycode") { try $0.append(code, false) }
            if shift { try observer.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, false) } }
        }
        func type(_ text: String) throws {
            for character in text {
                let (stroke, shift) = try XCTUnwrap(EvdevKeymap.keystroke(for: character))
                try key(stroke.code, shift: shift)
            }
        }
        // evdev codes: Return 28, Up 103, Home 102, Left 105, End 107, Backspace 14.
        let (enter, up, home, left, end, backspace): (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (28, 103, 102, 105, 107, 14)
        let texts = { app.events("textViewDidChange").compactMap { $0["text"] as? String } }

        try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), 100.0, 100.0) }
        try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        try app.waitFor("textViewDidBeginEditing")
        try type("Hlo")
        try key(left)
        try key(left)
        try type("el")                  // "H|lo" → "Hel|lo"
        try key(end)
        try key(enter)
        try type("wrld")
        try key(left); try key(left); try key(left)
        try type("o")                   // "w|rld" → "wo|rld"
        try key(up)                     // to the first line, near the same x
        try key(home)
        try type(">")
        try key(end)
        try key(left, shift: true)      // select the last "o" of "Hello"
        try key(backspace)
        try app.waitUntil("edits arrive") { texts().last == ">Hell\nworld" }
        XCTAssertEqual(texts().first, "H")
        XCTAssertTrue(texts().contains("Hello\nworld"), "\(texts())")
        let last = try XCTUnwrap(app.events("textViewDidChange").last?["selection"] as? [Int])
        XCTAssertEqual(last, [5, 0], "the caret where the selection was deleted")
    }
}
