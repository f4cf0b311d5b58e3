internal import CDBus

/// A signal sent often with the same header (path, interface, member, destination,
/// signature) and a small body: its header is marshalled once, and each message is the
/// header with a new body and serial. Building a message value by value through libdbus
/// rewrites the header's signature on every append — about 80,000 instructions for
/// `FrameDone`'s successor with three arguments, against a few thousand this way.
///
/// ``send(on:_:)`` writes the bytes straight to the connection's socket when that keeps
/// the order of messages (see ``DBusConnection/writeWhole(_:)``); otherwise, and for
/// ``message(_:)``, libdbus parses them back (`dbus_message_demarshal`, which validates
/// them). A body is checked against the prototype's signature as it is written
/// (``DBusWireBody`` records the type of each value), so what goes out directly has
/// the structure libdbus would have checked: every value of those types is valid.
///
/// Serials: libdbus numbers what a connection sends from 1 upwards; messages from a
/// template carry serials from 2^31 upwards (per template, wrapping within that
/// range), which libdbus's own counter does not reach in practice. Signals are never
/// answered, so their serials only have to be nonzero.
package final class DBusSignalTemplate {
    private let header: [UInt8]
    private let bigEndian: Bool
    private let signature: [UInt8]
    private var serial: UInt32 = 0x8000_0000
    /// The last message's bytes, written over by the next one when nothing else holds
    /// them any more (a socket took them whole): a frame's signal allocates nothing.
    private var recycled: [UInt8] = []

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
        signature = Array(prototype.signature.rawValue.utf8)
    }

    /// The complete message `build` describes, with the next serial: the header and the
    /// body in wire form. Throws `InvalidArgs` when the body does not have the
    /// prototype's signature.
    package func wire(_ build: (inout DBusWireBody) -> Void) throws(DBusError) -> [UInt8] {
        // One array for the whole message: the header, then the body written after it
        // (the header ends 8-aligned, so the body's alignment is the message's).
        // Moved, never copied, into the body: a second reference would make the body's
        // first write copy the bytes into a new array.
        var storage: [UInt8] = []
        swap(&storage, &recycled)
        var body = DBusWireBody(header: header, bigEndian: bigEndian, signature: signature, storage: consume storage)
        build(&body)
        guard body.matchesSignature else {
            throw .invalidArgs("a body that is not of type '\(String(decoding: signature, as: UTF8.self))' "
                               + "(the signal's type)")
        }
        serial = serial == UInt32.max ? 0x8000_0000 : serial + 1
        DBusWireBody.put(UInt32(body.bytes.count - header.count), into: &body.bytes, at: 4, bigEndian: bigEndian)
        DBusWireBody.put(serial, into: &body.bytes, at: 8, bigEndian: bigEndian)
        recycled = body.bytes
        return body.bytes
    }

    /// A message with this header and the body `build` writes, parsed and validated by
    /// libdbus.
    package func message(_ build: (inout DBusWireBody) -> Void) throws(DBusError) -> DBusMessage {
        try DBusMessage.demarshal(try wire(build))
    }

    /// Sends a message with the body `build` writes on `connection`: straight to its
    /// socket when nothing is queued before it, else through libdbus's queue like any
    /// other message.
    package func send(on connection: DBusConnection, _ build: (inout DBusWireBody) -> Void) throws(DBusError) {
        let bytes = try wire(build)
        if connection.writeWhole(bytes) { return }
        _ = try connection.send(try DBusMessage.demarshal(bytes))
    }
}

/// A message body in D-Bus wire form, written value by value in the template's byte
/// order after the template's header, each value's type checked against the
/// template's signature as it is written.
package struct DBusWireBody {
    /// The message so far: the header, then the body.
    fileprivate var bytes: [UInt8]
    /// The signature the body must have, and how much of it has been written.
    private let expected: [UInt8]
    private var written = 0
    private var mismatched = false
    private let bigEndian: Bool

    /// Starts after `header`, in `storage` (emptied; its capacity kept when unshared).
    fileprivate init(header: [UInt8], bigEndian: Bool, signature: [UInt8], storage: consuming [UInt8]) {
        bytes = consume storage
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(header.count + 64)
        bytes.append(contentsOf: header)
        expected = signature
        self.bigEndian = bigEndian
    }

    /// Whether what was written has exactly the template's signature.
    fileprivate var matchesSignature: Bool { !mismatched && written == expected.count }

    /// Records the type code of a value written (an array's: `a`, then its element's).
    private mutating func record(_ code: UInt8) {
        if written < expected.count, expected[written] == code { written += 1 } else { mismatched = true }
    }

    private mutating func align(_ n: Int) {
        let padding = (n - bytes.count % n) % n
        if padding > 0 { bytes.append(contentsOf: repeatElement(0, count: padding)) }
    }

    static func put(_ value: UInt32, into bytes: inout [UInt8], at offset: Int, bigEndian: Bool) {
        for i in 0..<4 {
            let shift = bigEndian ? 24 - 8 * i : 8 * i
            bytes[offset + i] = UInt8(truncatingIfNeeded: value >> UInt32(shift))
        }
    }

    /// The low `size` bytes of `value` (4 or 8) in the template's byte order, appended
    /// at once (byte by byte, each append checked the array's uniqueness and capacity:
    /// ~500 instructions for a frame signal's three values).
    private mutating func raw(_ value: UInt64, size: Int) {
        if size == 4 {
            let word = UInt32(truncatingIfNeeded: value)
            withUnsafeBytes(of: bigEndian ? word.bigEndian : word.littleEndian) { bytes.append(contentsOf: $0) }
        } else {
            assert(size == 8, "D-Bus values are written 4 or 8 bytes at a time here")
            withUnsafeBytes(of: bigEndian ? value.bigEndian : value.littleEndian) { bytes.append(contentsOf: $0) }
        }
    }

    /// `u`
    package mutating func uint32(_ value: UInt32) {
        align(4)
        raw(UInt64(value), size: 4)
        record(UInt8(ascii: "u"))
    }

    /// `i`
    package mutating func int32(_ value: Int32) {
        align(4)
        raw(UInt64(UInt32(bitPattern: value)), size: 4)
        record(UInt8(ascii: "i"))
    }

    /// `b` (a 32-bit 0 or 1, as D-Bus marshals booleans).
    package mutating func bool(_ value: Bool) {
        align(4)
        raw(value ? 1 : 0, size: 4)
        record(UInt8(ascii: "b"))
    }

    /// `t`
    package mutating func uint64(_ value: UInt64) {
        align(8)
        raw(value, size: 8)
        record(UInt8(ascii: "t"))
    }

    /// `d` (IEEE 754, as D-Bus marshals doubles).
    package mutating func double(_ value: Double) {
        align(8)
        raw(value.bitPattern, size: 8)
        record(UInt8(ascii: "d"))
    }

    /// `au`
    package mutating func uint32Array(_ values: [UInt32]) {
        align(4)
        raw(UInt64(values.count * 4), size: 4)
        for value in values { raw(UInt64(value), size: 4) }
        record(UInt8(ascii: "a"))
        record(UInt8(ascii: "u"))
    }
}
