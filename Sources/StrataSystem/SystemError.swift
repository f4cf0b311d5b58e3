#if canImport(Glibc)
import Glibc
#endif

/// An `errno` value from a failed system call, with the name of the call.
///
/// Environment failures (a full disk, a closed peer, a bad fd someone sent us) are
/// thrown as `SystemError`; programmer errors (using a closed handle) stop with a
/// precondition instead.
public struct SystemError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The `errno` value (`EINVAL`, `EBADF`, …).
    public var code: Int32
    /// The call that failed, e.g. `"memfd_create"`.
    public var call: String

    public init(code: Int32, call: String) {
        self.code = code
        self.call = call
    }

    /// The current `errno`, attributed to `call`.
    public static func current(_ call: String) -> SystemError {
        SystemError(code: errno, call: call)
    }

    public var description: String {
        "\(call): \(String(cString: strerror(code))) (errno \(code))"
    }
}

/// Runs `body` until it does not fail with `EINTR`; a result of -1 throws the
/// current `errno` as a ``SystemError`` naming `call`.
///
/// Every family of C calls in this module goes through here, so `EINTR` is retried
/// in one place and `errno` becomes a typed error in one place.
@discardableResult
public func retryingSyscall<T: FixedWidthInteger>(_ call: String, _ body: () -> T) throws(SystemError) -> T {
    while true {
        let result = body()
        if result == -1 {
            let code = errno
            if code == EINTR { continue }
            throw SystemError(code: code, call: call)
        }
        return result
    }
}
