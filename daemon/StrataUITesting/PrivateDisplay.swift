import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem

/// A display of one's own for a UI test: a private `dbus-daemon`, a `stratad` on it and
/// a blocking connection to that daemon, all stopped when the value is released (its
/// folder of sockets and logs stays for its owner to read, and to remove). Nothing on
/// the session bus sees it, and nothing it starts outlives the test process
/// (``ChildProcess`` children die with the thread that started them).
final class PrivateDisplay {
    let folder: URL
    let bus: DBusDaemonProcess
    let daemon: ChildProcess
    let connection: DBusConnection

    /// Starts `stratad --size WIDTHxHEIGHT` (headless unless `daemonArguments` say
    /// otherwise) on a new bus, with its socket and logs in `folder` (an existing
    /// folder); returns once the daemon owns its name.
    init(folder: URL, stratad: String, width: Int, height: Int, daemonArguments: [String],
         timeout: Double) throws(StrataUITestingError) {
        self.folder = folder
        do {
            bus = try DBusDaemonProcess(directory: folder.appendingPathComponent("bus"))
        } catch {
            throw .daemonFailed(detail: "dbus-daemon: \(error)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = bus.address
        environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let log = folder.appendingPathComponent("stratad.log")
        do {
            daemon = try Self.spawn(stratad, ["--size", "\(width)x\(height)"] + daemonArguments,
                                    environment: environment, stdout: log, stderr: log)
            connection = try DBusConnection.bus(address: bus.address)
        } catch {
            throw .daemonFailed(detail: "stratad: \(error)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        while (try? connection.nameHasOwner(StrataProtocol.busName)) != true {
            guard daemon.isRunning else {
                throw .daemonFailed(detail: "stratad exited (\(daemon.poll().map(describe) ?? "?")); its log:\n\(daemonLog)")
            }
            guard Date() < deadline else { throw .daemonFailed(detail: "stratad did not take its bus name within \(timeout) s") }
            usleep(10_000)
        }
    }

    deinit {
        connection.close()
        daemon.terminate(grace: 2)
        bus.stop()
    }

    /// What `stratad` has printed.
    var daemonLog: String { Self.read(folder.appendingPathComponent("stratad.log")) }

    static func read(_ file: URL) -> String {
        (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// Starts `executable` with its output going to files (standard input is `/dev/null`).
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                      stdout: URL, stderr: URL) throws -> ChildProcess {
        let out = try OwnedFileDescriptor.open(stdout.path, flags: O_WRONLY | O_CREAT | O_APPEND)
        let err = stderr == stdout ? nil : try OwnedFileDescriptor.open(stderr.path, flags: O_WRONLY | O_CREAT | O_APPEND)
        let devNull = try OwnedFileDescriptor.open("/dev/null", flags: O_RDONLY)
        return try ChildProcess(executable: executable, arguments: arguments, environment: environment,
                                stdin: devNull.rawValue, stdout: out.rawValue, stderr: (err ?? out).rawValue)
    }

    // MARK: Calls

    /// Calls a method on the daemon (or, for `org.strata.App1` on a window, through it on
    /// the window's app) and returns the reply.
    @discardableResult
    func call(_ path: DBusObjectPath, _ interface: String, _ member: String, timeout: Double = 10,
              _ build: (DBusMessage) throws -> Void = { _ in }) throws(StrataUITestingError) -> DBusMessage {
        do {
            return try rawCall(path, interface, member, timeout: timeout, build)
        } catch {
            throw .callFailed(member: member, error: error.description)
        }
    }

    /// The same, throwing the D-Bus error itself (for callers that look at its name).
    func rawCall(_ path: DBusObjectPath, _ interface: String, _ member: String, timeout: Double = 10,
                 _ build: (DBusMessage) throws -> Void = { _ in }) throws(DBusError) -> DBusMessage {
        let message = DBusMessage.methodCall(destination: StrataProtocol.busName, path: path, interface: interface, member: member)
        message.noAutoStart = true
        do {
            try build(message)
        } catch {
            throw DBusError.failed("could not write the \(member) call: \(error)")
        }
        return try connection.call(message, timeout: timeout)
    }

    func property<T: DBusDecodable>(_ path: DBusObjectPath, _ interface: String, _ name: String,
                                    as type: T.Type) throws(StrataUITestingError) -> T {
        let reply = try call(path, "org.freedesktop.DBus.Properties", "Get") { try $0.append(interface, name) }
        do {
            return try reply.decode(DBusVariant.self).decode(as: T.self)
        } catch {
            throw .callFailed(member: "Get \(name)", error: "unexpected reply: \(error)")
        }
    }

    /// An `Input1` injection (privileged; a private daemon has no allowlist).
    func input(_ member: String, _ build: (DBusMessage) throws -> Void) throws(StrataUITestingError) {
        try call(StrataProtocol.rootPath, StrataProtocol.Interface.input, member, build)
    }

    /// The windows, top first.
    func windowsTopFirst() throws(StrataUITestingError) -> [DBusObjectPath] {
        try property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows", as: [DBusObjectPath].self).reversed()
    }

    /// `DumpState scene.json`, parsed.
    func scene() throws(StrataUITestingError) -> [String: Any] {
        let text: String
        do {
            text = try call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "DumpState") {
                try $0.append("scene.json")
            }.decode(String.self)
        } catch let error as StrataUITestingError {
            throw error
        } catch {
            throw .callFailed(member: "DumpState", error: "unexpected reply: \(error)")
        }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
    }
}

/// How a child ended, in words.
func describe(_ termination: ChildProcess.Termination) -> String {
    switch termination {
    case .exited(let status): return "exit status \(status)"
    case .signalled(let signal): return "killed by signal \(signal)\(signal == SIGSEGV ? " (SIGSEGV)" : signal == SIGTRAP ? " (SIGTRAP: a Swift runtime error)" : signal == SIGABRT ? " (SIGABRT)" : "")"
    }
}
