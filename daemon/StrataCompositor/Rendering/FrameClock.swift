/// The compositor's frame clock: frames come from the output (its timer, its display,
/// its viewers), only while something is pending (damage, or commits waiting for
/// `FrameDone`). Idle, the output is asked for nothing and the daemon does not wake up.
package final class FrameClock: OutputFrameListener {
    /// The output's frame rate while frames are asked for, in Hz.
    package var refreshHz: Double { output.refreshRate }
    package var onTick: (() -> Void)?
    /// Ticks since start.
    package private(set) var tickCount = 0
    /// Whether a frame is asked for.
    package var isRunning: Bool { output.isFrameScheduled }
    /// Held (the compositor holds it too), so that `deinit` can reach it.
    private let output: Output

    init(output: Output) {
        self.output = output
        output.frameListener = self
    }

    deinit {
        // The output does not retain its listener (``Output/frameListener``).
        if output.frameListener === self { output.frameListener = nil }
    }

    /// Makes sure a tick comes.
    package func schedule() { output.scheduleFrame() }

    package func outputFrame(_ output: Output) {
        tickCount += 1
        onTick?()
    }
}
