import FuzzSupport
import StrataCompositor
import StrataPixman
import StrataProtocol
import StrataShm
import StrataSystem

/// An in-process compositor for fuzz targets: a `Compositor` on a headless or a
/// swapchain backend (``SwapchainBackend``) with a small screen, and a delegate that
/// records what owners would be told. Made afresh for every input, so a crash
/// reproduces from its input alone.
package final class FuzzCompositor {
    package let loop: EventLoop
    package let backend: Backend
    package let compositor: Compositor
    package let events = RecordingDelegate()
    /// Client names the harness acts as.
    package let clientNames = [":1.1", ":1.2", ":1.3"]
    /// Buffers the harness created, by the id the compositor gave them (kept so the
    /// files stay open; the compositor keeps its own mapping anyway).
    package private(set) var sharedBuffers: [UInt32: SharedBuffer] = [:]
    private var nextColor: UInt32 = 1

    /// - Parameters:
    ///   - swapchain: 0 for the headless backend (one buffer), else the number of
    ///     buffers the output rotates through.
    ///   - limits: the caps (small ones make the limit paths reachable).
    package init(width: Int = 64, height: Int = 48, swapchain: Int = 0, limits: CompositorLimits = CompositorLimits()) {
        loop = try! EventLoop()
        backend = swapchain == 0 ? try! HeadlessBackend(width: width, height: height, refreshHz: 60, loop: loop)
                                 : SwapchainBackend(width: width, height: height, length: swapchain)
        compositor = Compositor(backend: backend, limits: limits)
        compositor.delegate = events
    }

    /// The window at `index` in the stack (modulo its size), if there are any.
    package func window(_ index: Int) -> CompositorWindow? {
        let windows = compositor.stack.windows
        return windows.isEmpty ? nil : windows[index % windows.count]
    }

    /// One frame of the frame clock: repaint, `FrameDone`s, `BufferReleased`s.
    package func tick() {
        if let swapchain = compositor.output as? SwapchainOutput {
            swapchain.deliverFrame()
        } else {
            compositor.frameClock.onTick?()
        }
    }

    /// Creates a shared buffer of one opaque colour (every word of its file, so any
    /// aligned description of the file reads that colour) and offers it to the
    /// compositor with `description`, or the buffer's own when `nil`.
    @discardableResult
    package func createBuffer(on window: CompositorWindow, width: Int, height: Int, format: PixelFormat,
                             description: ((BufferDescription) -> BufferDescription)? = nil) -> UInt32? {
        guard let buffer = try? SharedBuffer.create(width: width, height: height, format: format) else { return nil }
        nextColor &+= 0x3B_9A_C7
        let color = 0xFF00_0000 | (nextColor & 0xFF_FFFF)
        let words = buffer.bytes.bindMemory(to: UInt32.self)
        for i in words.indices { words[i] = color }
        let offered = description?(buffer.bufferDescription) ?? buffer.bufferDescription
        guard let id = try? compositor.createBuffer(window, fd: buffer.fd, description: offered) else { return nil }
        sharedBuffers[id] = buffer
        return id
    }

    /// The damage a client that keeps the protocol's rule sends (version 4: damage says
    /// what changed on screen, whichever buffer carries it): switching to another buffer
    /// of the same size, where every buffer here is a different colour, changes the whole
    /// window, so such a client damages all of it. Other commits keep the fuzzed damage.
    package func abidingDamage(_ damage: DamageList, committing id: UInt32, on window: CompositorWindow) -> DamageList {
        guard let current = window.current, current.id != id, let next = window.buffers[id],
              next.mapped.width == current.mapped.width, next.mapped.height == current.mapped.height else { return damage }
        return DamageList(rectangles: [], isWhole: true)
    }

    /// Checks the invariants the compositor documents; stops the process if one fails.
    package func checkInvariants() {
        let stack = compositor.stack
        if let key = stack.keyWindow {
            precondition(key.isVisible, "the key window \(key.id) is hidden")
            precondition(stack.windows.contains { $0 === key }, "the key window \(key.id) is not in the stack")
        }
        for window in stack.windows {
            let record = compositor.clients[window.owner]
            precondition(record?.windowIDs.contains(window.id) == true, "window \(window.id) not listed by its owner")
        }
        for (name, record) in compositor.clients {
            precondition(record.bufferCount >= 0 && record.bufferBytes >= 0, "\(name) has negative buffer counts")
            for id in record.windowIDs {
                precondition(stack.window(id: id)?.owner == name, "\(name) lists window \(id) that is not its own")
            }
        }
        let levels = stack.windows.map(\.level)
        precondition(levels == levels.sorted(), "the stack is not ordered by level: \(levels)")
        let buffers = compositor.clients.values.reduce(0) { $0 + $1.bufferCount }
        precondition(compositor.totalBuffers >= buffers && compositor.totalBuffers >= 0,
                     "\(compositor.totalBuffers) buffers in total, but clients hold \(buffers)")
        for window in stack.windows {
            precondition(window.geometry.hasValidOrigin && window.geometry.width > 0 && window.geometry.height > 0,
                         "window \(window.id) has geometry \(window.geometry), outside the documented range")
        }
    }

    /// Repaints, then compares every screen pixel with what the stack says should be
    /// there: the topmost visible window whose buffer (at the window's origin, clipped
    /// to its geometry) covers the pixel, or the background. Every buffer here is one
    /// opaque colour, so SRC and OVER agree. Skipped when a window shows an `a8` buffer.
    package func checkScreen() {
        compositor.flush()
        let windows = compositor.stack.windows.filter { $0.isVisible && $0.current != nil }
        guard windows.allSatisfy({ $0.current!.mapped.format != .a8 }) else { return }
        let screen = compositor.renderer.screen
        let background = compositor.renderer.background.argb & 0xFF_FFFF
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                var expected = background
                for window in windows.reversed() where Self.covers(window, x: x, y: y) {
                    expected = window.current!.mapped.bytes.load(as: UInt32.self) & 0xFF_FFFF
                    break
                }
                let actual = screen.pixel(x: x, y: y) & 0xFF_FFFF
                precondition(actual == expected, "screen pixel (\(x), \(y)) is \(hex(actual)), expected \(hex(expected)); "
                             + "windows: " + windows.map { "\($0.id) \($0.geometry) buffer \($0.current!.mapped.width)x\($0.current!.mapped.height)" }.joined(separator: ", "))
            }
        }
    }

    private static func covers(_ window: CompositorWindow, x: Int, y: Int) -> Bool {
        let g = window.geometry, buffer = window.current!.mapped
        let x0 = Int64(g.x), y0 = Int64(g.y)
        let x1 = x0 + min(Int64(g.width), Int64(buffer.width)), y1 = y0 + min(Int64(g.height), Int64(buffer.height))
        return Int64(x) >= x0 && Int64(x) < x1 && Int64(y) >= y0 && Int64(y) < y1
    }
}

private func hex(_ v: UInt32) -> String { "0x" + String(v, radix: 16) }

/// A commit's damage as the daemon reads it from the wire: a list longer than
/// ``DamageList/maximumCount`` is not read and means the whole buffer.
package func damageList(_ rects: [WindowGeometry]) -> DamageList {
    rects.count > DamageList.maximumCount ? DamageList(rectangles: [], isWhole: true) : DamageList(rectangles: rects)
}
