import Foundation

/// Core Animation's clock: the media time (`CACurrentMediaTime()`) and the ticks that
/// advance every layer's animations, one per frame of the app's display link (the
/// daemon's `FrameDone`).
///
/// A tick sends `animationDidStart`/`animationDidStop`, removes ended animations, and
/// marks animating layers for re-compositing (their old and new presentation rectangles
/// are damaged; their contents are reused, nothing is redrawn). The display link exists
/// only while some animation can still change what shows: an app with no running
/// animation asks for no frames. Tests install a hand-driven clock
/// (``CAAnimationTestClock``) instead.
@MainActor
enum _CAAnimationClock {
    /// The layers that hold animations, held weakly: a layer the app has let go of is
    /// gone with its animations (as in Core Animation), and no longer keeps the display
    /// link running. (Held strongly, a layer removed with a repeating animation kept the
    /// app asking for frames for good.)
    static var layers: [ObjectIdentifier: WeakLayer] = [:]

    struct WeakLayer {
        weak var layer: CALayer?
    }
    /// The hand-driven time, when a test installed one.
    static var testTime: CFTimeInterval?
    private static var link: CADisplayLink?

    static var now: CFTimeInterval { testTime ?? ProcessInfo.processInfo.systemUptime }

    /// The time of the frame being shown: the last tick (or the last animation added),
    /// so that one frame renders every layer at one time.
    static var frameTime: CFTimeInterval {
        get { testTime ?? _frameTime }
        set { _frameTime = newValue }
    }
    private static var _frameTime: CFTimeInterval = 0

    /// `layer` got an animation: keep it ticking.
    static func register(_ layer: CALayer) {
        layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
        frameTime = now
        updateLink()
    }

    /// Advances every animation to now.
    static func tick() {
        let time = now
        frameTime = time
        for (id, entry) in layers {
            guard let layer = entry.layer else {
                layers[id] = nil
                continue
            }
            layer._advanceAnimations(to: time)
            if layer._animations.isEmpty { layers[id] = nil }
        }
        updateLink()
    }

    /// Starts or stops the display link: needed while some animation still moves.
    static func updateLink() {
        let time = now
        let moving = testTime == nil && layers.values.contains { entry in
            guard let layer = entry.layer, layer._timeIsMoving else { return false }
            let local = layer._localTime(time)
            return layer._animations.contains { $0.animation._isMoving(at: local) }
        }
        if moving, link == nil {
            let link = CADisplayLink { _ in MainActor.assumeIsolated { _CAAnimationClock.tick() } }
            link.add(to: .main, forMode: .common)
            self.link = link
        } else if !moving, let link {
            link.invalidate()
            self.link = nil
        }
    }
}

/// The current media time, in seconds (Core Animation's `CACurrentMediaTime()`): the
/// system's monotonic uptime, or the test clock's time.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    _CAAnimationClock.now
}

/// A clock tests drive by hand: media time stands still until ``advance(to:)``, which
/// moves it and runs one animation tick (start and stop callbacks, removals, damage)
/// synchronously. No display link runs while it is installed.
@MainActor
public enum CAAnimationTestClock {
    /// Installs the test clock at `time` (seconds).
    public static func install(at time: CFTimeInterval) {
        _CAAnimationClock.testTime = time
        _CAAnimationClock.updateLink()
    }

    /// Moves media time to `time` and runs one tick. Time passing means the main queue's
    /// turn ended: the implicit transaction is committed first (see ``CATransaction``).
    public static func advance(to time: CFTimeInterval) {
        CATransaction.flush()
        _CAAnimationClock.testTime = time
        _CAAnimationClock.tick()
    }

    /// Puts the system clock back.
    public static func uninstall() {
        _CAAnimationClock.testTime = nil
        _CAAnimationClock.updateLink()
    }
}
