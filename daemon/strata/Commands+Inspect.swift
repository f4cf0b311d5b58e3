import ArgumentParser
import Foundation
import StrataCairo
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem

struct Windows: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the window stack, top first: owner, level, geometry, key, not responding.",
        discussion: """
        --json prints an array, top first, of objects with these keys (a stable shape; \
        new keys may be added): number, path, level, x, y, width, height, visible, key, \
        responding, owner (the client's bus or private-connection name), pid (0 when \
        unknown), appId, title.
        """)
    @OptionGroup var options: BusOptions
    @Flag(help: "Print JSON instead of a table.") var json = false

    func run() throws {
        let windows = try WindowSummary.all(try DaemonClient(options))
        if json {
            let objects = windows.map(\.jsonObject)
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        print(pad("WINDOW", 7) + pad("LEVEL", 6) + pad("GEOMETRY", 20) + pad("STATE", 15) + pad("OWNER", 10) + pad("PID", 8) + "APP / TITLE")
        for window in windows {
            var state = [window.visible ? "visible" : "hidden"]
            if window.key { state.append("key") }
            if !window.responding { state.append("not-responding") }
            print(pad(window.number.map(String.init) ?? window.path.rawValue, 7) + pad("\(window.level)", 6)
                  + pad(window.geometry.map { "\($0)" } ?? "?", 20) + pad(state.joined(separator: ","), 15)
                  + pad(window.owner, 10) + pad("\(window.pid)", 8) + "\(window.appId) \"\(window.title)\"")
        }
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}

/// One window as `strata windows` shows it.
struct WindowSummary {
    var path: DBusObjectPath
    var number: UInt32?
    var level: Int32
    var geometry: WindowGeometry?
    var visible: Bool
    var key: Bool
    var responding: Bool
    var owner: String
    var pid: UInt32
    var appId: String
    var title: String

    /// Every window, top first.
    static func all(_ client: DaemonClient) throws -> [WindowSummary] {
        let windows = try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                          as: [DBusObjectPath].self)
        let key = try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                      as: DBusObjectPath.self)
        return try windows.reversed().map { path in
            let p = try client.allProperties(path, StrataProtocol.Interface.window)
            return WindowSummary(path: path, number: StrataProtocol.windowNumber(of: path),
                                 level: try p["Level"]?.decode(as: Int32.self) ?? 0,
                                 geometry: try p["Geometry"]?.decode(as: WindowGeometry.self),
                                 visible: try p["Visible"]?.decode(as: Bool.self) == true, key: path == key,
                                 responding: try p["Responding"]?.decode(as: Bool.self) != false,
                                 owner: try p["Owner"]?.decode(as: String.self) ?? "",
                                 pid: try p["ProcessID"]?.decode(as: UInt32.self) ?? 0,
                                 appId: try p["AppId"]?.decode(as: String.self) ?? "",
                                 title: try p["Title"]?.decode(as: String.self) ?? "")
        }
    }

    var jsonObject: [String: Any] {
        [
            "number": number.map { Int($0) } as Any, "path": path.rawValue, "level": Int(level),
            "x": Int(geometry?.x ?? 0), "y": Int(geometry?.y ?? 0),
            "width": Int(geometry?.width ?? 0), "height": Int(geometry?.height ?? 0),
            "visible": visible, "key": key, "responding": responding, "owner": owner, "pid": Int(pid),
            "appId": appId, "title": title,
        ]
    }
}

struct Wait: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Wait until a visible window with this app id or title, or an element, exists (as xdotool search --sync).",
        discussion: """
            Exits 0 and prints the window's number (or the element's id) when there is one; \
            exits 1 after --timeout seconds. With --id, --label, --text or --class it waits \
            for a visible element in an app's view tree (org.strata.App1, privileged), as \
            XCUITest's waitForExistence does.
            """)
    @OptionGroup var options: BusOptions
    @Option(name: .customLong("app-id"), help: "The app id to wait for (exact).") var appId: String?
    @Option(help: "The title to wait for (exact).") var title: String?
    @OptionGroup var element: ElementOptions
    @Option(help: "Seconds to wait at most.") var timeout: Double = 10

    func validate() throws {
        let kinds = [appId != nil, title != nil, !element.isEmpty].filter { $0 }.count
        guard kinds == 1 else { throw ValidationError("give one of --app-id, --title, or an element (--id, --label, --text, --class)") }
        guard timeout >= 0 else { throw ValidationError("--timeout must not be negative") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if !element.isEmpty {
                if let found = try client.findElements(element.query).first {
                    print(found["id"] as? String ?? "")
                    return
                }
            } else if let match = try WindowSummary.all(client).first(where: { window in
                window.visible && (appId.map { window.appId == $0 } ?? true) && (title.map { window.title == $0 } ?? true)
            }) {
                print(match.number.map(String.init) ?? match.path.rawValue)
                return
            }
            guard Date() < deadline else {
                let what = !element.isEmpty ? "element matching \(element.description)"
                    : appId.map { "window with app id \"\($0)\"" } ?? "window with title \"\(title ?? "")\""
                throw failure("no visible \(what) after \(timeout) s")
            }
            usleep(100_000)
        }
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
    static let configuration = CommandConfiguration(
        abstract: "Print the daemon's state: scene, input, clients or frames (default: all).",
        discussion: """
            --json prints one JSON object: the section's object for one section, else an \
            object with a key per section. The shapes are stable (keys may be added): see \
            the README's "Operating Strata".
            """)
    @OptionGroup var options: BusOptions
    @Argument(help: "scene, input, clients or frames.") var section: String?
    @Flag(help: "Print JSON instead of text.") var json = false

    func run() throws {
        let client = try DaemonClient(options)
        let sections = section.map { [$0] } ?? ["scene", "input", "clients", "frames"]
        var objects: [String: Any] = [:]
        for name in sections {
            let text = try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "DumpState") {
                try $0.append(json ? name + ".json" : name)
            }.decode(String.self)
            if json {
                objects[name] = try JSONSerialization.jsonObject(with: Data(text.utf8))
            } else {
                if section == nil { print("== \(name)") }
                print(text, terminator: "")
            }
        }
        guard json else { return }
        let value = section.flatMap { objects[$0] } ?? objects
        let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
