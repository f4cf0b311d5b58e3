import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm
import StrataSystem
import StrataTestSupport
import XCTest

/// What a buggy or hostile client tried against the daemon (issue 9's findings 1, 2,
/// 5 and 6), each with the outcome a careful D-Bus service gives: a named error, and
/// nothing else breaks.
final class HardeningTests: XCTestCase {
    private func expectError(_ name: String, _ text: String? = nil, file: StaticString = #filePath, line: UInt = #line,
                             _ body: () throws -> Void) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual((error as? DBusError)?.name, name, "\(error)", file: file, line: line)
            if let text { XCTAssertTrue("\(error)".contains(text), "\(error) does not name \(text)", file: file, line: line) }
        }
    }

    /// The daemon still serves and composites: a fresh client's window shows its colour.
    private func assertStillCompositing(_ fixture: DaemonFixture, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(fixture.daemon.process.isRunning, "stratad died:\n\(fixture.log)", file: file, line: line)
        let client = try fixture.connectPrivately()
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16), color: 0xFF12_3456, level: 5000, opaque: true)
        XCTAssertEqual(try client.screenshot().pixel(x: 3, y: 3) & 0xFF_FFFF, 0x12_3456, file: file, line: line)
    }

    // MARK: 1. Numbers at the limits

    func testCommitDamageAtTheInt32LimitsIsClippedNotFatal() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        for client in [try fixture.connect(), try fixture.connectPrivately()] {
            let (window, buffer, _) = try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 32, height: 32), color: 0xFF00_00FF)
            let extremes: [WindowGeometry] = [
                WindowGeometry(x: .max, y: 0, width: 1, height: 1), WindowGeometry(x: 0, y: .max, width: 1, height: 1),
                WindowGeometry(x: .max, y: .max, width: .max, height: .max), WindowGeometry(x: .min, y: .min, width: .max, height: .max),
                WindowGeometry(x: -1, y: -1, width: .max, height: .max), WindowGeometry(x: 5, y: 5, width: .min, height: .min),
                WindowGeometry(x: .min, y: 0, width: 1, height: 1), WindowGeometry(x: 0, y: 0, width: 0, height: 0),
            ]
            for rect in extremes {
                let serial = try client.commit(window, buffer: buffer, damage: [rect])
                try client.waitForFrame(window, serial: serial)
            }
            let serial = try client.commit(window, buffer: buffer, damage: extremes)
            try client.waitForFrame(window, serial: serial)
            // A commit of an unknown buffer id at the limit is reported, and the frame still comes.
            let bad = try client.commit(window, buffer: .max, damage: extremes)
            try client.waitForFrame(window, serial: bad)
            XCTAssertFalse(client.signals("Error").isEmpty)
        }
        XCTAssertFalse(fixture.log.contains("Invalid rectangle"), fixture.log)
        try assertStillCompositing(fixture)
    }

    func testGeometryIsBoundedAtEveryEntryPoint() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let client = try fixture.connectPrivately()
        let window = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16))
        let m = WindowGeometry.maximumCoordinate
        for (x, y, w, h, error) in [(Int32.max, 0, 1, 1, DBusError.Name.invalidArgs), (0, Int32.min, 1, 1, DBusError.Name.invalidArgs),
                                    (m + 1, 0, 1, 1, DBusError.Name.invalidArgs), (0, 0, Int32.max, 1, StrataError.limitsExceeded),
                                    (0, 0, 1, Int32.min, DBusError.Name.invalidArgs), (0, 0, 0, 0, DBusError.Name.invalidArgs)]
            as [(Int32, Int32, Int32, Int32, String)] {
            expectError(error) { try client.window(window, "SetGeometry") { try $0.append(x, y, w, h) } }
            expectError(error) { _ = try client.createWindow(WindowGeometry(x: x, y: y, width: w, height: h)) }
        }
        // The edges of the documented range are fine, and so is every level.
        try client.window(window, "SetGeometry") { try $0.append(-m, m, Int32(16384), Int32(1)) }
        for level in [Int32.min, Int32.max, 0] { try client.window(window, "SetLevel") { try $0.append(level) } }
        try client.window(window, "Show")
        try fixture.settle(0.1)
        XCTAssertFalse(fixture.log.contains("Invalid rectangle"), fixture.log)
        try assertStillCompositing(fixture)
    }

    func testInputNumbersAtTheLimits() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let owner = try fixture.connectPrivately()
        let (window, _, _) = try owner.presentWindow(WindowGeometry(x: 0, y: 0, width: 64, height: 48), color: 0xFF00_00FF)
        let injector = try fixture.connect()
        for value in [Double.nan, .infinity, -.infinity] {
            expectError(DBusError.Name.invalidArgs) { try injector.input("NotifyTouchDown") { try $0.append(UInt32(0), value, 1.0) } }
            expectError(DBusError.Name.invalidArgs) { _ = try injector.root("WindowAt") { try $0.append(1.0, value) } }
        }
        expectError(DBusError.Name.invalidArgs, "999999") {
            try injector.input("NotifyPointerButton") { try $0.append(UInt32(999_999), true) }
        }
        expectError(DBusError.Name.invalidArgs) { try injector.input("NotifyPointerButton") { try $0.append(UInt32(0), true) } }
        expectError(DBusError.Name.invalidArgs, "999999") {
            try injector.input("NotifyKeyboardKeycode") { try $0.append(UInt32(999_999), true) }
        }
        expectError(DBusError.Name.invalidArgs) { try injector.input("NotifyKeyboardKeycode") { try $0.append(UInt32(0), true) } }
        for member in ["NotifyTouchUp"] {
            expectError(DBusError.Name.invalidArgs) { try injector.input(member) { try $0.append(UInt32.max) } }
        }
        expectError(DBusError.Name.invalidArgs) { try injector.input("NotifyTouchDown") { try $0.append(UInt32.max, 1.0, 1.0) } }
        // Huge but finite coordinates are clamped: a touch far away goes nowhere; a grab
        // dragged far away arrives clamped, in window coordinates.
        try injector.input("NotifyTouchDown") { try $0.append(UInt32(1), 1e300, -1e300) }
        try injector.input("NotifyTouchDown") { try $0.append(UInt32(0), 5.0, 5.0) }
        try injector.input("NotifyTouchMotion") { try $0.append(UInt32(0), 1e300, -1e300) }
        let moved = try owner.waitFor("Touch", on: window) { $0.values[1] == .uint32(InputPhase.moved.rawValue) }
        XCTAssertEqual(moved?.values[2], .double(Double(WindowGeometry.maximumCoordinate)))
        XCTAssertEqual(moved?.values[3], .double(-Double(WindowGeometry.maximumCoordinate)))
        try injector.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        XCTAssertEqual(try owner.root("WindowAt") { try $0.append(1e300, 1e300) }.decode(DBusObjectPath.self), .root)
        try assertStillCompositing(fixture)
    }

    func testBufferNumbersAtTheLimits() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let client = try fixture.connectPrivately()
        let window = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16))
        let fd = try MemFD.create(name: "limits")
        try fd.truncate(to: 4096)
        try fd.addSeals(.shrink)
        for (offset, width, height, stride) in [(UInt32.max, 1, 1, 4), (0, UInt32.max, 1, 4), (0, 1, UInt32.max, 4),
                                                (0, 1, 1, UInt32.max), (UInt32.max - 3, UInt32.max, UInt32.max, UInt32.max - 3)]
            as [(UInt32, UInt32, UInt32, UInt32)] {
            XCTAssertThrowsError(try client.window(window, "CreateBuffer") { try $0.append(fd, offset, width, height, stride, "a8r8g8b8") })
        }
        for id in [UInt32.max, 0] {
            expectError(StrataError.badBuffer) { try client.window(window, "DestroyBuffer") { try $0.append(id) } }
        }
        try assertStillCompositing(fixture)
    }

    // MARK: 2. Senders

    func testAForgedNameOwnerChangedDestroysNoWindow() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let victim = try fixture.connect()
        let (window, _, _) = try victim.presentWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16), color: 0xFF00_FF00)
        let attacker = try fixture.connect()
        let daemonName = try attacker.connection.nameOwner(StrataProtocol.busName)
        for destination in [daemonName, nil] as [String?] {
            let forged = DBusMessage.signal(path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "NameOwnerChanged")
            forged.destination = destination
            try forged.append(victim.uniqueName, victim.uniqueName, "")
            try attacker.connection.send(forged)
        }
        try fixture.settle(0.3)
        let windows = try attacker.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                            as: [DBusObjectPath].self)
        XCTAssertEqual(windows, [window], "a forged NameOwnerChanged removed the window")
        XCTAssertEqual(try victim.screenshot().pixel(x: 3, y: 3) & 0xFF_FFFF, 0x00_FF00)
    }

    // MARK: 5. Limits on by default

    func testLongTitlesAndAppIdsAreRefusedByName() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        // A megabyte through the bus (a version 1 client; this test bus refuses messages
        // near 64 MiB itself): refused by name, so the daemon's own PropertiesChanged
        // can never outgrow the bus's message limit.
        let old = try fixture.connect()
        let oldWindow = try old.createWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16))
        let huge = String(repeating: "x", count: 1 << 20)
        expectError(StrataError.limitsExceeded, "max-title-bytes") { try old.window(oldWindow, "SetTitle") { try $0.append(huge) } }
        // A private connection takes messages of at most 1 MiB: a larger one closes it.
        let greedy = try fixture.connectPrivately()
        let greedyWindow = try greedy.createWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16))
        XCTAssertThrowsError(try greedy.window(greedyWindow, "SetTitle") { try $0.append(String(repeating: "x", count: 2 << 20)) })
        XCTAssertTrue(try fixture.run(until: { !greedy.connection.isConnected }))

        let client = try fixture.connectPrivately()
        let window = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16))
        let long = String(repeating: "y", count: 4097)
        expectError(StrataError.limitsExceeded, "max-title-bytes") { try client.window(window, "SetTitle") { try $0.append(long) } }
        expectError(StrataError.limitsExceeded, "max-title-bytes") {
            _ = try client.root("CreateWindow") { try $0.append(["app-id": DBusVariant(.string(long))]) }
        }
        try client.window(window, "SetTitle") { try $0.append(String(repeating: "z", count: 4096)) }
        try assertStillCompositing(fixture)
    }

    func testGlobalLimitsHoldAcrossClients() throws {
        let fixture = try DaemonFixture(width: 64, height: 48, config: """
            max-windows 3
            max-buffers 3
            max-clients 3
            max-screenshot-pixels 100
            """)
        let clients = try (0..<2).map { _ in try fixture.connectPrivately() }
        let windows = try clients.map { try $0.createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8)) }
        _ = try clients[0].createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        expectError(StrataError.limitsExceeded, "max-windows") { _ = try clients[1].createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8)) }
        _ = try clients[0].createBuffer(windows[0], width: 4, height: 4, color: 0)
        _ = try clients[1].createBuffer(windows[1], width: 4, height: 4, color: 0)
        _ = try clients[1].createBuffer(windows[1], width: 4, height: 4, color: 0)
        expectError(StrataError.limitsExceeded, "max-buffers") { _ = try clients[0].createBuffer(windows[0], width: 4, height: 4, color: 0) }
        expectError(StrataError.limitsExceeded, "max-screenshot-pixels") { _ = try clients[0].screenshot() }
        XCTAssertEqual(try clients[0].screenshot(["area": try DBusVariant(WindowGeometry(x: 0, y: 0, width: 10, height: 10))]).width, 10)
        // A third private connection is still taken; a fourth is closed at once.
        let third = try fixture.connectPrivately()
        XCTAssertThrowsError(try fixture.connectPrivately().createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8)))
        withExtendedLifetime(third) {}
        XCTAssertTrue(fixture.log.contains("max-clients"), fixture.log)
        // The daemon is unharmed: freeing a window lets a client create one again.
        try clients[0].window(windows[0], "Destroy")
        _ = try clients[1].createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        XCTAssertTrue(fixture.daemon.process.isRunning)
    }

    // MARK: 6. Input sessions and focus

    func testWhatAnInjectorHoldsIsReleasedWhenItLeaves() throws {
        let fixture = try DaemonFixture(width: 200, height: 100)
        let owner = try fixture.connectPrivately()
        let (window, _, _) = try owner.presentWindow(WindowGeometry(x: 0, y: 0, width: 200, height: 100), color: 0xFF00_00FF)
        try owner.window(window, "MakeKey")
        let injector = try fixture.connect()
        try injector.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, true) }
        try injector.input("NotifyTouchDown") { try $0.append(UInt32(3), 10.0, 10.0) }
        try injector.input("NotifyPointerMotionAbsolute") { try $0.append(50.0, 50.0) }
        try injector.input("NotifyPointerButton") { try $0.append(EvdevCode.buttonLeft, true) }
        try owner.waitFor("Pointer", on: window)
        owner.clearSignals()
        injector.connection.close()

        try owner.waitFor("Key", on: window) { $0.values[0] == .uint32(EvdevKeymap.leftShift) && $0.values[1] == .boolean(false) }
        try owner.waitFor("Touch", on: window) { $0.values[0] == .uint32(3) && $0.values[1] == .uint32(InputPhase.cancelled.rawValue) }
        try owner.waitFor("Pointer", on: window) { $0.values[1] == .uint32(InputPhase.cancelled.rawValue) }
        let state = try owner.dumpState("input")
        XCTAssertTrue(state.contains("keys down: []"), state)
        XCTAssertTrue(state.contains("touches: none"), state)
        XCTAssertTrue(state.contains("grab none"), state)

        // The next injector's "a" arrives as a plain press, with nothing else held.
        let next = try fixture.connect()
        owner.clearSignals()
        try next.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), true) }
        try next.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), false) }
        try owner.waitFor("Key", on: window) { $0.values[1] == .boolean(false) }
        XCTAssertEqual(owner.signals("Key").map { $0.values[0] }, [.uint32(30), .uint32(30)])
    }

    func testKeyWindowChangesCarryHeldKeys() throws {
        let fixture = try DaemonFixture(width: 200, height: 100)
        let left = try fixture.connectPrivately(), right = try fixture.connectPrivately()
        let (leftWindow, _, _) = try left.presentWindow(WindowGeometry(x: 0, y: 0, width: 100, height: 100), color: 0xFF00_00FF)
        let (rightWindow, _, _) = try right.presentWindow(WindowGeometry(x: 100, y: 0, width: 100, height: 100), color: 0xFFFF_0000)
        let injector = try fixture.connect()
        try injector.input("NotifyTouchDown") { try $0.append(UInt32(0), 50.0, 50.0) }
        try injector.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        try left.waitFor("KeyboardEnter", on: leftWindow)
        try injector.input("NotifyKeyboardKeycode") { try $0.append(EvdevKeymap.leftShift, true) }
        try injector.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), true) }
        try left.waitFor("Key", on: leftWindow) { $0.values[0] == .uint32(30) }
        // A click into the other window: the old owner hears KeyboardLeave before IsKey
        // goes false; the new one KeyboardEnter with Shift and "a" still held.
        try injector.input("NotifyTouchDown") { try $0.append(UInt32(0), 150.0, 50.0) }
        try left.waitFor("KeyboardLeave", on: leftWindow)
        let enter = try right.waitFor("KeyboardEnter", on: rightWindow)
        XCTAssertEqual(enter?.values.first, .array(element: "u", [.uint32(30), .uint32(EvdevKeymap.leftShift)]))
        try injector.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), false) }
        try right.waitFor("Key", on: rightWindow) { $0.values[0] == .uint32(30) && $0.values[1] == .boolean(false) }
        try fixture.settle(0.1)
        XCTAssertTrue(left.signals("Key").allSatisfy { $0.values[0] != .uint32(30) || $0.values[1] == .boolean(true) },
                      "the old key window got the release")
    }
}

/// A client that stops reading is pinged and its windows are marked not responding
/// while it does not answer; nobody else is affected (issue 9, "unresponsive clients").
final class ResponsivenessTests: XCTestCase {
    func testAStuckClientIsMarkedNotRespondingUntilItAnswers() throws {
        let fixture = try DaemonFixture(width: 200, height: 100)
        let observer = try fixture.connect()
        // The stuck client: a private connection nobody dispatches (blocking calls only).
        let address = try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "ClientAddress",
                                            as: String.self)
        let stuck = try StrataProtocol.openPrivateConnection(address: address)
        let create = DBusMessage.methodCall(destination: nil, path: StrataProtocol.rootPath,
                                            interface: StrataProtocol.Interface.compositor, member: "CreateWindow")
        try create.append(["geometry": try DBusVariant(WindowGeometry(x: 0, y: 0, width: 100, height: 100))])
        let window = try stuck.call(create, timeout: 10).decode(DBusObjectPath.self)
        _ = try stuck.call(DBusMessage.methodCall(destination: nil, path: window, interface: StrataProtocol.Interface.window,
                                                  member: "Show"), timeout: 10)
        let other = try fixture.connectPrivately()
        let (otherWindow, otherBuffer, _) = try other.presentWindow(WindowGeometry(x: 100, y: 0, width: 100, height: 100),
                                                                    color: 0xFF00_FF00)
        func responding() throws -> Bool {
            try observer.property(window, StrataProtocol.Interface.window, "Responding", as: Bool.self)
        }
        XCTAssertTrue(try responding())

        // Input for the stuck client: it is pinged, does not answer, and is marked.
        try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), 50.0, 50.0) }
        try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        XCTAssertTrue(try fixture.run(until: {
            observer.propertyChanges.contains { $0.0 == window && $0.2["Responding"] == DBusVariant(.boolean(false)) }
        }, timeout: 10), fixture.log)
        XCTAssertFalse(try responding())
        XCTAssertTrue(try observer.dumpState("scene").contains("not-responding"))
        // The other client's frames are unaffected meanwhile.
        let serial = try other.commit(otherWindow, buffer: otherBuffer, damage: [WindowGeometry(x: 0, y: 0, width: 4, height: 4)])
        try other.waitForFrame(otherWindow, serial: serial)
        XCTAssertTrue(try other.property(otherWindow, StrataProtocol.Interface.window, "Responding", as: Bool.self))

        // It reads again, answers the next ping, and is marked responding.
        XCTAssertTrue(try waitUntil(timeout: 10, pump: {
            stuck.readWriteDispatch(timeout: 0.05)
            try fixture.loop.runOnce(timeoutMilliseconds: 50)
        }) { observer.propertyChanges.contains { $0.0 == window && $0.2["Responding"] == DBusVariant(.boolean(true)) } },
                      fixture.log)
        XCTAssertTrue(try responding())
        // The operator sees both in the log: a warning, then a notice, naming the pid.
        XCTAssertTrue(fixture.log.contains("warning stratad: private:1 (pid \(getpid()), app ?) is not responding"), fixture.log)
        XCTAssertTrue(fixture.log.contains("notice stratad: private:1 (pid \(getpid()), app ?) answers again"), fixture.log)
    }
}
