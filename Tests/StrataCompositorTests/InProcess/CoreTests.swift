import StrataCompositor
import StrataPixman
import StrataProtocol
import XCTest

/// The compositor's model, router, renderer and frame clock, driven in-process with
/// frames delivered by the test (see ``CoreHarness``): stacking, focus, grabs, damage,
/// frame pacing and input sessions, without a bus or a single sleep.
final class CoreTests: XCTestCase {
    func testStackingByLevelThenByRaise() throws {
        let core = CoreHarness()
        let a = try core.window(":1.1", 0, 0, 50, 50, color: 0xFF0000)
        let alert = try core.window(":1.2", 10, 10, 50, 50, color: 0x00FF00, level: WindowLevelValue.alert)
        let b = try core.window(":1.3", 20, 20, 50, 50, color: 0x0000FF)
        XCTAssertEqual(core.compositor.stack.windows.map(\.id), [a.id, b.id, alert.id])
        core.compositor.raise(a)
        XCTAssertEqual(core.compositor.stack.windows.map(\.id), [b.id, a.id, alert.id])
        XCTAssertTrue(core.compositor.stack.window(at: 30, 30) === alert)
        core.frame()
        XCTAssertEqual(core.pixel(30, 30), 0x00FF00)
        XCTAssertEqual(core.pixel(5, 5), 0xFF0000)
        XCTAssertEqual(core.pixel(65, 65), 0x0000FF)
    }

    func testATouchFocusesAndRaisesAndKeepsItsWindow() throws {
        let core = CoreHarness()
        let lower = try core.window(":1.1", 0, 0, 60, 60, color: 0xFF0000)
        let upper = try core.window(":1.2", 40, 40, 60, 40, color: 0x00FF00)
        core.events.clear()
        core.compositor.input.touchDown(slot: 0, x: 10, y: 10, source: "t")
        XCTAssertTrue(core.compositor.stack.keyWindow === lower)
        XCTAssertEqual(core.compositor.stack.windows.last?.id, lower.id)
        // Moving over the other window and beyond the screen keeps the grab.
        core.compositor.input.touchMotion(slot: 0, x: 90, y: 70, source: "t")
        core.compositor.input.touchMotion(slot: 0, x: 500, y: -20, source: "t")
        core.compositor.input.touchUp(slot: 0, source: "t")
        XCTAssertEqual(core.events.lines("touch"), ["touch \(lower.id) 0 began 10,10", "touch \(lower.id) 0 moved 90,70",
                                                    "touch \(lower.id) 0 moved 500,-20", "touch \(lower.id) 0 ended 500,-20"])
        XCTAssertEqual(core.events.lines("key "), ["key -→\(lower.id)"])
        _ = upper
    }

    func testHidingTheGrabbingWindowCancelsItsTouchAndKeyStatus() throws {
        let core = CoreHarness()
        let window = try core.window(":1.1", 0, 0, 60, 60, color: 0xFF0000)
        core.compositor.input.touchDown(slot: 2, x: 10, y: 10, source: "t")
        core.events.clear()
        core.compositor.hide(window)
        XCTAssertEqual(core.events.lines, ["key \(window.id)→-", "touch \(window.id) 2 cancelled 10,10"])
        core.compositor.input.touchUp(slot: 2, source: "t")
        XCTAssertEqual(core.events.lines("touch").count, 1, "an ended touch after the cancel")
    }

    func testAHiddenWindowAskedToBeKeyBecomesKeyWhenShown() throws {
        let core = CoreHarness()
        let window = try core.compositor.createWindow(owner: ":1.1", processID: 0, appID: "", title: "",
                                                      geometry: WindowGeometry(x: 0, y: 0, width: 10, height: 10),
                                                      level: 0, isOpaque: true)
        core.compositor.makeKey(window)
        XCTAssertNil(core.compositor.stack.keyWindow)
        core.compositor.show(window)
        XCTAssertTrue(core.compositor.stack.keyWindow === window)
    }

    func testOnlyTheDamageIsRepaintedAndFramesComeOnlyWhenAskedFor() throws {
        let core = CoreHarness()
        let window = try core.window(":1.1", 0, 0, 100, 80, color: 0xFF0000)
        core.frame() // both swapchain buffers have seen the window
        XCTAssertFalse(core.output.isFrameScheduled, "an idle compositor asks for frames")
        let id = try core.buffer(on: window, color: 0x00FF00)
        core.events.clear()
        core.compositor.commit(window, buffer: id, damage: DamageList(rectangles: [WindowGeometry(x: 5, y: 5, width: 10, height: 10)]),
                               serial: 7)
        XCTAssertTrue(core.output.isFrameScheduled)
        XCTAssertTrue(core.events.lines.isEmpty, "FrameDone before the frame")
        core.frame()
        // Damage says what changed, whichever buffer carries it (the client keeps the rest
        // identical): this new buffer shows through its damage only. FrameDone follows the
        // frame; the old buffer is released only once the new one is on screen.
        XCTAssertEqual(core.events.lines, ["released \(window.id) 1", "frame \(window.id) 7"])
        XCTAssertEqual(core.pixel(10, 10), 0x00FF00)
        // Same buffer, small damage: only that is repainted (this swapchain buffer also
        // gets what it missed: the previous frame's full repaint, so draw twice).
        core.compositor.commit(window, buffer: id, damage: DamageList(rectangles: [WindowGeometry(x: 5, y: 5, width: 10, height: 10)]),
                               serial: 8)
        core.frame()
        core.compositor.commit(window, buffer: id, damage: DamageList(rectangles: [WindowGeometry(x: 5, y: 5, width: 10, height: 10)]),
                               serial: 9)
        core.frame()
        XCTAssertEqual(core.compositor.lastFrameCompositedPixels, 100)
        // Damage beyond the buffer is clipped; nothing is pending afterwards.
        core.compositor.commit(window, buffer: id, damage: DamageList(rectangles: [WindowGeometry(x: 95, y: 75, width: .max, height: .max)]),
                               serial: 10)
        core.frame()
        core.frame()
        XCTAssertFalse(core.output.isFrameScheduled)
    }

    func testABufferSwitchRepaintsTheWholeWindowOnlyWhenItsAreaChangesOrNoDamageIsGiven() throws {
        let core = CoreHarness()
        let window = try core.window(":1.1", 0, 0, 100, 80, color: 0xFF0000)
        core.frame()
        // A double-buffered client alternating two buffers with small damage: 100 pixels a frame.
        let a = try core.buffer(on: window, color: 0x0000FF)
        let b = try core.buffer(on: window, color: 0x0000FF)
        // The swapchain's second buffer has not shown the window yet: it catches up first.
        core.compositor.commit(window, buffer: 1, damage: DamageList(rectangles: [WindowGeometry(x: 0, y: 0, width: 1, height: 1)]),
                               serial: 1)
        core.frame()
        for (serial, id) in [(2, a), (3, b), (4, a), (5, b)] {
            core.compositor.commit(window, buffer: id, damage: DamageList(rectangles: [WindowGeometry(x: 20, y: 20, width: 10, height: 10)]),
                                   serial: UInt32(serial))
            core.frame()
            // Each swapchain buffer also gets the damage of the frame it missed (the same
            // square, after the first).
            XCTAssertEqual(core.compositor.lastFrameCompositedPixels, serial == 2 ? 101 : 100, "serial \(serial)")
        }
        XCTAssertEqual(core.pixel(25, 25), 0x0000FF)
        XCTAssertEqual(core.pixel(60, 60), 0xFF0000)
        // A new buffer with no damage listed: the whole buffer, as protocol versions 1–3 did.
        let c = try core.buffer(on: window, color: 0x00FF00)
        core.compositor.commit(window, buffer: c, damage: DamageList(rectangles: []), serial: 6)
        core.frame()
        XCTAssertGreaterThanOrEqual(core.compositor.lastFrameCompositedPixels, 100 * 80)
        XCTAssertEqual(core.pixel(60, 60), 0x00FF00)
        // Empty damage with the current buffer only asks for a frame.
        core.compositor.commit(window, buffer: c, damage: DamageList(rectangles: []), serial: 7)
        core.frame()
        XCTAssertEqual(core.events.lines("frame").last, "frame \(window.id) 7")
        // A buffer of another size changes the covered area: old and new areas are repainted.
        try core.compositor.setGeometry(window, WindowGeometry(x: 0, y: 0, width: 50, height: 40))
        core.frame()
        let small = try core.buffer(on: window, color: 0xFFFFFF)
        core.compositor.commit(window, buffer: small, damage: DamageList(rectangles: [WindowGeometry(x: 0, y: 0, width: 1, height: 1)]),
                               serial: 8)
        core.frame()
        XCTAssertEqual(core.pixel(40, 30), 0xFFFFFF, "the whole new buffer shows, not only its damage")
    }

    func testAnEndedSessionReleasesWhatItHeld() throws {
        let core = CoreHarness()
        let window = try core.window(":1.1", 0, 0, 100, 80, color: 0xFF0000)
        core.compositor.makeKey(window)
        let input = core.compositor.input
        input.key(EvdevKeymap.leftShift, pressed: true, source: "a")
        input.key(EvdevKeymap.leftShift, pressed: true, source: "b") // held by both
        input.touchDown(slot: 0, x: 10, y: 10, source: "a")
        input.touchDown(slot: 0, x: 20, y: 20, source: "b") // the same slot from another session
        input.pointerMotion(x: 50, y: 50, source: "a")
        input.pointerButton(EvdevCode.buttonLeft, pressed: true, source: "a")
        core.events.clear()
        input.endSession("a")
        XCTAssertEqual(Set(core.events.lines), ["touch \(window.id) 0 cancelled 10,10",
                                                "pointer \(window.id) \(EvdevCode.buttonLeft) cancelled 50,50"],
                       "Shift is still held by session b")
        XCTAssertEqual(input.touches, [1: window.id], "session b's touch got its own slot, and stays")
        core.events.clear()
        input.endSession("b")
        XCTAssertEqual(Set(core.events.lines), ["key \(window.id) \(EvdevKeymap.leftShift) up", "touch \(window.id) 1 cancelled 20,20"])
        XCTAssertTrue(input.keysDown.isEmpty && input.buttons.isEmpty && input.touches.isEmpty)
    }

    /// Operator control: a move keeps the size, a resize keeps the corner; both repaint
    /// the old and new places, and a bad size changes nothing.
    func testOperatorMoveAndResize() throws {
        let core = CoreHarness()
        let window = try core.window(":1.1", 10, 10, 20, 20, color: 0xFF0000)
        try core.compositor.move(window, x: 50, y: 40)
        XCTAssertEqual(window.geometry, WindowGeometry(x: 50, y: 40, width: 20, height: 20))
        core.frame()
        XCTAssertEqual(core.pixel(55, 45), 0xFF0000)
        XCTAssertNotEqual(core.pixel(15, 15), 0xFF0000, "the old place was repainted")
        try core.compositor.resize(window, width: 10, height: 5)
        XCTAssertEqual(window.geometry, WindowGeometry(x: 50, y: 40, width: 10, height: 5))
        core.frame()
        XCTAssertEqual(core.pixel(55, 42), 0xFF0000)
        XCTAssertNotEqual(core.pixel(55, 50), 0xFF0000, "the buffer shows clipped to the smaller window")
        XCTAssertThrowsError(try core.compositor.resize(window, width: -1, height: 5))
        XCTAssertThrowsError(try core.compositor.move(window, x: Int32.max, y: 0))
        XCTAssertEqual(window.geometry, WindowGeometry(x: 50, y: 40, width: 10, height: 5))
    }
}
