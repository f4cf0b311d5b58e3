import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

final class LaunchTests: XCTestCase {
    func testAnAppWithoutADaemonExitsWithAClearMessage() throws {
        let bus = try PrivateBus()
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = bus.address
        let out = try Tools.run(Tools.executable("clientkit-probe"), ["--name", "lonely"], environment: environment, timeout: 20)
        XCTAssertEqual(out.termination, .exited(1))
        XCTAssertTrue(out.stderr.contains("not running") && out.stderr.contains("no D-Bus service file activates"), out.stderr)
    }

    /// With a service file on the bus, an app starts the daemon itself (D-Bus
    /// activation) and its window appears.
    func testAnAppStartsTheDaemonThroughActivation() throws {
        let activation = try ActivationBus(stratadArguments: ["--size", "200x150"])
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = activation.address
        let app = try Tools.Background(Tools.executable("clientkit-probe"), ["--name", "activator", "--frame", "0,0,50,40"],
                                       environment: environment)
        let observer = try DBusConnection.bus(address: activation.address)
        XCTAssertTrue(try waitUntil(timeout: 60) {
            guard (try? observer.nameHasOwner(StrataProtocol.busName)) == true else { return false }
            return ((try? compositorProperty("Windows", as: [DBusObjectPath].self, on: observer)) ?? []).count == 1
        }, "\(app.stdout)\n\(app.stderr)")
        app.process.send(SIGTERM)
        _ = app.finish()
    }

    func testTheDemoRunsAndWritesItsScreenshots() throws {
        let dir = try TemporaryDirectory.make(prefix: "strata-demo")
        defer { try? FileManager.default.removeItem(at: dir) }
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: StrataProtocol.busAddressEnvironmentVariable)
        let out = try Tools.run(Tools.executable("strata-demo"), [dir.path], environment: environment, timeout: 120)
        XCTAssertTrue(out.succeeded, "\(out)")
        for name in ["1-apps-started", "2-painted", "3-tiles-tapped", "4-painter-again", "5-form-filled", "5b-form-wider",
                     "6-settings-pushed", "7-settings-alert", "8-list-flicked", "9-table-row-selected", "10-final"] {
            let png = try Data(contentsOf: dir.appendingPathComponent("\(name).png"))
            XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], name)
        }
        let painter = try String(contentsOf: dir.appendingPathComponent("logs/demo-painter.log"), encoding: .utf8)
        XCTAssertTrue(painter.contains("(outside the window, still mine)"), painter)
        XCTAssertTrue(painter.contains("app delegate got unhandled key \"x\""), painter)
        let tiles = try String(contentsOf: dir.appendingPathComponent("logs/demo-tiles.log"), encoding: .utf8)
        XCTAssertTrue(tiles.contains("hit teal at 0,20"), tiles)
        XCTAssertTrue(out.stdout.contains("10-final.png"))
        let form = try String(contentsOf: dir.appendingPathComponent("logs/demo-form.log"), encoding: .utf8)
        XCTAssertTrue(form.contains("greeted Ada from London (return key)"), form)
        XCTAssertTrue(form.contains("greeted Ada from London (button)"), form)
        // Laid out with anchors and stack views: 20-point margins at both widths.
        XCTAssertTrue(form.contains("laid out 420 wide: fields 380 wide, Wider ends at x 400"), form)
        XCTAssertTrue(form.contains("window 560 wide"), form)
        XCTAssertTrue(form.contains("laid out 560 wide: fields 520 wide, Wider ends at x 540"), form)
        let settings = try String(contentsOf: dir.appendingPathComponent("logs/demo-settings.log"), encoding: .utf8)
        for event in ["shown General (stack: Settings > General)", "shown Settings (stack: Settings)", "tab Favorites",
                      "tab Colours", "colour 0 selected", "tab Settings", "alert shown Reset General?", "alert action Reset"] {
            XCTAssertTrue(settings.contains("settings: \(event)"), "no '\(event)' in:\n\(settings)")
        }
        let list = try String(contentsOf: dir.appendingPathComponent("logs/demo-list.log"), encoding: .utf8)
        XCTAssertTrue(list.contains("scrolled"), list)
        let table = try String(contentsOf: dir.appendingPathComponent("logs/demo-table.log"), encoding: .utf8)
        XCTAssertTrue(table.contains("selected row General (1.0)"), table)
        XCTAssertTrue(table.contains("selected tile 0.6"), table)
        XCTAssertTrue(table.contains("scrolled to"), table)
    }
}
