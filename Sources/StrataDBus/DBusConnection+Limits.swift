internal import CDBus

/// How much a connection accepts from its peer before it stops reading
/// (libdbus's per-connection limits). A service sets these on the connections of
/// peers it does not trust, so one peer's backlog is bounded in memory and the
/// socket pushes back on a peer that sends faster than it is served.
public struct DBusConnectionLimits: Sendable, Equatable {
    /// The largest message accepted, in bytes; a larger one makes libdbus drop the
    /// connection (`dbus_connection_set_max_message_size`).
    public var maxMessageSize: Int
    /// Bytes of received, not yet dispatched messages before the connection stops
    /// reading (`dbus_connection_set_max_received_size`).
    public var maxReceivedSize: Int
    /// Unix fds one message may carry (`dbus_connection_set_max_message_unix_fds`).
    public var maxMessageUnixFDs: Int
    /// Unix fds received and not yet dispatched before the connection stops reading
    /// (`dbus_connection_set_max_received_unix_fds`).
    public var maxReceivedUnixFDs: Int

    public init(maxMessageSize: Int, maxReceivedSize: Int, maxMessageUnixFDs: Int, maxReceivedUnixFDs: Int) {
        self.maxMessageSize = maxMessageSize
        self.maxReceivedSize = maxReceivedSize
        self.maxMessageUnixFDs = maxMessageUnixFDs
        self.maxReceivedUnixFDs = maxReceivedUnixFDs
    }
}

extension DBusConnection {
    /// Applies `limits` to what this connection accepts from its peer.
    public func setLimits(_ limits: DBusConnectionLimits) {
        if let transport {
            transport.limits = limits
            return
        }
        dbus_connection_set_max_message_size(raw, limits.maxMessageSize)
        dbus_connection_set_max_received_size(raw, limits.maxReceivedSize)
        dbus_connection_set_max_message_unix_fds(raw, limits.maxMessageUnixFDs)
        dbus_connection_set_max_received_unix_fds(raw, limits.maxReceivedUnixFDs)
    }

    /// Bytes queued for sending that the peer has not read yet: a peer that stops
    /// reading makes this grow.
    public var outgoingSize: Int {
        if let transport { return transport.queuedBytes }
        return dbus_connection_get_outgoing_size(raw)
    }

    /// The peer's process id from the socket's credentials (`SO_PEERCRED`), once
    /// authenticated; `nil` on a bus connection (ask the bus instead) or when unknown.
    /// Unlike a bus lookup it describes the process that opened this very socket.
    public var peerProcessID: UInt32? {
        if let transport { return transport.peerProcessID }
        var pid: UInt = 0
        guard !isBusConnection, dbus_connection_get_unix_process_id(raw, &pid) != 0 else { return nil }
        return UInt32(truncatingIfNeeded: pid)
    }

    /// The peer's user id from the socket's credentials, once authenticated; `nil` on
    /// a bus connection or when unknown.
    public var peerUserID: UInt32? {
        if let transport { return transport.peerUserID }
        var uid: UInt = 0
        guard !isBusConnection, dbus_connection_get_unix_user(raw, &uid) != 0 else { return nil }
        return UInt32(truncatingIfNeeded: uid)
    }
}
