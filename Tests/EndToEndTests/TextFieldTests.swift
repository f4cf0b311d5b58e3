import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// A UITextField in a real app process, typed into through the daemon.
final class TextFieldTests: XCTestCase {
    func testTypedKeysReachTheFieldOnlyWhileItsWindowIsKeyAndReturnResigns() throws {
        let fixture = try DaemonFixture(width: 400, height: 200)
        let observer = try fixture.connect()
        let formApp = try ProbeApp("F", fixture: fixture, ["--frame", "20,20,200,150", "--textfield", "field:10,10,150,30"])
        try formApp.waitFor("launched")
        let other = try ProbeApp("O", fixture: fixture, ["--frame", "250,20,120,100", "--view", "o:0,0,120,100:00ff00"])
        try other.waitFor("becomeKey")
        func tap(_ x: Double, _ y: Double) throws {
            try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), x, y) }
            try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        }
        func type(_ text: String) throws {
            for character in text {
                let (key, shift) = try XCTUnwrap(EvdevKeymap.keystroke(for: character))
                if shift { try observer.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, true) } }
                try observer.input("NotifyKeyboardKeycode") { try $0.append(key.code, true) }
                try observer.input("NotifyKeyboardKeycode") { try $0.append(key.code, false) }
                if shift { try observer.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, false) } }
            }
        }
        let texts = { formApp.events("editingChanged").compactMap { $0["text"] as? String } }

        try tap(50, 40)                 // on the field: its window becomes key, the field first responder
        try formApp.waitFor("didBeginEditing")
        try type("Hi")
        try formApp.waitUntil("Hi typed") { texts().last == "Hi" }
        XCTAssertEqual(texts(), ["H", "Hi"])

        try tap(300, 50)                // the other app's window is key now
        try other.waitFor("touchesEnded")
        try formApp.waitFor("resignKey")
        try type("x")
        try other.waitFor("delegatePress")  // the other app got it (no responder there takes it)
        try fixture.settle(0.3)
        XCTAssertEqual(texts().last, "Hi", "a key reached a text field whose window is not key")

        try tap(150, 140)               // back to the form's window, not on the field
        try formApp.waitFor("becomeKey", count: 2)
        try type("!")
        try formApp.waitUntil("! typed") { texts().last == "Hi!" }

        try observer.input("NotifyKeyboardKeycode") { try $0.append(UInt32(28), true) } // enter
        try observer.input("NotifyKeyboardKeycode") { try $0.append(UInt32(28), false) }
        try formApp.waitFor("didEndEditing")
        XCTAssertEqual(formApp.events("return").first?["text"] as? String, "Hi!")
        XCTAssertEqual(formApp.events("didEndEditing").first?["isFirstResponder"] as? Bool, false)
        try type("z")
        try fixture.settle(0.3)
        XCTAssertEqual(texts().last, "Hi!", "the field kept taking keys after Return resigned it")
    }
}
