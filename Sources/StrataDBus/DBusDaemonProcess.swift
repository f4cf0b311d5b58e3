import Foundation
import StrataSystem

/// A private `dbus-daemon` run as a child process: its own socket in its own folder,
/// a permissive policy (one user's session), optionally a service directory for
/// activation. Tests, the demo and the smoke check use it so they never touch the
/// user's session bus. The daemon is stopped when the value is released and cannot
/// outlive the thread that started it (`PR_SET_PDEATHSIG`).
public final class DBusDaemonProcess {
    /// The address clients connect to.
    public let address: String
    /// The folder holding the socket, the configuration and `daemon.log` (its stderr).
    public let directory: URL
    private let daemon: ChildProcess
    private let removesDirectory: Bool

    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts `dbus-daemon`.
    /// - Parameters:
    ///   - directory: where to put the socket and configuration; a new temporary folder
    ///     (removed again on release) when `nil`.
    ///   - serviceDirectory: adds a `<servicedir>` so the bus can activate services.
    ///   - environment: the daemon's environment, which activated services inherit;
    ///     this process's when `nil`.
    ///   - extraConfiguration: more `<busconfig>` elements, e.g. `<limit>`s.
    public init(directory: URL? = nil, serviceDirectory: String? = nil,
                environment: [String: String]? = nil, extraConfiguration: String = "") throws {
        if let directory {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            self.directory = directory
            removesDirectory = false
        } else {
            self.directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("strata-bus-\(getpid())-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
            removesDirectory = true
        }
        let config = self.directory.appendingPathComponent("bus.conf")
        let services = serviceDirectory.map { "  <servicedir>\(xmlEscape($0))</servicedir>\n" } ?? ""
        let text = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:dir=\(xmlEscape(self.directory.path))</listen>
          <auth>EXTERNAL</auth>
        \(services)\(extraConfiguration)  <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>

        """
        try text.write(to: config, atomically: true, encoding: .utf8)

        let logPath = self.directory.appendingPathComponent("daemon.log").path
        let (readEnd, writeEnd) = try OwnedFileDescriptor.pipe()
        let log = try OwnedFileDescriptor.open(logPath, flags: O_WRONLY | O_CREAT | O_TRUNC)
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
            let stderr = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            throw StartError(description: "dbus-daemon printed no address (is the dbus-daemon package installed?) \(stderr)")
        }
        address = line
    }

    /// Whether the daemon is still running.
    public var isRunning: Bool { daemon.isRunning }

    /// The daemon's process id.
    public var pid: Int32 { daemon.pid }

    /// Stops the daemon now (it also stops when the value is released).
    public func stop() { daemon.terminate() }

    deinit {
        daemon.terminate()
        if removesDirectory { try? FileManager.default.removeItem(at: directory) }
    }
}
