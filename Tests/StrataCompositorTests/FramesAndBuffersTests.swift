import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm
import StrataTestSupport
import XCTest

/// The frame loop as a client sees it: one `FrameDone(serial)` per commit, frame
/// requests, `BufferReleased`, and a daemon that sleeps when nothing happens.
final class FramesAndBuffersTests: XCTestCase {
    private static let blue: UInt32 = 0xFF00_00FF
    private static let green: UInt32 = 0xFF00_C000
    private static let yellow: UInt32 = 0xFFFF_FF00

    private func full(_ g: WindowGeometry) -> [WindowGeometry] {
        [WindowGeometry(x: 0, y: 0, width: g.width, height: g.height)]
    }

    private func serials(_ client: TestClient, _ member: String, on path: DBusObjectPath) -> [UInt32] {
        client.signals(member, on: path).compactMap {
            if case .uint32(let value) = $0.values.first { return value }
            return nil
        }
    }

    private func monotonicMicroseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
    }

    // MARK: FrameDone

    func testFrameDoneArrivesForACommitOnAHiddenWindow() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 10, y: 10, width: 60, height: 40)
        let window = try client.createWindow(geometry, show: false)
        let (id, _) = try client.createBuffer(window, width: 60, height: 40, color: Self.blue)
        try fixture.settle(0.1)
        let before = monotonicMicroseconds()
        let serial = try client.commit(window, buffer: id, damage: full(geometry))
        let frame = try XCTUnwrap(try client.waitFor("FrameDone", on: window, where: { $0.values.first == .uint32(serial) }))
        let after = monotonicMicroseconds()
        // time_us is CLOCK_MONOTONIC microseconds, taken between the commit and its arrival.
        guard case .uint64(let time) = frame.values.last else { return XCTFail("FrameDone without a time: \(frame.values)") }
        XCTAssertGreaterThanOrEqual(time, before)
        XCTAssertLessThanOrEqual(time, after)
        // Nothing of the hidden window reached the screen.
        assertImage(try client.screenshot(), matches: ExpectedScene().pixel, "hidden-commit")
        XCTAssertEqual(try client.property(window, StrataProtocol.Interface.window, "Visible", as: Bool.self), false)
    }

    func testEachCommitGetsExactlyOneFrameDoneWithItsSerial() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 10, y: 10, width: 60, height: 40)
        let (shown, id, _) = try client.presentWindow(geometry, color: Self.blue)
        let hidden = try client.createWindow(geometry, show: false)
        let (hiddenBuffer, _) = try client.createBuffer(hidden, width: 60, height: 40, color: Self.green)
        client.clearSignals()

        // A burst: damaged commits, frame requests, a bad commit, on a shown and a hidden window.
        var expected: [DBusObjectPath: [UInt32]] = [shown: [], hidden: []]
        for i in 0..<24 {
            let target = i % 3 == 2 ? hidden : shown
            let buffer = target == shown ? id : hiddenBuffer
            let damage: [WindowGeometry]
            switch i % 4 {
            case 0: damage = [WindowGeometry(x: Int32(i), y: 0, width: 5, height: 5)]
            case 1: damage = []
            case 2: damage = full(geometry)
            default: damage = [WindowGeometry(x: 0, y: 0, width: 0, height: 0)]
            }
            expected[target]!.append(try client.commit(target, buffer: buffer, damage: damage))
            if i == 10 { try fixture.settle(0.03) }  // let some frames pass mid-burst
        }
        // A commit of a buffer that does not exist is an error, but still gets its frame.
        let bad = try client.commit(shown, buffer: 9999, damage: full(geometry))
        expected[shown]!.append(bad)
        try client.waitFor("Error", on: shown)

        for (window, list) in expected {
            try client.waitForFrame(window, serial: list.last!)
        }
        try fixture.settle(0.3)
        for (window, list) in expected {
            let got = serials(client, "FrameDone", on: window)
            XCTAssertEqual(got, list, "FrameDone serials for \(window), in commit order, once each")
            XCTAssertEqual(Set(got).count, got.count, "duplicated FrameDone")
        }
        XCTAssertEqual(try client.frameStat("frame_done_sent"), 1 + expected.values.map(\.count).reduce(0, +))
    }

    func testEmptyDamageWithTheCurrentBufferIsAFrameRequest() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 100, height: 80)
        let (window, id, buffer) = try client.presentWindow(geometry, color: Self.blue)
        try fixture.settle(0.1)
        let framesBefore = try client.frameStat("frames")
        let doneBefore = try client.frameStat("frame_done_sent")

        // The buffer's memory changes, but neither commit says anything changed.
        buffer.image.fill(.src, color: PixmanColor(argb: Self.yellow),
                          rects: [PixmanRect(x: 0, y: 0, width: 100, height: 80)])
        let request = try client.commit(window, buffer: id, damage: [])
        try client.waitForFrame(window, serial: request)
        XCTAssertEqual(try client.frameStat("last_frame_composited_pixels"), 0)
        let zeroSized = try client.commit(window, buffer: id, damage: [WindowGeometry(x: 5, y: 5, width: 0, height: 0),
                                                                        WindowGeometry(x: 5, y: 5, width: -3, height: 4)])
        try client.waitForFrame(window, serial: zeroSized)
        XCTAssertEqual(try client.frameStat("last_frame_composited_pixels"), 0)
        XCTAssertGreaterThan(try client.frameStat("frames"), framesBefore, "a frame request runs the frame clock")
        XCTAssertEqual(try client.frameStat("frame_done_sent"), doneBefore + 2)

        var scene = ExpectedScene()
        scene.add(20, 20, 100, 80, Self.blue)
        assertImage(try client.screenshot(), matches: scene.pixel, "frame-request-unchanged")
        XCTAssertTrue(client.signals("BufferReleased").isEmpty, "a frame request releases nothing")
    }

    // MARK: BufferReleased

    func testTheReplacedBufferIsReleasedOnceAfterTheNewOneIsComposited() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 100, height: 80)
        let (window, a, _) = try client.presentWindow(geometry, color: Self.blue)
        let (b, _) = try client.createBuffer(window, width: 100, height: 80, color: Self.green)
        // Re-committing the buffer shown releases nothing.
        try client.waitForFrame(window, serial: try client.commit(window, buffer: a, damage: full(geometry)))
        try fixture.settle(0.2)
        XCTAssertEqual(serials(client, "BufferReleased", on: window), [], "released a buffer still shown")

        let serial = try client.commit(window, buffer: b, damage: full(geometry))
        try client.waitFor("BufferReleased", on: window)
        // Released only once the frame showing b is done: its FrameDone comes in the same frame.
        try client.waitForFrame(window, serial: serial)
        var showingB = ExpectedScene()
        showingB.add(20, 20, 100, 80, Self.green)
        assertImage(try client.screenshot(), matches: showingB.pixel, "after-swap")
        try fixture.settle(0.3)
        XCTAssertEqual(serials(client, "BufferReleased", on: window), [a])

        // Swapping back releases b, once; a (shown again) is not released.
        client.clearSignals()
        let back = try client.commit(window, buffer: a, damage: full(geometry))
        try client.waitForFrame(window, serial: back)
        try fixture.settle(0.3)
        XCTAssertEqual(serials(client, "BufferReleased", on: window), [b])
    }

    func testABufferCommittedAndReplacedWithinOneFrameIsReleasedButTheShownOneIsNot() throws {
        // A slow clock so that both commits surely land in the same frame.
        let fixture = try DaemonFixture(width: 160, height: 120, refresh: 4)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 100, height: 80)
        let (window, a, _) = try client.presentWindow(geometry, color: Self.blue)
        let (b, _) = try client.createBuffer(window, width: 100, height: 80, color: Self.green)
        try fixture.settle(0.3)
        client.clearSignals()
        try client.commit(window, buffer: b, damage: full(geometry))
        let last = try client.commit(window, buffer: a, damage: full(geometry))
        try client.waitForFrame(window, serial: last)
        try fixture.settle(0.6)
        XCTAssertEqual(serials(client, "BufferReleased", on: window), [b])
        var scene = ExpectedScene()
        scene.add(20, 20, 100, 80, Self.blue)
        assertImage(try client.screenshot(), matches: scene.pixel, "a-b-a")
    }

    func testAReplacedBufferOnAHiddenWindowIsReleasedToo() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 40, height: 30)
        let window = try client.createWindow(geometry, show: false)
        let (a, _) = try client.createBuffer(window, width: 40, height: 30, color: Self.blue)
        let (b, _) = try client.createBuffer(window, width: 40, height: 30, color: Self.green)
        try client.waitForFrame(window, serial: try client.commit(window, buffer: a, damage: full(geometry)))
        try client.waitForFrame(window, serial: try client.commit(window, buffer: b, damage: full(geometry)))
        try fixture.settle(0.2)
        XCTAssertEqual(serials(client, "BufferReleased", on: window), [a])
        // Shown later, it shows b.
        try client.window(window, "Show")
        var scene = ExpectedScene()
        scene.add(20, 20, 40, 30, Self.green)
        assertImage(try client.screenshot(), matches: scene.pixel, "hidden-swap-then-show")
    }

    // MARK: Idle


    /// Version 5: a window created with "frame-events" "combined" gets one
    /// FramePresented per commit, carrying the released buffers, and no FrameDone or
    /// BufferReleased; an unknown value is refused.
    func testCombinedFrameEventsCarryTheReleases() throws {
        let fixture = try DaemonFixture()
        let client = try fixture.connectPrivately()
        let geometry = WindowGeometry(x: 0, y: 0, width: 20, height: 20)
        let props: [String: DBusVariant] = ["geometry": try DBusVariant(geometry), "frame-events": DBusVariant(.string("combined"))]
        let path = try client.root("CreateWindow") { try $0.append(props) }.decode(DBusObjectPath.self)
        try client.window(path, "Show")
        let (a, _) = try client.createBuffer(path, width: 20, height: 20, color: Self.blue)
        let (b, _) = try client.createBuffer(path, width: 20, height: 20, color: Self.green)
        let s1 = try client.commit(path, buffer: a, damage: full(geometry))
        let s2 = try client.commit(path, buffer: b, damage: full(geometry))
        XCTAssertTrue(try fixture.run(until: { client.signals("FramePresented", on: path).count >= 2 }), fixture.log)
        try fixture.settle(0.1)
        let presented = client.signals("FramePresented", on: path).map(\.values)
        XCTAssertEqual(presented.map { $0.first }, [.uint32(s1), .uint32(s2)])
        // Both commits landed in one frame or in two: either way a is released once, b never.
        let released = presented.flatMap { values -> [UInt32] in
            guard values.count == 3, case .array(_, let items) = values[2] else { return [] }
            return items.compactMap { if case .uint32(let id) = $0 { return id } else { return nil } }
        }
        XCTAssertEqual(released, [a])
        XCTAssertEqual(client.signals("FrameDone", on: path).count, 0)
        XCTAssertEqual(client.signals("BufferReleased", on: path).count, 0)
        XCTAssertEqual(try client.screenshot().pixel(x: 5, y: 5) & 0xFF_FFFF, Self.green & 0xFF_FFFF)

        XCTAssertThrowsError(try client.root("CreateWindow") { try $0.append(["frame-events": DBusVariant(.string("merged"))]) }) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.invalidArgs, "\($0)")
            XCTAssertTrue("\($0)".contains("\"separate\" or \"combined\""), "\($0)")
        }
    }

    func testAnIdleDaemonDoesNotWakeUp() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 100, height: 80)
        let (window, id, _) = try client.presentWindow(geometry, color: Self.blue)
        try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: []))
        try fixture.settle(0.2)

        let frames = try client.dumpState("frames")
        XCTAssertTrue(frames.contains("frame_clock: idle\n"), frames)
        let framesBefore = try client.frameStat("frames")
        // The ticks are read after the last call: what follows is the daemon alone.
        let pid = fixture.daemon.process.pid
        let ticksBefore = try ProcessCPU.ticks(pid)
        try fixture.loop.run(until: { false }, timeout: 2)
        let ticksAfter = try ProcessCPU.ticks(pid)

        XCTAssertLessThanOrEqual(ticksAfter - ticksBefore, 2, "stratad used CPU while idle")
        XCTAssertEqual(try client.frameStat("frames"), framesBefore, "the frame clock ticked while idle")
        XCTAssertTrue(try client.dumpState("frames").contains("frame_clock: idle\n"))
        XCTAssertTrue(client.signals("FrameDone").count == 2, "\(client.signals("FrameDone"))")
    }

    func testTheFrameClockRunsOnlyWhileSomethingIsPending() throws {
        // At 4 Hz a commit's frame is 250 ms away: long enough to see the clock running.
        let fixture = try DaemonFixture(width: 160, height: 120, refresh: 4)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 40, height: 30)
        let (window, id, _) = try client.presentWindow(geometry, color: Self.blue)
        try fixture.settle(0.6)
        XCTAssertTrue(try client.dumpState("frames").contains("frame_clock: idle\n"))
        let serial = try client.commit(window, buffer: id, damage: [])
        let pending = try client.dumpState("frames")
        XCTAssertTrue(pending.contains("frame_clock: running\n"), pending)
        XCTAssertTrue(client.signals("FrameDone", on: window).allSatisfy { $0.values.first != .uint32(serial) },
                      "FrameDone came before the frame")
        try client.waitForFrame(window, serial: serial)
        try fixture.settle(0.6)
        XCTAssertTrue(try client.dumpState("frames").contains("frame_clock: idle\n"))
    }
}
