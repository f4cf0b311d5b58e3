/// Strata's release version, the one place every executable's `--version` reads.
public enum StrataVersion {
    /// The release (semantic versioning). 0.x: the API and the protocol may still change;
    /// protocol changes are versioned in the XML (`StrataProtocol.version`).
    public static let release = "0.3.0"
}
