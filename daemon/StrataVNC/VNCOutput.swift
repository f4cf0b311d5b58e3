internal import CNeatVNC
import StrataCompositor
import StrataPixman
import StrataSystem

/// The VNC output: the screen as a remote framebuffer. The renderer draws straight into
/// neatvnc's framebuffers (a pool: neatvnc keeps the last one shown and the ones its
/// encoders still read), so each buffer has an age and only damage is repainted;
/// neatvnc sends each viewer the damage since its last update when the viewer asks
/// (RFB is pull-based), with at most one update in flight per viewer.
///
/// Frames for apps come from a timer at the refresh rate; what a viewer sees is paced
/// by its own update requests, so `RefreshRate` on the bus is 0.
public final class VNCOutput: Output {
    public let name = "VNC-1"
    public let backendName = "vnc"
    public let width: Int
    public let height: Int
    public let refreshRate: Double
    public let isPacedByViewers = true
    /// Unretained, not `weak` (see ``Output/frameListener``).
    public unowned(unsafe) var frameListener: OutputFrameListener?
    /// Frames handed to neatvnc, and the damaged bytes they carried.
    public private(set) var framesFed = 0
    public private(set) var damageBytesFed = 0

    private let display: OpaquePointer
    private let pool: OpaquePointer
    private let pacer: FrameTimer
    private var frameCounter = 1
    /// The frame each framebuffer last held, by its address.
    private var lastFrame: [UnsafeMutableRawPointer: Int] = [:]
    private var acquired: OpaquePointer?
    private var images: [UnsafeMutableRawPointer: PixmanImage] = [:]

    init(display: OpaquePointer, width: Int, height: Int, refreshHz: Double, loop: EventLoop) throws {
        self.display = display
        self.width = width
        self.height = height
        refreshRate = refreshHz
        guard let pool = nvnc_fb_pool_new(UInt16(width), UInt16(height), STRATA_NVNC_FORMAT_XRGB8888, UInt16(width)) else {
            throw VNCError.server("cannot allocate framebuffers")
        }
        self.pool = pool
        pacer = try FrameTimer(refreshHz: refreshHz, loop: loop)
        pacer.onFrame = { [unowned self] in self.frameListener?.outputFrame(self) }
    }

    deinit { nvnc_fb_pool_unref(pool) }

    public var isFrameScheduled: Bool { pacer.isScheduled }
    public func scheduleFrame() { pacer.schedule() }

    public func acquireBuffer() -> OutputBuffer {
        precondition(acquired == nil, "one buffer at a time")
        // The pool hands out a free framebuffer, allocating one when all are in use.
        let fb = nvnc_fb_pool_acquire(pool)!
        acquired = fb
        let address = nvnc_fb_get_addr(fb)!
        let stride = Int(nvnc_fb_get_stride(fb)) * 4
        if images[address] == nil {
            // A new framebuffer: offered for huge pages, as the headless screen is (LargePageMemory).
            LargePageMemory.adviseHugePages(address, count: stride * height)
        }
        let image = images[address] ?? PixmanImage(format: .x8r8g8b8, width: width, height: height,
                                                     bits: address, stride: stride)
        images[address] = image
        let age = lastFrame[address].map { frameCounter - $0 } ?? 0
        return OutputBuffer(image: image, age: age, tag: Int(bitPattern: address))
    }

    public func commit(_ buffer: OutputBuffer, damage: PixmanRegion) {
        guard let fb = acquired else { preconditionFailure("commit without acquireBuffer") }
        acquired = nil
        lastFrame[nvnc_fb_get_addr(fb)!] = frameCounter
        frameCounter += 1
        let rects = damage.intersection(PixmanRegion(x: 0, y: 0, width: Int32(width), height: Int32(height))).rectangles
        let flat = rects.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        strata_nvnc_feed(display, fb, flat, Int32(rects.count))
        nvnc_fb_unref(fb) // neatvnc holds it now; it returns to the pool when no one reads it
        framesFed += 1
        damageBytesFed += rects.reduce(0) { $0 + Int($1.width) * Int($1.height) * 4 }
    }

    /// Filled in by the backend.
    var viewerCount: () -> Int = { 0 }

    public var statistics: [(String, Int)] {
        [("vnc_viewers", viewerCount()), ("vnc_frames", framesFed), ("vnc_damage_bytes", damageBytesFed),
         ("vnc_framebuffers", lastFrame.count)]
    }
}
