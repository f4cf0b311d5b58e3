import Foundation
import StrataDBus
import StrataProtocol

/// A private bus that can start the built `stratad` on demand, from the shipped D-Bus
/// service file (daemon/dist) pointed at the build: what `make install` sets up, for
/// tests of D-Bus activation. No daemon runs until someone asks for it.
public final class ActivationBus {
    public let bus: PrivateBus
    public let servicesDirectory: URL

    public var address: String { bus.address }

    public init(stratadArguments: [String] = ["--size", "64x48"]) throws {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../daemon/dist/dbus-1/services/org.strata.Compositor1.service.in").standardized
        let text = try String(contentsOf: shipped, encoding: .utf8)
        servicesDirectory = try TemporaryDirectory.make(prefix: "strata-services")
        let local = text.split(separator: "\n").map { line in
            line.hasPrefix("Exec=") ? "Exec=\(([Tools.executable("stratad")] + stratadArguments).joined(separator: " "))" : String(line)
        }.joined(separator: "\n")
        try local.write(to: servicesDirectory.appendingPathComponent("org.strata.Compositor1.service"), atomically: true, encoding: .utf8)
        bus = try PrivateBus(serviceDirectory: servicesDirectory.path, environment: Self.environmentWithoutStrataBus)
    }

    deinit { try? FileManager.default.removeItem(at: servicesDirectory) }

    /// This process's environment without `STRATA_BUS_ADDRESS` (the bus's own children must not inherit a test's).
    public static var environmentWithoutStrataBus: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: StrataProtocol.busAddressEnvironmentVariable)
        return environment
    }
}

/// Reads a property of the daemon's root `Compositor1` object with a plain method call
/// — which also makes a bus activate the daemon when a service file names it.
public func compositorProperty<T: DBusDecodable>(_ name: String, as type: T.Type, on connection: DBusConnection,
                                                 timeout: Double = 30) throws -> T {
    let get = DBusMessage.methodCall(destination: StrataProtocol.busName, path: StrataProtocol.rootPath,
                                     interface: "org.freedesktop.DBus.Properties", member: "Get")
    try get.append(StrataProtocol.Interface.compositor, name)
    return try connection.call(get, timeout: timeout).decode(DBusVariant.self).decode(as: T.self)
}
