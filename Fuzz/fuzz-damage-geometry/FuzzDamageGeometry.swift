// Fuzz target: damage and geometry handling in the compositor (daemon/StrataCompositor)
// with extreme numbers. Two windows on a small headless screen; the input is a list of
// steps, each giving a window geometry (any Int32s, near the limits often), a buffer
// size, a damage list (any Int32s; sometimes more rectangles than the daemon reads) and a point. Each step: SetGeometry, a new buffer, Commit with the damage,
// a repaint, then the whole screen is compared with what the geometry says, and input
// routing at the point must pick the window the geometry contains.
import FuzzCompositorSupport
import FuzzSupport
import StrataCompositor
import StrataPixman
import StrataProtocol
#if canImport(Glibc)
import Glibc
#endif

private func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var input = FuzzInput(data, size)
    let harness = FuzzCompositor(swapchain: 3)
    let compositor = harness.compositor
    let windows = [0, 1].compactMap { i in
        try? compositor.createWindow(owner: ":1.1", processID: 1, appID: "fuzz", title: "w\(i)",
                                     geometry: WindowGeometry(x: Int32(i) * 20, y: 0, width: 32, height: 32),
                                     level: 0, isOpaque: i == 0)
    }
    precondition(windows.count == 2, "cannot create the windows")
    windows.forEach(compositor.show)
    var serial: UInt32 = 0

    for _ in 0..<8 where !input.isAtEnd {
        let window = windows[input.take(below: 2)]
        let geometry = WindowGeometry(x: input.takeInt32(), y: input.takeInt32(),
                                      width: input.takeInt32(), height: input.takeInt32())
        try? compositor.setGeometry(window, geometry)

        if input.takeBool() {
            let id = harness.createBuffer(on: window, width: 1 + input.take(below: 64), height: 1 + input.take(below: 64),
                                          format: .a8r8g8b8)
            serial &+= 1
            var damage = (0..<input.take(below: 5)).map { _ in
                WindowGeometry(x: input.takeInt32(), y: input.takeInt32(), width: input.takeInt32(), height: input.takeInt32())
            }
            if input.take(below: 4) == 0 {
                damage += (0..<DamageList.maximumCount).map { i in
                    WindowGeometry(x: Int32(i % 64), y: Int32(i / 64), width: 1, height: 1)
                }
            }
            harness.events.pendingSerials[window.id, default: []].append(serial)
            let committed = id ?? input.takeUInt32()
            compositor.commit(window, buffer: committed,
                              damage: harness.abidingDamage(damageList(damage), committing: committed, on: window), serial: serial)
        }
        harness.checkScreen()

        // Input routing agrees with the geometry, at any point.
        let x = input.takeDouble(), y = input.takeDouble()
        let hit = compositor.stack.window(at: x, y)
        let expected = compositor.stack.windows.last { $0.isVisible && contains($0.geometry, x, y) }
        precondition(hit === expected, "WindowAt(\(x), \(y)) picked \(hit?.id ?? 0), the geometry says \(expected?.id ?? 0)")
        if x.isFinite && y.isFinite {
            compositor.input.touchDown(slot: 0, x: x, y: y)
            compositor.input.touchUp(slot: 0)
        }
        harness.tick()
        harness.checkInvariants()
    }
}

/// The reference containment test, in exact (Int64) arithmetic where the geometry is integer.
private func contains(_ g: WindowGeometry, _ x: Double, _ y: Double) -> Bool {
    guard x.isFinite, y.isFinite else { return false }
    let x0 = Double(g.x), y0 = Double(g.y)
    return x >= x0 && y >= y0 && x < x0 + Double(Int64(g.width)) && y < y0 + Double(Int64(g.height))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    fuzzOne(data, size)
    return 0
}

@main
enum FuzzDamageGeometryMain {
    static func main() { FuzzMain.run(fuzzerTestOneInput) }
}
