internal import CStrataSys
#if canImport(Glibc)
import Glibc
#endif

/// A child process that cannot outlive the thread that started it
/// (`PR_SET_PDEATHSIG`), optionally in its own process group so that everything it
/// starts can be signalled at once. Tests use it for `dbus-daemon`, `stratad`, apps,
/// `gdbus` and Python clients, so nothing they start survives the run.
public final class ChildProcess {
    /// The child's process id.
    public let pid: Int32
    private let ownsGroup: Bool
    private var exitStatus: Int32?

    /// What happened to the child, once it has ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `executable` (looked up on `PATH` when it has no slash) with `arguments`.
    /// - Parameters:
    ///   - environment: the whole environment; `nil` inherits this process's.
    ///   - stdin/stdout/stderr: descriptors to give the child; `nil` inherits ours.
    ///   - newProcessGroup: put the child in a group of its own (signalled by ``terminate()``).
    public init(executable: String, arguments: [String], environment: [String: String]? = nil,
                stdin: Int32? = nil, stdout: Int32? = nil, stderr: Int32? = nil,
                newProcessGroup: Bool = true) throws(SystemError) {
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.map { env in env.map { strdup("\($0.key)=\($0.value)") } }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var cArgv: [UnsafeMutablePointer<CChar>?] = argv + [nil]
        var cEnvp: [UnsafeMutablePointer<CChar>?]? = envp.map { $0 + [nil] }
        let result: Int32
        if cEnvp != nil {
            result = strata_spawn(executable, &cArgv, &cEnvp!, stdin ?? -1, stdout ?? -1, stderr ?? -1,
                                  newProcessGroup ? 1 : 0)
        } else {
            result = strata_spawn(executable, &cArgv, nil, stdin ?? -1, stdout ?? -1, stderr ?? -1,
                                  newProcessGroup ? 1 : 0)
        }
        if result < 0 { throw SystemError.current("fork(\(executable))") }
        pid = result
        ownsGroup = newProcessGroup
    }

    deinit {
        terminate()
    }

    /// Whether the child is still running (reaps it if it has ended).
    public var isRunning: Bool { poll() == nil }

    /// Reaps the child if it has ended, without waiting.
    @discardableResult
    public func poll() -> Termination? {
        if exitStatus == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { exitStatus = status }
        }
        return exitStatus.map(Self.decode)
    }

    /// Waits for the child to end, at most `seconds`; `nil` if it is still running.
    @discardableResult
    public func wait(timeout seconds: Double) -> Termination? {
        let deadline = monotonicMicroseconds() + UInt64(seconds * 1_000_000)
        while monotonicMicroseconds() < deadline {
            if let done = poll() { return done }
            usleep(5_000)
        }
        return poll()
    }

    /// Sends `signal` to the child (its whole group when it has one).
    public func send(_ signal: Int32) {
        guard exitStatus == nil else { return }
        _ = ownsGroup ? kill(-pid, signal) : kill(pid, signal)
    }

    /// SIGTERM, a short grace period, then SIGKILL; always reaps the child.
    public func terminate(grace seconds: Double = 2) {
        guard poll() == nil else {
            if ownsGroup { _ = kill(-pid, SIGKILL) } // stragglers the child left in its group
            return
        }
        send(SIGTERM)
        if wait(timeout: seconds) == nil {
            send(SIGKILL)
            var status: Int32 = 0
            if waitpid(pid, &status, 0) == pid { exitStatus = status }
        }
        if ownsGroup { _ = kill(-pid, SIGKILL) }
    }

    private static func decode(_ status: Int32) -> Termination {
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
