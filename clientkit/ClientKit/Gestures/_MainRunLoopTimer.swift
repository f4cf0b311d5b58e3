import Foundation

/// A one-shot timer on the main run loop (common modes) that runs `body` on the main
/// actor after `interval` seconds.
///
/// Built with `Timer(fire:interval:repeats:block:)`: in swift-corelibs-foundation,
/// `Timer(timeInterval:repeats:block:)` added to a run loop fires at once instead of
/// after the interval.
@MainActor
func _scheduleMainTimer(after interval: TimeInterval, _ body: @escaping @MainActor () -> Void) -> Timer {
    let timer = Timer(fire: Date().addingTimeInterval(interval), interval: 0, repeats: false) { _ in
        MainActor.assumeIsolated { body() }
    }
    RunLoop.main.add(timer, forMode: .common)
    return timer
}
