import Foundation

/// Where Auto Layout's messages go: standard error, through one function that tests
/// can redirect (UIKit logs them with `os_log`).
@MainActor
enum _AutoLayoutLog {
    /// Receives each message; the default writes it to standard error.
    static var sink: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    static func write(_ message: String) {
        sink(message)
    }
}
