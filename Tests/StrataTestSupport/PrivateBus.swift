import Foundation
import StrataSystem

/// A private `dbus-daemon` for one test: its own socket in a temporary folder, a
/// permissive policy (one user's session), and optionally a service directory for
/// activation. It is killed when the value is released (and cannot outlive the test
/// process: `PR_SET_PDEATHSIG`).
public final class PrivateBus {
    /// The address clients connect to.
    public let address: String
    /// The folder holding the socket and configuration.
    public let directory: URL
    private let daemon: ChildProcess

    public enum StartError: Error, CustomStringConvertible {
        case noAddress(String)
        public var description: String {
            switch self {
            case .noAddress(let log): return "dbus-daemon printed no address; its stderr: \(log)"
            }
        }
    }

    /// Starts the daemon; `serviceDirectory` adds a `<servicedir>` for activation,
    /// and `environment` is what activated services inherit (besides the bus address).
    public init(serviceDirectory: String? = nil, environment: [String: String]? = nil) throws {
        directory = try TemporaryDirectory.make(prefix: "strata-bus")
        let config = directory.appendingPathComponent("bus.conf")
        var services = ""
        if let serviceDirectory { services = "  <servicedir>\(serviceDirectory)</servicedir>\n" }
        let text = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:dir=\(directory.path)</listen>
          <auth>EXTERNAL</auth>
        \(services)  <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """
        try text.write(to: config, atomically: true, encoding: .utf8)

        let (readEnd, writeEnd) = try OwnedFileDescriptor.pipe()
        let log = try OwnedFileDescriptor.open(directory.appendingPathComponent("daemon.log").path,
                                               flags: O_WRONLY | O_CREAT | O_TRUNC)
        var env = environment ?? ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        daemon = try ChildProcess(executable: "dbus-daemon",
                                  arguments: ["--config-file=\(config.path)", "--nofork", "--nopidfile", "--print-address=1"],
                                  environment: env, stdout: writeEnd.rawValue, stderr: log.rawValue)
        writeEnd.close()
        var output: [UInt8] = []
        while !output.contains(UInt8(ascii: "\n")) {
            let chunk = try readEnd.read(upTo: 1024)
            if chunk.isEmpty { break }
            output += chunk
        }
        let line = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !line.isEmpty else {
            throw StartError.noAddress((try? String(contentsOf: directory.appendingPathComponent("daemon.log"), encoding: .utf8)) ?? "")
        }
        address = line
    }

    /// Whether the daemon is still running.
    public var isRunning: Bool { daemon.isRunning }

    /// Stops the daemon now (it also stops when the value is released).
    public func stop() { daemon.terminate() }

    deinit {
        daemon.terminate()
        try? FileManager.default.removeItem(at: directory)
    }
}

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
