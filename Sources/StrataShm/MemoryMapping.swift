import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// One shared mapping of a file range (`mmap(2)` with `MAP_SHARED`), unmapped when the
/// last reference goes (`munmap(2)`).
///
/// The only place this module calls `mmap`/`munmap`. Buffers and the ``PixmanImage``s
/// over them both hold the mapping, so an image can outlive its buffer object safely.
final class MemoryMapping {
    /// The first mapped byte (page-aligned).
    let base: UnsafeMutableRawPointer
    /// Mapped bytes.
    let length: Int

    /// The system's page size in bytes; mapping offsets must be multiples of it.
    static let pageSize: Int = sysconf(Int32(_SC_PAGESIZE))

    /// Maps `length` bytes of `fd` from `offset` (a multiple of ``pageSize``), readable,
    /// and writable too if `writable`.
    init(fd: OwnedFileDescriptor, offset: Int, length: Int, writable: Bool) throws(SystemError) {
        precondition(length > 0 && offset >= 0 && offset % MemoryMapping.pageSize == 0,
                     "MemoryMapping: bad range \(offset) + \(length)")
        let protection = writable ? PROT_READ | PROT_WRITE : PROT_READ
        let address = mmap(nil, length, protection, MAP_SHARED, fd.rawValue, off_t(offset))
        // MAP_FAILED is ((void *) -1), a macro Swift does not import.
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw SystemError.current("mmap")
        }
        base = address
        self.length = length
    }

    deinit {
        munmap(base, length)
    }
}
