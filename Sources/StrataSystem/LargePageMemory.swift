#if canImport(Glibc)
import Glibc
#endif

/// Private, zeroed memory for a large buffer that is written all over, frame after
/// frame — an output's screen buffer — mapped on 2 MiB boundaries and offered to the
/// kernel for transparent huge pages (`madvise(MADV_HUGEPAGE)`; Linux's default THP
/// mode is `madvise`, which uses huge pages only where asked).
///
/// Why: a 1920×1080 screen is 8 MB, 2,000 pages of 4 KiB; compositing a window touches
/// one page per row, and each is a TLB miss (on a virtual machine, a two-dimensional
/// page walk). With huge pages the same screen is four pages. Where the kernel does
/// not give huge pages (THP off, memory fragmented), this is ordinary memory.
public final class LargePageMemory {
    /// The first byte; `count` bytes long, zeroed, 2 MiB aligned.
    public let address: UnsafeMutableRawPointer
    public let count: Int
    private let mapping: UnsafeMutableRawPointer
    private let mappingLength: Int

    private static let hugePage = 2 << 20

    /// - Parameter count: bytes wanted (> 0).
    public init(count: Int) throws(SystemError) {
        precondition(count > 0, "LargePageMemory: no bytes asked for")
        let rounded = (count + Self.hugePage - 1) / Self.hugePage * Self.hugePage
        // Map a huge page more than needed, to start on a 2 MiB boundary inside it.
        let length = rounded + Self.hugePage
        let raw = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { throw SystemError.current("mmap") }
        let aligned = (Int(bitPattern: raw) + Self.hugePage - 1) / Self.hugePage * Self.hugePage
        mapping = raw
        mappingLength = length
        address = UnsafeMutableRawPointer(bitPattern: aligned)!
        self.count = count
        _ = madvise(address, rounded, MADV_HUGEPAGE) // advice only: ordinary pages if refused
    }

    deinit { munmap(mapping, mappingLength) }

    /// Offers existing private memory (another library's framebuffer, say) for huge
    /// pages: the pages `count` bytes from `address` cover. Only the 2 MiB-aligned
    /// stretches inside it can become huge pages; advice only, errors ignored.
    public static func adviseHugePages(_ address: UnsafeMutableRawPointer, count: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = Int(bitPattern: address) / page * page
        let end = (Int(bitPattern: address) + count + page - 1) / page * page
        guard let first = UnsafeMutableRawPointer(bitPattern: start), end > start else { return }
        _ = madvise(first, end - start, MADV_HUGEPAGE)
    }
}
