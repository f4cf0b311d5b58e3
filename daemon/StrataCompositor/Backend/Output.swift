import StrataPixman

/// A buffer an output lends the renderer for one frame.
///
/// The output owns the pixels; the renderer may write them from ``Output/acquireBuffer()``
/// until it hands the buffer back with ``Output/commit(_:damage:)``, and never afterwards.
public struct OutputBuffer {
    /// The pixels: `x8r8g8b8`, exactly the output's ``Output/width`` × ``Output/height``.
    public let image: PixmanImage
    /// How many frames old the contents are: 1 means the buffer holds the previous
    /// frame (the renderer repaints only the new damage), 2 the frame before it (the
    /// renderer adds the previous frame's damage), and so on. 0 means the contents are
    /// undefined (a new buffer): the renderer repaints everything. This is EGL's
    /// buffer age, as wlroots' `wlr_output` uses it.
    public let age: Int
    /// Identifies the buffer for the output that lent it (an index, a pointer).
    public let tag: Int

    public init(image: PixmanImage, age: Int, tag: Int) {
        self.image = image
        self.age = age
        self.tag = tag
    }
}

/// Receives an output's frame events. The compositor's ``FrameClock`` is one.
public protocol OutputFrameListener: AnyObject {
    /// The output is ready for a new frame: this is the moment to repaint and commit.
    /// Called on the event loop's thread, once per ``Output/scheduleFrame()``.
    func outputFrame(_ output: Output)
}

/// One screen a backend drives (a desktop window, a remote framebuffer, a monitor).
///
/// **Implementer's contract** (after wlroots' `include/wlr/interfaces/wlr_output.h`):
///
/// - Everything runs on the event loop's thread. An output registers what it needs
///   (timers, fds) on the loop its backend was given, and must not wake the loop while
///   no frame is scheduled: an idle compositor uses no CPU.
/// - Pacing: ``scheduleFrame()`` asks for **one** ``OutputFrameListener/outputFrame(_:)``
///   call at the output's next opportunity (its timer, the display's timing, a viewer's
///   request). Calling it again before the frame comes changes nothing. An output sends
///   no frame that was not asked for.
/// - Buffers: ``acquireBuffer()`` returns a buffer the renderer may draw into now, with
///   its age (see ``OutputBuffer/age``); it never fails — an output whose buffers are
///   all still in use by the display waits for one or allocates another. At most one
///   buffer is acquired at a time, and each acquired buffer is committed.
/// - ``commit(_:damage:)`` shows the buffer. `damage` is what changed on screen since
///   the previous commit (screen coordinates, within the output); the output sends only
///   that region to its display where it can. After commit the buffer is the output's
///   again until it returns it, with an age, from ``acquireBuffer()``. The committed
///   image stays readable (screenshots read it) until the next commit.
/// - Sizes do not change while the output exists.
public protocol Output: AnyObject {
    /// A name for people and for `org.strata.Output1.Name`, unique in the daemon: "HEADLESS-1", "X11-1", "VNC-1".
    var name: String { get }
    /// The backend's name, as `stratad --backend` takes it.
    var backendName: String { get }
    /// The size in pixels.
    var width: Int { get }
    var height: Int { get }
    /// Frames per second while frames are asked for, in Hz (> 0).
    var refreshRate: Double { get }
    /// Whether the display itself sets the pace a person sees (a VNC viewer's update
    /// requests): `org.strata.Output1.RefreshRate` is then 0.
    var isPacedByViewers: Bool { get }
    /// Who gets frame events. Set once by the compositor, before the first ``scheduleFrame()``.
    /// Not retained; the listener clears it when it goes (as the compositor's
    /// `FrameClock` does). Outputs store it `unowned(unsafe)` rather than `weak`: a
    /// weakly referenced object gets a side table, and every retain and release of it
    /// then takes the runtime's slow path — the frame clock is retained on every frame.
    var frameListener: OutputFrameListener? { get set }
    /// Whether a frame event has been asked for and not delivered yet.
    var isFrameScheduled: Bool { get }
    /// Asks for one frame event (see the type's contract).
    func scheduleFrame()
    /// A buffer to draw the next frame into.
    func acquireBuffer() -> OutputBuffer
    /// Shows `buffer`; `damage` is the screen region that changed since the last commit.
    func commit(_ buffer: OutputBuffer, damage: PixmanRegion)
    /// Counters for `DumpState frames` (name, value), e.g. bytes and rectangles sent.
    var statistics: [(String, Int)] { get }
}
