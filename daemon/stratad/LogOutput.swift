import Foundation
import Logging

/// stratad's log lines on standard error. Under systemd (`JOURNAL_STREAM` set: standard
/// error is the journal) each line starts with its sd-daemon(3) priority, `<N>`, so the
/// journal files it at the right level (`journalctl -p warning`); otherwise a timestamp
/// and the level in words.
struct LogOutput: LogHandler {
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    let label: String
    let journal: Bool

    init(label: String, level: Logger.Level, journal: Bool) {
        self.label = label
        self.logLevel = level
        self.journal = journal
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The syslog priority of a level (sd-daemon(3): 7 debug … 2 critical).
    static func priority(_ level: Logger.Level) -> Int {
        switch level {
        case .trace, .debug: 7
        case .info: 6
        case .notice: 5
        case .warning: 4
        case .error: 3
        case .critical: 2
        }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let details = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let text: String
        if journal {
            text = "<\(Self.priority(event.level))>\(label): \(event.message)\(details)\n"
        } else {
            // A format style (a value), not a formatter object made for every line.
            text = "\(Date().formatted(.iso8601)) \(event.level) \(label): \(event.message)\(details)\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// The level asked for: `--log-level`, else `-v` (debug) / `-vv` (trace), else
    /// `$STRATA_LOG_LEVEL`, else info.
    static func level(option: String?, verbosity: Int, environment: [String: String]) -> Logger.Level? {
        if let option { return Logger.Level(rawValue: option) }
        if verbosity >= 2 { return .trace }
        if verbosity == 1 { return .debug }
        return environment["STRATA_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info
    }
}
