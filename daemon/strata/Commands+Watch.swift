import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem

struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print window and key-window changes as they happen, until interrupted.")
    @OptionGroup var options: BusOptions
    @Option(help: "Exit after this many changes.") var count: Int?
    @Option(help: "Exit after this many seconds.") var timeout: Double?

    func run() throws {
        let client = try DaemonClient(options)
        let connection = client.connection
        let loop = try EventLoop()
        var seen = 0
        var daemonGone = false
        func report(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
            seen += 1
            if let count, seen >= count { loop.stop() }
        }
        func name(_ path: DBusObjectPath) -> String {
            path == .root ? "none" : StrataProtocol.windowNumber(of: path).map { "window \($0)" } ?? path.rawValue
        }
        func describe(_ key: String, _ value: DBusValue) -> String {
            switch value {
            case .variant(let inner): return describe(key, inner)
            case .objectPath(let p): return "\(key)=\(name(p))"
            case .string(let s): return "\(key)=\"\(s)\""
            case .array(_, let items) where key == "Windows":
                return "\(key)=[" + items.compactMap { if case .objectPath(let p) = $0 { return name(p) } else { return nil } }
                    .joined(separator: ", ") + "]"
            default:
                if key == "Geometry", let g = try? value.decode(as: WindowGeometry.self) { return "\(key)=\(g)" }
                return "\(key)=\(value)"
            }
        }
        try connection.subscribe(DBusMatchRule(sender: StrataProtocol.busName, interface: "org.freedesktop.DBus.Properties",
                                               member: "PropertiesChanged", pathNamespace: StrataProtocol.rootPath)) { message in
            guard let path = message.path,
                  let (_, changed, _) = try? message.decode(String.self, [String: DBusVariant].self, [String].self) else { return }
            let what = changed.keys.sorted().map { describe($0, changed[$0]!.value) }.joined(separator: " ")
            if path == StrataProtocol.rootPath {
                if let key = changed["KeyWindow"], case .objectPath(let p) = key.value { report("key window: \(name(p))") }
                if changed["Windows"] != nil { report("stack: \(describe("Windows", changed["Windows"]!.value))") }
            } else {
                report("\(name(path)): \(what)")
            }
        }
        try connection.subscribe(DBusMatchRule(sender: StrataProtocol.busName, interface: "org.freedesktop.DBus.ObjectManager",
                                               member: "InterfacesAdded")) { message in
            guard let (path, interfaces) = try? message.decode(DBusObjectPath.self, [String: [String: DBusVariant]].self) else { return }
            let props = interfaces[StrataProtocol.Interface.window] ?? [:]
            let title = (try? props["Title"]?.decode(as: String.self)).flatMap { $0 } ?? ""
            let geometry = (try? props["Geometry"]?.decode(as: WindowGeometry.self)).map { "\($0)" } ?? "?"
            let owner = (try? props["Owner"]?.decode(as: String.self)).flatMap { $0 } ?? "?"
            report("\(name(path)) added: \"\(title)\" \(geometry) owner \(owner)")
        }
        try connection.subscribe(DBusMatchRule(sender: StrataProtocol.busName, interface: "org.freedesktop.DBus.ObjectManager",
                                               member: "InterfacesRemoved")) { message in
            guard let (path, _) = try? message.decode(DBusObjectPath.self, [String].self) else { return }
            report("\(name(path)) removed")
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
        FileHandle.standardError.write(Data("strata: watching \(StrataProtocol.busName) on \(client.address); Ctrl-C stops\n".utf8))
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
}
