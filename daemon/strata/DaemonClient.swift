import ArgumentParser
import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem

/// A blocking connection to stratad for one command.
final class DaemonClient {
    let connection: DBusConnection
    let address: String

    init(_ options: BusOptions) throws {
        let address = options.bus ?? ProcessInfo.processInfo.environment[StrataProtocol.busAddressEnvironmentVariable]
        self.address = address ?? "the session bus"
        do {
            connection = try DBusConnection.bus(addressOrSession: address)
        } catch {
            throw failure("cannot connect to \(self.address): \(error.message)")
        }
        // Started by the bus from its service file when it is not running, as busctl would.
        do {
            if try StrataProtocol.ensureDaemon(on: connection) == .notActivatable {
                throw failure(StrataProtocol.notRunningMessage(on: self.address))
            }
        } catch let error as DBusError {
            throw failure("could not start the Strata daemon on \(self.address) through D-Bus activation: \(error.name): \(error.message)")
        }
    }

    /// Calls a method and returns the reply; a D-Bus error becomes a clear message and exit code 1.
    @discardableResult
    func call(_ path: DBusObjectPath, _ interface: String, _ member: String,
              _ build: (DBusMessage) throws -> Void = { _ in }) throws -> DBusMessage {
        let message = DBusMessage.methodCall(destination: StrataProtocol.busName, path: path, interface: interface, member: member)
        message.noAutoStart = true
        try build(message)
        do {
            return try connection.call(message, timeout: 10)
        } catch {
            throw failure("\(member) failed: \(error.name): \(error.message)")
        }
    }

    func input(_ member: String, _ build: (DBusMessage) throws -> Void) throws {
        try call(StrataProtocol.rootPath, StrataProtocol.Interface.input, member, build)
    }

    func property<T: DBusDecodable>(_ path: DBusObjectPath, _ interface: String, _ name: String, as type: T.Type) throws -> T {
        try call(path, "org.freedesktop.DBus.Properties", "Get") { try $0.append(interface, name) }
            .decode(DBusVariant.self).decode(as: T.self)
    }

    func allProperties(_ path: DBusObjectPath, _ interface: String) throws -> [String: DBusVariant] {
        try call(path, "org.freedesktop.DBus.Properties", "GetAll") { try $0.append(interface) }
            .decode([String: DBusVariant].self)
    }

    /// Resolves a WINDOW argument: a number (`3`) or an object path.
    func windowPath(_ argument: String) throws -> DBusObjectPath {
        let path: DBusObjectPath
        if let n = UInt32(argument) {
            path = StrataProtocol.windowPath(n)
        } else if let p = DBusObjectPath(argument), StrataProtocol.windowNumber(of: p) != nil {
            path = p
        } else {
            throw failure("'\(argument)' is not a window: give its number (see 'strata windows') or its object path")
        }
        let windows = try property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows", as: [DBusObjectPath].self)
        guard windows.contains(path) else { throw failure("there is no window \(argument)") }
        return path
    }
}

extension DBusError {
    /// The message part only (for short errors).
    var short: String { message.isEmpty ? name : message }
}
