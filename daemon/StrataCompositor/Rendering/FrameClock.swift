import StrataSystem

/// The frame clock: a `timerfd` ticking at the refresh rate only while something is
/// pending (damage, or commits waiting for `FrameDone`). Idle, it is disarmed and the
/// daemon does not wake up at all.
public final class FrameClock {
    public let refreshHz: Double
    public var onTick: (() -> Void)?
    /// Ticks since start.
    public private(set) var tickCount = 0
    public var isRunning: Bool { timer.isArmed }
    private var timer: LoopTimer!
    private let interval: UInt64

    init(refreshHz: Double, loop: EventLoop) throws {
        precondition(refreshHz > 0, "refresh rate must be positive")
        self.refreshHz = refreshHz
        interval = UInt64(1_000_000_000 / refreshHz)
        timer = try loop.makeTimer { [unowned self] in
            self.tickCount += 1
            self.onTick?()
        }
    }

    /// Makes sure a tick comes (starts the clock if it is idle).
    public func schedule() {
        if !timer.isArmed { timer.arm(afterNanoseconds: interval, intervalNanoseconds: interval) }
    }

    /// Stops the clock until the next ``schedule()``.
    func idle() { timer.disarm() }
}
