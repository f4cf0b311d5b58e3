import StrataUITesting
import XCTest

final class HelloAppUITests: XCTestCase {
    private var app: StrataApplication!

    override func setUpWithError() throws {
        // "HelloApp" is found beside this test bundle (or in STRATA_BIN_PATH, or on PATH).
        app = StrataApplication(executable: "HelloApp")
        app.screenSize = CGSize(width: 640, height: 480)
        try app.launch()  // a private bus, a headless stratad, then the app's first frame
    }

    override func tearDown() {
        app.terminate()
    }

    func testTappingCountCountsTaps() throws {
        let greeting = app.staticTexts["greeting"]
        XCTAssertEqual(try greeting.label, "Hello from outside the repo")

        let count = app.buttons["Count"]  // by title (its label) or accessibilityIdentifier
        XCTAssertTrue(count.waitForExistence(timeout: 5))
        try count.tap()                   // a touch at its centre, through the daemon
        try count.tap()
        XCTAssertEqual(try greeting.label, "Tapped 2 times")

        let png = try app.screenshot()    // the whole screen, as PNG data
        XCTAssertFalse(png.isEmpty)
    }
}
