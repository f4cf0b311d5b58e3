import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem

/// A client's call budget: a token bucket refilled at `maxCallsPerSecond`, holding
/// at most twice that. A class, so that each call looks its client's budget up once and
/// changes it in place.
final class CallBudget {
    var tokens: Double
    var refilledAt: UInt64
    /// When the client went over its budget, while it stays over.
    var overSince: UInt64?
    var refused = 0

    init(tokens: Double, refilledAt: UInt64) {
        self.tokens = tokens
        self.refilledAt = refilledAt
    }
}

/// What a private connection may send before libdbus stops reading it: commits and
/// window calls are small; one fd per call is all the protocol passes.
let privateConnectionLimits = DBusConnectionLimits(maxMessageSize: 1 << 20, maxReceivedSize: 4 << 20,
                                                   maxMessageUnixFDs: 4, maxReceivedUnixFDs: 64)

/// Messages dispatched per loop turn from one private connection, and from one that is over budget.
let peerDispatchLimit = 16
let slowedDispatchLimit = 2

extension CompositorService {
    // MARK: Private connections

    /// The address private connections come in on (`ClientAddress`).
    package var clientAddress: String { server?.address ?? "" }

    /// Listens on a fresh socket in `$XDG_RUNTIME_DIR` (else `/tmp`); only EXTERNAL
    /// authentication is offered, so only processes of this user (or root) get in.
    /// The connections are spoken by StrataDBus itself (`DBusPeerServer`), not libdbus:
    /// the frame path's `Commit` is read from the socket's bytes at a fraction of
    /// libdbus's cost; clients see the same D-Bus protocol.
    func startPrivateServer() throws {
        let server = try DBusPeerServer(directory: runtimeDirectory())
        server.onConnection = { [unowned self] peer in self.accept(peer) }
        server.attach(to: loop)
        self.server = server
    }

    /// Stops taking private connections and removes their socket (`stratad` stopping).
    package func stopPrivateServer() {
        server?.disconnect()
    }

    private func accept(_ peer: DBusConnection) {
        guard peers.count < compositor.limits.maxClients else {
            logger.warning("refused a private connection: max-clients (\(compositor.limits.maxClients)) reached")
            peer.close()
            return
        }
        let name = "private:\(nextPeerNumber)"
        nextPeerNumber += 1
        peer.setLimits(privateConnectionLimits)
        peer.dispatchLimit = peerDispatchLimit
        // The budget is made here, so that each call finds it without a lookup by name.
        let budget = CallBudget(tokens: 2 * Double(compositor.limits.maxCallsPerSecond), refilledAt: monotonicMicroseconds())
        budgets[name] = budget
        peer.admitCall = { [unowned self, unowned peer] message in
            self.admit(message, from: name, budget: budget, peer: peer)
        }
        peer.onCallRefused = { [unowned self] message, error in self.logRefusal(message, error, from: name) }
        peer.onDisconnect = { [reference, unowned peer] in
            // A peer that broke the protocol is named with what it did.
            let reason = peer.closeReason.map { "was disconnected: it \($0)" } ?? "closed its private connection"
            reference.object?.peerLeft(name, reason: reason)
        }
        peer.exportObjectManager(at: StrataProtocol.rootPath)
        do {
            try peer.export(DBusObject(path: StrataProtocol.rootPath,
                                       interfaces: [makeCompositorInterface(for: name), inputInterface, pasteboardInterface]))
            try exportOutputs(on: peer)
        } catch {
            logger.warning("could not serve a private connection: \(error)")
            peer.close()
            return
        }
        do {
            try listenForTreeChanges(on: peer, from: name)
        } catch {
            logger.warning("could not listen for \(name)'s tree changes: \(error)")
        }
        peers[name] = peer
        peerNames[ObjectIdentifier(peer)] = name
        logger.info("\(name) connected\(peer.peerProcessID.map { " (pid \($0))" } ?? "")")
    }

    /// Forgets a private connection. The connection object is released on the next loop
    /// turn: this may run inside its own dispatch.
    func peerLeft(_ name: String, reason: String) {
        guard let peer = peers.removeValue(forKey: name) else { return }
        // With windows, clientLeft says so (and which go); without, this line does.
        if compositor.clients[name]?.windowIDs.isEmpty ?? true { logger.info("\(name) \(reason)") }
        peerWindowOrder[name] = nil
        peerNames[ObjectIdentifier(peer)] = nil
        lastLimitWarning[name] = nil
        clientLeft(name, reason: reason)
        if peer.isConnected { peer.close() }
        loop.schedule { withExtendedLifetime(peer) {} }
    }

    /// Closes a private connection that broke the rules, saying why in the log.
    func disconnect(_ name: String, because reason: String) {
        logger.warning("disconnecting \(name): \(reason)")
        peerLeft(name, reason: "was disconnected (\(reason))")
    }

    /// A private client that does not read what it is sent makes its queue grow;
    /// beyond `max-unread-bytes` it is disconnected.
    func checkBacklog(of name: String, _ peer: DBusConnection) {
        let queued = peer.outgoingSize
        guard queued > compositor.limits.maxUnreadBytes else { return }
        loop.schedule { [reference] in
            reference.object?.disconnect(name, because: "not reading: \(queued) bytes of signals queued (max-unread-bytes)")
        }
    }

    // MARK: Budgets

    /// Admits a method call from `client` if it is within its budget (see
    /// ``CompositorLimits/maxCallsPerSecond``). Over it, the call is refused with
    /// `LimitsExceeded` without doing its work, and a private connection is slowed to a
    /// trickle; one that stays over for `floodSecondsBeforeDisconnect` is disconnected.
    /// The daemon's own bus calls (replies to them are not calls) never pass here.
    /// `budget` is the client's when the caller holds it (a private connection's, made
    /// when it connected); else it is found, or made, by name. `peer`: the private
    /// connection the call came on (`nil` on the bus, where the bus daemon's own calls
    /// are let through).
    func admit(_ message: DBusMessage, from client: String, budget known: CallBudget? = nil,
               peer: DBusConnection?) -> DBusError? {
        guard peer != nil || client != DBusMatchRule.busName else { return nil }
        readHeldClients(before: message)
        if tracesCalls {
            logger.trace("call \(message.interface ?? "?").\(message.member ?? "?") on \(message.path?.rawValue ?? "?") from \(client)")
        }
        let limits = compositor.limits
        let rate = Double(limits.maxCallsPerSecond), capacity = 2 * rate
        let now = monotonicMicroseconds()
        let budget: CallBudget
        if let known = known ?? budgets[client] {
            budget = known
        } else {
            budget = CallBudget(tokens: capacity, refilledAt: now)
            budgets[client] = budget
        }
        budget.tokens = min(capacity, budget.tokens + rate * Double(now - budget.refilledAt) / 1_000_000)
        budget.refilledAt = now
        if budget.overSince != nil, budget.tokens >= capacity / 2 {
            logger.info("\(client) is back within its call budget (\(budget.refused) calls were refused)")
            budget.overSince = nil
            budget.refused = 0
            peer?.dispatchLimit = peerDispatchLimit
        }
        if budget.tokens >= 1 {
            budget.tokens -= 1
            return nil
        }
        budget.refused += 1
        if budget.overSince == nil {
            budget.overSince = now
            logger.warning("\(client) is over its call budget (max-calls-per-second \(limits.maxCallsPerSecond)); refusing and slowing it")
            peer?.dispatchLimit = slowedDispatchLimit
        } else if let peer, let since = budget.overSince,
                  now - since > UInt64(limits.floodSecondsBeforeDisconnect) * 1_000_000, peer.isConnected {
            let refused = budget.refused
            loop.schedule { [reference] in
                reference.object?.disconnect(client, because: "over its call budget for \(limits.floodSecondsBeforeDisconnect) s (\(refused) calls refused)")
            }
        }
        return DBusError(name: StrataError.limitsExceeded,
                         message: "max-calls-per-second: at most \(limits.maxCallsPerSecond) calls a second (bursts of twice that)")
    }

    // MARK: Responsiveness

    /// How long a client has to answer a ping before its windows are marked not responding.
    static let pingTimeout = 3.0

    /// Called after input or a frame was sent to `owner`: pings it (at most once a
    /// second) so that a client that stopped reading is noticed. Pings queue behind
    /// what was sent, so the answer comes only once the client has read it all.
    /// `record` is the owner's record when the caller has it (the frame path does:
    /// ``WindowSignals/owner``); else it is looked up by name.
    func expectAnswer(from owner: String, record known: ClientRecord? = nil) {
        // At most one lookup: this runs for every frame and input event sent.
        guard let record = known ?? compositor.clients[owner], !record.pingInFlight else { return }
        let now = monotonicMicroseconds()
        if record.isResponding, let last = record.lastPing, now - last < 1_000_000 { return }
        guard let (target, destination) = endpoint(of: owner) else { return }
        let ping = DBusMessage.methodCall(destination: destination, path: "/", interface: "org.freedesktop.DBus.Peer",
                                          member: "Ping")
        record.pingInFlight = true
        record.lastPing = now
        target.call(ping, timeout: Self.pingTimeout) { [reference] result in
            guard let self = reference.object else { return }
            record.pingInFlight = false
            guard self.compositor.clients[owner] === record else { return }
            switch result {
            case .success:
                self.setResponding(record, true)
            case .failure(let error) where error.name == DBusError.Name.noReply || error.name == DBusError.Name.timeout:
                self.setResponding(record, false)
                self.expectAnswer(from: owner) // keep asking while it does not answer
            case .failure(let error) where error.name == DBusError.Name.disconnected:
                break
            case .failure:
                self.setResponding(record, true) // an error reply is an answer too
            }
        }
    }

    private func setResponding(_ record: ClientRecord, _ responding: Bool) {
        guard record.isResponding != responding else { return }
        record.isResponding = responding
        let apps = Set(record.windowIDs.compactMap { compositor.window(id: $0)?.appID }).sorted().joined(separator: ", ")
        let who = "\(record.name) (pid \(record.processID.map(String.init) ?? "?"), app \(apps.isEmpty ? "?" : apps))"
        if responding {
            logger.notice("\(who) answers again")
        } else {
            logger.warning("\(who) is not responding (no answer to a ping in \(Self.pingTimeout) s); its windows show Responding false")
        }
        for id in record.windowIDs.sorted() {
            if let window = compositor.window(id: id) { windowPropertiesChanged(window, ["Responding"]) }
        }
    }

    // MARK: Liveness of bus clients

    /// Seconds between checks that version 1 clients are still on the bus.
    static let livenessInterval: UInt64 = 3

    /// Arms the liveness check while version 1 clients have windows.
    func updateLivenessCheck() {
        guard let timer = livenessTimer else { return }
        let needed = compositor.clients.values.contains { !$0.isPrivate && !$0.windowIDs.isEmpty }
        if needed && !timer.isArmed {
            let interval = Self.livenessInterval * 1_000_000_000
            timer.arm(afterNanoseconds: interval, intervalNanoseconds: interval)
        } else if !needed && timer.isArmed {
            timer.disarm()
        }
    }

    /// A missed `NameOwnerChanged` must not leave windows behind: ask the bus about each
    /// version 1 client with windows; one the bus no longer knows has left.
    func checkBusClientsAlive() {
        for record in compositor.clients.values where !record.isPrivate && !record.windowIDs.isEmpty {
            let name = record.name
            connection.unixProcessID(of: name) { [reference] result in
                if case .failure(let error) = result, error.name == DBusError.Name.nameHasNoOwner {
                    reference.object?.clientLeft(name, reason: "is no longer on the bus")
                    reference.object?.updateLivenessCheck()
                }
            }
        }
        updateLivenessCheck()
    }
}

extension CompositorService {
    /// Replaces the access policy and the limits (stratad does on SIGHUP). Every known
    /// client's privilege is decided again under the new policy; limits apply from the
    /// next request (what a client already holds is not taken away).
    package func reconfigure(policy: AccessPolicy, limits: CompositorLimits) {
        self.policy = policy
        compositor.limits = limits
        for record in compositor.clients.values {
            record.isPrivileged = record.processID.map(policy.allows(processID:))
        }
    }
}
