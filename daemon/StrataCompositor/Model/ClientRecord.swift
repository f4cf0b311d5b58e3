/// What the compositor knows about one connected client (a unique bus name).
public final class ClientRecord {
    public let name: String
    /// The process id the bus reported, if asked (a hint only: pids are reused).
    public var processID: UInt32?
    /// Whether the caller may use privileged calls; `nil` until decided.
    public var isPrivileged: Bool?
    public internal(set) var windowIDs: Set<UInt32> = []
    public internal(set) var bufferCount = 0
    public internal(set) var bufferBytes = 0
    /// Work waiting for the bus to tell this client's process id.
    var pidWaiters: [(Bool) -> Void] = []

    init(name: String) { self.name = name }
}

/// Per-client caps: beyond them calls fail with `LimitsExceeded`.
public struct ClientLimits: Sendable, Equatable {
    public var maxWindows: Int
    public var maxBuffers: Int
    public var maxBufferBytes: Int
    /// Widest or tallest buffer (and window) accepted.
    public var maxDimension: UInt32

    public init(maxWindows: Int = 64, maxBuffers: Int = 256, maxBufferBytes: Int = 1 << 30, maxDimension: UInt32 = 16384) {
        self.maxWindows = maxWindows
        self.maxBuffers = maxBuffers
        self.maxBufferBytes = maxBufferBytes
        self.maxDimension = maxDimension
    }
}
