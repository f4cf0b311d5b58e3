internal import CDBus

/// Flags for `RequestName` (`DBUS_NAME_FLAG_*`).
public struct DBusRequestNameFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `DBUS_NAME_FLAG_ALLOW_REPLACEMENT`
    public static let allowReplacement = DBusRequestNameFlags(rawValue: 0x1)
    /// `DBUS_NAME_FLAG_REPLACE_EXISTING`
    public static let replaceExisting = DBusRequestNameFlags(rawValue: 0x2)
    /// `DBUS_NAME_FLAG_DO_NOT_QUEUE`
    public static let doNotQueue = DBusRequestNameFlags(rawValue: 0x4)
}

/// The bus's answer to `RequestName` (`DBUS_REQUEST_NAME_REPLY_*`).
public enum DBusRequestNameReply: UInt32, Sendable {
    case primaryOwner = 1
    case inQueue = 2
    case exists = 3
    case alreadyOwner = 4
}

/// A subscription made with ``DBusConnection/subscribe(_:addToBus:handler:)``.
public struct DBusSubscription: Hashable, Sendable {
    let id: UInt64
}

extension DBusConnection {
    static let busName = "org.freedesktop.DBus"
    static let busPath: DBusObjectPath = "/org/freedesktop/DBus"

    private func busCall(_ member: String) -> DBusMessage {
        DBusMessage.methodCall(destination: Self.busName, path: Self.busPath, interface: Self.busName, member: member)
    }

    /// Asks the bus for a well-known name (blocking). With the default flags the
    /// answer is `.exists` when another connection owns it.
    public func requestName(_ name: String, flags: DBusRequestNameFlags = [.doNotQueue]) throws(DBusError) -> DBusRequestNameReply {
        let message = busCall("RequestName")
        try message.append(name, flags.rawValue)
        let (code) = try call(message).decode(UInt32.self)
        guard let reply = DBusRequestNameReply(rawValue: code) else { throw .failed("unknown RequestName reply \(code)") }
        return reply
    }

    /// Gives up a well-known name (blocking).
    public func releaseName(_ name: String) throws(DBusError) {
        let message = busCall("ReleaseName")
        try message.append(name)
        _ = try call(message)
    }

    /// Whether someone owns `name` (blocking).
    public func nameHasOwner(_ name: String) throws(DBusError) -> Bool {
        let message = busCall("NameHasOwner")
        try message.append(name)
        return try call(message).decode(Bool.self)
    }

    /// The names the bus can start from a service file (blocking).
    public func activatableNames() throws(DBusError) -> [String] {
        try call(busCall("ListActivatableNames")).decode([String].self)
    }

    /// Asks the bus to start the service that owns `name` (blocking, up to `timeout`
    /// seconds: the bus replies once the service owns the name). True when it was
    /// started, false when it was already running.
    @discardableResult
    public func startService(_ name: String, timeout: Double = 30) throws(DBusError) -> Bool {
        let message = busCall("StartServiceByName")
        try message.append(name, UInt32(0))
        return try call(message, timeout: timeout).decode(UInt32.self) == 1
    }

    /// The unique name owning `name` (blocking); throws `NameHasNoOwner` when there is none.
    public func nameOwner(_ name: String) throws(DBusError) -> String {
        let message = busCall("GetNameOwner")
        try message.append(name)
        return try call(message).decode(String.self)
    }

    /// The process id of the connection owning `name`, asked without blocking.
    /// The pid may be reused once that process exits: treat it as a hint about who
    /// was connected when the bus answered, not an identity.
    public func unixProcessID(of name: String, reply: @escaping (Result<UInt32, DBusError>) -> Void) {
        askBus("GetConnectionUnixProcessID", about: name, reply: reply)
    }

    /// The user id of the connection owning `name` (`GetConnectionUnixUser`: the
    /// credentials the bus took from the connection's socket), asked without blocking.
    /// Fails with `NameHasNoOwner` once the connection has left, and when the bus does
    /// not know the user (a TCP connection).
    public func unixUserID(of name: String, reply: @escaping (Result<UInt32, DBusError>) -> Void) {
        askBus("GetConnectionUnixUser", about: name, reply: reply)
    }

    /// Calls the bus's `member` with a connection's name and hands its `u` answer to `reply`.
    private func askBus(_ member: String, about name: String, reply: @escaping (Result<UInt32, DBusError>) -> Void) {
        let message = busCall(member)
        do throws(DBusError) {
            try message.append(name)
        } catch {
            reply(.failure(error))
            return
        }
        call(message) { result in
            reply(result.flatMap { message in
                Result { () throws(DBusError) -> UInt32 in try message.decode(UInt32.self) }
            })
        }
    }

    /// The process id of the connection owning `name` (blocking).
    public func unixProcessID(of name: String) throws(DBusError) -> UInt32 {
        let message = busCall("GetConnectionUnixProcessID")
        try message.append(name)
        return try call(message).decode(UInt32.self)
    }

    /// Calls `handler` for every received message matching `rule`. On a bus connection
    /// the rule is also added to the bus (`AddMatch`, blocking) unless `addToBus` is
    /// false — signals sent to this connection by destination (unicast) arrive without one.
    ///
    /// The rule's `sender` is enforced here too, not only by the bus: any connection can
    /// send a signal to us by destination, whatever our match rules say. A well-known
    /// `sender` other than the bus's own name is resolved to its owner now (blocking
    /// `GetNameOwner`) and followed through `NameOwnerChanged` from the bus, so only the
    /// name's current owner gets through.
    @discardableResult
    public func subscribe(_ rule: DBusMatchRule, addToBus: Bool = true,
                          handler: @escaping (DBusMessage) -> Void) throws(DBusError) -> DBusSubscription {
        if let sender = rule.sender, isBusConnection { try trackOwner(of: sender) }
        let toBus = addToBus && isBusConnection
        if toBus {
            let error = CError()
            dbus_bus_add_match(raw, rule.description, &error.raw)
            if error.isSet { throw error.swiftError("AddMatch \(rule)") }
        }
        let id = nextSubscriptionID
        nextSubscriptionID += 1
        subscriptions[id] = Subscription(rule: rule, handler: handler, addedToBus: toBus)
        return DBusSubscription(id: id)
    }

    /// Ends a subscription (and removes its rule from the bus).
    public func unsubscribe(_ subscription: DBusSubscription) {
        guard let removed = subscriptions.removeValue(forKey: subscription.id) else { return }
        if removed.addedToBus && isConnected {
            dbus_bus_remove_match(raw, removed.rule.description, nil) // without an error: does not block
        }
    }

    /// Calls `handler(name, oldOwner, newOwner)` when the owner of `name` changes
    /// (or of any name when `name` is nil). Empty strings mean "no owner": a unique
    /// name whose new owner is empty has left the bus.
    @discardableResult
    public func watchNameOwner(_ name: String?,
                               handler: @escaping (_ name: String, _ oldOwner: String, _ newOwner: String) -> Void)
        throws(DBusError) -> DBusSubscription {
        let rule = DBusMatchRule(sender: Self.busName, interface: Self.busName, member: "NameOwnerChanged",
                                 path: Self.busPath, arg0: name)
        return try subscribe(rule) { message in
            guard let (n, old, new) = try? message.decode(String.self, String.self, String.self) else { return }
            handler(n, old, new)
        }
    }
}

extension DBusConnection {
    /// Starts following the owner of the well-known `name` (once per name).
    fileprivate func trackOwner(of name: String) throws(DBusError) {
        guard !name.hasPrefix(":"), name != Self.busName, trackedOwners[name] == nil else { return }
        trackedOwners[name] = ""
        let rule = DBusMatchRule(sender: Self.busName, interface: Self.busName, member: "NameOwnerChanged",
                                 path: Self.busPath, arg0: name)
        try subscribe(rule) { [unowned self] message in
            guard let (_, _, newOwner) = try? message.decode(String.self, String.self, String.self) else { return }
            self.trackedOwners[name] = newOwner
        }
        // Asked after the subscription, so a change in between is not missed.
        trackedOwners[name] = (try? nameOwner(name)) ?? ""
    }
}
