import StrataProtocol

/// One input event as the router received it, for input monitors (`Input1.MonitorInput`,
/// `strata watch --input`): what came in, from which session, and where it went.
package struct InputRecord {
    package enum Kind: String {
        case touchDown = "touch-down", touchMotion = "touch-motion", touchUp = "touch-up"
        case pointerMotion = "pointer-motion", pointerButton = "pointer-button", key
    }

    package var time: UInt64
    package var kind: Kind
    /// The input session: the injecting client's name, or a device's (e.g. "x11", "vnc:1").
    package var source: String
    package var slot: UInt32?
    /// Screen coordinates (touches and the pointer).
    package var x: Double?
    package var y: Double?
    /// The evdev key or button code.
    package var code: UInt32?
    package var pressed: Bool?
    /// The window the event was routed to; nil when it reached none (a touch on the
    /// empty screen, a key with no key window, pointer motion without a button held).
    package var window: CompositorWindow?
}

extension InputRouter {
    /// Reports `record` to the monitor, if there is one (a nil check otherwise).
    func report(_ kind: InputRecord.Kind, _ source: String, slot: UInt32? = nil, x: Double? = nil, y: Double? = nil,
                code: UInt32? = nil, pressed: Bool? = nil, window: CompositorWindow?) {
        guard let monitor else { return }
        monitor(InputRecord(time: compositor.clock(), kind: kind, source: source, slot: slot, x: x, y: y,
                            code: code, pressed: pressed, window: window))
    }
}
