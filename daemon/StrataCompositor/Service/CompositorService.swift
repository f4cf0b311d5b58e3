import Logging
import StrataDBus
import StrataProtocol
import StrataSystem

/// The compositor on the bus: serves protocol version 1 (`org.strata.Compositor1`
/// and `org.strata.Input1` on the root, `org.strata.Window1` per window, the root as
/// `ObjectManager`), checks every caller, and turns compositor events into
/// `PropertiesChanged` and signals unicast to window owners.
///
/// Nothing here blocks on a client: lookups on the bus (a caller's PID) are
/// asynchronous, and a reply is sent for every call that expects one.
public final class CompositorService {
    public let connection: DBusConnection
    public let compositor: Compositor
    public let policy: AccessPolicy
    let logger: Logger
    private var windowObjects: [UInt32: DBusObject] = [:]
    private var ownerWatch: DBusSubscription?
    /// Frames sent (`FrameDone` signals), for `DumpState frames`.
    var frameDoneCount = 0

    /// Exports the protocol's objects on `connection` (owning the bus name is the caller's job).
    public init(connection: DBusConnection, compositor: Compositor, policy: AccessPolicy, logger: Logger) throws {
        self.connection = connection
        self.compositor = compositor
        self.policy = policy
        self.logger = logger
        compositor.delegate = self
        connection.exportObjectManager(at: StrataProtocol.rootPath)
        try connection.export(DBusObject(path: StrataProtocol.rootPath, interfaces: [makeCompositorInterface(), makeInputInterface()]))
        if connection.isBusConnection {
            ownerWatch = try connection.watchNameOwner(nil) { [weak self] name, _, newOwner in
                guard name.hasPrefix(":"), newOwner.isEmpty else { return }
                self?.clientLeft(name)
            }
        }
    }

    static func interface(_ name: String) -> DBusInterfaceDescription {
        guard let description = StrataProtocol.interfaces[name] else { preconditionFailure("no protocol interface \(name)") }
        return description
    }

    private func clientLeft(_ name: String) {
        guard compositor.clients[name] != nil else { return }
        logger.info("client \(name) left the bus; removing its windows")
        compositor.removeClient(name)
    }

    // MARK: Callers

    /// Runs `body` once the caller's process id is known (asked of the bus once per
    /// client, asynchronously; calls from the same client keep their order).
    func withProcessID(of call: DBusMethodInvocation, _ body: @escaping (ClientRecord) throws -> Void) {
        guard let sender = call.sender else {
            // A peer-to-peer caller: there is no bus to ask.
            run(call) { try body(self.compositor.client(":peer")) }
            return
        }
        let record = compositor.client(sender)
        if record.processID != nil || !connection.isBusConnection {
            run(call) { try body(record) }
            return
        }
        call.deferReply()
        let first = record.pidWaiters.isEmpty
        record.pidWaiters.append { [weak self] known in
            guard let self else { return }
            guard known else {
                call.fail(.failed("the caller left the bus"))
                return
            }
            self.run(call) { try body(record) }
        }
        guard first else { return }
        connection.unixProcessID(of: sender) { [weak self, weak record] result in
            guard let self, let record else { return }
            let waiters = record.pidWaiters
            record.pidWaiters.removeAll()
            // The bus answers in order: an error means the caller had already left.
            guard let pid = try? result.get() else {
                waiters.forEach { $0(false) }
                self.compositor.removeClient(record.name)
                return
            }
            record.processID = pid
            if record.isPrivileged == nil { record.isPrivileged = self.policy.allows(processID: pid) }
            waiters.forEach { $0(true) }
        }
    }

    /// Runs `body` if the caller may make privileged calls; `AccessDenied` otherwise.
    func privileged(_ call: DBusMethodInvocation, _ body: @escaping () throws -> Void) {
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

    /// Runs `body`, turning what it throws into the call's error reply; answers
    /// with an empty reply if the body did not (for methods without results).
    func run(_ call: DBusMethodInvocation, _ body: () throws -> Void) {
        do {
            try body()
        } catch let error as DBusError {
            call.fail(error)
        } catch let error as CompositorError {
            call.fail(Self.protocolError(error))
        } catch {
            call.fail(.failed("\(error)"))
        }
        if !call.isAnswered && call.method.outArgs.isEmpty { call.reply() }
    }

    static func protocolError(_ error: CompositorError) -> DBusError {
        switch error {
        case .invalid(let m): return .invalidArgs(m)
        case .limitsExceeded(let m): return DBusError(name: StrataError.limitsExceeded, message: m)
        case .badBuffer(let m): return DBusError(name: StrataError.badBuffer, message: m)
        case .badFormat(let m): return DBusError(name: StrataError.badFormat, message: m)
        case .noSuchBuffer: return DBusError(name: StrataError.badBuffer, message: error.description)
        }
    }

    // MARK: Window objects

    func exportWindow(_ window: CompositorWindow) throws {
        let object = DBusObject(path: window.path, interfaces: [makeWindowInterface(window)])
        windowObjects[window.id] = object
        try connection.export(object)
    }

    /// Unexports objects whose windows are gone.
    private func syncWindowObjects() {
        for id in windowObjects.keys where compositor.window(id: id) == nil {
            windowObjects[id] = nil
            try? connection.unexport(StrataProtocol.windowPath(id))
        }
    }

    private func emit(_ window: CompositorWindow, _ member: String, _ build: (DBusMessage) throws -> Void) {
        let message = DBusMessage.signal(path: window.path, interface: StrataProtocol.Interface.window, member: member)
        message.destination = window.owner
        do {
            try build(message)
            try connection.send(message)
        } catch {
            logger.warning("could not send \(member) to \(window.owner): \(error)")
        }
    }
}

extension CompositorService: CompositorDelegate {
    public func windowListChanged() {
        syncWindowObjects()
        try? connection.emitPropertiesChanged(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.compositor,
                                              changed: ["Windows"])
    }

    public func keyWindowChanged(from old: CompositorWindow?, to new: CompositorWindow?) {
        for window in [old, new].compactMap({ $0 }) where windowObjects[window.id] != nil {
            try? connection.emitPropertiesChanged(path: window.path, interface: StrataProtocol.Interface.window, changed: ["IsKey"])
        }
        try? connection.emitPropertiesChanged(path: StrataProtocol.rootPath, interface: StrataProtocol.Interface.compositor,
                                              changed: ["KeyWindow"])
    }

    public func windowPropertiesChanged(_ window: CompositorWindow, _ names: [String]) {
        guard windowObjects[window.id] != nil else { return }
        try? connection.emitPropertiesChanged(path: window.path, interface: StrataProtocol.Interface.window, changed: names)
    }

    public func frameDone(_ window: CompositorWindow, serial: UInt32, timeMicroseconds: UInt64) {
        frameDoneCount += 1
        emit(window, "FrameDone") { try $0.append(serial, timeMicroseconds) }
    }

    public func bufferReleased(_ window: CompositorWindow, buffer: UInt32) {
        emit(window, "BufferReleased") { try $0.append(buffer) }
    }

    public func touch(_ window: CompositorWindow, slot: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        emit(window, "Touch") { try $0.append(slot, phase.rawValue, x, y, timeMicroseconds) }
    }

    public func pointer(_ window: CompositorWindow, button: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        emit(window, "Pointer") { try $0.append(button, phase.rawValue, x, y, timeMicroseconds) }
    }

    public func key(_ window: CompositorWindow, code: UInt32, pressed: Bool, timeMicroseconds: UInt64) {
        emit(window, "Key") { try $0.append(code, pressed, timeMicroseconds) }
    }

    public func closeRequested(_ window: CompositorWindow) {
        emit(window, "CloseRequested") { _ in }
    }

    public func windowError(_ window: CompositorWindow, name: String, message: String) {
        emit(window, "Error") { try $0.append(name, message) }
    }
}
