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

    /// The template writes each message over the last one's bytes when nothing holds
    /// them any more; bytes a caller still holds (a queue waiting for the socket) are
    /// never written over.
    func testBytesStillHeldAreNotWrittenOverByTheNextMessage() throws {
        let template = try DBusSignalTemplate(prototype: try prototype())
        var held: [[UInt8]] = []
        for round in 0..<6 {
            let bytes = try template.wire { body in
                body.uint32(UInt32(round))
                body.uint64(UInt64(round) * 1000)
                body.uint32Array(Array(repeating: UInt32(round), count: round))
            }
            if round % 2 == 0 { held.append(bytes) }
        }
        for (index, bytes) in held.enumerated() {
            let round = index * 2
            let decoded = try DBusMessage.demarshal(bytes).decode(UInt32.self, UInt64.self, [UInt32].self)
            XCTAssertEqual(decoded.0, UInt32(round))
            XCTAssertEqual(decoded.1, UInt64(round) * 1000)
            XCTAssertEqual(decoded.2, Array(repeating: UInt32(round), count: round))
        }
    }

    func testABodyThatDoesNotMatchTheSignatureIsRefused() throws {
        let template = try DBusSignalTemplate(prototype: try prototype())
        XCTAssertThrowsError(try template.message { body in body.uint32(1) }) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, "\(error)")
        }
    }

    func testDoublesAndSignedValuesAreWrittenAsLibdbusWouldWriteThem() throws {
        let prototype = DBusMessage.signal(path: "/w/1", interface: "org.strata.Window1", member: "Touch")
        try prototype.append(UInt32(0), UInt32(0), 0.0, 0.0, UInt64(0))
        let template = try DBusSignalTemplate(prototype: prototype)
        for (x, y) in [(0.5, -12.25), (-0.0, 1e300), (Double.infinity, 3)] {
            let message = try template.message { body in
                body.uint32(3)
                body.uint32(1)
                body.double(x)
                body.double(y)
                body.uint64(42)
            }
            let (slot, phase, gotX, gotY, time) = try message.decode(UInt32.self, UInt32.self, Double.self, Double.self, UInt64.self)
            XCTAssertEqual([slot, phase], [3, 1])
            XCTAssertEqual(gotX.bitPattern, x.bitPattern)
            XCTAssertEqual(gotY.bitPattern, y.bitPattern)
            XCTAssertEqual(time, 42)
        }
        let key = DBusMessage.signal(path: "/w/1", interface: "org.strata.Window1", member: "Key")
        try key.append(UInt32(0), false, UInt64(0))
        let keys = try DBusSignalTemplate(prototype: key)
        for pressed in [true, false] {
            let message = try keys.message { body in
                body.uint32(30)
                body.bool(pressed)
                body.uint64(7)
            }
            let (code, gotPressed, time) = try message.decode(UInt32.self, Bool.self, UInt64.self)
            XCTAssertEqual(code, 30)
            XCTAssertEqual(gotPressed, pressed)
            XCTAssertEqual(time, 7)
        }
        // The type of every value is checked as it is written, not only their number.
        XCTAssertThrowsError(try template.wire { body in
            body.uint32(3); body.uint32(1); body.uint64(0); body.double(0); body.uint64(42)
        }) { error in XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, "\(error)") }
    }

    /// On a real private connection: sent straight to the socket while libdbus has
    /// nothing queued, through libdbus's queue behind a message it is still writing —
    /// and the peer gets every signal whole, parsed by its own libdbus, in order.
    func testSignalsWrittenStraightToTheSocketArriveWholeAndInOrder() throws {
        let loop = try EventLoop()
        let directory = try TemporaryDirectory.make(prefix: "strata-template")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try DBusServer(listeningOn: "unix:dir=\(directory.path)")
        server.attach(to: loop)
        var accepted: [DBusConnection] = []
        server.onConnection = { accepted.append($0) }
        let client = try DBusConnection.peer(address: server.address)
        client.attach(to: loop)
        var arrived: [String] = []
        try client.subscribe(DBusMatchRule(interface: "org.strata.Window1")) { message in
            if message.member == "FramePresented", let (serial, _, released) = try? message.decode(UInt32.self, UInt64.self, [UInt32].self) {
                arrived.append("frame \(serial) \(released)")
            } else if message.member == "Big", let text = try? message.decode(String.self) {
                arrived.append("big \(text.utf8.count)")
            }
        }
        XCTAssertTrue(try loop.run(until: { !accepted.isEmpty && client.isAuthenticated }, timeout: 10))
        let peer = accepted[0]
        XCTAssertTrue(try loop.run(until: { peer.isAuthenticated }, timeout: 10))
        let template = try DBusSignalTemplate(prototype: try prototype().with { $0.destination = nil })

        for serial in UInt32(1)...3 {
            try template.send(on: peer) { body in
                body.uint32(serial)
                body.uint64(7)
                body.uint32Array([serial, 100])
            }
        }
        XCTAssertEqual(peer.directWrites, 3, "nothing was queued: the bytes should have gone straight to the socket")
        XCTAssertTrue(try loop.run(until: { arrived.count == 3 }, timeout: 10))
        XCTAssertEqual(arrived, ["frame 1 [1, 100]", "frame 2 [2, 100]", "frame 3 [3, 100]"])

        // A message bigger than the socket takes at once: libdbus keeps the rest queued,
        // so what follows must queue behind it.
        let big = DBusMessage.signal(path: "/org/strata/Compositor1/window/7", interface: "org.strata.Window1", member: "Big")
        try big.append(String(repeating: "x", count: 4_000_000))
        _ = try peer.send(big)
        XCTAssertGreaterThan(peer.outgoingSize, 0, "the test needs libdbus to still hold part of the big message")
        // The client reads some of it, so the socket has room again while libdbus (whose
        // loop has not run) still holds the rest: a direct write now would land in the
        // middle of the big message.
        for _ in 0..<400 { client.readWriteDispatch(timeout: 0) } // libdbus reads 2 KB at a time
        try template.send(on: peer) { body in
            body.uint32(4)
            body.uint64(7)
            body.uint32Array([])
        }
        XCTAssertEqual(peer.directWrites, 3, "written past a message libdbus was still sending")
        XCTAssertTrue(try loop.run(until: { arrived.count == 5 }, timeout: 20))
        XCTAssertEqual(Array(arrived.suffix(2)), ["big 4000000", "frame 4 []"])
        XCTAssertTrue(client.isConnected)
    }
}

private extension DBusMessage {
    func with(_ change: (DBusMessage) -> Void) -> DBusMessage {
        change(self)
        return self
    }
}
