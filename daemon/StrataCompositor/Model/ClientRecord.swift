/// What the compositor knows about one client: a unique bus name (a version 1
/// client on the bus) or one private connection (`private:N`).
package final class ClientRecord {
    package let name: String
    /// Whether the client is a private connection (it then has no bus name).
    package let isPrivate: Bool
    /// The process id the bus or the socket reported, if known (a hint only: pids are reused).
    package var processID: UInt32?
    /// Whether the caller may use privileged calls; `nil` until decided.
    package var isPrivileged: Bool?
    package internal(set) var windowIDs: Set<UInt32> = []
    package internal(set) var bufferCount = 0
    package internal(set) var bufferBytes = 0
    /// False while the client does not answer pings (its windows show `Responding` false).
    package internal(set) var isResponding = true
    /// Whether a liveness ping to the client awaits its answer.
    var pingInFlight = false
    /// When the last liveness ping was sent (monotonic microseconds).
    var lastPing: UInt64?
    /// Work waiting for the bus to tell this client's process id.
    var pidWaiters: [(Bool) -> Void] = []
    /// Where the service's reads at frame ticks stand for this client
    /// (`CompositorService+FrameReads`).
    var frameReads = FrameReadMarks()

    /// A private client's marks for the reads at frame ticks.
    struct FrameReadMarks {
        /// The tick at which its connection was last held until the next one (whether it
        /// is held now is whether that is the current tick, or the one before while the
        /// next tick reads it).
        var heldAtTick = -1
        /// Not held before this tick: it waited for an answer at a tick.
        var unheldUntilTick: Int?
    }

    init(name: String, isPrivate: Bool = false) {
        self.name = name
        self.isPrivate = isPrivate
    }
}

/// The compositor's limits, on by default: per client and in total. Beyond them calls
/// fail with `LimitsExceeded`, naming the limit; none of them is ever a reason for the
/// daemon itself to fail. `stratad --config` can change each (see `DaemonConfiguration`).
package struct CompositorLimits: Sendable, Equatable {
    /// Windows one client may have (`max-windows-per-client`).
    package var maxWindows: Int
    /// Buffers one client may have registered (`max-buffers-per-client`).
    package var maxBuffers: Int
    /// Bytes of buffers one client may have registered (`max-buffer-bytes-per-client`).
    package var maxBufferBytes: Int
    /// Widest or tallest buffer (and window) accepted, in pixels.
    package var maxDimension: UInt32
    /// Windows of all clients together (`max-windows`).
    package var maxTotalWindows: Int
    /// Buffers (each one mapping in the daemon) of all clients together (`max-buffers`):
    /// keeps the daemon far below the kernel's `vm.max_map_count`.
    package var maxTotalBuffers: Int
    /// Bytes of buffers of all clients together (`max-buffer-bytes`).
    package var maxTotalBufferBytes: Int
    /// Longest title or app id, in UTF-8 bytes (`max-title-bytes`).
    package var maxTitleBytes: Int
    /// Most pixels one screenshot may return (`max-screenshot-pixels`).
    package var maxScreenshotPixels: Int
    /// Most private connections at once (`max-clients`).
    package var maxClients: Int
    /// Method calls a client may make per second, sustained (`max-calls-per-second`);
    /// twice as many may come in a burst. Beyond, calls are refused with
    /// `LimitsExceeded`; a private connection that stays beyond for
    /// ``floodSecondsBeforeDisconnect`` seconds is disconnected.
    package var maxCallsPerSecond: Int
    /// Seconds a private connection may stay over its call budget before it is disconnected.
    package var floodSecondsBeforeDisconnect: Int
    /// Bytes of signals and replies queued for a private connection that does not read
    /// them (`max-unread-bytes`); beyond, the connection is closed.
    package var maxUnreadBytes: Int
    /// Bytes the shared pasteboard holds, all items' representations together
    /// (`max-pasteboard-bytes`). Above ~1,000,000 a `SetItems` on a private connection no
    /// longer fits its 1 MiB message size, whatever this says.
    package var maxPasteboardBytes: Int

    package init(maxWindows: Int = 64, maxBuffers: Int = 256, maxBufferBytes: Int = 1 << 30, maxDimension: UInt32 = 16384,
                maxTotalWindows: Int = 1024, maxTotalBuffers: Int = 4096, maxTotalBufferBytes: Int = 4 << 30,
                maxTitleBytes: Int = 4096, maxScreenshotPixels: Int = 1 << 24, maxClients: Int = 256,
                maxCallsPerSecond: Int = 10_000, floodSecondsBeforeDisconnect: Int = 5, maxUnreadBytes: Int = 16 << 20,
                maxPasteboardBytes: Int = 1_000_000) {
        self.maxWindows = maxWindows
        self.maxBuffers = maxBuffers
        self.maxBufferBytes = maxBufferBytes
        self.maxDimension = maxDimension
        self.maxTotalWindows = maxTotalWindows
        self.maxTotalBuffers = maxTotalBuffers
        self.maxTotalBufferBytes = maxTotalBufferBytes
        self.maxTitleBytes = maxTitleBytes
        self.maxScreenshotPixels = maxScreenshotPixels
        self.maxClients = maxClients
        self.maxCallsPerSecond = maxCallsPerSecond
        self.floodSecondsBeforeDisconnect = floodSecondsBeforeDisconnect
        self.maxUnreadBytes = maxUnreadBytes
        self.maxPasteboardBytes = maxPasteboardBytes
    }
}
