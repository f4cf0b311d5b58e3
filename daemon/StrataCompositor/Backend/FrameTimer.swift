import StrataSystem

/// A frame timer for outputs that pace themselves (headless, X11, VNC): a `timerfd`
/// ticking at the refresh rate only while frames are asked for. Each ``schedule()``
/// asks for one ``onFrame`` call at the next tick of a fixed schedule (``FramePhase``:
/// the phase survives idle spells, as a display's vblank does); when a frame goes by
/// without a new request the timer is disarmed, and the loop does not wake up for it
/// at all.
public final class FrameTimer {
    /// Called at each requested frame, on the loop's thread.
    public var onFrame: (() -> Void)?
    public private(set) var isScheduled = false
    /// Ticks so far (for tests and statistics).
    public private(set) var tickCount = 0
    /// The refresh schedule.
    public private(set) var phase: FramePhase
    private var timer: LoopTimer!
    private let clock: () -> UInt64

    /// - Parameter clock: monotonic nanoseconds (tests pass their own).
    public init(refreshHz: Double, loop: EventLoop, clock: @escaping () -> UInt64 = { monotonicMicroseconds() &* 1000 }) throws {
        precondition(refreshHz > 0, "refresh rate must be positive")
        phase = FramePhase(interval: UInt64(1_000_000_000 / refreshHz))
        self.clock = clock
        timer = try loop.makeTimer { [unowned self] in self.fire() }
    }

    /// Asks for one frame at the next tick of the schedule (arms the timer if idle).
    public func schedule() {
        isScheduled = true
        if !timer.isArmed {
            timer.arm(afterNanoseconds: max(phase.delay(at: clock()), 1), intervalNanoseconds: phase.interval)
        }
    }

    private func fire() {
        phase.ticked(at: clock())
        guard isScheduled else {
            timer.disarm()
            return
        }
        isScheduled = false
        tickCount += 1
        onFrame?()
        if !isScheduled { timer.disarm() }
    }
}
