import Foundation
import StrataPixman
import StrataProtocol
import StrataTestSupport
import XCTest

/// demo-table on a real stratad, driven from outside with the `strata` tool: a tap on a
/// row selects it (the app says so, and the screen shows the row in the selection gray)
/// and a drag scrolls the table.
final class TableDemoTests: XCTestCase {
    func testATapThroughStrataSelectsARowAndADragScrolls() throws {
        let demo = try DemoDriving("demo-table", ["--at", "0,0"], fixture: try DaemonFixture(width: 800, height: 400))
        let (observer, app, pump) = (demo.observer, demo.app, demo.pump)
        let strata = { (arguments: [String]) in try demo.strata(arguments) }
        // In the inset-grouped table (380 wide): "Network" header 38, three rows, an 18
        // footer, "General" header 38: the General row spans 226–270, from x 16 to 364.
        let gray = (r: 209, g: 209, b: 214)
        func pixel(_ image: PixmanImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
            let p = image.pixel(x: x, y: y)
            return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
        }
        let before = try observer.screenshot()
        XCTAssertEqual(pixel(before, 250, 240).r, 255, "the row is white before the tap")

        try strata(["tap", "100", "248"])
        XCTAssertTrue(try waitUntil(timeout: 10, pump: pump) { app.stdout.contains("selected row General (1.0)") }, app.stdout)
        // The selection shows once the app has drawn its next frame.
        var selected = false
        try waitUntil(timeout: 10, pump: pump) {
            let p = pixel(try observer.screenshot(), 250, 240)
            selected = abs(p.r - gray.r) <= 2 && abs(p.g - gray.g) <= 2 && abs(p.b - gray.b) <= 2
            return selected
        }
        XCTAssertTrue(selected, "the General row is shown in the selection gray")
        let after = try observer.screenshot()
        XCTAssertEqual(pixel(after, 250, 150).r, 255, "the Cellular row (126–170) is not selected")
        XCTAssertEqual(pixel(after, 250, 290).r, 255, "the row below (270–314) is not selected")

        // A drag on the table scrolls it (and selects nothing more).
        try strata(["drag", "200", "350", "200", "100", "--steps", "20"])
        XCTAssertTrue(try waitUntil(timeout: 10, pump: pump) { app.stdout.contains("scrolled to y=") }, app.stdout)
        XCTAssertEqual(app.stdout.components(separatedBy: "selected row").count - 1, 1, app.stdout)
        demo.stop()
    }
}
