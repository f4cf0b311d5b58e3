import StrataCompositor
import StrataPixman
import StrataProtocol
import StrataShm
import XCTest

/// Repainting only the damage gives the screen a full repaint would: random stacks of
/// overlapping opaque and translucent windows, each frame some of them redrawing random
/// rectangles (and saying so in their damage), raised, moved or hidden, on an output of
/// two buffers (each repainted with the frames it missed). After every frame the screen
/// is compared, pixel by pixel, with the whole stack composited afresh.
final class IncrementalRepaintTests: XCTestCase {
    private struct Client {
        let window: CompositorWindow
        let shared: SharedBuffer
        let buffer: UInt32
    }

    func testDamageRepaintsGiveTheScreenAFullRepaintGives() throws {
        var seed: UInt64 = 0x5eed
        func next(_ n: Int32) -> Int32 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int32(truncatingIfNeeded: (seed >> 33) % UInt64(n))
        }
        func color() -> UInt32 {
            // Opaque, half and barely translucent, and fully transparent pixels.
            let alpha: [UInt32] = [0xFF, 0x80, 0x20, 0x00]
            return alpha[Int(next(4))] << 24 | UInt32(next(0x100_0000))
        }
        for round in 0..<12 {
            let core = CoreHarness()
            var clients: [Client] = []
            for i in 0..<Int(3 + next(5)) {
                let width = 8 + next(50), height = 8 + next(40)
                let window = try core.compositor.createWindow(
                    owner: ":1.\(i)", processID: 0, appID: "test", title: "w\(i)",
                    geometry: WindowGeometry(x: next(90) - 10, y: next(70) - 10, width: width, height: height),
                    level: 0, isOpaque: next(2) == 0)
                core.compositor.show(window)
                let shared = try SharedBuffer.create(width: Int(width), height: Int(height))
                shared.image.fill(.src, color: PixmanColor(argb: color()), rects: [PixmanRect(x: 0, y: 0, width: width, height: height)])
                let buffer = try core.compositor.createBuffer(window, fd: shared.fd, description: shared.bufferDescription)
                core.compositor.commit(window, buffer: buffer, damage: DamageList(rectangles: []), serial: 1)
                clients.append(Client(window: window, shared: shared, buffer: buffer))
            }
            for frame in 0..<20 {
                for client in clients where next(3) == 0 {
                    let w = client.window.geometry.width, h = client.window.geometry.height
                    var damage: [WindowGeometry] = []
                    for _ in 0..<Int(1 + next(3)) {
                        let rect = PixmanRect(x: next(w), y: next(h), width: 1 + next(w), height: 1 + next(h))
                        client.shared.image.fill(.src, color: PixmanColor(argb: color()), rects: [rect])
                        damage.append(WindowGeometry(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
                    }
                    core.compositor.commit(client.window, buffer: client.buffer, damage: DamageList(rectangles: damage),
                                           serial: UInt32(frame + 2))
                }
                let chosen = clients[Int(next(Int32(clients.count)))].window
                switch next(6) {
                case 0: core.compositor.raise(chosen)
                case 1:
                    try core.compositor.setGeometry(chosen, WindowGeometry(
                        x: chosen.geometry.x + next(9) - 4, y: chosen.geometry.y + next(9) - 4,
                        width: chosen.geometry.width, height: chosen.geometry.height))
                case 2: if chosen.isVisible { core.compositor.hide(chosen) } else { core.compositor.show(chosen) }
                default: break
                }
                core.frame()
                let expected = fullRepaint(core)
                let screen = core.compositor.renderer.screen
                var wrong = 0
                for y in 0..<screen.height {
                    for x in 0..<screen.width where screen.pixel(x: x, y: y) & 0xFF_FFFF != expected.pixel(x: x, y: y) & 0xFF_FFFF {
                        wrong += 1
                    }
                }
                XCTAssertEqual(wrong, 0, "round \(round), frame \(frame): pixels that differ from a full repaint")
            }
        }
    }

    /// The stack composited afresh: the background, then each visible window bottom up.
    private func fullRepaint(_ core: CoreHarness) -> PixmanImage {
        let screen = core.compositor.renderer.screen
        let image = PixmanImage(format: .x8r8g8b8, width: screen.width, height: screen.height)
        image.fill(.src, color: core.compositor.renderer.background,
                   rects: [PixmanRect(x: 0, y: 0, width: Int32(screen.width), height: Int32(screen.height))])
        for window in core.compositor.stack.windows where window.isVisible {
            guard let buffer = window.current else { continue }
            let content = window.contentRect(showing: buffer)
            let opaque = window.isOpaque || !buffer.mapped.format.hasAlpha
            image.composite(opaque ? .src : .over, source: buffer.mapped.image,
                            destinationX: window.geometry.x, destinationY: window.geometry.y, within: [content])
        }
        return image
    }
}
