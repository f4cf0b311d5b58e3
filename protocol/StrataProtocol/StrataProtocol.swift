/// The Strata D-Bus contract: well-known names shared by the daemon and ClientKit.
///
/// The introspection XML that defines protocol version 1 arrives with the daemon
/// issue; until then this module only fixes the names both sides agree on.
public enum StrataProtocol {
    /// The daemon's well-known bus name.
    public static let busName = "org.strata.Compositor1"
    /// The root object path.
    public static let rootPath = "/org/strata/Compositor1"
    /// The environment variable naming the bus the daemon and apps use
    /// (otherwise the session bus).
    public static let busAddressEnvironmentVariable = "STRATA_BUS_ADDRESS"
}
