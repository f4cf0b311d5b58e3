import Foundation

/// Core Foundation's time type (seconds), which Foundation on Linux does not export.
public typealias CFTimeInterval = Double

/// A timer synchronised with the display, as Core Animation's `CADisplayLink`: its
/// handler runs once per frame the compositor shows.
///
/// Linux has no Objective-C selectors, so instead of `init(target:selector:)` the link
/// takes a closure (`init(handler:)`), as UIKit's block-based APIs do. Frames come from
/// the daemon's `FrameDone` for the app's key (or first visible) window — asking for a
/// frame without new pixels when nothing else is drawn; without a daemon, from a
/// 60 Hz timer.
@MainActor
public final class CADisplayLink {
    /// The time of the last frame shown (seconds, monotonic clock).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is expected.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames (seconds).
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// Paused links do not fire (and ask for no frames).
    public var isPaused = false {
        didSet { DisplayLinkDriver.shared.update() }
    }
    /// Ignored: the link fires at the compositor's frame rate.
    public var preferredFramesPerSecond = 0

    private let handler: (CADisplayLink) -> Void
    private var isAdded = false

    /// A link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts the link. Only the main run loop drives ClientKit, so the run loop and
    /// mode are accepted for UIKit compatibility and otherwise ignored.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isAdded else { return }
        isAdded = true
        DisplayLinkDriver.shared.add(self)
    }

    /// Stops the link for good.
    public func invalidate() {
        isAdded = false
        DisplayLinkDriver.shared.remove(self)
    }

    func fire(at time: CFTimeInterval) {
        if timestamp > 0 { duration = max(0.001, time - timestamp) }
        timestamp = time
        targetTimestamp = time + duration
        handler(self)
    }
}

/// Fires the app's display links from frames (or a timer when no daemon is there).
@MainActor
final class DisplayLinkDriver {
    static let shared = DisplayLinkDriver()
    private var links: [CADisplayLink] = []
    private var timer: Timer?
    private weak var source: PlatformWindow?

    var isActive: Bool { links.contains { !$0.isPaused } }

    /// Whether `link` is added (and not invalidated).
    func contains(_ link: CADisplayLink) -> Bool { links.contains { $0 === link } }

    func add(_ link: CADisplayLink) {
        links.append(link)
        update()
    }

    func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
        update()
    }

    /// Picks the frame source and starts or stops frame requests.
    func update() {
        source?.wantsFrames = false
        source?.onFrame = nil
        source = nil
        timer?.invalidate()
        timer = nil
        guard isActive else { return }
        if let display = StrataDisplay.current, let window = Self.frameSource(display) {
            source = window
            window.wantsFrames = true
            window.onFrame = { [weak self] time in self?.fire(time) }
            window.setNeedsPresent()
        } else {
            // Timer(fire:…): on Linux, Timer(timeInterval:…) added to a run loop fires at once.
            let timer = Timer(fire: Date().addingTimeInterval(1.0 / 60), interval: 1.0 / 60, repeats: true) { _ in
                MainActor.assumeIsolated { DisplayLinkDriver.shared.fire(ProcessInfo.processInfo.systemUptime) }
            }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
        }
    }

    private static func frameSource(_ display: StrataDisplay) -> PlatformWindow? {
        let visible = display.windows.values.filter { $0.window?.isHidden == false }
        return visible.first { $0.window?.isKeyWindow == true } ?? visible.sorted { $0.path < $1.path }.first
    }

    private func fire(_ time: CFTimeInterval) {
        for link in links where !link.isPaused { link.fire(at: time) }
    }
}
