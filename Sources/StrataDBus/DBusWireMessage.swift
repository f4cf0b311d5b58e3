#if canImport(Glibc)
import Glibc
#endif

/// One complete message in D-Bus wire form, parsed and checked without libdbus: the
/// fixed header, the header fields, and the body (walked once, so that a message
/// that parses is valid as the specification defines it, exactly as libdbus would
/// accept it). It owns its bytes and the Unix fds that came with it.
///
/// For the daemon's own reading of private connections (``DBusPeerTransport``): the
/// frame path's `Commit` is decoded from these bytes directly, where libdbus would
/// first validate the header and body twice over, queue, lock and dispatch it.
/// ``DBusMessage`` wraps one and builds a libdbus message from it only when something
/// asks for one.
final class DBusWireMessage {
    /// The fixed header and the header fields are at most this long here (libdbus
    /// allows up to the whole message; real headers are a few hundred bytes).
    static let fixedHeaderLength = 16

    private let storage: UnsafeMutableRawBufferPointer
    let bigEndian: Bool
    let kind: DBusMessage.Kind
    /// The type byte as sent; `kind` maps types this side does not know to `.signal`.
    let rawType: Int32
    var isKnownKind: Bool { DBusMessage.Kind(rawValue: rawType) != nil }
    let flags: UInt8
    let serial: UInt32
    let bodyOffset: Int
    let bodyLength: Int
    private(set) var path: UnsafePointer<CChar>?
    private(set) var interface: UnsafePointer<CChar>?
    private(set) var member: UnsafePointer<CChar>?
    private(set) var errorName: UnsafePointer<CChar>?
    private(set) var destination: UnsafePointer<CChar>?
    private(set) var sender: UnsafePointer<CChar>?
    private(set) var replySerial: UInt32 = 0
    /// The body's signature (NUL-terminated; empty when the header has none).
    private(set) var signaturePointer: UnsafePointer<UInt8>
    private(set) var signatureLength = 0
    /// The descriptors that came with the message (owned: closed when it goes).
    private(set) var fileDescriptors: [Int32] = []

    static let noReplyExpectedFlag: UInt8 = 0x1
    static let noAutoStartFlag: UInt8 = 0x2

    var bodyPointer: UnsafePointer<UInt8> {
        UnsafePointer(storage.baseAddress!.assumingMemoryBound(to: UInt8.self) + bodyOffset)
    }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(storage) }

    /// The length of the message whose first 16 bytes are `header`, or `nil` when they
    /// are not the start of a D-Bus message; throws `LimitsExceeded` past `maximum`.
    static func totalLength(header: UnsafeRawBufferPointer, maximum: Int) throws(DBusError) -> Int {
        guard header.count >= fixedHeaderLength else { throw .invalidArgs("a message shorter than its fixed header") }
        let endian = header[0]
        guard endian == UInt8(ascii: "l") || endian == UInt8(ascii: "B") else {
            throw .invalidArgs("a message with byte order '\(endian)'")
        }
        guard header[3] == 1 else { throw .invalidArgs("a message of protocol version \(header[3])") }
        let big = endian == UInt8(ascii: "B")
        let base = header.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let body = Int(loadUInt32(base + 4, bigEndian: big)), fields = Int(loadUInt32(base + 12, bigEndian: big))
        let total = fixedHeaderLength + ((fields + 7) & ~7) + body
        guard body <= maximum, fields <= maximum, total <= maximum else {
            throw DBusError(name: DBusError.Name.limitsExceeded, message: "a message of \(total) bytes (at most \(maximum))")
        }
        return total
    }

    /// Parses and checks the complete message in `bytes` (taking it over; it was
    /// allocated with `UnsafeMutableRawBufferPointer.allocate`) with the descriptors
    /// received with it (taken over too, closed on failure). Throws `InvalidArgs`
    /// saying what is wrong.
    convenience init(taking bytes: UnsafeMutableRawBufferPointer, fileDescriptors: [Int32],
                     names: DBusWireNameCache? = nil) throws(DBusError) {
        var handedOver = false
        do {
            try self.init(taking: bytes, names: names) { (count: Int) throws(DBusError) -> [Int32] in
                guard count == fileDescriptors.count else {
                    throw .invalidArgs("a message that declares \(count) file descriptors and came with \(fileDescriptors.count)")
                }
                handedOver = true
                return fileDescriptors
            }
        } catch {
            if !handedOver { for fd in fileDescriptors { close(fd) } }
            throw error
        }
    }

    /// Parses and checks the complete message in `bytes` (taken over); `takeDescriptors`
    /// is asked once for the number of Unix fds the header declares (0 when it declares
    /// none) and hands them over, or throws to refuse the message.
    init(taking bytes: UnsafeMutableRawBufferPointer, names: DBusWireNameCache? = nil,
         takeDescriptors: (Int) throws(DBusError) -> [Int32]) throws(DBusError) {
        storage = bytes
        signaturePointer = Self.emptySignature
        let header = UnsafeRawBufferPointer(bytes)
        let length: Int
        do {
            length = try Self.totalLength(header: header, maximum: Int(Int32.max))
        } catch {
            // Not yet fully initialised: release what was taken over by hand.
            Self.release(bytes, [])
            throw error
        }
        let big = header[0] == UInt8(ascii: "B")
        bigEndian = big
        let rawKind = Int32(header[1])
        flags = header[2]
        let headerBase = header.baseAddress!.assumingMemoryBound(to: UInt8.self)
        func u32(_ at: Int) -> UInt32 { loadUInt32(headerBase + at, bigEndian: big) }
        serial = u32(8)
        let fieldsLength = Int(u32(12))
        bodyOffset = Self.fixedHeaderLength + ((fieldsLength + 7) & ~7)
        bodyLength = Int(u32(4))
        // Types this side does not know are read (and then ignored, as the specification
        // asks of receivers); libdbus reports them as signals, and so does this.
        kind = DBusMessage.Kind(rawValue: rawKind) ?? .signal
        rawType = rawKind
        guard rawKind != 0 else { throw .invalidArgs("a message of type 0") }
        guard length == bytes.count else { throw .invalidArgs("a message of \(bytes.count) bytes that says it has \(length)") }
        guard serial != 0 else { throw .invalidArgs("a message with serial 0") }
        try parseFields(length: fieldsLength, names: names, takeDescriptors: takeDescriptors)
        try checkRequiredFields()
        // The body, walked once: everything in it is valid from here on.
        var cursor = DBusWireCursor(message: self)
        while cursor.currentCode != nil { try cursor.skipValue() }
        guard cursor.position == bodyLength else {
            throw .invalidArgs("malformed message body: \(bodyLength - cursor.position) bytes after the last argument")
        }
    }

    deinit { Self.release(storage, fileDescriptors) }

    private static func release(_ storage: UnsafeMutableRawBufferPointer, _ fds: [Int32]) {
        storage.deallocate()
        for fd in fds { close(fd) }
    }

    nonisolated(unsafe) private static let emptySignature: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.pointee = 0
        return UnsafePointer(pointer)
    }()

    /// Reads the header fields (`a(yv)` from byte 12 on): each known field once, of its
    /// type and well formed; unknown fields are skipped, as the specification says.
    private func parseFields(length: Int, names: DBusWireNameCache?,
                             takeDescriptors: (Int) throws(DBusError) -> [Int32]) throws(DBusError) {
        let base = UnsafePointer(storage.baseAddress!.assumingMemoryBound(to: UInt8.self))
        guard Self.fixedHeaderLength + length <= bodyOffset, bodyOffset <= storage.count else {
            throw .invalidArgs("header fields past the end of the message")
        }
        // The padding after the fields must be zero.
        for i in (Self.fixedHeaderLength + length)..<bodyOffset where base[i] != 0 {
            throw .invalidArgs("nonzero padding after the header fields")
        }
        let fields = UnsafeRawBufferPointer(start: base + Self.fixedHeaderLength, count: bodyOffset - Self.fixedHeaderLength)
        if let names, let remembered = names.header, remembered.matches(fields, length: length, bigEndian: bigEndian) {
            names.headersReused += 1
            apply(remembered, base: base)
            fileDescriptors = try takeDescriptors(remembered.descriptorCount)
            return
        }
        var position = Self.fixedHeaderLength
        let end = Self.fixedHeaderLength + length
        var seen: UInt16 = 0
        var descriptorCount = 0
        func fail(_ what: String) -> DBusError { .invalidArgs("malformed header: \(what)") }
        /// Skips zero padding to a multiple of `alignment` (relative to the message's
        /// start), where `size` more bytes must follow within the fields.
        func pad(to alignment: Int, before size: Int) throws(DBusError) {
            let aligned = (position + alignment - 1) & ~(alignment - 1)
            guard aligned + size <= end else { throw fail("a field past the end") }
            while position < aligned {
                guard base[position] == 0 else { throw fail("nonzero padding") }
                position += 1
            }
        }
        while position < end {
            // Each field is a struct: 8-aligned, its code byte first.
            try pad(to: 8, before: 1)
            let code = base[position]
            position += 1
            // The variant's signature: one byte of length, the type, a NUL.
            guard position + 3 <= end else { throw fail("a field past the end") }
            let typeLength = Int(base[position])
            guard position + 1 + typeLength < end, base[position + 1 + typeLength] == 0 else {
                throw fail("a field's type past the end")
            }
            let type = typeLength == 1 ? base[position + 1] : 0
            let typeBytes = UnsafeBufferPointer(start: base + position + 1, count: typeLength)
            position += 2 + typeLength
            guard code != 0 else { throw fail("a field with code 0") }
            if code <= 10 {
                guard seen & (1 << code) == 0 else { throw fail("field \(code) twice") }
                seen |= 1 << code
            }
            let expected: UInt8
            switch code {
            case 1, 10: expected = UInt8(ascii: "o") // 10: the container instance (read, not used)
            case 2, 3, 4, 6, 7: expected = UInt8(ascii: "s")
            case 5, 9: expected = UInt8(ascii: "u")
            case 8: expected = UInt8(ascii: "g")
            default:
                // An unknown field: skip its value (any single complete type).
                guard typeLength > 0, DBusWireNames.isSignature(typeBytes),
                      DBusWireCursor.completeTypeEnd(typeBytes.baseAddress!, 0) == typeLength else {
                    throw fail("an unknown field of a malformed type")
                }
                position = try skipUnknownField(base: base, at: position, end: end, signature: typeBytes.baseAddress!,
                                                length: typeLength)
                continue
            }
            guard type == expected else { throw fail("field \(code) of type '\(String(decoding: typeBytes, as: UTF8.self))'") }
            switch expected {
            case UInt8(ascii: "u"):
                try pad(to: 4, before: 4)
                let value = loadUInt32(base + position, bigEndian: bigEndian)
                position += 4
                if code == 5 {
                    guard value != 0 else { throw fail("reply serial 0") }
                    replySerial = value
                } else {
                    descriptorCount = Int(value)
                    fileDescriptors = try takeDescriptors(descriptorCount)
                }
            default:
                let stringLength: Int
                if expected == UInt8(ascii: "g") {
                    stringLength = Int(base[position])
                    position += 1
                } else {
                    try pad(to: 4, before: 4)
                    stringLength = Int(loadUInt32(base + position, bigEndian: bigEndian))
                    position += 4
                }
                guard stringLength < end - position, base[position + stringLength] == 0 else {
                    throw fail("a field's string past the end")
                }
                let text = UnsafeBufferPointer(start: base + position, count: stringLength)
                guard strlen(UnsafeRawPointer(base + position).assumingMemoryBound(to: CChar.self)) == stringLength else {
                    throw fail("a field containing NUL")
                }
                position += stringLength + 1
                let chars = UnsafeRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self)
                /// Checks the field with `valid` (and that it is not `reserved`), unless it
                /// is what the connection's last messages carried there.
                func check(_ what: String, _ valid: (UnsafeBufferPointer<UInt8>) -> Bool,
                           remembered entry: DBusWireNameCache.Entry? = nil, reserved: String? = nil) throws(DBusError) {
                    if let entry, entry.matches(text) { return }
                    guard valid(text) else { throw fail("a malformed \(what)") }
                    // libdbus compares the reserved name with the start of the value
                    // (`_dbus_string_equal_substring` over the reserved name's length), so
                    // it refuses every path or interface that begins with it — also
                    // `/org/freedesktop/DBus/Localdow/1` — and so must we (found by
                    // fuzz-dbus-values).
                    if let reserved, strncmp(chars, reserved, strlen(reserved)) == 0 {
                        throw fail("the reserved local \(what)")
                    }
                    entry?.remember(text)
                }
                switch code {
                case 10: try check("container instance", DBusWireNames.isObjectPath)
                case 1:
                    try check("path", DBusWireNames.isObjectPath, remembered: names?.path, reserved: "/org/freedesktop/DBus/Local")
                    path = chars
                case 2:
                    try check("interface name", DBusWireNames.isInterface, remembered: names?.interface,
                              reserved: "org.freedesktop.DBus.Local")
                    interface = chars
                case 3:
                    try check("member name", DBusWireNames.isMember, remembered: names?.member)
                    member = chars
                case 4:
                    try check("error name", DBusWireNames.isErrorName)
                    errorName = chars
                case 6:
                    try check("destination", DBusWireNames.isBusName)
                    destination = chars
                case 7:
                    try check("sender", DBusWireNames.isBusName)
                    sender = chars
                default: // 8
                    try check("signature", DBusWireNames.isSignature, remembered: names?.signature)
                    signaturePointer = text.baseAddress!
                    self.signatureLength = stringLength
                }
            }
        }
        guard position == end else { throw fail("fields past their declared length") }
        if seen & (1 << 9) == 0 { fileDescriptors = try takeDescriptors(0) }
        names?.header = DBusWireNameCache.Header(fields, length: length, base: base, of: self, descriptorCount: descriptorCount)
    }

    /// Takes the header fields' values from `header`, remembered from a message whose
    /// fields were these same bytes: the same offsets in this message's storage.
    private func apply(_ header: DBusWireNameCache.Header, base: UnsafePointer<UInt8>) {
        func chars(_ offset: Int) -> UnsafePointer<CChar>? {
            offset < 0 ? nil : UnsafeRawPointer(base + offset).assumingMemoryBound(to: CChar.self)
        }
        path = chars(header.path)
        interface = chars(header.interface)
        member = chars(header.member)
        errorName = chars(header.errorName)
        destination = chars(header.destination)
        sender = chars(header.sender)
        replySerial = header.replySerial
        if header.signature >= 0 {
            signaturePointer = base + header.signature
            signatureLength = header.signatureLength
        }
    }

    /// Skips an unknown header field's value of type `signature` (checked like a body).
    private func skipUnknownField(base: UnsafePointer<UInt8>, at position: Int, end: Int,
                                  signature: UnsafePointer<UInt8>, length: Int) throws(DBusError) -> Int {
        // A header is read like a body that starts at the message's first byte.
        var cursor = DBusWireCursor(base: base, bigEndian: bigEndian, message: self, position: position, end: end,
                                    signature: signature, signatureLength: length)
        try cursor.skipValue()
        return cursor.position
    }

    private func checkRequiredFields() throws(DBusError) {
        if bodyLength > 0, signatureLength == 0 { throw .invalidArgs("a body without a signature") }
        guard isKnownKind else { return }
        switch kind {
        case .methodCall:
            guard path != nil, member != nil else { throw .invalidArgs("a method call without a path or member") }
        case .signal:
            guard path != nil, interface != nil, member != nil else {
                throw .invalidArgs("a signal without a path, interface or member")
            }
        case .error:
            guard errorName != nil, replySerial != 0 else { throw .invalidArgs("an error without a name or reply serial") }
        case .methodReturn:
            guard replySerial != 0 else { throw .invalidArgs("a method return without a reply serial") }
        }
    }
}

/// The names a connection's messages carried last, already checked, and the last
/// header's fields as a whole: a client sends the same path, interface and signature
/// frame after frame, and checking them again is most of what parsing a header costs.
/// One per connection (what it remembers comes from that peer's messages alone).
package final class DBusWireNameCache {
    package init() {}

    /// One remembered name, compared with `memcmp`.
    final class Entry {
        private var bytes: [UInt8] = []

        func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !bytes.isEmpty, bytes.count == text.count else { return false }
            return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, text.baseAddress!, text.count) == 0 }
        }

        func remember(_ text: UnsafeBufferPointer<UInt8>) { bytes = Array(text) }
    }

    let path = Entry()
    let interface = Entry()
    let member = Entry()
    let signature = Entry()

    /// The last message's header fields, byte for byte, and what reading them found: a
    /// message whose fields (with their padding, in the same byte order, of the same
    /// declared length — which the padding can hide) are the same bytes has the same
    /// fields at the same offsets and passes the same checks — a
    /// client calls `Commit` on one window frame after frame, and only its serial (in
    /// the fixed header, not in the fields) changes. Set only after the fields were
    /// read and found valid.
    var header: Header?
    /// Messages whose header fields were taken from ``header`` (for tests).
    package fileprivate(set) var headersReused = 0

    /// A class, so that taking it out of the cache for each message is one reference.
    final class Header {
        private let bytes: [UInt8]
        private let length: Int
        private let bigEndian: Bool
        /// Offsets from the message's start (-1: no such field).
        let path: Int, interface: Int, member: Int, errorName: Int, destination: Int, sender: Int, signature: Int
        let signatureLength: Int
        let replySerial: UInt32
        /// The Unix fds the header declares (0 without the field).
        let descriptorCount: Int

        init(_ fields: UnsafeRawBufferPointer, length: Int, base: UnsafePointer<UInt8>, of message: DBusWireMessage,
             descriptorCount: Int) {
            self.length = length
            func offset(_ pointer: UnsafeRawPointer?) -> Int { pointer.map { $0 - UnsafeRawPointer(base) } ?? -1 }
            bytes = Array(fields)
            bigEndian = message.bigEndian
            path = offset(message.path)
            interface = offset(message.interface)
            member = offset(message.member)
            errorName = offset(message.errorName)
            destination = offset(message.destination)
            sender = offset(message.sender)
            signature = message.signatureLength > 0 ? offset(message.signaturePointer) : -1
            signatureLength = message.signatureLength
            replySerial = message.replySerial
            self.descriptorCount = descriptorCount
        }

        /// Whether `fields` (from the end of the fixed header to the body) are these
        /// bytes, declared as `length` bytes long, in the byte order `bigEndian`.
        func matches(_ fields: UnsafeRawBufferPointer, length: Int, bigEndian: Bool) -> Bool {
            guard length == self.length, bigEndian == self.bigEndian, fields.count == bytes.count else { return false }
            guard !fields.isEmpty else { return true }
            return bytes.withUnsafeBytes { memcmp($0.baseAddress!, fields.baseAddress!, fields.count) == 0 }
        }
    }
}

/// A 32-bit integer at `pointer` in the given byte order (any alignment).
@inline(__always)
func loadUInt32(_ pointer: UnsafePointer<UInt8>, bigEndian: Bool) -> UInt32 {
    let value = UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
    return bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value)
}
