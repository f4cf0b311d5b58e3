import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// Real app processes killed at random points of their lives — while connecting,
/// creating windows and buffers, committing — leave nothing behind in the daemon
/// (issue 9, finding 4 and the soak): no window, no fd, no mapping, no memory.
/// 200 apps here; `make soak` runs 1,000 (`STRATA_SOAK_CLIENTS`).
final class SoakTests: XCTestCase {
    private struct Usage: CustomStringConvertible {
        var fds: Int
        var mappings: Int
        var rssKiB: Int
        var description: String { "\(fds) fds, \(mappings) mappings, \(rssKiB) KiB RSS" }
    }

    private func usage(of pid: Int32) throws -> Usage {
        let fds = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
        let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8).split(separator: "\n").count
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? -1
        return Usage(fds: fds, mappings: maps, rssKiB: rss)
    }

    private func windowCount(_ client: TestClient) throws -> Int {
        try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows", as: [DBusObjectPath].self).count
    }

    /// Starts `count` apps, at most `parallel` at a time, each SIGKILLed after a random delay.
    private func killApps(_ count: Int, parallel: Int, fixture: DaemonFixture, observer: TestClient,
                          generator: inout SystemRandomNumberGenerator) throws {
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = fixture.bus.address
        var running: [(Tools.Background, UInt64)] = []
        var started = 0
        while started < count || !running.isEmpty {
            while started < count && running.count < parallel {
                let app = try Tools.Background(Tools.executable("demo-hello"), [], environment: environment)
                let lifetime = UInt64.random(in: 0...400_000, using: &generator)
                running.append((app, monotonicMicroseconds() + lifetime))
                started += 1
            }
            try fixture.loop.runOnce(timeoutMilliseconds: 5)
            let now = monotonicMicroseconds()
            for (app, deadline) in running where deadline <= now {
                app.process.send(SIGKILL)
                _ = app.finish()
            }
            running.removeAll { $0.1 <= now }
        }
        // Nothing outlives its client.
        XCTAssertTrue(try fixture.run(until: { (try? self.windowCount(observer)) == 0 }, timeout: 10),
                      "windows were left behind: \((try? observer.dumpState("scene")) ?? "?")")
    }

    func testKilledAppsLeaveNothingBehind() throws {
        let count = Int(ProcessInfo.processInfo.environment["STRATA_SOAK_CLIENTS"] ?? "") ?? 200
        let fixture = try DaemonFixture(width: 640, height: 480)
        let observer = try fixture.connect()
        var generator = SystemRandomNumberGenerator()
        // Warm up (the daemon's first clients allocate caches), then measure.
        try killApps(20, parallel: 4, fixture: fixture, observer: observer, generator: &generator)
        try fixture.settle(0.5)
        let before = try usage(of: fixture.daemonPID)
        try killApps(count, parallel: 4, fixture: fixture, observer: observer, generator: &generator)
        try fixture.settle(0.5)
        let after = try usage(of: fixture.daemonPID)
        let created = fixture.log.components(separatedBy: "created window").count - 1
        print("soak: \(count) apps killed (\(created) had made a window); daemon before \(before), after \(after)")
        XCTAssertGreaterThan(created, count / 10, "too few apps lived long enough to make a window: the soak tested little")
        XCTAssertEqual(after.fds, before.fds, "fds leaked")
        XCTAssertLessThanOrEqual(after.mappings, before.mappings + 4, "mappings leaked")
        XCTAssertLessThanOrEqual(after.rssKiB, before.rssKiB + 16 * 1024, "memory grew")
        XCTAssertTrue(fixture.daemon.process.isRunning)
        let clients = try observer.dumpState("clients")
        XCTAssertTrue(clients.contains("0 private connections"), clients)
    }
}
