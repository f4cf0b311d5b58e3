import StrataCompositor
import StrataPixman
import StrataProtocol
import StrataSystem
import XCTest

/// The frame clock keeps a fixed phase, like a display's vblank: a commit that arrives
/// between ticks is presented at the next one (not a whole interval after it), ticks come
/// only while frames are asked for, and `FrameDone` goes out in a rotating order.
/// Counters and an injected clock, no wall-clock limits.
final class FrameClockPhaseTests: XCTestCase {
    private let interval: UInt64 = 16_666_666

    func testTheNextTickIsTheNextPointOfTheSchedule() {
        var phase = FramePhase(interval: interval)
        XCTAssertEqual(phase.delay(at: 5_000), interval, "before any tick: one interval")
        phase.ticked(at: 1_000_000)
        XCTAssertEqual(phase.delay(at: 1_000_000), interval, "at a tick: the next one")
        XCTAssertEqual(phase.delay(at: 1_000_000 + 3_000_000), interval - 3_000_000, "3 ms after a tick")
        XCTAssertEqual(phase.delay(at: 1_000_000 + 8_000_000), interval - 8_000_000, "8 ms after: still this interval")
        // After ten and a half idle intervals the schedule still holds: half an interval to go.
        XCTAssertEqual(phase.delay(at: 1_000_000 + 10 * interval + interval / 2), interval - interval / 2)
        XCTAssertEqual(phase.delay(at: 1_000_000 + 7 * interval), interval, "exactly on a later tick")
        XCTAssertEqual(phase.delay(at: 500), interval, "a clock that went backwards gets a whole interval")
    }

    /// Outputs hold their frame listener unretained (not `weak`, for speed): the
    /// compositor's frame clock must clear it when it goes, or the output would keep a
    /// dangling listener.
    func testTheFrameClockClearsItsOutputsListenerWhenItGoes() throws {
        let loop = try EventLoop()
        let backend = try HeadlessBackend(width: 64, height: 48, refreshHz: 60, loop: loop)
        var compositor: Compositor? = Compositor(backend: backend)
        XCTAssertTrue(backend.outputs[0].frameListener === compositor?.frameClock)
        compositor = nil
        XCTAssertNil(backend.outputs[0].frameListener, "the output still names a frame clock that went")
    }

    func testATimerTicksOnlyWhileAskedAndArmsOnItsSchedule() throws {
        let loop = try EventLoop()
        var now: UInt64 = 0
        // The injected clock decides the arming delay; the kernel timer then fires for real.
        let timer = try FrameTimer(refreshHz: 200, loop: loop, clock: { now })
        var frames = 0
        timer.onFrame = { frames += 1 }
        timer.schedule()
        XCTAssertTrue(try loop.run(until: { frames == 1 }, timeout: 5))
        XCTAssertEqual(timer.tickCount, 1)
        // Nothing asked: the timer disarms after at most one idle tick and nothing more comes.
        _ = try loop.run(until: { false }, timeout: 0.1)
        XCTAssertEqual(frames, 1, "a frame came that nobody asked for")
        XCTAssertEqual(timer.tickCount, 1)
        // Asked again: exactly one more frame per request.
        for expected in 2...4 {
            now &+= 1_000_000
            timer.schedule()
            XCTAssertTrue(try loop.run(until: { frames == expected }, timeout: 5))
        }
        _ = try loop.run(until: { false }, timeout: 0.05)
        XCTAssertEqual(frames, 4)
        XCTAssertNotNil(timer.phase.lastTick, "ticks are recorded on the schedule")
    }

    func testATimerStaysArmedWhileEveryFrameAsksForTheNext() throws {
        let loop = try EventLoop()
        let timer = try FrameTimer(refreshHz: 200, loop: loop)
        var frames = 0
        // Like a client paced by its frame events: the next request comes after the frame.
        timer.onFrame = {
            frames += 1
            if frames < 6 { loop.schedule { timer.schedule() } }
        }
        timer.schedule()
        XCTAssertTrue(try loop.run(until: { frames == 6 }, timeout: 5))
        XCTAssertEqual(timer.armCount, 1, "the timer was re-armed within one active spell")
        XCTAssertTrue(timer.isTicking, "disarmed before a tick found no request")
        XCTAssertTrue(try loop.run(until: { !timer.isTicking }, timeout: 5), "the timer never stopped")
        XCTAssertEqual(timer.idleTickCount, 1, "one empty tick ends the spell")
        _ = try loop.run(until: { false }, timeout: 0.05)
        XCTAssertEqual(timer.idleTickCount, 1, "ticks went on while idle")
        XCTAssertEqual(frames, 6)
        timer.schedule()
        XCTAssertTrue(try loop.run(until: { frames == 7 }, timeout: 5))
        XCTAssertEqual(timer.armCount, 2, "a new spell arms once")
    }

    func testFrameDoneGoesOutInARotatingOrder() throws {
        let core = CoreHarness()
        let windows = try (0..<3).map { i in
            try core.window(":1.\(i)", Int32(i) * 20, 0, 10, 10, color: 0xFF0000)
        }
        core.frame()
        var rounds: [[UInt32]] = []
        for serial in 10..<13 {
            core.events.clear()
            for window in windows {
                core.compositor.commit(window, buffer: 1, damage: DamageList(rectangles: [WindowGeometry(x: 0, y: 0, width: 1, height: 1)]),
                                       serial: UInt32(serial))
            }
            core.frame()
            rounds.append(core.events.lines("frame").compactMap { UInt32($0.split(separator: " ")[1]) })
        }
        let ids = windows.map(\.id)
        XCTAssertEqual(Set(rounds.map { Set($0) }), [Set(ids)], "every window hears once per frame")
        XCTAssertEqual(Set(rounds.map { $0.first! }).count, 3, "each frame starts with another window: \(rounds)")
    }
}
