import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// Input injected through `org.strata.Input1` reaches the right window's owner only.
final class InputRoutingTests: XCTestCase {
    private var fixture: DaemonFixture!
    private var lower: TestClient!   // owns the bottom window
    private var upper: TestClient!   // owns the top window
    private var lowerWindow: DBusObjectPath!
    private var upperWindow: DBusObjectPath!

    override func setUpWithError() throws {
        fixture = try DaemonFixture(width: 200, height: 150)
        lower = try fixture.connect()
        upper = try fixture.connect()
        (lowerWindow, _, _) = try lower.presentWindow(WindowGeometry(x: 10, y: 10, width: 100, height: 80), color: 0xFF00_00FF)
        (upperWindow, _, _) = try upper.presentWindow(WindowGeometry(x: 60, y: 40, width: 100, height: 80), color: 0xFFFF_0000)
        lower.clearSignals()
        upper.clearSignals()
    }

    override func tearDown() {
        lower = nil
        upper = nil
        fixture = nil
    }

    private func touchDown(_ slot: UInt32, _ x: Double, _ y: Double) throws {
        try upper.input("NotifyTouchDown") { try $0.append(slot, x, y) }
    }
    private func touchMove(_ slot: UInt32, _ x: Double, _ y: Double) throws {
        try upper.input("NotifyTouchMotion") { try $0.append(slot, x, y) }
    }
    private func touchUp(_ slot: UInt32) throws {
        try upper.input("NotifyTouchUp") { try $0.append(slot) }
    }

    /// (slot, phase, x, y) of a Touch signal.
    private func touch(_ s: ReceivedSignal) -> (UInt32, UInt32, Double, Double)? {
        guard s.values.count == 5, case .uint32(let slot) = s.values[0], case .uint32(let phase) = s.values[1],
              case .double(let x) = s.values[2], case .double(let y) = s.values[3] else { return nil }
        return (slot, phase, x, y)
    }

    func testTouchOnTheOverlapGoesToTheTopWindowInWindowCoordinates() throws {
        XCTAssertEqual(try lower.root("WindowAt") { try $0.append(70.0, 50.0) }.decode(DBusObjectPath.self), upperWindow)
        try touchDown(0, 70, 50)
        try touchUp(0)
        let ended = try upper.waitFor("Touch", on: upperWindow) { self.touch($0)?.1 == InputPhase.ended.rawValue }
        let began = try XCTUnwrap(upper.signals("Touch").first.flatMap(touch))
        XCTAssertEqual(began.1, InputPhase.began.rawValue)
        XCTAssertEqual(began.2, 10) // 70 - 60
        XCTAssertEqual(began.3, 10) // 50 - 40
        XCTAssertNotNil(ended)
        try fixture.settle()
        XCTAssertTrue(lower.signals("Touch").isEmpty, "the covered window's owner got \(lower.signals("Touch"))")
    }

    func testADragThatLeavesTheWindowStaysWithIt() throws {
        try touchDown(3, 20, 20) // lower window only
        try touchMove(3, 150, 100) // over the upper window now
        try touchMove(3, 195, 145) // outside both
        try touchUp(3)
        try lower.waitFor("Touch", on: lowerWindow) { self.touch($0)?.1 == InputPhase.ended.rawValue }
        let phases = lower.signals("Touch").compactMap(touch)
        XCTAssertEqual(phases.map(\.1), [0, 1, 1, 2])
        XCTAssertEqual(phases[1].2, 140) // 150 - 10: outside the window's 100-wide bounds
        XCTAssertEqual(phases[2].3, 135)
        try fixture.settle()
        XCTAssertTrue(upper.signals("Touch").isEmpty)
    }

    func testHidingTheWindowMidTouchCancels() throws {
        try touchDown(1, 20, 20)
        try lower.waitFor("Touch", on: lowerWindow)
        try lower.window(lowerWindow, "Hide")
        try lower.waitFor("Touch", on: lowerWindow) { self.touch($0)?.1 == InputPhase.cancelled.rawValue }
        // The rest of that touch goes nowhere.
        try touchMove(1, 30, 30)
        try touchUp(1)
        try fixture.settle()
        XCTAssertEqual(lower.signals("Touch").compactMap(touch).map(\.1), [0, 3])
    }

    func testATouchOnANonKeyWindowMakesItKeyAndRaisesIt() throws {
        try upper.window(upperWindow, "MakeKey")
        XCTAssertEqual(try upper.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                          as: DBusObjectPath.self), upperWindow)
        try touchDown(0, 20, 20)
        try touchUp(0)
        try lower.waitFor("Touch", on: lowerWindow)
        XCTAssertEqual(try lower.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                          as: DBusObjectPath.self), lowerWindow)
        XCTAssertTrue(try lower.property(lowerWindow, StrataProtocol.Interface.window, "IsKey", as: Bool.self))
        XCTAssertFalse(try lower.property(upperWindow, StrataProtocol.Interface.window, "IsKey", as: Bool.self))
        // Raised: the overlap now belongs to the lower client's window.
        XCTAssertEqual(try lower.root("WindowAt") { try $0.append(70.0, 50.0) }.decode(DBusObjectPath.self), lowerWindow)
        // Both owners learnt it from PropertiesChanged of IsKey.
        XCTAssertTrue(try fixture.run(until: {
            self.lower.propertyChanges.contains { $0.0 == self.lowerWindow && $0.2["IsKey"]?.value == .boolean(true) }
                && self.upper.propertyChanges.contains { $0.0 == self.upperWindow && $0.2["IsKey"]?.value == .boolean(false) }
        }))
    }

    func testKeysGoToTheKeyWindowOnly() throws {
        try lower.window(lowerWindow, "MakeKey")
        try upper.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), true) } // KEY_A
        try upper.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), false) }
        try lower.waitFor("Key", on: lowerWindow) { $0.values.count == 3 && $0.values[1] == .boolean(false) }
        XCTAssertEqual(lower.signals("Key").map { $0.values[0] }, [.uint32(30), .uint32(30)])
        try fixture.settle()
        XCTAssertTrue(upper.signals("Key").isEmpty)

        // Hiding the key window: no key window, keys are dropped.
        try lower.window(lowerWindow, "Hide")
        XCTAssertEqual(try lower.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "KeyWindow",
                                          as: DBusObjectPath.self), .root)
        lower.clearSignals()
        try upper.input("NotifyKeyboardKeycode") { try $0.append(UInt32(31), true) }
        try fixture.settle()
        XCTAssertTrue(lower.signals("Key").isEmpty && upper.signals("Key").isEmpty)
    }

    func testPointerPressGrabsUntilRelease() throws {
        try upper.input("NotifyPointerMotionAbsolute") { try $0.append(100.0, 60.0) }
        try upper.input("NotifyPointerButton") { try $0.append(EvdevCode.buttonLeft, true) }
        try upper.input("NotifyPointerMotionAbsolute") { try $0.append(5.0, 5.0) }
        try upper.input("NotifyPointerButton") { try $0.append(EvdevCode.buttonLeft, false) }
        try upper.waitFor("Pointer", on: upperWindow) { $0.values[1] == .uint32(InputPhase.ended.rawValue) }
        let events = upper.signals("Pointer")
        XCTAssertEqual(events.map { $0.values[1] }, [.uint32(0), .uint32(1), .uint32(2)])
        XCTAssertEqual(events.first?.values[0], .uint32(EvdevCode.buttonLeft))
        XCTAssertEqual(events.first?.values[2], .double(40))
        XCTAssertEqual(events[1].values[2], .double(-55)) // 5 - 60: outside, still grabbed
        try fixture.settle()
        XCTAssertTrue(lower.signals("Pointer").isEmpty)
    }

    func testAThirdClientWithOrdinaryMatchRulesReceivesNone() throws {
        let third = try fixture.connect()
        var overheard: [String] = []
        // An ordinary (non-eavesdropping) match rule for every Window1 signal.
        try third.connection.subscribe(DBusMatchRule(interface: StrataProtocol.Interface.window)) { overheard.append($0.member ?? "") }
        try lower.window(lowerWindow, "MakeKey")
        try touchDown(0, 70, 50)
        try touchUp(0)
        try upper.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), true) }
        let serial = try lower.commit(lowerWindow, buffer: 1, damage: [])
        try lower.waitFor("FrameDone", on: lowerWindow) { $0.values.first == .uint32(serial) }
        try upper.waitFor("Touch", on: upperWindow) { self.touch($0)?.1 == InputPhase.ended.rawValue }
        try fixture.settle()
        XCTAssertEqual(overheard, [], "unicast signals reached a third client")
        XCTAssertTrue(third.signals.isEmpty)
    }
}
