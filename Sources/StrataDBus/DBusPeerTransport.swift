internal import CDBus
internal import CStrataSys
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// The server side of one peer-to-peer D-Bus connection, spoken by us instead of
/// libdbus: the SASL handshake (EXTERNAL only, with the Unix fd negotiation), then
/// messages read with ``DBusWireMessage`` and written from libdbus's marshalling or a
/// ``DBusSignalTemplate``'s bytes, with the method calls this side makes and their
/// replies and time-outs. A ``DBusConnection`` wraps it, so exported objects, call
/// admission and everything above see the same connection as over libdbus.
///
/// Why: on the daemon's frame path libdbus validated each `Commit` twice over (header
/// and body), copied it through its loader, locked, queued and dispatched it — about
/// 30,000 instructions a message, more than the daemon's own handling of the commit.
/// Reading the same bytes here checks the same rules (``DBusWireMessage``) once.
///
/// Rules kept from libdbus's server: only EXTERNAL authentication, for a peer whose
/// socket credentials are this process's uid or root (the identity it claims must be
/// that uid); a peer that breaks the protocol (a malformed message, more descriptors
/// than allowed, a message over the size limit, a handshake that is not one) is
/// disconnected, and everything it sent before is still dispatched. Added: a peer
/// that has not finished the handshake within 30 s is disconnected.
final class DBusPeerTransport {
    enum State { case authenticating, running, closed }

    let fd: Int32
    let guid: String
    let peerProcessID: UInt32?
    let peerUserID: UInt32?
    private(set) var state = State.authenticating
    private(set) var unixFDsNegotiated = false
    /// Why the connection closed (for logs and tests).
    private(set) var closeReason: String?
    var limits = DBusConnectionLimits(maxMessageSize: 128 << 20, maxReceivedSize: 128 << 20,
                                      maxMessageUnixFDs: 16, maxReceivedUnixFDs: 64)
    /// The connection this transport serves, which owns it; that connection clears this
    /// when it goes (its `deinit`).
    ///
    /// Not `weak`, and the loop's callbacks hold the transport `unowned`, for speed: an
    /// object that is ever referenced weakly gets a side table, and from then on every
    /// retain and release of it takes the runtime's slow path. Both objects are retained
    /// several times per message on the daemon's frame path; with 256 clients the slow
    /// paths were ~8 % of the daemon.
    unowned(unsafe) var connection: DBusConnection?

    // Reading
    private var input: UnsafeMutableRawBufferPointer
    private var inputStart = 0
    private var inputEnd = 0
    /// What one read takes at most, and the buffer's size between large messages.
    private static let inputCapacity = 16 << 10
    private var pendingFDs: [Int32] = []
    private var incoming: [DBusMessage] = []
    private var incomingHead = 0
    private var incomingBytes = 0
    private var hungUp = false
    private var disconnectDelivered = false
    private let names = DBusWireNameCache()

    // Writing
    private var output: [[UInt8]] = []
    private var outputOffset = 0
    private(set) var queuedBytes = 0
    private var heldUntilRunning: [[UInt8]] = []
    private var nextSerial: UInt32 = 1

    // Handshake
    private var sawCredentialsByte = false
    private var authenticated = false
    private var waitingForData = false
    private var rejections = 0
    /// How long a peer has to finish the handshake (tests shorten it).
    nonisolated(unsafe) static var handshakeMicroseconds: UInt64 = 30_000_000
    private static let longestHandshakeLine = 16 << 10
    private var handshakeDeadline: UInt64 = 0

    // Calls this side made
    private struct Pending {
        let handler: (Result<DBusMessage, DBusError>) -> Void
        let deadline: UInt64
    }
    private var pending: [UInt32: Pending] = [:]

    // Loop
    /// The loop it is attached to, until the loop goes (``EventLoop/reference``, not
    /// `weak`: see `connection`).
    private var loopReference: ClearedReference<EventLoop>?
    private var loop: EventLoop? { loopReference?.object }
    private var token: EventLoop.Token?
    /// The loop's prepare hook, present only while messages wait to be dispatched (a
    /// dispatch limit was reached) or a disconnection waits to be reported: the loop runs
    /// every hook several times a pass, so a hook per idle connection would cost each
    /// pass O(connections) (5 % of the daemon with 256 clients). ``handle(_:)``
    /// dispatches what it reads itself.
    private var prepareToken: EventLoop.Token?
    private var timer: LoopTimer?
    private var watching: IOEvents = []
    /// Whether the socket is read only when ``readHeld()`` asks (see
    /// ``DBusConnection/holdReading()``): the loop does not watch it for input.
    private(set) var readingHeld = false
    /// Bytes read from the socket so far.
    private(set) var receivedBytes = 0
    /// Whether ``dispatchQueued(limit:)`` is delivering messages.
    private var dispatching = false
    /// Method calls that expect a reply dispatched so far.
    private(set) var callsExpectingReplies = 0

    /// Most messages dispatched per readiness or loop turn (``DBusConnection/dispatchLimit``).
    var dispatchLimit: Int { connection?.dispatchLimit ?? 64 }

    init(acceptedSocket fd: Int32, guid: String) {
        self.fd = fd
        self.guid = guid
        var pid: Int32 = 0, uid: UInt32 = 0, gid: UInt32 = 0
        if strata_peer_credentials(fd, &pid, &uid, &gid) == 0 {
            peerProcessID = pid > 0 ? UInt32(pid) : nil
            peerUserID = uid
        } else {
            peerProcessID = nil
            peerUserID = nil
        }
        input = .allocate(byteCount: Self.inputCapacity, alignment: 8)
        handshakeDeadline = monotonicMicroseconds() + Self.handshakeMicroseconds
    }

    deinit {
        detach()
        Glibc.close(fd)
        input.deallocate()
        for fd in pendingFDs { Glibc.close(fd) }
    }

    // MARK: Loop

    func attach(to loop: EventLoop) {
        detach()
        loopReference = loop.reference
        guard state != .closed else { return }
        // Unowned (see `connection`): `deinit` removes these before the transport goes.
        token = try? loop.watch(fd: fd, events: .readable) { [unowned self] events in self.handle(events) }
        watching = .readable
        timer = try? loop.makeTimer { [unowned self] in self.expire() }
        armTimer()
        updateInterest()
        // Whatever arrived before (the hook goes again at its first pass with nothing queued).
        needDispatch()
    }

    func detach() {
        if let token { loop?.remove(token) }
        if let prepareToken { loop?.remove(prepareToken) }
        token = nil
        prepareToken = nil
        timer?.disarm()
        timer = nil
    }

    /// Makes the loop dispatch before its next wait, and keep doing so while
    /// ``dispatchQueued(limit:)`` leaves messages queued.
    private func needDispatch() {
        guard prepareToken == nil, let loop, state != .closed || !disconnectDelivered else { return }
        prepareToken = loop.addPrepareHook { [unowned self] in self.dispatchQueued() }
    }

    private func handle(_ events: IOEvents) {
        if events.contains(.writable) { writeQueued() }
        if events.contains(.readable) || events.contains(.hangup) || events.contains(.error) { readOnce() }
        _ = dispatchQueued()
        updateInterest()
    }

    /// Reads while the queue of messages to dispatch is small; writes while output waits.
    private func updateInterest() {
        guard state != .closed, let token, let loop else { return }
        var wanted: IOEvents = []
        if !hungUp, !readingHeld, incomingBytes <= limits.maxReceivedSize { wanted.insert(.readable) }
        if !output.isEmpty { wanted.insert(.writable) }
        guard wanted != watching else { return }
        watching = wanted
        try? loop.updateWatch(token, events: wanted)
    }

    // MARK: Reading

    /// Reads what the socket holds, up to the free space of the buffer; returns whether
    /// the read filled that space (more may be waiting).
    @discardableResult
    private func readOnce() -> Bool {
        guard state != .closed, !hungUp else { return false }
        if inputStart == inputEnd, input.count > Self.inputCapacity {
            // A large message grew the buffer; nothing is unread, so give the memory back.
            input.deallocate()
            input = .allocate(byteCount: Self.inputCapacity, alignment: 8)
            inputStart = 0
            inputEnd = 0
        }
        if input.count - inputEnd < 4096 {
            // Move what is unread to the front, or grow for a large message.
            let unread = inputEnd - inputStart
            if inputStart > 0 {
                if unread > 0 { input.baseAddress!.copyMemory(from: input.baseAddress! + inputStart, byteCount: unread) }
                inputStart = 0
                inputEnd = unread
            }
            if input.count - inputEnd < 4096 {
                let bigger = UnsafeMutableRawBufferPointer.allocate(byteCount: input.count * 2, alignment: 8)
                if inputEnd > 0 { bigger.baseAddress!.copyMemory(from: input.baseAddress!, byteCount: inputEnd) }
                input.deallocate()
                input = bigger
            }
        }
        var count: Int32 = 0
        let space = input.count - inputEnd
        let got = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 32) { fds -> Int in
            let got = strata_recv_fds(fd, input.baseAddress! + inputEnd, UInt(space),
                                      fds.baseAddress!, 32, &count)
            // Descriptors can come in the same read as the end of the handshake (the
            // kernel joins the bytes before them): kept until a message claims them.
            if count > 0 { pendingFDs.append(contentsOf: fds[0..<Int(count)]) }
            return got
        }
        if got < 0 {
            let code = errno
            if code == EAGAIN || code == EWOULDBLOCK || code == EINTR { return false }
            peerHungUp()
            return false
        }
        if count < 0 {
            violation("sent more than 32 file descriptors at once")
            return false
        }
        guard pendingFDs.count <= limits.maxReceivedUnixFDs else {
            violation("sent more than \(limits.maxReceivedUnixFDs) file descriptors not yet used")
            return false
        }
        if got == 0 {
            peerHungUp()
            return false
        }
        inputEnd += got
        receivedBytes &+= got
        if state == .authenticating { handshake() }
        if state == .running { parseMessages() }
        return got == space
    }

    // MARK: Reading at a caller's moment

    /// Stops watching the socket for input: what the peer sends waits in the socket until
    /// ``readHeld()``. Not while this side waits for a reply from the peer (the reply
    /// is read at once), nor before the handshake ends. A hang-up is still noticed.
    func holdReading() {
        guard !readingHeld, state == .running, !hungUp, pending.isEmpty else { return }
        readingHeld = true
        updateInterest()
    }

    /// Watches the socket for input again.
    func releaseReading() {
        guard readingHeld else { return }
        readingHeld = false
        updateInterest()
    }

    /// Reads everything the peer has sent so far and dispatches it (up to the dispatch
    /// limit; the rest goes at the loop's next turn); returns whether anything was read.
    /// One `recvmsg` when the peer sent less than a buffer's worth.
    @discardableResult
    func readHeld() -> Bool {
        // Not from inside this connection's own dispatch (a call of its own that makes
        // the daemon read held clients): what it sent later would overtake that call.
        guard readingHeld, !dispatching, state != .closed, !hungUp else { return false }
        let before = receivedBytes
        var reads = 0
        while incomingBytes <= limits.maxReceivedSize, readOnce(), reads < 16 { reads += 1 }
        let got = receivedBytes != before || hungUp || state == .closed
        _ = dispatchQueued()
        return got
    }

    /// Cuts the complete messages out of what was read.
    private func parseMessages() {
        while state == .running {
            let available = inputEnd - inputStart
            guard available >= DBusWireMessage.fixedHeaderLength else { break }
            let start = UnsafeRawBufferPointer(start: input.baseAddress! + inputStart, count: available)
            let total: Int
            do {
                total = try DBusWireMessage.totalLength(header: start, maximum: limits.maxMessageSize)
            } catch {
                violation("sent a message over the limit: \(error.message)")
                return
            }
            guard available >= total else { break }
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: total, alignment: 8)
            bytes.baseAddress!.copyMemory(from: start.baseAddress!, byteCount: total)
            inputStart += total
            if inputStart == inputEnd { inputStart = 0; inputEnd = 0 }
            let maximumFDs = limits.maxMessageUnixFDs
            do {
                let wire = try DBusWireMessage(taking: bytes, names: names) { (count: Int) throws(DBusError) -> [Int32] in
                    if count == 0 { return [] } // the common case, without slicing the list
                    guard self.unixFDsNegotiated else {
                        throw .invalidArgs("a message with file descriptors on a connection that did not negotiate them")
                    }
                    guard count <= maximumFDs else {
                        throw DBusError(name: DBusError.Name.limitsExceeded,
                                        message: "a message with \(count) file descriptors (at most \(maximumFDs))")
                    }
                    guard count <= self.pendingFDs.count else {
                        throw .invalidArgs("a message that declares \(count) file descriptors; \(self.pendingFDs.count) arrived")
                    }
                    let taken = Array(self.pendingFDs.prefix(count))
                    self.pendingFDs.removeFirst(count)
                    return taken
                }
                incoming.append(DBusMessage(wire: wire))
                incomingBytes += total
            } catch {
                violation("sent an invalid message: \(error.message)")
                return
            }
        }
    }

    /// Dispatches queued messages, at most `limit` (by default ``dispatchLimit``); returns
    /// whether more remain.
    @discardableResult
    func dispatchQueued(limit: Int? = nil) -> Bool {
        // Nothing queued and nothing to report is the common case.
        if incomingHead == incoming.count, !hungUp, state != .closed {
            if let prepareToken {
                loop?.remove(prepareToken)
                self.prepareToken = nil
            }
            return false
        }
        var count = 0
        let limit = limit ?? dispatchLimit
        let wasDispatching = dispatching
        dispatching = true
        defer { dispatching = wasDispatching }
        while incomingHead < incoming.count, count < limit {
            let message = incoming[incomingHead]
            incomingHead += 1
            incomingBytes -= message.wire?.bytes.count ?? 0
            count += 1
            deliver(message)
        }
        if incomingHead == incoming.count, incomingHead > 0 {
            incoming.emptyKeepingStorage()
            incomingHead = 0
        }
        let remains = incomingHead < incoming.count
        if !remains, state == .closed || hungUp, !disconnectDelivered {
            disconnectDelivered = true
            finishClosing()
            connection?.reportDisconnected()
        } else if !remains {
            updateInterest()
        } else {
            needDispatch()
        }
        return remains
    }

    private func deliver(_ message: DBusMessage) {
        switch message.kind {
        case .methodReturn, .error:
            if let call = pending.removeValue(forKey: message.replySerial) {
                if let error = message.error { call.handler(.failure(error)) } else { call.handler(.success(message)) }
                armTimer()
                return
            }
            _ = connection?.handleIncoming(message)
        case .methodCall:
            if !message.noReplyExpected { callsExpectingReplies &+= 1 }
            _ = connection?.handleIncoming(message)
        case .signal:
            _ = connection?.handleIncoming(message)
        }
    }

    // MARK: The handshake

    private func handshake() {
        if !sawCredentialsByte, inputStart < inputEnd {
            guard input[inputStart] == 0 else {
                violation("did not start with the credentials byte")
                return
            }
            sawCredentialsByte = true
            inputStart += 1
        }
        while state == .authenticating {
            let bytes = UnsafeRawBufferPointer(start: input.baseAddress! + inputStart, count: inputEnd - inputStart)
            guard let end = (0..<max(0, bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }) else {
                if bytes.count > Self.longestHandshakeLine { violation("sent a handshake line over 16 KiB") }
                return
            }
            let line = String(decoding: bytes[0..<end], as: UTF8.self)
            inputStart += end + 2
            command(line)
        }
    }

    private func reply(_ line: String) { enqueue(Array((line + "\r\n").utf8)) }

    private func command(_ line: String) {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch (words.first ?? "", authenticated) {
        case ("AUTH", false):
            guard words.count >= 2, words[1] == "EXTERNAL" else {
                reject()
                return
            }
            if words.count >= 3 {
                checkIdentity(words[2])
            } else {
                waitingForData = true
                reply("DATA")
            }
        case ("DATA", false) where waitingForData:
            waitingForData = false
            checkIdentity(words.count >= 2 ? words[1] : "")
        case ("CANCEL", false), ("ERROR", false):
            waitingForData = false
            reject()
        case ("NEGOTIATE_UNIX_FD", true):
            unixFDsNegotiated = true
            reply("AGREE_UNIX_FD")
        case ("BEGIN", true):
            state = .running
            armTimer()
            let held = heldUntilRunning
            heldUntilRunning = []
            for bytes in held { enqueue(bytes) }
        case ("BEGIN", false):
            violation("began before authenticating")
        case ("CANCEL", true), ("ERROR", true):
            authenticated = false
            reject()
        default:
            reply("ERROR \"Unknown or unexpected command\"")
        }
    }

    /// EXTERNAL: the peer's socket credentials decide; the identity it sends (hex of its
    /// uid in ASCII, or nothing) must name the same uid.
    private func checkIdentity(_ hex: String) {
        guard let uid = peerUserID, uid == 0 || uid == geteuid() else {
            reject()
            return
        }
        if !hex.isEmpty {
            var bytes: [UInt8] = []
            var digits = Array(hex.utf8)
            guard digits.count % 2 == 0 else { reject(); return }
            while !digits.isEmpty {
                guard let byte = UInt8(String(decoding: digits.prefix(2), as: UTF8.self), radix: 16) else { reject(); return }
                bytes.append(byte)
                digits.removeFirst(2)
            }
            guard String(decoding: bytes, as: UTF8.self) == String(uid) else {
                reject()
                return
            }
        }
        authenticated = true
        reply("OK \(guid)")
    }

    private func reject() {
        rejections += 1
        guard rejections <= 8 else {
            violation("failed to authenticate 8 times")
            return
        }
        reply("REJECTED EXTERNAL")
    }

    // MARK: Writing

    /// Queues complete bytes and writes what the socket takes now.
    func enqueue(_ bytes: [UInt8]) {
        guard state != .closed, !bytes.isEmpty else { return }
        if output.isEmpty {
            let written = bytes.withUnsafeBytes { strata_send_nowait(fd, $0.baseAddress, UInt($0.count)) }
            if written == bytes.count { return }
            if written < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                peerHungUp()
                return
            }
            output.append(bytes)
            outputOffset = max(0, written)
            queuedBytes = bytes.count - outputOffset
        } else {
            output.append(bytes)
            queuedBytes += bytes.count
        }
        updateInterest()
    }

    private func writeQueued() {
        while let first = output.first {
            let written = first.withUnsafeBytes {
                strata_send_nowait(fd, $0.baseAddress! + outputOffset, UInt($0.count - outputOffset))
            }
            if written < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { break }
                peerHungUp()
                return
            }
            outputOffset += written
            queuedBytes -= written
            if outputOffset == first.count {
                output.removeFirst()
                outputOffset = 0
            }
        }
    }

    /// Sends `message` with the next serial (a message sent before keeps the serial it
    /// went out with, as libdbus does); returns the serial.
    func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
        guard state != .closed, !hungUp else {
            throw DBusError(name: DBusError.Name.disconnected, message: "the connection is closed")
        }
        guard !message.signature.rawValue.contains("h") else {
            throw .failed("sending Unix fds on a server-side peer connection is not supported")
        }
        let raw = message.raw
        var serial = dbus_message_get_serial(raw)
        if serial == 0 {
            serial = nextSerial
            nextSerial = nextSerial >= 0x7fff_ffff ? 1 : nextSerial + 1
            dbus_message_set_serial(raw, serial)
        }
        var chars: UnsafeMutablePointer<CChar>? = nil
        var length: Int32 = 0
        guard dbus_message_marshal(raw, &chars, &length) != 0, let chars else {
            throw .failed("out of memory marshalling a message")
        }
        defer { dbus_free(chars) }
        let bytes = chars.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
        // Before the handshake ends, messages wait for it (as libdbus queues them).
        if state == .authenticating { heldUntilRunning.append(bytes) } else { enqueue(bytes) }
        return serial
    }

    /// Sends a method call and calls `handler` with its reply, an error reply, `NoReply`
    /// after `timeout` seconds, or `Disconnected`.
    func call(_ message: DBusMessage, timeout: Double, handler: @escaping (Result<DBusMessage, DBusError>) -> Void) {
        let serial: UInt32
        do {
            serial = try send(message)
        } catch {
            handler(.failure(error))
            return
        }
        let microseconds = timeout < 0 ? UInt64(25_000_000) : UInt64(min(timeout, 86_400) * 1_000_000)
        pending[serial] = Pending(handler: handler, deadline: monotonicMicroseconds() + microseconds)
        armTimer()
        releaseReading()
    }

    /// Blocks until everything queued is written (or the peer is gone).
    func flush() {
        while state != .closed, !output.isEmpty {
            var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&poller, 1, 1000)
            writeQueued()
        }
    }

    // MARK: Time-outs

    private func armTimer() {
        guard let timer else { return }
        var next = pending.values.lazy.map(\.deadline).min()
        if state == .authenticating { next = min(next ?? handshakeDeadline, handshakeDeadline) }
        guard let next else {
            if timer.isArmed { timer.disarm() }
            return
        }
        let now = monotonicMicroseconds()
        timer.arm(afterNanoseconds: next > now ? (next - now) * 1000 : 1)
    }

    private func expire() {
        let now = monotonicMicroseconds()
        if state == .authenticating, now >= handshakeDeadline {
            violation("did not authenticate within \(Double(Self.handshakeMicroseconds) / 1_000_000) s")
            _ = dispatchQueued()
            return
        }
        for (serial, call) in pending where call.deadline <= now {
            pending[serial] = nil
            call.handler(.failure(DBusError(name: DBusError.Name.noReply,
                                            message: "Did not receive a reply (the peer did not answer in time)")))
        }
        armTimer()
    }

    // MARK: Closing

    /// The peer closed its end or the socket failed: what was read is still dispatched,
    /// then the connection reports itself disconnected.
    private func peerHungUp() {
        hungUp = true
        if state == .authenticating { state = .closed }
        updateInterest()
        needDispatch()
        loop?.wakeUp()
    }

    /// The peer broke the protocol: stop reading, dispatch what came before, disconnect.
    private func violation(_ reason: String) {
        shutDownSocket(reason: reason)
        needDispatch()
        loop?.wakeUp()
    }

    /// Closes at this side's request (``DBusConnection/close()``).
    func close(reason: String = "closed by this side") {
        guard state != .closed || !hungUp else { return }
        shutDownSocket(reason: reason)
        // Like libdbus: the disconnection is reported on a later dispatch (the work keeps
        // the transport until then; it is not weakly referenced, see `connection`).
        loop?.schedule { [self] in _ = dispatchQueued() }
    }

    /// Ends both directions at once; the first reason given is the one kept.
    private func shutDownSocket(reason: String) {
        if closeReason == nil { closeReason = reason }
        state = .closed
        hungUp = true
        _ = shutdown(fd, Int32(SHUT_RDWR))
    }

    private func finishClosing() {
        state = .closed
        detach()
        let calls = pending
        pending.removeAll()
        for (_, call) in calls {
            call.handler(.failure(DBusError(name: DBusError.Name.disconnected, message: "the connection closed")))
        }
    }

    var isOpen: Bool { state != .closed && !hungUp }
}
