import Foundation
import StrataDBus

/// The Strata D-Bus contract (see ``version``): names, paths, error names and the
/// interface declarations both the daemon and ClientKit use.
///
/// The introspection XML files beside this source (`xml/*.xml`) are the source of
/// truth (compiled in: see ``introspectionXML(of:)``): ``interfaces`` is parsed from them, the daemon serves exactly those
/// declarations, and incoming calls are checked against them.
public enum StrataProtocol {
    /// The protocol version (`Version` property). Version 2 added private connections
    /// (`ClientAddress`), `Window1.Responding`, `KeyboardEnter` and `KeyboardLeave`;
    /// version 1 clients keep working. Version 3 added operator control on
    /// `Compositor1` (`MoveWindow`, `ResizeWindow`, `SetWindowVisible`, `DestroyWindow`,
    /// `KillClient`); version 2 clients keep working. Version 4 changed what a `Commit`
    /// that switches buffers repaints: only its damage, when the new buffer has the old
    /// one's size (clients keep unchanged parts identical; ClientKit always has).
    /// Version 5 added `App1.WatchTree`, `StopWatchingTree` and `TreeChanged`, and
    /// `Window1.FramePresented` for windows created with `"frame-events": "combined"`;
    /// version 4 clients keep working. Version 6 added `org.strata.Pasteboard1` on the
    /// root (the shared pasteboard: copy and paste between apps); version 5 clients keep
    /// working.
    public static let version: UInt32 = 6
    /// The daemon's well-known bus name.
    public static let busName = "org.strata.Compositor1"
    /// The root object path.
    public static let rootPath: DBusObjectPath = "/org/strata/Compositor1"
    /// The environment variable naming the bus the daemon and apps use (else the session bus).
    public static let busAddressEnvironmentVariable = "STRATA_BUS_ADDRESS"

    /// Interface names.
    public enum Interface {
        public static let compositor = "org.strata.Compositor1"
        public static let input = "org.strata.Input1"
        public static let window = "org.strata.Window1"
        /// An addition to version 1 (old clients do not see it and need not).
        public static let output = "org.strata.Output1"
        /// An app's view tree (version 3): served by each ClientKit app on its private
        /// connection at ``appPath``, relayed by the daemon on each window object.
        public static let app = "org.strata.App1"
        /// The shared pasteboard (version 6), on the root object beside ``compositor``.
        public static let pasteboard = "org.strata.Pasteboard1"
    }

    /// Where an app serves `org.strata.App1` on its private connection.
    public static let appPath: DBusObjectPath = "/org/strata/App1"

    /// The object path of output number `n` (from 1).
    public static func outputPath(_ n: Int) -> DBusObjectPath {
        rootPath.appending("output").appending(String(n))
    }

    /// The object path of window number `n`.
    public static func windowPath(_ n: UInt32) -> DBusObjectPath {
        rootPath.appending("window").appending(String(n))
    }

    /// The window number in a window path, if it is one.
    public static func windowNumber(of path: DBusObjectPath) -> UInt32? {
        let prefix = rootPath.rawValue + "/window/"
        guard path.rawValue.hasPrefix(prefix) else { return nil }
        return UInt32(path.rawValue.dropFirst(prefix.count))
    }

    /// The interfaces of the protocol, parsed from `xml/`.
    public static let interfaces: [String: DBusInterfaceDescription] = {
        var result: [String: DBusInterfaceDescription] = [:]
        for name in [Interface.compositor, Interface.input, Interface.window, Interface.output, Interface.app,
                     Interface.pasteboard] {
            guard let xml = try? introspectionXML(of: name),
                  let parsed = try? DBusIntrospection(xml: xml),
                  let interface = parsed.interface(named: name) else {
                preconditionFailure("the protocol XML for \(name) is missing or malformed")
            }
            result[name] = interface
        }
        return result
    }()

    /// The introspection XML of `interface` (the text of `xml/INTERFACE.xml`). It is
    /// compiled into the binary (`Generated/IntrospectionXML.swift`, written from `xml/` by
    /// `scripts/generate-protocol-xml.py`), so the daemon, the tool and apps need no
    /// resource bundle beside them and run wherever they are installed.
    public static func introspectionXML(of interface: String) throws -> String {
        guard let text = _IntrospectionXML.files[interface] else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "xml/\(interface).xml"])
        }
        return text + "\n"
    }
}

/// The protocol's error names.
public enum StrataError {
    public static let noSuchWindow = "org.strata.Compositor1.Error.NoSuchWindow"
    public static let notOwner = "org.strata.Compositor1.Error.NotOwner"
    public static let badBuffer = "org.strata.Compositor1.Error.BadBuffer"
    public static let badFormat = "org.strata.Compositor1.Error.BadFormat"
    public static let limitsExceeded = "org.strata.Compositor1.Error.LimitsExceeded"
}
