import Foundation

/// A match rule, as sent to the bus with `AddMatch` and used to route received
/// messages to subscribers. Unset fields match anything.
public struct DBusMatchRule: Hashable, Sendable, CustomStringConvertible {
    public var type: DBusMessage.Kind? = .signal
    public var sender: String?
    public var interface: String?
    public var member: String?
    public var path: DBusObjectPath?
    /// Matches `path` itself and everything below it.
    public var pathNamespace: DBusObjectPath?
    public var destination: String?
    /// The first argument, when it is a string.
    public var arg0: String?

    public init(type: DBusMessage.Kind? = .signal, sender: String? = nil, interface: String? = nil,
                member: String? = nil, path: DBusObjectPath? = nil, pathNamespace: DBusObjectPath? = nil,
                destination: String? = nil, arg0: String? = nil) {
        self.type = type
        self.sender = sender
        self.interface = interface
        self.member = member
        self.path = path
        self.pathNamespace = pathNamespace
        self.destination = destination
        self.arg0 = arg0
    }

    /// The rule in the bus's syntax: `type='signal',interface='…',…`.
    public var description: String {
        var parts: [String] = []
        func add(_ key: String, _ value: String?) {
            if let value { parts.append("\(key)='\(value.replacingOccurrences(of: "'", with: "'\\''"))'") }
        }
        switch type {
        case .methodCall: add("type", "method_call")
        case .methodReturn: add("type", "method_return")
        case .error: add("type", "error")
        case .signal: add("type", "signal")
        case nil: break
        }
        add("sender", sender)
        add("interface", interface)
        add("member", member)
        add("path", path?.rawValue)
        add("path_namespace", pathNamespace?.rawValue)
        add("destination", destination)
        add("arg0", arg0)
        return parts.joined(separator: ",")
    }

    /// The bus's own name: messages from the bus itself carry it as their sender.
    public static let busName = "org.freedesktop.DBus"

    /// Whether a received message matches.
    ///
    /// `sender` is checked against the sender the bus stamped on the message (which no
    /// client can forge): a unique name must be that name; `org.freedesktop.DBus`
    /// matches only the bus itself; any other well-known name matches only its current
    /// owner, `senderOwner` (the unique name that owns it, which the connection tracks
    /// for its subscriptions), and nothing when it has none. A message without a sender
    /// (a peer-to-peer connection) never matches a rule that names one.
    public func matches(_ message: DBusMessage, senderOwner: String? = nil) -> Bool {
        if let type, message.kind != type { return false }
        if let sender {
            let expected = sender.hasPrefix(":") || sender == Self.busName ? sender : senderOwner
            guard let expected, message.sender == expected else { return false }
        }
        if let interface, message.interface != interface { return false }
        if let member, message.member != member { return false }
        if let path, message.path != path { return false }
        if let pathNamespace, let messagePath = message.path,
           !(messagePath == pathNamespace || messagePath.isDescendant(of: pathNamespace)) { return false }
        if let destination, message.destination != destination { return false }
        if let arg0 {
            guard message.signature.rawValue.hasPrefix("s"),
                  let first = try? message.values().first, case .string(let value) = first, value == arg0 else { return false }
        }
        return true
    }
}
