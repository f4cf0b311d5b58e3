import ArgumentParser
import Foundation
import StrataCairo
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem

struct Windows: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the window stack, top first: owner, level, geometry, key, not responding.")
    @OptionGroup var options: BusOptions

    func run() throws {
        let client = try DaemonClient(options)
        let windows = try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                          as: [DBusObjectPath].self)
        let key = try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                      as: DBusObjectPath.self)
        print(pad("WINDOW", 7) + pad("LEVEL", 6) + pad("GEOMETRY", 20) + pad("STATE", 15) + pad("OWNER", 10) + pad("PID", 8) + "APP / TITLE")
        for path in windows.reversed() {
            let p = try client.allProperties(path, StrataProtocol.Interface.window)
            let geometry = try p["Geometry"]?.decode(as: WindowGeometry.self)
            var state = [try p["Visible"]?.decode(as: Bool.self) == true ? "visible" : "hidden"]
            if path == key { state.append("key") }
            if try p["Responding"]?.decode(as: Bool.self) == false { state.append("not-responding") }
            let number = StrataProtocol.windowNumber(of: path).map(String.init) ?? path.rawValue
            print(pad(number, 7) + pad("\(try p["Level"]?.decode(as: Int32.self) ?? 0)", 6)
                  + pad(geometry.map { "\($0)" } ?? "?", 20) + pad(state.joined(separator: ","), 15)
                  + pad(try p["Owner"]?.decode(as: String.self) ?? "?", 10)
                  + pad("\(try p["ProcessID"]?.decode(as: UInt32.self) ?? 0)", 8)
                  + "\(try p["AppId"]?.decode(as: String.self) ?? "") \"\(try p["Title"]?.decode(as: String.self) ?? "")\"")
        }
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}

struct Screenshot: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Save the screen (or one window's buffer) as a PNG.")
    @OptionGroup var options: BusOptions
    @Argument(help: "The PNG file to write; - writes the PNG to standard output (the status line then goes to standard error).")
    var file: String
    @Option(help: "A window (number or object path): save its current buffer instead of the screen.") var window: String?
    @Option(help: "Only this area of the screen: X,Y,WIDTH,HEIGHT.") var area: String?

    func run() throws {
        let client = try DaemonClient(options)
        var request: [String: DBusVariant] = [:]
        if let window { request["window"] = DBusVariant(.objectPath(try client.windowPath(window))) }
        if let area {
            let parts = area.split(separator: ",").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4 else { throw failure("--area takes X,Y,WIDTH,HEIGHT") }
            request["area"] = try DBusVariant(WindowGeometry(x: parts[0], y: parts[1], width: parts[2], height: parts[3]))
        }
        let fd = try MemFD.create(name: "strata-screenshot")
        let info = try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Screenshot") {
            try $0.append(request, fd)
        }.decode([String: DBusVariant].self)
        let width = Int(try info["width"]?.decode(as: UInt32.self) ?? 0)
        let height = Int(try info["height"]?.decode(as: UInt32.self) ?? 0)
        let stride = Int(try info["stride"]?.decode(as: UInt32.self) ?? 0)
        let format = PixelFormat(protocolName: try info["format"]?.decode(as: String.self) ?? "") ?? .x8r8g8b8
        var pixels = [UInt32](repeating: 0, count: width)
        let image = PixmanImage(format: format, width: width, height: height)
        for y in 0..<height {
            let n = pixels.withUnsafeMutableBytes { pread(fd.rawValue, $0.baseAddress, width * 4, off_t(y * stride)) }
            guard n == width * 4 else { throw failure("the daemon wrote a short screenshot") }
            for x in 0..<width { image.setPixel(x: x, y: y, pixels[x]) }
        }
        // cairo's PNG writer compresses (the built-in PNGEncoder stores only).
        let png = Data(CairoPNG.encode(image) ?? PNGEncoder.encode(image))
        let toStandardOutput = file == "-" || file == "/dev/stdout"
        do {
            if toStandardOutput {
                try FileHandle.standardOutput.write(contentsOf: png)
            } else {
                try png.write(to: URL(fileURLWithPath: file))
            }
        } catch {
            throw failure("cannot write \(file): \(error.localizedDescription)")
        }
        let status = "\(toStandardOutput ? "standard output" : file): \(width)x\(height)"
        if toStandardOutput {
            FileHandle.standardError.write(Data((status + "\n").utf8))
        } else {
            print(status)
        }
    }
}

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the daemon's state: scene, input, clients or frames (default: all).")
    @OptionGroup var options: BusOptions
    @Argument(help: "scene, input, clients or frames.") var section: String?

    func run() throws {
        let client = try DaemonClient(options)
        let sections = section.map { [$0] } ?? ["scene", "input", "clients", "frames"]
        for name in sections {
            if section == nil { print("== \(name)") }
            let text = try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "DumpState") {
                try $0.append(name)
            }.decode(String.self)
            print(text, terminator: "")
        }
    }
}
