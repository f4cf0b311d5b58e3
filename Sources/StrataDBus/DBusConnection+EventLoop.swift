internal import CDBus
import StrataSystem
import Synchronization

/// Which main loop drives a connection's or server's libdbus watches and timeouts.
protocol DBusLoopDriver: AnyObject {
    func addWatch(_ watch: OpaquePointer) -> Bool
    func removeWatch(_ watch: OpaquePointer)
    func watchToggled(_ watch: OpaquePointer)
    func addTimeout(_ timeout: OpaquePointer) -> Bool
    func removeTimeout(_ timeout: OpaquePointer)
    func timeoutToggled(_ timeout: OpaquePointer)
    func wakeUp()
    /// libdbus has queued incoming messages (its dispatch status became "data remains").
    func messagesQueued()
    func invalidate()
}

/// A flag the loop's thread takes and any thread may set (libdbus may report queued
/// messages from a thread that uses the connection).
final class DispatchPendingFlag: Sendable {
    private let value = Atomic<Bool>(true)
    func set() { value.store(true, ordering: .sequentiallyConsistent) }
    /// Whether the flag was set; clears it.
    func take() -> Bool { value.exchange(false, ordering: .sequentiallyConsistent) }
}

/// libdbus watch flags (`DBUS_WATCH_*`).
enum WatchFlags {
    static let readable: UInt32 = 1
    static let writable: UInt32 = 2
    static let error: UInt32 = 4
    static let hangup: UInt32 = 8
}

// The C callbacks: capture-free, state comes from the user data.
func driverOf(_ data: UnsafeMutableRawPointer?) -> DBusLoopDriver {
    Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! DBusLoopDriver
}
func cAddWatch(_ w: OpaquePointer?, _ d: UnsafeMutableRawPointer?) -> dbus_bool_t { driverOf(d).addWatch(w!) ? 1 : 0 }
func cRemoveWatch(_ w: OpaquePointer?, _ d: UnsafeMutableRawPointer?) { driverOf(d).removeWatch(w!) }
func cToggleWatch(_ w: OpaquePointer?, _ d: UnsafeMutableRawPointer?) { driverOf(d).watchToggled(w!) }
func cAddTimeout(_ t: OpaquePointer?, _ d: UnsafeMutableRawPointer?) -> dbus_bool_t { driverOf(d).addTimeout(t!) ? 1 : 0 }
func cRemoveTimeout(_ t: OpaquePointer?, _ d: UnsafeMutableRawPointer?) { driverOf(d).removeTimeout(t!) }
func cToggleTimeout(_ t: OpaquePointer?, _ d: UnsafeMutableRawPointer?) { driverOf(d).timeoutToggled(t!) }
func cWakeUp(_ d: UnsafeMutableRawPointer?) { driverOf(d).wakeUp() }
func cReleaseDriver(_ d: UnsafeMutableRawPointer?) { if let d { Unmanaged<AnyObject>.fromOpaque(d).release() } }
func cDispatchStatus(_ c: OpaquePointer?, _ status: DBusDispatchStatus, _ d: UnsafeMutableRawPointer?) {
    if status == DBUS_DISPATCH_DATA_REMAINS { driverOf(d).messagesQueued() }
}

/// Drives libdbus watches and timeouts from an ``EventLoop`` (epoll + timerfd).
/// Several watches may share one fd (one for reading, one for writing); epoll takes an
/// fd once, so watches are grouped per fd and the registration waits for the union of
/// their enabled flags. An fd with no enabled watch is not registered at all (epoll
/// would otherwise keep reporting a hang-up).
final class EventLoopDriver: DBusLoopDriver {
    let loop: EventLoop
    private var watches = DBusWatchTable()
    private var tokens: [Int32: (EventLoop.Token, UInt32)] = [:]
    private var timers: [OpaquePointer: LoopTimer] = [:]
    var prepareToken: EventLoop.Token?
    /// Whether the connection may have messages to dispatch: set when libdbus reports
    /// queued messages (and at the start), taken by the prepare hook. The hook runs
    /// before every wait for every connection; with this it calls into libdbus (two
    /// locked calls) only for connections that have something, not for all of them —
    /// the daemon has one connection per client.
    let dispatchPending = DispatchPendingFlag()

    init(loop: EventLoop) { self.loop = loop }

    func addWatch(_ watch: OpaquePointer) -> Bool {
        refresh(watches.add(watch))
        return true
    }

    func removeWatch(_ watch: OpaquePointer) {
        refresh(watches.remove(watch))
    }

    func watchToggled(_ watch: OpaquePointer) { refresh(dbus_watch_get_unix_fd(watch)) }

    private func refresh(_ fd: Int32) {
        var events: IOEvents = []
        let wanted = watches.wanted(fd)
        if wanted.read { events.insert(.readable) }
        if wanted.write { events.insert(.writable) }
        if let (token, current) = tokens[fd] {
            if events.isEmpty {
                loop.remove(token)
                tokens[fd] = nil
            } else if events.rawValue != current {
                try? loop.updateWatch(token, events: events)
                tokens[fd] = (token, events.rawValue)
            }
        } else if !events.isEmpty {
            if let token = try? loop.watch(fd: fd, events: events, handler: { [weak self] ready in self?.handle(fd, ready) }) {
                tokens[fd] = (token, events.rawValue)
            }
        }
    }

    private func handle(_ fd: Int32, _ ready: IOEvents) {
        var flags: UInt32 = 0
        if ready.contains(.readable) { flags |= WatchFlags.readable }
        if ready.contains(.writable) { flags |= WatchFlags.writable }
        if ready.contains(.error) { flags |= WatchFlags.error }
        if ready.contains(.hangup) { flags |= WatchFlags.hangup }
        watches.handle(fd, flags: flags) { watches }
    }

    func addTimeout(_ timeout: OpaquePointer) -> Bool {
        guard let timer = try? loop.makeTimer({ dbus_timeout_handle(timeout) }) else { return false }
        timers[timeout] = timer
        timeoutToggled(timeout)
        return true
    }

    func removeTimeout(_ timeout: OpaquePointer) {
        timers.removeValue(forKey: timeout)?.disarm()
    }

    func timeoutToggled(_ timeout: OpaquePointer) {
        guard let timer = timers[timeout] else { return }
        if dbus_timeout_get_enabled(timeout) != 0 {
            let ns = UInt64(max(1, dbus_timeout_get_interval(timeout))) * 1_000_000
            timer.arm(afterNanoseconds: ns, intervalNanoseconds: ns)
        } else {
            timer.disarm()
        }
    }

    func wakeUp() { loop.wakeUp() }

    func messagesQueued() {
        dispatchPending.set()
        loop.wakeUp()
    }

    func invalidate() {
        for (_, (token, _)) in tokens { loop.remove(token) }
        tokens.removeAll()
        for (_, timer) in timers { timer.disarm() }
        timers.removeAll()
        if let prepareToken { loop.remove(prepareToken) }
    }
}

extension DBusConnection {
    /// Drives the connection from `loop`: its socket is watched with epoll, its
    /// time-outs run on timerfds, and queued messages are dispatched before each wait.
    /// Handlers then run on the loop's thread.
    public func attach(to loop: EventLoop) {
        if let transport { return transport.attach(to: loop) }
        detachDriver()
        let driver = EventLoopDriver(loop: loop)
        let pending = driver.dispatchPending
        driver.prepareToken = loop.addPrepareHook { [weak self] in
            // libdbus reports the change to "data remains" once; what a dispatch leaves
            // (more than the limit, or messages queued meanwhile) sets the flag again.
            guard pending.take(), let self else { return false }
            let remains = self.dispatch(limit: self.dispatchLimit)
            if remains { pending.set() }
            return remains
        }
        install(driver)
    }

    func install(_ driver: DBusLoopDriver) {
        self.driver = driver
        let data = { Unmanaged<AnyObject>.passRetained(driver).toOpaque() }
        dbus_connection_set_watch_functions(raw, cAddWatch, cRemoveWatch, cToggleWatch, data(), cReleaseDriver)
        dbus_connection_set_timeout_functions(raw, cAddTimeout, cRemoveTimeout, cToggleTimeout, data(), cReleaseDriver)
        dbus_connection_set_wakeup_main_function(raw, cWakeUp, data(), cReleaseDriver)
        dbus_connection_set_dispatch_status_function(raw, cDispatchStatus, data(), cReleaseDriver)
        driver.wakeUp()
    }

    func detachDriver() {
        if let transport { return transport.detach() }
        guard let old = driver as? DBusLoopDriver else { return }
        dbus_connection_set_watch_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_timeout_functions(raw, nil, nil, nil, nil, nil)
        dbus_connection_set_wakeup_main_function(raw, nil, nil, nil)
        dbus_connection_set_dispatch_status_function(raw, nil, nil, nil)
        old.invalidate()
        driver = nil
    }
}
