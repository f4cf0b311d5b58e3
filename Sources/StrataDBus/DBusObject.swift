/// An interface implemented by an exported object: its description plus the
/// handlers for its methods and the accessors of its properties.
public final class DBusInterface {
    public let description: DBusInterfaceDescription
    var getters: [String: () throws -> DBusValue] = [:]
    var setters: [String: (DBusValue) throws -> Void] = [:]

    /// One declared method: its description, its argument signature and its handler.
    final class Method {
        let description: DBusMethodDescription
        let inSignature: String
        var handler: ((DBusMethodInvocation) throws -> Void)?

        init(_ description: DBusMethodDescription) {
            self.description = description
            inSignature = description.inSignature.rawValue
        }
    }

    /// Each method by name, built once: a call finds its method, checks its arguments
    /// and finds its handler with one lookup, without a search or building a string.
    let methodTable: [String: Method]

    public init(_ description: DBusInterfaceDescription) {
        self.description = description
        var table: [String: Method] = [:]
        for method in description.methods where table[method.name] == nil {
            table[method.name] = Method(method)
        }
        methodTable = table
    }

    /// The interface's name.
    public var name: String { description.name }

    /// Handles calls of the declared method `name`. The call's signature is checked
    /// against the declaration before the handler runs (`InvalidArgs` otherwise). A
    /// thrown ``DBusError`` becomes that error reply; any other error becomes `Failed`.
    public func onMethod(_ name: String, _ handler: @escaping (DBusMethodInvocation) throws -> Void) {
        guard let method = methodTable[name] else { preconditionFailure("\(description.name) declares no method \(name)") }
        method.handler = handler
    }

    /// Provides the declared property `name` dynamically.
    public func property(_ name: String, get: @escaping () throws -> DBusValue,
                         set: ((DBusValue) throws -> Void)? = nil) {
        precondition(description.property(named: name) != nil, "\(description.name) declares no property \(name)")
        getters[name] = get
        setters[name] = set
    }

    /// Provides the declared property `name` from a Swift value of the declared type.
    public func property<T: DBusCodable>(_ name: String, get: @escaping () -> T, set: ((T) throws -> Void)? = nil) {
        guard let declared = description.property(named: name) else {
            preconditionFailure("\(description.name) declares no property \(name)")
        }
        precondition(declared.signature == T.dbusSignature,
                     "property \(name) is declared '\(declared.signature)', not '\(T.dbusSignature)'")
        getters[name] = { try DBusValue(get()) }
        if let set {
            setters[name] = { value in try set(value.decode(as: T.self)) }
        }
    }

    func value(of property: String) throws -> DBusValue {
        guard let getter = getters[property] else {
            throw DBusError.unknownProperty("\(description.name).\(property) has no value")
        }
        return try getter()
    }

    /// All readable properties as `a{sv}` entries.
    func allProperties() -> [String: DBusVariant] {
        var result: [String: DBusVariant] = [:]
        for property in description.properties where property.access != .write {
            if let value = try? value(of: property.name) { result[property.name] = DBusVariant(value) }
        }
        return result
    }
}

/// An object exported on a connection at ``path`` with one or more interfaces.
/// The standard interfaces (`Introspectable`, `Properties`, `Peer`, and
/// `ObjectManager` where enabled) are provided by the connection.
public final class DBusObject {
    public let path: DBusObjectPath
    public private(set) var interfaces: [DBusInterface]

    public init(path: DBusObjectPath, interfaces: [DBusInterface]) {
        self.path = path
        self.interfaces = interfaces
    }

    public func interface(named name: String) -> DBusInterface? {
        interfaces.first { $0.name == name }
    }

    /// The interface named by a C string (a message's header field), without building a `String`.
    func interface(namedCString name: UnsafePointer<CChar>) -> DBusInterface? {
        interfaces.first { interface in
            var candidate = interface.name
            return candidate.withUTF8 { cStringEquals(name, $0) }
        }
    }
}

/// Whether the NUL-terminated `chars` holds exactly `bytes` (stops at the first difference).
func cStringEquals<Bytes: Collection<UInt8>>(_ chars: UnsafePointer<CChar>, _ bytes: Bytes) -> Bool {
    var offset = 0
    for byte in bytes {
        if UInt8(bitPattern: chars[offset]) != byte { return false } // also stops at the NUL
        offset += 1
    }
    return chars[offset] == 0
}
