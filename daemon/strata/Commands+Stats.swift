import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

/// `strata stats`: frame statistics per window and for the screen, like
/// `dumpsys SurfaceFlinger --latency` or `weston-debug timeline`.
struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print frame statistics: per window, and the screen's frame rate and repaint time.",
        discussion: """
            Per window: commits, frames presented, missed frames (commits shown more than \
            1.5 refresh intervals after they arrived), commit-to-present latency p50/p99 \
            over the last 128 commits (µs), pixels and bytes composited. Without WINDOW it \
            reads DumpState frames.json (privileged); with WINDOW, Window1.GetStatistics \
            (the window's owner or a privileged caller). --json prints the same as JSON \
            (the keys of DumpState frames.json).
            """)
    @OptionGroup var options: BusOptions
    @Argument(help: "A window (number or object path); default: all windows and the screen.") var window: String?
    @Flag(help: "Print again every --interval seconds until interrupted.") var watch = false
    @Option(help: "Seconds between prints with --watch.") var interval: Double = 1
    @Flag(help: "Print JSON instead of a table.") var json = false

    func validate() throws {
        guard interval.isFinite, interval >= 0.05 else { throw ValidationError("--interval must be at least 0.05 seconds") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        let path = try window.map { try client.windowPath($0) }
        repeat {
            let report = try path.map { try windowReport(client, $0) } ?? screenReport(client)
            let output: String
            if json {
                let data = try JSONSerialization.data(withJSONObject: report, options: watch ? [.sortedKeys] : [.sortedKeys, .prettyPrinted])
                output = String(decoding: data, as: UTF8.self)
            } else {
                output = text(report)
            }
            // Written at once (not buffered), so a pipe sees each report as it comes.
            FileHandle.standardOutput.write(Data((output + "\n").utf8))
            if watch { Thread.sleep(forTimeInterval: interval) }
        } while watch
    }

    /// One window's statistics, with the JSON keys (camelCase) of DumpState frames.json.
    private func windowReport(_ client: DaemonClient, _ path: DBusObjectPath) throws -> [String: Any] {
        let fields = try client.call(path, StrataProtocol.Interface.window, "GetStatistics").decode([String: DBusVariant].self)
        var entry: [String: Any] = ["number": Int(StrataProtocol.windowNumber(of: path) ?? 0)]
        for (key, value) in fields {
            let camel = key.split(separator: "-").enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
            entry[camel] = (try? value.decode(as: UInt64.self)).map { Int($0) } ?? NSNull()
        }
        for key in ["latencyP50Us", "latencyP99Us"] where entry[key] == nil { entry[key] = NSNull() }
        return ["windows": [entry]]
    }

    private func screenReport(_ client: DaemonClient) throws -> [String: Any] {
        let text = try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "DumpState") {
            try $0.append("frames.json")
        }.decode(String.self)
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw failure("DumpState frames.json did not return a JSON object")
        }
        return object
    }

    private func text(_ report: [String: Any]) -> String {
        func number(_ value: Any?) -> String {
            switch value {
            case let i as Int: return String(i)
            case let d as Double: return String(format: "%.1f", d)
            default: return "-"
            }
        }
        var lines: [String] = []
        if report["framesPerSecond"] != nil {
            lines.append("screen: \(number(report["framesPerSecond"])) fps, repaint p50 \(number(report["repaintP50Us"])) µs "
                         + "p99 \(number(report["repaintP99Us"])) µs, frames \(number(report["frames"]))")
        }
        let columns = ["WINDOW", "COMMITS", "PRESENTED", "MISSED", "P50 µs", "P99 µs", "PIXELS", "APP"]
        let widths = [7, 9, 10, 8, 9, 9, 12, 0]
        func row(_ cells: [String]) -> String {
            zip(cells, widths).map { cell, width in width == 0 ? cell : cell.padding(toLength: max(width, cell.count + 1), withPad: " ", startingAt: 0) }.joined()
        }
        lines.append(row(columns))
        for window in report["windows"] as? [[String: Any]] ?? [] {
            lines.append(row([number(window["number"]), number(window["commits"]), number(window["framesPresented"]),
                              number(window["missedFrames"]), number(window["latencyP50Us"]), number(window["latencyP99Us"]),
                              number(window["compositedPixels"]), window["appId"] as? String ?? ""]))
        }
        return lines.joined(separator: "\n")
    }
}
