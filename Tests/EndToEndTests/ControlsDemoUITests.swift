import Foundation
import StrataUITesting
import XCTest

/// demo-controls' settings panel under StrataUITesting: switches, a slider and a
/// segmented control found by type and identifier and changed by taps and a swipe; the
/// assertions read their accessibility values and the labels the app updates.
final class ControlsDemoUITests: XCTestCase {
    private var app: StrataApplication!

    override func setUpWithError() throws {
        app = StrataApplication(executable: "demo-controls")
        try app.launch()
    }

    override func tearDown() {
        app?.terminate()
        app = nil
    }

    func testTheControlsHaveTheirTypesAndValues() throws {
        XCTAssertEqual(app.switches.count, 2)
        XCTAssertEqual(try app.switches["wifi"].value, "1")
        XCTAssertEqual(try app.switches["bluetooth"].value, "0")
        XCTAssertEqual(try app.sliders["brightness"].value, "50%")
        XCTAssertEqual(try app.segmentedControls["appearance"].value, "Light")
        XCTAssertEqual(try app.steppers["copies"].value, "1")
        XCTAssertEqual(try app.progressIndicators["brightness.progress"].value, "50%")
        XCTAssertEqual(try app.staticTexts["copies.count"].label, "Copies: 1")
        XCTAssertEqual(try app.staticTexts["Wi-Fi"].elementType, .staticText)
    }

    func testATapTogglesBluetoothAndTheStatusFollows() throws {
        XCTAssertEqual(try app.staticTexts["bluetooth.status"].label, "Bluetooth is off")
        try app.switches["bluetooth"].tap()
        XCTAssertTrue(app.switches["bluetooth"].wait(until: { try $0.value == "1" }, timeout: 5))
        XCTAssertEqual(try app.staticTexts["bluetooth.status"].label, "Searching…")
        XCTAssertEqual(try app.switches["wifi"].value, "1", "the other switch stays")
        try app.switches["wifi"].tap()
        XCTAssertTrue(app.switches["wifi"].wait(until: { try $0.value == "0" }, timeout: 5))
    }

    func testASwipeMovesTheSliderAndATapPicksASegment() throws {
        try app.sliders["brightness"].swipeRight()
        let slider = app.sliders["brightness"]
        XCTAssertTrue(slider.wait(until: { (Int(try $0.value?.dropLast() ?? "") ?? 0) > 50 }, timeout: 5),
                      "the thumb moved right: \(String(describing: try? slider.value))")
        XCTAssertEqual(try app.progressIndicators["brightness.progress"].value, try slider.value,
                       "the progress bar follows the slider")
        try app.segmentedControls["appearance"].tap()  // the middle segment
        XCTAssertTrue(app.segmentedControls["appearance"].wait(until: { try $0.value == "Dark" }, timeout: 5))
    }
}
