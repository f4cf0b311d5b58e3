internal import CDBus

/// The objects a connection exports, and the routing of incoming method calls to
/// them: unknown paths get `UnknownObject`, unknown interfaces `UnknownInterface`,
/// unknown methods `UnknownMethod`, arguments of the wrong signature `InvalidArgs` —
/// all before any handler runs. `Introspect` works on every path that has objects
/// at or below it, so tools can browse the tree from `/`.
final class DBusObjectRegistry {
    private(set) var objects: [DBusObjectPath: DBusObject] = [:]
    private(set) var managers: Set<DBusObjectPath> = []
    /// How many times a call walked every object path (for tests: a call to an exported
    /// object must not).
    private(set) var descendantScans = 0

    /// The object the last call went to, with its path's bytes: a client calls its own
    /// window frame after frame, and comparing libdbus's C string with these bytes costs
    /// less than building a `String` from it and hashing that.
    private var lastObject: DBusObject?
    private var lastPathBytes: [UInt8] = []

    /// The method the last call to an exported interface went to, with the interface
    /// and member names it was found by: the same call frame after frame then costs two
    /// byte comparisons, not a `String` for the member and a hashed lookup. Only for
    /// `lastObject` (an object's interfaces never change).
    private final class LastMethod {
        let object: DBusObject
        let implementation: DBusInterface
        let method: DBusInterface.Method
        let interfaceBytes: [UInt8]
        let memberBytes: [UInt8]
        let member: String

        init(object: DBusObject, implementation: DBusInterface, method: DBusInterface.Method,
             interfaceBytes: [UInt8], memberBytes: [UInt8], member: String) {
            self.object = object
            self.implementation = implementation
            self.method = method
            self.interfaceBytes = interfaceBytes
            self.memberBytes = memberBytes
            self.member = member
        }
    }
    /// A class: reading it is one retain, not one per field.
    private var lastMethod: LastMethod?

    func add(_ object: DBusObject) {
        forget(object.path)
        objects[object.path] = object
    }
    func remove(_ path: DBusObjectPath) -> DBusObject? {
        forget(path)
        return objects.removeValue(forKey: path)
    }

    /// Forgets what was remembered of the object at `path` (it is replaced or goes; the
    /// registry must not keep it alive either).
    private func forget(_ path: DBusObjectPath) {
        if lastObject?.path == path { lastObject = nil }
        if lastMethod?.object.path == path { lastMethod = nil }
    }

    /// The path a call names, and the object exported there.
    private func target(of message: DBusMessage) -> (DBusObjectPath, DBusObject?)? {
        guard let chars = message.pathCString else { return nil }
        if let last = lastObject, cStringEquals(chars, lastPathBytes) { return (last.path, last) }
        let path = DBusObjectPath(uncheckedRawValue: String(cString: chars))
        let object = objects[path]
        if let object {
            lastObject = object
            lastPathBytes = Array(path.rawValue.utf8)
        }
        return (path, object)
    }
    func addManager(_ path: DBusObjectPath) { managers.insert(path) }

    /// The managers whose tree contains `path`.
    func managers(of path: DBusObjectPath) -> [DBusObjectPath] {
        managers.filter { path.isDescendant(of: $0) }.sorted()
    }

    /// Names of the direct children of `path` that lead to exported objects.
    func childNodes(of path: DBusObjectPath) -> [String] {
        descendantScans += 1
        var names = Set<String>()
        let prefix = path.rawValue == "/" ? "/" : path.rawValue + "/"
        for candidate in objects.keys where candidate.isDescendant(of: path) {
            let rest = candidate.rawValue.dropFirst(prefix.count)
            if let first = rest.split(separator: "/").first { names.insert(String(first)) }
        }
        return names.sorted()
    }

    /// Whether some exported object lies below `path`.
    func hasDescendant(_ path: DBusObjectPath) -> Bool {
        descendantScans += 1
        return objects.keys.contains { $0.isDescendant(of: path) }
    }

    func handle(_ message: DBusMessage, on connection: DBusConnection) {
        guard let (path, object) = target(of: message), let memberChars = message.memberCString else { return }
        // The commonest case first: the method the last call went to.
        if let last = lastMethod, let object, last.object === object, let interfaceChars = message.interfaceCString,
           cStringEquals(memberChars, last.memberBytes), cStringEquals(interfaceChars, last.interfaceBytes) {
            dispatch(message, last.implementation, last.method, last.member, path: path, object: object, connection: connection)
            return
        }
        let member = String(cString: memberChars)
        // Then a call naming an interface the object implements.
        if let object, let interfaceChars = message.interfaceCString,
           let implementation = object.interface(namedCString: interfaceChars) {
            guard let method = implementation.methodTable[member] else {
                reject(message, connection, .unknownMethod("\(path) has no method \(implementation.name).\(member)"))
                return
            }
            if object === lastObject {
                lastMethod = LastMethod(object: object, implementation: implementation, method: method,
                                        interfaceBytes: Array(implementation.name.utf8), memberBytes: Array(member.utf8),
                                        member: member)
            }
            dispatch(message, implementation, method, member, path: path, object: object, connection: connection)
            return
        }
        let isManager = managers.contains(path)
        // A call to an exported object is found in O(1); only a path with no object (a
        // tool browsing the tree) looks for objects below it.
        guard object != nil || isManager || hasDescendant(path) else {
            reject(message, connection, .unknownObject("no object at \(path)"))
            return
        }

        // Find the interface: the named one, or for calls without an interface the
        // first that declares the method.
        var candidates: [(DBusInterfaceDescription, DBusInterface?)] = [
            (DBusStandardInterfaces.introspectable, nil),
            (DBusStandardInterfaces.peer, nil),
        ]
        if let object {
            candidates.append((DBusStandardInterfaces.properties, nil))
            candidates += object.interfaces.map { ($0.description, $0) }
        }
        if isManager { candidates.append((DBusStandardInterfaces.objectManager, nil)) }
        let chosen: (DBusInterfaceDescription, DBusInterface?)?
        if let interface = message.interface {
            guard let found = candidates.first(where: { $0.0.name == interface }) else {
                reject(message, connection, .unknownInterface("\(path) has no interface \(interface)"))
                return
            }
            chosen = found
        } else {
            chosen = candidates.first { $0.0.method(named: member) != nil }
        }
        guard let (description, implementation) = chosen, let method = description.method(named: member) else {
            reject(message, connection, .unknownMethod("\(path) has no method \(message.interface.map { $0 + "." } ?? "")\(member)"))
            return
        }
        guard message.signature == method.inSignature else {
            reject(message, connection, .invalidArgs(
                "\(description.name).\(member) takes '\(method.inSignature)', got '\(message.signature)'"))
            return
        }

        let target: Target
        let declaration: DBusInterface.Method
        if let implementation, let found = implementation.methodTable[member] {
            declaration = found
            target = found.handler.map { .handler($0) } ?? .notImplemented
        } else {
            // A standard interface's method (an exported one is always in its table).
            declaration = DBusInterface.Method(method)
            target = implementation == nil ? .standard : .notImplemented
        }
        invoke(message, declaration, target, description.name, member, path: path, object: object, connection: connection)
    }

    /// Checks a call's arguments against `method` of the exported `implementation`, then runs it.
    private func dispatch(_ message: DBusMessage, _ implementation: DBusInterface, _ method: DBusInterface.Method,
                          _ member: String, path: DBusObjectPath, object: DBusObject, connection: DBusConnection) {
        guard message.hasSignature(method.inSignature) else {
            reject(message, connection, .invalidArgs(
                "\(implementation.name).\(member) takes '\(method.inSignature)', got '\(message.signature)'"))
            return
        }
        invoke(message, method, method.handler.map { .handler($0) } ?? .notImplemented,
               implementation.name, member, path: path, object: object, connection: connection)
    }

    /// What answers a call: an exported interface's handler, nothing (a declared method
    /// without a handler), or the connection's standard interfaces.
    private enum Target {
        case handler((DBusMethodInvocation) throws -> Void)
        case notImplemented
        case standard
    }

    private func invoke(_ message: DBusMessage, _ declaration: DBusInterface.Method, _ target: Target,
                        _ interfaceName: String, _ member: String,
                        path: DBusObjectPath, object: DBusObject?, connection: DBusConnection) {
        let invocation = DBusMethodInvocation(message: message, declaration: declaration, connection: connection)
        do {
            switch target {
            case .handler(let handler):
                try handler(invocation)
            case .notImplemented:
                throw DBusError(name: DBusError.Name.notSupported, message: "\(interfaceName).\(member) is not implemented")
            case .standard:
                try handleStandard(interfaceName, member, invocation, path: path, object: object, connection: connection)
            }
        } catch {
            invocation.fail(DBusError(reporting: error))
        }
        if !invocation.isAnswered && !invocation.isDeferred {
            if declaration.description.outArgs.isEmpty { invocation.reply() } else { invocation.fail(.failed("\(member) returned no reply")) }
        }
    }

    private func reject(_ message: DBusMessage, _ connection: DBusConnection, _ error: DBusError) {
        connection.onCallRefused?(message, error)
        guard !message.noReplyExpected else { return }
        _ = try? connection.send(message.makeErrorReply(error))
    }

    // MARK: Standard interfaces

    private func handleStandard(_ interface: String, _ member: String, _ call: DBusMethodInvocation,
                                path: DBusObjectPath, object: DBusObject?, connection: DBusConnection) throws {
        switch (interface, member) {
        case ("org.freedesktop.DBus.Introspectable", "Introspect"):
            call.reply(introspectionXML(at: path))
        case ("org.freedesktop.DBus.Peer", "Ping"):
            call.reply()
        case ("org.freedesktop.DBus.Peer", "GetMachineId"):
            call.reply(machineID())
        case ("org.freedesktop.DBus.Properties", "Get"):
            let (interfaceName, name) = try call.decode(String.self, String.self)
            let (implementation, property) = try lookUpProperty(object, interfaceName, name)
            guard property.access != .write else { throw DBusError.accessDenied("\(name) is write-only") }
            call.reply(DBusVariant(try implementation.value(of: name)))
        case ("org.freedesktop.DBus.Properties", "GetAll"):
            let interfaceName = try call.decode(String.self)
            if DBusStandardInterfaces.names.contains(interfaceName) {
                call.reply([String: DBusVariant]())
                return
            }
            guard let implementation = object?.interface(named: interfaceName) else {
                throw DBusError.unknownInterface("\(path) has no interface \(interfaceName)")
            }
            call.reply(implementation.allProperties())
        case ("org.freedesktop.DBus.Properties", "Set"):
            let (interfaceName, name, value) = try call.decode(String.self, String.self, DBusVariant.self)
            let (implementation, property) = try lookUpProperty(object, interfaceName, name)
            guard property.access != .read, let setter = implementation.setters[name] else {
                throw DBusError(name: DBusError.Name.propertyReadOnly, message: "\(interfaceName).\(name) is read-only")
            }
            guard value.value.signature == property.signature else {
                throw DBusError.invalidArgs("\(name) has type '\(property.signature)', got '\(value.value.signature)'")
            }
            try setter(value.value)
            call.reply()
            try? connection.emitPropertiesChanged(path: path, interface: interfaceName, changed: [name])
        case ("org.freedesktop.DBus.ObjectManager", "GetManagedObjects"):
            var result: [DBusObjectPath: [String: [String: DBusVariant]]] = [:]
            for (objectPath, managed) in objects where objectPath.isDescendant(of: path) {
                result[objectPath] = Self.interfacesAndProperties(of: managed)
            }
            call.reply(result)
        default:
            throw DBusError.unknownMethod("\(interface).\(member)")
        }
    }

    private func lookUpProperty(_ object: DBusObject?, _ interface: String, _ name: String) throws
        -> (DBusInterface, DBusPropertyDescription) {
        guard let implementation = object?.interface(named: interface) else {
            throw DBusError.unknownInterface("no interface \(interface) here")
        }
        guard let property = implementation.description.property(named: name) else {
            throw DBusError.unknownProperty("\(interface) has no property \(name)")
        }
        return (implementation, property)
    }

    /// What `InterfacesAdded` and `GetManagedObjects` report for an object.
    static func interfacesAndProperties(of object: DBusObject) -> [String: [String: DBusVariant]] {
        var result: [String: [String: DBusVariant]] = [
            DBusStandardInterfaces.introspectable.name: [:],
            DBusStandardInterfaces.properties.name: [:],
            DBusStandardInterfaces.peer.name: [:],
        ]
        for interface in object.interfaces { result[interface.name] = interface.allProperties() }
        return result
    }

    func introspectionXML(at path: DBusObjectPath) -> String {
        var out = introspectionDocType + "\n<node>\n"
        out += DBusStandardInterfaces.introspectable.xml()
        out += DBusStandardInterfaces.peer.xml()
        if let object = objects[path] {
            out += DBusStandardInterfaces.properties.xml()
            for interface in object.interfaces { out += interface.description.xml() }
        }
        if managers.contains(path) { out += DBusStandardInterfaces.objectManager.xml() }
        for child in childNodes(of: path) { out += "  <node name=\"\(child)\"/>\n" }
        return out + "</node>\n"
    }

    private func machineID() -> String {
        for file in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
            if let text = try? String(contentsOfFile: file, encoding: .utf8) {
                let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !id.isEmpty { return id }
            }
        }
        return "00000000000000000000000000000000"
    }
}
