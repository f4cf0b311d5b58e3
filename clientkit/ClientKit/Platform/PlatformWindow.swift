import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm

/// A `UIWindow`'s daemon-side window: created on the daemon when the window is first
/// shown, fed from a small pool of shared buffers, and paced by `FrameDone`.
///
/// Each frame: the window's layer tree is rendered into a free buffer (one the daemon
/// has released), which also gets whatever changed since it last held a frame, so
/// every committed buffer holds the complete image; it is committed with the frame's
/// damage, and nothing more is committed until the daemon's `FrameDone` —
/// invalidations in between coalesce.
@MainActor
final class PlatformWindow {
    weak var window: UIWindow?
    unowned let display: StrataDisplay
    let path: DBusObjectPath
    private(set) var geometry: WindowGeometry
    private var buffers: [PoolBuffer] = []
    private var awaitingFrame = false
    private var needsPresent = false
    private var pendingShow = false
    private var serial: UInt32 = 0
    /// Commits sent, for tests and diagnostics.
    private(set) var commitCount = 0
    /// Whether someone watches this window's view tree (`App1.WatchTree`): then each
    /// pass that changes what the window shows sends `App1.TreeChanged`.
    var isTreeWatched = false
    /// `TreeChanged` signals sent, for tests and diagnostics.
    private(set) var treeChangedCount = 0
    /// Buffers taken to draw a frame into (each one composited), for tests and diagnostics.
    private(set) var acquiredBufferCount = 0
    /// The damage of the last commit, in window coordinates.
    private(set) var lastCommitDamage: [CGRect] = []
    /// Called with each `FrameDone` (the display link's clock).
    var onFrame: ((TimeInterval) -> Void)?
    /// `CLIENTKIT_TRACE_COMMITS=1` prints every commit and its damage (and each `TreeChanged`) on stderr (for
    /// tests and for debugging an app's redraws).
    static let traceCommits = ProcessInfo.processInfo.environment["CLIENTKIT_TRACE_COMMITS"] == "1"
    /// Whether someone (a display link) wants frames even without new pixels.
    var wantsFrames = false

    private final class PoolBuffer {
        let id: UInt32
        let shared: SharedBuffer
        /// Committed and not yet released by the daemon.
        var inUse = false
        /// The renderer's frame drawn into it last (`nil`: never), for its buffer age.
        var drawnFrame: Int?
        init(id: UInt32, shared: SharedBuffer) {
            self.id = id
            self.shared = shared
        }
    }
    /// The buffer committed last (what the daemon shows).
    private weak var shown: PoolBuffer?

    /// Creates the daemon window (hidden) for `window`.
    init(window: UIWindow, display: StrataDisplay) throws {
        self.window = window
        self.display = display
        geometry = Self.pixelGeometry(window.frame)
        var props: [String: DBusVariant] = [
            "title": DBusVariant(.string(StrataDisplay.appName)),
            "app-id": DBusVariant(.string(StrataDisplay.appName)),
            "geometry": try DBusVariant(geometry),
            "level": DBusVariant(.int32(Int32(clamping: Int(window.windowLevel.rawValue.rounded())))),
            "opaque": DBusVariant(.boolean(window.isOpaque && (window.backgroundColor?.cgColor.alpha ?? 0) >= 1)),
        ]
        // One FramePresented per frame instead of FrameDone + BufferReleased (version 5).
        if display.daemonVersion >= 5 { props["frame-events"] = DBusVariant(.string("combined")) }
        let call = DBusMessage.methodCall(destination: nil, path: StrataProtocol.rootPath,
                                          interface: StrataProtocol.Interface.compositor, member: "CreateWindow")
        try call.append(props)
        path = try display.connection.call(call, timeout: 10).decode(DBusObjectPath.self)
        display.windows[path] = self
    }

    /// The window's frame rounded outward to whole pixels (one point is one pixel),
    /// within what the protocol accepts: the origin within
    /// ±`WindowGeometry.maximumCoordinate`, a size of at least 1 and at most 16384
    /// pixels (a frame that is not finite counts as empty at the origin).
    static func pixelGeometry(_ frame: CGRect) -> WindowGeometry {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else {
            return WindowGeometry(x: 0, y: 0, width: 1, height: 1)
        }
        let limit = Double(WindowGeometry.maximumCoordinate)
        func pixels(_ v: CGFloat, _ range: ClosedRange<Double>) -> Int32 { Int32(min(max(Double(v), range.lowerBound), range.upperBound)) }
        let x0 = frame.minX.rounded(.down), y0 = frame.minY.rounded(.down)
        let x1 = frame.maxX.rounded(.up), y1 = frame.maxY.rounded(.up)
        return WindowGeometry(x: pixels(x0, -limit...limit), y: pixels(y0, -limit...limit),
                              width: pixels(x1 - x0, 1...16384), height: pixels(y1 - y0, 1...16384))
    }

    // MARK: Requests to the daemon

    private func send(_ member: String, _ build: (DBusMessage) throws -> Void = { _ in },
                      whenAnswered: (@MainActor () -> Void)? = nil) {
        let message = DBusMessage.methodCall(destination: nil, path: path,
                                             interface: StrataProtocol.Interface.window, member: member)
        do {
            try build(message)
            display.connection.call(message, timeout: 10) { result in
                if let whenAnswered { MainActor.assumeIsolated { whenAnswered() } }
                if case .failure(let error) = result {
                    FileHandle.standardError.write(Data("ClientKit: \(member) failed: \(error)\n".utf8))
                }
            }
        } catch {
            whenAnswered?()
            FileHandle.standardError.write(Data("ClientKit: cannot send \(member): \(error)\n".utf8))
        }
    }

    /// Shows (after the first frame is committed, so no empty window flashes) or hides.
    func setVisible(_ visible: Bool) {
        if visible {
            pendingShow = true
            setNeedsPresent()
        } else {
            pendingShow = false
            send("Hide")
        }
    }

    func setFrame(_ frame: CGRect) {
        let new = Self.pixelGeometry(frame)
        guard new != geometry else { return }
        let resized = new.width != geometry.width || new.height != geometry.height
        geometry = new
        pendingGeometryRequests += 1
        send("SetGeometry", { try $0.append(new.x, new.y, new.width, new.height) },
             whenAnswered: { [weak self] in self?.pendingGeometryRequests -= 1 })
        if resized { dropBuffers() }
        setNeedsPresent()
    }

    /// `SetGeometry` calls not yet answered: while there are some, `Geometry` changes the
    /// daemon announces are this window's own requests coming back (the daemon emits
    /// the change before it replies), not someone else's.
    private var pendingGeometryRequests = 0

    /// The daemon says the window's geometry changed. When someone other than this app
    /// changed it (an operator's `strata move`/`resize`), the `UIWindow`'s frame follows,
    /// so the window lays out and draws at its new size — as a Wayland client follows a
    /// configure. A change that arrives while this app's own request is in flight is
    /// taken as that request's echo; the app's request wins.
    func geometryChanged(_ new: WindowGeometry) {
        guard pendingGeometryRequests == 0, new != geometry, let window else { return }
        let resized = new.width != geometry.width || new.height != geometry.height
        geometry = new
        if resized { dropBuffers() }
        // The frame setter comes back to setFrame with an equal geometry: nothing is sent.
        window.frame = CGRect(x: CGFloat(new.x), y: CGFloat(new.y), width: CGFloat(new.width), height: CGFloat(new.height))
        setNeedsPresent()
    }

    func setTitle(_ title: String) { send("SetTitle") { try $0.append(title) } }

    func setLevel(_ level: UIWindow.Level) {
        send("SetLevel") { try $0.append(Int32(clamping: Int(level.rawValue.rounded()))) }
    }

    /// Asks the daemon to make this window key; it becomes key when the daemon says so.
    func requestKey() { send("MakeKey") }

    /// Raises the window within its level.
    func raise() { send("Raise") }

    /// The daemon says the window became (or stopped being) key.
    func keyChanged(_ isKey: Bool) {
        guard let window else { return }
        if isKey {
            UIApplication.shared._makeKey(window)
        } else if UIApplication.shared._keyWindow === window {
            UIApplication.shared._resignKey(window)
        }
    }

    /// The daemon relays a request to close the window (`strata close`, a window
    /// manager): ClientKit posts ``UIWindow/closeRequestedNotification`` and hides the
    /// window. UIKit has no equivalent (iOS windows are never closed by others).
    func closeRequested() {
        guard let window else { return }
        NotificationCenter.default.post(name: UIWindow.closeRequestedNotification, object: window)
        window.isHidden = true
    }

    func detach() {
        display.windows[path] = nil
        send("Destroy")
    }

    // MARK: Frames

    /// Something changed that the layer tree does not record (a show, a resize):
    /// present at the end of this turn, or after the pending frame.
    func setNeedsPresent() {
        needsPresent = true
        _UIUpdateCycle.schedule()
    }

    /// Called by the update cycle once layout and display are done; presents one frame,
    /// the one place that does: while a frame is pending nothing
    /// happens (its `FrameDone` schedules the next update cycle, which comes back
    /// here); a pass whose layer tree did not change takes no buffer and composites
    /// nothing (at most it asks for a frame, for a display link); otherwise the window
    /// is drawn into a buffer the daemon is not using — which also gets whatever changed
    /// since it last held a frame, so each committed buffer is complete — and committed
    /// with the frame's damage.
    func presentIfNeeded() {
        guard let window else { return }
        guard !awaitingFrame else {
            needsPresent = true // FrameDone will bring us back
            return
        }
        needsPresent = false
        let renderer = window.renderer
        guard renderer.collectDamage() || pendingShow else {
            // No new pixels: only a frame request, if a display link wants frames.
            if wantsFrames, let current = shown { commit(current, damage: PixmanRegion()) }
            return
        }
        if isTreeWatched { sendTreeChanged() }
        guard let buffer = freeBuffer(width: Int(geometry.width), height: Int(geometry.height)) else {
            needsPresent = true // every buffer is on screen: try again after a release
            return
        }
        acquiredBufferCount += 1
        // The pool knows its buffers: it tells the renderer how old this one's pixels are.
        let age = buffer.drawnFrame.map { renderer.frameCount + 1 - $0 } ?? 0
        let damage = renderer.drawFrame(into: buffer.shared.image, bufferAge: age)
        buffer.drawnFrame = renderer.frameCount
        let bounds = PixmanRegion(x: 0, y: 0, width: geometry.width, height: geometry.height)
        var region = PixmanRegion()
        for rect in damage {
            let r = rect.integral
            region.formUnion(PixmanRegion(x: Int32(clamping: Int(r.minX)), y: Int32(clamping: Int(r.minY)),
                                          width: Int32(clamping: Int(r.width)), height: Int32(clamping: Int(r.height))))
        }
        region.formIntersection(bounds)
        if Self.traceCommits {
            FileHandle.standardError.write(Data("clientkit-draw window=\(path) composited=\(renderer.compositedPixelCount)\n".utf8))
        }
        if region.isEmpty && !pendingShow {
            // Drawn, but nothing differs on screen (e.g. a change back and forth).
            if wantsFrames, let current = shown { commit(current, damage: region) }
            return
        }
        commit(buffer, damage: region)
        if pendingShow {
            pendingShow = false
            send("Show")
        }
    }

    /// Tells the watchers (through the daemon) that this window's views changed; they
    /// read the tree after this pass (their GetTree is answered in a later turn).
    private func sendTreeChanged() {
        let message = DBusMessage.signal(path: StrataProtocol.appPath, interface: StrataProtocol.Interface.app, member: "TreeChanged")
        do {
            try message.append(path)
            try display.connection.send(message)
            treeChangedCount += 1
            if Self.traceCommits { FileHandle.standardError.write(Data("clientkit-tree-changed window=\(path)\n".utf8)) }
        } catch {
            FileHandle.standardError.write(Data("ClientKit: cannot send TreeChanged: \(error)\n".utf8))
        }
    }

    private func commit(_ buffer: PoolBuffer, damage: PixmanRegion) {
        serial &+= 1
        buffer.inUse = true
        shown = buffer
        let rects = damage.rectangles.map { WindowGeometry(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        lastCommitDamage = rects.map { CGRect(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height)) }
        let message = DBusMessage.methodCall(destination: nil, path: path,
                                             interface: StrataProtocol.Interface.window, member: "Commit")
        do {
            try message.append(buffer.id, rects, serial)
            message.noReplyExpected = true
            try display.connection.send(message)
            awaitingFrame = true
            commitCount += 1
            if Self.traceCommits {
                let text = rects.map { "\($0.x),\($0.y),\($0.width),\($0.height)" }.joined(separator: " ")
                FileHandle.standardError.write(Data("clientkit-commit window=\(path) serial=\(serial) damage=[\(text)]\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("ClientKit: commit failed: \(error)\n".utf8))
        }
    }

    /// The daemon showed the last commit: the display link runs, and the next update
    /// cycle presents what is waiting (the cycle, not this, presents: one path).
    func frameDone(serial: UInt32, timeMicroseconds: UInt64) {
        guard serial == self.serial else { return } // an older frame
        awaitingFrame = false
        onFrame?(TimeInterval(timeMicroseconds) / 1_000_000)
        if needsPresent || wantsFrames { _UIUpdateCycle.schedule() }
    }

    func bufferReleased(_ id: UInt32) {
        guard let buffer = buffers.first(where: { $0.id == id }) else { return }
        buffer.inUse = false
        if buffer.shared.width != Int(geometry.width) || buffer.shared.height != Int(geometry.height) {
            // A buffer of the size before a resize: no longer needed.
            buffers.removeAll { $0 === buffer }
            send("DestroyBuffer") { try $0.append(id) }
        }
        if needsPresent { _UIUpdateCycle.schedule() }
    }

    // MARK: Buffers

    private func freeBuffer(width: Int, height: Int) -> PoolBuffer? {
        if let free = buffers.first(where: { !$0.inUse && $0.shared.width == width && $0.shared.height == height }) {
            return free
        }
        guard buffers.filter({ $0.shared.width == width && $0.shared.height == height }).count < 3 else { return nil }
        do {
            let shared = try SharedBuffer.create(width: width, height: height)
            let message = DBusMessage.methodCall(destination: nil, path: path,
                                                 interface: StrataProtocol.Interface.window, member: "CreateBuffer")
            try message.append(shared.fd, UInt32(0), UInt32(width), UInt32(height), UInt32(shared.stride), "a8r8g8b8")
            let id = try display.connection.call(message, timeout: 10).decode(UInt32.self)
            let buffer = PoolBuffer(id: id, shared: shared)
            buffers.append(buffer)
            return buffer
        } catch {
            FileHandle.standardError.write(Data("ClientKit: cannot create a buffer: \(error)\n".utf8))
            return nil
        }
    }

    /// After a resize: free buffers go now, buffers on screen go when released.
    private func dropBuffers() {
        for buffer in buffers where !buffer.inUse { send("DestroyBuffer") { try $0.append(buffer.id) } }
        buffers.removeAll { !$0.inUse }
    }
}
