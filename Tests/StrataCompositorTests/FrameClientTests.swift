import Foundation
import StrataTestSupport
import XCTest

/// `make bench-daemon`'s C client (`strata-frame-client`) against a real stratad, so the
/// benchmark's harness cannot rot unnoticed: it draws, commits with the damage the Weston
/// clients use, and gets its frames, on both routes. Counts only: nothing here is timed.
final class FrameClientTests: XCTestCase {
    private func runClient(_ fixture: DaemonFixture, _ arguments: [String]) throws -> [String: Any] {
        let output = try Tools.run(Tools.executable("strata-frame-client"), ["--bus", fixture.bus.address] + arguments,
                                   timeout: 30) { try fixture.loop.runOnce(timeoutMilliseconds: 10) }
        XCTAssertTrue(output.succeeded, "\(output)\nstratad:\n\(fixture.log)")
        let line = output.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return try XCTUnwrap(json, "no JSON from strata-frame-client:\n\(output)")
    }

    func testFrameClientGetsItsFramesWithTheWestonClientsDamage() throws {
        let fixture = try DaemonFixture(width: 400, height: 300)
        // simple-damage's window: the first commit damages all of 300x200, then each frame
        // the ball's old and new 21x21 squares (inside the buffer, so never clipped).
        let damage = try runClient(fixture, ["--kind", "damage", "--frames", "3", "--seed", "7"])
        XCTAssertEqual(damage["frames"] as? Int, 3)
        XCTAssertEqual(damage["errors"] as? Int, 0)
        XCTAssertEqual(damage["damage_pixels"] as? Int, 300 * 200 + 2 * (2 * 21 * 21))
        // simple-shm's window, through the bus (protocol v1): all of 250x250, then 210x210 a frame.
        let shm = try runClient(fixture, ["--kind", "shm", "--frames", "3", "--route", "bus"])
        XCTAssertEqual(shm["frames"] as? Int, 3)
        XCTAssertEqual(shm["damage_pixels"] as? Int, 250 * 250 + 2 * (210 * 210))
        XCTAssertEqual(try fixture.connect().frameStat("frame_done_sent"), 6, "one FrameDone per commit:\n\(fixture.log)")
    }

    func testFrameClientsWindowIsOnScreen() throws {
        let fixture = try DaemonFixture(width: 320, height: 240)
        let stats = try TemporaryDirectory.make(prefix: "strata-frame-client").appendingPathComponent("stats")
        // "still": one frame of the shm client's white padding, then it waits.
        let client = try Tools.Background(Tools.executable("strata-frame-client"),
                                          ["--bus", fixture.bus.address, "--kind", "still", "--size", "100x80",
                                           "--at", "30,40", "--stats", stats.path])
        defer { _ = client.finish() }
        let framed = try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            guard let data = try? Data(contentsOf: stats), data.count >= 8 else { return false }
            return data.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } >= 1
        }
        XCTAssertTrue(framed, "no FrameDone reached the client: \(client.stderr)\nstratad:\n\(fixture.log)")
        var scene = ExpectedScene()
        scene.layers = [((30, 40, 100, 80), 0xFFFF_FFFF)]
        assertImage(try fixture.connect().screenshot(), matches: scene.pixel, "frame-client-still")
    }

    /// The benchmark's frame-path floor (`strata-frame-floor`): its server presents the
    /// client's commits on both transports and reports its CPU. Counts only; the
    /// benchmark itself refuses a run with fewer than 90 % of the commits.
    func testFrameFloorPresentsTheClientsCommitsOnBothTransports() throws {
        for transport in ["socket", "dbus"] {
            let output = try Tools.run(Tools.executable("strata-frame-floor"), ["--transport", transport, "--frames", "30"],
                                       timeout: 30)
            XCTAssertTrue(output.succeeded, "\(output)")
            let line = output.stdout.split(separator: "\n").last.map(String.init) ?? ""
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(output)")
            XCTAssertEqual(json["transport"] as? String, transport)
            XCTAssertEqual(json["frames"] as? Int, 30)
            let commits = try XCTUnwrap(json["commits"] as? Int)
            XCTAssertGreaterThanOrEqual(commits, 15, "the client's commits were not presented: \(line)")
            XCTAssertLessThanOrEqual(commits, 31, "more commits than frames: \(line)")
            XCTAssertGreaterThan(try XCTUnwrap(json["server_cpu_us_per_frame"] as? Double), 0)
        }
    }
}
