/// The schedule of a display's refresh: ticks at a fixed phase, `interval` apart, like
/// vblank. When frames are asked for after an idle spell, the next tick is the next
/// point of that schedule — not a whole interval after the request — so a client that
/// commits a few milliseconds after its `FrameDone` is presented at the next tick and
/// gets the full refresh rate (a timer restarted on every commit gave 57 Hz for a client
/// that commits at once and 38 Hz for one that takes 8 ms).
public struct FramePhase: Sendable, Equatable {
    /// Nanoseconds between ticks.
    public let interval: UInt64
    /// When the last tick came (monotonic nanoseconds); `nil` before the first.
    public private(set) var lastTick: UInt64?

    public init(interval: UInt64) {
        precondition(interval > 0, "a frame interval must be positive")
        self.interval = interval
    }

    /// How long from `now` until the next tick of the schedule: within one interval
    /// (a whole one right at a tick, or before the first tick).
    public func delay(at now: UInt64) -> UInt64 {
        guard let lastTick, now >= lastTick else { return interval }
        return interval - (now - lastTick) % interval
    }

    /// A tick came at `now`.
    public mutating func ticked(at now: UInt64) {
        lastTick = now
    }
}
