// strata-smoke: the foundations smoke check (`make demo` until the demo apps exist).
//
// Starts a private dbus-daemon; an "app" connection draws into a sealed memfd buffer
// and passes it over the bus; a "compositor" connection maps it without copying and
// composites it onto a screen with pixman; the app then changes part of the same
// memory and reports only that damage. The screen is checked pixel by pixel and
// written as a PNG. Usage: strata-smoke [OUTPUT-FOLDER]
import Foundation
import StrataDBus
import StrataPixman
import StrataShm
import StrataSystem

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("strata-smoke: \(message)\n".utf8))
    exit(1)
}

let outputFolder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "out"
do {
    let bus = try DBusDaemonProcess()
    let loop = try EventLoop()
    let compositorConnection = try DBusConnection.bus(address: bus.address)
    let appConnection = try DBusConnection.bus(address: bus.address)
    compositorConnection.attach(to: loop)
    appConnection.attach(to: loop)
    print("private bus: \(bus.address)")

    let compositor = SmokeCompositor(width: 160, height: 120, origin: (32, 28))
    try compositorConnection.export(compositor.makeObject())

    func call(_ member: String, _ build: (DBusMessage) throws -> Void) throws -> Result<DBusMessage, DBusError> {
        let message = DBusMessage.methodCall(destination: compositorConnection.uniqueName, path: "/org/strata/Smoke",
                                             interface: SmokeCompositor.interfaceName, member: member)
        try build(message)
        var result: Result<DBusMessage, DBusError>?
        appConnection.call(message, timeout: 10) { result = $0 }
        guard try loop.run(until: { result != nil }, timeout: 15), let result else { fail("no reply to \(member)") }
        return result
    }

    // The app draws: translucent red everywhere, an opaque blue square.
    let buffer = try SharedBuffer.create(width: 96, height: 64)
    buffer.image.fill(.src, color: PixmanColor(argb: 0x8080_0000), rects: [PixmanRect(x: 0, y: 0, width: 96, height: 64)])
    buffer.image.fill(.src, color: PixmanColor(argb: 0xFF00_00FF), rects: [PixmanRect(x: 8, y: 8, width: 24, height: 24)])
    let id = try call("Attach") {
        try $0.append(buffer.fd, UInt32(buffer.width), UInt32(buffer.height), UInt32(buffer.stride), "a8r8g8b8")
    }.get().decode(UInt32.self)
    let full = try call("Damage") { try $0.append(id, DBusStruct(Int32(0), Int32(0), Int32(96), Int32(64))) }.get().decode(UInt32.self)
    print("attached buffer \(id) (\(buffer.width)x\(buffer.height), fd passed over the bus), composited \(full) pixels")

    // The app changes the same memory (no copy, no new fd) and damages only that part.
    buffer.image.fill(.src, color: PixmanColor(argb: 0xFF00_C000), rects: [PixmanRect(x: 60, y: 30, width: 20, height: 20)])
    let partial = try call("Damage") { try $0.append(id, DBusStruct(Int32(60), Int32(30), Int32(20), Int32(20))) }.get().decode(UInt32.self)
    print("damaged 20x20, composited \(partial) pixels")

    // A buffer that is not sealed against shrinking is refused with a named error.
    let unsealed = try MemFD.create(name: "unsealed")
    try unsealed.truncate(to: 96 * 4 * 64)
    switch try call("Attach", { try $0.append(unsealed, UInt32(96), UInt32(64), UInt32(384), "a8r8g8b8") }) {
    case .success: fail("an unsealed buffer was accepted")
    case .failure(let error): print("unsealed buffer refused: \(error.name): \(error.message)")
    }

    // Check the screen against values computed by hand.
    let screen = compositor.screen
    let background: UInt32 = 0xFF20_2830
    func blendRed(over d: UInt32) -> UInt32 { // 50% premultiplied red OVER an opaque colour
        func channel(_ s: UInt32, _ shift: UInt32) -> UInt32 {
            let dc = (d >> shift) & 0xFF
            return min(255, s + (dc * 127 + 127) / 255)
        }
        return 0xFF00_0000 | channel(0x80, 16) << 16 | channel(0, 8) << 8 | channel(0, 0)
    }
    let expectations: [(String, Int, Int, UInt32)] = [
        ("background", 5, 5, background),
        ("red over background", 32 + 50, 28 + 5, blendRed(over: background)),
        ("blue square", 32 + 10, 28 + 10, 0xFF00_00FF),
        ("green square (later write)", 32 + 70, 28 + 40, 0xFF00_C000),
    ]
    var ok = full == 96 * 64 && partial == 400
    for (name, x, y, expected) in expectations {
        let actual = screen.pixel(x: x, y: y) | 0xFF00_0000
        let close = (0..<4).allSatisfy { i in
            abs(Int((actual >> (8 * UInt32(i))) & 0xFF) - Int((expected >> (8 * UInt32(i))) & 0xFF)) <= 1
        }
        print(String(format: "  %@ at (%d, %d): 0x%08X, expected 0x%08X %@", name, x, y, actual, expected, close ? "ok" : "WRONG"))
        ok = ok && close
    }

    try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
    let path = URL(fileURLWithPath: outputFolder).appendingPathComponent("smoke.png").path
    try Data(PNGEncoder.encode(screen)).write(to: URL(fileURLWithPath: path))
    print("screen written to \(path)")
    guard ok else { fail("the composited screen is not what was expected") }
    print("smoke check passed")
} catch {
    fail("\(error)")
}
