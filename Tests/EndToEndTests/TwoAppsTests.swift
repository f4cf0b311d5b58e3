import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// Two ClientKit apps, each its own process, on a real stratad: input reaches the
/// right app's hit-test view and responders, key status follows the daemon, redraws
/// coalesce into one commit, and the screen shows both.
final class TwoAppsTests: XCTestCase {
    private var fixture: DaemonFixture!
    private var observer: TestClient!
    private var lower: ProbeApp!
    private var upper: ProbeApp!

    override func setUpWithError() throws {
        fixture = try DaemonFixture(width: 400, height: 300)
        observer = try fixture.connect()
        lower = try ProbeApp("A", fixture: fixture, ["--frame", "20,20,200,150", "--color", "0000ff",
                                                     "--view", "a:10,10,100,80:ff0000", "--responder", "a"])
        try waitForWindows(1)
        upper = try ProbeApp("B", fixture: fixture, ["--frame", "120,60,200,150", "--color", "00ff00",
                                                     "--view", "b:0,0,100,100:ffff00", "--responder", "b"])
        try waitForWindows(2)
    }

    override func tearDown() {
        lower = nil
        upper = nil
        observer = nil
        fixture = nil
    }

    /// Waits until `count` windows are visible with a buffer on screen.
    private func waitForWindows(_ count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let ok = try waitUntil(timeout: 20, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            let scene = (try? observer.dumpState("scene")) ?? ""
            return scene.split(separator: "\n").filter { $0.contains(" visible") && $0.contains(" buffer ") }.count == count
        }
        let scene = (try? observer.dumpState("scene")) ?? ""
        XCTAssertTrue(ok, "windows did not appear: \(scene)\nA: \(lower?.process.stderr ?? "")", file: file, line: line)
    }

    private func tap(_ x: Double, _ y: Double) throws {
        try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), x, y) }
        try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
    }

    private func key(_ code: UInt32) throws {
        try observer.input("NotifyKeyboardKeycode") { try $0.append(code, true) }
        try observer.input("NotifyKeyboardKeycode") { try $0.append(code, false) }
    }

    func testATapOnTheOverlapReachesTheTopAppsHitTestView() throws {
        try tap(150, 90)
        try upper.waitFor("touchesEnded")
        let began = try XCTUnwrap(upper.events("touchesBegan").first)
        XCTAssertEqual(began["view"] as? String, "b")
        XCTAssertEqual(began["touchView"] as? String, "b")
        XCTAssertEqual(began["x"] as? Double, 30)
        XCTAssertEqual(began["y"] as? Double, 30)
        XCTAssertEqual(began["windowX"] as? Double, 30)
        try fixture.settle(0.3)
        XCTAssertTrue(lower.events("touchesBegan").isEmpty, "the covered app received the touch")
    }

    func testATapOnTheLowerWindowMakesItKeyAndRaisesIt() throws {
        // B was shown last and asked for key last.
        try upper.waitFor("becomeKey")
        try lower.waitUntil("A resigned key") { lower.events("resignKey").count >= 1 }
        let lowerKeyEvents = lower.events.filter { ["becomeKey", "resignKey"].contains($0["event"] as? String) }.count
        try tap(40, 40)
        try lower.waitFor("touchesBegan")
        let began = try XCTUnwrap(lower.events("touchesBegan").first)
        XCTAssertEqual(began["view"] as? String, "a")
        XCTAssertEqual(began["x"] as? Double, 10)
        XCTAssertEqual(began["y"] as? Double, 10)
        try lower.waitUntil("A became key again") {
            lower.events.filter { ["becomeKey", "resignKey"].contains($0["event"] as? String) }.count > lowerKeyEvents
        }
        XCTAssertEqual(lower.events.last { ["becomeKey", "resignKey"].contains($0["event"] as? String) }?["event"] as? String,
                       "becomeKey")
        try upper.waitFor("resignKey")
        // Raised: the overlap now belongs to A.
        XCTAssertEqual(try observer.root("WindowAt") { try $0.append(150.0, 90.0) }.decode(DBusObjectPath.self),
                       try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                             as: DBusObjectPath.self))
    }

    func testAPointerClickIsATouchForTheApp() throws {
        try observer.input("NotifyPointerMotionAbsolute") { try $0.append(160.0, 100.0) } // B's view b at (40, 40)
        try observer.input("NotifyPointerButton") { try $0.append(EvdevCode.buttonLeft, true) }
        try observer.input("NotifyPointerMotionAbsolute") { try $0.append(170.0, 110.0) }
        try observer.input("NotifyPointerButton") { try $0.append(EvdevCode.buttonLeft, false) }
        try upper.waitFor("touchesEnded")
        XCTAssertEqual(upper.events("touchesBegan").first?["x"] as? Double, 40)
        XCTAssertEqual(upper.events("touchesMoved").first?["x"] as? Double, 50)
        XCTAssertEqual(upper.events("touchesEnded").first?["view"] as? String, "b")
        try fixture.settle(0.2)
        XCTAssertTrue(lower.events("touchesBegan").isEmpty)
    }

    func testADragThatLeavesTheWindowKeepsGoingToItsView() throws {
        try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), 60.0, 60.0) } // A's view a, not under B
        for (x, y) in [(100.0, 100.0), (300.0, 250.0), (390.0, 290.0)] {
            try observer.input("NotifyTouchMotion") { try $0.append(UInt32(0), x, y) }
        }
        try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        try lower.waitFor("touchesEnded")
        XCTAssertEqual(lower.events("touchesMoved").count, 3)
        let last = try XCTUnwrap(lower.events("touchesEnded").first)
        XCTAssertEqual(last["view"] as? String, "a")
        XCTAssertEqual(last["x"] as? Double, 360) // 390 - 20 (window) - 10 (view): far outside the 100-wide view
        XCTAssertEqual(last["windowY"] as? Double, 270)
        try fixture.settle(0.3)
        XCTAssertTrue(upper.events("touchesBegan").isEmpty && upper.events("touchesMoved").isEmpty)
    }

    func testKeysReachTheKeyWindowsFirstResponderAndUnhandledOnesTheAppDelegate() throws {
        try upper.waitFor("becomeKey")
        try key(16) // q: B's responder does not handle it
        try upper.waitFor("delegatePress")
        let notHandled = try XCTUnwrap(upper.events("pressNotHandled").first)
        XCTAssertEqual(notHandled["view"] as? String, "b")
        XCTAssertEqual(notHandled["characters"] as? String, "q")
        XCTAssertEqual(upper.events("delegatePress").first?["characters"] as? String, "q")
        try fixture.settle(0.3)
        XCTAssertTrue(lower.events("pressNotHandled").isEmpty && lower.events("delegatePress").isEmpty,
                      "a key reached an app whose window is not key")
    }

    /// Focus carries state: B's held Shift is cancelled when A becomes key
    /// (`pressesCancelled`), and A's first key already has Shift in its modifiers.
    func testAKeyWindowChangeCancelsPressesAndCarriesModifiers() throws {
        try upper.waitFor("becomeKey")
        try observer.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, true) }
        try upper.waitFor("pressNotHandled")
        try tap(60, 60) // A's view, not under B: A becomes key
        try lower.waitFor("becomeKey")
        try upper.waitFor("pressesCancelled")
        try key(30)
        try lower.waitFor("pressNotHandled")
        let press = try XCTUnwrap(lower.events("pressNotHandled").first)
        XCTAssertEqual(press["characters"] as? String, "A")
        XCTAssertEqual((press["modifiers"] as? Int).map { $0 & (1 << 17) }, 1 << 17, "Shift is not in the modifier flags")
        try observer.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, false) }
        try fixture.settle(0.3)
        XCTAssertEqual(lower.events("pressNotHandled").count, 1, "the release of a key held before A was key reached A")
    }

    /// Apps talk to the daemon only over their private connections and leave the bus
    /// once they have found the daemon: no process on the bus can send them a forged
    /// `Touch` or `NameOwnerChanged` (issue 9, finding 2).
    func testAppsAreNotOnTheBusSoNoOneCanForgeTheirSignals() throws {
        try upper.waitFor("becomeKey")
        let list = DBusMessage.methodCall(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                          interface: "org.freedesktop.DBus", member: "ListNames")
        let names = try observer.connection.call(list).decode([String].self).filter { $0.hasPrefix(":") }
        let pids = Set(names.compactMap { try? observer.connection.unixProcessID(of: $0) })
        XCTAssertFalse(pids.contains(UInt32(upper.process.process.pid)), "app B is still on the bus")
        XCTAssertFalse(pids.contains(UInt32(lower.process.process.pid)), "app A is still on the bus")
        // A forged broadcast Touch for B's window, and a forged NameOwnerChanged for the daemon.
        let windows = try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                            as: [DBusObjectPath].self)
        for window in windows {
            let touch = DBusMessage.signal(path: window, interface: StrataProtocol.Interface.window, member: "Touch")
            try touch.append(UInt32(0), UInt32(0), 10.0, 10.0, UInt64(1))
            try observer.connection.send(touch)
        }
        let gone = DBusMessage.signal(path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged")
        try gone.append(StrataProtocol.busName, try observer.connection.nameOwner(StrataProtocol.busName), "")
        try observer.connection.send(gone)
        try fixture.settle(0.5)
        XCTAssertTrue(upper.events("touchesBegan").isEmpty && lower.events("touchesBegan").isEmpty, "a forged Touch arrived")
        XCTAssertTrue(upper.process.process.isRunning && lower.process.process.isRunning, "an app believed a forged NameOwnerChanged")
    }

    /// Update passes that change nothing on screen take no buffer and composite
    /// nothing (ClientKit prints a `clientkit-draw` line for every frame it draws).
    func testPassesWithoutDamageDrawNothing() throws {
        try upper.waitFor("becomeKey")
        try upper.waitUntil("first frame committed") { !upper.commits.isEmpty }
        try fixture.settle(0.3)
        let draws = upper.process.stderr.components(separatedBy: "clientkit-draw").count
        let layouts = upper.events("layout").count
        try key(49) // n: five passes with a layout request each, nothing drawn
        try upper.waitFor("layout", count: layouts + 5)
        try fixture.settle(0.3)
        XCTAssertEqual(upper.process.stderr.components(separatedBy: "clientkit-draw").count, draws,
                       "a pass without damage drew a frame")
        // A real change still draws.
        try key(32) // d: invalidations
        try upper.waitUntil("a frame drawn") { upper.process.stderr.components(separatedBy: "clientkit-draw").count > draws }
    }

    func testManyInvalidationsMakeOneDrawAndOneCommitAndAnIdleAppStaysIdle() throws {
        try upper.waitFor("becomeKey")
        try upper.waitUntil("first frame committed") { !upper.commits.isEmpty }
        try fixture.settle(0.3)
        let drawsBefore = upper.events("draw").count
        let commitsBefore = upper.commits.count
        try key(32) // d: every view calls setNeedsDisplay(_:) 20 times
        try upper.waitUntil("a draw after the burst") { upper.events("draw").count > drawsBefore }
        try fixture.settle(0.5)
        let draws = upper.events("draw").dropFirst(drawsBefore)
        XCTAssertEqual(draws.count, 1, "\(Array(draws))")
        XCTAssertEqual(draws.first?["rect"] as? [Double], [0, 0, 8, 7]) // the union of the 20 rects
        XCTAssertEqual(upper.commits.count, commitsBefore + 1, upper.process.stderr)
        XCTAssertEqual(upper.commits.last, [[0, 0, 8, 7]]) // view b sits at the window's origin

        // Idle: no commits, and (almost) no CPU.
        let commits = upper.commits.count
        let ticks = upper.cpuTicks
        try fixture.settle(2)
        XCTAssertEqual(upper.commits.count, commits, "an idle app committed")
        XCTAssertLessThanOrEqual(upper.cpuTicks - ticks, 2, "an idle app used CPU")
    }

    func testWindowFrameVisibilityAndLevelFollowTheApp() throws {
        try upper.waitFor("becomeKey")
        let window = try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                           as: DBusObjectPath.self)
        try key(17) // w: 40.5 points wider — the daemon window is the frame rounded outward
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            (try? self.observer.property(window, StrataProtocol.Interface.window, "Geometry", as: WindowGeometry.self))
                == WindowGeometry(x: 120, y: 60, width: 241, height: 150)
        })
        try fixture.settle(0.3)
        var scene = ExpectedScene()
        scene.add(20, 20, 200, 150, 0xFF00_00FF)
        scene.add(30, 30, 100, 80, 0xFFFF_0000)
        scene.add(120, 60, 240, 150, 0xFF00_FF00)   // the new part is drawn too (column 360 is half covered)
        scene.add(120, 60, 100, 100, 0xFFFF_FF00)
        let shot = try observer.screenshot()
        assertImage(shot, matches: { x, y in x == 360 ? shot.pixel(x: x, y: y) : scene.pixel(x, y) }, "widened")

        try key(38) // l: windowLevel = .alert
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            (try? self.observer.property(window, StrataProtocol.Interface.window, "Level", as: Int32.self)) == WindowLevelValue.alert
        })
        try key(35) // h: isHidden = true
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            (try? self.observer.property(window, StrataProtocol.Interface.window, "Visible", as: Bool.self)) == false
        })
        XCTAssertEqual(try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                             as: DBusObjectPath.self), .root)
        try upper.waitFor("resignKey")
    }

    /// An operator's resize and move (`Compositor1.ResizeWindow`/`MoveWindow`, what
    /// `strata resize`/`move` call) reach the app: its UIWindow's frame follows, it lays
    /// out again and fills the new size; the other app is untouched.
    func testAnOperatorResizeAndMoveAreFollowedByTheApp() throws {
        try upper.waitFor("becomeKey")
        let window = try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                           as: DBusObjectPath.self)
        // Moved first: a move alone does not lay out, so the layout after the resize
        // shows that the window's origin followed too.
        try observer.root("MoveWindow") { try $0.append(window, Int32(100), Int32(90)) }
        try observer.root("ResizeWindow") { try $0.append(window, Int32(260), Int32(200)) }
        try upper.waitUntil("the app's window follows") {
            upper.events("windowLayout").contains { ($0["frame"] as? [Double]) == [100, 90, 260, 200] }
        }
        try fixture.settle(0.3)
        XCTAssertEqual(try observer.property(window, StrataProtocol.Interface.window, "Geometry", as: WindowGeometry.self),
                       WindowGeometry(x: 100, y: 90, width: 260, height: 200), "the app did not send its old frame back")
        var scene = ExpectedScene()
        scene.add(20, 20, 200, 150, 0xFF00_00FF)
        scene.add(30, 30, 100, 80, 0xFFFF_0000)
        scene.add(100, 90, 260, 200, 0xFF00_FF00)   // drawn at the new size, not the old buffer clipped or stretched
        scene.add(100, 90, 100, 100, 0xFFFF_FF00)
        assertImage(try observer.screenshot(), matches: scene.pixel, "operator-resized")
    }

    func testTheScreenShowsBothAppsAsComputed() throws {
        try fixture.settle(0.3)
        var scene = ExpectedScene()
        scene.add(20, 20, 200, 150, 0xFF00_00FF)   // A's window background
        scene.add(30, 30, 100, 80, 0xFFFF_0000)    // A's view
        scene.add(120, 60, 200, 150, 0xFF00_FF00)  // B's window, on top
        scene.add(120, 60, 100, 100, 0xFFFF_FF00)  // B's view
        assertImage(try observer.screenshot(), matches: scene.pixel, "two-apps")
    }

    func testKillingAnAppRemovesItsWindowFromTheScreenAndTheList() throws {
        upper.process.process.send(SIGKILL)
        try waitForWindows(1)
        let windows = try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                            as: [DBusObjectPath].self)
        XCTAssertEqual(windows.count, 1)
        var scene = ExpectedScene()
        scene.add(20, 20, 200, 150, 0xFF00_00FF)
        scene.add(30, 30, 100, 80, 0xFFFF_0000)
        assertImage(try observer.screenshot(), matches: scene.pixel, "after-kill")
        let out = try Tools.run(Tools.executable("strata"), ["windows", "--bus", fixture.bus.address]) {
            try self.fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        XCTAssertEqual(out.stdout.split(separator: "\n").count, 2, out.stdout) // header + A
        XCTAssertTrue(fixture.daemon.process.isRunning)
    }

    func testStoppingTheDaemonMakesAppsExitCleanly() throws {
        fixture.daemon.process.send(SIGTERM)
        for app in [lower!, upper!] {
            XCTAssertEqual(app.process.process.wait(timeout: 10), .exited(0), app.process.stderr)
            XCTAssertTrue(app.process.stderr.contains("went away"), app.process.stderr)
            XCTAssertFalse(app.events("willTerminate").isEmpty)
        }
    }
}
