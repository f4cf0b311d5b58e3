internal import CStrataSys
import Logging
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// The VNC port viewers connect to: each viewer's connection is relayed to neatvnc,
/// which listens only on a Unix socket in a private folder, and what the viewer sends
/// passes through ``RFBViewerFilter`` first. A viewer that breaks its rules is cut
/// off here (neatvnc sees it hang up); the server's side passes unchanged.
///
/// Why a relay and not neatvnc's own listener: see ``RFBViewerFilter`` (the neatvnc
/// this daemon links lets a viewer skip the password, and frees a viewer's state while
/// still using it when it refuses a message). Cost: one more copy of each update.
final class VNCGate {
    private(set) var listener: Int32
    private let upstreamPath: String
    private let requiresPassword: Bool
    private let loop: EventLoop
    private let logger: Logger
    private var watch: EventLoop.Token?
    private var relays: [ObjectIdentifier: VNCRelay] = [:]
    /// Armed while accepting is paused (``pauseAccepting()``).
    private var resume: LoopTimer?

    /// Listens on `host`:`port` for viewers, relayed to the Unix socket at `upstreamPath`.
    init(host: String, port: UInt16, upstreamPath: String, requiresPassword: Bool, loop: EventLoop,
         logger: Logger) throws {
        let fd = strata_tcp_listen(host, port)
        guard fd >= 0 else {
            throw VNCError.listen("cannot listen on \(host):\(port) (\(String(cString: strerror(errno))))")
        }
        listener = fd
        self.upstreamPath = upstreamPath
        self.requiresPassword = requiresPassword
        self.loop = loop
        self.logger = logger
    }

    deinit {
        stop()
    }

    /// Stops listening and ends every relayed viewer.
    func stop() {
        if let watch { loop.remove(watch) }
        watch = nil
        resume?.disarm()
        resume = nil
        for relay in relays.values { relay.close() }
        relays.removeAll()
        if listener >= 0 { Glibc.close(listener) }
        listener = -1
    }

    func start() throws {
        watch = try loop.watch(fd: listener, events: .readable) { [unowned self] _ in self.acceptViewers() }
    }

    /// Stops watching the listener for a second (the timer turns it back on).
    private func pauseAccepting() {
        guard let watch, resume?.isArmed != true else { return }
        if resume == nil {
            resume = try? loop.makeTimer { [weak self] in
                guard let self, let watch = self.watch else { return }
                try? self.loop.updateWatch(watch, events: .readable)
            }
        }
        guard let resume else { return }
        try? loop.updateWatch(watch, events: [])
        resume.arm(afterNanoseconds: 1_000_000_000)
    }

    private func acceptViewers() {
        while true {
            let viewer = strata_unix_accept(listener)
            guard viewer >= 0 else {
                let code = errno
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    // Out of descriptors: the viewer stays queued and the listener readable;
                    // stop asking for a second instead of spinning.
                    logger.warning("vnc: cannot take a viewer now: \(String(cString: strerror(code)))")
                    pauseAccepting()
                }
                return // EAGAIN, or a viewer that left before it was accepted
            }
            _ = strata_tcp_nodelay(viewer)
            let server = strata_unix_connect(upstreamPath)
            guard server >= 0 else {
                logger.warning("vnc: cannot reach the VNC server's socket: \(String(cString: strerror(errno)))")
                Glibc.close(viewer)
                continue
            }
            let relay = VNCRelay(viewer: viewer, server: server, filter: RFBViewerFilter(requiresPassword: requiresPassword),
                                 loop: loop)
            let id = ObjectIdentifier(relay)
            relay.onClose = { [unowned self] reason in
                if let reason { self.logger.warning("vnc: cut off a viewer that \(reason)") }
                // Released on the next turn: this runs inside the relay's own handler.
                let gone = self.relays.removeValue(forKey: id)
                self.loop.schedule { withExtendedLifetime(gone) {} }
            }
            relays[id] = relay
            relay.start()
        }
    }
}

/// Bytes waiting to be sent: appended at the end, taken from the front without moving
/// the rest each time (a 4 MB update sent in pieces would otherwise be copied per piece).
struct RelayQueue {
    private var storage: [UInt8] = []
    private var head = 0

    var count: Int { storage.count - head }
    var isEmpty: Bool { head == storage.count }

    mutating func append(_ bytes: UnsafeRawBufferPointer) { storage.append(contentsOf: bytes) }

    /// Calls `body` with the waiting bytes.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[head...])) }
    }

    /// Drops the first `n` waiting bytes.
    mutating func consume(_ n: Int) {
        head += n
        if head == storage.count {
            storage.removeAll(keepingCapacity: storage.count <= 1 << 20)
            head = 0
        } else if head >= 64 << 10, head >= storage.count / 2 {
            storage.removeFirst(head)
            head = 0
        }
    }
}

/// One viewer's connection and its connection to neatvnc, bytes copied both ways: the
/// viewer's through the filter. Each side's backlog is bounded; past it, reading the
/// other side pauses until it drains.
final class VNCRelay {
    private let viewer: Int32
    private let server: Int32
    private var filter: RFBViewerFilter
    private let loop: EventLoop
    private var viewerToken: EventLoop.Token?
    private var serverToken: EventLoop.Token?
    /// From the viewer: checked and not yet sent (`checked` bytes), then not yet checked.
    private var fromViewer = RelayQueue()
    private var checked = 0
    /// From the server, not yet sent to the viewer.
    private var fromServer = RelayQueue()
    private var closed = false
    private var viewerWatching: IOEvents = .readable
    private var serverWatching: IOEvents = .readable
    /// What one read takes (reused).
    private let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 8)
    /// Called once when the relay ends, with why when the viewer was cut off.
    var onClose: ((String?) -> Void)?

    private static let viewerBacklog = 64 << 10
    private static let serverBacklog = 4 << 20

    init(viewer: Int32, server: Int32, filter: RFBViewerFilter, loop: EventLoop) {
        self.viewer = viewer
        self.server = server
        self.filter = filter
        self.loop = loop
    }

    deinit {
        close()
        scratch.deallocate()
    }

    func start() {
        viewerToken = try? loop.watch(fd: viewer, events: .readable) { [unowned self] events in self.viewerReady(events) }
        serverToken = try? loop.watch(fd: server, events: .readable) { [unowned self] events in self.serverReady(events) }
        if viewerToken == nil || serverToken == nil { finish(nil) }
    }

    /// Ends both connections (both see a hang-up).
    func close() {
        guard !closed else { return }
        closed = true
        if let viewerToken { loop.remove(viewerToken) }
        if let serverToken { loop.remove(serverToken) }
        viewerToken = nil
        serverToken = nil
        Glibc.close(viewer)
        Glibc.close(server)
    }

    private func finish(_ reason: String?) {
        guard !closed else { return }
        close()
        onClose?(reason)
        onClose = nil
    }

    private func viewerReady(_ events: IOEvents) {
        if events.contains(.writable) { flush(&fromServer, to: viewer, count: fromServer.count) }
        if events.contains(.readable) || events.contains(.hangup) || events.contains(.error) {
            guard read(viewer, into: &fromViewer) else { return finish(nil) }
            do {
                let start = checked
                checked += try fromViewer.withBytes { bytes throws(RFBViewerFilter.Violation) in
                    try filter.admit(UnsafeRawBufferPointer(rebasing: bytes[start...]))
                }
            } catch {
                return finish("\(error)")
            }
            checked -= flush(&fromViewer, to: server, count: checked)
        }
        updateInterest()
    }

    private func serverReady(_ events: IOEvents) {
        if events.contains(.writable) { checked -= flush(&fromViewer, to: server, count: checked) }
        if events.contains(.readable) || events.contains(.hangup) || events.contains(.error) {
            let open = read(server, into: &fromServer)
            flush(&fromServer, to: viewer, count: fromServer.count)
            // The server's last words (a refusal, say) go out before the viewer is hung up on.
            guard open else { return finish(nil) }
        }
        updateInterest()
    }

    /// Sends up to `count` bytes from the front of `queue` to `fd`, keeping what the
    /// socket does not take; returns how many went.
    @discardableResult
    private func flush(_ queue: inout RelayQueue, to fd: Int32, count: Int) -> Int {
        guard count > 0, !closed else { return 0 }
        let sent = queue.withBytes { strata_send_nowait(fd, $0.baseAddress, UInt(count)) }
        if sent < 0 {
            if errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { finish(nil) }
            return 0
        }
        queue.consume(sent)
        return sent
    }

    /// Appends what `fd` has to `queue`; false at end of stream or on an error.
    private func read(_ fd: Int32, into queue: inout RelayQueue) -> Bool {
        let got = Glibc.read(fd, scratch.baseAddress!, scratch.count)
        if got > 0 {
            queue.append(UnsafeRawBufferPointer(rebasing: scratch[0..<got]))
            return true
        }
        return got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
    }

    /// Reads each side only while the other's backlog is small; waits to write where
    /// something is queued.
    private func updateInterest() {
        guard !closed, let viewerToken, let serverToken else { return }
        var viewerEvents: IOEvents = []
        if fromViewer.count < Self.viewerBacklog { viewerEvents.insert(.readable) }
        if !fromServer.isEmpty { viewerEvents.insert(.writable) }
        var serverEvents: IOEvents = []
        if fromServer.count < Self.serverBacklog { serverEvents.insert(.readable) }
        if checked > 0 { serverEvents.insert(.writable) }
        if viewerEvents != viewerWatching {
            viewerWatching = viewerEvents
            try? loop.updateWatch(viewerToken, events: viewerEvents)
        }
        if serverEvents != serverWatching {
            serverWatching = serverEvents
            try? loop.updateWatch(serverToken, events: serverEvents)
        }
    }
}
