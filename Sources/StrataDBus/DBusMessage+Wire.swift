internal import CDBus
#if canImport(Glibc)
import Glibc
#endif

/// A message's wire form (the D-Bus marshalling: header, header fields, body), for the
/// fuzz target `fuzz-dbus-values`, which turns arbitrary bytes into messages the way a
/// connection does when it reads from a socket. Package-visible: apps and the daemon
/// get messages from connections, never from bytes.
extension DBusMessage {
    /// Parses one complete message (`dbus_message_demarshal`), validating it as a
    /// connection validates what it receives. Messages that declare Unix fds carry none.
    /// Throws `InvalidArgs` with libdbus's reason for anything malformed or incomplete.
    package static func demarshal(_ bytes: [UInt8]) throws(DBusError) -> DBusMessage {
        guard bytes.count <= Int(Int32.max) else { throw .invalidArgs("message too long") }
        let error = CError()
        let raw = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars -> OpaquePointer? in
                // A non-null pointer even for no bytes: libdbus checks its arguments.
                let empty: [CChar] = [0]
                return empty.withUnsafeBufferPointer { fallback in
                    dbus_message_demarshal(chars.baseAddress ?? fallback.baseAddress, Int32(buffer.count), &error.raw)
                }
            }
        }
        guard let raw else {
            let reason = error.isSet ? error.swiftError("dbus_message_demarshal").message : "not a complete message"
            throw .invalidArgs("cannot parse message: \(reason)")
        }
        return DBusMessage(taking: raw)
    }

    /// The message in wire form (`dbus_message_marshal`), as ``demarshal(_:)`` reads it.
    /// A message not sent yet has no serial, which the wire form requires: it is written
    /// with serial 1 (the message itself is unchanged; marshalling would lock it).
    package func marshal() throws(DBusError) -> [UInt8] {
        guard let copy = dbus_message_copy(raw) else { throw .failed("out of memory copying a message") }
        defer { dbus_message_unref(copy) }
        if dbus_message_get_serial(copy) == 0 { dbus_message_set_serial(copy, 1) }
        var chars: UnsafeMutablePointer<CChar>? = nil
        var length: Int32 = 0
        guard dbus_message_marshal(copy, &chars, &length) != 0, let chars else {
            throw .failed("out of memory marshalling a message")
        }
        defer { dbus_free(chars) }
        return chars.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}

extension DBusMessage {
    /// Parses one complete message in wire form without libdbus (``DBusWireMessage``),
    /// with the Unix fds that came with it (taken over: closed when the message goes,
    /// or at once if it does not parse). Throws `InvalidArgs` (or `LimitsExceeded` past
    /// `maximumSize`) saying what is wrong with it; what parses is what
    /// ``demarshal(_:)`` accepts.
    /// `names`, a connection's record of the names and header its last messages carried
    /// (as ``DBusPeerTransport`` keeps one), lets a message with the same ones skip
    /// checking them again.
    package static func parseWire(_ bytes: [UInt8], fileDescriptors: [Int32] = [],
                                  maximumSize: Int = 128 << 20,
                                  names: DBusWireNameCache? = nil) throws(DBusError) -> DBusMessage {
        guard bytes.count <= maximumSize else {
            for fd in fileDescriptors { close(fd) }
            throw DBusError(name: DBusError.Name.limitsExceeded, message: "a message of \(bytes.count) bytes (at most \(maximumSize))")
        }
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
        _ = storage.initializeMemory(as: UInt8.self, from: bytes)
        let exact = UnsafeMutableRawBufferPointer(rebasing: storage[0..<bytes.count])
        return DBusMessage(wire: try DBusWireMessage(taking: exact, fileDescriptors: fileDescriptors, names: names))
    }

    /// The length of the message whose wire form starts `bytes`, from its fixed header;
    /// `nil` when `bytes` does not start one.
    package static func wireLength(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { header in try? DBusWireMessage.totalLength(header: header, maximum: Int(Int32.max)) }
    }

    /// Whether this message was read from the wire without libdbus and no libdbus
    /// message has been built for it yet (for tests).
    package var isWireOnly: Bool { wire != nil && !hasLibdbusMessage }
}
