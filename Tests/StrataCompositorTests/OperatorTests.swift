import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// Operator control (protocol version 3): `strata move/resize/hide/show/destroy/kill` on
/// another app's window, through `Compositor1`'s privileged methods, on a real daemon.
final class OperatorTests: XCTestCase {
    private var fixture: DaemonFixture!

    override func tearDown() { fixture = nil }

    @discardableResult
    private func strata(_ arguments: [String], expectSuccess: Bool = true, file: StaticString = #filePath,
                        line: UInt = #line) throws -> Tools.Output {
        let out = try Tools.run(Tools.executable("strata"), arguments + ["--bus", fixture.bus.address], timeout: 30) {
            try self.fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        if expectSuccess { XCTAssertTrue(out.succeeded, "strata \(arguments): \(out)\n\(fixture.log)", file: file, line: line) }
        return out
    }

    private func geometry(_ client: TestClient, _ window: DBusObjectPath) throws -> WindowGeometry {
        try client.property(window, StrataProtocol.Interface.window, "Geometry", as: WindowGeometry.self)
    }

    private func windows(_ client: TestClient) throws -> [DBusObjectPath] {
        try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows", as: [DBusObjectPath].self)
    }

    func testStrataMovesResizesHidesShowsAndDestroysAnotherAppsWindow() throws {
        fixture = try DaemonFixture(width: 200, height: 150)
        let app = try fixture.connectPrivately()
        let observer = try fixture.connect()
        let (window, _, _) = try app.presentWindow(title: "Victim", WindowGeometry(x: 10, y: 20, width: 40, height: 30), color: 0xFF00_FF00)
        let (other, _, _) = try app.presentWindow(title: "Other", WindowGeometry(x: 100, y: 100, width: 20, height: 20), color: 0xFF00_00FF)
        let n = String(StrataProtocol.windowNumber(of: window)!)

        try strata(["move", n, "60", "70"])
        XCTAssertEqual(try geometry(observer, window), WindowGeometry(x: 60, y: 70, width: 40, height: 30))
        try strata(["resize", window.rawValue, "80", "50"])
        XCTAssertEqual(try geometry(observer, window), WindowGeometry(x: 60, y: 70, width: 80, height: 50))
        // The owner hears of it, as of any change to its window.
        XCTAssertTrue(try fixture.run(until: {
            app.propertyChanges.contains { $0.0 == window && (try? $0.2["Geometry"]?.decode(as: WindowGeometry.self)) == WindowGeometry(x: 60, y: 70, width: 80, height: 50) }
        }))
        // Pixels: the window's green now shows at the new place, not the old.
        let shot = try observer.screenshot()
        XCTAssertEqual(shot.pixel(x: 65, y: 75) & 0xFF_FFFF, 0x00_FF00)
        XCTAssertNotEqual(shot.pixel(x: 15, y: 25) & 0xFF_FFFF, 0x00_FF00)

        try strata(["hide", n])
        XCTAssertFalse(try observer.property(window, StrataProtocol.Interface.window, "Visible", as: Bool.self))
        XCTAssertTrue(try observer.dumpState("scene").contains("window \(n) \"Victim\""))
        try strata(["show", n])
        XCTAssertTrue(try observer.property(window, StrataProtocol.Interface.window, "Visible", as: Bool.self))

        try strata(["destroy", n])
        XCTAssertEqual(try windows(observer), [other], "only that window went; the app and its other window stay")
        XCTAssertFalse(try observer.dumpState("scene").contains("\"Victim\""))

        // Bad input: a window that is not there, a size out of range.
        let missing = try strata(["move", "9999", "1", "1"], expectSuccess: false)
        XCTAssertTrue(missing.stderr.contains("there is no window 9999"), missing.stderr)
        let tooBig = try strata(["resize", String(StrataProtocol.windowNumber(of: other)!), "0", "10"], expectSuccess: false)
        XCTAssertTrue(tooBig.stderr.contains("size must be positive"), tooBig.stderr)
        XCTAssertEqual(try geometry(observer, other), WindowGeometry(x: 100, y: 100, width: 20, height: 20))
    }

    func testTheMethodsRefuseBadCalls() throws {
        fixture = try DaemonFixture(width: 64, height: 48)
        let app = try fixture.connectPrivately()
        let tool = try fixture.connect()
        let window = try app.createWindow(title: "w", WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        func expectError(_ name: String, _ member: String, _ build: (DBusMessage) throws -> Void, line: UInt = #line) {
            XCTAssertThrowsError(try tool.root(member, build), line: line) { error in
                XCTAssertEqual((error as? DBusError)?.name, name, "\(error)", line: line)
            }
        }
        expectError(StrataError.noSuchWindow, "MoveWindow") { try $0.append(StrataProtocol.windowPath(77), Int32(0), Int32(0)) }
        expectError(StrataError.noSuchWindow, "DestroyWindow") { try $0.append(DBusObjectPath.root) }
        expectError(DBusError.Name.invalidArgs, "KillClient") { try $0.append(window, ["sginal": DBusVariant(.int32(15))]) }
        expectError(DBusError.Name.invalidArgs, "KillClient") { try $0.append(window, ["signal": DBusVariant(.int32(0))]) }
        expectError(DBusError.Name.invalidArgs, "KillClient") { try $0.append(window, ["signal": DBusVariant(.string("TERM"))]) }
        expectError(DBusError.Name.invalidArgs, "MoveWindow") { try $0.append(window, Int32(0)) }
        XCTAssertEqual(try windows(tool), [window], "nothing happened to the window")
    }

    func testOperatorControlIsPrivileged() throws {
        fixture = try DaemonFixture(width: 64, height: 48, config: "allow /nonexistent/strata-tool\n")
        let app = try fixture.connectPrivately()
        let window = try app.createWindow(title: "w", WindowGeometry(x: 1, y: 2, width: 8, height: 8))
        let n = String(StrataProtocol.windowNumber(of: window)!)
        for arguments in [["move", n, "5", "5"], ["resize", n, "9", "9"], ["hide", n], ["show", n], ["destroy", n], ["kill", n]] {
            let out = try strata(arguments, expectSuccess: false)
            XCTAssertTrue(out.stderr.contains("AccessDenied") && out.stderr.contains("allowlist"), "\(arguments): \(out.stderr)")
        }
        XCTAssertEqual(try geometry(app, window), WindowGeometry(x: 1, y: 2, width: 8, height: 8))
        XCTAssertTrue(fixture.log.contains("AccessDenied") || fixture.log.contains("denied"), "refusals are logged: \(fixture.log)")
    }

    func testKillDisconnectsTheOwnerAndLeavesOthersAlone() throws {
        fixture = try DaemonFixture(width: 64, height: 48)
        let victim = try fixture.connectPrivately()
        let bystander = try fixture.connectPrivately()
        let a = try victim.createWindow(title: "a", WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        _ = try victim.createWindow(title: "b", WindowGeometry(x: 8, y: 0, width: 8, height: 8))
        let kept = try bystander.createWindow(title: "kept", WindowGeometry(x: 0, y: 8, width: 8, height: 8))
        try strata(["kill", String(StrataProtocol.windowNumber(of: a)!)])
        XCTAssertTrue(try fixture.run(until: { !victim.connection.isConnected }), "the victim's private connection is closed")
        XCTAssertEqual(try bystander.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                              as: [DBusObjectPath].self), [kept])
        let tool = try fixture.connect()
        XCTAssertEqual(try windows(tool), [kept])
        XCTAssertTrue(fixture.log.contains("killed by an operator"), fixture.log)
        // The bystander still works.
        try bystander.window(kept, "SetTitle") { try $0.append("still here") }
    }

    func testKillWithASignalSignalsTheOwnersProcess() throws {
        fixture = try DaemonFixture(width: 64, height: 48)
        // The owner is a separate process (python3-dbus on the bus) that creates a window and waits.
        let script = """
            import dbus, sys, time
            bus = dbus.bus.BusConnection(sys.argv[1])
            root = bus.get_object('org.strata.Compositor1', '/org/strata/Compositor1')
            path = root.CreateWindow({'title': 'doomed', 'geometry': dbus.Struct((0, 0, 8, 8), signature='iiii')},
                                     dbus_interface='org.strata.Compositor1')
            print(path, flush=True)
            time.sleep(60)
            """
        let owner = try Tools.Background(Tools.systemPython, ["-c", script, fixture.bus.address])
        XCTAssertTrue(try waitUntil(timeout: 20, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            owner.stdout.contains("/window/")
        }, owner.stderr)
        let path = owner.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let bad = try strata(["kill", path, "--signal", "BOGUS"], expectSuccess: false)
        XCTAssertTrue(bad.stderr.contains("is not a signal"), bad.stderr)
        XCTAssertTrue(owner.process.isRunning)
        try strata(["kill", path, "--signal", "TERM"])
        let end = owner.finish()
        XCTAssertEqual(end.termination, .signalled(SIGTERM), "\(end)")
        let tool = try fixture.connect()
        XCTAssertEqual(try windows(tool), [], "its windows went at once")
    }
}
