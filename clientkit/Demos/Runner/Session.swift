import Foundation
import StrataCairo
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem

/// The demo's own connection to the daemon: input injection, screenshots, waiting.
final class Session {
    let bus: DBusConnection

    init(address: String) throws {
        bus = try DBusConnection.bus(address: address)
    }

    /// Polls `condition` until it holds or `timeout` seconds pass.
    func waitFor(timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Lets the apps react (their frames are paced by the daemon).
    func settle(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }

    @discardableResult
    private func call(_ path: DBusObjectPath, _ interface: String, _ member: String,
                      _ build: (DBusMessage) throws -> Void = { _ in }) throws -> DBusMessage {
        let message = DBusMessage.methodCall(destination: StrataProtocol.busName, path: path, interface: interface, member: member)
        try build(message)
        return try bus.call(message, timeout: 10)
    }

    private func input(_ member: String, _ build: (DBusMessage) throws -> Void) throws {
        try call(StrataProtocol.rootPath, StrataProtocol.Interface.input, member, build)
        usleep(4_000) // roughly a real finger's event rate
    }

    private func property<T: DBusDecodable>(_ path: DBusObjectPath, _ interface: String, _ name: String) throws -> T {
        try call(path, "org.freedesktop.DBus.Properties", "Get") { try $0.append(interface, name) }
            .decode(DBusVariant.self).decode(as: T.self)
    }

    func visibleWindowCount() -> Int {
        guard let windows: [DBusObjectPath] = try? property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows")
        else { return 0 }
        return windows.filter { (try? property($0, StrataProtocol.Interface.window, "Visible") as Bool) == true }.count
    }

    func windowsText() throws -> String {
        try call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "DumpState") { try $0.append("scene") }
            .decode(String.self)
    }

    func tap(_ x: Double, _ y: Double) throws {
        try input("NotifyTouchDown") { try $0.append(UInt32(0), x, y) }
        try input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        settle(0.1)
    }

    /// A drag with a sideways sine wave of amplitude `wave`.
    func drag(from start: (Double, Double), to end: (Double, Double), steps: Int, wave: Double) throws {
        try input("NotifyTouchDown") { try $0.append(UInt32(0), start.0, start.1) }
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            let x = start.0 + (end.0 - start.0) * t
            let y = start.1 + (end.1 - start.1) * t + wave * sin(t * .pi * 2)
            try input("NotifyTouchMotion") { try $0.append(UInt32(0), x, y) }
        }
        try input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        settle(0.1)
    }

    /// Two fingers on a horizontal line through `centre`, `from` apart, moved to `to`
    /// apart in 10 steps (touch slots 0 and 1).
    func pinch(at centre: (Double, Double), from: Double, to: Double) throws {
        for (slot, side) in [(UInt32(0), -1.0), (1, 1)] {
            try input("NotifyTouchDown") { try $0.append(slot, centre.0 + side * from / 2, centre.1) }
        }
        for i in 1...10 {
            let half = (from + (to - from) * Double(i) / 10) / 2
            for (slot, side) in [(UInt32(0), -1.0), (1, 1)] {
                try input("NotifyTouchMotion") { try $0.append(slot, centre.0 + side * half, centre.1) }
            }
        }
        for slot in [UInt32(0), 1] { try input("NotifyTouchUp") { try $0.append(slot) } }
        settle(0.1)
    }

    func keys(_ text: String) throws {
        for character in text {
            guard let (key, shift) = EvdevKeymap.keystroke(for: character) else { continue }
            if shift { try input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, true) } }
            try input("NotifyKeyboardKeycode") { try $0.append(key.code, true) }
            try input("NotifyKeyboardKeycode") { try $0.append(key.code, false) }
            if shift { try input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, false) } }
        }
        settle(0.1)
    }

    /// Saves the screen as a PNG.
    func screenshot(_ url: URL) throws {
        let fd = try MemFD.create(name: "demo-screenshot")
        let info = try call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Screenshot") {
            try $0.append([String: DBusVariant](), fd)
        }.decode([String: DBusVariant].self)
        let width = Int(try info["width"]!.decode(as: UInt32.self))
        let height = Int(try info["height"]!.decode(as: UInt32.self))
        let stride = Int(try info["stride"]!.decode(as: UInt32.self))
        let image = PixmanImage(format: .x8r8g8b8, width: width, height: height)
        var row = [UInt32](repeating: 0, count: width)
        for y in 0..<height {
            _ = row.withUnsafeMutableBytes { pread(fd.rawValue, $0.baseAddress, width * 4, off_t(y * stride)) }
            for x in 0..<width { image.setPixel(x: x, y: y, row[x]) }
        }
        try Data(CairoPNG.encode(image) ?? PNGEncoder.encode(image)).write(to: url)
        say("wrote \(url.path)")
    }
}
