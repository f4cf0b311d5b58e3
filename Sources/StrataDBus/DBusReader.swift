internal import CDBus
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// Reads values from a message body: a `DBusMessageIter` opened for reading, or for a
/// message read without libdbus, a ``DBusWireCursor`` over its bytes.
/// Every read checks the type at the current position and throws `InvalidArgs`
/// on a mismatch, so a client's malformed arguments never crash the reader.
public struct DBusReader {
    let iter: UnsafeMutablePointer<DBusMessageIter>?
    var wire: DBusWireCursor?
    /// Whether the whole body's signature was already compared with the types being
    /// read (``DBusMessage/decode(_:)-(repeat(each T).Type)`` and its overloads do so
    /// before reading). Containers then skip their own signature comparison, which
    /// asks libdbus for a freshly allocated and validated copy of the signature at every
    /// array and struct: the per-commit cost of the daemon's damage list. The type code
    /// of every value is still checked as it is read.
    var signatureChecked = false

    init(iter: UnsafeMutablePointer<DBusMessageIter>, signatureChecked: Bool = false) {
        self.iter = iter
        wire = nil
        self.signatureChecked = signatureChecked
    }

    init(wire: DBusWireCursor, signatureChecked: Bool = false) {
        iter = nil
        self.wire = wire
        self.signatureChecked = signatureChecked
    }

    /// The type code at the current position, or `nil` at the end.
    var currentCode: UInt8? {
        if let wire { return wire.currentCode }
        let code = dbus_message_iter_get_arg_type(iter)
        return code == 0 ? nil : UInt8(truncatingIfNeeded: code) // DBUS_TYPE_INVALID is 0
    }

    /// Whether every value has been read.
    public var isAtEnd: Bool { currentCode == nil }

    /// The signature of the value at the current position.
    public var currentSignature: DBusSignature {
        if let wire { return DBusSignature(wire.currentSignature) }
        guard let chars = dbus_message_iter_get_signature(iter) else { return "" }
        defer { dbus_free(chars) }
        return DBusSignature(String(cString: chars))
    }

    /// Reads a value of a Swift type.
    @inlinable
    public mutating func read<T: DBusDecodable>(_ type: T.Type = T.self) throws(DBusError) -> T {
        try T(from: &self)
    }

    private mutating func expect(_ code: UInt8) throws(DBusError) {
        guard let found = currentCode else {
            throw .invalidArgs("expected a value of type '\(UnicodeScalar(code))', found the end of the arguments")
        }
        guard found == code else {
            throw .invalidArgs("expected a value of type '\(UnicodeScalar(code))', found '\(currentSignature)'")
        }
    }

    mutating func readFixed<S: BitwiseCopyable>(_ code: UInt8, _ zero: S) throws(DBusError) -> S {
        if wire != nil {
            var bits = try wire!.fixedBits(code)
            if code == UInt8(ascii: "h") {
                // As libdbus does: the reader gets its own duplicate of the descriptor.
                let fds = wire!.message.fileDescriptors
                guard bits < UInt64(fds.count) else { throw .invalidArgs("a descriptor index out of range") }
                bits = UInt64(UInt32(bitPattern: fcntl(fds[Int(bits)], F_DUPFD_CLOEXEC, 0)))
            }
            // `S` is as wide as the wire value (1, 2, 4 or 8 bytes): its low bytes.
            #if _endian(little)
            return withUnsafeBytes(of: bits) { $0.loadUnaligned(as: S.self) }
            #else
            var value = zero
            withUnsafeMutableBytes(of: &value) { bytes in
                for i in 0..<bytes.count { bytes[i] = UInt8(truncatingIfNeeded: bits >> UInt64(8 * i)) }
            }
            return value
            #endif
        }
        try expect(code)
        var value = zero
        dbus_message_iter_get_basic(iter, &value)
        dbus_message_iter_next(iter)
        return value
    }

    mutating func readString(_ code: UInt8) throws(DBusError) -> String {
        if wire != nil { return String(decoding: try wire!.stringBytes(code), as: UTF8.self) }
        try expect(code)
        var chars: UnsafePointer<CChar>? = nil
        dbus_message_iter_get_basic(iter, &chars)
        dbus_message_iter_next(iter)
        return chars.map { String(cString: $0) } ?? ""
    }

    private mutating func recurse(_ code: UInt8, _ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        if wire != nil {
            let checked = signatureChecked
            try wire!.recurse(code) { (sub: inout DBusWireCursor) throws(DBusError) in
                var reader = DBusReader(wire: sub, signatureChecked: checked)
                try body(&reader)
                sub = reader.wire!
            }
            return
        }
        try expect(code)
        try withUnsafeTemporaryAllocation(of: DBusMessageIter.self, capacity: 1) { (buffer) throws(DBusError) in
            let sub = buffer.baseAddress!
            dbus_message_iter_recurse(iter, sub)
            var reader = DBusReader(iter: sub, signatureChecked: signatureChecked)
            try body(&reader)
        }
        dbus_message_iter_next(iter)
    }

    /// Reads an array of `element`s, calling `body` once per element with a reader positioned on it.
    public mutating func readArray(element: DBusSignature,
                                   _ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        try expectArray(of: element)
        try recurse(UInt8(ascii: "a")) { (sub: inout DBusReader) throws(DBusError) in
            while !sub.isAtEnd { try body(&sub) }
        }
    }

    /// Reads at most `maximumCount` elements of an array of `element`s, calling `body`
    /// once per element; the rest of a longer array is skipped unread (in constant
    /// time). Returns whether every element was read.
    public mutating func readArray(element: DBusSignature, maximumCount: Int,
                                   _ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) -> Bool {
        try expectArray(of: element)
        var complete = true
        try recurse(UInt8(ascii: "a")) { (sub: inout DBusReader) throws(DBusError) in
            var count = 0
            while !sub.isAtEnd {
                guard count < maximumCount else {
                    complete = false
                    return
                }
                try body(&sub)
                count += 1
            }
        }
        return complete
    }

    /// Reads an array of bytes (`ay`) in one copy, not value by value: the same value and
    /// the same errors as reading it as `[UInt8]` element by element.
    public mutating func readByteArray() throws(DBusError) -> [UInt8] {
        try expectArray(of: "y")
        var result: [UInt8] = []
        if wire != nil {
            try wire!.recurse(UInt8(ascii: "a")) { (array: inout DBusWireCursor) throws(DBusError) in
                result = Array(UnsafeBufferPointer(start: array.base + array.position, count: array.end - array.position))
                array.position = array.end
            }
            return result
        }
        try recurse(UInt8(ascii: "a")) { (array: inout DBusReader) throws(DBusError) in
            var elements: UnsafePointer<UInt8>? = nil
            var count: Int32 = 0
            withUnsafeMutablePointer(to: &elements) { dbus_message_iter_get_fixed_array(array.iter, $0, &count) }
            if let elements, count > 0 { result = Array(UnsafeBufferPointer(start: elements, count: Int(count))) }
        }
        return result
    }

    /// Reads an array of structs of `fields` 32-bit signed integers (`a(ii…)`, such as a
    /// list of rectangles), calling `body` with each struct's fields in order; after
    /// `maximumCount` structs the rest is skipped unread, as
    /// ``readArray(element:maximumCount:_:)`` does. Returns whether every struct was read.
    ///
    /// The same values and errors as reading each struct with ``readStruct(signature:_:)``;
    /// for a message read without libdbus, one pass over the bytes without a reader per
    /// struct (the daemon's damage list, at every commit).
    public mutating func readInt32Structs(fields: Int, maximumCount: Int,
                                          _ body: (UnsafeBufferPointer<Int32>) -> Void) throws(DBusError) -> Bool {
        if wire != nil { return try wire!.int32Structs(fields: fields, maximumCount: maximumCount, body) }
        let structure = DBusSignature("(" + String(repeating: "i", count: fields) + ")")
        var values = [Int32](repeating: 0, count: fields)
        return try readArray(element: structure, maximumCount: maximumCount) { (element: inout DBusReader) throws(DBusError) in
            try element.readStruct(signature: structure) { (fieldsReader: inout DBusReader) throws(DBusError) in
                for i in 0..<fields { values[i] = try fieldsReader.read(Int32.self) }
            }
            values.withUnsafeBufferPointer { body($0) }
        }
    }

    /// Throws `InvalidArgs` unless the value here is an array of `element`s (only its
    /// type code when the body's signature was checked already).
    private func expectArray(of element: DBusSignature) throws(DBusError) {
        if signatureChecked, currentCode == UInt8(ascii: "a") { return }
        let found = currentSignature
        guard currentCode == UInt8(ascii: "a"), found.rawValue == "a" + element.rawValue else {
            throw .invalidArgs("expected a value of type 'a\(element)', found '\(found)'")
        }
    }

    /// Reads a struct of type `signature`; `body` reads its fields.
    public mutating func readStruct(signature: DBusSignature,
                                    _ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        if !signatureChecked || currentCode != UInt8(ascii: "r") {
            let found = currentSignature
            guard found == signature else { throw .invalidArgs("expected a value of type '\(signature)', found '\(found)'") }
        }
        try recurse(UInt8(ascii: "r"), body)
    }

    /// Reads one dictionary entry; `body` reads key and value.
    public mutating func readDictEntry(_ body: (inout DBusReader) throws(DBusError) -> Void) throws(DBusError) {
        try recurse(UInt8(ascii: "e"), body)
    }

    /// Reads the value at the current position, whatever its type.
    public mutating func readValue() throws(DBusError) -> DBusValue {
        guard let code = currentCode else { throw .invalidArgs("expected a value, found the end of the arguments") }
        switch UnicodeScalar(code) {
        case "y": return .byte(try read())
        case "b": return .boolean(try read())
        case "n": return .int16(try read())
        case "q": return .uint16(try read())
        case "i": return .int32(try read())
        case "u": return .uint32(try read())
        case "x": return .int64(try read())
        case "t": return .uint64(try read())
        case "d": return .double(try read())
        case "s": return .string(try read())
        case "o": return .objectPath(try read())
        case "g": return .signature(try read())
        case "h": return .unixFD(try OwnedFileDescriptor(from: &self))
        case "v":
            var inner: DBusValue?
            try recurse(code) { (sub: inout DBusReader) throws(DBusError) in inner = try sub.readValue() }
            guard let inner else { throw .invalidArgs("empty variant") }
            return .variant(inner)
        case "r":
            var fields: [DBusValue] = []
            try recurse(code) { (sub: inout DBusReader) throws(DBusError) in
                while !sub.isAtEnd { fields.append(try sub.readValue()) }
            }
            return .structure(fields)
        case "a":
            let signature = String(currentSignature.rawValue.dropFirst())
            if signature.hasPrefix("{") {
                let inner = splitSignature(String(signature.dropFirst().dropLast()))
                guard inner.count == 2 else { throw .invalidArgs("malformed dictionary type a\(signature)") }
                var entries: [DBusDictionaryEntry] = []
                try recurse(code) { (sub: inout DBusReader) throws(DBusError) in
                    while !sub.isAtEnd {
                        try sub.readDictEntry { (e: inout DBusReader) throws(DBusError) in
                            entries.append(DBusDictionaryEntry(key: try e.readValue(), value: try e.readValue()))
                        }
                    }
                }
                return .dictionary(key: DBusSignature(inner[0]), value: DBusSignature(inner[1]), entries)
            }
            var items: [DBusValue] = []
            try recurse(code) { (sub: inout DBusReader) throws(DBusError) in
                while !sub.isAtEnd { items.append(try sub.readValue()) }
            }
            return .array(element: DBusSignature(signature), items)
        default:
            throw .invalidArgs("unsupported D-Bus type '\(UnicodeScalar(code))'")
        }
    }
}
