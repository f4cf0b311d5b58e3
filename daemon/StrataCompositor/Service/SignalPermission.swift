import Foundation
import StrataDBus

/// Whether an operator may have the daemon send a signal to a client's process
/// (`KillClient` with `"signal"`): kill(2)'s rule as the caller itself would meet it —
/// the caller runs as the client's user, or as root.
///
/// The users come from credentials the kernel gave, never from what a caller says: the
/// socket's (`SO_PEERCRED`) for a private connection, the bus's
/// (`GetConnectionUnixUser`, which the bus took from the socket) for a bus connection.
/// The client's process is known only by its pid, which the kernel reuses once the
/// process exits; so the process now at that pid must still run as the client's user
/// (from `/proc/PID/status`), or nothing is sent. A pid reused by another process of
/// the same user between that read and the signal cannot be told apart — the same race
/// kill(1) has.
package struct SignalPermission: Equatable, Sendable {
    /// The caller's user, `nil` when the bus or socket did not tell it.
    package var callerUser: UInt32?
    /// The client's user, from its connection's credentials.
    package var clientUser: UInt32?
    /// The real user of the process now at the client's pid, `nil` when there is none.
    package var processUser: UInt32?

    package init(callerUser: UInt32?, clientUser: UInt32?, processUser: UInt32?) {
        self.callerUser = callerUser
        self.clientUser = clientUser
        self.processUser = processUser
    }

    /// Throws the refusal for signalling process `pid` of client `client`, if any:
    /// `AccessDenied` when the caller may not, `Failed` when the process is gone or is
    /// no longer the client's.
    package func check(pid: UInt32, client: String) throws(DBusError) {
        guard let callerUser else {
            throw .accessDenied("the caller's user is not known (no credentials from the bus): it may not signal \(client)'s process")
        }
        guard let clientUser else {
            throw .accessDenied("the user of \(client) is not known (no credentials): its process is not signalled")
        }
        guard callerUser == 0 || callerUser == clientUser else {
            throw .accessDenied("\(client) runs as user \(clientUser); the caller (user \(callerUser)) may not signal its process \(pid)")
        }
        guard let processUser else { throw .failed("process \(pid) of \(client) is gone") }
        guard processUser == clientUser else {
            throw .failed("process \(pid) runs as user \(processUser), not as \(client)'s user \(clientUser): its pid was reused; nothing was sent")
        }
    }
}

/// Who runs a process: the real user id from `/proc/PID/status`.
enum ProcessOwner {
    static func userID(ofProcess pid: UInt32) -> UInt32? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("Uid:") {
            return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { UInt32($0) }
        }
        return nil
    }
}
