import StrataProtocol
import XCTest

/// VNC viewers send X keysyms; the US keymap turns them into evdev codes.
final class XKeysymTests: XCTestCase {
    func testLettersDigitsAndSymbolsMapToTheirKeysWhateverTheShift() {
        XCTAssertEqual(XKeysym.evdevCode(0x61), 30) // a → KEY_A
        XCTAssertEqual(XKeysym.evdevCode(0x41), 30) // A → KEY_A (the viewer sends Shift itself)
        XCTAssertEqual(XKeysym.evdevCode(0x31), 2)  // 1
        XCTAssertEqual(XKeysym.evdevCode(0x21), 2)  // ! is Shift+1
        XCTAssertEqual(XKeysym.evdevCode(0x20), 57) // space
        XCTAssertEqual(XKeysym.evdevCode(0x2F), 53) // slash
    }

    func testFunctionKeysAndModifiers() {
        XCTAssertEqual(XKeysym.evdevCode(0xFF0D), 28)  // Return → KEY_ENTER
        XCTAssertEqual(XKeysym.evdevCode(0xFF08), 14)  // BackSpace
        XCTAssertEqual(XKeysym.evdevCode(0xFF1B), 1)   // Escape
        XCTAssertEqual(XKeysym.evdevCode(0xFF51), 105) // Left
        XCTAssertEqual(XKeysym.evdevCode(0xFFE1), 42)  // Shift_L
        XCTAssertEqual(XKeysym.evdevCode(0xFFE3), 29)  // Control_L
        XCTAssertEqual(XKeysym.evdevCode(0xFFBE), 59)  // F1
        XCTAssertEqual(XKeysym.evdevCode(0xFFC9), 88)  // F12
    }

    func testKeysymsWithoutAUSKeyAreUnknown() {
        XCTAssertNil(XKeysym.evdevCode(0xE9))      // é (Latin-1, no key on the US layout)
        XCTAssertNil(XKeysym.evdevCode(0x20AC))    // EuroSign
        XCTAssertNil(XKeysym.evdevCode(0x1008FF13)) // XF86AudioRaiseVolume
        XCTAssertNil(XKeysym.evdevCode(0))
    }
}
