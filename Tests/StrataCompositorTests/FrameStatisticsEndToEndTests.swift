import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// Frame statistics on a real daemon: `Window1.GetStatistics`, `DumpState frames(.json)`,
/// `strata stats` and `strata dump --json`.
final class FrameStatisticsEndToEndTests: XCTestCase {
    private var fixture: DaemonFixture!

    override func tearDown() { fixture = nil }

    private func strata(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Tools.Output {
        try fixture.strata(arguments, file: file, line: line)
    }

    private func statistics(_ client: TestClient, _ window: DBusObjectPath) throws -> [String: UInt64] {
        let message = DBusMessage.methodCall(destination: client.isPrivate ? nil : StrataProtocol.busName, path: window,
                                             interface: StrataProtocol.Interface.window, member: "GetStatistics")
        let reply = try client.connection.call(message, timeout: 10).decode([String: DBusVariant].self)
        return reply.compactMapValues { try? $0.decode(as: UInt64.self) }
    }

    func testStatisticsMoveWithCommitsAndStandStillWhenIdle() throws {
        fixture = try DaemonFixture(width: 120, height: 90)
        let app = try fixture.connectPrivately()
        let (window, buffer, _) = try app.presentWindow(WindowGeometry(x: 10, y: 10, width: 40, height: 30), color: 0xFF00_00FF)
        for _ in 0..<5 {
            let serial = try app.commit(window, buffer: buffer, damage: [WindowGeometry(x: 0, y: 0, width: 4, height: 3)])
            try app.waitForFrame(window, serial: serial)
        }
        let busy = try statistics(app, window)
        XCTAssertEqual(busy["commits"], 6, "\(busy)")
        XCTAssertEqual(busy["frames-presented"], 6, "each commit waited for its frame: \(busy)")
        XCTAssertEqual(busy["latency-samples"], 6)
        XCTAssertNotNil(busy["latency-p50-us"])
        XCTAssertLessThanOrEqual(busy["latency-p50-us"]!, busy["latency-p99-us"]!)
        // The first frame paints the whole window; each commit after it its 4x3 damage.
        XCTAssertEqual(busy["composited-pixels"], 40 * 30 + 5 * 12, "\(busy)")
        XCTAssertEqual(busy["composited-bytes"], busy["composited-pixels"]! * 4)
        try fixture.settle(0.3)
        XCTAssertEqual(try statistics(app, window), busy, "an idle window's statistics stand still")

        // The text dump and strata stats show the same numbers.
        let observer = try fixture.connect()
        let n = StrataProtocol.windowNumber(of: window)!
        let dumped = try observer.dumpState("frames")
        XCTAssertTrue(dumped.split(separator: "\n").contains { $0.contains("window \(n) \"") && $0.contains(": commits 6 presented 6 missed ") },
                      dumped)
        let table = try strata(["stats"]).stdout
        XCTAssertTrue(table.contains("screen: ") && table.split(separator: "\n").contains { $0.hasPrefix("\(n) ") && $0.contains(" 6 ") }, table)
    }

    func testJSONOutputsParseAndCarryTheFields() throws {
        fixture = try DaemonFixture(width: 120, height: 90)
        let app = try fixture.connectPrivately()
        let (window, buffer, _) = try app.presentWindow(title: "Json", WindowGeometry(x: 1, y: 2, width: 30, height: 20), color: 0xFF00_00FF)
        let serial = try app.commit(window, buffer: buffer, damage: [WindowGeometry(x: 0, y: 0, width: 2, height: 2)])
        try app.waitForFrame(window, serial: serial)
        let n = Int(StrataProtocol.windowNumber(of: window)!)
        // What python's json.tool accepts (an independent parser).
        for arguments in [["stats", "--json"], ["stats", String(n), "--json"], ["dump", "--json"], ["dump", "frames", "--json"],
                          ["dump", "scene", "--json"]] {
            let command = ([Tools.executable("strata")] + arguments + ["--bus", fixture.bus.address]).map { "'\($0)'" }.joined(separator: " ")
                + " | /usr/bin/python3 -m json.tool"
            let checked = try Tools.run("/bin/sh", ["-c", command], timeout: 30) { try self.fixture.loop.runOnce(timeoutMilliseconds: 10) }
            XCTAssertTrue(checked.succeeded, "\(arguments): \(checked)")
        }
        let all = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try strata(["dump", "--json"]).stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(all.keys), ["scene", "input", "clients", "frames"])
        let scene = try XCTUnwrap(all["scene"] as? [String: Any])
        let sceneWindow = try XCTUnwrap((scene["windows"] as? [[String: Any]])?.first)
        XCTAssertEqual(sceneWindow["number"] as? Int, n)
        XCTAssertEqual(sceneWindow["title"] as? String, "Json")
        XCTAssertEqual([sceneWindow["x"], sceneWindow["y"], sceneWindow["width"], sceneWindow["height"]].map { $0 as? Int }, [1, 2, 30, 20])
        XCTAssertEqual((sceneWindow["buffer"] as? [String: Any])?["width"] as? Int, 30)
        let frames = try XCTUnwrap(all["frames"] as? [String: Any])
        let stats = try XCTUnwrap((frames["windows"] as? [[String: Any]])?.first)
        XCTAssertEqual(stats["commits"] as? Int, 2)
        XCTAssertEqual(stats["compositedPixels"] as? Int, 30 * 20 + 4)
        XCTAssertNotNil(frames["framesPerSecond"] as? Double)
        let clients = try XCTUnwrap(all["clients"] as? [String: Any])
        XCTAssertEqual((clients["clients"] as? [[String: Any]])?.first?["windows"] as? [Int], [n])
        let one = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try strata(["stats", String(n), "--json"]).stdout.utf8)) as? [String: Any])
        let entry = try XCTUnwrap((one["windows"] as? [[String: Any]])?.first)
        XCTAssertEqual(entry["commits"] as? Int, 2)
        XCTAssertEqual(entry["framesPresented"] as? Int, 2)
        XCTAssertEqual(entry["number"] as? Int, n)
    }

    func testStatisticsAreForTheOwnerAndPrivilegedCallers() throws {
        fixture = try DaemonFixture(width: 64, height: 48, config: "allow /nonexistent/strata-tool\n")
        let app = try fixture.connectPrivately()
        let window = try app.createWindow(title: "w", WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        XCTAssertEqual(try statistics(app, window)["commits"], 0, "the owner may")
        XCTAssertNil(try statistics(app, window)["latency-p50-us"], "no percentile before a sample")
        let stranger = try fixture.connect()
        XCTAssertThrowsError(try statistics(stranger, window)) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.accessDenied, "\(error)")
        }
        XCTAssertThrowsError(try stranger.dumpState("frames.json")) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.accessDenied, "\(error)")
        }
        XCTAssertThrowsError(try app.dumpState("frames.xml")) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, "\(error)")
        }
    }
}
