import Foundation
import StrataDBus
import StrataSystem
import StrataTestSupport
import XCTest

/// Private connections through a `DBusServer`: no bus involved.
final class PeerToPeerTests: XCTestCase {
    func testPeerConnectionCallsAMethodAndPassesAnFD() throws {
        let loop = try EventLoop()
        let directory = try TemporaryDirectory.make(prefix: "strata-p2p")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try DBusServer(listeningOn: "unix:dir=\(directory.path)")
        server.attach(to: loop)
        var accepted: [DBusConnection] = []
        var received: String?
        let description = DBusInterfaceDescription(
            name: "org.strata.PeerTest1",
            methods: [DBusMethodDescription(name: "ReadFile", inArgs: [DBusArgument("fd", "h")], outArgs: [DBusArgument("text", "s")])])
        server.onConnection = { connection in
            let interface = DBusInterface(description)
            interface.onMethod("ReadFile") { call in
                let fd = try call.decode(OwnedFileDescriptor.self)
                var bytes = [UInt8](repeating: 0, count: 64)
                let n = bytes.withUnsafeMutableBytes { pread(fd.rawValue, $0.baseAddress, 64, 0) }
                received = String(decoding: bytes.prefix(max(0, n)), as: UTF8.self)
                call.reply(received!)
            }
            try? connection.export(DBusObject(path: "/peer", interfaces: [interface]))
            accepted.append(connection)
        }

        let client = try DBusConnection.peer(address: server.address)
        client.attach(to: loop)
        XCTAssertFalse(client.isBusConnection)
        XCTAssertNil(client.uniqueName)
        XCTAssertTrue(try loop.run(until: { !accepted.isEmpty && client.isAuthenticated }, timeout: 10),
                      "the server accepted no connection")
        XCTAssertTrue(client.canPassFileDescriptors)

        // One round trip first: the server may still be reading the handshake, and a
        // descriptor arriving in that read would be lost (libdbus then hangs up).
        var pong: Result<DBusMessage, DBusError>?
        client.call(DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.freedesktop.DBus.Peer",
                                           member: "Ping"), timeout: 5) { pong = $0 }
        XCTAssertTrue(try loop.run(until: { pong != nil }, timeout: 10))
        XCTAssertNoThrow(try pong?.get())

        let file = try MemFD.create(name: "p2p")
        try Array("no bus here".utf8).withUnsafeBytes { try file.write($0, at: 0) }
        let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "ReadFile")
        try call.append(file)
        var reply: Result<DBusMessage, DBusError>?
        client.call(call, timeout: 5) { reply = $0 }
        XCTAssertTrue(try loop.run(until: { reply != nil }, timeout: 10))
        XCTAssertEqual(try reply?.get().decode(String.self), "no bus here")
        XCTAssertEqual(received, "no bus here")

        // The peer hanging up is reported on the other side.
        var gone = false
        accepted[0].onDisconnect = { gone = true }
        client.close()
        XCTAssertTrue(try loop.run(until: { gone }, timeout: 10))
    }
}
