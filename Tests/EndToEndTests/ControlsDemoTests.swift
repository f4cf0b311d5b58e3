import Foundation
import StrataPixman
import StrataProtocol
import StrataTestSupport
import XCTest

/// demo-controls on a real stratad, driven from outside with the `strata` tool: a tap
/// toggles a UISwitch, a drag moves a UISlider's thumb, a pinch through two touch slots
/// scales the pad's square, a rotation turns it, a swipe fires a UISwipeGestureRecognizer
/// and a held tap a long press. What happens is read from the app's event lines and
/// checked on the screen at places computed from the panel's layout.
final class ControlsDemoTests: XCTestCase {
    private struct Pixel: CustomStringConvertible {
        let r: Int, g: Int, b: Int
        init(_ p: UInt32) { r = Int((p >> 16) & 0xFF); g = Int((p >> 8) & 0xFF); b = Int(p & 0xFF) }
        func near(_ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 3) -> Bool {
            abs(self.r - r) <= tolerance && abs(self.g - g) <= tolerance && abs(self.b - b) <= tolerance
        }
        var description: String { "(\(r), \(g), \(b))" }
    }

    func testSwitchSliderAndGesturesThroughStrata() throws {
        let demo = try DemoDriving("demo-controls", ["--at", "0,0"], fixture: try DaemonFixture(width: 420, height: 250))
        defer { demo.stop() }
        let (observer, app, pump) = (demo.observer, demo.app, demo.pump)
        let strata = { (arguments: [String]) in try demo.strata(arguments) }
        func waitFor(_ line: String, file: StaticString = #filePath, line number: UInt = #line) throws {
            let ok = try waitUntil(timeout: 10, pump: pump) { app.stdout.contains("controls: \(line)") }
            XCTAssertTrue(ok, "no '\(line)'; stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)", file: file, line: number)
        }
        /// The pixel once the screen shows what `matches` wants (or the last one seen).
        func pixel(_ x: Int, _ y: Int, becomes matches: (Pixel) -> Bool) throws -> Pixel {
            var last = Pixel(0)
            _ = try waitUntil(timeout: 10, pump: pump) {
                last = Pixel(try observer.screenshot().pixel(x: x, y: y))
                return matches(last)
            }
            return last
        }

        // The Bluetooth switch: the card at (10, 10), the second 46-point row, the switch
        // 12 points from the card's right edge: x 167 ... 218, y 63.5 ... 94.5. Off, its
        // thumb covers x 169 ... 196; on, x 189 ... 216.
        var p = try pixel(210, 79) { $0.near(233, 233, 235) }
        XCTAssertTrue(p.near(233, 233, 235), "the off track (the secondary fill over white): \(p)")
        try strata(["tap", "192", "79"])
        try waitFor("switch Bluetooth on")
        p = try pixel(175, 79) { $0.near(52, 199, 89) }
        XCTAssertTrue(p.near(52, 199, 89), "the on track is the system green: \(p)")

        // The slider: x 22 ... 218 at y 109.5; its thumb's centre travels from 36 to 204,
        // at 120 for 0.5. Dragged by the thumb to 162: (162 − 36) / 168 = 0.75.
        try strata(["drag", "120", "125", "162", "125", "--steps", "10"])
        try waitFor("slider 0.75")
        XCTAssertFalse(app.stdout.contains("slider 0.76"), app.stdout)
        // The progress bar (x 240 ... 410, y 172) follows: blue to x 367.5.
        p = try pixel(360, 173) { $0.b > 200 && $0.r < 60 }
        XCTAssertTrue(p.b > 200 && p.r < 60, "\(p)")
        let beyond = Pixel(try observer.screenshot().pixel(x: 380, y: 173))
        XCTAssertFalse(beyond.b > 200 && beyond.r < 60, "the track beyond 367.5: \(beyond)")

        // The pad (240, 10, 170, 150): its 56-point square is centred at (325, 77). A
        // pinch from 40 to 120 points apart triples it, to 168 points: (395, 77) turns blue.
        XCTAssertTrue(Pixel(try observer.screenshot().pixel(x: 395, y: 77)).near(255, 255, 255))
        try strata(["pinch", "325", "85", "--from", "40", "--to", "120"])
        try waitFor("pinch ended: square scale 3.00")
        p = try pixel(395, 77) { $0.near(0, 122, 255) }
        XCTAssertTrue(p.near(0, 122, 255), "\(p)")

        try strata(["rotate", "325", "85", "--degrees", "45", "--distance", "60"])
        try waitFor("rotation ended: square angle 45°")

        try strata(["swipe", "390", "85", "--direction", "left", "--distance", "120"])
        try waitFor("swipe left: square orange")
        p = try pixel(325, 77) { $0.near(255, 149, 0) }
        XCTAssertTrue(p.near(255, 149, 0), "the square is the system orange: \(p)")

        try strata(["tap", "325", "85", "--hold", "0.8"])
        try waitFor("long press began: square back to its size")
        p = try pixel(395, 77) { $0.near(255, 255, 255) }
        XCTAssertTrue(p.near(255, 255, 255), "the square is 56 points again: \(p)")
        XCTAssertFalse(app.stdout.contains("swipe right"), app.stdout)
    }
}
