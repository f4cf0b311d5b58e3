import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// stratad's log: refusals are logged with the caller and the reason, at levels that
/// mean something; `--log-level` filters; under systemd (`JOURNAL_STREAM`) each line
/// carries its journal priority.
final class LogTests: XCTestCase {
    /// Someone else's window: SetTitle is refused NotOwner (notice); a call with the
    /// wrong signature is refused InvalidArgs (debug).
    private func provokeRefusals(_ fixture: DaemonFixture) throws {
        let owner = try fixture.connect()
        let other = try fixture.connect()
        let window = try owner.createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        XCTAssertThrowsError(try other.window(window, "SetTitle") { try $0.append("mine now") })
        XCTAssertThrowsError(try other.window(window, "SetTitle") { try $0.append(UInt32(7)) })
        try fixture.settle(0.2)
    }

    func testUnderTheJournalLinesCarryPrioritiesAndTheLevelFilters() throws {
        let fixture = try DaemonFixture(width: 32, height: 32, extraArguments: ["--log-level", "notice"],
                                        environment: ["JOURNAL_STREAM": "8:12345"])
        try provokeRefusals(fixture)
        let lines = fixture.log.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("<5>stratad: refused org.strata.Window1.SetTitle from ") && $0.contains("NotOwner") },
                      fixture.log)
        XCTAssertFalse(lines.contains { $0.contains("InvalidArgs") }, "debug lines are filtered out at notice:\n\(fixture.log)")
        XCTAssertTrue(lines.allSatisfy { $0.range(of: #"^<[2-5]>"#, options: .regularExpression) != nil },
                      "every line has a priority of notice or higher:\n\(fixture.log)")
    }

    func testAtDebugMalformedCallsAreLoggedToo() throws {
        let fixture = try DaemonFixture(width: 32, height: 32, extraArguments: ["-v"])
        try provokeRefusals(fixture)
        XCTAssertTrue(fixture.log.contains("notice stratad: refused org.strata.Window1.SetTitle"), fixture.log)
        XCTAssertTrue(fixture.log.contains("debug stratad: refused org.strata.Window1.SetTitle")
                      && fixture.log.contains("InvalidArgs"), fixture.log)
        XCTAssertFalse(fixture.log.contains("<5>"), "no journal prefixes without JOURNAL_STREAM")
    }

    func testABadLogLevelIsAUsageError() throws {
        let out = try Tools.run(Tools.executable("stratad"), ["--log-level", "loud"])
        XCTAssertNotEqual(out.termination, .exited(0))
        XCTAssertTrue(out.stderr.contains("--log-level takes trace, debug, info, notice, warning, error or critical"), out.stderr)
    }

    /// Each level adds what it says: info has connections and windows coming and going,
    /// trace every incoming call; info has neither debug nor trace lines.
    func testLevelsLogConnectionsWindowsAndCalls() throws {
        for level in ["info", "trace"] {
            let fixture = try DaemonFixture(width: 32, height: 32, extraArguments: ["--log-level", level])
            let app = try fixture.connectPrivately()
            let window = try app.createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8))
            try app.window(window, "Destroy")
            app.connection.close()
            try fixture.settle(0.3)
            let log = fixture.log
            XCTAssertTrue(log.contains("info stratad: private:1 connected"), "\(level): \(log)")
            XCTAssertTrue(log.contains("info stratad: private:1 created window 1"), "\(level): \(log)")
            XCTAssertTrue(log.contains("info stratad: private:1 destroyed window 1"), "\(level): \(log)")
            XCTAssertTrue(log.contains("info stratad: private:1 closed its private connection"), "\(level): \(log)")
            let traced = log.contains("trace stratad: call org.strata.Compositor1.CreateWindow on /org/strata/Compositor1 from private:1")
            XCTAssertEqual(traced, level == "trace", "\(level): \(log)")
            XCTAssertEqual(log.contains(" debug stratad: ") || log.contains(" trace stratad: "), level == "trace", "\(level): \(log)")
        }
    }
}
