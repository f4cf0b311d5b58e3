internal import CDBus
import Dispatch
import Foundation

/// Drives libdbus watches and timeouts from the main dispatch queue, which on Linux
/// is serviced by `RunLoop.main` — so an app's `DispatchQueue.main`, `@MainActor`
/// tasks and `Timer`s keep working while D-Bus messages are handled on the same thread.
final class MainQueueDriver: DBusLoopDriver, @unchecked Sendable {
    // All state is touched on the main thread only (libdbus calls these from the
    // thread using the connection, which for apps is the main thread).
    private weak var connection: DBusConnection?
    private var watches = DBusWatchTable()
    private var readSources: [Int32: DispatchSourceRead] = [:]
    private var writeSources: [Int32: DispatchSourceWrite] = [:]
    private var timers: [OpaquePointer: DispatchSourceTimer] = [:]
    private var dispatchScheduled = false
    /// A read or write watch is being handled (see `dispatchNow`).
    private var handlingWatch = false
    private var invalidated = false

    init(connection: DBusConnection) { self.connection = connection }

    func addWatch(_ watch: OpaquePointer) -> Bool {
        refresh(watches.add(watch))
        return true
    }

    func removeWatch(_ watch: OpaquePointer) {
        refresh(watches.remove(watch))
    }

    func watchToggled(_ watch: OpaquePointer) { refresh(dbus_watch_get_unix_fd(watch)) }

    private func refresh(_ fd: Int32) {
        let (wantRead, wantWrite) = watches.wanted(fd)
        if wantRead && readSources[fd] == nil && !invalidated {
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in self?.handle(fd, WatchFlags.readable) }
            readSources[fd] = source
            source.resume()
        } else if !wantRead, let source = readSources.removeValue(forKey: fd) {
            source.cancel()
        }
        if wantWrite && writeSources[fd] == nil && !invalidated {
            let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: .main)
            source.setEventHandler { [weak self] in self?.handle(fd, WatchFlags.writable) }
            writeSources[fd] = source
            source.resume()
        } else if !wantWrite, let source = writeSources.removeValue(forKey: fd) {
            source.cancel()
        }
    }

    private func handle(_ fd: Int32, _ flags: UInt32) {
        handlingWatch = true
        watches.handle(fd, flags: flags) { watches }
        handlingWatch = false
        dispatchNow()
    }

    /// Dispatches what just arrived in this turn of the main queue rather than the next
    /// (an input event reaches the app one hop sooner), a bounded number of messages at a
    /// time so that a flood cannot starve the queue's other work; the rest goes on a
    /// later turn. Not for libdbus's callbacks (`wakeUp`), which may run inside libdbus.
    private func dispatchNow() {
        guard !invalidated, !dispatchScheduled, let connection else { return }
        if connection.dispatch() { scheduleDispatch() }
    }

    func addTimeout(_ timeout: OpaquePointer) -> Bool {
        timeoutToggled(timeout)
        return true
    }

    func removeTimeout(_ timeout: OpaquePointer) {
        timers.removeValue(forKey: timeout)?.cancel()
    }

    func timeoutToggled(_ timeout: OpaquePointer) {
        timers.removeValue(forKey: timeout)?.cancel()
        guard dbus_timeout_get_enabled(timeout) != 0, !invalidated else { return }
        let interval = DispatchTimeInterval.milliseconds(Int(max(1, dbus_timeout_get_interval(timeout))))
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let address = UInt(bitPattern: Int(bitPattern: UnsafeMutableRawPointer(timeout)))
        timer.setEventHandler { [weak self] in
            guard let self, let raw = OpaquePointer(bitPattern: address), self.timers[raw] != nil else { return }
            dbus_timeout_handle(raw)
            self.scheduleDispatch()
        }
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timers[timeout] = timer
        timer.resume()
    }

    /// libdbus says messages wait (from inside its calls): dispatch on a later turn,
    /// unless a watch is being handled, which dispatches right after.
    func wakeUp() {
        if !handlingWatch { scheduleDispatch() }
    }

    func messagesQueued() { wakeUp() }

    private func scheduleDispatch() {
        guard !dispatchScheduled, !invalidated else { return }
        dispatchScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.dispatchScheduled = false
            if self.connection?.dispatch() == true { self.scheduleDispatch() }
        }
    }

    func invalidate() {
        invalidated = true
        readSources.values.forEach { $0.cancel() }
        writeSources.values.forEach { $0.cancel() }
        timers.values.forEach { $0.cancel() }
        readSources.removeAll()
        writeSources.removeAll()
        timers.removeAll()
    }
}

extension DBusConnection {
    /// Drives the connection from the main dispatch queue (serviced by `RunLoop.main`
    /// on Linux): the choice for apps. Call from the main thread; handlers run there.
    public func attachToMainQueue() {
        detachDriver()
        install(MainQueueDriver(connection: self))
    }
}
