internal import CDBus

/// A signal sent often with the same header (path, interface, member, destination,
/// signature) and a small body: its header is marshalled once, and each message is the
/// header with a new body and serial, parsed back by libdbus (`dbus_message_demarshal`,
/// which validates the body against the signature). Building a message value by value
/// through libdbus rewrites the header's signature on every append — about 80,000
/// instructions for `FrameDone`'s successor with three arguments, against a few
/// thousand this way.
///
/// Serials: libdbus numbers what a connection sends from 1 upwards; messages from a
/// template carry serials from 2^31 upwards (per template, wrapping within that
/// range), which libdbus's own counter does not reach in practice. Signals are never
/// answered, so their serials only have to be nonzero.
package final class DBusSignalTemplate {
    private let header: [UInt8]
    private let bigEndian: Bool
    private var serial: UInt32 = 0x8000_0000

    /// - Parameter prototype: the signal with every header field it will carry (its
    ///   body is ignored).
    package init(prototype: DBusMessage) throws(DBusError) {
        let wire = try prototype.marshal()
        guard wire.count >= 16 else { throw .failed("a marshalled message shorter than its fixed header") }
        let bigEndian = wire[0] == UInt8(ascii: "B")
        func uint32(at offset: Int) -> Int {
            let b = wire[offset..<offset + 4].map(UInt32.init)
            return Int(bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0])
        }
        let bodyLength = uint32(at: 4)
        guard bodyLength <= wire.count - 16 else { throw .failed("a marshalled message with a body longer than itself") }
        header = Array(wire[0..<(wire.count - bodyLength)])
        self.bigEndian = bigEndian
    }

    /// A message with this header and the body `build` writes (it must match the
    /// prototype's signature: libdbus checks, and a mismatch throws `InvalidArgs`).
    package func message(_ build: (inout DBusWireBody) -> Void) throws(DBusError) -> DBusMessage {
        var body = DBusWireBody(bigEndian: bigEndian)
        build(&body)
        serial = serial == UInt32.max ? 0x8000_0000 : serial + 1
        var bytes = header
        bytes.reserveCapacity(header.count + body.bytes.count)
        bytes.append(contentsOf: body.bytes)
        DBusWireBody.put(UInt32(body.bytes.count), into: &bytes, at: 4, bigEndian: bigEndian)
        DBusWireBody.put(serial, into: &bytes, at: 8, bigEndian: bigEndian)
        return try DBusMessage.demarshal(bytes)
    }
}

/// A message body in wire form (the D-Bus marshalling, with its alignment rules), for
/// ``DBusSignalTemplate``. Offsets are from the body's start, which is 8-aligned.
package struct DBusWireBody {
    package private(set) var bytes: [UInt8] = []
    private let bigEndian: Bool

    init(bigEndian: Bool) {
        self.bigEndian = bigEndian
        bytes.reserveCapacity(64)
    }

    private mutating func align(_ n: Int) {
        while bytes.count % n != 0 { bytes.append(0) }
    }

    static func put(_ value: UInt32, into bytes: inout [UInt8], at offset: Int, bigEndian: Bool) {
        for i in 0..<4 {
            let shift = bigEndian ? 24 - 8 * i : 8 * i
            bytes[offset + i] = UInt8(truncatingIfNeeded: value >> UInt32(shift))
        }
    }

    private mutating func raw(_ value: UInt64, size: Int) {
        for i in 0..<size {
            let shift = bigEndian ? 8 * (size - 1 - i) : 8 * i
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    /// `u`.
    package mutating func uint32(_ value: UInt32) {
        align(4)
        raw(UInt64(value), size: 4)
    }

    /// `t`.
    package mutating func uint64(_ value: UInt64) {
        align(8)
        raw(value, size: 8)
    }

    /// `au`.
    package mutating func uint32Array(_ values: [UInt32]) {
        align(4)
        raw(UInt64(values.count * 4), size: 4)
        for value in values { raw(UInt64(value), size: 4) }
    }
}
