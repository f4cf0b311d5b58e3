import StrataDBus
import XCTest

/// Malformed dynamic values are refused with `InvalidArgs` before libdbus sees them:
/// libdbus aborts the process on some and silently changes others. The dictionary and
/// NUL cases were found by `fuzz-dbus-values` (an abort and a truncated string before
/// the fix); the signature cases guard the checks that already held.
final class MalformedValueTests: XCTestCase {
    private func assertRefused(_ value: DBusValue, file: StaticString = #filePath, line: UInt = #line) {
        let message = DBusMessage.signal(path: "/test", interface: "org.strata.Malformed", member: "Value")
        XCTAssertThrowsError(try message.appendValues([value]), file: file, line: line) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, file: file, line: line)
        }
    }

    func testDictionaryWithAnInvalidKeyTypeCodeIsRefused() {
        // dbus_type_is_basic() asserts on a code that is not a type at all.
        assertRefused(.dictionary(key: "z", value: "s", []))
        assertRefused(.dictionary(key: "(", value: "s", []))
    }

    func testStringWithNULIsRefusedNotTruncated() throws {
        // D-Bus strings cannot hold NUL; libdbus took the C string and silently cut it there.
        assertRefused(.string("strin\0g"))
        assertRefused(.array(element: "s", [.string("ok"), .string("\0")]))
        // A container's signature with a NUL: libdbus saw only "i" and wrote an array of that.
        assertRefused(.array(element: "i\0i", []))
        assertRefused(.structure([.uint16(4), .array(element: "i\0i", [])]))
        let message = DBusMessage.signal(path: "/test", interface: "org.strata.Malformed", member: "Value")
        XCTAssertThrowsError(try message.append("title\0hidden"))
        try message.append("title")
        XCTAssertEqual(try message.decode(String.self), "title")
    }

    func testInvalidSignatureValueIsRefused() {
        assertRefused(.signature("((("))
        assertRefused(.signature("z"))
        assertRefused(.variant(.signature("a")))
    }
}
