internal import CDBus
#if canImport(Glibc)
import Glibc
#endif

extension DBusConnection {
    /// The largest message ``writeWhole(_:)`` writes itself. A Unix stream socket takes a
    /// write this small as one piece or not at all.
    static let largestDirectWrite = 1024

    /// Writes a complete marshalled message to the socket itself, past libdbus, when
    /// that keeps every message in order and whole: the connection is up, libdbus has
    /// nothing queued (all it sent is already in the socket, ahead of this), and the
    /// kernel takes the message in one piece without waiting. Returns `false` with
    /// nothing written otherwise (the socket is full, say); the caller then sends it the
    /// ordinary way, and libdbus waits for the socket.
    ///
    /// For the frame path's signals from a ``DBusSignalTemplate``: libdbus spends more
    /// on parsing and queueing such a message than it took to write it. A write the
    /// kernel cut short (it does not, for a message this small on a Unix socket) would
    /// leave the peer in the middle of a message; the socket is then shut down, so the
    /// peer sees a disconnection rather than a corrupted stream.
    package func writeWhole(_ bytes: [UInt8]) -> Bool {
        if let transport {
            // Our own transport keeps the order itself: queue and write what the socket takes.
            guard transport.state == .running, transport.isOpen else { return false }
            transport.enqueue(bytes)
            directWrites += 1
            return true
        }
        guard bytes.count <= Self.largestDirectWrite, isConnected,
              dbus_connection_has_messages_to_send(raw) == 0 else { return false }
        var fd: Int32 = -1
        guard dbus_connection_get_socket(raw, &fd) != 0, fd >= 0 else { return false }
        let written = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
        if written == bytes.count {
            directWrites += 1
            return true
        }
        if written > 0 { _ = shutdown(fd, Int32(SHUT_RDWR)) }
        return false
    }
}
