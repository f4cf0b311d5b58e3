import StrataSystem
import XCTest

final class LargePageMemoryTests: XCTestCase {
    /// A screen-sized block: 2 MiB aligned (so the kernel can back it with huge pages),
    /// zeroed, and all of it writable.
    func testAScreenSizedBlockIsAlignedZeroedAndWritable() throws {
        let count = 1920 * 4 * 1080
        let memory = try LargePageMemory(count: count)
        XCTAssertEqual(memory.count, count)
        XCTAssertEqual(Int(bitPattern: memory.address) % (2 << 20), 0)
        let bytes = UnsafeMutableRawBufferPointer(start: memory.address, count: count)
        XCTAssertFalse(bytes.contains { $0 != 0 })
        bytes[0] = 1
        bytes[count - 1] = 2
        XCTAssertEqual(bytes[count - 1], 2)
        // A small block is fine too (one huge page's worth of address space).
        let small = try LargePageMemory(count: 1)
        XCTAssertEqual(Int(bitPattern: small.address) % (2 << 20), 0)
        small.address.storeBytes(of: 7, as: UInt8.self)
    }
}
