import StrataDBus
import XCTest

/// Malformed dynamic values are refused with `InvalidArgs` before libdbus sees them:
/// libdbus aborts the process on them. The dictionary case was found by `fuzz-dbus-values`
/// (it aborted before the fix); the signature cases guard the checks that already held.
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

    func testInvalidSignatureValueIsRefused() {
        assertRefused(.signature("((("))
        assertRefused(.signature("z"))
        assertRefused(.variant(.signature("a")))
    }
}
