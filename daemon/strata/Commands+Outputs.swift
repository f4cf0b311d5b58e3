import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

/// `strata outputs`: the daemon's outputs (`org.strata.Output1` objects), like
/// `swaymsg -t get_outputs` or `xrandr`.
struct Outputs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the outputs: name, backend, size and refresh rate.",
        discussion: """
            --json prints an array of objects with these keys (a stable shape; keys may be \
            added): number, path, name, backend, width, height, refreshHz (0 when viewers \
            pace the frames, as with VNC).
            """)
    @OptionGroup var options: BusOptions
    @Flag(help: "Print JSON instead of a table.") var json = false

    func run() throws {
        let client = try DaemonClient(options)
        let objects = try client.call(StrataProtocol.rootPath, "org.freedesktop.DBus.ObjectManager", "GetManagedObjects")
            .decode([DBusObjectPath: [String: [String: DBusVariant]]].self)
        let outputs: [[String: Any]] = objects.compactMap { path, interfaces in
            guard let props = interfaces[StrataProtocol.Interface.output] else { return nil }
            let size = try? props["Size"]?.decode(as: DBusStruct<UInt32, UInt32>.self)
            return ["number": Int(path.rawValue.split(separator: "/").last.flatMap { Int($0) } ?? 0), "path": path.rawValue,
                    "name": (try? props["Name"]?.decode(as: String.self)) ?? "",
                    "backend": (try? props["Backend"]?.decode(as: String.self)) ?? "",
                    "width": Int(size?.fields.0 ?? 0), "height": Int(size?.fields.1 ?? 0),
                    "refreshHz": (try? props["RefreshRate"]?.decode(as: Double.self)) ?? 0]
        }.sorted { ($0["number"] as? Int ?? 0) < ($1["number"] as? Int ?? 0) }
        if json {
            let data = try JSONSerialization.data(withJSONObject: outputs, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
            return
        }
        print("OUTPUT  NAME            BACKEND   SIZE         REFRESH")
        for o in outputs {
            func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: max(n, s.count + 1), withPad: " ", startingAt: 0) }
            print(pad("\(o["number"] ?? 0)", 8) + pad("\(o["name"] ?? "")", 16) + pad("\(o["backend"] ?? "")", 10)
                  + pad("\(o["width"] ?? 0)x\(o["height"] ?? 0)", 13) + String(format: "%.2f Hz", o["refreshHz"] as? Double ?? 0))
        }
    }
}
