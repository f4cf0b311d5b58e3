import Foundation
@testable import StrataDBus
import StrataSystem
import StrataTestSupport
import XCTest

/// `DBusSignalTemplate`: a header marshalled once, bodies written in wire form and
/// checked by libdbus — what arrives is the same as a signal built value by value.
final class SignalTemplateTests: XCTestCase {
    private func prototype() throws -> DBusMessage {
        let message = DBusMessage.signal(path: "/org/strata/Compositor1/window/7", interface: "org.strata.Window1", member: "FramePresented")
        message.destination = ":1.42"
        try message.append(UInt32(0), UInt64(0), [UInt32]())
        return message
    }

    func testMessagesCarryTheHeaderTheirBodiesAndFreshSerials() throws {
        let template = try DBusSignalTemplate(prototype: try prototype())
        var serials: Set<UInt32> = []
        for (serial, time, released) in [(UInt32(1), UInt64(0), [UInt32]()), (2, 123_456_789_012, [5]), (3, .max, [1, 2, 3, 4_000_000_000])] {
            let message = try template.message { body in
                body.uint32(serial)
                body.uint64(time)
                body.uint32Array(released)
            }
            XCTAssertEqual(message.path, "/org/strata/Compositor1/window/7")
            XCTAssertEqual(message.interface, "org.strata.Window1")
            XCTAssertEqual(message.member, "FramePresented")
            XCTAssertEqual(message.destination, ":1.42")
            let decoded = try message.decode(UInt32.self, UInt64.self, [UInt32].self)
            XCTAssertEqual(decoded.0, serial)
            XCTAssertEqual(decoded.1, time)
            XCTAssertEqual(decoded.2, released)
            // The serial: nonzero, new each time, from the template's own range.
            let number = message.serial
            XCTAssertGreaterThanOrEqual(number, 0x8000_0000)
            XCTAssertTrue(serials.insert(number).inserted)
        }
    }

    func testABodyThatDoesNotMatchTheSignatureIsRefused() throws {
        let template = try DBusSignalTemplate(prototype: try prototype())
        XCTAssertThrowsError(try template.message { body in body.uint32(1) }) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, "\(error)")
        }
    }
}
