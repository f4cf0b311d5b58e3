import Foundation
import StrataPixman
import StrataProtocol
import StrataTestSupport
import XCTest

/// demo-motion on a real stratad: a tap slides a panel in with `UIView.animate` (linear,
/// 2 s) while a badge fades; two screenshots taken one after the other during the
/// animation show the panel at two different places, and once the app reports the end
/// the panel is where the model says (x 180 ... 340) and the badge at 15% opacity. A
/// second tap slides it out with a `UIViewPropertyAnimator`. Between the two the app
/// commits nothing (no animation runs, no frames are asked for). Tolerances are wide: the
/// times of the screenshots depend on the machine's load.
final class MotionDemoTests: XCTestCase {
    private static let background = (r: 242, g: 242, b: 247)

    /// The panel's right edge on row y 100: the last blue pixel's x + 1 (0 when none shows).
    private func panelRightEdge(_ image: PixmanImage) -> Int {
        var edge = 0
        for x in 0..<360 {
            let p = image.pixel(x: x, y: 100)
            let (r, g, b) = (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
            if r < 40 && g > 100 && g < 145 && b > 230 { edge = x + 1 }
        }
        return edge
    }

    func testAPanelSlidesInAndOutWhileTheScreenshotsWatch() throws {
        let demo = try DemoDriving("demo-motion", ["--at", "0,0"], fixture: try DaemonFixture(width: 400, height: 250))
        defer { demo.stop() }
        let (observer, app, pump) = (demo.observer, demo.app, demo.pump)
        func waitFor(_ line: String, timeout: Double = 10, file: StaticString = #filePath, line number: UInt = #line) throws {
            let ok = try waitUntil(timeout: timeout, pump: pump) { app.stdout.contains("motion: \(line)") }
            XCTAssertTrue(ok, "no '\(line)'; stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)", file: file, line: number)
        }
        XCTAssertEqual(panelRightEdge(try observer.screenshot()), 0, "the panel starts outside the window")

        try demo.strata(["tap", "40", "180"])
        try waitFor("slide in started")
        // Two consecutive screenshots while it moves (175 points a second).
        _ = try waitUntil(timeout: 3, pump: pump) { self.panelRightEdge(try observer.screenshot()) > 0 }
        let first = try observer.screenshot()
        let settle = Date().addingTimeInterval(0.4)
        _ = try waitUntil(timeout: 1, pump: pump) { Date() >= settle }
        let second = try observer.screenshot()
        let finishedEarly = app.stdout.contains("slide in finished")
        let (a, b) = (panelRightEdge(first), panelRightEdge(second))
        XCTAssertGreaterThan(a, 0, "the first screenshot shows the panel on its way")
        XCTAssertGreaterThan(b, a + 20, "the panel moved between the screenshots: \(a) then \(b)")
        if !finishedEarly {
            XCTAssertLessThan(b, 339, "the second screenshot is before the end")
        }

        try waitFor("slide in finished true at x 180")
        var last = try observer.screenshot()
        _ = try waitUntil(timeout: 3, pump: pump) {
            last = try observer.screenshot()
            return self.panelRightEdge(last) == 340
        }
        XCTAssertEqual(panelRightEdge(last), 340, "ends where the model says: x 180 + 160")
        XCTAssertEqual(Double((last.pixel(x: 181, y: 100) >> 8) & 0xFF), 122, accuracy: 3, "the panel's left column")
        XCTAssertEqual(Double((last.pixel(x: 178, y: 100) >> 8) & 0xFF), Double(Self.background.g), accuracy: 3,
                       "the background just left of it")
        // The badge at 15%: 0.15 · (52, 199, 89) + 0.85 · background.
        let badge = last.pixel(x: 50, y: 100)
        XCTAssertEqual(Double((badge >> 16) & 0xFF), 213.5, accuracy: 3)
        XCTAssertEqual(Double((badge >> 8) & 0xFF), 235.6, accuracy: 3)
        XCTAssertEqual(Double(badge & 0xFF), 223.3, accuracy: 3)

        // Once nothing moves the app stops committing: its window's commit count stays
        // flat (the display link is gone; an idle app does not wake up).
        func commits() throws -> Int {
            let json = try JSONSerialization.jsonObject(with: Data(try observer.dumpState("frames.json").utf8))
            let windows = (json as? [String: Any])?["windows"] as? [[String: Any]] ?? []
            return windows.compactMap { $0["commits"] as? Int }.reduce(0, +)
        }
        let pause = Date().addingTimeInterval(0.6)
        _ = try waitUntil(timeout: 2, pump: pump) { Date() >= pause }
        let before = try commits()
        let idle = Date().addingTimeInterval(1)
        _ = try waitUntil(timeout: 2, pump: pump) { Date() >= idle }
        XCTAssertEqual(try commits(), before, "no commits for a second after the animations ended")

        // Out again with a property animator (ease-out).
        try demo.strata(["tap", "40", "180"])
        try waitFor("slide out started")
        try waitFor("slide out finished at end x -170")
        _ = try waitUntil(timeout: 3, pump: pump) { self.panelRightEdge(try observer.screenshot()) == 0 }
        XCTAssertEqual(panelRightEdge(try observer.screenshot()), 0, "gone again")
    }
}
