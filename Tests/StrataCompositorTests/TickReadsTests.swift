import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// A client that keeps the frame pace is read at the frame tick instead of as its commits
/// arrive (`CompositorService+FrameReads`): every commit still gets its frame, a held
/// client's calls are still answered, and the daemon stops holding anyone, and its frame
/// clock stops, once the client stops. Counters from `DumpState frames`, nothing timed.
final class TickReadsTests: XCTestCase {
    func testAPacedClientIsReadAtTicksAndStillAnsweredAndLetGoWhenItStops() throws {
        let fixture = try DaemonFixture(width: 200, height: 150)
        let client = try fixture.connectPrivately()
        let probe = try fixture.connect()
        let geometry = WindowGeometry(x: 10, y: 10, width: 60, height: 40)
        let path = try client.createWindow(geometry)
        let (buffer, _) = try client.createBuffer(path, width: 60, height: 40, color: 0xFF20_4080)
        let frames = 30
        for frame in 0..<frames {
            // Commits right after the previous frame's FrameDone, as a paced client does.
            let serial = try client.commit(path, buffer: buffer, damage: [WindowGeometry(x: Int32(frame), y: 0, width: 8, height: 8)])
            try client.waitForFrame(path, serial: serial)
        }
        let readAtTicks = try probe.frameStat("reads_at_ticks")
        let state = try probe.dumpState("frames")
        XCTAssertGreaterThanOrEqual(readAtTicks, frames / 3, "the paced client's commits were not read at the ticks:\n\(state)")
        XCTAssertLessThanOrEqual(readAtTicks, frames)
        XCTAssertEqual(try probe.frameStat("frame_done_sent"), frames, "every commit gets its frame")

        // Held now (it heard of its last frame): what it sends is still handled before
        // what anyone sends after it — a title it sets without waiting is what a tool
        // on the bus reads right after.
        let setTitle = DBusMessage.methodCall(destination: nil, path: path, interface: StrataProtocol.Interface.window,
                                              member: "SetTitle")
        try setTitle.append("held and renamed")
        var renamed: Result<DBusMessage, DBusError>?
        client.connection.call(setTitle, timeout: 10) { renamed = $0 }
        client.connection.flush()
        XCTAssertEqual(try probe.property(path, StrataProtocol.Interface.window, "Title", as: String.self), "held and renamed",
                       "a held client's call was handled after a later one from the bus")
        XCTAssertGreaterThanOrEqual(try probe.frameStat("reads_before_calls"), 1)
        XCTAssertTrue(try fixture.run(until: { renamed != nil }))
        XCTAssertNoThrow(try renamed?.get())
        // Let it settle into the pace again (the call made it be read as it comes).
        for _ in 0..<3 {
            let next = try client.commit(path, buffer: buffer, damage: [WindowGeometry(x: 0, y: 0, width: 4, height: 4)])
            try client.waitForFrame(path, serial: next)
        }

        // A call is answered all the same, and what it committed before the call is applied first.
        let serial = try client.commit(path, buffer: buffer, damage: [WindowGeometry(x: 0, y: 20, width: 60, height: 20)])
        let version = try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Version", as: UInt32.self)
        XCTAssertGreaterThanOrEqual(version, 6)
        try client.waitForFrame(path, serial: serial)
        // It waited for that answer at a tick: its next frames do not hold it (a client
        // resizing creates a buffer a frame and would lose every other frame).
        for _ in 0..<2 {
            let next = try client.commit(path, buffer: buffer, damage: [WindowGeometry(x: 0, y: 0, width: 4, height: 4)])
            try client.waitForFrame(path, serial: next)
        }
        XCTAssertGreaterThanOrEqual(try probe.frameStat("holds_skipped_after_calls"), 1,
                                    "held again right after it waited for an answer")

        // Stopped: held for at most one more tick, then the frame clock stops.
        let idle = try fixture.run(until: {
            (try? probe.frameStat("clients_held_for_tick")) == 0
                && (try? probe.dumpState("frames").contains("frame_clock: idle")) == true
        }, timeout: 10)
        let after = try probe.dumpState("frames")
        XCTAssertTrue(idle, "still holding the client or ticking:\n\(after)")
        // Read as its messages come again: a call after the stop is answered with no frame running.
        XCTAssertEqual(try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Version", as: UInt32.self),
                       version)
        var scene = ExpectedScene()
        scene.layers = [((10, 10, 60, 40), 0xFF20_4080)]
        assertImage(try probe.screenshot(), matches: scene.pixel, "tick-reads")
    }

    /// A client that takes longer than a frame is watched again after a tick that found
    /// nothing from it, so its late commit is read and presented.
    func testASlowClientIsNotHeldPastAnEmptyTick() throws {
        let fixture = try DaemonFixture(width: 200, height: 150)
        let client = try fixture.connectPrivately()
        let probe = try fixture.connect()
        let path = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 30, height: 30))
        let (buffer, _) = try client.createBuffer(path, width: 30, height: 30, color: 0xFFFF_0000)
        for _ in 0..<4 {
            let serial = try client.commit(path, buffer: buffer, damage: [WindowGeometry(x: 0, y: 0, width: 30, height: 30)])
            try client.waitForFrame(path, serial: serial)
            // Longer than a few frames at 60 Hz (as if drawing): the ticks in between find
            // nothing, and the next commit must still be read (it waits for no tick).
            usleep(80_000)
        }
        XCTAssertEqual(try probe.frameStat("frame_done_sent"), 4)
    }
}
