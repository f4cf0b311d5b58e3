import Foundation
import StrataDBus
import StrataSystem

/// A private `dbus-daemon` for one test (see ``DBusDaemonProcess``), killed when
/// the value is released.
public typealias PrivateBus = DBusDaemonProcess

/// Temporary folders for tests.
public enum TemporaryDirectory {
    /// A new, empty folder under the system's temporary directory.
    public static func make(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
