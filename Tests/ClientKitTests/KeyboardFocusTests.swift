import StrataProtocol
import XCTest
@testable import ClientKit

/// Keyboard focus carries state (issue 9, finding 6): a window that becomes key while
/// keys are held learns the modifiers among them (`KeyboardEnter`), and the release of
/// a key it never saw go down is not a press of its own.
final class KeyboardFocusTests: XCTestCase {
    func testModifiersHeldAtEnterCountAndTheirReleaseIsNotTheAppsPress() {
        MainActor.assumeIsolated {
            let keys = EvdevKeyTranslator()
            keys.enter(holding: [EvdevKeymap.leftShift, 30])
            XCTAssertEqual(keys.modifiers, [.shift])
            XCTAssertTrue(keys.isHeldFromBeforeEnter(30))
            // Typing "b" while the Shift held since before gives "B".
            XCTAssertEqual(keys.translate(code: 48, pressed: true).characters, "B")
            XCTAssertEqual(keys.translate(code: 48, pressed: false).characters, "B")
            // Shift's release updates the modifiers; it is forgotten as held-before.
            XCTAssertTrue(keys.isHeldFromBeforeEnter(EvdevKeymap.leftShift))
            _ = keys.translate(code: EvdevKeymap.leftShift, pressed: false)
            XCTAssertFalse(keys.isHeldFromBeforeEnter(EvdevKeymap.leftShift))
            XCTAssertEqual(keys.modifiers, [])
            XCTAssertEqual(keys.translate(code: 48, pressed: true).characters, "b")
        }
    }

    func testLeaveForgetsHeldModifiersButKeepsCapsLock() {
        MainActor.assumeIsolated {
            let keys = EvdevKeyTranslator()
            _ = keys.translate(code: EvdevKeymap.capsLock, pressed: true)
            _ = keys.translate(code: EvdevKeymap.capsLock, pressed: false)
            _ = keys.translate(code: EvdevKeymap.leftControl, pressed: true)
            XCTAssertEqual(keys.modifiers, [.alphaShift, .control])
            keys.leave()
            XCTAssertEqual(keys.modifiers, [.alphaShift])
            // A lock key among the held ones at enter does not toggle it again.
            keys.enter(holding: [EvdevKeymap.capsLock, EvdevKeymap.rightAlt])
            XCTAssertEqual(keys.modifiers, [.alphaShift, .alternate])
        }
    }
}
