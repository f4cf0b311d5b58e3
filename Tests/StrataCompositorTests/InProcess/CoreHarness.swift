import FuzzCompositorSupport
import StrataCompositor
import StrataPixman
import StrataProtocol
import StrataShm

/// The compositor's core in-process: no bus, no sleeping. Frames come only when the
/// test delivers one (the swapchain output stands in for vblank, as swift-nio's
/// `EmbeddedEventLoop` stands in for time), and a delegate records what each window's
/// owner would be told, in order.
final class CoreHarness {
    let backend: SwapchainBackend
    let compositor: Compositor
    let events = EventLog()
    private var buffers: [UInt32: SharedBuffer] = [:]

    /// - Parameter swapchainLength: the output's buffers (2: each repaint also redraws
    ///   the frame before's damage, as a double-buffered display does; 1: only the damage).
    init(limits: CompositorLimits = CompositorLimits(), swapchainLength: Int = 2) {
        backend = SwapchainBackend(width: 100, height: 80, length: swapchainLength)
        compositor = Compositor(backend: backend, limits: limits)
        compositor.delegate = events
    }

    var output: SwapchainOutput { backend.outputs[0] as! SwapchainOutput }

    /// Delivers the frame the compositor asked for (nothing if it asked for none).
    func frame() { output.deliverFrame() }

    /// A visible window of `owner` with an opaque buffer of `color` committed and on screen.
    @discardableResult
    func window(_ owner: String, _ x: Int32, _ y: Int32, _ width: Int32, _ height: Int32, color: UInt32,
                level: Int32 = 0) throws -> CompositorWindow {
        let window = try compositor.createWindow(owner: owner, processID: 0, appID: "test", title: owner,
                                                 geometry: WindowGeometry(x: x, y: y, width: width, height: height),
                                                 level: level, isOpaque: true)
        compositor.show(window)
        let id = try buffer(on: window, color: color)
        compositor.commit(window, buffer: id, damage: DamageList(rectangles: [WindowGeometry(x: 0, y: 0, width: width, height: height)]),
                          serial: 1)
        frame()
        return window
    }

    /// A buffer the size of `window`, filled with `color`.
    func buffer(on window: CompositorWindow, color: UInt32) throws -> UInt32 {
        let shared = try SharedBuffer.create(width: Int(window.geometry.width), height: Int(window.geometry.height))
        shared.image.fill(.src, color: PixmanColor(argb: color),
                          rects: [PixmanRect(x: 0, y: 0, width: window.geometry.width, height: window.geometry.height)])
        let id = try compositor.createBuffer(window, fd: shared.fd, description: shared.bufferDescription)
        buffers[id] = shared
        return id
    }

    /// The pixel on screen (what the output shows).
    func pixel(_ x: Int, _ y: Int) -> UInt32 { compositor.renderer.screen.pixel(x: x, y: y) & 0xFF_FFFF }
}

/// What owners would be told, in order, as readable strings.
final class EventLog: CompositorDelegate {
    private(set) var lines: [String] = []
    func clear() { lines.removeAll() }
    func lines(_ prefix: String) -> [String] { lines.filter { $0.hasPrefix(prefix) } }

    func windowListChanged() {}
    func keyWindowChanged(from old: CompositorWindow?, to new: CompositorWindow?) {
        lines.append("key \(old.map { "\($0.id)" } ?? "-")→\(new.map { "\($0.id)" } ?? "-")")
    }
    func windowPropertiesChanged(_ window: CompositorWindow, _ names: [String]) {}
    func frameDone(_ window: CompositorWindow, serial: UInt32, timeMicroseconds: UInt64) {
        lines.append("frame \(window.id) \(serial)")
    }
    func bufferReleased(_ window: CompositorWindow, buffer: UInt32) { lines.append("released \(window.id) \(buffer)") }
    func pasteboardChanged() { lines.append("pasteboard") }
    func framePresented(_ window: CompositorWindow, serial: UInt32, released: [UInt32], timeMicroseconds: UInt64) {
        lines.append("presented \(window.id) \(serial) \(released)")
    }
    func touch(_ window: CompositorWindow, slot: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        lines.append("touch \(window.id) \(slot) \(phase) \(Int(x)),\(Int(y))")
    }
    func pointer(_ window: CompositorWindow, button: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        lines.append("pointer \(window.id) \(button) \(phase) \(Int(x)),\(Int(y))")
    }
    func key(_ window: CompositorWindow, code: UInt32, pressed: Bool, timeMicroseconds: UInt64) {
        lines.append("key \(window.id) \(code) \(pressed ? "down" : "up")")
    }
    func closeRequested(_ window: CompositorWindow) { lines.append("close \(window.id)") }
    func windowError(_ window: CompositorWindow, name: String, message: String) { lines.append("error \(window.id) \(name)") }
}
