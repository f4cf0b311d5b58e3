import Foundation
import StrataUITesting
import XCTest

/// StrataUITesting itself: what it says when something is missing, ambiguous, untypable,
/// or when the app is gone, and its screenshots.
final class StrataUITestingTests: XCTestCase {
    func testAMissingExecutableIsNamed() {
        let app = StrataApplication(executable: "no-such-strata-app")
        XCTAssertThrowsError(try app.launch()) { error in
            guard case .executableNotFound(let name, let searched)? = error as? StrataUITestingError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(name, "no-such-strata-app")
            XCTAssertFalse(searched.isEmpty)
        }
        XCTAssertEqual(app.state, .notRunning)
        XCTAssertFalse(app.buttons["x"].exists)
        XCTAssertThrowsError(try app.buttons["x"].tap()) { XCTAssertEqual($0 as? StrataUITestingError, .notRunning) }
    }

    func testAnAppThatExitsAtOnceFailsTheLaunch() {
        let app = StrataApplication(executable: "/bin/sh", arguments: ["-c", "echo bad start >&2; exit 3"])
        XCTAssertThrowsError(try app.launch()) { error in
            guard case .appExited(let termination, let stderr)? = error as? StrataUITestingError else { return XCTFail("\(error)") }
            XCTAssertEqual(termination, "exit status 3")
            XCTAssertTrue(stderr.contains("bad start"), stderr)
            XCTAssertTrue("\(error)".contains("bad start"), "\(error)")
        }
    }

    func testMissingAmbiguousAndUntypableElementsThrowNamedErrors() throws {
        let app = StrataApplication(executable: "demo-form")
        try app.launch()
        XCTAssertFalse(app.buttons["Sign In"].exists)
        XCTAssertFalse(app.buttons["Sign In"].waitForExistence(timeout: 0.2))
        XCTAssertThrowsError(try app.buttons["Sign In"].tap()) { error in
            XCTAssertEqual(error as? StrataUITestingError, .elementNotFound(query: "app.buttons[\"Sign In\"]"))
            XCTAssertEqual("\(error)", "no element matches app.buttons[\"Sign In\"]")
        }
        XCTAssertThrowsError(try app.buttons.element.label) { error in
            XCTAssertEqual(error as? StrataUITestingError, .multipleMatches(query: "app.buttons.element", count: 2))
        }
        XCTAssertTrue(app.buttons.element.exists, "several matches exist")
        XCTAssertEqual(try app.buttons.firstMatch.identifier, "greet")
        XCTAssertThrowsError(try app.buttons.element(boundBy: 5).tap()) { error in
            XCTAssertEqual(error as? StrataUITestingError, .elementNotFound(query: "app.buttons.element(boundBy: 5) (2 matches)"))
        }
        XCTAssertThrowsError(try app.textFields["name"].typeText("née")) { error in
            XCTAssertEqual(error as? StrataUITestingError, .cannotType(character: "é"))
        }
        XCTAssertEqual(try app.textFields["name"].value, "Your name", "nothing was typed before the bad character")
        XCTAssertThrowsError(try app.buttons["greet"].typeText("x")) { error in
            XCTAssertEqual(error as? StrataUITestingError, .notFocused(query: "app.buttons[\"greet\"]"))
        }
    }

    func testAnAppThatDiedIsReportedNotCrashedOn() throws {
        let app = StrataApplication(executable: "demo-form")
        try app.launch()
        let pid = try XCTUnwrap(app.processIdentifier)
        XCTAssertEqual(app.state, .runningForeground)
        kill(pid, SIGKILL)
        XCTAssertTrue(app.wait(for: .notRunning, timeout: 5))
        XCTAssertFalse(app.buttons["greet"].exists)
        XCTAssertEqual(app.buttons.count, 0)
        XCTAssertThrowsError(try app.buttons["greet"].tap()) { error in
            XCTAssertEqual(error as? StrataUITestingError, .appExited(termination: "killed by signal 9", standardError: app.standardError))
        }
        XCTAssertThrowsError(try app.screenshot())
        // launch() again starts afresh.
        try app.launch()
        XCTAssertTrue(app.buttons["greet"].exists)
        app.terminate()
        XCTAssertEqual(app.state, .notRunning)
    }

    func testScreenshotsArePNGsOfTheScreenAndOfAnElement() throws {
        let app = StrataApplication(executable: "demo-form")
        app.screenSize = CGSize(width: 1300, height: 400)
        try app.launch()
        func size(_ png: Data) -> (Int, Int) {
            let bytes = [UInt8](png)
            XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
            func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (be32(16), be32(20))  // IHDR width, height
        }
        let screen = try size(app.screenshot())
        XCTAssertEqual(screen.0, 1300)
        XCTAssertEqual(screen.1, 400)
        let button = try size(app.buttons["greet"].screenshot())
        XCTAssertEqual(button.0, 120)
        XCTAssertEqual(button.1, 40)
    }
}
