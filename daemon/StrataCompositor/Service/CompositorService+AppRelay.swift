import StrataDBus
import StrataProtocol
import StrataSystem

/// `org.strata.App1` on each window object on the bus: every call is relayed to the
/// window's owner, which serves the interface on its private connection (ClientKit
/// apps do), with the option "window" set to this window for GetTree and Find. The
/// relay is privileged, like Input1: a tree shows what the app shows. Apps stay off the
/// bus; the daemon is the one way in.
extension CompositorService {
    func makeAppRelayInterface(_ window: CompositorWindow) -> DBusInterface {
        let interface = DBusInterface(Self.interface(StrataProtocol.Interface.app))
        addTreeWatchMethods(to: interface, window)
        for member in ["GetTree", "Find", "Activate", "SetValue"] {
            interface.onMethod(member) { [unowned self] call in
                var values = try call.message.values()
                if member == "GetTree" || member == "Find" {
                    var options = try call.decode([String: DBusVariant].self)
                    try Self.checkWindowOption(options, window)
                    options["window"] = DBusVariant(.objectPath(window.path))
                    values = [try DBusValue(options)]
                }
                privileged(call) {
                    guard let peer = self.peers[window.owner] else {
                        throw DBusError(name: DBusError.Name.unknownObject,
                                        message: "window \(window.id)'s owner \(window.owner) is not on a private connection and serves no \(StrataProtocol.Interface.app)")
                    }
                    let forward = DBusMessage.methodCall(destination: nil, path: StrataProtocol.appPath,
                                                         interface: StrataProtocol.Interface.app, member: member)
                    try forward.appendValues(values)
                    peer.call(forward, timeout: 5) { result in
                        switch result {
                        case .success(let reply):
                            do { call.reply(values: try reply.values()) } catch { call.fail(DBusError(reporting: error)) }
                        case .failure(let error):
                            call.fail(error)
                        }
                    }
                }
            }
        }
        return interface
    }
}

/// Tree watching (protocol version 5): `WatchTree` on a window object registers the
/// caller (privileged); while a window has watchers its app is asked to send
/// `TreeChanged` (App1.WatchTree on its private connection), which the daemon checks
/// (the window must be the sender's), coalesces to one per refresh interval, and sends
/// from the window object to each watcher alone. Nobody watching costs nothing: the
/// app is told to stop when the last watcher stops or goes.
extension CompositorService {
    func addTreeWatchMethods(to interface: DBusInterface, _ window: CompositorWindow) {
        let id = window.id
        interface.onMethod("WatchTree") { [unowned self] call in
            try Self.checkWatchOptions(try call.decode([String: DBusVariant].self), window)
            guard let name = callerName(call) else { throw DBusError.accessDenied("the caller has no name on the bus") }
            privileged(call) {
                guard self.compositor.window(id: id) != nil else { throw DBusError(name: StrataError.noSuchWindow, message: "window \(id) is gone") }
                var watchers = self.treeWatchers[id] ?? []
                guard watchers.insert(name).inserted else { return }
                self.treeWatchers[id] = watchers
                self.logger.info("\(name) watches window \(id)'s view tree")
                if watchers.count == 1 { self.askApp(of: window, "WatchTree") }
            }
        }
        interface.onMethod("StopWatchingTree") { [unowned self] call in
            try Self.checkWatchOptions(try call.decode([String: DBusVariant].self), window)
            if let name = callerName(call) { stopWatchingTree(id, name) }
        }
    }

    /// WatchTree's and StopWatchingTree's options: "window" alone (the relay's own).
    private static func checkWatchOptions(_ options: [String: DBusVariant], _ window: CompositorWindow) throws(DBusError) {
        let unknown = Set(options.keys).subtracting(["window"])
        guard unknown.isEmpty else { throw DBusError.invalidArgs("unknown options: \(unknown.sorted())") }
        try checkWindowOption(options, window)
    }

    /// A relayed call's "window" option, if given, must be the window it came through.
    static func checkWindowOption(_ options: [String: DBusVariant], _ window: CompositorWindow) throws(DBusError) {
        if let given = options["window"], (try? given.decode(as: DBusObjectPath.self)) != window.path {
            throw DBusError.invalidArgs("the relay on \(window.path) answers for that window; leave \"window\" out")
        }
    }

    /// Tells a window's app to start or stop sending TreeChanged for it (no reply awaited:
    /// an app that serves no WatchTree simply sends none).
    private func askApp(of window: CompositorWindow, _ member: String) {
        guard let peer = peers[window.owner] else { return }
        let message = DBusMessage.methodCall(destination: nil, path: StrataProtocol.appPath,
                                             interface: StrataProtocol.Interface.app, member: member)
        message.noReplyExpected = true
        do {
            try message.append(["window": DBusVariant(.objectPath(window.path))])
            try peer.send(message)
        } catch {
            logger.warning("could not send \(member) to \(window.owner): \(error)")
        }
    }

    func stopWatchingTree(_ id: UInt32, _ name: String) {
        guard var watchers = treeWatchers[id], watchers.remove(name) != nil else { return }
        logger.info("\(name) stopped watching window \(id)'s view tree")
        treeWatchers[id] = watchers.isEmpty ? nil : watchers
        if watchers.isEmpty, let window = compositor.window(id: id) { askApp(of: window, "StopWatchingTree") }
    }

    /// A watcher went: it watches nothing any more.
    func stopWatchingTrees(_ name: String) {
        for (id, watchers) in treeWatchers where watchers.contains(name) { stopWatchingTree(id, name) }
    }

    /// TreeChanged from an app on its private connection.
    func listenForTreeChanges(on peer: DBusConnection, from name: String) throws {
        try peer.subscribe(DBusMatchRule(interface: StrataProtocol.Interface.app, member: "TreeChanged"), addToBus: false) { [unowned self] message in
            guard message.path == StrataProtocol.appPath, let path = try? message.decode(DBusObjectPath.self),
                  let id = StrataProtocol.windowNumber(of: path), let window = compositor.window(id: id),
                  window.owner == name else {
                logger.debug("\(name) sent a TreeChanged that is not about one of its windows; dropped")
                return
            }
            guard treeWatchers[id] != nil else { return }
            treeChanged(window)
        }
    }

    /// Sends TreeChanged for `window` now, or at the end of the refresh interval that
    /// began with the last one.
    private func treeChanged(_ window: CompositorWindow) {
        let hz = compositor.frameClock.refreshHz
        let interval = hz > 0 ? UInt64(1_000_000 / hz) : 16_667
        let now = monotonicMicroseconds()
        if let last = lastTreeChange[window.id], now &- last < interval {
            guard heldTreeChanges.insert(window.id).inserted, heldTreeChanges.count == 1 else { return }
            if treeChangeTimer == nil { treeChangeTimer = try? loop.makeTimer { [unowned self] in self.sendHeldTreeChanges() } }
            treeChangeTimer?.arm(afterNanoseconds: (interval - (now &- last)) * 1000 + 1000)
            return
        }
        sendTreeChanged(window, at: now)
    }

    private func sendHeldTreeChanges() {
        let held = heldTreeChanges
        heldTreeChanges = []
        let now = monotonicMicroseconds()
        for id in held.sorted() {
            if let window = compositor.window(id: id), treeWatchers[id] != nil { sendTreeChanged(window, at: now) }
        }
    }

    private func sendTreeChanged(_ window: CompositorWindow, at now: UInt64) {
        lastTreeChange[window.id] = now
        for name in treeWatchers[window.id] ?? [] {
            sendSignal(to: name, "TreeChanged") { destination in
                let message = DBusMessage.signal(path: window.path, interface: StrataProtocol.Interface.app, member: "TreeChanged")
                message.destination = destination
                try message.append(window.path)
                return message
            }
        }
    }
}
