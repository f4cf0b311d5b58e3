import Foundation
import StrataSystem
import StrataTestSupport
import XCTest

final class ChildProcessTests: XCTestCase {
    func testExitStatusAndOutput() throws {
        let out = try Tools.run("/bin/sh", ["-c", "echo hello; echo oops >&2; exit 3"])
        XCTAssertEqual(out.termination, .exited(3))
        XCTAssertEqual(out.stdout, "hello\n")
        XCTAssertEqual(out.stderr, "oops\n")
    }

    func testTerminateKillsTheWholeGroup() throws {
        // The child starts a grandchild in its group and prints its pid.
        let background = try Tools.Background("/bin/sh", ["-c", "sleep 60 & echo $!; wait"])
        XCTAssertTrue(try waitUntil { !background.stdout.isEmpty })
        let grandchild = try XCTUnwrap(Int32(background.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertEqual(kill(grandchild, 0), 0, "the grandchild should be running")
        background.process.terminate()
        XCTAssertTrue(try waitUntil { kill(grandchild, 0) != 0 }, "the grandchild outlived terminate()")
    }

    func testMissingExecutableExits127() throws {
        let out = try Tools.run("/nonexistent/program", [])
        XCTAssertEqual(out.termination, .exited(127))
    }
}
