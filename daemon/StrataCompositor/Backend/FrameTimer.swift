import StrataSystem

/// A frame timer for outputs that pace themselves (headless, X11, VNC): a `timerfd`
/// ticking at the refresh rate only while frames are asked for. Each ``schedule()``
/// asks for one ``onFrame`` call at the next tick of a fixed schedule (``FramePhase``:
/// the phase survives idle spells, as a display's vblank does). The timer stays armed
/// while frames keep being asked for and is disarmed at the first tick that finds no
/// request, so an idle daemon does not wake up for it at all.
///
/// It is not disarmed at the end of a frame that nobody has asked to follow yet: a
/// client paced by its frame events asks for the next frame only after it hears of this
/// one, a moment later, and disarming then re-arming costs two `timerfd_settime` calls
/// and a `read` every frame. Keeping it armed costs one empty tick when activity stops.
public final class FrameTimer {
    /// Called at each requested frame, on the loop's thread.
    public var onFrame: (() -> Void)?
    public private(set) var isScheduled = false
    /// Ticks that produced a frame so far (for tests and statistics).
    public private(set) var tickCount = 0
    /// Ticks that found no request and disarmed the timer.
    public private(set) var idleTickCount = 0
    /// How many times the kernel timer was armed (once per active spell, not per frame).
    public private(set) var armCount = 0
    /// Whether the kernel timer is armed (the loop will wake at the next tick).
    public var isTicking: Bool { timer.isArmed }
    /// The refresh schedule.
    public private(set) var phase: FramePhase
    private var timer: LoopTimer!
    private let clock: () -> UInt64
    private unowned let loop: EventLoop
    /// Non-blocking polls at a tick before the frame (see ``fire()``): 8 × 32 descriptors.
    static let latchPolls = 8

    /// - Parameter clock: monotonic nanoseconds (tests pass their own).
    public init(refreshHz: Double, loop: EventLoop, clock: @escaping () -> UInt64 = { monotonicMicroseconds() &* 1000 }) throws {
        precondition(refreshHz > 0, "refresh rate must be positive")
        phase = FramePhase(interval: UInt64(1_000_000_000 / refreshHz))
        self.clock = clock
        self.loop = loop
        timer = try loop.makeTimer { [unowned self] in self.fire() }
    }

    /// Asks for one frame at the next tick of the schedule (arms the timer if idle).
    public func schedule() {
        isScheduled = true
        if !timer.isArmed {
            armCount += 1
            timer.arm(afterNanoseconds: max(phase.delay(at: clock()), 1), intervalNanoseconds: phase.interval)
        }
    }

    /// A tick. Before deciding whether there is a frame, everything that has already
    /// reached the daemon is handled (``EventLoop/handleReadyEvents(maximumPolls:)``):
    /// a commit that arrived before the tick is in this frame even when the loop was busy
    /// (with 256 clients it is, for most of the interval) and had not read it yet, or had
    /// read it in the same batch as the tick without dispatching it.
    private func fire() {
        try? loop.handleReadyEvents(maximumPolls: Self.latchPolls)
        phase.ticked(at: clock())
        guard isScheduled else {
            idleTickCount += 1
            timer.disarm()
            return
        }
        isScheduled = false
        tickCount += 1
        onFrame?()
    }
}
