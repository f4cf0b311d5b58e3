import StrataCompositor
import StrataProtocol
import XCTest

/// Per-window frame statistics with a virtual clock: exact counts, latencies, missed
/// frames and pixels for a scripted sequence of commits and frames.
final class FrameStatisticsTests: XCTestCase {
    private func damage(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) -> DamageList {
        DamageList(rectangles: [WindowGeometry(x: x, y: y, width: w, height: h)])
    }

    func testCommitsLatenciesMissedFramesAndPixelsPerWindow() throws {
        // One output buffer: each repaint draws exactly the damage (see the test below for two).
        let core = CoreHarness(swapchainLength: 1)
        var now: UInt64 = 1_000_000
        core.compositor.clock = { now }
        let a = try core.window(":1.1", 0, 0, 20, 20, color: 0xFF0000)       // committed and presented at once
        let b = try core.window(":1.2", 50, 50, 10, 10, color: 0x00FF00)
        XCTAssertEqual(a.statistics.commits, 1)
        XCTAssertEqual(a.statistics.framesPresented, 1)
        XCTAssertEqual(a.statistics.latencies.values, [0])
        XCTAssertEqual(a.statistics.compositedPixels, 400)
        XCTAssertEqual(b.statistics.compositedPixels, 100)

        let buffer = try core.buffer(on: a, color: 0x0000FF)
        // On time: 16 ms after the commit (60 Hz: one interval is 16,666 µs).
        core.compositor.commit(a, buffer: buffer, damage: damage(0, 0, 5, 5), serial: 2)
        now += 16_000
        core.frame()
        // Late: 30 ms (more than one and a half intervals) — a missed frame.
        core.compositor.commit(a, buffer: buffer, damage: damage(5, 5, 2, 3), serial: 3)
        now += 30_000
        core.frame()
        // Two commits in one frame: one frame presented, two latencies.
        core.compositor.commit(a, buffer: buffer, damage: damage(0, 0, 1, 1), serial: 4)
        now += 2_000
        core.compositor.commit(a, buffer: buffer, damage: damage(1, 0, 1, 1), serial: 5)
        now += 10_000
        core.frame()

        let s = a.statistics
        XCTAssertEqual(s.commits, 5)
        XCTAssertEqual(s.framesPresented, 4)
        XCTAssertEqual(s.latencies.values, [0, 16_000, 30_000, 12_000, 10_000])
        XCTAssertEqual(s.missedFrames, 1)
        // The first buffer repaints the window (400); then only the damage, also when a new
        // buffer of the same size carries it: 25 + 6 + 1 + 1 (the last two in one frame).
        XCTAssertEqual(s.compositedPixels, 400 + 25 + 6 + 2)
        XCTAssertEqual(s.compositedBytes, s.compositedPixels * 4)
        XCTAssertEqual(s.latencies.percentile(50), 12_000)
        XCTAssertEqual(s.latencies.percentile(99), 30_000)
        // b took no part: its counters stand still.
        XCTAssertEqual(b.statistics.commits, 1)
        XCTAssertEqual(b.statistics.compositedPixels, 100)

        // Idle: no frame is asked for, nothing moves.
        now += 1_000_000
        core.frame()
        XCTAssertEqual(a.statistics.framesPresented, 4)
        XCTAssertEqual(core.compositor.screenStatistics.framesPerSecond(now: now), 0, "no frames for a second: idle")
    }

    /// A window's pixels are those composited from its buffer: where an opaque window
    /// above covers it, nothing of it is composited, so nothing is counted.
    func testAWindowCountsOnlyWhatIsCompositedFromItsBuffer() throws {
        let core = CoreHarness(swapchainLength: 1)
        let below = try core.window(":1.1", 0, 0, 20, 20, color: 0xFF0000)
        let above = try core.window(":1.2", 10, 0, 20, 20, color: 0x00FF00)  // covers below's right half
        XCTAssertEqual(below.statistics.compositedPixels, 400)
        XCTAssertEqual(above.statistics.compositedPixels, 400)
        // Damage across below's whole width: its hidden half (10×4) is not composited.
        let buffer = try core.buffer(on: below, color: 0x0000FF)
        core.compositor.commit(below, buffer: buffer, damage: damage(0, 0, 20, 4), serial: 2)
        core.frame()
        XCTAssertEqual(below.statistics.compositedPixels, 400 + 40)
        XCTAssertEqual(above.statistics.compositedPixels, 400 + 40, "the damage under it is composited from its buffer")
        XCTAssertEqual(core.pixel(5, 1), 0x0000FF)
        XCTAssertEqual(core.pixel(15, 1), 0x00FF00)
        // Hidden, the window above uncovers below's half: composited from below now.
        core.compositor.hide(above)
        core.frame()
        XCTAssertEqual(below.statistics.compositedPixels, 400 + 40 + 200)
        XCTAssertEqual(above.statistics.compositedPixels, 440, "a hidden window composites nothing")
    }

    /// With two output buffers each repaint also redraws what the other buffer missed
    /// (the frame before's damage): that is composited from the window's buffer too, and
    /// counted. The windows' pixels and the background's add up to the screen's total.
    func testPixelsRepaintedForAnOlderOutputBufferCountAndAddUpToTheTotal() throws {
        let core = CoreHarness(swapchainLength: 2)
        let a = try core.window(":1.1", 0, 0, 20, 20, color: 0xFF0000)
        let b = try core.window(":1.2", 50, 50, 10, 10, color: 0x00FF00)
        // Both buffers start with unknown contents, so each of the first two frames is
        // repainted whole: a is composited twice, b once (it came in the second frame).
        XCTAssertEqual(a.statistics.compositedPixels, 800)
        XCTAssertEqual(b.statistics.compositedPixels, 100)
        let before = core.compositor.renderer.totalCompositedPixels
        let buffer = try core.buffer(on: a, color: 0x0000FF)
        core.compositor.commit(a, buffer: buffer, damage: damage(0, 0, 5, 5), serial: 2)
        core.frame()   // this buffer missed b's frame: a's 25 and b's 100 are repainted
        XCTAssertEqual(a.statistics.compositedPixels, 800 + 25)
        XCTAssertEqual(b.statistics.compositedPixels, 100 + 100)
        core.compositor.commit(a, buffer: buffer, damage: damage(5, 5, 2, 3), serial: 3)
        core.frame()   // this one missed the 25: 25 + 6
        XCTAssertEqual(a.statistics.compositedPixels, 800 + 25 + 31)
        XCTAssertEqual(b.statistics.compositedPixels, 200)
        XCTAssertEqual(core.compositor.renderer.totalCompositedPixels - before, 25 + 100 + 31,
                       "nothing uncovered by a window was repainted, so the windows' pixels are the total")
        XCTAssertEqual(core.pixel(6, 6), 0x0000FF)
        XCTAssertEqual(core.pixel(55, 55), 0x00FF00)
    }

    func testTheScreenFrameRateAndRepaintTimes() throws {
        let core = CoreHarness()
        var now: UInt64 = 5_000_000
        core.compositor.clock = { now }
        let a = try core.window(":1.1", 0, 0, 10, 10, color: 0xFF0000)
        let buffer = try core.buffer(on: a, color: 0x00FF00)
        for serial in 2...11 as ClosedRange<UInt32> {
            now += 20_000
            core.compositor.commit(a, buffer: buffer, damage: damage(0, 0, 1, 1), serial: serial)
            core.frame()
        }
        // 11 frames (the first at 5 s), then one every 20 ms: 50 per second.
        XCTAssertEqual(core.compositor.screenStatistics.framesPerSecond(now: now), 50, accuracy: 1e-9)
        XCTAssertEqual(core.compositor.screenStatistics.repaintTimes.total, 11)
        XCTAssertEqual(core.compositor.screenStatistics.repaintTimes.values.allSatisfy { $0 == 0 }, true,
                       "the virtual clock stands still during a repaint")
    }

    func testTheRingKeepsTheLastSamplesAndRanksThem() {
        var ring = SampleRing(capacity: 128)
        XCTAssertNil(ring.percentile(50))
        for v in 1...200 as ClosedRange<UInt64> { ring.record(v) }
        XCTAssertEqual(ring.total, 200)
        XCTAssertEqual(ring.values, Array(73...200))
        // Nearest rank over 128 samples: the 64th and the 127th.
        XCTAssertEqual(ring.percentile(50), 136)
        XCTAssertEqual(ring.percentile(99), 199)
        XCTAssertEqual(ring.percentile(100), 200)
        XCTAssertEqual(ring.percentile(0), 73)
    }
}
