import StrataSystem

/// Any D-Bus value, with its type known at run time.
///
/// The typed API (``DBusEncodable`` / ``DBusDecodable``) is what handlers normally use;
/// `DBusValue` is for variants, generic tools and values whose type is only known
/// from a message. Every case maps to one D-Bus type code.
public indirect enum DBusValue: Hashable, Sendable, CustomStringConvertible {
    case byte(UInt8)                 // y
    case boolean(Bool)               // b
    case int16(Int16)                // n
    case uint16(UInt16)              // q
    case int32(Int32)                // i
    case uint32(UInt32)              // u
    case int64(Int64)                // x
    case uint64(UInt64)              // t
    case double(Double)              // d
    case string(String)              // s
    case objectPath(DBusObjectPath)  // o
    case signature(DBusSignature)    // g
    case unixFD(OwnedFileDescriptor) // h
    /// An array whose elements all have the signature `element`.
    case array(element: DBusSignature, [DBusValue])
    /// A dictionary `a{kv}`, entries in order.
    case dictionary(key: DBusSignature, value: DBusSignature, [DBusDictionaryEntry])
    /// A struct `(…)`; D-Bus structs have at least one field.
    case structure([DBusValue])
    /// A variant `v`.
    case variant(DBusValue)

    /// The value's single complete type.
    public var signature: DBusSignature {
        switch self {
        case .byte: return "y"
        case .boolean: return "b"
        case .int16: return "n"
        case .uint16: return "q"
        case .int32: return "i"
        case .uint32: return "u"
        case .int64: return "x"
        case .uint64: return "t"
        case .double: return "d"
        case .string: return "s"
        case .objectPath: return "o"
        case .signature: return "g"
        case .unixFD: return "h"
        case .array(let element, _): return DBusSignature("a" + element.rawValue)
        case .dictionary(let key, let value, _): return DBusSignature("a{" + key.rawValue + value.rawValue + "}")
        case .structure(let fields): return DBusSignature("(" + fields.map(\.signature.rawValue).joined() + ")")
        case .variant: return "v"
        }
    }

    public var description: String {
        switch self {
        case .byte(let v): return "byte \(v)"
        case .boolean(let v): return v ? "true" : "false"
        case .int16(let v): return "int16 \(v)"
        case .uint16(let v): return "uint16 \(v)"
        case .int32(let v): return "\(v)"
        case .uint32(let v): return "uint32 \(v)"
        case .int64(let v): return "int64 \(v)"
        case .uint64(let v): return "uint64 \(v)"
        case .double(let v): return "\(v)"
        case .string(let v): return "\"\(v)\""
        case .objectPath(let v): return "objectpath \(v)"
        case .signature(let v): return "signature \(v)"
        case .unixFD(let v): return "handle \(v)"
        case .array(_, let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(_, _, let entries):
            return "{" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .structure(let fields): return "(" + fields.map(\.description).joined(separator: ", ") + ")"
        case .variant(let inner): return "<\(inner)>"
        }
    }

    /// Converts the value to a Swift type by its D-Bus encoding; throws `InvalidArgs`
    /// when the types do not match (e.g. reading a `u` variant as `String`).
    public func decode<T: DBusDecodable>(as type: T.Type = T.self) throws(DBusError) -> T {
        if let direct = self as? T { return direct }
        if case .variant(let inner) = self, T.dbusSignature != "v" { return try inner.decode(as: T.self) }
        guard signature == T.dbusSignature else {
            throw .invalidArgs("expected a value of type '\(T.dbusSignature)', got '\(signature)'")
        }
        let scratch = DBusMessage.scratch()
        try scratch.appendValues([self])
        var result: T?
        try scratch.readBody { (reader: inout DBusReader) throws(DBusError) in
            result = try T(from: &reader)
        }
        return result!
    }

    /// The value of a Swift type that has a D-Bus encoding.
    public init<T: DBusEncodable>(_ value: T) throws(DBusError) {
        if let direct = value as? DBusValue { self = direct; return }
        let scratch = DBusMessage.scratch()
        try scratch.append(value)
        let values = try scratch.values()
        guard values.count == 1 else { throw .failed("\(T.self) did not encode as exactly one value") }
        self = values[0]
    }
}

/// One entry of a ``DBusValue/dictionary(key:value:_:)``.
public struct DBusDictionaryEntry: Hashable, Sendable {
    public var key: DBusValue
    public var value: DBusValue
    public init(key: DBusValue, value: DBusValue) {
        self.key = key
        self.value = value
    }
}

/// A variant (`v`) in the typed API: holds any value.
public struct DBusVariant: Hashable, Sendable, CustomStringConvertible {
    public var value: DBusValue
    public init(_ value: DBusValue) { self.value = value }
    /// A variant holding a Swift value with a D-Bus encoding.
    public init<T: DBusEncodable>(_ value: T) throws(DBusError) { self.value = try DBusValue(value) }
    /// The contents as a Swift type (`InvalidArgs` on a type mismatch).
    public func decode<T: DBusDecodable>(as type: T.Type = T.self) throws(DBusError) -> T { try value.decode(as: T.self) }
    public var description: String { "<\(value)>" }
}
