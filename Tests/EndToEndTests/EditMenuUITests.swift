import Foundation
import StrataUITesting
import XCTest

/// The edit menu in a real app on a private stratad: a long press through Input1 shows
/// it, its commands are buttons in the app's tree, and tapping one performs it.
final class EditMenuUITests: XCTestCase {
    func testALongPressInAFieldShowsTheEditMenuAndSelectAllSelects() throws {
        let app = StrataApplication(executable: "demo-form")
        try app.launch()
        defer { app.terminate() }
        let name = app.textFields["name"]
        try name.typeText("Ada Lovelace")
        XCTAssertFalse(app.buttons["Select All"].exists)
        try name.press(forDuration: 0.8)
        XCTAssertTrue(app.buttons["Select All"].waitForExistence(timeout: 2))
        XCTAssertTrue(app.buttons["Select"].exists)
        XCTAssertFalse(app.buttons["Copy"].exists, "nothing selected yet")
        try app.buttons["Select All"].tap()
        XCTAssertFalse(app.buttons["Select All"].waitForExistence(timeout: 0.3), "the menu closed")
        try name.press(forDuration: 0.8)
        XCTAssertTrue(app.buttons["Copy"].waitForExistence(timeout: 2), "everything is selected now")
        XCTAssertTrue(app.buttons["Cut"].exists)
        XCTAssertFalse(app.buttons["Select All"].exists)
    }

    func testARightClickShowsTheEditMenuAtOnce() throws {
        let app = StrataApplication(executable: "demo-form")
        try app.launch()
        defer { app.terminate() }
        let name = app.textFields["name"]
        try name.typeText("Ada")
        try name.rightClick()
        XCTAssertTrue(app.buttons["Select All"].waitForExistence(timeout: 1))
        XCTAssertFalse(try app.buttons["greet"].isHittable, "the menu takes the touches around it")
        try app.buttons["Select"].tap()
        XCTAssertFalse(app.buttons["Select All"].waitForExistence(timeout: 0.3))
        XCTAssertTrue(try app.buttons["greet"].isHittable)
        XCTAssertEqual(try name.value, "Ada")
    }
}
