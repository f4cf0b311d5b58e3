import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// Every `strata` subcommand against a running daemon, plus its errors.
final class StrataToolTests: XCTestCase {
    private var fixture: DaemonFixture!
    private var app: TestClient!

    override func setUpWithError() throws {
        fixture = try DaemonFixture(width: 200, height: 150)
        app = try fixture.connect()
    }

    override func tearDown() {
        app = nil
        fixture = nil
    }

    @discardableResult
    private func strata(_ arguments: [String], expectSuccess: Bool = true, file: StaticString = #filePath,
                        line: UInt = #line) throws -> Tools.Output {
        try fixture.strata(arguments, expectSuccess: expectSuccess, file: file, line: line)
    }

    private func touches(_ window: DBusObjectPath) -> [UInt32] {
        app.signals("Touch", on: window).compactMap { if case .uint32(let p) = $0.values[1] { return p } else { return nil } }
    }

    func testWindowsListsTheStackTopFirst() throws {
        let (a, _, _) = try app.presentWindow(title: "Painter", WindowGeometry(x: 0, y: 0, width: 50, height: 40), color: 0xFF00_0000)
        let (b, _, _) = try app.presentWindow(title: "Panel", WindowGeometry(x: 0, y: 0, width: 200, height: 20), color: 0xFF00_0000,
                                              level: WindowLevelValue.statusBar)
        try app.window(a, "MakeKey")
        let out = try strata(["windows"]).stdout
        let lines = out.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("WINDOW"), out)
        XCTAssertTrue(lines[1].hasPrefix("\(StrataProtocol.windowNumber(of: b)!) ") && lines[1].contains("1000")
                      && lines[1].contains("\"Panel\""), out)
        XCTAssertTrue(lines[2].contains("\"Painter\"") && lines[2].contains("visible,key") && lines[2].contains("50x40+0+0")
                      && lines[2].contains(app.uniqueName), out)
    }

    func testWindowsAsJSON() throws {
        let (a, _, _) = try app.presentWindow(title: "Painter", WindowGeometry(x: 3, y: 4, width: 50, height: 40), color: 0xFF00_0000)
        try app.window(a, "MakeKey")
        let out = try strata(["windows", "--json"])
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.count, 1)
        let window = parsed[0]
        XCTAssertEqual(window["number"] as? Int, Int(StrataProtocol.windowNumber(of: a)!))
        XCTAssertEqual(window["path"] as? String, a.rawValue)
        XCTAssertEqual(window["title"] as? String, "Painter")
        XCTAssertEqual([window["x"], window["y"], window["width"], window["height"]].map { $0 as? Int }, [3, 4, 50, 40])
        XCTAssertEqual(window["visible"] as? Bool, true)
        XCTAssertEqual(window["key"] as? Bool, true)
        XCTAssertEqual(window["responding"] as? Bool, true)
        XCTAssertEqual(window["owner"] as? String, app.uniqueName)
        // An independent JSON parser agrees.
        let command = "'\(Tools.executable("strata"))' windows --json --bus '\(fixture.bus.address)' | /usr/bin/python3 -m json.tool"
        let checked = try Tools.run("/bin/sh", ["-c", command], timeout: 30) { try self.fixture.loop.runOnce(timeoutMilliseconds: 10) }
        XCTAssertTrue(checked.succeeded, "\(checked)")
    }

    func testWaitForAWindowSucceedsOrTimesOut() throws {
        let (a, _, _) = try app.presentWindow(title: "Painter", WindowGeometry(x: 0, y: 0, width: 20, height: 20), color: 0xFF00_0000)
        let found = try strata(["wait", "--title", "Painter", "--timeout", "5"])
        XCTAssertEqual(found.stdout, "\(StrataProtocol.windowNumber(of: a)!)\n")
        let started = Date()
        let missing = try strata(["wait", "--title", "Nowhere", "--timeout", "0.3"], expectSuccess: false)
        XCTAssertEqual(missing.termination, .exited(1))
        XCTAssertTrue(missing.stderr.contains("no visible window with title \"Nowhere\" after 0.3 s"), missing.stderr)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.3)
        let usage = try strata(["wait"], expectSuccess: false)
        XCTAssertNotEqual(usage.termination, .exited(0))
        XCTAssertTrue(usage.stderr.contains("give one of --app-id, --title, or an element"), usage.stderr)
    }

    func testScreenshotWritesAPNGOfTheScreenOrAWindow() throws {
        let (window, _, _) = try app.presentWindow(WindowGeometry(x: 10, y: 10, width: 30, height: 20), color: 0xFFFF_0000)
        let dir = try TemporaryDirectory.make(prefix: "strata-shot")
        defer { try? FileManager.default.removeItem(at: dir) }
        func header(_ path: String) throws -> (Int, Int) {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            XCTAssertEqual(Array(bytes[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let be = { (o: Int) in Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) }
            return (be(16), be(20))
        }
        let screen = dir.appendingPathComponent("screen.png").path
        try strata(["screenshot", screen])
        XCTAssertTrue(try header(screen) == (200, 150))
        let one = dir.appendingPathComponent("window.png").path
        try strata(["screenshot", one, "--window", String(StrataProtocol.windowNumber(of: window)!)])
        XCTAssertTrue(try header(one) == (30, 20))
        let area = dir.appendingPathComponent("area.png").path
        try strata(["screenshot", area, "--area", "5,5,16,8"])
        XCTAssertTrue(try header(area) == (16, 8))
    }

    func testScreenshotToStandardOutputIsOnlyThePNG() throws {
        try app.presentWindow(WindowGeometry(x: 10, y: 10, width: 30, height: 20), color: 0xFF00_00FF)
        let dir = try TemporaryDirectory.make(prefix: "strata-shot")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file.png").path, piped = dir.appendingPathComponent("piped.png").path
        try strata(["screenshot", file])
        for target in ["-", "/dev/stdout"] {
            let command = "'\(Tools.executable("strata"))' screenshot \(target) --bus '\(fixture.bus.address)' > '\(piped)'"
            let out = try Tools.run("/bin/sh", ["-c", command], timeout: 30) { try self.fixture.loop.runOnce(timeoutMilliseconds: 10) }
            XCTAssertTrue(out.succeeded, "\(out)")
            XCTAssertEqual(out.stderr, "standard output: 200x150\n", "the status line goes to standard error")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: piped)), try Data(contentsOf: URL(fileURLWithPath: file)),
                           "\(target): the same PNG as written to a file, nothing else")
        }
    }

    func testTapAndDragInjectTouchesAndClicks() throws {
        let (window, _, _) = try app.presentWindow(WindowGeometry(x: 20, y: 20, width: 100, height: 80), color: 0xFF00_FF00)
        try strata(["tap", "30", "40"])
        try app.waitFor("Touch", on: window) { $0.values[1] == .uint32(2) }
        XCTAssertEqual(touches(window), [0, 2])
        XCTAssertEqual(app.signals("Touch").first?.values[2], .double(10))

        app.clearSignals()
        try strata(["drag", "30", "40", "150", "140", "--steps", "4"])
        try app.waitFor("Touch", on: window) { $0.values[1] == .uint32(2) }
        XCTAssertEqual(touches(window), [0, 1, 1, 1, 1, 2])

        app.clearSignals()
        try strata(["tap", "50", "50", "--pointer"])
        try app.waitFor("Pointer", on: window) { $0.values[1] == .uint32(2) }
        XCTAssertEqual(app.signals("Pointer").first?.values[0], .uint32(EvdevCode.buttonLeft))
    }

    func testGesturesMoveSeveralSlotsInTimedSteps() throws {
        let (window, _, _) = try app.presentWindow(WindowGeometry(x: 0, y: 0, width: 200, height: 150), color: 0xFF00_FF00)
        /// Each slot's touches as (phase, x, y, time in µs).
        func bySlot() -> [UInt32: [(phase: UInt32, x: Double, y: Double, time: UInt64)]] {
            var result: [UInt32: [(UInt32, Double, Double, UInt64)]] = [:]
            for signal in app.signals("Touch", on: window) {
                guard case .uint32(let slot) = signal.values[0], case .uint32(let phase) = signal.values[1],
                      case .double(let x) = signal.values[2], case .double(let y) = signal.values[3],
                      case .uint64(let time) = signal.values[4] else { continue }
                result[slot, default: []].append((phase, x, y, time))
            }
            return result
        }
        func waitForBothLifted() throws {
            XCTAssertTrue(try fixture.run(until: { bySlot().values.filter { $0.last?.phase == 2 }.count == 2 }, timeout: 10))
        }

        // Pinch: two slots, 40 apart to 120 apart around (100, 70), 4 steps each.
        try strata(["pinch", "100", "70", "--from", "40", "--to", "120", "--steps", "4", "--duration", "0.2"])
        try waitForBothLifted()
        var touches = bySlot()
        XCTAssertEqual(touches[0]?.map(\.phase), [0, 1, 1, 1, 1, 2])
        XCTAssertEqual(touches[1]?.map(\.phase), [0, 1, 1, 1, 1, 2])
        XCTAssertEqual(touches[0]?.first?.x, 80)
        XCTAssertEqual(touches[1]?.first?.x, 120)
        XCTAssertEqual(touches[0]?.last?.x, 40)
        XCTAssertEqual(touches[1]?.last?.x, 160)
        if let times = touches[0]?.map(\.time), let first = times.first, let last = times.last {
            XCTAssertGreaterThanOrEqual(last - first, 190_000, "four pauses of 0.05 s")
        }

        // Rotate by 90° clockwise: the right finger ends below the centre.
        app.clearSignals()
        try strata(["rotate", "100", "70", "--degrees", "90", "--distance", "60", "--steps", "3", "--duration", "0.05"])
        try waitForBothLifted()
        touches = bySlot()
        XCTAssertEqual(touches[1]?.first.map { [$0.x, $0.y] }, [130, 70])
        XCTAssertEqual(touches[1]?.last?.x ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(touches[1]?.last?.y ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(touches[0]?.last?.y ?? 0, 40, accuracy: 1e-9)

        // Swipe left with two fingers side by side (20 apart across the stroke).
        app.clearSignals()
        try strata(["swipe", "150", "70", "--direction", "left", "--distance", "100", "--fingers", "2", "--steps", "5"])
        try waitForBothLifted()
        touches = bySlot()
        XCTAssertEqual(touches[0]?.first.map { [$0.x, $0.y] }, [150, 80])
        XCTAssertEqual(touches[1]?.first.map { [$0.x, $0.y] }, [150, 60])
        XCTAssertEqual(touches[0]?.last.map { [$0.x, $0.y] }, [50, 80])
        XCTAssertEqual(touches[0]?.count, 7)

        // A long press: down, then up 0.3 s later.
        app.clearSignals()
        try strata(["tap", "50", "50", "--hold", "0.3"])
        try app.waitFor("Touch", on: window) { $0.values[1] == .uint32(2) }
        touches = bySlot()
        XCTAssertEqual(touches[0]?.map(\.phase), [0, 2])
        if let down = touches[0]?.first?.time, let up = touches[0]?.last?.time {
            XCTAssertGreaterThanOrEqual(up - down, 290_000)
        }
    }

    func testKeyTypesNamesChordsAndText() throws {
        let (window, _, _) = try app.presentWindow(WindowGeometry(x: 0, y: 0, width: 50, height: 50), color: 0xFF00_0000)
        try strata(["key", "--window", String(StrataProtocol.windowNumber(of: window)!)])
        XCTAssertTrue(try app.property(window, StrataProtocol.Interface.window, "IsKey", as: Bool.self))
        try strata(["key", "a", "shift+b", "enter"])
        try strata(["key", "--text", "Hi!"])
        let expected: [(UInt32, Bool)] = [(30, true), (30, false), (42, true), (48, true), (48, false), (42, false), (28, true), (28, false),
                                          (42, true), (35, true), (35, false), (42, false), (23, true), (23, false),
                                          (42, true), (2, true), (2, false), (42, false)]
        try app.waitFor("Key", on: window) { _ in self.app.signals("Key").count >= expected.count }
        let got = app.signals("Key").map { s -> (UInt32, Bool) in
            guard case .uint32(let code) = s.values[0], case .boolean(let pressed) = s.values[1] else { return (0, false) }
            return (code, pressed)
        }
        XCTAssertEqual(got.map(\.0), expected.map(\.0))
        XCTAssertEqual(got.map(\.1), expected.map(\.1))
    }

    func testRaiseFocusAndClose() throws {
        let (a, _, _) = try app.presentWindow(WindowGeometry(x: 0, y: 0, width: 50, height: 50), color: 0xFF00_0000)
        let (b, _, _) = try app.presentWindow(WindowGeometry(x: 0, y: 0, width: 50, height: 50), color: 0xFF00_0000)
        let n = String(StrataProtocol.windowNumber(of: a)!)
        try strata(["raise", n])
        XCTAssertEqual(try app.root("WindowAt") { try $0.append(5.0, 5.0) }.decode(DBusObjectPath.self), a)
        try strata(["focus", b.rawValue])
        XCTAssertTrue(try app.property(b, StrataProtocol.Interface.window, "IsKey", as: Bool.self))
        try strata(["key", "--window", n])
        XCTAssertTrue(try app.property(a, StrataProtocol.Interface.window, "IsKey", as: Bool.self))
        try strata(["key", "--window", b.rawValue])
        XCTAssertTrue(try app.property(b, StrataProtocol.Interface.window, "IsKey", as: Bool.self))
        // A bare digit is the digit's key (it types "3" on the key window, b's app).
        app.clearSignals()
        try strata(["key", "3"])
        try app.waitFor("Key", on: b) { $0.values[0] == .uint32(4) && $0.values[1] == .boolean(false) }
        XCTAssertTrue(try app.property(b, StrataProtocol.Interface.window, "IsKey", as: Bool.self), "the focus did not move")
        // An object path is not a key: the error names the new form.
        let path = try strata(["key", a.rawValue], expectSuccess: false)
        XCTAssertTrue(path.stderr.contains("strata key --window WINDOW"), path.stderr)
        // close asks, then waits for the window to go; this client ignores the request,
        // so strata says so and exits 1, pointing at kill.
        let ignored = try strata(["close", n, "--timeout", "0.5"], expectSuccess: false)
        XCTAssertEqual(ignored.termination, .exited(1))
        XCTAssertTrue(ignored.stderr.contains("still open") && ignored.stderr.contains("strata kill \(n)"), ignored.stderr)
        try app.waitFor("CloseRequested", on: a)
        try strata(["close", n, "--timeout", "0"])
    }

    func testDumpPrintsSections() throws {
        try app.presentWindow(title: "Dumped", WindowGeometry(x: 0, y: 0, width: 10, height: 10), color: 0xFF00_0000)
        XCTAssertTrue(try strata(["dump", "scene"]).stdout.contains("\"Dumped\""))
        let all = try strata(["dump"]).stdout
        for section in ["== scene", "== input", "== clients", "== frames", "last_frame_composited_pixels"] {
            XCTAssertTrue(all.contains(section), section)
        }
        let bad = try strata(["dump", "nonsense"], expectSuccess: false)
        XCTAssertEqual(bad.termination, .exited(1))
        XCTAssertTrue(bad.stderr.contains("unknown section"), bad.stderr)
    }

    func testWatchReportsChangesAsTheyHappen() throws {
        let watch = try Tools.Background(Tools.executable("strata"), ["watch", "--bus", fixture.bus.address, "--timeout", "20"])
        // It says when its match rules are in place.
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            watch.stderr.contains("watching org.strata.Compositor1")
        }, watch.stderr)
        let window = try app.createWindow(title: "Watched", WindowGeometry(x: 1, y: 2, width: 30, height: 40))
        try app.window(window, "Show")
        try app.window(window, "MakeKey")
        try app.window(window, "SetTitle") { try $0.append("Renamed") }
        let n = StrataProtocol.windowNumber(of: window)!
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            watch.stdout.contains("key window: window \(n)") && watch.stdout.contains("Title=\"Renamed\"")
        }, watch.stdout + watch.stderr)
        let out = watch.finish().stdout
        XCTAssertTrue(out.contains("window \(n) added: \"Watched\" 30x40+1+2"), out)
        XCTAssertTrue(out.contains("window \(n) (org.strata.Tests): Visible=true"), out)
        XCTAssertTrue(out.contains("app org.strata.Tests"), out)
    }

    func testWatchAsJSONLines() throws {
        let watch = try Tools.Background(Tools.executable("strata"), ["watch", "--json", "--bus", fixture.bus.address, "--timeout", "20"])
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            watch.stderr.contains("watching org.strata.Compositor1")
        }, watch.stderr)
        let window = try app.createWindow(title: "Watched", WindowGeometry(x: 1, y: 2, width: 30, height: 40))
        try app.window(window, "SetTitle") { try $0.append("Renamed") }
        try app.window(window, "Destroy")
        let n = Int(StrataProtocol.windowNumber(of: window)!)
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            watch.stdout.contains("window-removed")
        }, watch.stdout + watch.stderr)
        let lines = watch.finish().stdout.split(separator: "\n")
        let objects = try lines.map { try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], String($0)) }
        let added = try XCTUnwrap(objects.first { $0["event"] as? String == "window-added" })
        XCTAssertEqual(added["window"] as? Int, n)
        XCTAssertEqual(added["title"] as? String, "Watched")
        XCTAssertEqual(added["appId"] as? String, "org.strata.Tests")
        XCTAssertEqual((added["geometry"] as? [String: Int]) ?? [:], ["x": 1, "y": 2, "width": 30, "height": 40])
        let renamed = try XCTUnwrap(objects.first { ($0["changed"] as? [String: Any])?["Title"] as? String == "Renamed" })
        XCTAssertEqual(renamed["event"] as? String, "window-changed")
        XCTAssertEqual(renamed["appId"] as? String, "org.strata.Tests")
        XCTAssertTrue(objects.contains { $0["event"] as? String == "window-removed" && $0["window"] as? Int == n })
        XCTAssertTrue(objects.contains { $0["event"] as? String == "stack" })
    }

    func testWatchInputShowsEveryEventAndWhereItWent() throws {
        let (window, _, _) = try app.presentWindow(title: "Target", WindowGeometry(x: 10, y: 10, width: 50, height: 50), color: 0xFF00_0000)
        try app.window(window, "MakeKey")
        let n = Int(StrataProtocol.windowNumber(of: window)!)
        let watch = try Tools.Background(Tools.executable("strata"), ["watch", "--input", "--json", "--bus", fixture.bus.address,
                                                                      "--timeout", "20"])
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            watch.stderr.contains("watching input")
        }, watch.stderr)
        try fixture.settle(0.2)
        try strata(["tap", "20", "30"])
        try strata(["tap", "150", "100"])   // on the empty screen: reported, delivered nowhere
        try strata(["key", "a"])
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            watch.stdout.components(separatedBy: "\"key\"").count > 2
        }, watch.stdout + watch.stderr)
        let objects = try watch.finish().stdout.split(separator: "\n").map {
            try XCTUnwrap(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], String($0))
        }
        let downs = objects.filter { $0["event"] as? String == "touch-down" }
        XCTAssertEqual(downs.count, 2, "\(objects)")
        XCTAssertEqual(downs.first?["window"] as? Int, n)
        XCTAssertEqual(downs.first?["appId"] as? String, "org.strata.Tests")
        XCTAssertEqual(downs.first?["x"] as? Double, 20)
        XCTAssertEqual(downs.first?["y"] as? Double, 30)
        XCTAssertTrue(downs.last?["window"] is NSNull, "the second tap reached no window")
        XCTAssertEqual(objects.filter { $0["event"] as? String == "touch-up" }.count, 2)
        let keys = objects.filter { $0["event"] as? String == "key" }
        XCTAssertEqual(keys.map { $0["pressed"] as? Bool }, [true, false])
        XCTAssertEqual(keys.first?["key"] as? String, "a")
        XCTAssertEqual(keys.first?["code"] as? Int, 30)
        XCTAssertEqual(keys.first?["window"] as? Int, n)
        XCTAssertTrue(objects.allSatisfy { ($0["source"] as? String)?.hasPrefix(":") == true }, "the injecting strata's name")
        // The monitor is gone with its process: input still flows, the daemon is fine.
        try strata(["tap", "20", "30"])
        XCTAssertTrue(try app.dumpState("input").contains("events routed"))
        XCTAssertFalse(fixture.log.contains("could not send InputEvent"), fixture.log)
        XCTAssertTrue(fixture.log.contains("monitors input") && fixture.log.contains("stopped monitoring input"),
                      "a monitor that went is dropped (the fixture logs at debug): \(fixture.log)")
    }

    func testOutputsListsTheScreen() throws {
        let table = try strata(["outputs"]).stdout
        XCTAssertTrue(table.contains("HEADLESS-1") && table.contains("200x150") && table.contains("headless"), table)
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try strata(["outputs", "--json"]).stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.count, 1)
        XCTAssertEqual(parsed[0]["name"] as? String, "HEADLESS-1")
        XCTAssertEqual(parsed[0]["width"] as? Int, 200)
        XCTAssertEqual(parsed[0]["height"] as? Int, 150)
        XCTAssertEqual(parsed[0]["number"] as? Int, 1)
        XCTAssertEqual(parsed[0]["refreshHz"] as? Double, 60)
    }

    func testErrorsAreClear() throws {
        let noDaemon = try Tools.run(Tools.executable("strata"), ["windows", "--bus", "unix:path=/nonexistent"])
        XCTAssertEqual(noDaemon.termination, .exited(1))
        XCTAssertTrue(noDaemon.stderr.contains("cannot connect"), noDaemon.stderr)
        let emptyBus = try PrivateBus()
        let notRunning = try Tools.run(Tools.executable("strata"), ["windows", "--bus", emptyBus.address])
        XCTAssertEqual(notRunning.termination, .exited(1))
        XCTAssertTrue(notRunning.stderr.contains("not running"), notRunning.stderr)

        let unknownKey = try strata(["key", "hyperspace"], expectSuccess: false)
        XCTAssertNotEqual(unknownKey.termination, .exited(0))
        XCTAssertTrue(unknownKey.stderr.contains("unknown key 'hyperspace'"), unknownKey.stderr)
        let noWindow = try strata(["raise", "42"], expectSuccess: false)
        XCTAssertEqual(noWindow.termination, .exited(1))
        XCTAssertTrue(noWindow.stderr.contains("no window 42"), noWindow.stderr)
        let badNumber = try strata(["tap", "x", "1"], expectSuccess: false)
        XCTAssertNotEqual(badNumber.termination, .exited(0))
        let badDistance = try strata(["pinch", "1", "1", "--from", "0", "--to", "10"], expectSuccess: false)
        XCTAssertNotEqual(badDistance.termination, .exited(0))
        XCTAssertTrue(badDistance.stderr.contains("--from and --to must be distances above 0"), badDistance.stderr)
        let badDirection = try strata(["swipe", "1", "1", "--direction", "sideways"], expectSuccess: false)
        XCTAssertTrue(badDirection.stderr.contains("left"), badDirection.stderr)
        let badHold = try strata(["tap", "1", "1", "--hold", "5000"], expectSuccess: false)
        XCTAssertTrue(badHold.stderr.contains("--hold must be between 0 and 3600"), badHold.stderr)

        for sub in ["windows", "screenshot", "tap", "drag", "pinch", "rotate", "swipe", "key", "raise", "focus", "close", "dump",
                    "watch", "move", "resize", "hide", "show", "destroy", "kill", "stats", "outputs", "tree", "find", "type", "assert"] {
            let help = try Tools.run(Tools.executable("strata"), [sub, "--help"])
            XCTAssertTrue(help.succeeded && help.stdout.contains("USAGE: strata \(sub)"), "\(sub): \(help)")
        }
    }
}
