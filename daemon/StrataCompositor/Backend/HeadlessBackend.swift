import StrataPixman
import StrataSystem

/// No display at all: frames are composited into memory, where `Screenshot` reads
/// them. For tests, CI and headless devices. No input devices (use `org.strata.Input1`).
public final class HeadlessBackend: Backend {
    public let name = "headless"
    public let outputs: [Output]
    public let inputDevices: [InputDeviceInfo] = []
    public var onTerminate: ((BackendTermination) -> Void)?

    /// - Parameters:
    ///   - width, height: the output's size in pixels.
    ///   - refreshHz: the frame timer's rate.
    ///   - loop: the loop the frame timer runs on.
    public init(width: Int, height: Int, refreshHz: Double, loop: EventLoop) throws {
        outputs = [try HeadlessOutput(width: width, height: height, refreshHz: refreshHz, loop: loop)]
    }

    public func start(input: InputSink) throws {}
}

/// A headless output: one buffer in memory (always age 1 after the first frame) and a
/// `timerfd` frame timer that runs only while frames are asked for (wlroots'
/// `backend/headless/output.c`, Weston's `finish_frame_timer`).
public final class HeadlessOutput: Output {
    public let name = "HEADLESS-1"
    public let backendName = "headless"
    public let width: Int
    public let height: Int
    public let refreshRate: Double
    public let isPacedByViewers = false
    /// Unretained, not `weak` (see ``Output/frameListener``).
    public unowned(unsafe) var frameListener: OutputFrameListener?
    /// Frames committed since start.
    public private(set) var presentedFrames = 0
    private let pacer: FrameTimer
    private let image: PixmanImage
    private var drawn = false

    public init(width: Int, height: Int, refreshHz: Double, loop: EventLoop) throws {
        self.width = width
        self.height = height
        refreshRate = refreshHz
        // The screen on huge pages where the kernel gives them (see LargePageMemory).
        let stride = width * 4
        let memory = try LargePageMemory(count: max(1, stride * height))
        image = PixmanImage(format: .x8r8g8b8, width: width, height: height, bits: memory.address, stride: stride,
                            owner: memory)
        pacer = try FrameTimer(refreshHz: refreshHz, loop: loop)
        pacer.onFrame = { [unowned self] in self.frameListener?.outputFrame(self) }
    }

    public var isFrameScheduled: Bool { pacer.isScheduled }
    public func scheduleFrame() { pacer.schedule() }

    public func acquireBuffer() -> OutputBuffer {
        OutputBuffer(image: image, age: drawn ? 1 : 0, tag: 0)
    }

    public func commit(_ buffer: OutputBuffer, damage: PixmanRegion) {
        drawn = true
        presentedFrames += 1
    }

    public var statistics: [(String, Int)] { [("output_presented_frames", presentedFrames)] }
}
