/// A fixed ring of the last `capacity` samples (microseconds): recording is O(1) and
/// never allocates after creation; percentiles sort a copy, only when someone asks.
package struct SampleRing {
    private var samples: [UInt64]
    private var next = 0
    /// Samples recorded, ever (the ring holds the last `capacity` of them).
    package private(set) var total = 0

    package init(capacity: Int) {
        samples = Array(repeating: 0, count: max(1, capacity))
    }

    package var capacity: Int { samples.count }
    /// The samples the ring holds now, oldest first.
    package var values: [UInt64] {
        total < samples.count ? Array(samples[0..<total]) : Array(samples[next...] + samples[..<next])
    }

    package mutating func record(_ value: UInt64) {
        samples[next] = value
        next = (next + 1) % samples.count
        total += 1
    }

    /// The nearest-rank percentile (`p` in 0...100) of the samples held; nil when empty.
    package func percentile(_ p: Double) -> UInt64? {
        let held = values.sorted()
        guard !held.isEmpty else { return nil }
        let rank = Int((p / 100 * Double(held.count)).rounded(.up))
        return held[min(max(rank, 1), held.count) - 1]
    }
}

/// What one window's frames cost and how late they were: `Window1.GetStatistics`,
/// `DumpState frames`, `strata stats` (like `dumpsys SurfaceFlinger --latency`).
///
/// A commit's latency is the time from its arrival to the frame that presented it
/// (and sent its `FrameDone`). A commit *missed its frame* when it was presented more
/// than one and a half refresh intervals after it arrived: a display ticking at the
/// refresh rate shows a commit within one interval, so it would have been shown a
/// frame earlier (the half interval absorbs timer wake-up jitter). Pixels are those
/// composited from the window's buffer: its part of each repaint that no opaque window
/// above it covers, including what an older output buffer needed again (what its damage,
/// and changes to its place, cost the compositor; with the background's they add up to
/// the renderer's total). The renderer counts them as it paints; before 2026-11-29 the
/// compositor counted every repainted pixel inside the window's rectangle in a second
/// walk of the damage (~7 % of a frame's instructions outside pixman with 8 clients),
/// hidden parts and parts its buffer does not reach included.
package struct WindowFrameStatistics {
    /// How many latencies the ring keeps (p50/p99 are over these).
    package static let latencySamples = 128

    package private(set) var commits = 0
    /// Frames that presented at least one of this window's commits.
    package private(set) var framesPresented = 0
    package private(set) var missedFrames = 0
    package private(set) var compositedPixels = 0
    package private(set) var latencies = SampleRing(capacity: latencySamples)
    /// Arrival times of the commits waiting for the next frame.
    private var pendingArrivals: [UInt64] = []

    package init() {
        pendingArrivals.reserveCapacity(4)
    }

    /// Bytes composited for the window (32-bit pixels).
    package var compositedBytes: Int { compositedPixels * 4 }

    mutating func commitArrived(at time: UInt64) {
        commits += 1
        pendingArrivals.append(time)
    }

    /// A frame presented the pending commits at `time`; `interval` is the refresh
    /// interval in microseconds (0: none, so nothing counts as missed).
    mutating func presented(at time: UInt64, interval: UInt64) {
        guard !pendingArrivals.isEmpty else { return }
        framesPresented += 1
        for arrival in pendingArrivals {
            let latency = time >= arrival ? time - arrival : 0
            latencies.record(latency)
            if interval > 0 && latency > interval + interval / 2 { missedFrames += 1 }
        }
        pendingArrivals.removeAll(keepingCapacity: true)
    }

    mutating func composited(pixels: Int) { compositedPixels += pixels }
}

/// The screen's side: how long each repaint took and when frames came, for the
/// frame rate over the last frames.
package struct ScreenFrameStatistics {
    package static let samples = 120

    /// Repaint (composite and hand to the output) durations.
    package private(set) var repaintTimes = SampleRing(capacity: samples)
    /// Times of the last frames (ticks).
    package private(set) var frameTimes = SampleRing(capacity: samples)

    package init() {}

    mutating func repainted(inMicroseconds duration: UInt64) { repaintTimes.record(duration) }
    mutating func frame(at time: UInt64) { frameTimes.record(time) }

    /// Frames per second over the frames held, up to `now`: 0 with fewer than two
    /// frames, or when the last one is more than a second old (idle, no frames come).
    package func framesPerSecond(now: UInt64) -> Double {
        let times = frameTimes.values
        guard times.count >= 2, let first = times.first, let last = times.last, last > first,
              now < last + 1_000_000 else { return 0 }
        return Double(times.count - 1) * 1_000_000 / Double(last - first)
    }
}
