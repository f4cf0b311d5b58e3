import StrataDBus

extension StrataProtocol {
    /// The address of the daemon's server for private connections (`ClientAddress`),
    /// asked of the daemon on `bus` (blocking); `nil` from a version 1 daemon.
    public static func clientAddress(on bus: DBusConnection, timeout: Double = 10) throws(DBusError) -> String? {
        let get = DBusMessage.methodCall(destination: busName, path: rootPath,
                                         interface: "org.freedesktop.DBus.Properties", member: "Get")
        try get.append(Interface.compositor, "ClientAddress")
        do {
            let address = try bus.call(get, timeout: timeout).decode(DBusVariant.self).decode(as: String.self)
            return address.isEmpty ? nil : address
        } catch where error.name == DBusError.Name.unknownProperty || error.name == DBusError.Name.invalidArgs {
            return nil
        }
    }

    /// Opens a private connection to the daemon at `address` (see `ClientAddress` in the
    /// protocol XML), authenticated and past its first round trip, so fds can be sent
    /// at once (see ``DBusConnection/peer(address:)``). Not yet attached to a loop.
    public static func openPrivateConnection(address: String, timeout: Double = 10) throws(DBusError) -> DBusConnection {
        let connection = try DBusConnection.peer(address: address)
        try connection.waitUntilAuthenticated(timeout: timeout)
        _ = try connection.call(DBusMessage.methodCall(destination: nil, path: rootPath,
                                                       interface: "org.freedesktop.DBus.Peer", member: "Ping"), timeout: timeout)
        return connection
    }
}
