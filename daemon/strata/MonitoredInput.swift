import StrataDBus
import StrataProtocol

/// One `Input1.InputEvent` as an input monitor receives it (`strata watch --input`,
/// `strata record`): the fields the daemon sent, each nil when absent or of another type.
struct MonitoredInput {
    /// CLOCK_MONOTONIC microseconds.
    let time: UInt64
    /// "touch-down", "touch-motion", "touch-up", "pointer-motion", "pointer-button" or "key".
    let kind: String
    /// The input session: the injecting client's name, or the device's ("" when not said).
    let source: String
    let slot: UInt32?
    let x: Double?
    let y: Double?
    /// An evdev key or button code.
    let code: UInt32?
    let pressed: Bool?
    /// The window the event went to, and its app id.
    let window: DBusObjectPath?
    let appId: String?

    init?(_ message: DBusMessage) {
        guard let (time, kind, details) = try? message.decode(UInt64.self, String.self, [String: DBusVariant].self) else { return nil }
        self.time = time
        self.kind = kind
        source = (try? details["source"]?.decode(as: String.self)) ?? ""
        slot = try? details["slot"]?.decode(as: UInt32.self)
        x = try? details["x"]?.decode(as: Double.self)
        y = try? details["y"]?.decode(as: Double.self)
        code = try? details["code"]?.decode(as: UInt32.self)
        pressed = try? details["pressed"]?.decode(as: Bool.self)
        window = try? details["window"]?.decode(as: DBusObjectPath.self)
        appId = try? details["app-id"]?.decode(as: String.self)
    }
}

extension DaemonClient {
    /// Becomes an input monitor (`Input1.MonitorInput`, privileged) and calls `handler`
    /// with every `InputEvent` the daemon then sends, once the connection is dispatched.
    func monitorInput(_ handler: @escaping (MonitoredInput) -> Void) throws {
        // InputEvent is unicast to monitors: no match rule on the bus is needed.
        try connection.subscribe(DBusMatchRule(interface: StrataProtocol.Interface.input, member: "InputEvent"),
                                 addToBus: false) { message in
            if let event = MonitoredInput(message) { handler(event) }
        }
        try call(StrataProtocol.rootPath, StrataProtocol.Interface.input, "MonitorInput")
    }
}
