import Foundation
import StrataSystem

/// Finding and running the programs tests need.
public enum Tools {
    /// Debian's Python, which has `python3-dbus` and `python3-gi` (the `python3`
    /// first on the PATH may be another one).
    public static let systemPython = "/usr/bin/python3"

    /// The folder holding this package's built executables: `STRATA_BIN_PATH` if set
    /// (the Makefile sets it from `swift build --show-bin-path`), else the folder of
    /// the running test bundle, which SwiftPM builds beside them. Tests never run
    /// `swift build` themselves (SwiftPM's build lock would hang them).
    public static var binPath: String {
        if let path = ProcessInfo.processInfo.environment["STRATA_BIN_PATH"], !path.isEmpty { return path }
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" && !url.lastPathComponent.hasSuffix(".xctest") { url.deleteLastPathComponent() }
        if url.path == "/" { return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path }
        return url.deletingLastPathComponent().path
    }

    /// The path of one of this package's executables.
    public static func executable(_ name: String) -> String { binPath + "/" + name }

    /// What a finished command printed.
    public struct Output: CustomStringConvertible {
        public var termination: ChildProcess.Termination?
        public var stdout: String
        public var stderr: String
        public var succeeded: Bool { termination == .exited(0) }
        public var description: String {
            "termination: \(termination.map { "\($0)" } ?? "still running (killed)")\nstdout:\n\(stdout)\nstderr:\n\(stderr)"
        }
    }

    /// Runs a command to completion (at most `timeout` seconds, then it is killed),
    /// calling `pump` repeatedly meanwhile so the test's own D-Bus objects keep
    /// answering (e.g. `{ loop.runOnce(timeoutMilliseconds: 10) }`).
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           timeout: Double = 30, pump: (() throws -> Void)? = nil) throws -> Output {
        let background = try Background(executable, arguments, environment: environment)
        let deadline = Date().addingTimeInterval(timeout)
        while background.process.isRunning && Date() < deadline {
            if let pump { try pump() } else { usleep(5_000) }
        }
        return background.finish()
    }

    /// A command running in the background with its output going to files.
    public final class Background {
        public let process: ChildProcess
        private let directory: URL

        public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
            directory = try TemporaryDirectory.make(prefix: "strata-run")
            let out = try OwnedFileDescriptor.open(directory.appendingPathComponent("stdout").path, flags: O_WRONLY | O_CREAT | O_TRUNC)
            let err = try OwnedFileDescriptor.open(directory.appendingPathComponent("stderr").path, flags: O_WRONLY | O_CREAT | O_TRUNC)
            let devNull = try OwnedFileDescriptor.open("/dev/null", flags: O_RDONLY)
            process = try ChildProcess(executable: executable, arguments: arguments, environment: environment,
                                       stdin: devNull.rawValue, stdout: out.rawValue, stderr: err.rawValue)
        }

        /// What it has printed so far.
        public var stdout: String { (try? String(contentsOf: directory.appendingPathComponent("stdout"), encoding: .utf8)) ?? "" }
        public var stderr: String { (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

        /// Stops it if still running and returns what it printed.
        public func finish() -> Output {
            let termination = process.poll()
            if termination == nil { process.terminate(grace: 1) }
            let output = Output(termination: termination, stdout: stdout, stderr: stderr)
            try? FileManager.default.removeItem(at: directory)
            return output
        }

        deinit { process.terminate(grace: 0.5) }
    }
}

/// Polls `condition` (calling `pump` between checks) until it holds or `timeout` passes.
@discardableResult
public func waitUntil(timeout: Double = 10, pump: () throws -> Void = { usleep(5_000) },
                      _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        try pump()
    }
    return try condition()
}
