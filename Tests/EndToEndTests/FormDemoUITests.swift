import Foundation
import StrataUITesting
import XCTest

/// demo-form under StrataUITesting, as an app's own UI tests would drive it: launched on
/// a private headless stratad, its controls found by identifier and title, typed into
/// with key events and tapped through Input1; the assertions read what the app shows.
final class FormDemoUITests: XCTestCase {
    private var app: StrataApplication!

    override func setUpWithError() throws {
        app = StrataApplication(executable: "demo-form")
        try app.launch()
    }

    override func tearDown() {
        app?.terminate()
        app = nil
    }

    func testTheFormShowsItsControls() throws {
        XCTAssertEqual(try app.staticTexts["heading"].label, "Say hello")
        XCTAssertEqual(app.textFields.count, 2)
        XCTAssertEqual(try app.textFields["name"].value, "Your name", "an empty field's value is its placeholder")
        XCTAssertEqual(try app.textFields.element(boundBy: 1).identifier, "city", "tree order")
        XCTAssertEqual(try app.buttons["greet"].label, "Greet")
        XCTAssertEqual(try app.buttons["Wider"].identifier, "resize", "a subscript matches the label too")
        XCTAssertEqual(try app.buttons["greet"].elementType, .button)
        XCTAssertEqual(app.windows.count, 1)
        XCTAssertTrue(try app.buttons["greet"].isEnabled)
        XCTAssertTrue(try app.buttons["greet"].isHittable)
        XCTAssertFalse(try app.textFields["name"].hasFocus)
        // The window is at (830, 60); the form has 20-point margins: fields 380 wide.
        let field = try app.textFields["name"].frame
        XCTAssertEqual(field.minX, 850)
        XCTAssertEqual(field.width, 380)
        // The button's title label is part of the button, not an element of its own.
        XCTAssertFalse(app.staticTexts["Greet"].exists)
    }

    func testTypingANameAndCityThenTappingGreetGreetsThem() throws {
        let name = app.textFields["name"]
        try name.typeText("Ada")
        XCTAssertTrue(try name.hasFocus, "typeText tapped the field first")
        XCTAssertEqual(try name.value, "Ada")
        try app.textFields["city"].typeText("London")
        XCTAssertTrue(try app.textFields["city"].hasFocus)
        XCTAssertFalse(try name.hasFocus)
        try app.buttons["Greet"].tap()
        XCTAssertEqual(try app.staticTexts["greeting"].label, "Hello, Ada from London! 你好，欢迎！")
        XCTAssertTrue(app.standardOutput.contains("greeted Ada from London (button)"), app.standardOutput)
    }

    func testReturnMovesToTheNextFieldThenGreets() throws {
        try app.textFields["name"].typeText("Grace\n")
        XCTAssertTrue(try app.textFields["city"].hasFocus, "Return in the name field moves to the city field")
        try app.textFields["city"].typeText("Arlington" + XCUIKeyboardKey.return.rawValue)
        XCTAssertFalse(try app.textFields["city"].hasFocus, "Return in the last field resigns it")
        XCTAssertEqual(try app.staticTexts["greeting"].label, "Hello, Grace from Arlington! 你好，欢迎！")
        // Backspace edits what was typed.
        try app.textFields["name"].typeText(XCUIKeyboardKey.delete.rawValue + "ie")
        XCTAssertEqual(try app.textFields["name"].value, "Gracie")
    }

    func testGreetWithEmptyFieldsGreetsAStranger() throws {
        XCTAssertEqual(try app.staticTexts["greeting"].label, "", "no greeting before a tap")
        try app.buttons["greet"].tap()
        XCTAssertEqual(try app.staticTexts["greeting"].label, "Hello, stranger from somewhere! 你好，欢迎！")
    }

    func testWiderResizesTheWindowAndTheFormFollows() throws {
        try app.buttons["Wider"].tap()
        XCTAssertTrue(app.buttons["Narrower"].waitForExistence(timeout: 5), "the button is retitled")
        XCTAssertFalse(app.buttons["Wider"].exists)
        // The window grew to the left (690, 560 wide): the fields follow, with the same margins.
        let name = app.textFields["name"]
        XCTAssertTrue(name.wait(until: { try $0.frame.width == 520 }, timeout: 5), "\(String(describing: try? name.frame))")
        XCTAssertEqual(try name.frame.minX, 710)
        XCTAssertEqual(try app.windows.element.frame, CGRect(x: 690, y: 60, width: 560, height: 280))
        try app.buttons["Narrower"].tap()
        XCTAssertTrue(name.wait(until: { try $0.frame.width == 380 }, timeout: 5), "\(String(describing: try? name.frame))")
    }
}
