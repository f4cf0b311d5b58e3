import StrataSystem

/// A frame timer for outputs that pace themselves (headless, X11, VNC): a `timerfd`
/// ticking at the refresh rate only while frames are asked for. Each ``schedule()``
/// asks for one ``onFrame`` call; while frames keep being asked for, the timer keeps
/// its phase; when a frame goes by without a new request it is disarmed, and the loop
/// does not wake up for it at all.
public final class FrameTimer {
    /// Called at each requested frame, on the loop's thread.
    public var onFrame: (() -> Void)?
    public private(set) var isScheduled = false
    private var timer: LoopTimer!
    private let interval: UInt64

    public init(refreshHz: Double, loop: EventLoop) throws {
        precondition(refreshHz > 0, "refresh rate must be positive")
        interval = UInt64(1_000_000_000 / refreshHz)
        timer = try loop.makeTimer { [unowned self] in self.fire() }
    }

    /// Asks for one frame at the next tick (starts the timer if it is idle).
    public func schedule() {
        isScheduled = true
        if !timer.isArmed { timer.arm(afterNanoseconds: interval, intervalNanoseconds: interval) }
    }

    private func fire() {
        guard isScheduled else {
            timer.disarm()
            return
        }
        isScheduled = false
        onFrame?()
        if !isScheduled { timer.disarm() }
    }
}
