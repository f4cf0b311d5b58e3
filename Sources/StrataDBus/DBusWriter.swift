internal import CDBus
import StrataSystem

/// Appends values to a message body (a `DBusMessageIter` opened for appending).
/// Containers are written through closures that receive a writer for their contents.
///
/// libdbus aborts the process on malformed input (a bad signature, an element that
/// does not match its array's type), so everything is checked here first and a
/// mismatch throws `InvalidArgs` instead.
public struct DBusWriter {
    let iter: UnsafeMutablePointer<DBusMessageIter>

    /// Appends any value that has a D-Bus encoding.
    public mutating func append<T: DBusEncodable>(_ value: T) throws(DBusError) {
        try value.encode(to: &self)
    }

    mutating func appendFixed<S: BitwiseCopyable>(_ code: UInt8, _ value: S) throws(DBusError) {
        var copy = value
        guard dbus_message_iter_append_basic(iter, Int32(code), &copy) != 0 else {
            throw .failed("out of memory appending a value of type '\(UnicodeScalar(code))'")
        }
    }

    mutating func appendString(_ code: UInt8, _ value: String) throws(DBusError) {
        // libdbus takes a C string: a NUL would silently end the value there.
        guard !value.utf8.contains(0) else {
            throw .invalidArgs("a D-Bus string of type '\(UnicodeScalar(code))' cannot contain NUL")
        }
        if code == UInt8(ascii: "o"), !DBusObjectPath.isValid(value) {
            throw .invalidArgs("'\(value)' is not a valid object path")
        }
        let ok = value.withCString { chars -> Bool in
            var pointer: UnsafePointer<CChar>? = chars
            return dbus_message_iter_append_basic(iter, Int32(code), &pointer) != 0
        }
        guard ok else { throw .invalidArgs("could not append string of type '\(UnicodeScalar(code))'") }
    }

    /// Opens a container, lets `body` fill it, and closes it.
    mutating func withContainer(_ code: UInt8, _ signature: String?,
                                _ body: (inout DBusWriter) throws(DBusError) -> Void) throws(DBusError) {
        let sub = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        defer { sub.deallocate() }
        let opened: Bool
        if let signature {
            opened = dbus_message_iter_open_container(iter, Int32(code), signature, sub) != 0
        } else {
            opened = dbus_message_iter_open_container(iter, Int32(code), nil, sub) != 0
        }
        guard opened else { throw .failed("out of memory opening a container") }
        var writer = DBusWriter(iter: sub)
        do {
            try body(&writer)
        } catch {
            dbus_message_iter_abandon_container(iter, sub)
            throw error
        }
        guard dbus_message_iter_close_container(iter, sub) != 0 else { throw .failed("out of memory closing a container") }
    }

    /// An array whose elements have the single complete type `element`.
    public mutating func appendArray(element: DBusSignature,
                                     _ body: (inout DBusWriter) throws(DBusError) -> Void) throws(DBusError) {
        guard isSingleCompleteType(element.rawValue) || isDictEntrySignature(element.rawValue) else {
            throw .invalidArgs("'\(element)' is not a single complete type for an array element")
        }
        try withContainer(UInt8(ascii: "a"), element.rawValue, body)
    }

    /// An array of bytes (`ay`), appended in one copy rather than value by value.
    public mutating func appendByteArray(_ bytes: [UInt8]) throws(DBusError) {
        try withContainer(UInt8(ascii: "a"), "y") { (array: inout DBusWriter) throws(DBusError) in
            let ok = bytes.withUnsafeBufferPointer { buffer -> Bool in
                var elements = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
                return buffer.isEmpty
                    || dbus_message_iter_append_fixed_array(array.iter, Int32(UInt8(ascii: "y")), &elements, Int32(buffer.count)) != 0
            }
            guard ok else { throw .failed("out of memory appending an array of \(bytes.count) bytes") }
        }
    }

    /// A struct; `body` appends its fields.
    public mutating func appendStruct(_ body: (inout DBusWriter) throws(DBusError) -> Void) throws(DBusError) {
        try withContainer(UInt8(ascii: "r"), nil, body)
    }

    /// A dictionary entry (only directly inside an array of `{…}`); `body` appends key and value.
    public mutating func appendDictEntry(_ body: (inout DBusWriter) throws(DBusError) -> Void) throws(DBusError) {
        try withContainer(UInt8(ascii: "e"), nil, body)
    }

    /// A variant holding a value of type `signature`; `body` appends exactly that value.
    public mutating func appendVariant(signature: DBusSignature,
                                       _ body: (inout DBusWriter) throws(DBusError) -> Void) throws(DBusError) {
        guard isSingleCompleteType(signature.rawValue) else {
            throw .invalidArgs("'\(signature)' is not a single complete type for a variant")
        }
        try withContainer(UInt8(ascii: "v"), signature.rawValue, body)
    }

    /// Appends a dynamically typed value, checking container contents against their
    /// declared signatures.
    public mutating func appendValue(_ value: DBusValue) throws(DBusError) {
        switch value {
        case .byte(let v): try append(v)
        case .boolean(let v): try append(v)
        case .int16(let v): try append(v)
        case .uint16(let v): try append(v)
        case .int32(let v): try append(v)
        case .uint32(let v): try append(v)
        case .int64(let v): try append(v)
        case .uint64(let v): try append(v)
        case .double(let v): try append(v)
        case .string(let v): try append(v)
        case .objectPath(let v): try append(v)
        case .signature(let v): try append(v)
        case .unixFD(let v): try append(v)
        case .array(let element, let items):
            try appendArray(element: element) { (sub: inout DBusWriter) throws(DBusError) in
                for item in items {
                    guard item.signature == element else {
                        throw .invalidArgs("array of '\(element)' holds a value of type '\(item.signature)'")
                    }
                    try sub.appendValue(item)
                }
            }
        case .dictionary(let key, let valueType, let entries):
            guard isBasicType(key.rawValue) else { throw .invalidArgs("dictionary key type '\(key)' is not basic") }
            let entry = DBusSignature("{" + key.rawValue + valueType.rawValue + "}")
            try appendArray(element: entry) { (sub: inout DBusWriter) throws(DBusError) in
                for e in entries {
                    guard e.key.signature == key, e.value.signature == valueType else {
                        throw .invalidArgs("dictionary \(entry) holds an entry of types '\(e.key.signature)', '\(e.value.signature)'")
                    }
                    try sub.appendDictEntry { (w: inout DBusWriter) throws(DBusError) in
                        try w.appendValue(e.key)
                        try w.appendValue(e.value)
                    }
                }
            }
        case .structure(let fields):
            guard !fields.isEmpty else { throw .invalidArgs("a D-Bus struct needs at least one field") }
            try appendStruct { (sub: inout DBusWriter) throws(DBusError) in
                for field in fields { try sub.appendValue(field) }
            }
        case .variant(let inner):
            try appendVariant(signature: inner.signature) { (sub: inout DBusWriter) throws(DBusError) in
                try sub.appendValue(inner)
            }
        }
    }
}

// MARK: Signature checks (libdbus would abort on malformed ones)

// libdbus reads signatures as C strings: "i\0i" would pass as "i", so a NUL makes any
// signature invalid before libdbus sees it.

func signatureIsValid(_ signature: String) -> Bool {
    guard !signature.utf8.contains(0) else { return false }
    let error = CError()
    return dbus_signature_validate(signature, &error.raw) != 0
}

func isSingleCompleteType(_ signature: String) -> Bool {
    guard !signature.utf8.contains(0) else { return false }
    let error = CError()
    return dbus_signature_validate_single(signature, &error.raw) != 0
}

func isBasicType(_ signature: String) -> Bool {
    guard signature.utf8.count == 1, let code = signature.utf8.first else { return false }
    // dbus_type_is_basic() aborts the process on a code that is no type at all.
    return dbus_type_is_valid(Int32(code)) != 0 && dbus_type_is_basic(Int32(code)) != 0
}

/// `{kv}` with a basic key and a single complete value type.
func isDictEntrySignature(_ signature: String) -> Bool {
    let chars = Array(signature.utf8)
    guard chars.count >= 4, chars.first == UInt8(ascii: "{"), chars.last == UInt8(ascii: "}") else { return false }
    return signatureIsValid("a" + signature) && isBasicType(String(decoding: chars[1...1], as: UTF8.self))
}

/// Splits a valid signature into its single complete types.
func splitSignature(_ signature: String) -> [String] {
    guard signatureIsValid(signature) else { return [] }
    var result: [String] = []
    signature.withCString { chars in
        var iter = DBusSignatureIter()
        dbus_signature_iter_init(&iter, chars)
        repeat {
            if let sub = dbus_signature_iter_get_signature(&iter) {
                result.append(String(cString: sub))
                dbus_free(sub)
            }
        } while dbus_signature_iter_next(&iter) != 0
    }
    return signature.isEmpty ? [] : result
}
