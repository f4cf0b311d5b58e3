// Fuzz target: the daemon's own D-Bus server side (DBusPeerServer, DBusPeerTransport,
// DBusWireMessage), which reads what any local process sends to stratad's private
// socket. Each input is a byte stream a client writes after connecting — the SASL
// handshake and then messages — in two writes (the last byte chooses where the stream
// is cut, so reads end mid-line and mid-message). The harness requires that nothing
// crashes and that, once the client has shut its end, the server side reports the
// connection closed (no hang, nothing left half-open).
import Foundation
import FuzzSupport
import StrataDBus
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

private let interface = DBusInterfaceDescription(
    name: "org.strata.Fuzz1",
    methods: [DBusMethodDescription(name: "Echo", inArgs: [DBusArgument("text", "s")], outArgs: [DBusArgument("text", "s")]),
              DBusMethodDescription(name: "Commit", inArgs: [DBusArgument("buffer", "u"), DBusArgument("damage", "a(iiii)"),
                                                              DBusArgument("serial", "u")], outArgs: [])])

private final class Harness {
    let loop: EventLoop
    let server: DBusPeerServer
    var open: [ObjectIdentifier: DBusConnection] = [:]
    var closed = 0
    /// Calls the exported object handled (printed per input with FUZZ_PEER_VERBOSE=1).
    var handled = 0
    let verbose = ProcessInfo.processInfo.environment["FUZZ_PEER_VERBOSE"] == "1"

    init() {
        signal(SIGPIPE, SIG_IGN)
        loop = try! EventLoop()
        let directory = NSTemporaryDirectory() + "strata-fuzz-peer-\(getpid())"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        server = try! DBusPeerServer(directory: directory)
        server.attach(to: loop)
        server.onConnection = { [unowned self] connection in
            connection.setLimits(DBusConnectionLimits(maxMessageSize: 1 << 20, maxReceivedSize: 4 << 20,
                                                      maxMessageUnixFDs: 4, maxReceivedUnixFDs: 64))
            let implementation = DBusInterface(interface)
            implementation.onMethod("Echo") { [unowned self] call in
                self.handled += 1
                call.reply(try call.decode(String.self))
            }
            implementation.onMethod("Commit") { [unowned self] call in
                self.handled += 1
                _ = try call.decode(UInt32.self, [DBusStruct<Int32, Int32, Int32, Int32>].self, UInt32.self)
            }
            try? connection.export(DBusObject(path: "/fuzz", interfaces: [implementation]))
            let id = ObjectIdentifier(connection)
            connection.onDisconnect = { [unowned self] in
                self.open[id] = nil
                self.closed += 1
            }
            self.open[id] = connection
        }
    }

    func feed(_ bytes: [UInt8]) {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        precondition(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (i, byte) in server.path.utf8.enumerated() { buffer[i] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        precondition(connected == 0, "connect: \(errno)")
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let closedBefore = closed
        let cut = bytes.isEmpty ? 0 : min(Int(bytes[bytes.count - 1]) * bytes.count / 256 + 1, bytes.count)
        var pieces = [Array(bytes[..<cut]), Array(bytes[cut...])]
        // Write, reading what the server answers so that it never blocks on us.
        var sink = [UInt8](repeating: 0, count: 65536)
        let deadline = monotonicMicroseconds() + 5_000_000
        var shut = false
        while closed == closedBefore {
            precondition(monotonicMicroseconds() < deadline, "the server side did not close after the client did")
            if let piece = pieces.first {
                let written = piece.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
                if written >= 0 {
                    pieces[0].removeFirst(written)
                    if pieces[0].isEmpty { pieces.removeFirst() }
                } else if errno != EAGAIN {
                    pieces.removeAll() // the server hung up
                }
            } else if !shut {
                shutdown(fd, Int32(SHUT_WR))
                shut = true
            }
            _ = sink.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            try! loop.runOnce(timeoutMilliseconds: 1)
        }
        if verbose { print("handled \(handled) calls so far; closed: \(open.isEmpty ? "all" : "\(open.count) open")") }
    }
}

nonisolated(unsafe) private var harness: Harness?

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if harness == nil { harness = Harness() }
    harness!.feed(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@main
enum FuzzPeerTransportMain {
    static func main() { FuzzMain.run(fuzzerTestOneInput) }
}
