internal import CDBus
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// A D-Bus server for private peer-to-peer connections (no bus in between): lower
/// latency, and nobody else can listen in. Clients connect with
/// ``DBusConnection/peer(address:)``; each accepted connection is handed to
/// ``onConnection`` (keep a reference to it, or it is closed).
public final class DBusServer {
    let raw: OpaquePointer
    /// Called on the loop's thread for every new client connection.
    public var onConnection: ((DBusConnection) -> Void)?
    private var driver: EventLoopDriver?

    /// Listens on `address`, e.g. `unix:path=/run/user/0/strata` or `unix:dir=/tmp`.
    /// `mechanisms` restricts the authentication mechanisms offered (e.g. `["EXTERNAL"]`:
    /// the peer's uid from the socket's credentials, which libdbus accepts only when it
    /// is this process's uid); `nil` offers libdbus's defaults.
    public init(listeningOn address: String, mechanisms: [String]? = nil) throws(DBusError) {
        let error = CError()
        guard let raw = dbus_server_listen(address, &error.raw) else { throw error.swiftError("listening on \(address)") }
        self.raw = raw
        if let mechanisms {
            var strings = mechanisms.map { strdup($0) } + [nil]
            defer { strings.forEach { free($0) } }
            let ok = strings.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    dbus_server_set_auth_mechanisms(raw, $0)
                }
            }
            guard ok != 0 else {
                dbus_server_disconnect(raw)
                dbus_server_unref(raw)
                throw .failed("could not set the authentication mechanisms")
            }
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        dbus_server_set_new_connection_function(raw, { _, connection, data in
            guard let connection, let data else { return }
            let server = Unmanaged<DBusServer>.fromOpaque(data).takeUnretainedValue()
            let accepted = DBusConnection(accepted: connection)
            if let loop = server.driver?.loop { accepted.attach(to: loop) }
            server.onConnection?(accepted)
        }, me, nil)
    }

    deinit {
        disconnect()
        dbus_server_unref(raw)
    }

    /// The address clients connect to (with the server's GUID).
    public var address: String {
        guard let chars = dbus_server_get_address(raw) else { return "" }
        defer { dbus_free(chars) }
        return String(cString: chars)
    }

    /// Accepts connections from `loop`; accepted connections are attached to the same loop.
    public func attach(to loop: EventLoop) {
        let driver = EventLoopDriver(loop: loop)
        self.driver = driver
        let data = { Unmanaged<AnyObject>.passRetained(driver).toOpaque() }
        dbus_server_set_watch_functions(raw, cAddWatch, cRemoveWatch, cToggleWatch, data(), cReleaseDriver)
        dbus_server_set_timeout_functions(raw, cAddTimeout, cRemoveTimeout, cToggleTimeout, data(), cReleaseDriver)
    }

    /// Stops listening; existing connections stay open.
    public func disconnect() {
        if dbus_server_get_is_connected(raw) != 0 { dbus_server_disconnect(raw) }
        dbus_server_set_watch_functions(raw, nil, nil, nil, nil, nil)
        dbus_server_set_timeout_functions(raw, nil, nil, nil, nil, nil)
        driver?.invalidate()
        driver = nil
    }
}
