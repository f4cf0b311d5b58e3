import StrataSystem

/// Why a backend wants the daemon to stop.
public enum BackendTermination: Equatable, Sendable {
    /// The person closed the display (the X window's close button): a clean exit.
    case closedByUser
    /// The display went away (a lost X connection): an error, with what happened.
    case lost(String)
}

/// Where input devices deliver their events: screen coordinates in pixels, evdev codes
/// (`BTN_LEFT` = 272, `KEY_A` = 30). The compositor's `InputRouter` is the sink, and
/// injection over `org.strata.Input1` feeds the same methods.
///
/// Every event names its `source`, an input session (`"x11"`, `"vnc:3"` for one viewer):
/// sources share one pointer and keyboard, and ``endSession(_:)`` releases everything a
/// source still holds (a viewer that disconnects, a window that loses the focus).
public protocol InputSink: AnyObject {
    /// Absolute pointer position; hover motion too (the router forwards it to a window
    /// only while a button is held, as protocol v1 says).
    func notifyPointerMotion(x: Double, y: Double, source: String)
    func notifyPointerButton(_ button: UInt32, pressed: Bool, source: String)
    func notifyKey(_ code: UInt32, pressed: Bool, source: String)
    func notifyTouchDown(slot: UInt32, x: Double, y: Double, source: String)
    func notifyTouchMotion(slot: UInt32, x: Double, y: Double, source: String)
    func notifyTouchUp(slot: UInt32, source: String)
    /// Releases (cancels) the touches, buttons and keys `source` holds.
    func endSession(_ source: String)
}

/// What an input device can do, for logs and state dumps.
public struct InputDeviceInfo: Equatable, Sendable, CustomStringConvertible {
    public enum Capability: String, Sendable { case pointer, keyboard, touch }
    public let name: String
    public let capabilities: [Capability]

    public init(name: String, capabilities: [Capability]) {
        self.name = name
        self.capabilities = capabilities
    }

    public var description: String { "\(name) (\(capabilities.map(\.rawValue).joined(separator: ", ")))" }
}

/// A source of outputs and input devices: headless, an X11 window, a VNC server, later DRM/KMS.
///
/// **Implementer's contract:**
///
/// - The backend is created with the daemon's `EventLoop` and creates its outputs there
///   (connecting to its display, binding its socket); failures throw, with a message
///   for people ("DISPLAY is not set").
/// - ``outputs`` is fixed after creation; the first output is the compositor's screen.
/// - ``start(input:)`` is called once, after the compositor exists and before the loop
///   runs. From then on the backend registers its fds on the loop and delivers every
///   input event to `input`, on the loop's thread, in the order the devices produced them.
///   It keeps no strong reference cycle with the sink (the compositor owns both).
/// - When its display goes away the backend calls ``onTerminate`` once, on the loop's
///   thread, and delivers nothing afterwards; the daemon decides how to exit.
public protocol Backend: AnyObject {
    /// The name `stratad --backend` takes.
    var name: String { get }
    /// The outputs, in order (see the contract).
    var outputs: [Output] { get }
    /// The input devices (may be empty, like headless).
    var inputDevices: [InputDeviceInfo] { get }
    /// Called when the display goes away (see the contract).
    var onTerminate: ((BackendTermination) -> Void)? { get set }
    /// Starts delivering input to `input` (see the contract).
    func start(input: InputSink) throws
    /// Releases what outlives the process unless removed (sockets and folders in the
    /// file system), when `stratad` stops. The default does nothing.
    func stop()
}

extension Backend {
    public func stop() {}
}
