internal import CStrataSys
#if canImport(Glibc)
import Glibc
#endif

/// File seals (`F_SEAL_*` from `fcntl(2)`).
public struct FileSeals: OptionSet, Sendable, CustomStringConvertible {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// `F_SEAL_SEAL`: no further seals can be added.
    public static let seal = FileSeals(rawValue: strata_seal_seal())
    /// `F_SEAL_SHRINK`: the file can no longer shrink (so a mapping cannot fault with SIGBUS).
    public static let shrink = FileSeals(rawValue: strata_seal_shrink())
    /// `F_SEAL_GROW`: the file can no longer grow.
    public static let grow = FileSeals(rawValue: strata_seal_grow())
    /// `F_SEAL_WRITE`: the contents can no longer change.
    public static let write = FileSeals(rawValue: strata_seal_write())

    public var description: String {
        var names: [String] = []
        if contains(.seal) { names.append("seal") }
        if contains(.shrink) { names.append("shrink") }
        if contains(.grow) { names.append("grow") }
        if contains(.write) { names.append("write") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}

/// Anonymous shared memory files (`memfd_create(2)`).
public enum MemFD {
    /// Creates an empty memfd named `name` (for `/proc/PID/fd` readers), close-on-exec,
    /// with sealing allowed.
    public static func create(name: String) throws(SystemError) -> OwnedFileDescriptor {
        let fd = try retryingSyscall("memfd_create") { strata_memfd_create(name) }
        return OwnedFileDescriptor(taking: fd)
    }
}

extension OwnedFileDescriptor {
    /// The seals on the file (`fcntl(F_GET_SEALS)`); throws `EINVAL` for files that
    /// cannot be sealed (anything but a memfd or a shmem/hugetlbfs file).
    public func seals() throws(SystemError) -> FileSeals {
        let raw = rawValue
        return FileSeals(rawValue: try retryingSyscall("fcntl(F_GET_SEALS)") { strata_get_seals(raw) })
    }

    /// Adds `seals` (`fcntl(F_ADD_SEALS)`).
    public func addSeals(_ seals: FileSeals) throws(SystemError) {
        let raw = rawValue
        try retryingSyscall("fcntl(F_ADD_SEALS)") { strata_add_seals(raw, seals.rawValue) }
    }

    /// Sets the file's size (`ftruncate(2)`).
    public func truncate(to size: Int) throws(SystemError) {
        let raw = rawValue
        try retryingSyscall("ftruncate") { ftruncate(raw, off_t(size)) }
    }

    /// The file's size in bytes (`fstat(2)`).
    public func size() throws(SystemError) -> Int {
        Int(try status().st_size)
    }
}

/// `CLOCK_MONOTONIC` in microseconds — the protocol's time base.
public func monotonicMicroseconds() -> UInt64 {
    strata_monotonic_us()
}
