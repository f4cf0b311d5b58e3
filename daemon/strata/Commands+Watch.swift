import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print window changes (or, with --input, input events; with --tree, view-tree changes) as they happen, until interrupted.",
        discussion: """
            Window changes: windows added and removed, property changes, the stack and the \
            key window, each with the window's app id. --input prints instead every input \
            event the daemon receives (like libinput debug-events): its kind, session, \
            position or key, and the window and app it went to; it is privileged \
            (Input1.MonitorInput). --tree prints a line each time an app's view tree \
            changes what it shows (App1.WatchTree, privileged; at most once per window per \
            frame), for every window, those opened later too. --json prints one JSON object \
            per line: "event" ("window-added", "window-removed", "window-changed", "stack", \
            "key-window", "tree-changed", or an input kind: "touch-down", "touch-motion", "touch-up", "pointer-motion", \
            "pointer-button", "key"), "window" (number, or null), "appId", and the event's \
            fields ("title", "geometry", "owner", "changed", "windows"; for input "time" \
            (µs), "source", "slot", "x", "y", "code", "key", "pressed"). Keys may be added.
            """)
    @OptionGroup var options: BusOptions
    @Flag(help: "Print input events instead of window changes (privileged).") var input = false
    @Flag(help: "Print when apps' view trees change instead (privileged; App1.WatchTree).") var tree = false
    @Flag(help: "Print one JSON object per line.") var json = false
    @Option(help: "Exit after this many events.") var count: Int?
    @Option(help: "Exit after this many seconds.") var timeout: Double?

    func run() throws {
        let client = try DaemonClient(options)
        let connection = client.connection
        let loop = try EventLoop()
        var seen = 0
        var daemonGone = false
        var appIDs = try WindowAppIDs(client)
        func report(_ text: String, _ object: [String: Any]) {
            let line: String
            if json {
                let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
                line = String(decoding: data, as: UTF8.self)
            } else {
                line = text
            }
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
            seen += 1
            if let count, seen >= count { loop.stop() }
        }
        if input && tree { throw ValidationError("give --input or --tree, not both") }
        if input {
            try watchInput(client, appIDs: appIDs, report: report)
        } else if tree {
            try watchTrees(client, appIDs: appIDs, report: report)
        } else {
            try watchWindows(connection, appIDs: &appIDs, report: report)
        }
        try connection.watchNameOwner(StrataProtocol.busName) { _, _, newOwner in
            if newOwner.isEmpty {
                daemonGone = true
                loop.stop()
            }
        }
        try loop.handleSignals([SIGINT, SIGTERM]) { _ in loop.stop() }
        // The match rules are in place (AddMatch is a blocking call): say so, for people
        // and for scripts that wait before making changes.
        FileHandle.standardError.write(Data("strata: watching \(input ? "input on " : "")\(StrataProtocol.busName) on \(client.address); Ctrl-C stops\n".utf8))
        connection.onDisconnect = { loop.stop() }
        connection.attach(to: loop)
        if let timeout {
            let timer = try loop.makeTimer { loop.stop() }
            timer.arm(afterNanoseconds: UInt64(max(0.001, timeout) * 1_000_000_000))
            withExtendedLifetime(timer) { try? loop.run() }
        } else {
            try loop.run()
        }
        if daemonGone { throw failure("the daemon stopped") }
    }

    private func watchInput(_ client: DaemonClient, appIDs: WindowAppIDs, report: @escaping (String, [String: Any]) -> Void) throws {
        try client.monitorInput { event in
            let kind = event.kind
            var object: [String: Any] = ["event": kind, "time": Int(event.time), "source": event.source]
            var text = [kind.padding(toLength: 15, withPad: " ", startingAt: 0)]
            if let slot = event.slot {
                object["slot"] = Int(slot)
                text.append("slot \(slot)")
            }
            if let x = event.x, let y = event.y {
                object["x"] = x
                object["y"] = y
                text.append(String(format: "%.1f,%.1f", x, y))
            }
            if let code = event.code {
                object["code"] = Int(code)
                let name = kind == "key" ? EvdevKeymap.key(code: code)?.name : Self.buttonNames[code]
                if let name { object["key"] = name }
                text.append(name.map { "\($0) (\(code))" } ?? "code \(code)")
            }
            if let pressed = event.pressed {
                object["pressed"] = pressed
                text.append(pressed ? "pressed" : "released")
            }
            if let path = event.window, let n = StrataProtocol.windowNumber(of: path) {
                let app = event.appId ?? ""
                object["window"] = Int(n)
                object["appId"] = app
                text.append("→ window \(n) (\(app))")
            } else {
                object["window"] = NSNull()
                text.append("→ no window")
            }
            text.append("from \(event.source.isEmpty ? "?" : event.source)")
            report(String(format: "%10.3f  ", Double(event.time) / 1_000_000) + text.joined(separator: "  "), object)
        }
    }

    /// Every window's view tree, those of windows added later too: one line per
    /// `TreeChanged` (at most one per window per frame).
    private func watchTrees(_ client: DaemonClient, appIDs: WindowAppIDs, report: @escaping (String, [String: Any]) -> Void) throws {
        func watch(_ path: DBusObjectPath) {
            let message = DBusMessage.methodCall(destination: StrataProtocol.busName, path: path,
                                                 interface: StrataProtocol.Interface.app, member: "WatchTree")
            do {
                try message.append([String: DBusVariant]())
                _ = try client.connection.call(message, timeout: 10)
            } catch where error.name == DBusError.Name.accessDenied {
                FileHandle.standardError.write(Data("strata: \(error.message)\n".utf8))
                Foundation.exit(1)
            } catch {
                // A window that went meanwhile, or an app that serves no tree.
            }
        }
        // TreeChanged is unicast to watchers: no match rule on the bus is needed.
        try client.connection.subscribe(DBusMatchRule(interface: StrataProtocol.Interface.app, member: "TreeChanged"),
                                        addToBus: false) { message in
            guard let path = message.path, let n = StrataProtocol.windowNumber(of: path) else { return }
            let app = appIDs.appID(path)
            report("tree-changed   window \(n)" + (app.map { " (\($0))" } ?? ""),
                   ["event": "tree-changed", "window": Int(n), "appId": app ?? NSNull()])
        }
        try client.connection.subscribe(DBusMatchRule(sender: StrataProtocol.busName, interface: "org.freedesktop.DBus.ObjectManager",
                                                      member: "InterfacesAdded")) { message in
            guard let (path, interfaces) = try? message.decode(DBusObjectPath.self, [String: [String: DBusVariant]].self),
                  let props = interfaces[StrataProtocol.Interface.window] else { return }
            appIDs.set(path, (try? props["AppId"]?.decode(as: String.self)).flatMap { $0 } ?? "")
            watch(path)
        }
        for path in try client.windowsTopFirst() { watch(path) }
    }

    static let buttonNames: [UInt32: String] = [272: "BTN_LEFT", 273: "BTN_RIGHT", 274: "BTN_MIDDLE", 275: "BTN_SIDE",
                                                276: "BTN_EXTRA", 277: "BTN_FORWARD", 278: "BTN_BACK", 279: "BTN_TASK"]

    private func watchWindows(_ connection: DBusConnection, appIDs: inout WindowAppIDs,
                              report: @escaping (String, [String: Any]) -> Void) throws {
        let ids = appIDs
        func name(_ path: DBusObjectPath) -> String {
            path == .root ? "none" : StrataProtocol.windowNumber(of: path).map { "window \($0)" } ?? path.rawValue
        }
        func number(_ path: DBusObjectPath) -> Any { StrataProtocol.windowNumber(of: path).map { Int($0) } ?? NSNull() }
        func describe(_ key: String, _ value: DBusValue) -> (String, Any) {
            switch value {
            case .variant(let inner): return describe(key, inner)
            case .objectPath(let p): return ("\(key)=\(name(p))", number(p))
            case .string(let s): return ("\(key)=\"\(s)\"", s)
            case .boolean(let b): return ("\(key)=\(b)", b)
            case .int32(let i): return ("\(key)=\(i)", Int(i))
            case .uint32(let u): return ("\(key)=\(u)", Int(u))
            case .array(_, let items) where key == "Windows":
                let paths = items.compactMap { if case .objectPath(let p) = $0 { return p } else { return nil } }
                return ("\(key)=[" + paths.map(name).joined(separator: ", ") + "]", paths.map(number))
            default:
                if key == "Geometry", let g = try? value.decode(as: WindowGeometry.self) {
                    return ("\(key)=\(g)", ["x": Int(g.x), "y": Int(g.y), "width": Int(g.width), "height": Int(g.height)])
                }
                return ("\(key)=\(value)", "\(value)")
            }
        }
        try connection.subscribe(DBusMatchRule(sender: StrataProtocol.busName, interface: "org.freedesktop.DBus.Properties",
                                               member: "PropertiesChanged", pathNamespace: StrataProtocol.rootPath)) { message in
            guard let path = message.path,
                  let (_, changed, _) = try? message.decode(String.self, [String: DBusVariant].self, [String].self) else { return }
            if path == StrataProtocol.rootPath {
                if let key = changed["KeyWindow"], case .objectPath(let p) = key.value {
                    report("key window: \(name(p))" + (ids.appID(p).map { " (\($0))" } ?? ""),
                           ["event": "key-window", "window": number(p), "appId": ids.appID(p) ?? NSNull()])
                }
                if let windows = changed["Windows"] {
                    let (text, value) = describe("Windows", windows.value)
                    report("stack: \(text)", ["event": "stack", "windows": value])
                }
            } else {
                let described = changed.keys.sorted().map { ($0, describe($0, changed[$0]!.value)) }
                let app = ids.appID(path)
                report("\(name(path))\(app.map { " (\($0))" } ?? ""): " + described.map(\.1.0).joined(separator: " "),
                       ["event": "window-changed", "window": number(path), "appId": app ?? NSNull(),
                        "changed": Dictionary(uniqueKeysWithValues: described.map { ($0.0, $0.1.1) })])
            }
        }
        try connection.subscribe(DBusMatchRule(sender: StrataProtocol.busName, interface: "org.freedesktop.DBus.ObjectManager",
                                               member: "InterfacesAdded")) { message in
            guard let (path, interfaces) = try? message.decode(DBusObjectPath.self, [String: [String: DBusVariant]].self),
                  let props = interfaces[StrataProtocol.Interface.window] else { return }
            let title = (try? props["Title"]?.decode(as: String.self)).flatMap { $0 } ?? ""
            let geometry = try? props["Geometry"]?.decode(as: WindowGeometry.self)
            let owner = (try? props["Owner"]?.decode(as: String.self)).flatMap { $0 } ?? "?"
            let app = (try? props["AppId"]?.decode(as: String.self)).flatMap { $0 } ?? ""
            ids.set(path, app)
            report("\(name(path)) added: \"\(title)\" \(geometry.map { "\($0)" } ?? "?") owner \(owner) app \(app)",
                   ["event": "window-added", "window": number(path), "title": title, "owner": owner, "appId": app,
                    "geometry": geometry.map { ["x": Int($0.x), "y": Int($0.y), "width": Int($0.width), "height": Int($0.height)] } as Any? ?? NSNull()])
        }
        try connection.subscribe(DBusMatchRule(sender: StrataProtocol.busName, interface: "org.freedesktop.DBus.ObjectManager",
                                               member: "InterfacesRemoved")) { message in
            guard let (path, interfaces) = try? message.decode(DBusObjectPath.self, [String].self),
                  interfaces.contains(StrataProtocol.Interface.window) else { return }
            let app = ids.appID(path)
            report("\(name(path)) removed" + (app.map { " (\($0))" } ?? ""),
                   ["event": "window-removed", "window": number(path), "appId": app ?? NSNull()])
            ids.set(path, nil)
        }
    }
}

/// Each window's app id, known from the start (`GetManagedObjects`) and from
/// `InterfacesAdded`: change lines carry it without asking the daemon each time.
final class WindowAppIDs {
    private var byPath: [DBusObjectPath: String] = [:]

    init(_ client: DaemonClient) throws {
        let objects = try client.call(StrataProtocol.rootPath, "org.freedesktop.DBus.ObjectManager", "GetManagedObjects")
            .decode([DBusObjectPath: [String: [String: DBusVariant]]].self)
        for (path, interfaces) in objects {
            if let app = try? interfaces[StrataProtocol.Interface.window]?["AppId"]?.decode(as: String.self) { byPath[path] = app }
        }
    }

    func appID(_ path: DBusObjectPath) -> String? { byPath[path] }
    func set(_ path: DBusObjectPath, _ app: String?) { byPath[path] = app }
}
