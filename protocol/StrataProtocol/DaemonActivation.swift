import StrataDBus

extension StrataProtocol {
    /// Whether the daemon could be reached on a bus, and how.
    public enum DaemonAvailability: Equatable, Sendable {
        /// It was running.
        case running
        /// The bus started it from its D-Bus service file (`StartServiceByName`).
        case activated
        /// Not running, and the bus has no service file for `busName`.
        case notActivatable
    }

    /// Makes sure the daemon runs on `bus`: if nobody owns `busName` and the bus can
    /// activate it (an installed `org.strata.Compositor1.service`, see `make install`),
    /// asks the bus to start it and waits until it owns the name. `strata` and ClientKit
    /// call this first, so the daemon starts on demand as it does for `busctl`.
    public static func ensureDaemon(on bus: DBusConnection, timeout: Double = 30) throws(DBusError) -> DaemonAvailability {
        if try bus.nameHasOwner(busName) { return .running }
        guard try bus.activatableNames().contains(busName) else { return .notActivatable }
        try bus.startService(busName, timeout: timeout)
        return .activated
    }

    /// What to tell someone when the daemon is not running and cannot be activated.
    public static func notRunningMessage(on address: String) -> String {
        "the Strata daemon is not running on \(address), and no D-Bus service file activates \(busName) there: "
            + "start stratad, or install its service file (make install puts it in PREFIX/share/dbus-1/services)"
    }
}
