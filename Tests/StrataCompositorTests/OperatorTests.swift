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
        try fixture.strata(arguments, expectSuccess: expectSuccess, file: file, line: line)
    }

    private func geometry(_ client: TestClient, _ window: DBusObjectPath) throws -> WindowGeometry {
        try client.property(window, StrataProtocol.Interface.window, "Geometry", as: WindowGeometry.self)
    }

    private func windows(_ client: TestClient) throws -> [DBusObjectPath] {
        try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows", as: [DBusObjectPath].self)
    }

    /// Window `number`'s entry in `DumpState scene.json` (keys as the README lists them).
    private func sceneEntry(_ client: TestClient, _ number: String) throws -> [String: Any]? {
        let json = try client.dumpState("scene.json")
        let scene = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        let windows = try XCTUnwrap(scene["windows"] as? [[String: Any]], json)
        return windows.first { ($0["number"] as? Int).map(String.init) == number }
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
        let moved = try XCTUnwrap(try sceneEntry(observer, n))
        XCTAssertEqual([moved["x"], moved["y"], moved["width"], moved["height"]].map { $0 as? Int }, [60, 70, 80, 50], "\(moved)")
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
        XCTAssertEqual(try sceneEntry(observer, n)?["visible"] as? Bool, false, "still in the stack, hidden")
        XCTAssertNotEqual(try observer.screenshot().pixel(x: 65, y: 75) & 0xFF_FFFF, 0x00_FF00, "and off the screen")
        try strata(["show", n])
        XCTAssertTrue(try observer.property(window, StrataProtocol.Interface.window, "Visible", as: Bool.self))
        XCTAssertEqual(try sceneEntry(observer, n)?["visible"] as? Bool, true)

        try strata(["destroy", n])
        XCTAssertEqual(try windows(observer), [other], "only that window went; the app and its other window stay")
        XCTAssertFalse(try observer.dumpState("scene").contains("\"Victim\""))
        XCTAssertNil(try sceneEntry(observer, n))

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

    /// A separate process (python3-dbus on the bus, protocol version 1) that creates a
    /// window and waits; with `user`, it runs as that user (through setpriv). Returns it
    /// and its window's path.
    private func startWindowOwner(user: UInt32? = nil) throws -> (Tools.Background, DBusObjectPath) {
        let script = """
            import dbus, sys, time
            bus = dbus.bus.BusConnection(sys.argv[1])
            root = bus.get_object('org.strata.Compositor1', '/org/strata/Compositor1')
            path = root.CreateWindow({'title': 'doomed', 'geometry': dbus.Struct((0, 0, 8, 8), signature='iiii')},
                                     dbus_interface='org.strata.Compositor1')
            print(path, flush=True)
            time.sleep(60)
            """
        let command = [Tools.systemPython, "-c", script, fixture.bus.address]
        let owner = try user.map { try Tools.Background(Self.setpriv, Self.asUser($0) + command) }
            ?? Tools.Background(command[0], Array(command.dropFirst()))
        XCTAssertTrue(try waitUntil(timeout: 20, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            owner.stdout.contains("/window/") || !owner.process.isRunning
        }, owner.stderr)
        let path = try XCTUnwrap(DBusObjectPath(owner.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), owner.stderr)
        return (owner, path)
    }

    private static let setpriv = "/usr/bin/setpriv"
    private static func asUser(_ user: UInt32) -> [String] { ["--reuid=\(user)", "--regid=\(user)", "--clear-groups"] }

    func testKillWithASignalSignalsTheOwnersProcess() throws {
        fixture = try DaemonFixture(width: 64, height: 48)
        let (owner, window) = try startWindowOwner()
        let path = window.rawValue
        let bad = try strata(["kill", path, "--signal", "BOGUS"], expectSuccess: false)
        XCTAssertTrue(bad.stderr.contains("is not a signal"), bad.stderr)
        XCTAssertTrue(owner.process.isRunning)
        try strata(["kill", path, "--signal", "TERM"])
        let end = owner.finish()
        XCTAssertEqual(end.termination, .signalled(SIGTERM), "\(end)")
        let tool = try fixture.connect()
        XCTAssertEqual(try windows(tool), [], "its windows went at once")
        XCTAssertTrue(fixture.log.contains("(user \(getuid())) sent signal \(SIGTERM)"), fixture.log)
    }

    /// The signal is sent only when the caller's user — as the bus tells it
    /// (`GetConnectionUnixUser`), not as anyone claims — may signal the owner's process:
    /// the same user, or root. Another user's `strata kill --signal` is refused with
    /// `AccessDenied`, and nothing happens (no signal, no disconnection); root may signal
    /// another user's app. Runs processes as user 65534 on a bus that admits every user.
    func testKillWithASignalIsRefusedForAnotherUsersProcess() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: Self.setpriv) else {
            throw XCTSkip("needs root and setpriv to run a caller and an app as another user")
        }
        let nobody: UInt32 = 65534
        fixture = try DaemonFixture(width: 64, height: 48,
                                    busConfiguration: "  <policy context=\"default\"><allow user=\"*\"/></policy>\n")
        let (rootOwner, rootWindow) = try startWindowOwner()
        func strataAsNobody(_ arguments: [String]) throws -> Tools.Output {
            try Tools.run(Self.setpriv, Self.asUser(nobody) + [Tools.executable("strata")] + arguments + ["--bus", fixture.bus.address],
                          timeout: 30) { try self.fixture.loop.runOnce(timeoutMilliseconds: 10) }
        }
        let refused = try strataAsNobody(["kill", rootWindow.rawValue, "--signal", "KILL"])
        guard !refused.stderr.contains("Permission denied") else {
            throw XCTSkip("user \(nobody) cannot run \(Tools.executable("strata")) here: \(refused.stderr)")
        }
        XCTAssertEqual(refused.termination, .exited(1), "\(refused)")
        XCTAssertTrue(refused.stderr.contains("AccessDenied") && refused.stderr.contains("runs as user 0")
                      && refused.stderr.contains("the caller (user \(nobody)) may not signal"), refused.stderr)
        XCTAssertTrue(rootOwner.process.isRunning, "no signal was sent")
        let tool = try fixture.connect()
        XCTAssertEqual(try windows(tool), [rootWindow], "and the app kept its window")
        XCTAssertTrue(fixture.log.contains("refused org.strata.Compositor1.KillClient"), "refusals are logged: \(fixture.log)")

        // Root may signal another user's process.
        let (nobodysOwner, nobodysWindow) = try startWindowOwner(user: nobody)
        XCTAssertEqual(try tool.property(nobodysWindow, StrataProtocol.Interface.window, "ProcessID", as: UInt32.self),
                       UInt32(nobodysOwner.process.pid))
        try strata(["kill", nobodysWindow.rawValue, "--signal", "TERM"])
        XCTAssertEqual(nobodysOwner.finish().termination, .signalled(SIGTERM))
        XCTAssertEqual(try windows(tool), [rootWindow])

        // Without a signal, whether a caller may disconnect an app is the allowlist's
        // call (none here: everyone may), not the user's: root's app loses its window
        // (a version 1 client stays on the bus) and its process is untouched.
        try XCTAssertTrue(strataAsNobody(["kill", rootWindow.rawValue]).succeeded)
        XCTAssertEqual(try windows(tool), [])
        XCTAssertTrue(rootOwner.process.isRunning)
    }

    /// `strata close` on a frozen app (stopped with SIGSTOP): the close request pings
    /// the app, which does not answer, so after the ping timeout (3 s) strata says the
    /// app is not responding, exits 1 and names `strata kill`, which then removes it.
    func testCloseReportsAFrozenAppAndKillRemovesIt() throws {
        fixture = try DaemonFixture(width: 64, height: 48)
        let (owner, path) = try startWindowOwner()
        let n = String(try XCTUnwrap(StrataProtocol.windowNumber(of: path)))
        XCTAssertEqual(Foundation.kill(owner.process.pid, SIGSTOP), 0)
        let frozen = try strata(["close", n, "--timeout", "5"], expectSuccess: false)
        XCTAssertEqual(frozen.termination, .exited(1), "\(frozen)")
        XCTAssertTrue(frozen.stderr.contains("is not responding") && frozen.stderr.contains("'strata kill \(n)'"), frozen.stderr)
        let tool = try fixture.connect()
        XCTAssertFalse(try tool.property(path, StrataProtocol.Interface.window, "Responding", as: Bool.self))
        XCTAssertTrue(fixture.log.contains("is not responding"), fixture.log)
        try strata(["kill", n, "--signal", "KILL"])
        XCTAssertEqual(owner.finish().termination, .signalled(SIGKILL))
        XCTAssertEqual(try windows(tool), [])
    }
}
