import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// demo-settings on a real stratad: taps and keys through the daemon push and pop its
/// navigation stack, switch its tabs and answer its alert; what happens is read from
/// the app's event lines and checked in screenshots at places computed from iOS's
/// metrics (the 44-point bar, the 49-point tab bar, the alert panel 270 wide, centred
/// over the dimmed window).
final class SettingsAppTests: XCTestCase {
    private static let width = 340, height = 380

    private struct Pixel: Equatable, CustomStringConvertible {
        let r: Int, g: Int, b: Int
        init(_ p: UInt32) { r = Int((p >> 16) & 0xFF); g = Int((p >> 8) & 0xFF); b = Int(p & 0xFF) }
        init(_ r: Int, _ g: Int, _ b: Int) { self.r = r; self.g = g; self.b = b }
        func near(_ o: Pixel, _ tolerance: Int = 3) -> Bool {
            abs(r - o.r) <= tolerance && abs(g - o.g) <= tolerance && abs(b - o.b) <= tolerance
        }
        var isBlue: Bool { b > 200 && r < 80 && g > 80 && g < 160 }
        var description: String { "(\(r), \(g), \(b))" }
    }

    private static let barGray = Pixel(248, 248, 248)
    private static let systemBlue = Pixel(0, 122, 255)

    func testPushPopTabsAndAlertOnARealDaemon() throws {
        let fixture = try DaemonFixture(width: Self.width, height: Self.height)
        let observer = try fixture.connect()
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = fixture.bus.address
        let app = try Tools.Background(Tools.executable("demo-settings"), ["--frame", "0,0,\(Self.width),\(Self.height)"],
                                       environment: environment)
        let pump = { try fixture.loop.runOnce(timeoutMilliseconds: 10) }
        func lines(_ prefix: String) -> Int {
            app.stdout.split(separator: "\n").filter { $0.hasPrefix("settings: \(prefix)") }.count
        }
        func waitFor(_ prefix: String, count: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws {
            let ok = try waitUntil(timeout: 15, pump: pump) { lines(prefix) >= count }
            XCTAssertTrue(ok, "no '\(prefix)' (×\(count)); stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)", file: file, line: line)
        }
        func tap(_ x: Double, _ y: Double) throws {
            try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), x, y) }
            try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        }
        func key(_ code: UInt32) throws {
            try observer.input("NotifyKeyboardKeycode") { try $0.append(code, true) }
            try observer.input("NotifyKeyboardKeycode") { try $0.append(code, false) }
        }
        /// The screen once the app has drawn what the last event changed.
        func screen() throws -> PixmanImage {
            try fixture.settle(0.4)
            return try observer.screenshot()
        }
        func pixel(_ image: PixmanImage, _ x: Int, _ y: Int) -> Pixel { Pixel(image.pixel(x: x, y: y)) }
        func anyPixel(_ image: PixmanImage, x: Range<Int>, y: Range<Int>, _ matches: (Pixel) -> Bool) -> Bool {
            y.contains { yy in x.contains { xx in matches(pixel(image, xx, yy)) } }
        }

        XCTAssertTrue(try waitUntil(timeout: 20, pump: pump) {
            lines("launched") == 1 && ((try? observer.dumpState("scene")) ?? "").contains(" buffer ")
        }, "stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)")
        var image = try screen()
        // The navigation bar: 44 points of bar gray, then its hairline over the grouped
        // background (black at 30% over (242, 242, 247)).
        XCTAssertTrue(pixel(image, 5, 5).near(Self.barGray), "\(pixel(image, 5, 5))")
        XCTAssertTrue(pixel(image, 5, 43).near(Self.barGray))
        XCTAssertTrue(pixel(image, 5, 44).near(Pixel(169, 169, 173), 2), "the hairline: \(pixel(image, 5, 44))")
        XCTAssertFalse(anyPixel(image, x: 0..<120, y: 0..<44) { $0.isBlue }, "no back button on the root")
        // The tab bar: from 380 − 49 = 331; three tabs of 113 points; the selected
        // Settings tab (the first third) is blue.
        XCTAssertTrue(pixel(image, 2, 333).near(Self.barGray))
        XCTAssertTrue(anyPixel(image, x: 32..<82, y: 335..<365) { $0.near(Self.systemBlue, 10) }, "the selected tab is tinted")
        XCTAssertFalse(anyPixel(image, x: 145..<195, y: 335..<365) { $0.near(Self.systemBlue, 10) }, "the others are not")

        // Tap the first row (20 below the bar, 44 high): General is pushed.
        try tap(170, 44 + 20 + 22)
        try waitFor("shown General (stack: Settings > General)")
        image = try screen()
        XCTAssertTrue(anyPixel(image, x: 8..<40, y: 10..<34) { $0.isBlue }, "the back button's chevron")
        // Back: popped.
        try tap(30, 22)
        try waitFor("shown Settings (stack: Settings)", count: 2)
        image = try screen()
        XCTAssertFalse(anyPixel(image, x: 0..<120, y: 0..<44) { $0.isBlue }, "the back button went with the pop")

        // The Favorites tab, then back to Settings.
        try tap(170, 355)
        try waitFor("tab Favorites")
        image = try screen()
        // Its star (a 25-point template) is centred in the middle third, 4 + 2.5 below the bar's top.
        XCTAssertTrue(pixel(image, 170, 331 + 4 + 3 + 13).near(Self.systemBlue, 10), "\(pixel(image, 170, 351))")
        XCTAssertFalse(anyPixel(image, x: 32..<82, y: 335..<365) { $0.near(Self.systemBlue, 10) })
        // The Colours tab: a collection view; its first swatch (16 in, 56 square) selected by a tap.
        try tap(283, 355)
        try waitFor("tab Colours")
        try tap(16 + 28, 16 + 28)
        try waitFor("colour 0 selected")
        try tap(57, 355)
        try waitFor("tab Settings")

        // General again, then its button (72 below the bar, 44 high): the alert.
        try tap(170, 86)
        try waitFor("shown General", count: 2)
        try tap(170, 44 + 72 + 22)
        try waitFor("alert shown Reset General?")
        image = try screen()
        // The window dimmed: white content at 80%, the bar's gray at 80%.
        XCTAssertTrue(pixel(image, 5, 300).near(Pixel(204, 204, 204)), "\(pixel(image, 5, 300))")
        XCTAssertTrue(pixel(image, 5, 5).near(Pixel(198, 198, 198)), "\(pixel(image, 5, 5))")
        // The panel: 270 wide centred (x 35...304), centred on y 190 — found along x = 49
        // (past its 14-point corner) by its own colour.
        let panelRows = (0..<Self.height).filter { pixel(image, 49, $0).near(Self.barGray) }
        let top = try XCTUnwrap(panelRows.first), bottom = try XCTUnwrap(panelRows.last)
        XCTAssertEqual(Double(top + bottom + 1) / 2, 190, accuracy: 1, "centred vertically: \(top)...\(bottom)")
        let middle = (top + bottom) / 2
        let panelColumns = (0..<Self.width).filter { pixel(image, $0, middle).near(Self.barGray) }
        XCTAssertEqual(panelColumns.first, 35)
        XCTAssertEqual(panelColumns.last, 304)

        // Escape cancels; the dimming goes.
        try key(1)
        try waitFor("alert action Cancel")
        image = try screen()
        XCTAssertTrue(pixel(image, 5, 300).near(Pixel(255, 255, 255)), "\(pixel(image, 5, 300))")
        // Return uses the preferred action (Reset).
        try tap(170, 138)
        try waitFor("alert shown", count: 2)
        try key(28)
        try waitFor("alert action Reset")
        // A tap on the Reset button (the right half of the 44-point button row) too.
        try tap(170, 138)
        try waitFor("alert shown", count: 3)
        try tap(Double(170 + 67), Double(bottom - 21))
        try waitFor("alert action Reset", count: 2)
        XCTAssertEqual(lines("alert action Cancel"), 1)
        let output = app.finish()
        print("demo-settings said:", output.stdout.split(separator: "\n").joined(separator: " / "))
    }
}
