import Logging
import StrataDBus
import StrataProtocol
import StrataSystem

/// The compositor on D-Bus: serves the protocol (`org.strata.Compositor1` and
/// `org.strata.Input1` on the root, `org.strata.Window1` per window, the root as
/// `ObjectManager`) on the bus and on each client's private connection, checks every
/// caller, and turns compositor events into `PropertiesChanged` and signals for the
/// windows' owners only.
///
/// Nothing here blocks on a client: lookups on the bus (a caller's PID) and pings are
/// asynchronous, and a reply is sent for every call that expects one.
package final class CompositorService {
    /// The bus connection (discovery, tools, privileged calls, version 1 clients).
    package let connection: DBusConnection
    package let compositor: Compositor
    package var policy: AccessPolicy
    let logger: Logger
    /// Whether each admitted call is logged (`trace`): decided once, since asking the
    /// logger copies its handler, and every commit is admitted.
    let tracesCalls: Bool
    let loop: EventLoop
    /// What the service's callbacks hold instead of `[weak self]`: a weak reference would
    /// give the service a side table and slow every retain of it, several per message on
    /// the frame path (see ``ClearedReference``).
    let reference = ClearedReference<CompositorService>()
    /// The server private connections come in on (see ``clientAddress``).
    var server: DBusPeerServer?
    /// Private connections by their client name (`private:N`).
    var peers: [String: DBusConnection] = [:]
    /// The same, by connection.
    var peerNames: [ObjectIdentifier: String] = [:]
    var nextPeerNumber = 1
    /// When each caller's last limit refusal was logged at warning (see `logRefusal`).
    var lastLimitWarning: [String: Int64] = [:]
    /// Exported window objects, with their owners (to unexport them from the owner's connection too).
    private var windowObjects: [UInt32: (object: DBusObject, owner: String)] = [:]
    /// `org.strata.Input1`, the same on the bus and on every private connection.
    private(set) var inputInterface: DBusInterface!
    /// `org.strata.Pasteboard1`, the same on the bus and on every private connection.
    private(set) var pasteboardInterface: DBusInterface!
    /// The order of each private client's windows as last announced to it.
    var peerWindowOrder: [String: [DBusObjectPath]] = [:]
    private var ownerWatch: DBusSubscription?
    /// Per-client call budgets (see ``admit(_:from:budget:peer:)``).
    var budgets: [String: CallBudget] = [:]
    /// Checks every few seconds that version 1 clients with windows are still on the bus.
    var livenessTimer: LoopTimer?
    /// Frames sent (`FrameDone` signals), for `DumpState frames`.
    var frameDoneCount = 0
    /// Private connections held until the next frame tick, and those being read at this
    /// one (see `CompositorService+FrameReads`).
    var heldForTick: [HeldClient] = []
    var readAtThisTick: [HeldClient] = []
    /// Reads at frame ticks that found messages (`DumpState frames`: `reads_at_ticks`).
    var readsAtTicksCount = 0
    /// Holds not taken for that reason (`DumpState frames`: `holds_skipped_after_calls`).
    var holdsSkippedAfterCalls = 0
    /// Whether held clients are being read (at a tick, or before another client's call).
    var readingHeldClients = false
    /// Reads of held clients before another client's call that found messages
    /// (`DumpState frames`: `reads_before_calls`).
    var readsBeforeCallsCount = 0
    /// The damage list of the commit being applied, read into the same value at every
    /// `Commit` (its storage kept: a commit allocates no list).
    var commitDamage = DamageList(rectangles: [])
    /// Clients monitoring input (`Input1.MonitorInput`), by client name.
    var inputMonitors: Set<String> = []
    /// Each window's owner endpoint and prepared signals on the frame and input paths
    /// (see `sendTemplated`), by window id.
    var windowSignals: [UInt32: WindowSignals] = [:]
    /// Who watches each window's view tree (`App1.WatchTree`), by window id.
    var treeWatchers: [UInt32: Set<String>] = [:]
    /// TreeChanged coalescing: when each window's last one went out, those held back,
    /// and the timer that sends them (see `CompositorService+AppRelay`).
    var lastTreeChange: [UInt32: UInt64] = [:]
    var heldTreeChanges: Set<UInt32> = []
    var treeChangeTimer: LoopTimer?

    /// Exports the protocol's objects on `connection` and listens for private
    /// connections (owning the bus name is the caller's job).
    package init(connection: DBusConnection, compositor: Compositor, policy: AccessPolicy, logger: Logger,
                loop: EventLoop) throws {
        self.connection = connection
        self.compositor = compositor
        self.policy = policy
        self.logger = logger
        tracesCalls = logger.logLevel <= .trace
        self.loop = loop
        compositor.delegate = self
        inputInterface = makeInputInterface()
        pasteboardInterface = makePasteboardInterface()
        connection.exportObjectManager(at: StrataProtocol.rootPath)
        try connection.export(DBusObject(path: StrataProtocol.rootPath, interfaces: [makeCompositorInterface(), inputInterface,
                                                                                   pasteboardInterface]))
        try exportOutputs()
        connection.admitCall = { [unowned self] message in self.admit(message, from: message.sender ?? "", peer: nil) }
        connection.onCallRefused = { [unowned self] message, error in self.logRefusal(message, error, from: message.sender ?? "?") }
        if connection.isBusConnection {
            ownerWatch = try connection.watchNameOwner(nil) { [reference] name, _, newOwner in
                guard name.hasPrefix(":"), newOwner.isEmpty else { return }
                reference.object?.clientLeft(name, reason: "left the bus")
            }
        }
        try startPrivateServer()
        livenessTimer = try loop.makeTimer { [reference] in reference.object?.checkBusClientsAlive() }
        reference.object = self
    }

    deinit {
        reference.clear()
        if compositor.delegate === self { compositor.delegate = nil }
    }

    static func interface(_ name: String) -> DBusInterfaceDescription {
        guard let description = StrataProtocol.interfaces[name] else { preconditionFailure("no protocol interface \(name)") }
        return description
    }

    /// A client went away (left the bus, closed its private connection, or was found
    /// gone): its windows and buffers go, and the input it injected is released.
    func clientLeft(_ name: String, reason: String) {
        stopMonitoringInput(name)
        stopWatchingTrees(name)
        compositor.input.endSession(name)
        budgets[name] = nil
        guard compositor.clients[name] != nil else { return }
        let windows = compositor.clients[name]?.windowIDs.sorted() ?? []
        if windows.isEmpty {
            logger.debug("client \(name) \(reason); it had no windows")
        } else {
            logger.info("client \(name) \(reason); removing its windows \(windows)")
        }
        compositor.removeClient(name)
    }

    // MARK: Callers

    /// The calling client's name: its unique bus name, or `private:N` for a call on a
    /// private connection. `nil` for a bus call without a sender (not from a bus).
    func callerName(_ call: DBusMethodInvocation) -> String? {
        if call.connection === connection { return call.sender }
        return peerNames[ObjectIdentifier(call.connection)]
    }

    /// Whether the caller owns `window`.
    func isOwner(_ call: DBusMethodInvocation, of window: CompositorWindow) -> Bool {
        callerName(call) == window.owner
    }

    /// Throws `NotOwner` unless the caller owns `window`.
    func requireOwner(_ call: DBusMethodInvocation, of window: CompositorWindow) throws {
        guard isOwner(call, of: window) else {
            throw DBusError(name: StrataError.notOwner, message: "window \(window.id) belongs to \(window.owner)")
        }
    }

    /// Runs `body` once the caller's process id is known: at once for a private
    /// connection (the socket's credentials) or a client already asked about; else asked
    /// of the bus once per client, asynchronously (calls from one client keep their order).
    func withProcessID(of call: DBusMethodInvocation, _ body: @escaping (ClientRecord) throws -> Void) {
        guard let name = callerName(call) else {
            run(call) { throw DBusError.accessDenied("the caller has no name on the bus") }
            return
        }
        if let peer = peers[name] {
            let record = compositor.client(name, isPrivate: true)
            if record.processID == nil { record.processID = peer.peerProcessID }
            if record.isPrivileged == nil { record.isPrivileged = record.processID.map(policy.allows(processID:)) ?? false }
            run(call) { try body(record) }
            return
        }
        let record = compositor.client(name)
        if record.processID != nil {
            run(call) { try body(record) }
            return
        }
        call.deferReply()
        let first = record.pidWaiters.isEmpty
        record.pidWaiters.append { [reference] known in
            guard let self = reference.object else { return }
            guard known else {
                call.fail(.failed("the caller left the bus"))
                return
            }
            self.run(call) { try body(record) }
        }
        guard first else { return }
        connection.unixProcessID(of: name) { [reference, weak record] result in
            guard let self = reference.object, let record else { return }
            let waiters = record.pidWaiters
            record.pidWaiters.removeAll()
            // The bus answers in order: an error means the caller had already left.
            guard let pid = try? result.get() else {
                waiters.forEach { $0(false) }
                self.clientLeft(record.name, reason: "left the bus")
                return
            }
            record.processID = pid
            if record.isPrivileged == nil { record.isPrivileged = self.policy.allows(processID: pid) }
            waiters.forEach { $0(true) }
        }
    }

    /// Runs `body` if the caller may make privileged calls; `AccessDenied` otherwise.
    ///
    /// The reply always comes from here, never from the registry: the call is deferred
    /// at once, and answered when `body` has run (or refused) — in this turn without an
    /// allowlist or when the caller is already known, else once the bus has told the
    /// caller's process id. Either way the caller gets exactly one reply, after `body`.
    func privileged(_ call: DBusMethodInvocation, _ body: @escaping () throws -> Void) {
        call.deferReply()
        guard policy.isRestricted else {
            run(call, body)
            return
        }
        withProcessID(of: call) { record in
            guard record.isPrivileged == true else {
                throw DBusError.accessDenied("\(call.method.name) is privileged: the caller's executable is not on the allowlist")
            }
            try body()
        }
    }

    /// Runs `body` (deferred work of a call), turning what it throws into the call's
    /// error reply as the registry does for handlers; answers with an empty reply if the
    /// body did not (for methods without results).
    func run(_ call: DBusMethodInvocation, _ body: () throws -> Void) {
        do {
            try body()
        } catch {
            call.fail(DBusError(reporting: error))
        }
        if !call.isAnswered && call.method.outArgs.isEmpty { call.reply() }
    }

    // MARK: Window objects

    /// Serves the window on the bus (for everyone to inspect) and on its owner's private connection.
    func exportWindow(_ window: CompositorWindow) throws {
        let windowInterface = makeWindowInterface(window)
        // On the bus the window also relays org.strata.App1 to its owner (tools reach the
        // app's view tree through it); the owner's own connection has the window alone.
        let object = DBusObject(path: window.path, interfaces: [windowInterface, makeAppRelayInterface(window)])
        windowObjects[window.id] = (object, window.owner)
        try connection.export(object)
        try peers[window.owner]?.export(DBusObject(path: window.path, interfaces: [windowInterface]))
    }

    /// Unexports objects whose windows are gone.
    private func syncWindowObjects() {
        for (id, entry) in windowObjects where compositor.window(id: id) == nil {
            windowObjects[id] = nil
            windowSignals[id] = nil
            treeWatchers[id] = nil
            lastTreeChange[id] = nil
            heldTreeChanges.remove(id)
            try? connection.unexport(entry.object.path)
            if let peer = peers[entry.owner], peer.isConnected { try? peer.unexport(entry.object.path) }
        }
    }

    /// The connection that reaches `owner`, and the destination to put on messages for
    /// it; `nil` for a private client whose connection is gone.
    func endpoint(of owner: String) -> (DBusConnection, destination: String?)? {
        if let peer = peers[owner] { return (peer, nil) }
        return owner.hasPrefix(":") ? (connection, owner) : nil
    }

    /// Sends client `name` the signal `make` builds for the destination its endpoint
    /// needs (`nil` on a private connection); a message that cannot be built or queued
    /// is logged, and a private client that stops reading is disconnected (`checkBacklog`).
    func sendSignal(to name: String, _ member: String, _ make: (_ destination: String?) throws -> DBusMessage) {
        deliver(to: name, member) { target, destination in _ = try target.send(try make(destination)) }
    }

    /// What every signal to a client goes through (``sendSignal(to:_:_:)`` and
    /// `sendTemplated`): `send` sends it on the client's endpoint with the destination
    /// that endpoint needs; a failure is logged, and a private client that stops reading
    /// is disconnected (`checkBacklog`).
    func deliver(to name: String, _ member: String, _ send: (DBusConnection, _ destination: String?) throws -> Void) {
        deliver(to: name, at: endpoint(of: name), member, send)
    }

    /// ``deliver(to:_:_:)`` to an endpoint the caller already found.
    func deliver(to name: String, at endpoint: (DBusConnection, destination: String?)?, _ member: String,
                 _ send: (DBusConnection, _ destination: String?) throws -> Void) {
        guard let (target, destination) = endpoint else { return }
        do {
            try send(target, destination)
        } catch {
            logger.warning("could not send \(member) to \(name): \(error)")
        }
        if target !== connection { checkBacklog(of: name, target) }
    }

    func emit(_ window: CompositorWindow, _ member: String, _ build: (DBusMessage) throws -> Void) {
        sendSignal(to: window.owner, member) { destination in
            let message = DBusMessage.signal(path: window.path, interface: StrataProtocol.Interface.window, member: member)
            message.destination = destination
            try build(message)
            return message
        }
    }

    private func emitWindowProperties(_ window: CompositorWindow, _ names: [String]) {
        guard windowObjects[window.id] != nil else { return }
        try? connection.emitPropertiesChanged(path: window.path, interface: StrataProtocol.Interface.window, changed: names)
        try? peers[window.owner]?.emitPropertiesChanged(path: window.path, interface: StrataProtocol.Interface.window,
                                                        changed: names)
    }
}

extension CompositorService: CompositorDelegate {
    package func windowListChanged() {
        syncWindowObjects()
        try? connection.emitPropertiesChanged(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.compositor,
                                              changed: ["Windows"])
        announceWindowOrderToPeers()
    }

    /// The old key window's owner gets `KeyboardLeave` (first, so it can cancel its
    /// presses while its window is still key), then `IsKey` changes on both windows and
    /// `KeyWindow` on the root, then the new one's owner gets `KeyboardEnter` with the
    /// keys held now.
    package func keyWindowChanged(from old: CompositorWindow?, to new: CompositorWindow?) {
        if let old, windowObjects[old.id] != nil { emit(old, "KeyboardLeave") { _ in } }
        for window in [old, new].compactMap({ $0 }) { emitWindowProperties(window, ["IsKey"]) }
        try? connection.emitPropertiesChanged(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.compositor,
                                              changed: ["KeyWindow"])
        if let new {
            let held = compositor.input.keysDown.sorted()
            emit(new, "KeyboardEnter") { try $0.append(held) }
        }
    }

    package func windowPropertiesChanged(_ window: CompositorWindow, _ names: [String]) {
        emitWindowProperties(window, names)
    }

    package func frameDone(_ window: CompositorWindow, serial: UInt32, timeMicroseconds: UInt64) {
        frameDoneCount += 1
        let signals = sendTemplated(window, "FrameDone", prototype: { try $0.append(UInt32(0), UInt64(0)) }) { body in
            body.uint32(serial)
            body.uint64(timeMicroseconds)
        }
        expectAnswer(from: window.owner, record: signals?.owner)
        holdUntilNextTick(signals)
    }

    package func bufferReleased(_ window: CompositorWindow, buffer: UInt32) {
        sendTemplated(window, "BufferReleased", prototype: { try $0.append(UInt32(0)) }) { body in body.uint32(buffer) }
    }

    package func framePresented(_ window: CompositorWindow, serial: UInt32, released: [UInt32], timeMicroseconds: UInt64) {
        frameDoneCount += 1
        // The frame path's one message per window (issue 18).
        let signals = sendTemplated(window, "FramePresented",
                                    prototype: { try $0.append(UInt32(0), UInt64(0), [UInt32]()) }) { body in
            body.uint32(serial)
            body.uint64(timeMicroseconds)
            body.uint32Array(released)
        }
        expectAnswer(from: window.owner, record: signals?.owner)
        holdUntilNextTick(signals)
    }

    package func touch(_ window: CompositorWindow, slot: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        sendPositioned(window, "Touch", slot, phase, x, y, timeMicroseconds)
    }

    package func pointer(_ window: CompositorWindow, button: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        sendPositioned(window, "Pointer", button, phase, x, y, timeMicroseconds)
    }

    /// `Touch` and `Pointer`, which carry the same arguments (`uuddt`: slot or button,
    /// phase, x, y, time).
    private func sendPositioned(_ window: CompositorWindow, _ member: String, _ id: UInt32, _ phase: InputPhase,
                                _ x: Double, _ y: Double, _ time: UInt64) {
        let signals = sendTemplated(window, member,
                                    prototype: { try $0.append(UInt32(0), UInt32(0), 0.0, 0.0, UInt64(0)) }) { body in
            body.uint32(id)
            body.uint32(phase.rawValue)
            body.double(x)
            body.double(y)
            body.uint64(time)
        }
        expectAnswer(from: window.owner, record: signals?.owner)
    }

    package func key(_ window: CompositorWindow, code: UInt32, pressed: Bool, timeMicroseconds: UInt64) {
        let signals = sendTemplated(window, "Key", prototype: { try $0.append(UInt32(0), false, UInt64(0)) }) { body in
            body.uint32(code)
            body.bool(pressed)
            body.uint64(timeMicroseconds)
        }
        expectAnswer(from: window.owner, record: signals?.owner)
    }

    /// Sends a window's owner one of the signals sent per frame or per input event, from
    /// a template made once per window and member (`prototype` appends the arguments'
    /// types) with the body `body` writes: no libdbus message is built value by value,
    /// and when nothing is queued for the owner the bytes go straight to its socket
    /// (``DBusSignalTemplate``). What arrives is the same signal `emit` would send.
    /// The endpoint and templates are found once per window (``WindowSignals``): the frame
    /// path then looks up the window by id instead of its owner by name.
    /// Returns the window's ``WindowSignals`` (`nil` when its owner cannot be reached).
    @discardableResult
    func sendTemplated(_ window: CompositorWindow, _ member: String, prototype: (DBusMessage) throws -> Void,
                       _ body: (inout DBusWireBody) -> Void) -> WindowSignals? {
        let signals: WindowSignals
        if let known = windowSignals[window.id], known.target.isConnected {
            signals = known
        } else {
            guard let (target, destination) = endpoint(of: window.owner) else { return nil }
            signals = WindowSignals(target: target, destination: destination, owner: compositor.clients[window.owner])
            windowSignals[window.id] = signals
        }
        deliver(to: window.owner, at: (signals.target, signals.destination), member) { target, destination in
            let template = try signals.template(member) ?? {
                let message = DBusMessage.signal(path: window.path, interface: StrataProtocol.Interface.window, member: member)
                message.destination = destination
                try prototype(message)
                let made = try DBusSignalTemplate(prototype: message)
                signals.templates.append((member, made))
                return made
            }()
            try template.send(on: target, body)
        }
        return signals
    }

    package func closeRequested(_ window: CompositorWindow) {
        emit(window, "CloseRequested") { _ in }
        // A frozen app never closes: the ping marks it not responding, which `strata
        // close` reports when the window stays.
        expectAnswer(from: window.owner)
    }

    package func windowError(_ window: CompositorWindow, name: String, message: String) {
        emit(window, "Error") { try $0.append(name, message) }
    }
}

extension CompositorError: DBusErrorConvertible {
    /// The protocol error a caller gets.
    package var dbusError: DBusError {
        switch self {
        case .invalid(let m): return .invalidArgs(m)
        case .limitsExceeded(let m): return DBusError(name: StrataError.limitsExceeded, message: m)
        case .badBuffer(let m): return DBusError(name: StrataError.badBuffer, message: m)
        case .badFormat(let m): return DBusError(name: StrataError.badFormat, message: m)
        case .noSuchBuffer: return DBusError(name: StrataError.badBuffer, message: description)
        }

    }
}

/// A window's owner as the frame and input paths signal it: its endpoint (a private
/// connection, or the bus with the owner's name as destination) and the signals prepared
/// for it (`FramePresented`, `FrameDone`, `BufferReleased`, `Touch`, `Pointer`, `Key`),
/// by member. Dropped with the window; found again if the connection closed first.
final class WindowSignals {
    let target: DBusConnection
    let destination: String?
    /// The owner's record when the signals were set up (a window's owner never changes),
    /// so that the frame path's liveness check does not look it up by name.
    let owner: ClientRecord?
    /// By member, searched in order: a window uses a handful, and comparing short
    /// member names costs less than hashing one.
    var templates: [(member: String, template: DBusSignalTemplate)] = []

    init(target: DBusConnection, destination: String?, owner: ClientRecord?) {
        self.target = target
        self.destination = destination
        self.owner = owner
    }

    func template(_ member: String) -> DBusSignalTemplate? {
        for entry in templates where entry.member == member { return entry.template }
        return nil
    }
}
