internal import CStrataSys
#if canImport(Glibc)
import Glibc
#endif

/// A file descriptor this process owns: closed exactly once, when the last
/// reference goes away or when ``close()`` is called.
///
/// It is a class rather than a `~Copyable` struct because descriptors travel inside
/// D-Bus values and collections; ownership is still single — whoever holds the
/// object owns the descriptor, and ``release()`` hands the raw number over.
public final class OwnedFileDescriptor: Hashable, CustomStringConvertible, @unchecked Sendable {
    private var fd: Int32

    /// Takes ownership of `rawValue` (which must be an open descriptor).
    public init(taking rawValue: Int32) {
        precondition(rawValue >= 0, "OwnedFileDescriptor needs an open descriptor, got \(rawValue)")
        fd = rawValue
    }

    deinit {
        if fd >= 0 { _ = Glibc.close(fd) }
    }

    /// The descriptor number. Using it after ``close()`` or ``release()`` is a programmer error.
    public var rawValue: Int32 {
        precondition(fd >= 0, "use of a closed OwnedFileDescriptor")
        return fd
    }

    /// Whether the descriptor is still held.
    public var isOpen: Bool { fd >= 0 }

    /// Closes the descriptor now. Closing twice is harmless.
    public func close() {
        if fd >= 0 {
            _ = Glibc.close(fd)
            fd = -1
        }
    }

    /// Gives up ownership and returns the raw descriptor; the caller must close it.
    public func release() -> Int32 {
        let value = rawValue
        fd = -1
        return value
    }

    /// A new descriptor for the same open file (close-on-exec).
    public func duplicate() throws(SystemError) -> OwnedFileDescriptor {
        let raw = rawValue
        let copy = try retryingSyscall("fcntl(F_DUPFD_CLOEXEC)") { fcntl(raw, F_DUPFD_CLOEXEC, 0) }
        return OwnedFileDescriptor(taking: copy)
    }

    /// `fstat(2)` of the descriptor.
    public func status() throws(SystemError) -> stat {
        var info = stat()
        let raw = rawValue
        try retryingSyscall("fstat") { fstat(raw, &info) }
        return info
    }

    /// Writes all of `bytes` at `offset` with `pwrite(2)`, retrying short writes.
    public func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(SystemError) {
        var done = 0
        let raw = rawValue
        while done < bytes.count {
            let n = try retryingSyscall("pwrite") {
                pwrite(raw, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            }
            done += n
        }
    }

    /// Writes all of `bytes` at the current position, retrying short writes.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var done = 0
        let raw = rawValue
        while done < bytes.count {
            let n = try retryingSyscall("write") { Glibc.write(raw, bytes.baseAddress! + done, bytes.count - done) }
            done += n
        }
    }

    /// Reads up to `count` bytes from the current position; empty at end of file.
    public func read(upTo count: Int) throws(SystemError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let raw = rawValue
        let base = buffer.withUnsafeMutableBytes { $0.baseAddress! }
        let n = try retryingSyscall("read") { Glibc.read(raw, base, count) }
        buffer.removeLast(count - n)
        return buffer
    }

    /// Reads until end of file.
    public func readToEnd() throws(SystemError) -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = try read(upTo: 65536)
            if chunk.isEmpty { return all }
            all += chunk
        }
    }

    /// Makes reads and writes on the descriptor non-blocking (or blocking again).
    public func setNonBlocking(_ on: Bool = true) throws(SystemError) {
        let raw = rawValue
        let flags = try retryingSyscall("fcntl(F_GETFL)") { fcntl(raw, F_GETFL) }
        let wanted = on ? (flags | O_NONBLOCK) : (flags & ~O_NONBLOCK)
        try retryingSyscall("fcntl(F_SETFL)") { fcntl(raw, F_SETFL, wanted) }
    }

    /// A pipe: `(read end, write end)`, both close-on-exec.
    public static func pipe() throws(SystemError) -> (read: OwnedFileDescriptor, write: OwnedFileDescriptor) {
        var fds: [Int32] = [-1, -1]
        try retryingSyscall("pipe2") { strata_pipe_cloexec(&fds) }
        return (OwnedFileDescriptor(taking: fds[0]), OwnedFileDescriptor(taking: fds[1]))
    }

    /// Opens `path` (close-on-exec added).
    public static func open(_ path: String, flags: Int32, mode: UInt32 = 0o644) throws(SystemError) -> OwnedFileDescriptor {
        let fd = try retryingSyscall("open(\(path))") { Glibc.open(path, flags | O_CLOEXEC, mode) }
        return OwnedFileDescriptor(taking: fd)
    }

    public static func == (a: OwnedFileDescriptor, b: OwnedFileDescriptor) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { fd >= 0 ? "fd \(fd)" : "fd (closed)" }
}
