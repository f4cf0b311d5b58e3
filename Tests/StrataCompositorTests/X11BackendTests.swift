import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataTestSupport
import XCTest

/// `stratad --backend x11` on a real X server (Xvfb), looked at and driven only by
/// independent X tools: `xwd` reads the window's pixels back from the server, `xdotool`
/// clicks and types through XTEST, and a libX11 script closes the window as a window
/// manager would.
final class X11BackendTests: XCTestCase {
    private var xvfb: XvfbServer!
    private var fixture: DaemonFixture!

    override func tearDown() {
        fixture = nil
        xvfb = nil
    }

    /// Xvfb plus stratad showing a 200×150 screen in an X window; returns the window id.
    private func start(sharedMemory: Bool = true, arguments: [String] = []) throws -> String {
        xvfb = try XvfbServer(sharedMemory: sharedMemory)
        fixture = try DaemonFixture(width: 200, height: 150,
                                    extraArguments: ["--backend", "x11", "--background", "202428"] + arguments,
                                    environment: ["DISPLAY": xvfb.display])
        return try xvfb.window(named: "Strata", pump: pump)
    }

    private func pump() throws { try fixture.loop.runOnce(timeoutMilliseconds: 10) }

    private func xdotool(_ arguments: String...) throws {
        try xvfb.run("xdotool", arguments, pump: pump)
    }

    /// Reads the window back until it shows `scene` (the last frame may still be on its way).
    private func assertWindow(_ id: String, shows scene: ExpectedScene, _ name: String) throws {
        var image = try xvfb.capture(window: id, pump: pump)
        for _ in 0..<20 where !(0..<image.height).allSatisfy({ y in (0..<image.width).allSatisfy { x in
            Self.close(image.pixel(x: x, y: y), scene.pixel(x, y)) } }) {
            try fixture.settle(0.05)
            image = try xvfb.capture(window: id, pump: pump)
        }
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 150)
        assertImage(image, matches: scene.pixel, name)
    }

    private static func close(_ a: UInt32, _ b: UInt32) -> Bool {
        (0..<3).allSatisfy { i in abs(Int((a >> (8 * UInt32(i))) & 0xFF) - Int((b >> (8 * UInt32(i))) & 0xFF)) <= 2 }
    }

    // MARK: Pixels

    func testTwoWindowsReadBackFromTheXServerWithSharedMemory() throws {
        let id = try start()
        let (lower, _, upper, _, scene) = try BackendTestScene.present(on: fixture)
        defer { withExtendedLifetime(lower) {} } // its window lives as long as its connection
        try assertWindow(id, shows: scene, "x11-two-windows-shm")
        assertImage(try upper.screenshot(), matches: scene.pixel, "x11-two-windows-screenshot") // Screenshot reads the last X buffer
        XCTAssertEqual(try upper.frameStat("x11_shm"), 1, "Xvfb offers MIT-SHM; stratad should use it")
        let output = StrataProtocol.outputPath(1)
        XCTAssertEqual(try upper.property(output, StrataProtocol.Interface.output, "Name", as: String.self), "X11-1")
        XCTAssertEqual(try upper.property(output, StrataProtocol.Interface.output, "Backend", as: String.self), "x11")
        XCTAssertEqual(try upper.property(output, StrataProtocol.Interface.output, "RefreshRate", as: Double.self), 60)
        XCTAssertTrue(try upper.dumpState("input").contains("devices (x11 backend): x11-pointer (pointer), x11-keyboard (keyboard)"))
    }

    func testTwoWindowsReadBackWithPutImageWhenTheServerHasNoSharedMemory() throws {
        let id = try start(sharedMemory: false)
        let (lower, _, upper, _, scene) = try BackendTestScene.present(on: fixture)
        defer { withExtendedLifetime(lower) {} } // its window lives as long as its connection
        try assertWindow(id, shows: scene, "x11-two-windows-putimage")
        XCTAssertEqual(try upper.frameStat("x11_shm"), 0)
        XCTAssertGreaterThan(try upper.frameStat("x11_put_requests"), 0)
    }

    func testABurstOfSmallCommitsSendsOnlyTheirDamage() throws {
        let id = try start()
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 0, y: 0, width: 200, height: 150)
        let (window, bufferID, buffer) = try client.presentWindow(geometry, color: BackendTestScene.blue, opaque: true)
        try fixture.settle(0.1)
        let bytesBefore = try client.frameStat("x11_put_bytes")
        let rectanglesBefore = try client.frameStat("x11_put_rectangles")
        var scene = ExpectedScene()
        scene.add(0, 0, 200, 150, BackendTestScene.blue)
        // Paint the whole buffer yellow but damage only ten 10×10 squares: only they may reach the X server.
        buffer.image.fill(.src, color: PixmanColor(argb: 0xFFFF_FF00), rects: [PixmanRect(x: 0, y: 0, width: 200, height: 150)])
        var last: UInt32 = 0
        for i in 0..<10 {
            let square = WindowGeometry(x: Int32(15 * i + 5), y: Int32(10 * i + 5), width: 10, height: 10)
            last = try client.commit(window, buffer: bufferID, damage: [square])
            scene.add(Int(square.x), Int(square.y), 10, 10, 0xFFFF_FF00)
        }
        try client.waitForFrame(window, serial: last)
        try assertWindow(id, shows: scene, "x11-damage-burst")
        let sentBytes = try client.frameStat("x11_put_bytes") - bytesBefore
        let sentRectangles = try client.frameStat("x11_put_rectangles") - rectanglesBefore
        XCTAssertEqual(sentBytes, 10 * 10 * 10 * 4, "only the ten damaged squares should have been sent")
        XCTAssertEqual(sentRectangles, 10)
    }

    func testAnExposedAreaIsSentAgain() throws {
        let id = try start()
        let (lower, _, upper, _, scene) = try BackendTestScene.present(on: fixture)
        defer { withExtendedLifetime(lower) {} }
        // xlogo covers part of the Strata window; when it goes, the X server exposes that part
        // (Xvfb keeps no backing store) and stratad must send it again from its last frame.
        guard let xlogo = Tools.which("xlogo") else { throw XCTSkip("xlogo is not installed (Debian: x11-apps)") }
        let cover = try Tools.Background(xlogo, ["-geometry", "120x90+30+20"], environment: xvfb.environment)
        _ = try xvfb.window(named: "xlogo", pump: pump)
        let putsBefore = try upper.frameStat("x11_put_rectangles")
        _ = cover.finish()
        try waitUntil(timeout: 10, pump: pump) { try upper.frameStat("x11_put_rectangles") > putsBefore }
        try assertWindow(id, shows: scene, "x11-exposed")
    }

    // MARK: Input

    private func pointerEvents(_ client: TestClient, _ window: DBusObjectPath) -> [(UInt32, UInt32, Double, Double)] {
        client.signals("Pointer", on: window).compactMap { s in
            guard case .uint32(let button) = s.values[0], case .uint32(let phase) = s.values[1],
                  case .double(let x) = s.values[2], case .double(let y) = s.values[3] else { return nil }
            return (button, phase, x, y)
        }
    }

    func testClicksAndKeysFromXReachTheRightAppsInWindowCoordinates() throws {
        let id = try start()
        let (lower, lowerWindow, upper, upperWindow, _) = try BackendTestScene.present(on: fixture)
        lower.clearSignals()
        upper.clearSignals()

        // A click on the overlap goes to the top window, in its coordinates (70,50 − 60,40).
        try xdotool("mousemove", "--window", id, "70", "50", "click", "1")
        try upper.waitFor("Pointer", on: upperWindow) { $0.values[1] == .uint32(InputPhase.ended.rawValue) }
        let clicks = pointerEvents(upper, upperWindow)
        XCTAssertEqual(clicks.first?.0, EvdevCode.buttonLeft)
        XCTAssertEqual(clicks.first?.1, InputPhase.began.rawValue)
        XCTAssertEqual(clicks.first?.2, 10)
        XCTAssertEqual(clicks.first?.3, 10)
        XCTAssertTrue(pointerEvents(lower, lowerWindow).isEmpty)

        // Hover motion reaches the router (the pointer position), though no window gets it in v1.
        try xdotool("mousemove", "--window", id, "33", "44")
        try waitUntil(timeout: 5, pump: pump) { try upper.dumpState("input").contains("pointer 33.0,44.0") }
        XCTAssertTrue(try upper.dumpState("input").contains("pointer 33.0,44.0"))

        // A right-button press-drag-release on the lower window makes it key (click to
        // focus), and the drag stays with it (grab) even over the upper window.
        try xdotool("mousemove", "--window", id, "20", "20", "mousedown", "3")
        try xdotool("mousemove", "--window", id, "150", "100")
        try xdotool("mouseup", "3")
        try lower.waitFor("Pointer", on: lowerWindow) { $0.values[1] == .uint32(InputPhase.ended.rawValue) }
        let drag = pointerEvents(lower, lowerWindow)
        XCTAssertEqual(drag.first.map { [$0.0, $0.1] }, [0x111, InputPhase.began.rawValue])
        XCTAssertEqual(drag.first.map { [$0.2, $0.3] }, [10, 10])
        XCTAssertEqual(drag.last.map { [$0.2, $0.3] }, [140, 90]) // 150,100 − 10,10: still the lower window's
        XCTAssertEqual(try lower.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                          as: DBusObjectPath.self), lowerWindow)

        // Keys go to the key window's owner: X keycode − 8 is the evdev code.
        try xdotool("key", "--window", id, "a")
        try lower.waitFor("Key", on: lowerWindow) { $0.values[1] == .boolean(false) }
        XCTAssertEqual(lower.signals("Key", on: lowerWindow).first?.values.first, .uint32(30)) // KEY_A
        try fixture.settle(0.1)
        XCTAssertTrue(upper.signals("Key").isEmpty, "the window that is not key got \(upper.signals("Key"))")
    }

    // MARK: Lifecycle

    func testClosingTheXWindowStopsStratadWithExitZero() throws {
        let id = try start()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("python/x11_close_window.py").path
        try xvfb.run(Tools.systemPython, [script, id], pump: pump)
        XCTAssertEqual(fixture.daemon.process.wait(timeout: 10), .exited(0), fixture.log)
        XCTAssertTrue(fixture.log.contains("display was closed"), fixture.log)
    }

    func testLosingTheXServerStopsStratadWithAnError() throws {
        _ = try start()
        xvfb.process.process.terminate(grace: 1)
        let termination = fixture.daemon.process.wait(timeout: 10)
        XCTAssertNotNil(termination, "stratad kept running without its X server")
        XCTAssertNotEqual(termination, .exited(0), fixture.log)
        XCTAssertTrue(fixture.log.contains("lost the connection to the X server"), fixture.log)
    }

    func testWithoutDisplayStratadNamesTheVariable() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let out = try Tools.run(Tools.executable("stratad"), ["--backend", "x11"], environment: environment)
        XCTAssertEqual(out.termination, .exited(1), "\(out)")
        XCTAssertTrue(out.stderr.contains("DISPLAY environment variable is not set"), "\(out)")
    }

    func testAnIdleX11DaemonDoesNotWakeUp() throws {
        _ = try start()
        let client = try fixture.connect()
        let (window, _, _) = try client.presentWindow(WindowGeometry(x: 20, y: 20, width: 100, height: 80), color: BackendTestScene.blue)
        _ = window
        try fixture.settle(0.3)
        let framesBefore = try client.frameStat("frames")
        let pid = fixture.daemon.process.pid
        let ticksBefore = try ProcessCPU.ticks(pid)
        try fixture.loop.run(until: { false }, timeout: 2)
        XCTAssertLessThanOrEqual(try ProcessCPU.ticks(pid) - ticksBefore, 2, "stratad used CPU while idle")
        XCTAssertEqual(try client.frameStat("frames"), framesBefore, "the frame clock ticked with no X events")
    }
}
