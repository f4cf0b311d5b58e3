import StrataPixman
import StrataProtocol
import StrataShm
import StrataSystem

/// StrataCompositor's public API is the backend seam (`Backend/`: what a backend in
/// another module implements); everything else, this type included, is `package`:
/// used by `stratad`, the tests and the fuzz targets of this package, and free to change.
///
/// The compositor's state and its operations, free of D-Bus: the window stack,
/// clients and their buffers, the renderer, input routing and the frame clock.
/// The D-Bus service calls these after checking callers; what clients must learn
/// comes back through ``delegate``.
package final class Compositor {
    /// Told what window owners must learn. Not `weak`: the delegate (the D-Bus service)
    /// is called several times a frame, and a weak reference to it would slow every
    /// retain of it (see `ClearedReference`). So it must outlive the compositor or set
    /// this to `nil` when it goes, as `CompositorService` does in its `deinit`.
    package unowned(unsafe) var delegate: CompositorDelegate?
    package private(set) var stack = WindowStack()
    package private(set) var clients: [String: ClientRecord] = [:]
    package let renderer: Renderer
    /// Where outputs and input devices come from.
    package let backend: Backend
    /// The screen: the backend's first output (its size is the screen size).
    package let output: Output
    package var limits: CompositorLimits
    /// Buffers registered by all clients, and their bytes (for the global limits).
    package private(set) var totalBuffers = 0
    package private(set) var totalBufferBytes = 0
    package let frameClock: FrameClock
    package lazy var input = InputRouter(compositor: self)
    private var nextWindowID: UInt32 = 1
    private var nextBufferID: UInt32 = 1
    /// A hidden window that asked to be key becomes key when shown.
    private var keyWhenShown: UInt32?
    /// CLOCK_MONOTONIC microseconds; in-process tests put a virtual clock here.
    package var clock: () -> UInt64 = { monotonicMicroseconds() }
    /// Repaint times and frame times (`DumpState frames`, `strata stats`).
    package private(set) var screenStatistics = ScreenFrameStatistics()
    /// The shared pasteboard (protocol version 6).
    package private(set) var pasteboard = Pasteboard()

    /// - Parameters:
    ///   - backend: outputs and input devices; its first output is the screen, and it
    ///     paces the frames. Call ``startInput()`` to have its input routed.
    package init(backend: Backend, limits: CompositorLimits = CompositorLimits()) {
        precondition(!backend.outputs.isEmpty, "a backend has at least one output")
        self.backend = backend
        output = backend.outputs[0]
        renderer = Renderer(width: output.width, height: output.height)
        self.limits = limits
        frameClock = FrameClock(output: output)
        frameClock.onTick = { [unowned self] in self.frameTick() }
        frameClock.schedule()
    }

    package var screenWidth: Int { renderer.screen.width }
    package var screenHeight: Int { renderer.screen.height }

    /// The record of client `name`, made on first use.
    package func client(_ name: String, isPrivate: Bool = false) -> ClientRecord {
        if let existing = clients[name] { return existing }
        let record = ClientRecord(name: name, isPrivate: isPrivate)
        clients[name] = record
        return record
    }

    package func window(id: UInt32) -> CompositorWindow? { stack.window(id: id) }

    /// Replaces the shared pasteboard's items (within `max-pasteboard-bytes` and the
    /// pasteboard's rules; a refusal keeps what it held) and tells the delegate.
    @discardableResult
    package func setPasteboardItems(_ items: [Pasteboard.Item]) throws(CompositorError) -> UInt32 {
        let count = try pasteboard.setItems(items, maxBytes: limits.maxPasteboardBytes)
        delegate?.pasteboardChanged()
        return count
    }

    // MARK: Windows

    /// Creates a hidden window for `owner`. Throws ``CompositorError/limitsExceeded(_:)``
    /// over the client's or the global window cap or for a title or app id that is too
    /// long, ``CompositorError/invalid(_:)`` for bad geometry.
    package func createWindow(owner: String, processID: UInt32, appID: String, title: String,
                             geometry: WindowGeometry?, level: Int32, isOpaque: Bool) throws(CompositorError) -> CompositorWindow {
        let record = client(owner)
        guard record.windowIDs.count < limits.maxWindows else {
            throw .limitsExceeded("max-windows-per-client: a client may have at most \(limits.maxWindows) windows")
        }
        guard stack.windows.count < limits.maxTotalWindows else {
            throw .limitsExceeded("max-windows: the daemon holds at most \(limits.maxTotalWindows) windows")
        }
        try validateText(title, "title")
        try validateText(appID, "app id")
        let frame = geometry ?? WindowGeometry(x: 0, y: 0, width: Int32(screenWidth), height: Int32(screenHeight))
        try validate(frame)
        let window = CompositorWindow(id: nextWindowID, owner: owner, processID: processID, appID: appID, title: title,
                                      geometry: frame, level: level, isOpaque: isOpaque)
        nextWindowID &+= 1
        record.windowIDs.insert(window.id)
        stack.insert(window)
        delegate?.windowListChanged()
        return window
    }

    private func validate(_ geometry: WindowGeometry) throws(CompositorError) {
        guard geometry.width > 0, geometry.height > 0 else {
            throw .invalid("window size must be positive, got \(geometry.width)x\(geometry.height)")
        }
        guard geometry.hasValidOrigin else {
            let m = WindowGeometry.maximumCoordinate
            throw .invalid("a window's x and y must lie within -\(m)...\(m), got \(geometry.x), \(geometry.y)")
        }
        guard UInt32(geometry.width) <= limits.maxDimension, UInt32(geometry.height) <= limits.maxDimension else {
            throw .limitsExceeded("max-dimension: windows are at most \(limits.maxDimension) pixels wide and tall")
        }
    }

    private func validateText(_ text: String, _ what: String) throws(CompositorError) {
        guard text.utf8.count <= limits.maxTitleBytes else {
            throw .limitsExceeded("max-title-bytes: a window's \(what) is at most \(limits.maxTitleBytes) bytes, got \(text.utf8.count)")
        }
    }

    package func setTitle(_ window: CompositorWindow, _ title: String) throws(CompositorError) {
        try validateText(title, "title")
        guard title != window.title else { return }
        window.title = title
        delegate?.windowPropertiesChanged(window, ["Title"])
    }

    package func setGeometry(_ window: CompositorWindow, _ geometry: WindowGeometry) throws(CompositorError) {
        try validate(geometry)
        guard geometry != window.geometry else { return }
        if window.isVisible { damage(window.contentRegion) }
        window.geometry = geometry
        if window.isVisible { damage(window.contentRegion) }
        delegate?.windowPropertiesChanged(window, ["Geometry"])
    }

    /// Moves the window's top-left corner to (`x`, `y`), keeping its size (operator control).
    package func move(_ window: CompositorWindow, x: Int32, y: Int32) throws(CompositorError) {
        var geometry = window.geometry
        geometry.x = x
        geometry.y = y
        try setGeometry(window, geometry)
    }

    /// Resizes the window, keeping its top-left corner (operator control). Its owner
    /// sees `Geometry` change and should draw at the new size; until it commits a buffer
    /// of that size, the old buffer shows clipped to the window (or leaves the rest
    /// uncovered).
    package func resize(_ window: CompositorWindow, width: Int32, height: Int32) throws(CompositorError) {
        var geometry = window.geometry
        geometry.width = width
        geometry.height = height
        try setGeometry(window, geometry)
    }

    /// Moves the window to `level`, on top of the windows already there.
    package func setLevel(_ window: CompositorWindow, _ level: Int32) {
        guard level != window.level else { return }
        window.level = level
        stack.raise(window)
        if window.isVisible { damage(window.contentRegion) }
        delegate?.windowPropertiesChanged(window, ["Level"])
        delegate?.windowListChanged()
    }

    /// Shows the window and raises it to the top of its level (the key window is unchanged,
    /// unless this window asked to be key while hidden).
    package func show(_ window: CompositorWindow) {
        let wasVisible = window.isVisible
        window.isVisible = true
        stack.raise(window)
        damage(window.contentRegion)
        if !wasVisible { delegate?.windowPropertiesChanged(window, ["Visible"]) }
        delegate?.windowListChanged()
        if keyWhenShown == window.id {
            keyWhenShown = nil
            makeKey(window)
        }
    }

    /// Hides the window; a hidden key window stops being key, and touches on it are cancelled.
    package func hide(_ window: CompositorWindow) {
        guard window.isVisible else { return }
        window.isVisible = false
        damage(window.contentRegion)
        delegate?.windowPropertiesChanged(window, ["Visible"])
        if stack.keyWindow === window { setKey(nil) }
        input.cancelTouches(on: window, notify: true)
    }

    package func raise(_ window: CompositorWindow) {
        stack.raise(window)
        if window.isVisible { damage(window.contentRegion) }
        delegate?.windowListChanged()
    }

    /// Makes the window key (a hidden one becomes key when it is shown).
    package func makeKey(_ window: CompositorWindow) {
        guard window.isVisible else {
            keyWhenShown = window.id
            return
        }
        setKey(window)
    }

    private func setKey(_ window: CompositorWindow?) {
        let old = stack.keyWindow
        guard old !== window else { return }
        stack.setKey(window)
        delegate?.keyWindowChanged(from: old, to: window)
    }

    package func requestClose(_ window: CompositorWindow) {
        delegate?.closeRequested(window)
    }

    /// Removes the window, its buffers and its place on screen.
    package func destroy(_ window: CompositorWindow, ownerGone: Bool = false) {
        input.cancelTouches(on: window, notify: !ownerGone)
        if window.isVisible { damage(window.contentRegion) }
        if keyWhenShown == window.id { keyWhenShown = nil }
        if stack.keyWindow === window { setKey(nil) }
        stack.remove(window)
        if let record = clients[window.owner] {
            record.windowIDs.remove(window.id)
        }
        for buffer in window.buffers.values { forget(buffer, of: window) }
        window.buffers.removeAll()
        window.current = nil
        delegate?.windowListChanged()
    }

    /// Forgets a client that left the bus: its windows and buffers go at once.
    package func removeClient(_ name: String) {
        guard let record = clients.removeValue(forKey: name) else { return }
        for id in record.windowIDs.sorted() {
            if let window = stack.window(id: id) { destroy(window, ownerGone: true) }
        }
    }

    // MARK: Buffers

    /// Validates and maps a client's buffer, within the client's and the global caps.
    package func createBuffer(_ window: CompositorWindow, fd: OwnedFileDescriptor,
                             description: BufferDescription) throws(CompositorError) -> UInt32 {
        let record = client(window.owner)
        guard record.bufferCount < limits.maxBuffers else {
            throw .limitsExceeded("max-buffers-per-client: a client may have at most \(limits.maxBuffers) buffers")
        }
        guard totalBuffers < limits.maxTotalBuffers else {
            throw .limitsExceeded("max-buffers: the daemon maps at most \(limits.maxTotalBuffers) buffers")
        }
        let clientRoom = limits.maxBufferBytes - record.bufferBytes
        let globalRoom = limits.maxTotalBufferBytes - totalBufferBytes
        let bufferLimits = BufferLimits(maxDimension: limits.maxDimension, maxByteCount: max(0, min(clientRoom, globalRoom)))
        let mapped: MappedBuffer
        do {
            mapped = try MappedBuffer.map(fd: fd, description: description, limits: bufferLimits)
        } catch {
            throw CompositorError(error)
        }
        let buffer = ClientBuffer(id: nextBufferID, mapped: mapped)
        nextBufferID &+= 1
        window.buffers[buffer.id] = buffer
        record.bufferCount += 1
        record.bufferBytes += buffer.byteCount
        totalBuffers += 1
        totalBufferBytes += buffer.byteCount
        return buffer.id
    }

    /// Forgets a buffer; a window showing it keeps showing it until the next commit.
    package func destroyBuffer(_ window: CompositorWindow, _ id: UInt32) throws(CompositorError) {
        guard let buffer = window.buffers.removeValue(forKey: id) else { throw .noSuchBuffer(id) }
        forget(buffer, of: window)
    }

    /// Takes a buffer off its owner's and the global counts.
    private func forget(_ buffer: ClientBuffer, of window: CompositorWindow) {
        if let record = clients[window.owner] {
            record.bufferCount -= 1
            record.bufferBytes -= buffer.byteCount
        }
        totalBuffers -= 1
        totalBufferBytes -= buffer.byteCount
    }

    /// Applies a commit: `buffer` becomes the window's contents and `damage` (buffer
    /// coordinates, clipped to the buffer) is recomposited at the next frame, which
    /// also sends `FrameDone(serial)`. A bad commit is reported through the delegate's
    /// `windowError` and still gets its `FrameDone`, so the client's frame loop goes on.
    package func commit(_ window: CompositorWindow, buffer id: UInt32, damage: DamageList, serial: UInt32) {
        window.pendingFrames.append(serial)
        window.statistics.commitArrived(at: clock())
        frameClock.schedule()
        guard let buffer = window.buffers[id] ?? (window.current?.id == id ? window.current : nil) else {
            delegate?.windowError(window, name: StrataError.badBuffer, message: "commit of unknown buffer \(id)")
            return
        }
        // Damage says what changed on screen, whichever buffer carries the frame (Wayland's
        // damage_buffer rule): a client keeps the unchanged parts of a new buffer identical
        // to what it showed. Everything the old and the new buffer cover is repainted only
        // when the covered area changes (a first buffer, a new size) or when a new buffer
        // comes with no damage at all (the whole buffer, as protocol versions 1 to 3 did).
        let previous = window.current
        let changed = previous !== buffer
        if let previous, changed { window.replaced.append(previous.id) }
        window.current = buffer
        guard window.isVisible else { return }
        let sameArea = previous.map { $0.mapped.width == buffer.mapped.width && $0.mapped.height == buffer.mapped.height } ?? false
        let noDamage = !damage.isWhole && !damage.rectangles.contains { $0.width > 0 && $0.height > 0 }
        // The frame is already scheduled (above); the damage goes to the renderer's list
        // rectangle by rectangle, with no list of its own.
        if changed && (!sameArea || noDamage) {
            renderer.addDamage(window.contentRect(showing: previous))
            renderer.addDamage(window.contentRect(showing: buffer))
            return
        }
        Self.screenDamage(damage, bufferWidth: buffer.mapped.width, bufferHeight: buffer.mapped.height,
                          window: window.geometryRect) { renderer.addDamage($0) }
    }

    /// A commit's damage on the screen, given to `body` rectangle by rectangle: each
    /// rectangle clipped to the buffer (in 64-bit arithmetic, so no client value can
    /// overflow; the whole buffer for a list that was too long to read), placed at the
    /// window's origin and clipped to the window. Kept as rectangles (they may overlap):
    /// the renderer merges the frame's damage once.
    static func screenDamage(_ damage: DamageList, bufferWidth: Int, bufferHeight: Int,
                             window: PixmanRect, _ body: (PixmanRect) -> Void) {
        let width = Int64(bufferWidth), height = Int64(bufferHeight)
        func add(_ x0: Int64, _ y0: Int64, _ x1: Int64, _ y1: Int64) {
            guard x1 > x0, y1 > y0 else { return }
            let placed = PixmanRect(x: Int32(clamping: Int64(window.x) + x0), y: Int32(clamping: Int64(window.y) + y0),
                                    width: Int32(clamping: x1 - x0), height: Int32(clamping: y1 - y0))
            if let visible = placed.intersection(window) { body(visible) }
        }
        if damage.isWhole {
            add(0, 0, width, height)
            return
        }
        for r in damage.rectangles where r.width > 0 && r.height > 0 {
            add(max(0, Int64(r.x)), max(0, Int64(r.y)),
                min(width, Int64(r.x) + Int64(r.width)), min(height, Int64(r.y) + Int64(r.height)))
        }
    }

    // MARK: Frames

    /// Adds screen damage and makes sure a frame will come.
    package func damage(_ region: PixmanRegion) {
        damage(region.rectangles)
    }

    /// Adds screen damage given as rectangles (they may overlap; empty ones are ignored)
    /// and makes sure a frame will come.
    package func damage(_ rects: [PixmanRect]) {
        guard rects.contains(where: { !$0.isEmpty }) else { return }
        renderer.addDamage(rects)
        frameClock.schedule()
    }

    /// Pixels composited since the last frame tick, and in the last frame (what
    /// `DumpState frames` reports as `last_frame_composited_pixels`).
    private var pixelsSinceLastFrame = 0
    package private(set) var lastFrameCompositedPixels = 0
    /// Where the next frame's FrameDone round starts in the stack (see `frameTick`).
    private var frameRotation = 0

    /// Repaints pending damage now (screenshots see the latest state). What it
    /// repaints is presented and counted in the current frame.
    package func flush() {
        repaintAndPresent()
    }

    /// Starts the backend's input devices, delivering to ``input`` like injected input.
    package func startInput() throws {
        try backend.start(input: input)
    }

    /// Draws the damage into a buffer the output lends and shows it there.
    private func repaintAndPresent() {
        guard renderer.hasDamage else { return }
        let damage = renderer.damage
        let started = clock()
        let buffer = output.acquireBuffer()
        let written = renderer.repaint(stack.windows, into: buffer)
        output.commit(buffer, damage: damage)
        screenStatistics.repainted(inMicroseconds: clock() &- started)
        pixelsSinceLastFrame += written
    }

    /// One frame: repaint the damage, then tell owners their commits are on screen
    /// (`FrameDone`, or `FramePresented`) and which buffers are free again
    /// (`BufferReleased`).
    ///
    /// The events go out after the repaint, not before it. Telling 256 clients first (so
    /// that they draw on the other core while the repaint runs) measured 40 fps against
    /// this order's 50 before ticks latched the commits that had arrived; since, the two
    /// orders measure the same within the noise (53–60 fps, `strata-frame-client` at 256
    /// windows), and after the repaint the event really follows the frame.
    func frameTick() {
        delegate?.frameWillBegin()
        repaintAndPresent()
        lastFrameCompositedPixels = pixelsSinceLastFrame
        pixelsSinceLastFrame = 0
        let now = clock()
        screenStatistics.frame(at: now)
        sendFrameEvents(at: now)
        if renderer.hasDamage || stack.windows.contains(where: { !$0.pendingFrames.isEmpty }) {
            frameClock.schedule()
        }
        delegate?.frameDidEnd()
    }

    private func sendFrameEvents(at now: UInt64) {
        let hz = frameClock.refreshHz
        let interval = hz > 0 ? UInt64(1_000_000 / hz) : 0
        // FrameDone goes out in a rotating order: the owner told first draws first, and
        // with many clients the last ones told would otherwise always miss the next tick
        // (at 256 windows the top of the stack got 0.7× the bottom's rate).
        let windows = stack.windows
        guard !windows.isEmpty else { return }
        let start = frameRotation % windows.count
        frameRotation &+= 1
        for offset in 0..<windows.count {
            let window = windows[(start + offset) % windows.count]
            window.statistics.presented(at: now, interval: interval)
            guard !window.pendingFrames.isEmpty || !window.replaced.isEmpty else { continue }
            // Sent from the window's own lists, emptied (keeping their storage) after:
            // copying them out would allocate for every window and frame.
            let current = window.current?.id
            let released = window.replaced.contains { $0 == current } ? window.replaced.filter { $0 != current }
                                                                      : window.replaced
            defer {
                window.pendingFrames.emptyKeepingStorage()
                window.replaced.emptyKeepingStorage()
            }
            if window.combinedFrameEvents, let first = window.pendingFrames.first {
                // One signal per commit, the releases riding on the first (version 5).
                delegate?.framePresented(window, serial: first, released: released, timeMicroseconds: now)
                for serial in window.pendingFrames.dropFirst() {
                    delegate?.framePresented(window, serial: serial, released: [], timeMicroseconds: now)
                }
                continue
            }
            for id in released {
                delegate?.bufferReleased(window, buffer: id)
            }
            for serial in window.pendingFrames {
                delegate?.frameDone(window, serial: serial, timeMicroseconds: now)
            }
        }
    }
}

/// Why a compositor operation failed; each case has its protocol error (the service's
/// `DBusErrorConvertible` conformance).
package enum CompositorError: Error, Equatable, CustomStringConvertible {
    case invalid(String)
    case limitsExceeded(String)
    case badBuffer(String)
    case badFormat(String)
    case noSuchBuffer(UInt32)

    init(_ error: ShmBufferError) {
        switch error.category {
        case .badFormat: self = .badFormat(error.description)
        case .limitsExceeded: self = .limitsExceeded(error.description)
        case .badBuffer: self = .badBuffer(error.description)
        }
    }

    package var description: String {
        switch self {
        case .invalid(let m), .limitsExceeded(let m), .badBuffer(let m), .badFormat(let m): return m
        case .noSuchBuffer(let id): return "no buffer \(id) on this window"
        }
    }
}
