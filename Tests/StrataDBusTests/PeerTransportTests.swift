import Foundation
@testable import StrataDBus
import StrataSystem
import StrataTestSupport
import XCTest

/// Connections accepted by a `DBusPeerServer` (the daemon's private connections, spoken
/// by StrataDBus rather than libdbus): real clients — libdbus through `DBusConnection.peer`
/// and python-dbus in another process — and a raw socket for the handshake's rules and
/// for what a broken or hostile peer may send.
final class PeerTransportTests: XCTestCase {
    private var loop: EventLoop!
    private var directory: URL!
    private var server: DBusPeerServer!
    private var accepted: [DBusConnection] = []
    private var echoed: [String] = []

    private static let interface = DBusInterfaceDescription(
        name: "org.strata.PeerTest1",
        methods: [DBusMethodDescription(name: "Echo", inArgs: [DBusArgument("text", "s")], outArgs: [DBusArgument("text", "s")]),
                  DBusMethodDescription(name: "FileSize", inArgs: [DBusArgument("fd", "h")], outArgs: [DBusArgument("size", "t")])])

    override func setUpWithError() throws {
        loop = try EventLoop()
        directory = try TemporaryDirectory.make(prefix: "strata-peer-transport")
        server = try DBusPeerServer(directory: directory.path)
        server.attach(to: loop)
        server.onConnection = { [unowned self] connection in
            let interface = DBusInterface(Self.interface)
            interface.onMethod("Echo") { [unowned self] call in
                let text = try call.decode(String.self)
                self.echoed.append(text)
                call.reply(text)
            }
            interface.onMethod("FileSize") { call in
                let fd = try call.decode(OwnedFileDescriptor.self)
                var info = stat()
                fstat(fd.rawValue, &info)
                call.reply(UInt64(info.st_size))
            }
            try? connection.export(DBusObject(path: "/peer", interfaces: [interface]))
            self.accepted.append(connection)
        }
    }

    override func tearDownWithError() throws {
        server.disconnect()
        accepted.removeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    private func run(until condition: () -> Bool, _ what: String, timeout: Double = 10,
                     file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(try loop.run(until: condition, timeout: timeout), what, file: file, line: line)
    }

    private func echo(_ client: DBusConnection, _ text: String) throws -> Result<DBusMessage, DBusError>? {
        let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "Echo")
        try call.append(text)
        var reply: Result<DBusMessage, DBusError>?
        client.call(call, timeout: 5) { reply = $0 }
        try run(until: { reply != nil }, "no reply to Echo")
        return reply
    }

    func testTheAddressLooksLikeLibdbusAndTheSocketGoesAway() throws {
        XCTAssertTrue(server.address.hasPrefix("unix:path=\(directory.path)/strata-"), server.address)
        XCTAssertNotNil(server.address.range(of: ",guid=[0-9a-f]{32}$", options: .regularExpression), server.address)
        XCTAssertTrue(FileManager.default.fileExists(atPath: server.path))
        server.disconnect()
        XCTAssertFalse(FileManager.default.fileExists(atPath: server.path))
    }

    func testALibdbusClientCallsAndPassesADescriptorRightAfterTheHandshake() throws {
        let client = try DBusConnection.peer(address: server.address)
        client.attach(to: loop)
        // No round trip first: a descriptor may arrive in the same read as the handshake's end.
        let file = try MemFD.create(name: "peer-transport")
        XCTAssertEqual(ftruncate(file.rawValue, 12345), 0)
        let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "FileSize")
        var reply: Result<DBusMessage, DBusError>?
        try run(until: { client.isAuthenticated }, "not authenticated")
        try call.append(file)
        client.call(call, timeout: 5) { reply = $0 }
        try run(until: { reply != nil }, "no reply to FileSize")
        XCTAssertEqual(try reply?.get().decode(UInt64.self), 12345)
        XCTAssertEqual(try echo(client, "grüße").flatMap { try? $0.get().decode(String.self) }, "grüße")
        XCTAssertEqual(accepted.count, 1)
        XCTAssertTrue(accepted[0].canPassFileDescriptors)
        XCTAssertEqual(accepted[0].peerProcessID, UInt32(getpid()))
        XCTAssertEqual(accepted[0].peerUserID, getuid())
        // Errors come back named, and the connection goes on.
        let wrong = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "Echo")
        try wrong.append(UInt32(1))
        var refused: Result<DBusMessage, DBusError>?
        client.call(wrong, timeout: 5) { refused = $0 }
        try run(until: { refused != nil }, "no error reply")
        XCTAssertThrowsError(try refused?.get()) { XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.invalidArgs) }
        // The peer hanging up is reported on this side.
        var gone = false
        accepted[0].onDisconnect = { gone = true }
        client.close()
        try run(until: { gone }, "the hang-up was not reported")
        XCTAssertNil(accepted[0].closeReason, "a peer that hangs up broke no rule")
    }

    /// Two other D-Bus implementations in another process: python-dbus (libdbus
    /// underneath) and GDBus (its own handshake and marshalling, through python3-gi).
    func testPythonDBusAndGDBusInAnotherProcessAreServed() throws {
        let python = Tools.systemPython
        let script = """
        import sys
        import dbus
        from gi.repository import Gio, GLib
        c = dbus.connection.Connection(sys.argv[1])
        o = c.get_object(None, '/peer', introspect=False)
        print(o.Echo('from python-dbus', dbus_interface='org.strata.PeerTest1'))
        print('Echo' in o.Introspect(dbus_interface='org.freedesktop.DBus.Introspectable'))
        g = Gio.DBusConnection.new_for_address_sync(sys.argv[1], Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT, None, None)
        r = g.call_sync(None, '/peer', 'org.strata.PeerTest1', 'Echo', GLib.Variant('(s)', ('from gdbus',)),
                        GLib.VariantType('(s)'), Gio.DBusCallFlags.NONE, 5000, None)
        print(r.unpack()[0])
        """
        let output = Pipe(), errors = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, server.address]
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try run(until: { !process.isRunning }, "python did not finish", timeout: 30)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, problems)
        XCTAssertEqual(text, "from python-dbus\nTrue\nfrom gdbus\n")
        XCTAssertEqual(echoed, ["from python-dbus", "from gdbus"])
    }

    // MARK: A raw peer

    /// A client socket that speaks bytes, for what libdbus would never send.
    private final class RawPeer {
        let fd: Int32
        var received: [UInt8] = []

        init(path: String) throws {
            fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (i, byte) in path.utf8.enumerated() { buffer[i] = byte }
            }
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            guard result == 0 else { throw XCTSkip("cannot connect: \(errno)") }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }

        deinit { close(fd) }

        func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        func send(_ text: String) { send(Array(text.utf8)) }

        /// Reads what has arrived; false once the server has closed its end.
        @discardableResult
        func poll() -> Bool {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n > 0 { received += buffer.prefix(n) }
            return !(n == 0)
        }

        var text: String { String(decoding: received, as: UTF8.self) }
    }

    private func handshake(_ peer: RawPeer) throws {
        peer.send([0] + Array("AUTH EXTERNAL \(hex(String(getuid())))\r\nNEGOTIATE_UNIX_FD\r\nBEGIN\r\n".utf8))
        try run(until: { peer.poll(); return peer.text.contains("AGREE_UNIX_FD\r\n") }, "no handshake")
        peer.received = []
    }

    private func hex(_ text: String) -> String { text.utf8.map { String(format: "%02x", $0) }.joined() }

    /// Sends `line` and returns the server's answer (up to its CRLF).
    private func answer(_ peer: RawPeer, to line: String, file: StaticString = #filePath, line number: UInt = #line) throws -> String {
        peer.received = []
        peer.send(line)
        try run(until: { peer.poll(); return peer.text.hasSuffix("\r\n") }, "no answer to \(line)", file: file, line: number)
        return peer.text
    }

    func testTheHandshakeOffersOnlyExternalAndChecksTheIdentity() throws {
        let peer = try RawPeer(path: server.path)
        peer.send([0])
        XCTAssertEqual(try answer(peer, to: "AUTH ANONYMOUS\r\n"), "REJECTED EXTERNAL\r\n")
        // Somebody else's uid.
        XCTAssertEqual(try answer(peer, to: "AUTH EXTERNAL \(hex("4242"))\r\n"), "REJECTED EXTERNAL\r\n")
        XCTAssertTrue(try answer(peer, to: "WHAT\r\n").hasPrefix("ERROR"))
        // EXTERNAL without an initial response: DATA, then the credentials decide.
        XCTAssertEqual(try answer(peer, to: "AUTH EXTERNAL\r\n"), "DATA\r\n")
        let ok = try answer(peer, to: "DATA\r\n")
        XCTAssertTrue(ok.hasPrefix("OK "), ok)
        XCTAssertTrue(server.address.hasSuffix("guid=" + ok.dropFirst(3).trimmingCharacters(in: .whitespacesAndNewlines)),
                      "OK names the address's GUID")
        XCTAssertEqual(try answer(peer, to: "NEGOTIATE_UNIX_FD\r\nBEGIN\r\n"), "AGREE_UNIX_FD\r\n")
        // Now messages: a Ping, answered.
        peer.received = []
        let ping = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.freedesktop.DBus.Peer", member: "Ping")
        peer.send(try ping.marshal())
        try run(until: { peer.poll(); return peer.received.count >= 16 }, "no answer to Ping")
        let answer = try DBusMessage.demarshal(peer.received)
        XCTAssertEqual(answer.kind, .methodReturn)
        XCTAssertEqual(answer.replySerial, 1)
    }

    private func assertDisconnected(_ peer: RawPeer, saying reason: String,
                                    file: StaticString = #filePath, line: UInt = #line) throws {
        try run(until: { !peer.poll() }, "the server did not hang up", file: file, line: line)
        try run(until: { self.accepted.first?.isConnected == false }, "still connected", file: file, line: line)
        XCTAssertTrue(accepted.first?.closeReason?.contains(reason) ?? false,
                      "\(accepted.first?.closeReason ?? "no reason") should say \(reason)", file: file, line: line)
    }

    func testAPeerThatDoesNotFollowTheHandshakeIsDisconnected() throws {
        let noCredentialsByte = try RawPeer(path: server.path)
        noCredentialsByte.send("AUTH EXTERNAL 30\r\n")
        try assertDisconnected(noCredentialsByte, saying: "credentials byte")
        accepted.removeAll()
        let early = try RawPeer(path: server.path)
        early.send([0] + Array("BEGIN\r\n".utf8))
        try assertDisconnected(early, saying: "began before authenticating")
        accepted.removeAll()
        let endless = try RawPeer(path: server.path)
        endless.send([0] + [UInt8](repeating: UInt8(ascii: "A"), count: 20000))
        try assertDisconnected(endless, saying: "over 16 KiB")
    }

    func testAPeerThatNeverFinishesTheHandshakeIsDisconnectedInTime() throws {
        let saved = DBusPeerTransport.handshakeMicroseconds
        DBusPeerTransport.handshakeMicroseconds = 200_000
        defer { DBusPeerTransport.handshakeMicroseconds = saved }
        let silent = try RawPeer(path: server.path)
        try assertDisconnected(silent, saying: "did not authenticate within 0.2 s")
        accepted.removeAll()
        // Halfway is not enough either: authenticated, but never BEGIN.
        let halfway = try RawPeer(path: server.path)
        halfway.send([0] + Array("AUTH EXTERNAL\r\nDATA\r\n".utf8))
        try assertDisconnected(halfway, saying: "did not authenticate within")
    }

    func testWhatCameBeforeABrokenMessageIsStillHandledThenThePeerIsDisconnected() throws {
        let peer = try RawPeer(path: server.path)
        try handshake(peer)
        let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "Echo")
        try call.append("first")
        call.noReplyExpected = true
        var bytes = try call.marshal()
        var broken = try call.marshal()
        broken[broken.count - 2] = 0xFF // inside the string: no longer UTF-8
        bytes += broken
        peer.send(bytes)
        try assertDisconnected(peer, saying: "invalid message")
        XCTAssertEqual(echoed, ["first"])
    }

    /// An idle connection costs the loop no prepare hook (the loop runs every hook
    /// several times a pass); one with more queued than its dispatch limit gets one
    /// until the backlog is drained, in order, over the following passes.
    func testOnlyAConnectionWithABacklogHasAPrepareHook() throws {
        let baseline = loop.prepareHookCount
        server.onConnection = { [unowned self, previous = server.onConnection] connection in
            previous?(connection)
            connection.dispatchLimit = 4
        }
        let peers = try (0..<3).map { _ in try RawPeer(path: server.path) }
        for peer in peers { try handshake(peer) }
        try run(until: { accepted.count == 3 }, "not all accepted")
        try run(until: { loop.prepareHookCount == baseline }, "idle connections keep prepare hooks")

        var bytes: [UInt8] = []
        for i in 0..<40 {
            let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "Echo")
            try call.append("m\(i)")
            call.noReplyExpected = true
            bytes += try call.marshal()
        }
        peers[1].send(bytes)
        try run(until: { echoed.count == 40 }, "the backlog was not drained")
        XCTAssertEqual(echoed, (0..<40).map { "m\($0)" })
        try run(until: { loop.prepareHookCount == baseline }, "the drained connection keeps its prepare hook")
        XCTAssertTrue(accepted.allSatisfy(\.isConnected))
    }

    func testAMessageOverTheLimitDisconnectsBeforeItIsRead() throws {
        server.onConnection = { [unowned self, previous = server.onConnection] connection in
            connection.setLimits(DBusConnectionLimits(maxMessageSize: 4096, maxReceivedSize: 65536,
                                                      maxMessageUnixFDs: 1, maxReceivedUnixFDs: 4))
            previous?(connection)
            _ = self
        }
        let peer = try RawPeer(path: server.path)
        try handshake(peer)
        let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "Echo")
        try call.append(String(repeating: "x", count: 5000))
        peer.send(Array(try call.marshal().prefix(16))) // the header alone says how long it is
        try assertDisconnected(peer, saying: "over the limit")
        XCTAssertEqual(echoed, [])
    }

    func testDescriptorsMustBeNegotiatedAndDeclared() throws {
        let peer = try RawPeer(path: server.path)
        peer.send([0] + Array("AUTH EXTERNAL \(hex(String(getuid())))\r\nBEGIN\r\n".utf8)) // no NEGOTIATE_UNIX_FD
        try run(until: { peer.poll(); return peer.text.contains("OK ") }, "no handshake")
        let file = try MemFD.create(name: "undeclared")
        let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "FileSize")
        try call.append(file)
        let bytes = try call.marshal()
        // Send the message with its descriptor attached, as libdbus would.
        var fd = file.rawValue
        let sent = bytes.withUnsafeBytes { body -> Int in
            var iov = iovec(iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress), iov_len: body.count)
            let space = 64
            let control = UnsafeMutableRawPointer.allocate(byteCount: space, alignment: 8)
            defer { control.deallocate() }
            memset(control, 0, space)
            let header = control.assumingMemoryBound(to: cmsghdr.self)
            header.pointee.cmsg_len = MemoryLayout<cmsghdr>.size + 4
            header.pointee.cmsg_level = SOL_SOCKET
            header.pointee.cmsg_type = Int32(SCM_RIGHTS)
            memcpy(control + MemoryLayout<cmsghdr>.size, &fd, 4)
            var message = msghdr(msg_name: nil, msg_namelen: 0, msg_iov: &iov, msg_iovlen: 1,
                                 msg_control: control, msg_controllen: MemoryLayout<cmsghdr>.size + 8, msg_flags: 0)
            return sendmsg(peer.fd, &message, Int32(MSG_NOSIGNAL))
        }
        XCTAssertEqual(sent, bytes.count)
        try assertDisconnected(peer, saying: "did not negotiate")
    }

    func testCallsToThePeerTimeOutOrFailWhenItLeaves() throws {
        let peer = try RawPeer(path: server.path)
        try handshake(peer)
        try run(until: { !self.accepted.isEmpty }, "not accepted")
        let connection = accepted[0]
        var first: Result<DBusMessage, DBusError>?
        let question = DBusMessage.methodCall(destination: nil, path: "/", interface: "org.freedesktop.DBus.Peer", member: "Ping")
        connection.call(question, timeout: 0.2) { first = $0 }
        try run(until: { first != nil }, "no time-out")
        XCTAssertThrowsError(try first?.get()) { XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.noReply) }
        // The raw peer read the question; a second one is left unanswered until it hangs up.
        try run(until: { peer.poll(); return peer.received.count >= 16 }, "the peer got no call")
        var second: Result<DBusMessage, DBusError>?
        connection.call(DBusMessage.methodCall(destination: nil, path: "/", interface: "org.freedesktop.DBus.Peer",
                                               member: "Ping"), timeout: 30) { second = $0 }
        shutdown(peer.fd, Int32(SHUT_RDWR))
        try run(until: { second != nil }, "no failure on hang-up")
        XCTAssertThrowsError(try second?.get()) { XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.disconnected) }
        XCTAssertFalse(connection.isConnected)
        XCTAssertThrowsError(try connection.send(question)) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.disconnected)
        }
    }

    func testAReplyToACallTheServerMadeIsDeliveredToItsHandler() throws {
        let client = try DBusConnection.peer(address: server.address)
        client.attach(to: loop)
        try run(until: { client.isAuthenticated && !self.accepted.isEmpty }, "not connected")
        var answer: Result<DBusMessage, DBusError>?
        accepted[0].call(DBusMessage.methodCall(destination: nil, path: "/", interface: "org.freedesktop.DBus.Peer",
                                                member: "Ping"), timeout: 5) { answer = $0 }
        try run(until: { answer != nil }, "no answer from libdbus's Peer.Ping")
        XCTAssertNoThrow(try answer?.get())
    }

    private func echoBytes(_ text: String) throws -> [UInt8] {
        let call = DBusMessage.methodCall(destination: nil, path: "/peer", interface: "org.strata.PeerTest1", member: "Echo")
        try call.append(text)
        call.noReplyExpected = true
        return try call.marshal()
    }

    /// The compositor's frame path holds a paced client's connection and reads it at the
    /// frame tick: held, what the peer sends stays in the socket until asked for.
    func testAHeldConnectionIsReadOnlyWhenAskedAndItsHangUpIsStillSeen() throws {
        let peer = try RawPeer(path: server.path)
        try handshake(peer)
        try run(until: { accepted.count == 1 }, "not accepted")
        let connection = accepted[0]
        XCTAssertFalse(connection.readHeldMessages(), "a connection that is not held is read by its loop")
        connection.holdReading()
        XCTAssertTrue(connection.isReadingHeld)
        peer.send(try echoBytes("a") + echoBytes("b"))
        _ = try loop.run(until: { false }, timeout: 0.1)
        XCTAssertEqual(echoed, [], "a held connection was read as its messages came")
        XCTAssertTrue(connection.readHeldMessages())
        XCTAssertEqual(echoed, ["a", "b"])
        XCTAssertFalse(connection.readHeldMessages(), "nothing more came")
        XCTAssertTrue(connection.isReadingHeld, "reading stays held until released")

        // Half a message, then the rest: read as it comes in, dispatched once whole.
        let bytes = try echoBytes("c")
        peer.send(Array(bytes.prefix(10)))
        _ = try loop.run(until: { false }, timeout: 0.05)
        XCTAssertTrue(connection.readHeldMessages(), "the first part was read")
        XCTAssertEqual(echoed, ["a", "b"])
        peer.send(Array(bytes.dropFirst(10)))
        connection.releaseReading()
        try run(until: { echoed.count == 3 }, "a released connection was not read")
        XCTAssertEqual(echoed.last, "c")

        // More than one read's worth waiting at once is all read.
        connection.holdReading()
        var burst: [UInt8] = []
        for i in 0..<600 { burst += try echoBytes(String(repeating: "x", count: 60) + "\(i)") }
        XCTAssertGreaterThan(burst.count, 32 << 10)
        peer.send(burst)
        _ = try loop.run(until: { false }, timeout: 0.05)
        XCTAssertEqual(echoed.count, 3)
        connection.readHeldMessages()
        try run(until: { echoed.count == 603 }, "what waited was not all read")

        // Asked to read from inside its own dispatch (a handler of one of its messages),
        // it reads nothing: what came later must not overtake the message being handled.
        var readFromInside: Bool?
        let nested = DBusInterface(DBusInterfaceDescription(
            name: "org.strata.PeerTest2", methods: [DBusMethodDescription(name: "Nested", inArgs: [], outArgs: [])]))
        nested.onMethod("Nested") { [unowned self] call in
            readFromInside = connection.readHeldMessages()
            self.echoed.append("nested")
            call.reply()
        }
        try connection.export(DBusObject(path: "/nested", interfaces: [nested]))
        let call = DBusMessage.methodCall(destination: nil, path: "/nested", interface: "org.strata.PeerTest2", member: "Nested")
        call.noReplyExpected = true
        peer.send(try call.marshal() + echoBytes("after"))
        _ = try loop.run(until: { false }, timeout: 0.05)
        connection.readHeldMessages()
        XCTAssertEqual(readFromInside, false)
        XCTAssertEqual(Array(echoed.suffix(2)), ["nested", "after"], "a later message overtook the one being handled")

        // A hang-up is noticed without a read.
        shutdown(peer.fd, Int32(SHUT_RDWR))
        try run(until: { !connection.isConnected }, "the hang-up of a held connection went unnoticed")
    }

    func testAConnectionThisSideWaitsOnIsNotHeld() throws {
        let client = try DBusConnection.peer(address: server.address)
        client.attach(to: loop)
        try run(until: { client.isAuthenticated && self.accepted.first?.isAuthenticated == true }, "not connected")
        let connection = accepted[0]
        connection.holdReading()
        XCTAssertTrue(connection.isReadingHeld)
        // A call to the peer releases the hold: its reply is read as it comes.
        var answer: Result<DBusMessage, DBusError>?
        connection.call(DBusMessage.methodCall(destination: nil, path: "/", interface: "org.freedesktop.DBus.Peer",
                                               member: "Ping"), timeout: 5) { answer = $0 }
        XCTAssertFalse(connection.isReadingHeld)
        connection.holdReading()
        XCTAssertFalse(connection.isReadingHeld, "held while a reply is awaited")
        try run(until: { answer != nil }, "no answer to Ping")
        XCTAssertNoThrow(try answer?.get())
        connection.holdReading()
        XCTAssertTrue(connection.isReadingHeld, "not held once the reply came")
    }
}
