import Foundation

/// The daemon's configuration file (`stratad --config FILE`). One setting a line,
/// `#` starts a comment:
///
///     # Executables allowed to make privileged calls (repeatable). With at least one
///     # line, everyone else gets org.freedesktop.DBus.Error.AccessDenied.
///     allow /usr/local/bin/strata
///     max-windows-per-client 64
///     max-buffers-per-client 256
///     max-buffer-bytes-per-client 1073741824
public struct DaemonConfiguration: Equatable, Sendable {
    public var policy = AccessPolicy()
    public var limits = ClientLimits()

    public init() {}

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(contentsOf path: String) throws {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw ParseError(description: "cannot read \(path): \(error.localizedDescription)")
        }
        try self.init(parsing: text, source: path)
    }

    public init(parsing text: String, source: String = "configuration") throws {
        var allowed: Set<String> = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let key = words.first else { continue }
            func value() throws -> String {
                guard words.count == 2 else { throw ParseError(description: "\(source):\(index + 1): \(key) takes one value") }
                return words[1]
            }
            func number() throws -> Int {
                guard let n = Int(try value()), n >= 0 else {
                    throw ParseError(description: "\(source):\(index + 1): \(key) takes a whole number")
                }
                return n
            }
            switch key {
            case "allow": allowed.insert(try value())
            case "max-windows-per-client": limits.maxWindows = try number()
            case "max-buffers-per-client": limits.maxBuffers = try number()
            case "max-buffer-bytes-per-client": limits.maxBufferBytes = try number()
            default: throw ParseError(description: "\(source):\(index + 1): unknown setting '\(key)'")
            }
        }
        if !allowed.isEmpty { policy = AccessPolicy(allowedExecutables: allowed) }
    }
}
