import Foundation
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// A `clientkit-probe` app process: a real ClientKit app on the fixture's daemon,
/// reporting what it receives as JSON lines.
final class ProbeApp {
    let name: String
    let process: Tools.Background
    unowned let fixture: DaemonFixture

    init(_ name: String, fixture: DaemonFixture, _ arguments: [String], environment extra: [String: String] = [:],
         busAddress: String? = nil) throws {
        self.name = name
        self.fixture = fixture
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = busAddress ?? fixture.bus.address
        environment["CLIENTKIT_TRACE_COMMITS"] = "1"
        environment["STRATA_APP_NAME"] = name
        for (key, value) in extra { environment[key] = value }
        process = try Tools.Background(Tools.executable("clientkit-probe"), ["--name", name] + arguments, environment: environment)
    }

    /// Every event printed so far.
    var events: [[String: Any]] {
        process.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func events(_ kind: String) -> [[String: Any]] { events.filter { $0["event"] as? String == kind } }

    /// The commits ClientKit traced: damage rects per commit.
    var commits: [[[Int]]] {
        process.stderr.split(separator: "\n").filter { $0.hasPrefix("clientkit-commit") }.map { line in
            let inner = line.split(separator: "[", maxSplits: 1).last?.dropLast() ?? ""
            return inner.split(separator: " ").map { $0.split(separator: ",").compactMap { Int($0) } }
        }
    }

    /// Pumps the fixture's loop until `condition` holds (or fails the test).
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 15, file: StaticString = #filePath, line: UInt = #line,
                   _ condition: () -> Bool) throws -> Bool {
        let ok = try StrataTestSupport.waitUntil(timeout: timeout, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) },
                                                 condition)
        if !ok { XCTFail("\(name): \(what) did not happen; stdout:\n\(process.stdout)\nstderr:\n\(process.stderr)", file: file, line: line) }
        return ok
    }

    func waitFor(_ kind: String, count: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitUntil("\(count)× \(kind)", file: file, line: line) { events(kind).count >= count }
    }

    /// CPU time (user + system clock ticks) from /proc; -1 once the process is gone.
    var cpuTicks: Int { (try? ProcessCPU.ticks(process.process.pid)) ?? -1 }
}
