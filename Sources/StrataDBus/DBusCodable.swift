import StrataSystem

/// A Swift type with one D-Bus type (its ``dbusSignature`` is a single complete type).
public protocol DBusType {
    static var dbusSignature: DBusSignature { get }
}

/// A Swift type that can be appended to a message.
public protocol DBusEncodable: DBusType {
    func encode(to writer: inout DBusWriter) throws(DBusError)
}

/// A Swift type that can be read from a message. Reading a value of another D-Bus
/// type throws `org.freedesktop.DBus.Error.InvalidArgs`; it never crashes.
public protocol DBusDecodable: DBusType {
    init(from reader: inout DBusReader) throws(DBusError)
}

public typealias DBusCodable = DBusEncodable & DBusDecodable

// MARK: Basic types

/// The fixed-size basic types, read and written with `dbus_message_iter_{append,get}_basic`.
protocol DBusFixedBasic: DBusCodable {
    associatedtype Storage: BitwiseCopyable
    static var typeCode: UInt8 { get }
    var storage: Storage { get }
    init(storage: Storage)
    static var zero: Storage { get }
}

extension DBusFixedBasic {
    /// A string literal per type code: once specialised, a constant (building the string
    /// from the code, as this once did, cost ~90 instructions per argument decoded).
    public static var dbusSignature: DBusSignature {
        switch typeCode {
        case UInt8(ascii: "y"): "y"
        case UInt8(ascii: "b"): "b"
        case UInt8(ascii: "n"): "n"
        case UInt8(ascii: "q"): "q"
        case UInt8(ascii: "i"): "i"
        case UInt8(ascii: "u"): "u"
        case UInt8(ascii: "x"): "x"
        case UInt8(ascii: "t"): "t"
        case UInt8(ascii: "d"): "d"
        default: DBusSignature(String(UnicodeScalar(typeCode)))
        }
    }
    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        try writer.appendFixed(Self.typeCode, storage)
    }
    public init(from reader: inout DBusReader) throws(DBusError) {
        self.init(storage: try reader.readFixed(Self.typeCode, Self.zero))
    }
}

extension UInt8: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "y") }
    var storage: UInt8 { self }
    init(storage: UInt8) { self = storage }
    static var zero: UInt8 { 0 }
}
extension Bool: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "b") }
    var storage: UInt32 { self ? 1 : 0 } // dbus_bool_t
    init(storage: UInt32) { self = storage != 0 }
    static var zero: UInt32 { 0 }
}
extension Int16: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "n") }
    var storage: Int16 { self }
    init(storage: Int16) { self = storage }
    static var zero: Int16 { 0 }
}
extension UInt16: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "q") }
    var storage: UInt16 { self }
    init(storage: UInt16) { self = storage }
    static var zero: UInt16 { 0 }
}
extension Int32: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "i") }
    var storage: Int32 { self }
    init(storage: Int32) { self = storage }
    static var zero: Int32 { 0 }
}
extension UInt32: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "u") }
    var storage: UInt32 { self }
    init(storage: UInt32) { self = storage }
    static var zero: UInt32 { 0 }
}
extension Int64: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "x") }
    var storage: Int64 { self }
    init(storage: Int64) { self = storage }
    static var zero: Int64 { 0 }
}
extension UInt64: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "t") }
    var storage: UInt64 { self }
    init(storage: UInt64) { self = storage }
    static var zero: UInt64 { 0 }
}
extension Double: DBusFixedBasic {
    static var typeCode: UInt8 { UInt8(ascii: "d") }
    var storage: Double { self }
    init(storage: Double) { self = storage }
    static var zero: Double { 0 }
}

extension String: DBusCodable {
    public static var dbusSignature: DBusSignature { "s" }
    public func encode(to writer: inout DBusWriter) throws(DBusError) { try writer.appendString(UInt8(ascii: "s"), self) }
    public init(from reader: inout DBusReader) throws(DBusError) { self = try reader.readString(UInt8(ascii: "s")) }
}

extension DBusObjectPath: DBusCodable {
    public static var dbusSignature: DBusSignature { "o" }
    public func encode(to writer: inout DBusWriter) throws(DBusError) { try writer.appendString(UInt8(ascii: "o"), rawValue) }
    public init(from reader: inout DBusReader) throws(DBusError) {
        self.init(uncheckedRawValue: try reader.readString(UInt8(ascii: "o")))
    }
}

extension DBusSignature: DBusCodable {
    public static var dbusSignature: DBusSignature { "g" }
    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        guard isValid else { throw .invalidArgs("'\(rawValue)' is not a valid D-Bus signature") }
        try writer.appendString(UInt8(ascii: "g"), rawValue)
    }
    public init(from reader: inout DBusReader) throws(DBusError) { self.init(try reader.readString(UInt8(ascii: "g"))) }
}

/// Unix fds (`h`): appending duplicates the descriptor into the message (the caller
/// keeps its own); reading gives a new descriptor the reader owns.
extension OwnedFileDescriptor: DBusEncodable {
    public static var dbusSignature: DBusSignature { "h" }
    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        try writer.appendFixed(UInt8(ascii: "h"), rawValue)
    }
}

extension OwnedFileDescriptor: DBusDecodable {
    public convenience init(from reader: inout DBusReader) throws(DBusError) {
        let fd: Int32 = try reader.readFixed(UInt8(ascii: "h"), -1)
        guard fd >= 0 else { throw .invalidArgs("the message carries no file descriptor for 'h'") }
        self.init(taking: fd)
    }
}

// MARK: Containers

extension Array: DBusType where Element: DBusType {
    public static var dbusSignature: DBusSignature { DBusSignature("a" + Element.dbusSignature.rawValue) }
}
extension Array: DBusEncodable where Element: DBusEncodable {
    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        // Bytes (`ay`: pasteboard contents, blobs) go in one copy.
        if Element.self == UInt8.self { return try writer.appendByteArray(unsafeBitCast(self, to: [UInt8].self)) }
        try writer.appendArray(element: Element.dbusSignature) { (sub: inout DBusWriter) throws(DBusError) in
            for element in self { try element.encode(to: &sub) }
        }
    }
}
extension Array: DBusDecodable where Element: DBusDecodable {
    public init(from reader: inout DBusReader) throws(DBusError) {
        if Element.self == UInt8.self {
            self = unsafeBitCast(try reader.readByteArray(), to: [Element].self)
            return
        }
        var result: [Element] = []
        try reader.readArray(element: Element.dbusSignature) { (sub: inout DBusReader) throws(DBusError) in
            result.append(try Element(from: &sub))
        }
        self = result
    }
}

extension Dictionary: DBusType where Key: DBusType, Value: DBusType {
    public static var dbusSignature: DBusSignature {
        DBusSignature("a{" + Key.dbusSignature.rawValue + Value.dbusSignature.rawValue + "}")
    }
}
extension Dictionary: DBusEncodable where Key: DBusEncodable, Value: DBusEncodable {
    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        let entry = DBusSignature("{" + Key.dbusSignature.rawValue + Value.dbusSignature.rawValue + "}")
        try writer.appendArray(element: entry) { (sub: inout DBusWriter) throws(DBusError) in
            for (key, value) in self {
                try sub.appendDictEntry { (e: inout DBusWriter) throws(DBusError) in
                    try key.encode(to: &e)
                    try value.encode(to: &e)
                }
            }
        }
    }
}
extension Dictionary: DBusDecodable where Key: DBusDecodable, Value: DBusDecodable {
    public init(from reader: inout DBusReader) throws(DBusError) {
        var result: [Key: Value] = [:]
        let entry = DBusSignature("{" + Key.dbusSignature.rawValue + Value.dbusSignature.rawValue + "}")
        try reader.readArray(element: entry) { (sub: inout DBusReader) throws(DBusError) in
            try sub.readDictEntry { (e: inout DBusReader) throws(DBusError) in
                let key = try Key(from: &e)
                result[key] = try Value(from: &e)
            }
        }
        self = result
    }
}

extension DBusVariant: DBusCodable {
    public static var dbusSignature: DBusSignature { "v" }
    public func encode(to writer: inout DBusWriter) throws(DBusError) { try writer.appendValue(.variant(value)) }
    public init(from reader: inout DBusReader) throws(DBusError) {
        guard case .variant(let inner) = try reader.readValue() else {
            throw .invalidArgs("expected a variant")
        }
        self.init(inner)
    }
}

/// A struct of typed fields, e.g. `DBusStruct(Int32(0), Int32(0), Int32(640), Int32(480))`
/// for `(iiii)`. Use it where a tuple would be natural; Swift tuples cannot conform to protocols.
public struct DBusStruct<each Field: DBusType>: DBusType {
    public var fields: (repeat each Field)
    public init(_ fields: repeat each Field) { self.fields = (repeat each fields) }
    public static var dbusSignature: DBusSignature {
        var inner = ""
        for type in repeat (each Field).self { inner += type.dbusSignature.rawValue }
        return DBusSignature("(" + inner + ")")
    }
}

extension DBusStruct: DBusEncodable where repeat each Field: DBusEncodable {
    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        try writer.appendStruct { (sub: inout DBusWriter) throws(DBusError) in
            for field in repeat each fields { try field.encode(to: &sub) }
        }
    }
}

extension DBusStruct: DBusDecodable where repeat each Field: DBusDecodable {
    public init(from reader: inout DBusReader) throws(DBusError) {
        var fields: (repeat each Field)?
        try reader.readStruct(signature: Self.dbusSignature) { (sub: inout DBusReader) throws(DBusError) in
            fields = (repeat try (each Field)(from: &sub))
        }
        self.fields = fields!
    }
}
