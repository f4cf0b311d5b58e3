import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataTestSupport
import XCTest

/// `strata record` and `strata replay` (issue 17): a session of the form demo — tap a
/// field, type, Return, type, Return, tap "Wider" — recorded on one daemon and replayed
/// on a fresh one gives the same window, pixel for pixel (within a small tolerance),
/// even with the window moved elsewhere first: the taps are aimed at the elements they
/// hit, not at the recorded coordinates.
final class RecordReplayTests: XCTestCase {
    private func windowPath(_ demo: DemoDriving) throws -> DBusObjectPath {
        try XCTUnwrap(try demo.observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                                 as: [DBusObjectPath].self).first)
    }

    /// The window's buffer once two screenshots in a row agree (the app has settled).
    private func settledWindow(_ demo: DemoDriving, _ path: DBusObjectPath) throws -> PixmanImage {
        var last: PixmanImage?
        var settled: PixmanImage?
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try demo.pump(); usleep(100_000) }) {
            let image = try demo.observer.screenshot(["window": DBusVariant(.objectPath(path))])
            defer { last = image }
            if let last, last.width == image.width, last.height == image.height,
               (0..<image.height).allSatisfy({ y in (0..<image.width).allSatisfy { x in last.pixel(x: x, y: y) == image.pixel(x: x, y: y) } }) {
                settled = image
                return true
            }
            return false
        }, "the window kept changing")
        return try XCTUnwrap(settled)
    }

    private func fieldCentres(_ demo: DemoDriving) throws -> [(Double, Double)] {
        let out = try demo.fixture.strata(["find", "--class", "UITextField", "--json"])
        let fields = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [[String: Any]])
        return try fields.map { field in
            let f = try XCTUnwrap(field["screenFrame"] as? [Double])
            return (f[0] + f[2] / 2, f[1] + f[3] / 2)
        }
    }

    func testARecordedFormSessionReplaysToTheSameWindowOnAFreshDaemon() throws {
        let directory = try TemporaryDirectory.make(prefix: "strata-record")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sessionFile = directory.appendingPathComponent("session.json").path

        // Recording: the session is driven from outside, by coordinates, as a person taps.
        var recorded: PixmanImage
        do {
            let demo = try DemoDriving("demo-form", [], fixture: try DaemonFixture(width: 1280, height: 400))
            let recorder = try Tools.Background(Tools.executable("strata"),
                                                ["record", "--out", sessionFile, "--bus", demo.fixture.bus.address])
            XCTAssertTrue(try waitUntil(timeout: 10, pump: demo.pump) { recorder.stderr.contains("recording input") }, recorder.stderr)
            let name = try XCTUnwrap(try fieldCentres(demo).first)
            try demo.strata(["tap", String(name.0), String(name.1)])
            try demo.strata(["key", "--text", "Ada"])
            try demo.strata(["key", "enter"])
            try demo.strata(["key", "--text", "Oslo"])
            try demo.strata(["key", "enter"])
            XCTAssertTrue(try waitUntil(timeout: 10, pump: demo.pump) { demo.app.stdout.contains("greeted Ada from Oslo") }, demo.app.stdout)
            let wider = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try demo.fixture.strata(["find", "--label", "Wider", "--json"]).stdout.utf8)) as? [[String: Any]]).first
            let frame = try XCTUnwrap(wider?["screenFrame"] as? [Double])
            // Held as a finger would be: the recorder reads the element from the app's tree
            // when it sees the touch-down, and a tap that lifts at once can be handled by
            // the app (the button relabels itself "Narrower") before that read arrives.
            try demo.strata(["tap", "--hold", "0.3", String(frame[0] + frame[2] / 2), String(frame[1] + frame[3] / 2)])
            XCTAssertTrue(try waitUntil(timeout: 10, pump: demo.pump) { demo.app.stdout.contains("window 560 wide") }, demo.app.stdout)
            recorded = try settledWindow(demo, try windowPath(demo))
            recorder.process.send(SIGINT)
            XCTAssertTrue(try waitUntil(timeout: 10, pump: demo.pump) { !recorder.process.isRunning })
            let output = recorder.finish()
            XCTAssertEqual(output.termination, .exited(0), output.stderr)
            XCTAssertTrue(output.stderr.contains("recorded "), output.stderr)
            demo.stop()
        }

        // What was recorded: every event, and for each touch the element it hit.
        let session = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sessionFile))) as? [String: Any])
        XCTAssertEqual(session["format"] as? String, "strata-input-session")
        let events = try XCTUnwrap(session["events"] as? [[String: Any]])
        let downs = events.filter { $0["kind"] as? String == "touch-down" }
        XCTAssertEqual(downs.count, 2, "\(events)")
        XCTAssertEqual((downs.first?["element"] as? [String: Any])?["class"] as? String, "UITextField", "\(downs)")
        XCTAssertEqual((downs.last?["element"] as? [String: Any])?["label"] as? String, "Wider", "\(downs)")
        // "Ada" and "Oslo" with a shifted capital each (shift, letter, letter up, shift up),
        // and Return twice: 8 + 10 + 2 × 2 key events.
        XCTAssertEqual(events.filter { $0["kind"] as? String == "key" }.count, 22, "\(events)")
        let times = events.compactMap { $0["t"] as? Double }
        XCTAssertEqual(times.first, 0)
        XCTAssertEqual(times, times.sorted(), "times only grow")

        // Replay on a fresh daemon, with the window moved first: the same window results.
        let demo = try DemoDriving("demo-form", [], fixture: try DaemonFixture(width: 1280, height: 400))
        let path = try windowPath(demo)
        try demo.strata(["move", path.rawValue, "700", "100"])
        XCTAssertTrue(try waitUntil(timeout: 10, pump: demo.pump) {
            (try? demo.observer.property(path, StrataProtocol.Interface.window, "Geometry", as: WindowGeometry.self).x) == 700
        })
        let replay = try Tools.run(Tools.executable("strata"), ["replay", sessionFile, "--speed", "4", "--bus", demo.fixture.bus.address],
                                   timeout: 60, pump: demo.pump)
        XCTAssertTrue(replay.succeeded, "\(replay)")
        XCTAssertFalse(replay.stderr.contains("not found"), replay.stderr)
        XCTAssertTrue(try waitUntil(timeout: 10, pump: demo.pump) { demo.app.stdout.contains("window 560 wide") }, demo.app.stdout)
        XCTAssertTrue(demo.app.stdout.contains("greeted Ada from Oslo (return key)"), demo.app.stdout)
        let replayed = try settledWindow(demo, path)
        XCTAssertEqual(replayed.width, recorded.width)
        XCTAssertEqual(replayed.height, recorded.height)
        guard replayed.width == recorded.width, replayed.height == recorded.height else { return }
        assertImage(replayed, matches: { recorded.pixel(x: $0, y: $1) }, tolerance: 2, "replayed-form")
        demo.stop()
    }

    func testReplayRefusesWhatIsNotASession() throws {
        let fixture = try DaemonFixture()
        let directory = try TemporaryDirectory.make(prefix: "strata-replay")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("bad.json")
        for (text, expected) in [("not json", "is not a session"), (#"{"format": "other", "version": 1, "events": []}"#, "is not a strata input session"),
                                 (#"{"format": "strata-input-session", "version": 9, "events": []}"#, "version 9 session")] {
            try Data(text.utf8).write(to: file)
            let out = try fixture.strata(["replay", file.path], expectSuccess: false)
            XCTAssertEqual(out.termination, .exited(1), out.stderr)
            XCTAssertTrue(out.stderr.contains(expected), out.stderr)
        }
        try Data(#"{"format": "strata-input-session", "version": 1, "events": [{"t": 0, "kind": "warp"}]}"#.utf8).write(to: file)
        let unknown = try fixture.strata(["replay", file.path])
        XCTAssertTrue(unknown.stderr.contains("unknown kind \"warp\" skipped"), unknown.stderr)
    }
}
