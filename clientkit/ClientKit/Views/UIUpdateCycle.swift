import Dispatch
import Foundation

/// The update cycle: one pass at the end of a main-queue turn that updates constraints
/// and lays out every window's pending views, then draws the views that need display.
///
/// Requests (`setNeedsLayout()`, `setNeedsDisplay()`) set a flag and call
/// ``schedule()``, which enqueues at most one pass on the main queue until that pass
/// starts; the pass clears the flags before acting on them, so requests made during
/// the pass get a new pass — except display requests made during the layout phase,
/// which the display phase of the same pass serves.
///
/// The pass: for every window (back to front) UIKit's update-constraints pass (only in
/// windows that use Auto Layout: subviews before superviews, where flagged) and the
/// layout pass (superviews before subviews: the engine's solution is applied to the
/// subviews it places, then `layoutSubviews()`), then for every visible window
/// the display phase (`draw(_:)` once per invalidated view, with the union of its
/// dirty rectangles), then the platform's presenter (if one is installed) composites
/// and commits the windows. The pass ends by committing Core Animation's implicit
/// transaction (see ``CATransaction``).
@MainActor
enum _UIUpdateCycle {
    enum Phase { case idle, layout, display, present }

    /// A pass is enqueued and has not started.
    static var isScheduled = false
    /// How many passes ran (for tests).
    static var passCount = 0
    /// How many passes were enqueued (for tests).
    static var scheduleCount = 0
    /// What the running pass is doing.
    static var phase = Phase.idle
    /// Called at the end of each pass with the visible windows (the platform layer
    /// renders and commits them there). Set through
    /// `UIApplication.updateCyclePresenter`, its one public name.
    static var presenter: (([UIWindow]) -> Void)?

    /// Enqueues a pass on the main queue unless one is pending.
    static func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        scheduleCount += 1
        DispatchQueue.main.async {
            MainActor.assumeIsolated { run() }
        }
    }

    /// Schedules a pass for a display request: not needed during the layout phase,
    /// whose pass displays next.
    static func scheduleDisplay() {
        if phase != .layout { schedule() }
    }

    /// Schedules a pass for a change that needs re-compositing, when a presenter is
    /// installed and no pass is running (a running pass presents at its end).
    static func scheduleRender() {
        if presenter != nil && phase == .idle { schedule() }
    }

    /// Runs a pass now: layout for every window the application knows, back to front,
    /// then display for the visible ones, then presentation.
    static func run() {
        isScheduled = false
        passCount += 1
        let windows = UIApplication.shared.windows
        phase = .layout
        for window in windows {
            if window._layoutStorage?.engine != nil { window._updateConstraintsSubtreeIfNeeded() }
            window._layoutSubtreeIfNeeded()
        }
        phase = .display
        let visible = windows.filter { !$0.isHidden }
        for window in visible {
            window.layer._displaySubtreeIfNeeded()
        }
        phase = .present
        presenter?(visible)
        phase = .idle
        CATransaction._commitImplicit()
    }
}
