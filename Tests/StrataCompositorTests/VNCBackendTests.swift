import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataTestSupport
import XCTest

/// `stratad --backend vnc` seen and driven only by independent RFB clients: vncdotool's
/// `vncdo` (captures, clicks, keys) and a misbehaving viewer written with Python's sockets.
final class VNCBackendTests: XCTestCase {
    private var fixture: DaemonFixture!
    private var port: UInt16 = 0

    override func tearDown() { fixture = nil }

    private func start() throws {
        _ = try VNCViewer.vncdo() // skips, with the reason, when vncdotool cannot be had
        port = VNCViewer.freePort()
        fixture = try DaemonFixture(width: 200, height: 150,
                                    extraArguments: ["--backend", "vnc", "--vnc-address", "127.0.0.1:\(port)",
                                                     "--background", "202428"])
    }

    private func pump() throws { try fixture.loop.runOnce(timeoutMilliseconds: 10) }

    private func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("python/\(name)").path
    }

    func testAViewerCapturesTheScreen() throws {
        try start()
        let (lower, _, upper, _, scene) = try BackendTestScene.present(on: fixture)
        defer { withExtendedLifetime(lower) {} } // its window lives as long as its connection
        let image = try VNCViewer.capture(port: port, pump: pump)
        XCTAssertEqual([image.width, image.height], [200, 150])
        assertImage(image, matches: scene.pixel, "vnc-two-windows")
        let output = StrataProtocol.outputPath(1)
        XCTAssertEqual(try upper.property(output, StrataProtocol.Interface.output, "Backend", as: String.self), "vnc")
        XCTAssertEqual(try upper.property(output, StrataProtocol.Interface.output, "RefreshRate", as: Double.self), 0)
    }

    func testAClickAndKeysFromAViewerReachTheRightApp() throws {
        try start()
        let (lower, lowerWindow, upper, upperWindow, _) = try BackendTestScene.present(on: fixture)
        lower.clearSignals()
        upper.clearSignals()
        // A click on the lower window's uncovered part: it gets the press in its coordinates
        // and becomes key; then keys reach it (keysym 'a' → KEY_A, Return → KEY_ENTER).
        try VNCViewer.run(port: port, ["move", "20", "30", "click", "1", "key", "a", "key", "enter"], pump: pump)
        try lower.waitFor("Key", on: lowerWindow) { $0.values[0] == .uint32(28) && $0.values[1] == .boolean(false) }
        let pointer = lower.signals("Pointer", on: lowerWindow)
        XCTAssertEqual(pointer.first?.values[0], .uint32(EvdevCode.buttonLeft))
        XCTAssertEqual(pointer.first?.values[1], .uint32(InputPhase.began.rawValue))
        XCTAssertEqual(pointer.first?.values[2], .double(10))
        XCTAssertEqual(pointer.first?.values[3], .double(20))
        XCTAssertEqual(pointer.last?.values[1], .uint32(InputPhase.ended.rawValue))
        let keys = lower.signals("Key", on: lowerWindow).map { $0.values[0] }
        XCTAssertEqual(keys, [.uint32(30), .uint32(30), .uint32(28), .uint32(28)])
        XCTAssertEqual(try lower.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                          as: DBusObjectPath.self), lowerWindow)
        try fixture.settle(0.1)
        XCTAssertTrue(upper.signals("Pointer").isEmpty && upper.signals("Key").isEmpty, "\(upper.signals)")
        _ = upperWindow
    }

    func testTwoViewersAtOnceSeeTheSameChanges() throws {
        try start()
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 100, height: 80)
        let (window, id, buffer) = try client.presentWindow(geometry, color: BackendTestScene.blue)
        let files = (0..<2).map { _ in FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString).bmp") }
        defer { files.forEach { try? FileManager.default.removeItem(at: $0) } }
        // Both connect, wait, then capture: the change made while both are connected must reach both.
        let viewers = try files.map { try VNCViewer.start(port: port, ["pause", "1.5", "capture", $0.path]) }
        try waitUntil(timeout: 10, pump: pump) { try client.frameStat("vnc_viewers") == 2 }
        XCTAssertEqual(try client.frameStat("vnc_viewers"), 2)
        buffer.image.fill(.src, color: PixmanColor(argb: 0xFF00_FF00), rects: [PixmanRect(x: 0, y: 0, width: 100, height: 80)])
        try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: [WindowGeometry(x: 0, y: 0, width: 100, height: 80)]))
        try waitUntil(timeout: 20, pump: pump) { viewers.allSatisfy { !$0.process.isRunning } }
        var scene = ExpectedScene()
        scene.background = BackendTestScene.background
        scene.add(20, 20, 100, 80, 0xFF00_FF00)
        for (n, viewer) in viewers.enumerated() {
            XCTAssertEqual(viewer.process.poll(), .exited(0), viewer.stderr)
            assertImage(try BMPImage.decode(Data(contentsOf: files[n])), matches: scene.pixel, "vnc-viewer-\(n)")
        }
    }

    func testAStalledViewerAndAGarbageViewerDisturbNeitherTheCompositorNorOtherViewers() throws {
        try start()
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 0, y: 0, width: 200, height: 150)
        let (window, id, buffer) = try client.presentWindow(geometry, color: BackendTestScene.blue, opaque: true)
        let stalled = try Tools.Background(Tools.systemPython, [script("vnc_bad_viewer.py"), String(port), "stalled"])
        let garbage = try Tools.Background(Tools.systemPython, [script("vnc_bad_viewer.py"), String(port), "garbage"])
        try waitUntil(timeout: 10, pump: pump) { stalled.stdout.contains("ready") && garbage.stdout.contains("ready") }

        // Full-screen changes keep coming while the stalled viewer reads nothing: every frame is done on time.
        for i in 0..<30 {
            let color: UInt32 = i % 2 == 0 ? 0xFFFF_0000 : 0xFF00_FF00
            buffer.image.fill(.src, color: PixmanColor(argb: color), rects: [PixmanRect(x: 0, y: 0, width: 200, height: 150)])
            try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: [geometry]))
        }
        // A well-behaved viewer still gets the current screen, and again after the stalled one is killed mid-update.
        var scene = ExpectedScene()
        scene.add(0, 0, 200, 150, 0xFF00_FF00)
        scene.background = BackendTestScene.background
        assertImage(try VNCViewer.capture(port: port, pump: pump), matches: scene.pixel, "vnc-beside-stalled")
        stalled.process.send(SIGKILL)
        buffer.image.fill(.src, color: PixmanColor(argb: BackendTestScene.blue), rects: [PixmanRect(x: 0, y: 0, width: 200, height: 150)])
        try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: [geometry]))
        var blue = ExpectedScene()
        blue.add(0, 0, 200, 150, BackendTestScene.blue)
        assertImage(try VNCViewer.capture(port: port, pump: pump), matches: blue.pixel, "vnc-after-kill")
        XCTAssertTrue(fixture.daemon.process.isRunning, fixture.log)
        // The garbage was stopped before neatvnc read it (the gate in front of neatvnc,
        // whose own refusal of it used freed memory), and the log says why.
        try waitUntil(timeout: 10, pump: pump) { fixture.log.contains("vnc: cut off a viewer that ") }
        try waitUntil(timeout: 10, pump: pump) { try client.frameStat("vnc_viewers") == 0 || !garbage.process.isRunning }
        _ = garbage.finish()
    }

    /// Stopping removes what would outlive the daemon: neatvnc's socket and its private
    /// folder, and the private connections' socket.
    func testStoppingRemovesTheSocketsTheDaemonMade() throws {
        try start()
        func path(after marker: String, until end: String) throws -> String {
            let log = fixture.log
            let start = try XCTUnwrap(log.range(of: marker), log).upperBound
            return String(log[start...].prefix { !end.contains($0) })
        }
        let neatvnc = try path(after: "neatvnc listens on ", until: ";")
        let privateSocket = try path(after: "private connections at unix:path=", until: ",\n")
        let folder = (neatvnc as NSString).deletingLastPathComponent
        XCTAssertTrue(FileManager.default.fileExists(atPath: neatvnc), neatvnc)
        XCTAssertTrue(FileManager.default.fileExists(atPath: privateSocket), privateSocket)
        fixture.daemon.process.terminate(grace: 5)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "\(folder) is left")
        XCTAssertFalse(FileManager.default.fileExists(atPath: privateSocket), "\(privateSocket) is left")
    }

    func testAnIdleVNCDaemonWithoutViewersDoesNotWakeUp() throws {
        try start()
        let client = try fixture.connect()
        _ = try client.presentWindow(WindowGeometry(x: 20, y: 20, width: 100, height: 80), color: BackendTestScene.blue)
        try fixture.settle(0.3)
        let framesBefore = try client.frameStat("frames")
        let pid = fixture.daemon.process.pid
        let ticksBefore = try ProcessCPU.ticks(pid)
        try fixture.loop.run(until: { false }, timeout: 2)
        XCTAssertLessThanOrEqual(try ProcessCPU.ticks(pid) - ticksBefore, 2, "stratad used CPU while idle")
        XCTAssertEqual(try client.frameStat("frames"), framesBefore, "the frame clock ticked with no viewer")
    }
}
