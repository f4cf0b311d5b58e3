import Foundation
import StrataCompositor

/// The daemon's configuration file (`stratad --config FILE`). One setting a line,
/// `#` starts a comment. Every limit is on without a file; a line changes it:
///
///     # Executables allowed to make privileged calls (repeatable). With at least one
///     # line, everyone else gets org.freedesktop.DBus.Error.AccessDenied.
///     allow /usr/local/bin/strata
///     max-windows-per-client 64
///     max-buffers-per-client 256
///     max-buffer-bytes-per-client 1073741824
///     max-windows 1024
///     max-buffers 4096
///     max-buffer-bytes 4294967296
///     max-title-bytes 4096
///     max-screenshot-pixels 16777216
///     max-clients 256
///     max-calls-per-second 10000
///     max-unread-bytes 16777216
///     max-pasteboard-bytes 1000000
///     # The VNC backend's password (at most 255 bytes, no spaces or '#'). neatvnc checks
///     # it inside VeNCrypt (X509Plain: TLS, then user name and password; any user name),
///     # so it needs a TLS certificate and its private key (PEM) too.
///     vnc-password correct-horse
///     vnc-tls-certificate /etc/strata/vnc-cert.pem
///     vnc-tls-key /etc/strata/vnc-key.pem
///
/// Parsing lives in the executable: the compositor library takes the result
/// (`AccessPolicy`, `CompositorLimits`) and knows no files.
struct DaemonConfiguration: Equatable, Sendable {
    var policy = AccessPolicy()
    var limits = CompositorLimits()
    /// The VNC backend's authentication: all three or none.
    var vncPassword: String?
    var vncCertificate: String?
    var vncKey: String?

    init() {}

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// The settings that take a whole number, and where each goes (immutable; key paths
    /// are not `Sendable` in this toolchain).
    nonisolated(unsafe) static let numericSettings: [String: WritableKeyPath<CompositorLimits, Int>] = [
        "max-windows-per-client": \.maxWindows,
        "max-buffers-per-client": \.maxBuffers,
        "max-buffer-bytes-per-client": \.maxBufferBytes,
        "max-windows": \.maxTotalWindows,
        "max-buffers": \.maxTotalBuffers,
        "max-buffer-bytes": \.maxTotalBufferBytes,
        "max-title-bytes": \.maxTitleBytes,
        "max-screenshot-pixels": \.maxScreenshotPixels,
        "max-clients": \.maxClients,
        "max-calls-per-second": \.maxCallsPerSecond,
        "max-unread-bytes": \.maxUnreadBytes,
        "max-pasteboard-bytes": \.maxPasteboardBytes,
    ]

    init(contentsOf path: String) throws {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ParseError(description: "cannot read \(path): \(error.localizedDescription)")
        }
        try self.init(parsing: text, source: path)
    }

    init(parsing text: String, source: String = "configuration") throws {
        var allowed: Set<String> = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let key = words.first else { continue }
            func value() throws -> String {
                guard words.count == 2 else { throw ParseError(description: "\(source):\(index + 1): \(key) takes one value") }
                return words[1]
            }
            if key == "allow" {
                allowed.insert(try value())
            } else if key == "vnc-password" {
                let password = try value()
                guard password.utf8.count <= 255 else {
                    throw ParseError(description: "\(source):\(index + 1): vnc-password is at most 255 bytes")
                }
                vncPassword = password
            } else if key == "vnc-tls-certificate" {
                vncCertificate = try value()
            } else if key == "vnc-tls-key" {
                vncKey = try value()
            } else if let field = Self.numericSettings[key] {
                guard let n = Int(try value()), n >= 0 else {
                    throw ParseError(description: "\(source):\(index + 1): \(key) takes a whole number")
                }
                limits[keyPath: field] = n
            } else {
                throw ParseError(description: "\(source):\(index + 1): unknown setting '\(key)'")
            }
        }
        if !allowed.isEmpty { policy = AccessPolicy(allowedExecutables: allowed) }
        if vncPassword != nil && (vncCertificate == nil || vncKey == nil) {
            throw ParseError(description: "\(source): vnc-password needs vnc-tls-certificate and vnc-tls-key too: "
                             + "neatvnc checks passwords only inside VeNCrypt (TLS)")
        }
    }
}
