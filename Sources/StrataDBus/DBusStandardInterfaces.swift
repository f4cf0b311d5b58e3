/// Descriptions of the standard interfaces every exported object implements.
public enum DBusStandardInterfaces {
    public static let introspectable = DBusInterfaceDescription(
        name: "org.freedesktop.DBus.Introspectable",
        methods: [DBusMethodDescription(name: "Introspect", outArgs: [DBusArgument("xml_data", "s")])])

    public static let peer = DBusInterfaceDescription(
        name: "org.freedesktop.DBus.Peer",
        methods: [DBusMethodDescription(name: "Ping"),
                  DBusMethodDescription(name: "GetMachineId", outArgs: [DBusArgument("machine_uuid", "s")])])

    public static let properties = DBusInterfaceDescription(
        name: "org.freedesktop.DBus.Properties",
        methods: [
            DBusMethodDescription(name: "Get", inArgs: [DBusArgument("interface_name", "s"), DBusArgument("property_name", "s")],
                                  outArgs: [DBusArgument("value", "v")]),
            DBusMethodDescription(name: "GetAll", inArgs: [DBusArgument("interface_name", "s")],
                                  outArgs: [DBusArgument("props", "a{sv}")]),
            DBusMethodDescription(name: "Set", inArgs: [DBusArgument("interface_name", "s"), DBusArgument("property_name", "s"),
                                                        DBusArgument("value", "v")]),
        ],
        signals: [DBusSignalDescription(name: "PropertiesChanged", args: [
            DBusArgument("interface_name", "s"), DBusArgument("changed_properties", "a{sv}"),
            DBusArgument("invalidated_properties", "as")])])

    public static let objectManager = DBusInterfaceDescription(
        name: "org.freedesktop.DBus.ObjectManager",
        methods: [DBusMethodDescription(name: "GetManagedObjects",
                                        outArgs: [DBusArgument("object_paths_interfaces_and_properties", "a{oa{sa{sv}}}")])],
        signals: [
            DBusSignalDescription(name: "InterfacesAdded", args: [
                DBusArgument("object_path", "o"), DBusArgument("interfaces_and_properties", "a{sa{sv}}")]),
            DBusSignalDescription(name: "InterfacesRemoved", args: [
                DBusArgument("object_path", "o"), DBusArgument("interfaces", "as")]),
        ])

    /// The names of the interfaces above.
    public static let names: Set<String> = [introspectable.name, peer.name, properties.name, objectManager.name]
}
