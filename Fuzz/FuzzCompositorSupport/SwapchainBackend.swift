import StrataCompositor
import StrataPixman

/// A backend whose one output rotates through several buffers, as a display's
/// swapchain does, and reports each buffer's true age (frames since it was last
/// shown; 0 before its first use). With the reference screen check this tests the
/// renderer's buffer-age repaint, which the headless output (one buffer, always age 1)
/// never exercises. Frames come only when the harness ticks.
public final class SwapchainBackend: Backend {
    public let name = "fuzz-swapchain"
    public let outputs: [Output]
    public let inputDevices: [InputDeviceInfo] = []
    public var onTerminate: ((BackendTermination) -> Void)?

    /// - Parameter length: buffers in the swapchain, at least 1.
    public init(width: Int, height: Int, length: Int) {
        outputs = [SwapchainOutput(width: width, height: height, length: length)]
    }

    public func start(input: InputSink) throws {}
}

/// The swapchain output of ``SwapchainBackend``.
public final class SwapchainOutput: Output {
    public let name = "FUZZ-1"
    public let backendName = "fuzz-swapchain"
    public let width: Int
    public let height: Int
    public let refreshRate = 60.0
    public let isPacedByViewers = false
    public weak var frameListener: OutputFrameListener?
    public private(set) var isFrameScheduled = false
    private let images: [PixmanImage]
    /// The frame number each buffer was last committed in (0: never).
    private var shownInFrame: [Int]
    private var frame = 0
    private var next = 0

    init(width: Int, height: Int, length: Int) {
        precondition(length >= 1)
        self.width = width
        self.height = height
        images = (0..<length).map { _ in PixmanImage(format: .x8r8g8b8, width: width, height: height) }
        shownInFrame = Array(repeating: 0, count: length)
    }

    public func scheduleFrame() { isFrameScheduled = true }

    /// Delivers the frame asked for, if any (the harness's stand-in for vblank).
    public func deliverFrame() {
        guard isFrameScheduled else { return }
        isFrameScheduled = false
        frameListener?.outputFrame(self)
    }

    public func acquireBuffer() -> OutputBuffer {
        let age = shownInFrame[next] == 0 ? 0 : frame + 1 - shownInFrame[next]
        return OutputBuffer(image: images[next], age: age, tag: next)
    }

    public func commit(_ buffer: OutputBuffer, damage: PixmanRegion) {
        precondition(buffer.tag == next, "committed buffer \(buffer.tag), lent buffer \(next)")
        frame += 1
        shownInFrame[next] = frame
        next = (next + 1) % images.count
    }

    public var statistics: [(String, Int)] { [("fuzz_frames", frame)] }
}
