internal import CDBus
internal import CStrataSys
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// A server for private peer-to-peer D-Bus connections whose connections are spoken by
/// us (``DBusPeerTransport``) rather than libdbus: the same wire protocol and
/// authentication clients get from ``DBusServer`` (any D-Bus library connects to its
/// ``address`` — libdbus's `dbus_connection_open_private`, GDBus, sd-bus, python-dbus),
/// at a fraction of libdbus's cost per message. The daemon's private connections use it.
///
/// It listens on a fresh socket in a directory (`unix:dir=` as libdbus does it: the
/// address then names the socket's path and the server's GUID), offers only EXTERNAL
/// authentication, and accepts a peer only if its socket credentials are this process's
/// uid or root — libdbus's default for a ``DBusServer``. Each accepted connection is
/// handed to ``onConnection`` (keep a reference to it, or it is closed), before its
/// handshake, as libdbus's server does; until the handshake is over the connection
/// cannot send, and nothing it receives is dispatched.
public final class DBusPeerServer {
    /// Called on the loop's thread for every new client connection.
    public var onConnection: ((DBusConnection) -> Void)?
    /// The address clients connect to: `unix:path=…,guid=…`.
    public let address: String
    /// The socket's path (removed by ``disconnect()``).
    public let path: String
    let guid: String
    private var listener: Int32
    /// The loop it accepts on, until the loop goes (``EventLoop/reference``: not `weak`,
    /// so that the loop, retained on every frame, has no side table).
    private var loopReference: ClearedReference<EventLoop>?
    private var loop: EventLoop? { loopReference?.object }
    private var token: EventLoop.Token?

    /// Listens on a new socket named `strata-` and random letters in `directory`.
    public init(directory: String) throws(DBusError) {
        var random = SystemRandomNumberGenerator()
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        var fd: Int32 = -1
        var chosen = ""
        for _ in 0..<16 {
            let name = String(decoding: (0..<10).map { _ in letters[Int(random.next() % UInt64(letters.count))] }, as: UTF8.self)
            chosen = (directory.hasSuffix("/") ? directory : directory + "/") + "strata-" + name
            fd = strata_unix_listen(chosen)
            if fd >= 0 || errno != EADDRINUSE { break }
        }
        guard fd >= 0 else {
            throw .failed("listening on \(chosen): \(String(cString: strerror(errno)))")
        }
        listener = fd
        path = chosen
        guid = (0..<16).map { _ in String(UInt8.random(in: 0...255, using: &random), radix: 16) }
            .map { $0.count == 1 ? "0" + $0 : $0 }.joined()
        address = "unix:path=\(Self.escaped(chosen)),guid=\(guid)"
    }

    deinit { disconnect() }

    /// A D-Bus address value escaped as the specification says (libdbus's
    /// `dbus_address_escape_value`, what clients unescape with).
    static func escaped(_ value: String) -> String {
        guard let chars = dbus_address_escape_value(value) else { preconditionFailure("out of memory escaping \(value)") }
        defer { dbus_free(chars) }
        return String(cString: chars)
    }

    /// Accepts connections from `loop`; accepted connections are attached to the same loop.
    public func attach(to loop: EventLoop) {
        if let token { self.loop?.remove(token) }
        loopReference = loop.reference
        guard listener >= 0 else { return }
        token = try? loop.watch(fd: listener, events: .readable) { [weak self] _ in self?.acceptWaiting() }
    }

    private func acceptWaiting() {
        while listener >= 0 {
            let fd = strata_unix_accept(listener)
            guard fd >= 0 else { return } // EAGAIN: nobody else waiting (or a transient error)
            let connection = DBusConnection(transport: DBusPeerTransport(acceptedSocket: fd, guid: guid))
            if let loop { connection.attach(to: loop) }
            onConnection?(connection)
        }
    }

    /// Stops listening and removes the socket; existing connections stay open.
    public func disconnect() {
        if let token { loop?.remove(token) }
        token = nil
        guard listener >= 0 else { return }
        close(listener)
        listener = -1
        unlink(path)
    }
}
