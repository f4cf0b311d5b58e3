import StrataCompositor
import StrataPixman

/// A backend whose one output rotates through several buffers, as a display's
/// swapchain does, and reports each buffer's true age (frames since it was last
/// shown; 0 before its first use). With the reference screen check this tests the
/// renderer's buffer-age repaint, which the headless output (one buffer, always age 1)
/// never exercises. Frames come only when the harness ticks.
package final class SwapchainBackend: Backend {
    package let name = "fuzz-swapchain"
    package let outputs: [Output]
    package let inputDevices: [InputDeviceInfo] = []
    package var onTerminate: ((BackendTermination) -> Void)?

    /// - Parameter length: buffers in the swapchain, at least 1.
    package init(width: Int, height: Int, length: Int) {
        outputs = [SwapchainOutput(width: width, height: height, length: length)]
    }

    package func start(input: InputSink) throws {}
}

/// The swapchain output of ``SwapchainBackend``.
package final class SwapchainOutput: Output {
    package let name = "FUZZ-1"
    package let backendName = "fuzz-swapchain"
    package let width: Int
    package let height: Int
    package let refreshRate = 60.0
    package let isPacedByViewers = false
    package weak var frameListener: OutputFrameListener?
    package private(set) var isFrameScheduled = false
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

    package func scheduleFrame() { isFrameScheduled = true }

    /// Delivers the frame asked for, if any (the harness's stand-in for vblank).
    package func deliverFrame() {
        guard isFrameScheduled else { return }
        isFrameScheduled = false
        frameListener?.outputFrame(self)
    }

    package func acquireBuffer() -> OutputBuffer {
        let age = shownInFrame[next] == 0 ? 0 : frame + 1 - shownInFrame[next]
        return OutputBuffer(image: images[next], age: age, tag: next)
    }

    package func commit(_ buffer: OutputBuffer, damage: PixmanRegion) {
        precondition(buffer.tag == next, "committed buffer \(buffer.tag), lent buffer \(next)")
        frame += 1
        shownInFrame[next] = frame
        next = (next + 1) % images.count
    }

    package var statistics: [(String, Int)] { [("fuzz_frames", frame)] }
}
