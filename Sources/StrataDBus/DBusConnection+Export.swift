extension DBusConnection {
    /// Exports `object`: its methods and properties become callable at its path. If
    /// an object manager covers the path, `InterfacesAdded` is emitted from it.
    /// Exporting a second object at the same path replaces the first.
    public func export(_ object: DBusObject) throws(DBusError) {
        if registry.objects[object.path] != nil { try unexport(object.path) }
        registry.add(object)
        for manager in registry.managers(of: object.path) {
            try emitSignal(path: manager, interface: DBusStandardInterfaces.objectManager.name, member: "InterfacesAdded",
                           object.path, DBusObjectRegistry.interfacesAndProperties(of: object))
        }
    }

    /// Removes the object at `path` (emitting `InterfacesRemoved` from its managers).
    public func unexport(_ path: DBusObjectPath) throws(DBusError) {
        guard let object = registry.remove(path) else { return }
        let names = Array(DBusObjectRegistry.interfacesAndProperties(of: object).keys).sorted()
        for manager in registry.managers(of: path) {
            try emitSignal(path: manager, interface: DBusStandardInterfaces.objectManager.name, member: "InterfacesRemoved",
                           path, names)
        }
    }

    /// Makes `path` an `org.freedesktop.DBus.ObjectManager` for the objects below it.
    public func exportObjectManager(at path: DBusObjectPath) {
        registry.addManager(path)
    }

    /// The object exported at `path`.
    public func exportedObject(at path: DBusObjectPath) -> DBusObject? { registry.objects[path] }

    /// Emits `PropertiesChanged` for `changed` properties of `interface` at `path`,
    /// honouring each property's `EmitsChangedSignal` annotation (`invalidates` sends the
    /// name only; `const` and `false` send nothing). With `destination`, the signal is unicast.
    public func emitPropertiesChanged(path: DBusObjectPath, interface: String, changed: [String],
                                      destination: String? = nil) throws(DBusError) {
        guard let implementation = registry.objects[path]?.interface(named: interface) else {
            throw .unknownInterface("no interface \(interface) at \(path)")
        }
        var values: [String: DBusVariant] = [:]
        var invalidated: [String] = []
        for name in changed {
            guard let property = implementation.description.property(named: name) else {
                throw .unknownProperty("\(interface) has no property \(name)")
            }
            switch property.emitsChanged {
            case "invalidates": invalidated.append(name)
            case "const", "false": continue
            default:
                do { values[name] = DBusVariant(try implementation.value(of: name)) } catch { invalidated.append(name) }
            }
        }
        guard !values.isEmpty || !invalidated.isEmpty else { return }
        try emitSignal(path: path, interface: DBusStandardInterfaces.properties.name, member: "PropertiesChanged",
                       destination: destination, interface, values, invalidated)
    }

    /// Introspection XML for `path` as this connection serves it.
    public func introspectionXML(at path: DBusObjectPath) -> String { registry.introspectionXML(at: path) }
}
