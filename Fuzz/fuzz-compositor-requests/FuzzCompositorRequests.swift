// Fuzz target: the compositor's request handlers in-process (daemon/StrataCompositor).
// The input is a sequence of operations, each an opcode byte and its arguments, acted
// out by three clients on a fresh Compositor with a HeadlessBackend: create windows
// with any geometry and level, set geometry and level, show, hide, raise, make key,
// create buffers (also with lying descriptions and odd files), commit with any damage,
// destroy buffers and windows, remove clients, and touch, pointer and key input from
// several injectors (input sessions, ended at random) with any numbers (NaN included: the D-Bus layer refuses those, the model must not care).
// Frames are ticked and the screen repainted in between, on a headless output or
// one that rotates buffers of different ages. After every operation the
// documented invariants are checked; at the end every pixel of the screen is compared
// with what the window stack says it should show, and every commit must have had its
// FrameDone. The screen is also compared after every frame.
import FuzzCompositorSupport
import FuzzSupport
import StrataCompositor
import StrataPixman
import StrataProtocol
import StrataShm
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// Files that are not usable buffers, offered in place of a client's memfd.
private let oddFiles: [OwnedFileDescriptor] = {
    let unsealed = try! MemFD.create(name: "fuzz-unsealed")
    try! unsealed.truncate(to: 1 << 16)
    let tiny = try! MemFD.create(name: "fuzz-tiny")
    try! tiny.truncate(to: 3)
    try! tiny.addSeals(.shrink)
    let pipe = try! OwnedFileDescriptor.pipe()
    return [unsealed, tiny, pipe.read, pipe.write, try! OwnedFileDescriptor.open("/dev/null", flags: O_RDONLY)]
}()

private func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var input = FuzzInput(data, size)
    let limits = CompositorLimits(maxWindows: 6, maxBuffers: 8, maxBufferBytes: 1 << 16, maxDimension: 16384,
                                  maxTotalWindows: 12, maxTotalBuffers: 16, maxTotalBufferBytes: 1 << 17, maxTitleBytes: 48)
    // The first byte picks the output: headless, or a swapchain of 2 or 3 buffers.
    let harness = FuzzCompositor(swapchain: [0, 2, 3][input.take(below: 3)], limits: limits)
    let compositor = harness.compositor
    var serial: UInt32 = 0
    var operations = 0

    while !input.isAtEnd && operations < 200 {
        operations += 1
        let opcode = input.take(below: 25)
        let window = harness.window(input.take(below: 256))
        switch opcode {
        case 0, 1:
            let owner = harness.clientNames[input.take(below: harness.clientNames.count)]
            let geometry = input.takeBool() ? nil : takeGeometry(&input)
            _ = try? compositor.createWindow(owner: owner, processID: input.takeUInt32(), appID: input.takeString(),
                                             title: input.takeString(), geometry: geometry, level: takeLevel(&input),
                                             isOpaque: input.takeBool())
        case 2:
            if let window { try? compositor.setGeometry(window, takeGeometry(&input)) }
        case 3:
            if let window { compositor.setLevel(window, takeLevel(&input)) }
        case 4: if let window { compositor.show(window) }
        case 5: if let window { compositor.hide(window) }
        case 6: if let window { compositor.raise(window) }
        case 7: if let window { compositor.makeKey(window) }
        case 8:
            guard let window else { break }
            let width = 1 + input.take(below: 80), height = 1 + input.take(below: 60)
            let format: PixelFormat = input.takeBool() ? .a8r8g8b8 : .x8r8g8b8
            if input.take(below: 4) == 0 {
                // The client describes its buffer wrongly.
                let lie = (input.takeUInt32(), input.takeUInt32(), input.takeUInt32(), input.takeUInt32(), input.take(below: 4))
                harness.createBuffer(on: window, width: width, height: height, format: format) { honest in
                    var d = honest
                    switch lie.4 {
                    case 0: d.offset = lie.0
                    case 1: d.width = lie.1; d.height = lie.2
                    case 2: d.stride = lie.3
                    default: d.format = ["a8", "", "r8g8b8", "a8r8g8b8\0"][Int(lie.0 % 4)]
                    }
                    return d
                }
            } else {
                harness.createBuffer(on: window, width: width, height: height, format: format)
            }
        case 9:
            guard let window else { break }
            let file = oddFiles[input.take(below: oddFiles.count)]
            let description = BufferDescription(offset: input.takeUInt32() & ~3, width: input.takeUInt32(),
                                                height: input.takeUInt32(), stride: input.takeUInt32(), format: "a8r8g8b8")
            _ = try? compositor.createBuffer(window, fd: file, description: description)
        case 10:
            guard let window else { break }
            try? compositor.destroyBuffer(window, takeBufferID(&input, window))
        case 11, 12, 13:
            guard let window else { break }
            serial &+= 1
            let id = takeBufferID(&input, window)
            let damage = input.take(below: 16) == 0 ? DamageList(rectangles: [], isWhole: true) : damageList(takeDamage(&input))
            harness.events.pendingSerials[window.id, default: []].append(serial)
            compositor.commit(window, buffer: id, damage: harness.abidingDamage(damage, committing: id, on: window), serial: serial)
        case 14:
            compositor.input.touchDown(slot: input.takeUInt32() % 4, x: input.takeDouble(), y: input.takeDouble(),
                                       source: takeSource(&input))
        case 15:
            compositor.input.touchMotion(slot: input.takeUInt32() % 4, x: input.takeDouble(), y: input.takeDouble(),
                                         source: takeSource(&input))
        case 16: compositor.input.touchUp(slot: input.takeUInt32() % 4, source: takeSource(&input))
        case 17: compositor.input.pointerMotion(x: input.takeDouble(), y: input.takeDouble(), source: takeSource(&input))
        case 18: compositor.input.pointerButton(input.takeUInt32(), pressed: input.takeBool(), source: takeSource(&input))
        case 19: compositor.input.key(input.takeUInt32(), pressed: input.takeBool(), source: takeSource(&input))
        case 20:
            if let window { compositor.destroy(window) }
        case 21:
            compositor.removeClient(harness.clientNames[input.take(below: harness.clientNames.count)])
        case 22:
            if let window { try? compositor.setTitle(window, input.takeString(maxLength: 64)); compositor.requestClose(window) }
        case 23:
            // The injector of some input goes away: everything it holds is released.
            compositor.input.endSession(takeSource(&input))
        default:
            // A frame (or a repaint without one), and the screen must be right at once:
            // with a swapchain, each frame draws into a buffer of another age.
            if input.takeBool() { harness.tick() } else { compositor.flush() }
            harness.checkScreen()
        }
        harness.checkInvariants()
    }

    harness.tick()
    for window in compositor.stack.windows {
        let pending = harness.events.pendingSerials[window.id] ?? []
        precondition(pending.isEmpty, "window \(window.id) never got FrameDone for commits \(pending)")
    }
    harness.checkScreen()
}

private func takeGeometry(_ input: inout FuzzInput) -> WindowGeometry {
    if input.takeBool() {
        // Mostly on the 64×48 screen, so that windows overlap and show.
        return WindowGeometry(x: Int32(input.take(below: 80)) - 8, y: Int32(input.take(below: 60)) - 8,
                              width: Int32(input.take(below: 70)), height: Int32(input.take(below: 50)))
    }
    return WindowGeometry(x: input.takeInt32(), y: input.takeInt32(), width: input.takeInt32(), height: input.takeInt32())
}

/// Who injects input (input sessions): two injectors and the backend's own "".
private func takeSource(_ input: inout FuzzInput) -> String {
    ["", ":1.7", ":1.8"][input.take(below: 3)]
}

private func takeLevel(_ input: inout FuzzInput) -> Int32 {
    let levels = [WindowLevelValue.normal, WindowLevelValue.statusBar, WindowLevelValue.alert]
    return input.takeBool() ? levels[input.take(below: 3)] : input.takeInt32()
}

/// One of the window's buffers (or its current one), or any number.
private func takeBufferID(_ input: inout FuzzInput, _ window: CompositorWindow) -> UInt32 {
    let ids = window.buffers.keys.sorted() + (window.current.map { [$0.id] } ?? [])
    let choice = input.take(below: ids.count + 1)
    return choice < ids.count ? ids[choice] : input.takeUInt32()
}

/// Damage in buffer coordinates: a few rectangles on the buffer, extremes, or more
/// than the compositor lists one by one (it then takes their bounding box).
private func takeDamage(_ input: inout FuzzInput) -> [WindowGeometry] {
    switch input.take(below: 8) {
    case 0: return []
    case 1:
        let count = 250 + input.take(below: 20)
        let base = WindowGeometry(x: input.takeInt32(), y: input.takeInt32(), width: input.takeInt32(), height: input.takeInt32())
        return (0..<count).map { i in WindowGeometry(x: base.x &+ Int32(i), y: base.y, width: base.width, height: base.height) }
    case 2, 3:
        return (0..<input.take(below: 4)).map { _ in
            WindowGeometry(x: input.takeInt32(), y: input.takeInt32(), width: input.takeInt32(), height: input.takeInt32())
        }
    default:
        return (0..<1 + input.take(below: 3)).map { _ in
            WindowGeometry(x: Int32(input.take(below: 80)), y: Int32(input.take(below: 60)),
                           width: Int32(input.take(below: 80)), height: Int32(input.take(below: 60)))
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    fuzzOne(data, size)
    return 0
}

@main
enum FuzzCompositorRequestsMain {
    static func main() { FuzzMain.run(fuzzerTestOneInput) }
}
