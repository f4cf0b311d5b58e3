internal import CStrataSys
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What a watched descriptor is ready for (epoll's `EPOLLIN`, `EPOLLOUT`, `EPOLLERR`, `EPOLLHUP`).
public struct IOEvents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let readable = IOEvents(rawValue: strata_epoll_in())
    public static let writable = IOEvents(rawValue: strata_epoll_out())
    public static let error = IOEvents(rawValue: strata_epoll_err())
    public static let hangup = IOEvents(rawValue: strata_epoll_hup())
}

/// A single-threaded event loop over `epoll(7)`, for the daemon and the tools.
///
/// It watches descriptors, runs timers (`timerfd`), turns signals into callbacks
/// (`signalfd`), and can be woken from another thread (`eventfd`). No Swift
/// concurrency runs in it: every callback runs on the thread that calls ``run()``.
/// Apps use Foundation's `RunLoop.main` instead (see `DBusConnection.attachToMainQueue`).
///
/// Only ``wakeUp()``, ``stop()`` and ``execute(_:)`` may be called from other threads.
public final class EventLoop: @unchecked Sendable {
    /// Identifies a registration (a watched fd, a timer, a signal set, a prepare hook).
    public struct Token: Hashable, Sendable {
        let id: UInt64
    }

    private let epoll: OwnedFileDescriptor
    private let wakeFD: OwnedFileDescriptor
    private var nextID: UInt64 = 1
    /// The watched descriptors by slot: a token's low bits are its slot, so the loop finds
    /// a ready descriptor's handler by index, not by hashing (once per event, every frame).
    private struct Watch {
        let id: UInt64
        let fd: Int32
        let handler: (IOEvents) -> Void
    }
    private var watches: [Watch?] = []
    private var freeSlots: [Int] = []
    private static let slotBits: UInt64 = 24
    private static let noSlot: UInt64 = (1 << slotBits) - 1
    private var prepareHooks: [(UInt64, () -> Bool)] = []
    /// Prepare hooks removed so far (a pass of the hooks checks, after one, that each
    /// hook it still has to call is registered: see `runPrepareHooks`).
    private var hookRemovals = 0
    private let stopRequested = Atomic<Bool>(false)
    /// True while the loop's thread is inside (or about to enter) `epoll_wait`.
    private let waiting = Atomic<Bool>(false)
    /// Set by ``wakeUp()``; the next wait only polls. Cleared at the start of each pass and
    /// just before a wait.
    private let wakeRequested = Atomic<Bool>(false)
    private let crossThreadWork = Mutex<[@Sendable () -> Void]>([])
    private var localWork: [() -> Void] = []
    private static let wakeID: UInt64 = 0
    /// Whether the handler running is the only thing that woke a wait that could block
    /// (see ``handleReadyEvents(maximumPolls:)``).
    private var handlingSoleWakeUp = false
    /// The loop for what it serves to refer to without keeping it (timers, connections,
    /// servers): cleared when the loop goes. Not `weak`: a weakly referenced object gets
    /// a side table and every retain and release of it takes the runtime's slow path, and
    /// the loop is retained on every frame. Read it on the loop's thread.
    public let reference = ClearedReference<EventLoop>()

    public init() throws(SystemError) {
        epoll = OwnedFileDescriptor(taking: try retryingSyscall("epoll_create1") { strata_epoll_create() })
        wakeFD = OwnedFileDescriptor(taking: try retryingSyscall("eventfd") { strata_eventfd_create() })
        let (ep, wake) = (epoll.rawValue, wakeFD.rawValue)
        try retryingSyscall("epoll_ctl(ADD)") { strata_epoll_add(ep, wake, strata_epoll_in(), EventLoop.wakeID) }
        reference.object = self
    }

    deinit {
        reference.clear()
    }

    /// A token unique to this loop: a serial number above the slot (`noSlot` for what is
    /// not a watched descriptor). Never 0 (the wake-up descriptor's data).
    private func makeToken(slot: UInt64 = EventLoop.noSlot) -> Token {
        defer { nextID += 1 }
        return Token(id: nextID << Self.slotBits | slot)
    }

    /// The watch `token` names, if it is still registered.
    private func slot(of token: Token) -> Int? {
        let slot = Int(token.id & Self.noSlot)
        guard slot < watches.count, watches[slot]?.id == token.id else { return nil }
        return slot
    }

    // MARK: Descriptors

    /// Calls `handler` whenever `fd` is ready for `events` (errors and hang-ups are
    /// always reported). The loop does not own `fd`; remove the watch before closing it.
    @discardableResult
    public func watch(fd: Int32, events: IOEvents, handler: @escaping (IOEvents) -> Void) throws(SystemError) -> Token {
        let slot = freeSlots.popLast() ?? watches.count
        precondition(UInt64(slot) < Self.noSlot, "EventLoop: too many watched descriptors")
        let token = makeToken(slot: UInt64(slot))
        let ep = epoll.rawValue
        do {
            try retryingSyscall("epoll_ctl(ADD)") { strata_epoll_add(ep, fd, events.rawValue, token.id) }
        } catch {
            if slot < watches.count { freeSlots.append(slot) }
            throw error
        }
        let entry = Watch(id: token.id, fd: fd, handler: handler)
        if slot == watches.count { watches.append(entry) } else { watches[slot] = entry }
        return token
    }

    /// Changes the events a watch waits for (an empty set pauses it).
    public func updateWatch(_ token: Token, events: IOEvents) throws(SystemError) {
        guard let slot = slot(of: token), let fd = watches[slot]?.fd else { return }
        let ep = epoll.rawValue
        try retryingSyscall("epoll_ctl(MOD)") { strata_epoll_modify(ep, fd, events.rawValue, token.id) }
    }

    /// Removes a watch, timer, signal set or prepare hook. Removing twice is harmless.
    public func remove(_ token: Token) {
        if let slot = slot(of: token), let fd = watches[slot]?.fd {
            watches[slot] = nil
            freeSlots.append(slot)
            _ = strata_epoll_remove(epoll.rawValue, fd) // ENOENT/EBADF if already closed: nothing to undo
        } else if token.id & Self.noSlot == Self.noSlot {
            prepareHooks.removeAll { $0.0 == token.id }
            hookRemovals &+= 1
        }
    }

    // MARK: Hooks and work

    /// Runs `hook` before every wait and again after each batch of ready handlers
    /// (so messages read by a handler are dispatched in the same iteration). A hook
    /// returns `true` when it left work pending (the next wait then only polls), e.g.
    /// D-Bus messages still queued for dispatch.
    @discardableResult
    public func addPrepareHook(_ hook: @escaping () -> Bool) -> Token {
        let token = makeToken()
        prepareHooks.append((token.id, hook))
        return token
    }

    /// How many prepare hooks are registered (for tests: an idle connection should not
    /// need one).
    public var prepareHookCount: Int { prepareHooks.count }

    /// Runs `work` on the loop's thread at the start of the next iteration.
    public func schedule(_ work: @escaping () -> Void) {
        localWork.append(work)
    }

    /// Runs `work` on the loop's thread soon; callable from any thread.
    public func execute(_ work: @escaping @Sendable () -> Void) {
        crossThreadWork.withLock { $0.append(work) }
        wakeUp()
    }

    /// Interrupts a wait in progress, or makes the next wait only poll; callable from any
    /// thread.
    ///
    /// The `eventfd` is written only when the loop is waiting (or about to): a wake-up
    /// asked for by the loop's own thread (libdbus asks for one whenever a connection has
    /// messages queued, several times a frame in the daemon) costs a flag, not three
    /// system calls and an extra pass through `epoll_wait`. The flag and `waiting` are
    /// both sequentially consistent, so a wake-up from another thread is never lost:
    /// either the loop sees the flag before it waits, or the caller sees it waiting.
    public func wakeUp() {
        wakeRequested.store(true, ordering: .sequentiallyConsistent)
        if waiting.load(ordering: .sequentiallyConsistent) {
            _ = strata_eventfd_signal(wakeFD.rawValue)
            signalledWakeUps.add(1, ordering: .relaxed)
        }
    }

    /// How many wake-ups had to write the `eventfd` (the rest were a flag). For tests and
    /// `DumpState`.
    public var eventfdWakeUps: Int { signalledWakeUps.load(ordering: .relaxed) }
    private let signalledWakeUps = Atomic<Int>(0)

    /// Makes ``run()`` return after the current iteration; callable from any thread.
    public func stop() {
        stopRequested.store(true, ordering: .sequentiallyConsistent)
        wakeUp()
    }

    // MARK: Running

    /// Runs until ``stop()`` is called.
    public func run() throws(SystemError) {
        stopRequested.store(false, ordering: .sequentiallyConsistent)
        while !stopRequested.load(ordering: .sequentiallyConsistent) {
            try runOnce(timeoutMilliseconds: -1)
        }
    }

    /// Runs until `condition` holds or `seconds` pass; returns whether it held.
    /// For tools and tests that wait for one reply or signal.
    @discardableResult
    public func run(until condition: () -> Bool, timeout seconds: Double) throws(SystemError) -> Bool {
        let deadline = monotonicMicroseconds() + UInt64(max(0, seconds) * 1_000_000)
        while !condition() {
            let now = monotonicMicroseconds()
            if now >= deadline { return false }
            try runOnce(timeoutMilliseconds: Int32(min(1000, (deadline - now + 999) / 1000)))
        }
        return true
    }

    /// One iteration: pending work, prepare hooks, one wait of at most `timeoutMilliseconds`
    /// (-1: no limit), then the handlers of what became ready.
    public func runOnce(timeoutMilliseconds: Int32) throws(SystemError) {
        // A wake-up asked for before this point is answered by this pass itself: it runs
        // the queued work and every prepare hook before it waits. (libdbus asks for one
        // each time it reads a message; the hooks dispatch it. Keeping the request would
        // only add an empty poll per message.) Requests made from here on make the wait
        // only poll.
        wakeRequested.store(false, ordering: .sequentiallyConsistent)
        var pending = runPendingWork()
        if runPrepareHooks() { pending = true }
        if !localWork.isEmpty { pending = true }
        var timeout = pending ? 0 : timeoutMilliseconds
        waiting.store(true, ordering: .sequentiallyConsistent)
        if wakeRequested.exchange(false, ordering: .sequentiallyConsistent) { timeout = 0 }
        _ = try waitAndHandle(timeoutMilliseconds: timeout)
    }

    /// Handles what is ready now, without waiting: the prepare hooks, then up to
    /// `maximumPolls` non-blocking polls (each up to 32 descriptors, then the hooks
    /// again), stopping at the first
    /// that finds nothing. For a handler that wants what has already arrived handled
    /// before it acts: the frame clock latches every commit that reached the daemon
    /// before its tick, including ones a busy loop had not read yet. Bounded, so a peer
    /// that never stops sending cannot hold the caller.
    ///
    /// When the handler calling it is the only thing that woke a wait of the loop that
    /// could block (the loop was idle, and nothing else was ready when it woke), there
    /// is nothing more to handle: it returns without polling. The frame clock's tick of
    /// an idle daemon is that case every frame, and the poll was a system call a frame.
    public func handleReadyEvents(maximumPolls: Int) throws(SystemError) {
        // First what earlier handlers of this batch read but the hooks have not yet
        // dispatched (they run after the whole batch).
        _ = runPrepareHooks()
        guard !handlingSoleWakeUp else { return }
        for _ in 0..<maximumPolls {
            if try waitAndHandle(timeoutMilliseconds: 0) == 0 { return }
        }
    }

    /// One `epoll_wait`, then the handlers of what became ready and the prepare hooks.
    /// Returns how many descriptors were ready. A wait that may block is entered with
    /// `waiting` set (by ``runOnce(timeoutMilliseconds:)``); a poll does not need it.
    private func waitAndHandle(timeoutMilliseconds timeout: Int32) throws(SystemError) -> Int {
        // On the stack: this runs at every wake-up, and may run again inside a handler
        // (``handleReadyEvents(maximumPolls:)``), so the buffers cannot be the loop's.
        let n = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { events in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 32) { datas in
                handleBatch(events: events, datas: datas, timeout: timeout)
            }
        }
        if n < 0 { throw SystemError(code: Int32(-n), call: "epoll_wait") }
        return n
    }

    /// One `epoll_wait` into the buffers and the handlers of what it returned; minus
    /// `errno` when the wait failed (other than by a signal, which counts as nothing ready).
    private func handleBatch(events: UnsafeMutableBufferPointer<UInt32>, datas: UnsafeMutableBufferPointer<UInt64>,
                             timeout: Int32) -> Int {
        let n = Int(strata_epoll_wait(epoll.rawValue, events.baseAddress, datas.baseAddress, Int32(events.count), timeout))
        waiting.store(false, ordering: .sequentiallyConsistent)
        if n < 0 { return errno == EINTR ? 0 : -Int(errno) }
        handlingSoleWakeUp = n == 1 && timeout != 0
        defer { handlingSoleWakeUp = false }
        for i in 0..<n {
            if datas[i] == EventLoop.wakeID {
                _ = strata_eventfd_drain(wakeFD.rawValue)
                continue
            }
            // A handler earlier in this batch may have removed this one (its slot is then
            // empty, or holds a newer watch with another token).
            let slot = Int(datas[i] & Self.noSlot)
            if slot < watches.count, let entry = watches[slot], entry.id == datas[i] {
                entry.handler(IOEvents(rawValue: events[i]))
            }
        }
        if n > 0 {
            _ = runPrepareHooks()
        }
        return n
    }

    /// Runs every prepare hook once; returns whether any left work pending. A hook
    /// removed by an earlier one in the same pass is not called: hooks may hold their
    /// owners `unowned` (a connection's transport does), and removing the hook is how an
    /// owner that goes says so. (Hooks added during the pass run from the next one.)
    private func runPrepareHooks() -> Bool {
        var pending = false
        let removals = hookRemovals
        for (id, hook) in prepareHooks {
            if hookRemovals != removals, !prepareHooks.contains(where: { $0.0 == id }) { continue }
            if hook() { pending = true }
        }
        return pending
    }

    private func runPendingWork() -> Bool {
        let remote = crossThreadWork.withLock { work -> [@Sendable () -> Void] in
            defer { work.removeAll() }
            return work
        }
        for item in remote { item() }
        let local = localWork
        localWork.removeAll()
        for item in local { item() }
        return !localWork.isEmpty
    }
}
