internal import CDBus

/// A named D-Bus error: what an error reply carries, and what handlers throw to
/// send one. `name` is a D-Bus error name such as `org.freedesktop.DBus.Error.InvalidArgs`.
public struct DBusError: Error, Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { "\(name): \(message)" }

    /// Standard error names from the D-Bus specification.
    public enum Name {
        public static let failed = "org.freedesktop.DBus.Error.Failed"
        public static let noMemory = "org.freedesktop.DBus.Error.NoMemory"
        public static let serviceUnknown = "org.freedesktop.DBus.Error.ServiceUnknown"
        public static let nameHasNoOwner = "org.freedesktop.DBus.Error.NameHasNoOwner"
        public static let noReply = "org.freedesktop.DBus.Error.NoReply"
        public static let disconnected = "org.freedesktop.DBus.Error.Disconnected"
        public static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
        public static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
        public static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
        public static let unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
        public static let unknownProperty = "org.freedesktop.DBus.Error.UnknownProperty"
        public static let propertyReadOnly = "org.freedesktop.DBus.Error.PropertyReadOnly"
        public static let accessDenied = "org.freedesktop.DBus.Error.AccessDenied"
        public static let notSupported = "org.freedesktop.DBus.Error.NotSupported"
        public static let timeout = "org.freedesktop.DBus.Error.Timeout"
        public static let limitsExceeded = "org.freedesktop.DBus.Error.LimitsExceeded"
    }

    public static func failed(_ message: String) -> DBusError { DBusError(name: Name.failed, message: message) }
    public static func invalidArgs(_ message: String) -> DBusError { DBusError(name: Name.invalidArgs, message: message) }
    public static func unknownMethod(_ message: String) -> DBusError { DBusError(name: Name.unknownMethod, message: message) }
    public static func unknownObject(_ message: String) -> DBusError { DBusError(name: Name.unknownObject, message: message) }
    public static func unknownInterface(_ message: String) -> DBusError { DBusError(name: Name.unknownInterface, message: message) }
    public static func unknownProperty(_ message: String) -> DBusError { DBusError(name: Name.unknownProperty, message: message) }
    public static func accessDenied(_ message: String) -> DBusError { DBusError(name: Name.accessDenied, message: message) }
}

/// A libdbus `DBusError`, freed when done.
final class CError {
    var raw = CDBus.DBusError()

    init() { dbus_error_init(&raw) }
    deinit { dbus_error_free(&raw) }

    var isSet: Bool { dbus_error_is_set(&raw) != 0 }

    /// The error as a Swift value, or a generic failure naming `context`.
    func swiftError(_ context: String) -> DBusError {
        guard isSet else { return .failed("\(context) failed") }
        return DBusError(name: String(cString: raw.name), message: raw.message.map { String(cString: $0) } ?? "")
    }
}

/// An error a service's own code throws that has a D-Bus name: where a method handler
/// throws one, the caller gets ``dbusError`` as its error reply (instead of `Failed`).
/// Lets a service keep its domain errors free of D-Bus and map them in one place.
public protocol DBusErrorConvertible: Error {
    var dbusError: DBusError { get }
}

extension DBusError {
    /// The D-Bus error for anything a handler threw: itself, its mapping, or `Failed`.
    public init(reporting error: any Error) {
        switch error {
        case let error as DBusError: self = error
        case let error as DBusErrorConvertible: self = error.dbusError
        default: self = .failed("\(error)")
        }
    }
}
