import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem

/// The app's connection to the Strata daemon: one per process, driven by the main
/// queue (so `DispatchQueue.main`, `Timer` and `@MainActor` tasks keep working). It
/// owns the daemon-side windows of the app's `UIWindow`s, routes the daemon's signals
/// (input, frames, buffer releases, key changes) to them, and ends the app cleanly
/// when the daemon goes away.
///
/// The daemon is found on the bus, but the app talks to it over a private peer-to-peer
/// connection (protocol version 2, `ClientAddress`): no other process on the bus sees
/// its input or its buffers, and only the daemon can send it signals — a peer
/// connection has no one else on it. When that connection closes, the daemon is gone.
///
/// Without a display (unit tests, tools), ClientKit keeps windows and the key window
/// local to the process.
@MainActor
public final class StrataDisplay {
    /// The display the app is connected to, if any.
    public private(set) static var current: StrataDisplay?

    /// The private connection to the daemon.
    public let connection: DBusConnection
    /// The bus address the daemon was found on, or "the session bus".
    public let address: String
    var windows: [DBusObjectPath: PlatformWindow] = [:]
    let keys = EvdevKeyTranslator()
    let touches = TouchTranslator()
    var cachedScreenSize: CGSize?
    /// Keys held: UIKit keeps one `UIPress` per physical press through its phases.
    private var activePresses: [UInt32: UIPress] = [:]
    /// What happens when the daemon disappears: by default a message and `exit(0)`.
    public var onDaemonGone: () -> Void = {
        FileHandle.standardError.write(Data("ClientKit: the Strata daemon went away; exiting.\n".utf8))
        UIApplication.shared._terminate()
        exit(0)
    }

    public enum ConnectError: Error, CustomStringConvertible {
        case noBus(String, DBusError)
        case noDaemon(String)
        /// The bus has a service file for the daemon, but starting it failed.
        case activationFailed(String, DBusError)
        /// The daemon is too old: it offers no private connections (protocol version 1).
        case oldDaemon(String)
        case noPrivateConnection(String, DBusError)
        public var description: String {
            switch self {
            case .noBus(let address, let error): return "cannot connect to \(address): \(error.message)"
            case .noDaemon(let address):
                return StrataProtocol.notRunningMessage(on: address)
            case .activationFailed(let address, let error):
                return "the bus on \(address) could not start the Strata daemon from its service file: \(error.name): \(error.message)"
            case .oldDaemon(let address):
                return "the Strata daemon on \(address) speaks protocol version 1; this ClientKit needs version 2"
            case .noPrivateConnection(let address, let error):
                return "cannot open a private connection to the daemon at \(address): \(error.message)"
            }
        }
    }

    /// Connects to the daemon on `address` (default: `STRATA_BUS_ADDRESS`, else the
    /// session bus) and makes it the app's display. Fails clearly when no daemon runs.
    @discardableResult
    public static func connect(address: String? = nil) throws -> StrataDisplay {
        if let current { return current }
        let chosen = address ?? ProcessInfo.processInfo.environment[StrataProtocol.busAddressEnvironmentVariable]
        let name = (chosen?.isEmpty == false ? chosen : nil) ?? "the session bus"
        let bus: DBusConnection
        do {
            bus = try DBusConnection.bus(addressOrSession: chosen)
        } catch {
            throw ConnectError.noBus(name, error)
        }
        defer { bus.close() }
        // The bus starts the daemon from its service file when it is not running.
        do {
            if try StrataProtocol.ensureDaemon(on: bus) == .notActivatable { throw ConnectError.noDaemon(name) }
        } catch let error as DBusError {
            throw ConnectError.activationFailed(name, error)
        }
        guard let clientAddress = try? StrataProtocol.clientAddress(on: bus) else { throw ConnectError.oldDaemon(name) }
        let connection: DBusConnection
        do {
            connection = try StrataProtocol.openPrivateConnection(address: clientAddress)
        } catch {
            throw ConnectError.noPrivateConnection(clientAddress, error)
        }
        let display = try StrataDisplay(connection: connection, address: name)
        // The daemon's protocol version decides what this app may ask for (a version 4
        // daemon refuses "frame-events").
        display.daemonVersion = display.compositorProperty("Version", as: UInt32.self, timeout: 10) ?? 2
        current = display
        return display
    }

    /// Closes the connection; the daemon removes this app's windows.
    public static func disconnect() {
        guard let display = current else { return }
        current = nil
        for window in display.windows.values { window.detach() }
        display.windows.removeAll()
        display.connection.close()
    }

    /// The daemon's protocol version (`Compositor1.Version`).
    private(set) var daemonVersion: UInt32 = 2

    private init(connection: DBusConnection, address: String) throws {
        self.connection = connection
        self.address = address
        connection.attachToMainQueue()
        // Only the daemon is on the other end: every signal is the daemon's, and only
        // about this app's own windows.
        try connection.subscribe(DBusMatchRule(interface: StrataProtocol.Interface.window)) { [weak self] m in
            MainActor.assumeIsolated { self?.windowSignal(m) }
        }
        try connection.subscribe(DBusMatchRule(interface: "org.freedesktop.DBus.Properties", member: "PropertiesChanged",
                                               pathNamespace: StrataProtocol.rootPath)) { [weak self] m in
            MainActor.assumeIsolated { self?.propertiesChanged(m) }
        }
        connection.onDisconnect = { [weak self] in MainActor.assumeIsolated { self?.onDaemonGone() } }
        // The view tree for tools, through the daemon's relay (org.strata.App1).
        try AppTreeService.export(on: connection, display: self)
        UIApplication.shared.updateCyclePresenter = { [weak self] visible in self?.present(visible) }
    }

    /// The app's name as the daemon shows it: `CFBundleName` from the environment-like
    /// setting `STRATA_APP_NAME`, else the process name.
    public static var appName: String {
        ProcessInfo.processInfo.environment["STRATA_APP_NAME"] ?? ProcessInfo.processInfo.processName
    }

    // MARK: Incoming

    private func windowSignal(_ message: DBusMessage) {
        guard let path = message.path, let window = windows[path], let member = message.member else { return }
        do {
            switch member {
            case "FrameDone":
                let (serial, time) = try message.decode(UInt32.self, UInt64.self)
                window.frameDone(serial: serial, timeMicroseconds: time)
            case "BufferReleased":
                window.bufferReleased(try message.decode(UInt32.self))
            case "FramePresented":
                let (serial, time, released) = try message.decode(UInt32.self, UInt64.self, [UInt32].self)
                for id in released { window.bufferReleased(id) }
                window.frameDone(serial: serial, timeMicroseconds: time)
            case "Touch":
                let (slot, phase, x, y, time) = try message.decode(UInt32.self, UInt32.self, Double.self, Double.self, UInt64.self)
                touches.touch(window, slot: slot, phase: phase, x: x, y: y, timeMicroseconds: time)
            case "Pointer":
                let (button, phase, x, y, time) = try message.decode(UInt32.self, UInt32.self, Double.self, Double.self, UInt64.self)
                touches.pointer(window, button: button, phase: phase, x: x, y: y, timeMicroseconds: time)
            case "Key":
                let (code, pressed, time) = try message.decode(UInt32.self, Bool.self, UInt64.self)
                keyEvent(code: code, pressed: pressed, timeMicroseconds: time)
            case "KeyboardEnter":
                keys.enter(holding: try message.decode([UInt32].self))
            case "KeyboardLeave":
                cancelPresses(timeMicroseconds: monotonicMicroseconds())
            case "CloseRequested":
                window.closeRequested()
            case "Error":
                let (name, text) = try message.decode(String.self, String.self)
                FileHandle.standardError.write(Data("ClientKit: the daemon reported \(name): \(text)\n".utf8))
            default:
                break
            }
        } catch {
            FileHandle.standardError.write(Data("ClientKit: malformed \(member) signal: \(error)\n".utf8))
        }
    }

    private func propertiesChanged(_ message: DBusMessage) {
        guard let path = message.path,
              let (interface, changed, _) = try? message.decode(String.self, [String: DBusVariant].self, [String].self) else { return }
        if path == StrataProtocol.rootPath, interface == StrataProtocol.Interface.pasteboard {
            // Another app copied (or this one did): tell the app, once per change.
            let count = try? changed["ChangeCount"]?.decode(as: UInt32.self)
            let types = try? changed["Types"]?.decode(as: [[String]].self)
            UIPasteboard.general.announceIfChanged(count: count.map { Int($0) }, types: types)
            return
        }
        if path == StrataProtocol.rootPath, interface == StrataProtocol.Interface.compositor,
           let order = try? changed["Windows"]?.decode(as: [DBusObjectPath].self) {
            // This app's windows as the daemon stacks them (raises by clicks included).
            UIApplication.shared._adoptStacking(order.compactMap { windows[$0]?.window })
        }
        guard let window = windows[path], interface == StrataProtocol.Interface.window else { return }
        if let isKey = try? changed["IsKey"]?.decode(as: Bool.self) { window.keyChanged(isKey) }
        if let geometry = try? changed["Geometry"]?.decode(as: WindowGeometry.self) { window.geometryChanged(geometry) }
    }

    /// The window stopped being key: presses in progress end with `pressesCancelled`
    /// (sent while the window is still key: the daemon says so before `IsKey` changes),
    /// and the modifier state is forgotten until the next `KeyboardEnter`.
    private func cancelPresses(timeMicroseconds: UInt64) {
        keys.leave()
        guard !activePresses.isEmpty else { return }
        let timestamp = TimeInterval(timeMicroseconds) / 1_000_000
        let presses = Set(activePresses.values)
        activePresses.removeAll()
        for press in presses { press._update(phase: .cancelled, timestamp: timestamp) }
        let event = UIPressesEvent(timestamp: timestamp, presses: presses)
        event._modifierFlags = keys.modifiers
        UIApplication.shared.sendEvent(event)
    }

    /// Presses: to the key window's first responder through `UIApplication.sendEvent`.
    /// A key held since before the window became key only updates the modifiers when
    /// it is released: the app never saw it go down.
    private func keyEvent(code: UInt32, pressed: Bool, timeMicroseconds: UInt64) {
        let wasHeldBeforeKey = keys.isHeldFromBeforeEnter(code)
        let key = keys.translate(code: code, pressed: pressed)
        if wasHeldBeforeKey && !pressed && activePresses[code] == nil { return }
        let timestamp = TimeInterval(timeMicroseconds) / 1_000_000
        let press: UIPress
        if pressed {
            press = UIPress(phase: .began, type: .keyboardKey, key: key, timestamp: timestamp)
            activePresses[code] = press
        } else if let held = activePresses.removeValue(forKey: code) {
            held._update(phase: .ended, timestamp: timestamp)
            press = held
        } else {
            press = UIPress(phase: .ended, type: .keyboardKey, key: key, timestamp: timestamp)
        }
        let event = UIPressesEvent(timestamp: timestamp, presses: [press])
        event._modifierFlags = keys.modifiers
        UIApplication.shared.sendEvent(event)
    }
}
