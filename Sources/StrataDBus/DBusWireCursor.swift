#if canImport(Glibc)
import Glibc
#endif

/// A position in a message body in D-Bus wire form, read without libdbus: the body's
/// bytes, the signature that describes them, and the container being read (the body
/// itself, a struct, a dict entry, a variant or an array).
///
/// Every read checks what the D-Bus specification requires of a valid message — the
/// type code against the signature, bounds, alignment padding of zero bytes, booleans
/// 0 or 1, strings in UTF-8 without NUL and NUL-terminated, object paths and
/// signatures well formed, array lengths within 64 MiB, nesting at most 64 deep — and
/// throws `InvalidArgs` otherwise. It never reads outside the body.
///
/// The bytes and signatures belong to a ``DBusWireMessage``, which outlives its cursors.
struct DBusWireCursor {
    /// The body's first byte (alignment is counted from here; a body starts 8-aligned).
    let base: UnsafePointer<UInt8>
    let bigEndian: Bool
    /// The message this body belongs to (its fds, for `h`).
    /// Unowned and unchecked: a cursor lives only while its message's body is being read.
    unowned(unsafe) let message: DBusWireMessage
    /// The next byte to read.
    var position: Int
    /// One past the last byte of this container (the array's data, or the body).
    let end: Int
    /// The signature this container's values follow, and where in it reading is.
    let signature: UnsafePointer<UInt8>
    var signaturePosition: Int
    let signatureStart: Int
    let signatureEnd: Int
    /// An array repeats its element type until its data ends.
    let isArray: Bool
    let depth: Int

    static let maximumArrayLength = 64 << 20
    static let maximumDepth = 64

    /// A cursor over a whole body.
    init(message: DBusWireMessage) {
        self.init(base: message.bodyPointer, bigEndian: message.bigEndian, message: message, position: 0,
                  end: message.bodyLength, signature: message.signaturePointer, start: 0,
                  signatureEnd: message.signatureLength, isArray: false, depth: 0)
    }

    /// A cursor over one value of type `signature` at `position` of `base` (a header
    /// field of a type the specification does not define).
    init(base: UnsafePointer<UInt8>, bigEndian: Bool, message: DBusWireMessage, position: Int, end: Int,
         signature: UnsafePointer<UInt8>, signatureLength: Int) {
        self.init(base: base, bigEndian: bigEndian, message: message, position: position, end: end,
                  signature: signature, start: 0, signatureEnd: signatureLength, isArray: false, depth: 1)
    }

    /// A cursor on a container's contents, from where `parent` is.
    private init(parent: DBusWireCursor, end: Int, signature: UnsafePointer<UInt8>, start: Int, signatureEnd: Int,
                 isArray: Bool) {
        self.init(base: parent.base, bigEndian: parent.bigEndian, message: parent.message, position: parent.position,
                  end: end, signature: signature, start: start, signatureEnd: signatureEnd, isArray: isArray,
                  depth: parent.depth + 1)
    }

    private init(base: UnsafePointer<UInt8>, bigEndian: Bool, message: DBusWireMessage, position: Int, end: Int,
                 signature: UnsafePointer<UInt8>, start: Int, signatureEnd: Int, isArray: Bool, depth: Int) {
        self.base = base
        self.bigEndian = bigEndian
        self.message = message
        self.position = position
        self.end = end
        self.signature = signature
        signaturePosition = start
        signatureStart = start
        self.signatureEnd = signatureEnd
        self.isArray = isArray
        self.depth = depth
    }

    // MARK: Where we are

    /// The signature index of the value at the current position (an array's next
    /// element starts its element type again), or `nil` at the end of the container.
    private var typeIndex: Int? {
        if isArray {
            guard position < end else { return nil }
            return signaturePosition == signatureEnd ? signatureStart : signaturePosition
        }
        return signaturePosition < signatureEnd ? signaturePosition : nil
    }

    /// The type code at the current position as libdbus reports it (`r` for a struct,
    /// `e` for a dict entry), or `nil` at the end.
    var currentCode: UInt8? {
        guard let index = typeIndex else { return nil }
        switch signature[index] {
        case UInt8(ascii: "("): return UInt8(ascii: "r")
        case UInt8(ascii: "{"): return UInt8(ascii: "e")
        case let code: return code
        }
    }

    /// The complete type at the current position.
    var currentSignature: String {
        guard let index = typeIndex else { return "" }
        let end = Self.completeTypeEnd(signature, index)
        return String(decoding: UnsafeBufferPointer(start: signature + index, count: end - index), as: UTF8.self)
    }

    /// Where the complete type starting at `index` ends (the signature is valid).
    static func completeTypeEnd(_ signature: UnsafePointer<UInt8>, _ index: Int) -> Int {
        var i = index
        while signature[i] == UInt8(ascii: "a") { i += 1 }
        let code = signature[i]
        guard code == UInt8(ascii: "(") || code == UInt8(ascii: "{") else { return i + 1 }
        var open = 0
        repeat {
            switch signature[i] {
            case UInt8(ascii: "("), UInt8(ascii: "{"): open += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"): open -= 1
            default: break
            }
            i += 1
        } while open > 0
        return i
    }

    /// Alignment of the values of a type code.
    static func alignment(of code: UInt8) -> Int {
        switch code {
        case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "v"): return 1
        case UInt8(ascii: "n"), UInt8(ascii: "q"): return 2
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"), UInt8(ascii: "("), UInt8(ascii: "{"),
             UInt8(ascii: "r"), UInt8(ascii: "e"): return 8
        default: return 4
        }
    }

    // MARK: Reading bytes

    private func fail(_ what: String) -> DBusError {
        .invalidArgs("malformed message body: \(what) at byte \(position)")
    }

    /// Skips padding to a multiple of `n`; padding must be zero.
    @inline(__always)
    mutating func align(_ n: Int) throws(DBusError) {
        let aligned = (position + n - 1) & ~(n - 1)
        if aligned == position { return }
        guard aligned <= end else { throw fail("padding past the end") }
        while position < aligned {
            guard base[position] == 0 else { throw fail("nonzero padding") }
            position += 1
        }
    }

    /// Reads `size` bytes as an unsigned integer in the message's byte order.
    mutating func integer(_ size: Int) throws(DBusError) -> UInt64 {
        try align(size)
        guard end - position >= size else { throw fail("a value past the end") }
        let pointer = UnsafeRawPointer(base + position)
        position += size
        switch size {
        case 1: return UInt64(pointer.load(as: UInt8.self))
        case 2:
            let value = pointer.loadUnaligned(as: UInt16.self)
            return UInt64(bigEndian ? UInt16(bigEndian: value) : UInt16(littleEndian: value))
        case 4:
            let value = pointer.loadUnaligned(as: UInt32.self)
            return UInt64(bigEndian ? UInt32(bigEndian: value) : UInt32(littleEndian: value))
        default:
            let value = pointer.loadUnaligned(as: UInt64.self)
            return bigEndian ? UInt64(bigEndian: value) : UInt64(littleEndian: value)
        }
    }

    /// Moves past the complete type just read.
    private mutating func finishValue(at index: Int) {
        signaturePosition = Self.completeTypeEnd(signature, index)
    }

    /// The type index of a value of `code`, or `InvalidArgs` naming what is there.
    private func expect(_ code: UInt8) throws(DBusError) -> Int {
        guard let index = typeIndex else {
            throw .invalidArgs("expected a value of type '\(UnicodeScalar(code))', found the end of the arguments")
        }
        guard currentCode == code else {
            throw .invalidArgs("expected a value of type '\(UnicodeScalar(code))', found '\(currentSignature)'")
        }
        return index
    }

    // MARK: Basic values

    /// A fixed-size value (`y b n q i u x t d h`) as its raw bits; `h` gives the index
    /// into the message's descriptors, `b` is checked to be 0 or 1.
    mutating func fixedBits(_ code: UInt8) throws(DBusError) -> UInt64 {
        let index = try expect(code)
        let size: Int
        switch code {
        case UInt8(ascii: "y"): size = 1
        case UInt8(ascii: "n"), UInt8(ascii: "q"): size = 2
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"): size = 8
        default: size = 4
        }
        let bits = try integer(size)
        if code == UInt8(ascii: "b"), bits > 1 { throw fail("a boolean that is neither 0 nor 1") }
        finishValue(at: index)
        return bits
    }

    /// A string-like value (`s o g`) as its bytes (valid UTF-8, no NUL; an object path
    /// or signature well formed).
    mutating func stringBytes(_ code: UInt8) throws(DBusError) -> UnsafeBufferPointer<UInt8> {
        let index = try expect(code)
        let bytes = try readStringBytes(code)
        finishValue(at: index)
        return bytes
    }

    private mutating func readStringBytes(_ code: UInt8) throws(DBusError) -> UnsafeBufferPointer<UInt8> {
        let length = code == UInt8(ascii: "g") ? Int(try integer(1)) : Int(try integer(4))
        guard length < end - position else { throw fail("a string past the end") }
        let start = base + position
        guard start[length] == 0 else { throw fail("a string without its terminating NUL") }
        let bytes = UnsafeBufferPointer(start: start, count: length)
        try Self.checkString(bytes, code) { fail($0) }
        position += length + 1
        return bytes
    }

    /// Checks a string's bytes as the D-Bus type `code` requires.
    static func checkString(_ bytes: UnsafeBufferPointer<UInt8>, _ code: UInt8,
                            _ fail: (String) -> DBusError) throws(DBusError) {
        guard !bytes.contains(0) else { throw fail("a string containing NUL") }
        switch code {
        case UInt8(ascii: "o"):
            guard DBusWireNames.isObjectPath(bytes) else { throw fail("a malformed object path") }
        case UInt8(ascii: "g"):
            guard DBusWireNames.isSignature(bytes) else { throw fail("a malformed signature") }
        default:
            guard DBusWireNames.isUTF8(bytes) else { throw fail("a string that is not UTF-8") }
        }
    }

    // MARK: Containers

    /// Reads the container at the current position (`a`, `r`, `e` or `v`), calling `body`
    /// with a cursor on its contents. Whatever `body` leaves unread is still checked
    /// (and skipped), so the value is valid as a whole.
    mutating func recurse(_ code: UInt8, _ body: (inout DBusWireCursor) throws(DBusError) -> Void) throws(DBusError) {
        let index = try expect(code)
        guard depth < Self.maximumDepth else { throw fail("containers nested too deep") }
        switch code {
        case UInt8(ascii: "a"):
            let length = Int(try integer(4))
            guard length <= Self.maximumArrayLength else { throw fail("an array longer than 64 MiB") }
            let element = index + 1
            try align(Self.alignment(of: signature[element]))
            guard length <= end - position else { throw fail("an array past the end") }
            let typeEnd = Self.completeTypeEnd(signature, index)
            var sub = DBusWireCursor(parent: self, end: position + length, signature: signature, start: element,
                                     signatureEnd: typeEnd, isArray: true)
            try body(&sub)
            try sub.skipPlainElements()
            while sub.currentCode != nil { try sub.skipValue() }
            guard sub.position == sub.end else { throw fail("an array whose elements overrun it") }
            position = sub.end
            signaturePosition = typeEnd
        case UInt8(ascii: "r"), UInt8(ascii: "e"):
            try align(8)
            let typeEnd = Self.completeTypeEnd(signature, index)
            var sub = DBusWireCursor(parent: self, end: end, signature: signature, start: index + 1,
                                     signatureEnd: typeEnd - 1, isArray: false)
            try body(&sub)
            while sub.currentCode != nil { try sub.skipValue() }
            position = sub.position
            signaturePosition = typeEnd
        case UInt8(ascii: "v"):
            let inner = try readStringBytes(UInt8(ascii: "g"))
            guard let first = inner.baseAddress, !inner.isEmpty,
                  Self.completeTypeEnd(first, 0) == inner.count else {
                throw fail("a variant whose signature is not one complete type")
            }
            var sub = DBusWireCursor(parent: self, end: end, signature: first, start: 0,
                                     signatureEnd: inner.count, isArray: false)
            try body(&sub)
            while sub.currentCode != nil { try sub.skipValue() }
            position = sub.position
            signaturePosition = index + 1
        default:
            throw .invalidArgs("'\(UnicodeScalar(code))' is not a container type")
        }
    }

    /// Reads an array of structs of `fields` 32-bit signed integers (`a(ii…)`) in one
    /// pass, calling `body` with each struct's fields; after `maximumCount` structs the
    /// rest is checked and skipped. Returns whether every struct was passed to `body`.
    /// The same checks as reading each struct through ``recurse(_:_:)``: the type, the
    /// length, and zero padding before the first struct and between structs.
    mutating func int32Structs(fields: Int, maximumCount: Int,
                               _ body: (UnsafeBufferPointer<Int32>) -> Void) throws(DBusError) -> Bool {
        precondition(fields > 0 && fields <= 16, "int32Structs: 1 to 16 fields")
        let index = try expect(UInt8(ascii: "a"))
        let typeEnd = Self.completeTypeEnd(signature, index)
        // Exactly "a(" + fields × "i" + ")".
        guard typeEnd - index == fields + 3, signature[index + 1] == UInt8(ascii: "("),
              signature[typeEnd - 1] == UInt8(ascii: ")"),
              (index + 2 ..< typeEnd - 1).allSatisfy({ signature[$0] == UInt8(ascii: "i") }) else {
            throw .invalidArgs("expected a value of type 'a(\(String(repeating: "i", count: fields)))', found '\(currentSignature)'")
        }
        let size = 4 * fields
        var complete = true
        // `recurse` reads and checks the array's length and start, and after `body` checks
        // and skips what is left (the structs past `maximumCount`: plain values).
        try recurse(UInt8(ascii: "a")) { (array: inout DBusWireCursor) throws(DBusError) in
            guard array.position < array.end else { return }
            guard array.depth < Self.maximumDepth else { throw array.fail("containers nested too deep") }
            try withUnsafeTemporaryAllocation(of: Int32.self, capacity: fields) { (values) throws(DBusError) in
                var count = 0
                while array.position < array.end, count < maximumCount {
                    try array.moveToStruct(of: size, before: array.end)
                    for field in 0..<fields {
                        values[field] = Int32(bitPattern: loadUInt32(array.base + array.position + 4 * field,
                                                                     bigEndian: array.bigEndian))
                    }
                    body(UnsafeBufferPointer(values))
                    array.position += size
                    count += 1
                }
            }
            complete = array.position == array.end
        }
        return complete
    }

    /// Moves to the next struct of `size` bytes in an array whose data ends at `arrayEnd`:
    /// structs start 8-aligned, after zero padding, and must fit in the array.
    private mutating func moveToStruct(of size: Int, before arrayEnd: Int) throws(DBusError) {
        let aligned = (position + 7) & ~7
        guard aligned + size <= arrayEnd else { throw fail("an array whose elements overrun it") }
        while position < aligned {
            guard base[position] == 0 else { throw fail("nonzero padding") }
            position += 1
        }
    }

    /// In an array of plain fixed-size values — `y n q i u x t d`, or structs of `i` and
    /// `u` — checks and skips the remaining elements at once: any bits are valid values
    /// of those types, so only the length and the zero padding between structs are left
    /// to check. (An array of bytes would otherwise be walked byte by byte.) Booleans
    /// (0 or 1) and descriptors (an index) are not plain, and are read one by one.
    mutating func skipPlainElements() throws(DBusError) {
        guard isArray, position < end, signaturePosition == signatureEnd || signaturePosition == signatureStart else { return }
        let first = signature[signatureStart]
        let size: Int
        switch first {
        case UInt8(ascii: "y"): size = 1
        case UInt8(ascii: "n"), UInt8(ascii: "q"): size = 2
        case UInt8(ascii: "i"), UInt8(ascii: "u"): size = 4
        case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"): size = 8
        case UInt8(ascii: "("):
            let fields = signatureEnd - signatureStart - 2
            // (Too deep for a struct: left to `recurse`, which says so.)
            guard depth < Self.maximumDepth, fields > 0, (signatureStart + 1 ..< signatureEnd - 1).allSatisfy({
                signature[$0] == UInt8(ascii: "i") || signature[$0] == UInt8(ascii: "u")
            }) else { return }
            let structSize = 4 * fields
            while position < end {
                try moveToStruct(of: structSize, before: end)
                position += structSize
            }
            signaturePosition = signatureEnd
            return
        default:
            return
        }
        // Elements of a basic type are their alignment's size: no padding between them.
        guard (end - position) % size == 0 else { throw fail("an array whose elements overrun it") }
        position = end
        signaturePosition = signatureEnd
    }

    /// Checks and skips the value at the current position.
    mutating func skipValue() throws(DBusError) {
        guard let code = currentCode else { throw fail("no value to skip") }
        switch code {
        case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
            _ = try stringBytes(code)
        case UInt8(ascii: "a"), UInt8(ascii: "r"), UInt8(ascii: "e"), UInt8(ascii: "v"):
            try recurse(code) { (_: inout DBusWireCursor) throws(DBusError) in }
        case UInt8(ascii: "h"):
            let index = try fixedBits(code)
            guard index < message.fileDescriptors.count else { throw fail("a descriptor index out of range") }
        default:
            _ = try fixedBits(code)
        }
    }
}
