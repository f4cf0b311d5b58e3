internal import CStrataSys
#if canImport(Glibc)
import Glibc
#endif

/// A timer on an ``EventLoop``, backed by its own `timerfd` on `CLOCK_MONOTONIC`.
/// Disarmed timers cost nothing: the loop does not wake for them.
public final class LoopTimer {
    private let fd: OwnedFileDescriptor
    /// The loop until it goes (``EventLoop/reference``).
    private let loop: ClearedReference<EventLoop>
    private var token: EventLoop.Token?
    /// Whether the timer is armed (a one-shot timer disarms itself when it fires).
    public private(set) var isArmed = false
    private var isRepeating = false

    fileprivate init(loop: EventLoop, handler: @escaping () -> Void) throws(SystemError) {
        fd = OwnedFileDescriptor(taking: try retryingSyscall("timerfd_create") { strata_timerfd_create() })
        self.loop = loop.reference
        let raw = fd.rawValue
        // Unretained, not `weak` (a side table would slow every retain of the timer): the
        // timer's `deinit` removes this watch, so the loop never calls it after the timer
        // has gone (and a loop that has gone calls nothing).
        token = try loop.watch(fd: raw, events: .readable) { [unowned(unsafe) self] _ in
            let expirations = strata_timerfd_read(raw)
            if expirations <= 0 { return }
            if !self.isRepeating { self.isArmed = false }
            handler()
        }
    }

    deinit {
        if let token { loop.object?.remove(token) }
    }

    /// Fires after `nanoseconds`, then every `interval` nanoseconds if given.
    public func arm(afterNanoseconds nanoseconds: UInt64, intervalNanoseconds interval: UInt64 = 0) {
        let raw = fd.rawValue
        _ = strata_timerfd_arm(raw, max(1, nanoseconds), interval)
        isArmed = true
        isRepeating = interval > 0
    }

    /// Stops the timer; a pending expiration is discarded.
    public func disarm() {
        let raw = fd.rawValue
        _ = strata_timerfd_arm(raw, 0, 0)
        _ = strata_timerfd_read(raw)
        isArmed = false
    }
}

extension EventLoop {
    /// A new, disarmed timer calling `handler` on the loop's thread.
    public func makeTimer(_ handler: @escaping () -> Void) throws(SystemError) -> LoopTimer {
        try LoopTimer(loop: self, handler: handler)
    }

    /// Delivers `signals` (e.g. `SIGTERM`, `SIGINT`) to `handler` on the loop's thread
    /// instead of their default action. The signals are blocked in the calling thread
    /// only; threads started afterwards inherit that, threads started before do not (a
    /// process-directed signal could reach one of them and take its default action), so
    /// call this at the start of `main`, before anything starts a thread.
    @discardableResult
    public func handleSignals(_ signals: [Int32], handler: @escaping (Int32) -> Void) throws(SystemError) -> Token {
        let fd = try retryingSyscall("signalfd") { strata_signalfd_create(signals, Int32(signals.count)) }
        let owned = OwnedFileDescriptor(taking: fd)
        return try watch(fd: fd, events: .readable) { _ in
            while true {
                let signo = strata_signalfd_read(owned.rawValue)
                if signo <= 0 { return }
                handler(signo)
            }
        }
    }
}
