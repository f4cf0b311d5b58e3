internal import CDBus
import StrataSystem

/// A connection to a message bus or to a peer.
///
/// A connection is used from one thread: the thread running the ``EventLoop`` it is
/// attached to (the daemon, tools), or the main thread when attached to the main
/// queue (apps). Nothing happens until it is attached, except blocking calls
/// (``call(_:timeout:)``), which read the socket themselves and leave other messages
/// queued for the next dispatch.
///
/// `exit_on_disconnect` is always off: losing the bus is reported through
/// ``onDisconnect``, never by exiting the process.
public final class DBusConnection {
    /// The libdbus connection; `nil` for a server-side peer connection spoken by
    /// ``DBusPeerTransport`` (accepted by a ``DBusPeerServer``).
    let raw: OpaquePointer!
    /// Our own transport, for connections a ``DBusPeerServer`` accepted.
    let transport: DBusPeerTransport?
    /// Whether this is a bus connection (it then has a ``uniqueName`` and can own names).
    public let isBusConnection: Bool
    /// The unique name the bus gave this connection (`:1.42`); `nil` for peer connections.
    public private(set) var uniqueName: String?
    /// Messages written to the socket directly (``writeWhole(_:)``), for tests and
    /// statistics.
    package internal(set) var directWrites = 0
    /// Called once when the connection is lost (the bus went away or the peer hung up).
    public var onDisconnect: (() -> Void)?
    /// Consulted before each incoming method call is routed to an exported object:
    /// `nil` admits it, an error refuses it (sent as the reply, unless none is expected)
    /// without running any handler. For budgets on what peers may ask.
    public var admitCall: ((DBusMessage) -> DBusError?)?
    /// Called whenever an incoming method call is answered with an error — refused by
    /// ``admitCall``, by the object registry's checks (unknown object, method or
    /// signature) or failed by its handler — even when the caller expects no reply. For
    /// logging refusals in one place.
    public var onCallRefused: ((DBusMessage, DBusError) -> Void)?
    /// Most messages dispatched per loop iteration when attached to an ``EventLoop``
    /// (default 64): the rest wait for the next iteration, so other connections and
    /// timers on the loop get their turn. Lower it to slow a peer down.
    public var dispatchLimit = 64

    var subscriptions: [UInt64: Subscription] = [:]
    /// Current owners of the well-known names that subscriptions name as `sender`
    /// (see ``subscribe(_:addToBus:handler:)``).
    var trackedOwners: [String: String] = [:]
    var nextSubscriptionID: UInt64 = 1
    let registry = DBusObjectRegistry()
    var driver: AnyObject?
    private var filterInstalled = false

    struct Subscription {
        var rule: DBusMatchRule
        var handler: (DBusMessage) -> Void
        var addedToBus: Bool
    }

    // MARK: Opening

    /// The session bus (`DBUS_SESSION_BUS_ADDRESS`), as a private connection.
    public static func sessionBus() throws(DBusError) -> DBusConnection {
        DBusConnection.initializeThreads
        let error = CError()
        guard let raw = dbus_bus_get_private(DBUS_BUS_SESSION, &error.raw) else {
            throw error.swiftError("connecting to the session bus")
        }
        return DBusConnection(raw: raw, isBus: true)
    }

    /// The message bus at `address` (e.g. `unix:path=/run/…` as printed by `dbus-daemon --print-address`).
    public static func bus(address: String) throws(DBusError) -> DBusConnection {
        DBusConnection.initializeThreads
        let error = CError()
        guard let raw = dbus_connection_open_private(address, &error.raw) else {
            throw error.swiftError("connecting to \(address)")
        }
        guard dbus_bus_register(raw, &error.raw) != 0 else {
            dbus_connection_close(raw)
            dbus_connection_unref(raw)
            throw error.swiftError("registering with the bus at \(address)")
        }
        return DBusConnection(raw: raw, isBus: true)
    }

    /// The bus named by `STRATA_BUS_ADDRESS`-style configuration: `address` if given, else the session bus.
    public static func bus(addressOrSession address: String?) throws(DBusError) -> DBusConnection {
        if let address, !address.isEmpty { return try bus(address: address) }
        return try sessionBus()
    }

    /// A peer-to-peer connection to a ``DBusServer`` at `address` (no bus, no names).
    ///
    /// Make one round trip (a call and its reply, e.g. `org.freedesktop.DBus.Peer.Ping`)
    /// before sending Unix fds: until the server has finished the handshake it reads
    /// with plain reads, a descriptor arriving in such a read is lost, and libdbus then
    /// drops the connection. (A bus connection's `Hello` is that round trip. A
    /// ``DBusPeerServer`` keeps descriptors that come with the handshake's end, so
    /// stratad's private connections need no round trip first.)
    public static func peer(address: String) throws(DBusError) -> DBusConnection {
        DBusConnection.initializeThreads
        let error = CError()
        guard let raw = dbus_connection_open_private(address, &error.raw) else {
            throw error.swiftError("connecting to \(address)")
        }
        return DBusConnection(raw: raw, isBus: false)
    }

    /// Wraps an accepted server-side connection (takes a new reference).
    init(accepted raw: OpaquePointer) {
        dbus_connection_ref(raw)
        self.raw = raw
        transport = nil
        isBusConnection = false
        setUp()
    }

    /// Wraps a connection on our own transport.
    init(transport: DBusPeerTransport) {
        raw = nil
        self.transport = transport
        isBusConnection = false
        transport.connection = self
    }

    private init(raw: OpaquePointer, isBus: Bool) {
        self.raw = raw
        transport = nil
        isBusConnection = isBus
        if isBus, let name = dbus_bus_get_unique_name(raw) { uniqueName = String(cString: name) }
        setUp()
    }

    private static let initializeThreads: Void = { _ = dbus_threads_init_default() }()

    private func setUp() {
        dbus_connection_set_exit_on_disconnect(raw, 0)
        let me = Unmanaged.passUnretained(self).toOpaque()
        filterInstalled = dbus_connection_add_filter(raw, connectionFilter, me, nil) != 0
    }

    deinit {
        if let transport {
            transport.connection = nil // it is not weak
            transport.detach()
            transport.close()
            return
        }
        let me = Unmanaged.passUnretained(self).toOpaque()
        detachDriver()
        if filterInstalled {
            dbus_connection_remove_filter(raw, connectionFilter, me)
        }
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    /// Closes the connection. Further sends fail with `Disconnected`.
    public func close() {
        if let transport { return transport.close() }
        dbus_connection_close(raw)
    }

    /// Why a connection accepted by a ``DBusPeerServer`` closed, when this side closed it
    /// or the peer broke the protocol (a malformed message, a failed handshake, a limit);
    /// `nil` while open, when the peer simply hung up, and for libdbus connections.
    public var closeReason: String? { transport?.closeReason }

    /// Whether the connection is still open.
    public var isConnected: Bool {
        if let transport { return transport.isOpen }
        return dbus_connection_get_is_connected(raw) != 0
    }

    /// Whether authentication has completed. A new peer connection authenticates while
    /// its loop runs; until then it cannot tell whether Unix fds can be passed, and a
    /// call carrying one fails. Bus connections are authenticated when opened.
    public var isAuthenticated: Bool {
        if let transport { return transport.state == .running }
        return dbus_connection_get_is_authenticated(raw) != 0
    }

    /// Blocks (reading and writing, not dispatching) until authenticated, at most
    /// `timeout` seconds; for a peer whose server runs in another thread or process.
    public func waitUntilAuthenticated(timeout: Double = 10) throws(DBusError) {
        if transport != nil {
            // The server side cannot block: its loop runs the handshake.
            guard isAuthenticated else { throw DBusError(name: DBusError.Name.failed, message: "not authenticated yet") }
            return
        }
        let deadline = monotonicMicroseconds() + UInt64(timeout * 1_000_000)
        while !isAuthenticated {
            guard isConnected else { throw DBusError(name: DBusError.Name.disconnected, message: "authentication failed") }
            guard monotonicMicroseconds() < deadline else { throw DBusError(name: DBusError.Name.timeout, message: "not authenticated in time") }
            dbus_connection_read_write(raw, 50)
        }
    }

    /// Whether Unix fds (`h`) can be sent on this connection (known once authenticated).
    public var canPassFileDescriptors: Bool {
        if let transport { return transport.unixFDsNegotiated }
        return dbus_connection_can_send_type(raw, Int32(UInt8(ascii: "h"))) != 0
    }

    // MARK: Reading at the caller's moment

    /// Stops reading this connection as messages arrive: what the peer sends waits in
    /// the socket until ``readHeldMessages()``. For connections a ``DBusPeerServer``
    /// accepted (others ignore it). The compositor holds a client that keeps its frame
    /// pace and reads it at each frame tick, so the daemon wakes once a frame instead
    /// of once for the tick and once more for each commit. Not taken while this side
    /// waits for a reply from the peer (a call releases it); a
    /// hang-up is still noticed at once.
    public func holdReading() { transport?.holdReading() }

    /// Reads this connection as messages arrive again.
    public func releaseReading() { transport?.releaseReading() }

    /// Whether reading is held (``holdReading()``).
    public var isReadingHeld: Bool { transport?.readingHeld ?? false }

    /// How many method calls that expect a reply the peer has sent so far (connections a
    /// ``DBusPeerServer`` accepted; 0 for others): whoever holds reading can tell whether
    /// the peer waited for an answer.
    public var callsExpectingReplies: Int { transport?.callsExpectingReplies ?? 0 }

    /// Reads what the peer has sent to a held connection and dispatches it; returns
    /// whether anything was read (`false`, doing nothing, when reading is not held).
    @discardableResult
    public func readHeldMessages() -> Bool { transport?.readHeld() ?? false }

    // MARK: Sending

    /// Queues `message` for sending and returns its serial. Outgoing data is written
    /// by the attached loop (or ``flush()``).
    @discardableResult
    public func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
        guard isConnected else { throw DBusError(name: DBusError.Name.disconnected, message: "the connection is closed") }
        if let bad = message.invalidDestination { throw .invalidArgs("'\(bad)' is not a bus name") }
        if let transport { return try transport.send(message) }
        var serial: UInt32 = 0
        guard dbus_connection_send(raw, message.raw, &serial) != 0 else {
            throw .failed("could not queue \(message)")
        }
        return serial
    }

    /// Blocks until everything queued has been written.
    public func flush() {
        if let transport { return transport.flush() }
        dbus_connection_flush(raw)
    }

    /// Sends a method call and blocks for its reply, at most `timeout` seconds.
    /// An error reply (or a time-out) is thrown as ``DBusError``. For tools and tests;
    /// the daemon never blocks on a client.
    public func call(_ message: DBusMessage, timeout: Double = 25) throws(DBusError) -> DBusMessage {
        if let bad = message.invalidDestination { throw .invalidArgs("'\(bad)' is not a bus name") }
        if transport != nil {
            throw .failed("blocking calls are not supported on a server-side peer connection (its loop would stop)")
        }
        let error = CError()
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message.raw, milliseconds(timeout), &error.raw) else {
            throw error.swiftError("calling \(message.member ?? "")")
        }
        return DBusMessage(taking: reply)
    }

    /// Sends a method call; `reply` runs on the connection's thread with the reply
    /// or the error (an error reply, `NoReply` after `timeout` seconds, or `Disconnected`).
    public func call(_ message: DBusMessage, timeout: Double = 25,
                     reply: @escaping (Result<DBusMessage, DBusError>) -> Void) {
        if let bad = message.invalidDestination {
            reply(.failure(.invalidArgs("'\(bad)' is not a bus name")))
            return
        }
        if let transport {
            transport.call(message, timeout: timeout, handler: reply)
            return
        }
        var pending: OpaquePointer? = nil
        guard dbus_connection_send_with_reply(raw, message.raw, &pending, milliseconds(timeout)) != 0, let pending else {
            reply(.failure(DBusError(name: DBusError.Name.disconnected, message: "the connection is closed")))
            return
        }
        let box = Unmanaged.passRetained(ReplyBox(reply)).toOpaque()
        dbus_pending_call_set_notify(pending, { pending, data in
            guard let pending, let data else { return }
            let box = Unmanaged<ReplyBox>.fromOpaque(data).takeUnretainedValue()
            guard let raw = dbus_pending_call_steal_reply(pending) else { return }
            let message = DBusMessage(taking: raw)
            if let error = message.error { box.handler(.failure(error)) } else { box.handler(.success(message)) }
        }, box, { data in
            if let data { Unmanaged<ReplyBox>.fromOpaque(data).release() }
        })
        dbus_pending_call_unref(pending)
    }

    final class ReplyBox {
        let handler: (Result<DBusMessage, DBusError>) -> Void
        init(_ handler: @escaping (Result<DBusMessage, DBusError>) -> Void) { self.handler = handler }
    }

    /// Emits a signal from `path`; with `destination`, only that connection receives it (unicast).
    public func emitSignal<each T: DBusEncodable>(path: DBusObjectPath, interface: String, member: String,
                                                  destination: String? = nil, _ values: repeat each T) throws(DBusError) {
        let message = DBusMessage.signal(path: path, interface: interface, member: member)
        message.destination = destination
        try message.append(repeat each values)
        try send(message)
    }

    // MARK: Dispatching

    /// Dispatches queued incoming messages, at most `limit`; returns whether more remain.
    @discardableResult
    public func dispatch(limit: Int = 64) -> Bool {
        if let transport { return transport.dispatchQueued(limit: limit) }
        var count = 0
        while count < limit {
            if dbus_connection_dispatch(raw) != DBUS_DISPATCH_DATA_REMAINS { return false }
            count += 1
        }
        return dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS
    }

    /// Reads and writes once (blocking at most `timeout` seconds), then dispatches.
    /// For simple tools without an event loop. Returns false once disconnected.
    @discardableResult
    public func readWriteDispatch(timeout: Double) -> Bool {
        if transport != nil { return isConnected } // driven by its loop only
        return dbus_connection_read_write_dispatch(raw, milliseconds(timeout)) != 0
    }

    /// The connection is lost (libdbus's local `Disconnected` signal, or our own
    /// transport after dispatching what came before): ``onDisconnect``, once.
    func reportDisconnected() {
        let handler = onDisconnect
        onDisconnect = nil
        handler?()
    }

    func handleIncoming(_ message: DBusMessage) -> Bool {
        switch message.kind {
        case .signal:
            if message.interface == "org.freedesktop.DBus.Local", message.member == "Disconnected" {
                reportDisconnected()
                return true
            }
            for (_, subscription) in subscriptions
            where subscription.rule.matches(message, senderOwner: subscription.rule.sender.flatMap { trackedOwners[$0] }) {
                subscription.handler(message)
            }
            return false
        case .methodCall:
            if let refusal = admitCall?(message) {
                onCallRefused?(message, refusal)
                if !message.noReplyExpected { _ = try? send(message.makeErrorReply(refusal)) }
                return true
            }
            registry.handle(message, on: self)
            return true
        case .methodReturn, .error:
            return false
        }
    }
}

func milliseconds(_ seconds: Double) -> Int32 {
    seconds < 0 ? -1 : Int32(min(Double(Int32.max), seconds * 1000))
}

/// The one filter every connection installs (one function, so it can be removed again).
private func connectionFilter(_ connection: OpaquePointer?, _ message: OpaquePointer?,
                              _ data: UnsafeMutableRawPointer?) -> DBusHandlerResult {
    guard let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
    let owner = Unmanaged<DBusConnection>.fromOpaque(data).takeUnretainedValue()
    return owner.handleIncoming(DBusMessage(retaining: message))
        ? DBUS_HANDLER_RESULT_HANDLED : DBUS_HANDLER_RESULT_NOT_YET_HANDLED
}
