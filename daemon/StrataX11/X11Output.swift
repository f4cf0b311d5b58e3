internal import CXCB
import StrataCompositor
import StrataPixman
import StrataShm
import StrataSystem

/// The X11 output: a window titled "Strata" showing the screen. Two buffers, so the
/// renderer draws the next frame while the X server still reads the last one; only
/// the damaged rectangles are sent, with MIT-SHM (`xcb_shm_put_image` from a memfd
/// the server maps) when the server supports it, else with `PutImage` (the pixels
/// travel in the request). Frames are paced by a timer at the refresh rate: plain X
/// has no display timing to follow (the Present extension would be the next step).
public final class X11Output: Output {
    public let name = "X11-1"
    public let backendName = "x11"
    public let width: Int
    public let height: Int
    public let refreshRate: Double
    public let isPacedByViewers = false
    /// Unretained, not `weak` (see ``Output/frameListener``).
    public unowned(unsafe) var frameListener: OutputFrameListener?
    /// Whether pixels go through MIT-SHM (else `PutImage`).
    public let usesSharedMemory: Bool
    /// What was sent to the X server since start (for `DumpState frames`).
    public private(set) var putRequests = 0
    public private(set) var putRectangles = 0
    public private(set) var putBytes = 0

    let window: UInt32
    private let connection: XCBConnection
    let gc: UInt32
    private let pacer: FrameTimer
    private var buffers: [Buffer] = []
    private var frameCounter = 1
    private var lastCommitted: Int?
    /// The first event number of MIT-SHM (its completion event), when used.
    private let shmFirstEvent: UInt8
    /// Called while waiting for a buffer, with events that are not ours, for later.
    var deferEvent: ((UnsafeMutablePointer<xcb_generic_event_t>) -> Void)?
    /// Set when the connection died while waiting for a buffer.
    private(set) var connectionLost = false

    private struct Buffer {
        let image: PixmanImage
        let shared: SharedBuffer?
        let segment: UInt32
        var busy = false
        var lastFrame = 0
    }

    /// Most damage rectangles sent per frame; beyond it, their bounding box.
    static let maximumRectangles = 64

    init(connection: XCBConnection, window: UInt32, width: Int, height: Int, refreshHz: Double,
         allowSharedMemory: Bool, loop: EventLoop) throws {
        self.connection = connection
        self.window = window
        self.width = width
        self.height = height
        refreshRate = refreshHz
        pacer = try FrameTimer(refreshHz: refreshHz, loop: loop)
        gc = connection.generateID()
        _ = xcb_create_gc(connection.raw, gc, window, 0, nil)
        let shm = allowSharedMemory ? Self.attachSharedBuffers(connection, width: width, height: height) : nil
        usesSharedMemory = shm != nil
        shmFirstEvent = shm?.firstEvent ?? 0
        buffers = shm?.buffers ?? [Buffer(image: PixmanImage(format: .x8r8g8b8, width: width, height: height),
                                          shared: nil, segment: 0)]
        pacer.onFrame = { [unowned self] in self.frameListener?.outputFrame(self) }
    }

    /// Two memfd buffers attached to the server with `xcb_shm_attach_fd` (MIT-SHM 1.2),
    /// or nil when the server lacks it or refuses them (a remote server cannot map our memory).
    private static func attachSharedBuffers(_ connection: XCBConnection, width: Int, height: Int)
        -> (buffers: [Buffer], firstEvent: UInt8)? {
        let c = connection.raw
        guard let ext = strata_xcb_shm_extension(c), ext.pointee.present != 0 else { return nil }
        guard let version = xcb_shm_query_version_reply(c, xcb_shm_query_version(c), nil) else { return nil }
        defer { free(version) }
        guard (version.pointee.major_version, version.pointee.minor_version) >= (1, 2) else { return nil }
        var buffers: [Buffer] = []
        for _ in 0..<2 {
            guard let shared = try? SharedBuffer.create(width: width, height: height, format: .x8r8g8b8),
                  let fd = try? shared.fd.duplicate() else { return nil }
            let segment = connection.generateID()
            // xcb closes the descriptor once sent.
            if let error = xcb_request_check(c, xcb_shm_attach_fd_checked(c, segment, fd.release(), 1)) {
                free(error)
                return nil
            }
            buffers.append(Buffer(image: shared.image, shared: shared, segment: segment))
        }
        return (buffers, ext.pointee.first_event)
    }

    public var isFrameScheduled: Bool { pacer.isScheduled }
    public func scheduleFrame() { pacer.schedule() }

    public func acquireBuffer() -> OutputBuffer {
        while !connectionLost && !buffers.contains(where: { !$0.busy }) { waitForCompletion() }
        let free = buffers.indices.filter { !buffers[$0].busy || connectionLost }
        let index = free.max { buffers[$0].lastFrame < buffers[$1].lastFrame }!
        let buffer = buffers[index]
        return OutputBuffer(image: buffer.image, age: buffer.lastFrame == 0 ? 0 : frameCounter - buffer.lastFrame, tag: index)
    }

    public func commit(_ buffer: OutputBuffer, damage: PixmanRegion) {
        buffers[buffer.tag].lastFrame = frameCounter
        frameCounter += 1
        lastCommitted = buffer.tag
        send(buffer.tag, damage.intersection(PixmanRegion(x: 0, y: 0, width: Int32(width), height: Int32(height))),
             completion: true)
    }

    /// Sends the exposed rectangle again from the last frame.
    func expose(_ rect: PixmanRect) {
        guard let index = lastCommitted else { return }
        send(index, PixmanRegion(rect: rect), completion: false)
    }

    private func send(_ index: Int, _ region: PixmanRegion, completion: Bool) {
        var rects = region.rectangles
        if rects.count > Self.maximumRectangles { rects = [region.extents] }
        guard !rects.isEmpty, !connectionLost else { return }
        let buffer = buffers[index]
        for (n, rect) in rects.enumerated() {
            if buffer.shared != nil {
                let last = completion && n == rects.count - 1
                _ = xcb_shm_put_image(connection.raw, window, gc, UInt16(width), UInt16(height),
                                      UInt16(rect.x), UInt16(rect.y), UInt16(rect.width), UInt16(rect.height),
                                      Int16(rect.x), Int16(rect.y), 24, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue),
                                      last ? 1 : 0, buffer.segment, 0)
                putRequests += 1
                if last { buffers[index].busy = true }
            } else {
                putImage(buffer.image, rect)
            }
            putRectangles += 1
            putBytes += Int(rect.width) * Int(rect.height) * 4
        }
        connection.flush()
    }

    /// `PutImage` of one rectangle, split into bands of rows that fit in a request.
    private func putImage(_ image: PixmanImage, _ rect: PixmanRect) {
        guard let base = image.data else { return }
        let rowBytes = Int(rect.width) * 4
        let rowsPerRequest = max(1, (connection.maximumRequestBytes - 64) / rowBytes)
        var band = [UInt8](repeating: 0, count: rowBytes * min(Int(rect.height), rowsPerRequest))
        var y = Int(rect.y)
        while y < Int(rect.y + rect.height) {
            let rows = min(rowsPerRequest, Int(rect.y + rect.height) - y)
            band.withUnsafeMutableBytes { out in
                for row in 0..<rows {
                    let source = base + (y + row) * image.stride + Int(rect.x) * 4
                    (out.baseAddress! + row * rowBytes).copyMemory(from: source, byteCount: rowBytes)
                }
                _ = xcb_put_image(connection.raw, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, gc,
                                  UInt16(rect.width), UInt16(rows), Int16(rect.x), Int16(y), 0, 24,
                                  UInt32(rows * rowBytes), out.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
            putRequests += 1
            y += rows
        }
    }

    /// Handles MIT-SHM's completion event; false if `event` is something else.
    func handleCompletion(_ event: UnsafeMutablePointer<xcb_generic_event_t>) -> Bool {
        guard usesSharedMemory, event.pointee.response_type & 0x7F == shmFirstEvent + UInt8(XCB_SHM_COMPLETION) else { return false }
        let segment = UnsafeMutableRawPointer(event).assumingMemoryBound(to: xcb_shm_completion_event_t.self).pointee.shmseg
        if let index = buffers.firstIndex(where: { $0.segment == segment }) { buffers[index].busy = false }
        return true
    }

    /// Blocks until the server has read a buffer (only when both are still in flight).
    private func waitForCompletion() {
        connection.flush()
        guard let event = connection.waitEvent() else {
            connectionLost = true
            return
        }
        if handleCompletion(event) { free(event) } else { deferEvent?(event) }
    }

    public var statistics: [(String, Int)] {
        [("x11_shm", usesSharedMemory ? 1 : 0), ("x11_put_requests", putRequests),
         ("x11_put_rectangles", putRectangles), ("x11_put_bytes", putBytes)]
    }
}
