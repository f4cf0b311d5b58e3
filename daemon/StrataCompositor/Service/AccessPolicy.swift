import Foundation

/// Who may make privileged calls (`Input1`, `Screenshot`, `DumpState`, and `Raise`,
/// `MakeKey`, `Close` on another client's window).
///
/// By default everyone may: one user's session, as with Weston's test protocols.
/// With an allowlist, the caller's executable (`/proc/PID/exe`, PID from the bus)
/// must be on it. The decision is cached per unique bus name — a name is never reused
/// while the bus runs, and a connection's process cannot change. There is a race:
/// if the caller's process exits and its PID is reused between the bus's answer and
/// the `/proc` read, the new process's executable is checked. The bus holds the
/// connection for as long as it is open, so this needs the caller to exit first.
package struct AccessPolicy: Sendable, Equatable {
    /// Resolved paths of allowed executables; `nil` allows everyone.
    package var allowedExecutables: Set<String>?

    package init(allowedExecutables: Set<String>? = nil) {
        self.allowedExecutables = allowedExecutables.map { Set($0.map(AccessPolicy.resolve)) }
    }

    /// Whether the allowlist is in force.
    package var isRestricted: Bool { allowedExecutables != nil }

    /// Whether the process `pid` runs an allowed executable.
    package func allows(processID pid: UInt32) -> Bool {
        guard let allowed = allowedExecutables else { return true }
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe") else { return false }
        return allowed.contains(AccessPolicy.resolve(exe))
    }

    static func resolve(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
