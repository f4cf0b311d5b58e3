import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// Copy and paste between two real app processes through the daemon's shared
/// pasteboard (protocol version 6), with keys typed through `Input1` as a keyboard
/// would, and read by an independent client.
final class CopyPasteTests: XCTestCase {
    func testTextCopiedInOneAppIsPastedInAnotherAndEveryoneHears() throws {
        let fixture = try DaemonFixture(width: 500, height: 200)
        let keyboard = try fixture.connect()
        let source = try ProbeApp("S", fixture: fixture, ["--frame", "10,10,220,120", "--textfield", "from:10,10,180,30"])
        try source.waitFor("launched")
        let target = try ProbeApp("T", fixture: fixture, ["--frame", "260,10,220,120", "--textfield", "to:10,10,180,30"])
        try target.waitFor("launched")
        // The second window takes the keyboard when it shows; the tap below must come
        // after that, or it finds the first window key and the second then takes the
        // keys typed into it (seen under AddressSanitizer, where the apps start slowly).
        try target.waitFor("becomeKey")

        func tap(_ x: Double, _ y: Double) throws {
            try keyboard.input("NotifyTouchDown") { try $0.append(UInt32(0), x, y) }
            try keyboard.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        }
        func key(_ code: UInt32, control: Bool = false) throws {
            if control { try keyboard.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftControl, true) } }
            try keyboard.input("NotifyKeyboardKeycode") { try $0.append(code, true) }
            try keyboard.input("NotifyKeyboardKeycode") { try $0.append(code, false) }
            if control { try keyboard.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftControl, false) } }
        }
        func type(_ text: String) throws {
            for character in text {
                let (k, shift) = try XCTUnwrap(EvdevKeymap.keystroke(for: character))
                if shift { try keyboard.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, true) } }
                try key(k.code)
                if shift { try keyboard.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, false) } }
            }
        }
        let (a, c, v, x) = (UInt32(30), UInt32(46), UInt32(47), UInt32(45)) // evdev KEY_A, KEY_C, KEY_V, KEY_X
        func texts(_ app: ProbeApp) -> [String] { app.events("editingChanged").compactMap { $0["text"] as? String } }

        try tap(60, 35)
        try source.waitFor("didBeginEditing")
        try type("Copy me")
        try source.waitUntil("typed") { texts(source).last == "Copy me" }
        try key(a, control: true)
        try key(c, control: true)
        // Both apps hear the change: the copier from its own copy, the other from the daemon.
        try source.waitUntil("copy announced") { source.events("pasteboardChanged").last?["string"] as? String == "Copy me" }
        try target.waitUntil("copy heard") { target.events("pasteboardChanged").last?["string"] as? String == "Copy me" }
        XCTAssertEqual(source.events("pasteboardChanged").count, 1, "one notification per change")
        XCTAssertEqual(target.events("pasteboardChanged").last?["added"] as? [String], ["public.utf8-plain-text"])

        // An independent client reads what was copied.
        let reader = try fixture.connectPrivately()
        let (count, items) = try reader.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "GetItems") {
            try $0.append([String]())
        }.decode(UInt32.self, [[String: [UInt8]]].self)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(items, [["public.utf8-plain-text": Array("Copy me".utf8)]])

        try tap(310, 35)
        try target.waitFor("didBeginEditing")
        try type("> ")
        try key(v, control: true)
        try target.waitUntil("pasted") { texts(target).last == "> Copy me" }

        // Cut in the target: select all, cut; the field empties and the pasteboard has it.
        try key(a, control: true)
        try key(x, control: true)
        try target.waitUntil("cut") { texts(target).last == "" }
        try source.waitUntil("cut heard") { source.events("pasteboardChanged").last?["string"] as? String == "> Copy me" }
        // A Control-V with nothing typed since pastes the cut text back.
        try key(v, control: true)
        try target.waitUntil("pasted back") { texts(target).last == "> Copy me" }
        XCTAssertFalse(texts(target).contains { $0.contains("v") || $0.contains("a") }, "\(texts(target)): a shortcut was typed as text")
    }
}
