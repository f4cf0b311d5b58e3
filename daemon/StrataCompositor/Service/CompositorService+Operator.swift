import Foundation
import StrataDBus
import StrataProtocol

/// Operator control (new in protocol version 3): privileged methods on
/// `org.strata.Compositor1` that act on any client's window, so `Window1`'s rule —
/// mutations are the owner's alone — stays simple. `strata move/resize/hide/show/
/// destroy/kill` call them. Under an allowlist only allowed executables may call them
/// (`AccessDenied` otherwise, logged as every refusal is).
extension CompositorService {
    func addOperatorMethods(to interface: DBusInterface) {
        /// A privileged method on a window: `decode` reads the call's arguments (the
        /// window's path first) and returns the path and the work to do.
        func onWindow(_ name: String,
                      _ decode: @escaping (DBusMethodInvocation) throws -> (DBusObjectPath, (CompositorWindow) throws -> Void)) {
            interface.onMethod(name) { [unowned self] call in
                let (path, work) = try decode(call)
                let window = try operatorTarget(path)
                privileged(call) {
                    // The window may have gone while the caller's privilege was being checked.
                    guard self.compositor.window(id: window.id) === window else { throw Self.noSuchWindow(path) }
                    try work(window)
                    self.logger.notice("\(self.callerName(call) ?? "?") \(name) window \(window.id) (app \"\(window.appID)\", owner \(window.owner))")
                }
            }
        }

        onWindow("MoveWindow") { [unowned self] call in
            let (path, x, y) = try call.decode(DBusObjectPath.self, Int32.self, Int32.self)
            return (path, { try self.compositor.move($0, x: x, y: y) })
        }
        onWindow("ResizeWindow") { [unowned self] call in
            let (path, width, height) = try call.decode(DBusObjectPath.self, Int32.self, Int32.self)
            return (path, { try self.compositor.resize($0, width: width, height: height) })
        }
        onWindow("SetWindowVisible") { [unowned self] call in
            let (path, visible) = try call.decode(DBusObjectPath.self, Bool.self)
            return (path, { visible ? self.compositor.show($0) : self.compositor.hide($0) })
        }
        onWindow("DestroyWindow") { [unowned self] call in
            (try call.decode(DBusObjectPath.self), {
                self.compositor.destroy($0)
                self.updateLivenessCheck()
            })
        }
        // KillClient needs the caller's process (to decide whether it may signal), so it
        // asks for it whatever the policy; the privilege check is the same as above.
        interface.onMethod("KillClient") { [unowned self] call in
            let (path, options) = try call.decode(DBusObjectPath.self, [String: DBusVariant].self)
            let signal = try KillOptions(options).signal
            let window = try operatorTarget(path)
            call.deferReply()
            // With a signal, the caller's and the owner's users are asked first (of the
            // socket or the bus); the kill itself happens below, all in one turn.
            userIDs(of: signal == nil ? [] : [callerName(call), window.owner]) { users in
                self.withProcessID(of: call) { caller in
                    guard !self.policy.isRestricted || caller.isPrivileged == true else {
                        throw DBusError.accessDenied("KillClient is privileged: the caller's executable is not on the allowlist")
                    }
                    guard self.compositor.window(id: window.id) === window else { throw Self.noSuchWindow(path) }
                    if let signal { try self.signalOwner(of: window, signal, caller: caller, callerUser: users[0], ownerUser: users[1]) }
                    self.disconnectOwner(of: window, caller: caller)
                }
            }
        }
    }

    /// The window at `path`: `NoSuchWindow` if there is none.
    private func operatorTarget(_ path: DBusObjectPath) throws -> CompositorWindow {
        guard let id = StrataProtocol.windowNumber(of: path), let window = compositor.window(id: id) else {
            throw Self.noSuchWindow(path)
        }
        return window
    }

    static func noSuchWindow(_ path: DBusObjectPath) -> DBusError {
        DBusError(name: StrataError.noSuchWindow, message: "there is no window \(path)")
    }

    /// Sends `signal` to the process of `window`'s owner, when the caller may (see
    /// ``SignalPermission``); throws the refusal otherwise.
    private func signalOwner(of window: CompositorWindow, _ signal: Int32, caller: ClientRecord,
                             callerUser: UInt32?, ownerUser: UInt32?) throws {
        let owner = window.owner
        let pid = peers[owner]?.peerProcessID ?? compositor.clients[owner]?.processID ?? window.processID
        guard pid > 1 else {
            throw DBusError.accessDenied("the process of \(owner) is not known: it cannot be signalled")
        }
        let permission = SignalPermission(callerUser: callerUser, clientUser: ownerUser,
                                          processUser: ProcessOwner.userID(ofProcess: pid))
        try permission.check(pid: pid, client: owner)
        if Foundation.kill(pid_t(pid), signal) != 0 {
            throw DBusError.failed("could not send signal \(signal) to process \(pid): \(String(cString: strerror(errno)))")
        }
        logger.notice("\(caller.name) (user \(callerUser.map(String.init) ?? "?")) sent signal \(signal) to process \(pid) of \(owner)")
    }

    /// Removes every window of `window`'s owner and, for a private connection, closes it.
    private func disconnectOwner(of window: CompositorWindow, caller: ClientRecord) {
        let owner = window.owner
        let reason = "was killed by an operator (\(caller.name))"
        if peers[owner] != nil {
            logger.notice("disconnecting \(owner): it \(reason)")
            peerLeft(owner, reason: reason)
        } else {
            // A version 1 client on the bus: its windows go; the daemon cannot take it off the bus.
            clientLeft(owner, reason: reason)
        }
        updateLivenessCheck()
    }

    /// Calls `body` with the user of each named client, in order (`nil` where unknown):
    /// from the socket's credentials for a private connection, else asked of the bus
    /// (`GetConnectionUnixUser`) without blocking. With no names, calls it at once.
    private func userIDs(of names: [String?], _ body: @escaping ([UInt32?]) -> Void) {
        guard let first = names.first else {
            body([])
            return
        }
        let rest = Array(names.dropFirst())
        let continueWith: (UInt32?) -> Void = { [reference] user in
            reference.object?.userIDs(of: rest) { users in body([user] + users) }
        }
        guard let name = first else { return continueWith(nil) }
        if let peer = peers[name] { return continueWith(peer.peerUserID) }
        connection.unixUserID(of: name) { continueWith(try? $0.get()) }
    }
}

/// `KillClient`'s options: `"signal"` (i or u), a signal number from 1 to 64. Any other
/// key is refused with `InvalidArgs` naming it.
struct KillOptions {
    var signal: Int32?

    init(_ options: [String: DBusVariant]) throws {
        let unknown = Set(options.keys).subtracting(["signal"])
        guard unknown.isEmpty else { throw DBusError.invalidArgs("unknown KillClient options: \(unknown.sorted())") }
        guard let value = options["signal"] else { return }
        let number: Int64
        if let n = try? value.decode(as: Int32.self) {
            number = Int64(n)
        } else if let n = try? value.decode(as: UInt32.self) {
            number = Int64(n)
        } else {
            throw DBusError.invalidArgs("KillClient option \"signal\" must be an integer (i or u)")
        }
        guard (1...64).contains(number) else { throw DBusError.invalidArgs("signal \(number) is out of range 1...64") }
        signal = Int32(number)
    }
}
