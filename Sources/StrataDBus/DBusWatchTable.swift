internal import CDBus

/// libdbus watches grouped by descriptor: one fd may have a read watch and a write
/// watch, while epoll and dispatch sources take an fd once. Both loop drivers keep
/// their watches here and ask it what to wait for and whom to tell.
struct DBusWatchTable {
    private var byFD: [Int32: [OpaquePointer]] = [:]

    /// Adds a watch; returns its fd (whose registration must be refreshed).
    mutating func add(_ watch: OpaquePointer) -> Int32 {
        let fd = dbus_watch_get_unix_fd(watch)
        byFD[fd, default: []].append(watch)
        return fd
    }

    /// Removes a watch; returns its fd.
    mutating func remove(_ watch: OpaquePointer) -> Int32 {
        let fd = dbus_watch_get_unix_fd(watch)
        byFD[fd]?.removeAll { $0 == watch }
        if byFD[fd]?.isEmpty == true { byFD[fd] = nil }
        return fd
    }

    /// What the enabled watches on `fd` wait for.
    func wanted(_ fd: Int32) -> (read: Bool, write: Bool) {
        var read = false, write = false
        for watch in byFD[fd] ?? [] where dbus_watch_get_enabled(watch) != 0 {
            let flags = dbus_watch_get_flags(watch)
            if flags & WatchFlags.readable != 0 { read = true }
            if flags & WatchFlags.writable != 0 { write = true }
        }
        return (read, write)
    }

    /// Tells the enabled watches on `fd` what became ready (`DBUS_WATCH_*` flags).
    /// Handling one watch may add, remove or toggle others, so each is looked up again.
    func handle(_ fd: Int32, flags: UInt32, in table: () -> DBusWatchTable) {
        for watch in byFD[fd] ?? [] {
            guard table().contains(watch, fd), dbus_watch_get_enabled(watch) != 0 else { continue }
            let wanted = dbus_watch_get_flags(watch) | WatchFlags.error | WatchFlags.hangup
            if flags & wanted != 0 { dbus_watch_handle(watch, flags & wanted) }
        }
    }

    private func contains(_ watch: OpaquePointer, _ fd: Int32) -> Bool {
        byFD[fd]?.contains(watch) == true
    }
}
