import Foundation
import StrataShm
import StrataSystem
import XCTest

/// Each way a client's buffer can be unusable, refused with its own error.
final class MappedBufferRejectionTests: XCTestCase {
    private let valid = BufferDescription(offset: 0, width: 8, height: 4, stride: 32, format: "a8r8g8b8")

    /// A memfd of `size` bytes with `seals`.
    private func memfd(size: Int, seals: FileSeals) throws -> OwnedFileDescriptor {
        let fd = try MemFD.create(name: "rejection-test")
        try fd.truncate(to: size)
        if !seals.isEmpty { try fd.addSeals(seals) }
        return fd
    }

    /// Expects `map` to throw exactly `expected`, of `category`.
    private func assertRefused(_ fd: OwnedFileDescriptor, _ description: BufferDescription,
                               limits: BufferLimits = .standard,
                               _ expected: ShmBufferError, _ category: ShmBufferError.Category,
                               file: StaticString = #filePath, line: UInt = #line) {
        do {
            let buffer = try MappedBuffer.map(fd: fd, description: description, limits: limits)
            XCTFail("mapped \(buffer.bufferDescription), expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
            XCTAssertEqual(error.category, category, file: file, line: line)
            XCTAssertFalse(error.description.isEmpty, file: file, line: line)
        }
    }

    /// A file that would pass every file check, so only the description is at fault.
    private func goodFile() throws -> OwnedFileDescriptor {
        try memfd(size: 1 << 20, seals: .shrink)
    }

    func testTheValidDescriptionMaps() throws {
        XCTAssertNoThrow(try MappedBuffer.map(fd: goodFile(), description: valid))
    }

    func testUnknownFormat() throws {
        var description = valid
        description.format = "r5g6b5"
        assertRefused(try goodFile(), description, .unknownFormat("r5g6b5"), .badFormat)
    }

    func testZeroDimensions() throws {
        var description = valid
        description.width = 0
        assertRefused(try goodFile(), description, .emptyDimensions(width: 0, height: 4), .badBuffer)
        description = valid
        description.height = 0
        assertRefused(try goodFile(), description, .emptyDimensions(width: 8, height: 0), .badBuffer)
    }

    func testDimensionsAboveTheLimit() throws {
        let description = BufferDescription(width: 16385, height: 1, stride: 16385 * 4, format: "a8r8g8b8")
        assertRefused(try goodFile(), description, .dimensionsTooLarge(width: 16385, height: 1, limit: 16384), .limitsExceeded)
        assertRefused(try goodFile(), valid, limits: BufferLimits(maxDimension: 4),
                      .dimensionsTooLarge(width: 8, height: 4, limit: 4), .limitsExceeded)
    }

    func testMisalignedOffset() throws {
        var description = valid
        description.offset = 2
        assertRefused(try goodFile(), description, .misalignedOffset(2), .badBuffer)
    }

    func testMisalignedStride() throws {
        var description = valid
        description.stride = 34
        assertRefused(try goodFile(), description, .misalignedStride(34), .badBuffer)
    }

    func testStrideSmallerThanARow() throws {
        var description = valid
        description.stride = 28  // 8 pixels need 32 bytes
        assertRefused(try goodFile(), description, .strideTooSmall(stride: 28, minimum: 32), .badBuffer)
        // a8 rows are one byte per pixel.
        let mask = BufferDescription(width: 9, height: 1, stride: 8, format: "a8")
        assertRefused(try goodFile(), mask, .strideTooSmall(stride: 8, minimum: 9), .badBuffer)
    }

    func testTooManyBytes() throws {
        // Within the dimension limit, but a stride of 1 MiB over 16384 rows is 16 GiB.
        let description = BufferDescription(width: 16, height: 16384, stride: 1 << 20, format: "a8r8g8b8")
        assertRefused(try goodFile(), description, .bufferTooLarge(bytes: (1 << 20) * 16384, limit: 1 << 30), .limitsExceeded)
    }

    func testUnsealedMemfd() throws {
        assertRefused(try memfd(size: 4096, seals: []), valid, .notSealedAgainstShrinking(seals: []), .badBuffer)
        // Sealed, but not against shrinking.
        assertRefused(try memfd(size: 4096, seals: [.grow, .seal]), valid,
                      .notSealedAgainstShrinking(seals: [.grow, .seal]), .badBuffer)
    }

    func testSealedMemfdTooSmall() throws {
        let needed = Int(valid.stride) * Int(valid.height)
        assertRefused(try memfd(size: needed - 1, seals: .shrink), valid,
                      .fileTooSmall(needed: needed, actual: needed - 1), .badBuffer)
        var description = valid
        description.offset = 8  // the offset counts too
        assertRefused(try memfd(size: needed, seals: .shrink), description,
                      .fileTooSmall(needed: needed + 8, actual: needed), .badBuffer)
    }

    func testPipeIsNotSealable() throws {
        let pipe = try OwnedFileDescriptor.pipe()
        assertRefused(pipe.read, valid, .notSealable, .badBuffer)
    }

    func testRegularFileIsNotSealable() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-shm-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("buffer").path
        let fd = try OwnedFileDescriptor.open(path, flags: O_RDWR | O_CREAT)
        try fd.truncate(to: 1 << 16)

        // tmpfs files are shmem and so answer F_GET_SEALS, with only F_SEAL_SEAL; files on
        // other file systems cannot be sealed at all. Either way the file is refused.
        if try fileSystemType(of: directory.path) == "tmpfs" {
            assertRefused(fd, valid, .notSealedAgainstShrinking(seals: .seal), .badBuffer)
        } else {
            assertRefused(fd, valid, .notSealable, .badBuffer)
        }
    }

    /// The type of the file system mounted at the longest prefix of `path`, from /proc/self/mounts.
    private func fileSystemType(of path: String) throws -> String {
        let mounts = try String(contentsOfFile: "/proc/self/mounts", encoding: .utf8)
        var best = (mountPoint: "", type: "")
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let mountPoint = String(fields[1]), type = String(fields[2])
            let covers = mountPoint == "/" || path == mountPoint || path.hasPrefix(mountPoint + "/")
            if covers && mountPoint.count >= best.mountPoint.count { best = (mountPoint, type) }
        }
        return best.type
    }

    func testChecksRunInTheDocumentedOrder() throws {
        // Everything wrong at once: the format is reported first…
        let allWrong = BufferDescription(offset: 2, width: 0, height: 0, stride: 3, format: "bogus")
        let pipe = try OwnedFileDescriptor.pipe()
        assertRefused(pipe.read, allWrong, .unknownFormat("bogus"), .badFormat)
        // …then the dimensions, the offset, the stride, and only then the file.
        var description = allWrong
        description.format = "a8r8g8b8"
        assertRefused(pipe.read, description, .emptyDimensions(width: 0, height: 0), .badBuffer)
        description.width = 4
        description.height = 4
        assertRefused(pipe.read, description, .misalignedOffset(2), .badBuffer)
        description.offset = 0
        assertRefused(pipe.read, description, .misalignedStride(3), .badBuffer)
        description.stride = 12
        assertRefused(pipe.read, description, .strideTooSmall(stride: 12, minimum: 16), .badBuffer)
        description.stride = 16
        assertRefused(pipe.read, description, .notSealable, .badBuffer)
    }
}
