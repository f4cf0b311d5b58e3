import Dispatch
import Foundation

/// The update cycle: one pass at the end of a main-queue turn that lays out every
/// window's pending views (later also draws and commits them).
///
/// Requests (`setNeedsLayout()`) set a flag and call ``schedule()``, which enqueues
/// at most one pass on the main queue until that pass starts; the pass clears the
/// flag before laying out, so requests made during layout get a new pass.
@MainActor
enum _UIUpdateCycle {
    /// A pass is enqueued and has not started.
    static var isScheduled = false
    /// How many passes ran (for tests).
    static var passCount = 0
    /// How many passes were enqueued (for tests).
    static var scheduleCount = 0

    /// Enqueues a pass on the main queue unless one is pending.
    static func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        scheduleCount += 1
        DispatchQueue.main.async {
            MainActor.assumeIsolated { run() }
        }
    }

    /// Runs a pass now: layout for every window the application knows, back to front.
    static func run() {
        isScheduled = false
        passCount += 1
        for window in UIApplication.shared.windows {
            window._layoutSubtreeIfNeeded()
        }
    }
}
