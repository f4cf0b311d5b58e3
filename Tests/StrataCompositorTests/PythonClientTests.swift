import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// The protocol works for a client that shares no code with Strata: `python/protocol_client.py`
/// (dbus-python, a GLib main loop, memfds from `os.memfd_create`) draws two overlapping
/// windows and checks the screenshot itself; here we check what it reports.
final class PythonClientTests: XCTestCase {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("python/protocol_client.py").path

    private struct Run {
        var output: Tools.Output
        var summary: [String: Any]
    }

    private func runClient(_ fixture: DaemonFixture, _ extra: [String] = []) throws -> Run {
        let output = try Tools.run(Tools.systemPython, [Self.script, fixture.bus.address] + extra, timeout: 30) {
            try fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        let line = output.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return Run(output: output, summary: try XCTUnwrap(json, "no JSON from the Python client:\n\(output)\nstratad:\n\(fixture.log)"))
    }

    private func check(_ run: Run, _ name: String) throws -> [String: Any] {
        let checks = try XCTUnwrap(run.summary["checks"] as? [String: Any], "\(run.output)")
        return try XCTUnwrap(checks[name] as? [String: Any], "no check \(name): \(run.output)")
    }

    /// Checks one reported pixel against our own computation of the expected colour.
    private func assertPixel(_ run: Run, _ name: String, _ expected: UInt32, file: StaticString = #filePath, line: UInt = #line) throws {
        let check = try check(run, name)
        XCTAssertEqual(check["pass"] as? Bool, true, "\(name): \(check)", file: file, line: line)
        let actual = UInt32(try XCTUnwrap(check["actual"] as? Int))
        for shift: UInt32 in [0, 8, 16] {
            let a = Int((actual >> shift) & 0xFF), e = Int((expected >> shift) & 0xFF)
            XCTAssertLessThanOrEqual(abs(a - e), 2, String(format: "%@: 0x%06X, expected 0x%06X", name, actual, expected & 0xFF_FFFF),
                                     file: file, line: line)
        }
    }

    private func verify(_ run: Run, fixture: DaemonFixture) throws {
        XCTAssertTrue(run.output.succeeded, "\(run.output)\nstratad:\n\(fixture.log)")
        XCTAssertEqual(run.summary["ok"] as? Bool, true, "\(run.output)")
        let background = ExpectedScene().background
        try assertPixel(run, "only_first", 0xFF00_00FF)
        try assertPixel(run, "only_second", ExpectedScene.over(0x8080_0000, background))
        try assertPixel(run, "overlap", ExpectedScene.over(0x8080_0000, 0xFF00_00FF))
        try assertPixel(run, "background", background)
        for name in ["windows_listed", "geometry", "no_errors", "frame_done_once"] {
            XCTAssertEqual(try check(run, name)["pass"] as? Bool, true, "\(name): \(run.output)")
        }
        let frames = try XCTUnwrap(run.summary["frames"] as? [String: [Int]])
        XCTAssertEqual(frames.values.map { $0.sorted() }.sorted { $0.first ?? 0 < $1.first ?? 0 }, [[101], [202]],
                       "one FrameDone per commit, with its serial")
        let shot = try XCTUnwrap(run.summary["screenshot"] as? [String: Any])
        XCTAssertEqual(shot["width"] as? Int, 160)
        XCTAssertEqual(shot["height"] as? Int, 120)
        XCTAssertEqual(shot["stride"] as? Int, 640)
    }

    func testPythonClientDrawsOverlappingWindowsWithNoReplyCommits() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let run = try runClient(fixture)
        try verify(run, fixture: fixture)

        // The client has exited: the bus saw it go, and its windows went with it.
        let client = try fixture.connect()
        try waitUntil(timeout: 5, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            (try? client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                  as: [DBusObjectPath].self).isEmpty) == true
        }
        XCTAssertEqual(try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                           as: [DBusObjectPath].self), [])
        assertImage(try client.screenshot(), matches: ExpectedScene().pixel, "python-client-gone")
    }

    func testPythonClientWithReplyingCommits() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        try verify(try runClient(fixture, ["--reply-commits"]), fixture: fixture)
    }

    /// The Python checks can fail: told the wrong background colour, the client must say so.
    func testPythonClientReportsAMismatch() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let run = try runClient(fixture, ["--background", "0xFF202428"])
        XCTAssertEqual(run.output.termination, .exited(1), "\(run.output)")
        XCTAssertEqual(run.summary["ok"] as? Bool, false)
        XCTAssertEqual(try check(run, "background")["pass"] as? Bool, false)
        XCTAssertEqual(try check(run, "only_second")["pass"] as? Bool, false)
        XCTAssertEqual(try check(run, "overlap")["pass"] as? Bool, true)
    }
}
