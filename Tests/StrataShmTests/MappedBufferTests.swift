import StrataPixman
import StrataShm
import StrataSystem
import XCTest

final class MappedBufferTests: XCTestCase {
    func testSeesTheClientsPixelsAndLaterWrites() throws {
        let client = try SharedBuffer.create(width: 5, height: 4)
        for y in 0..<4 {
            for x in 0..<5 { client.image.setPixel(x: x, y: y, UInt32(0xFF00_0000 | (y << 8) | x)) }
        }
        let mapped = try MappedBuffer.map(fd: client.fd.duplicate(), description: client.bufferDescription)
        XCTAssertEqual(mapped.width, 5)
        XCTAssertEqual(mapped.height, 4)
        XCTAssertEqual(mapped.format, .a8r8g8b8)
        XCTAssertFalse(mapped.isWritable)
        for y in 0..<4 {
            for x in 0..<5 { XCTAssertEqual(mapped.image.pixel(x: x, y: y), UInt32(0xFF00_0000 | (y << 8) | x)) }
        }

        // The mapping is shared: a later write by the client shows at once.
        client.image.setPixel(x: 2, y: 3, 0x1234_5678)
        XCTAssertEqual(mapped.image.pixel(x: 2, y: 3), 0x1234_5678)
        XCTAssertEqual(mapped.bytes.load(fromByteOffset: 3 * 20 + 2 * 4, as: UInt32.self), 0x1234_5678)
    }

    func testOffsetBeyondTheFirstPage() throws {
        // An offset that is not a multiple of the page size, past the first page.
        let offset = 4096 + 36
        let client = try SharedBuffer.create(width: 3, height: 2, stride: 16, offset: offset)
        client.image.setPixel(x: 0, y: 0, 0xFFAB_CDEF)
        client.image.setPixel(x: 2, y: 1, 0x8001_0203)
        let mapped = try MappedBuffer.map(fd: client.fd, description: client.bufferDescription)
        XCTAssertEqual(mapped.offset, offset)
        XCTAssertEqual(mapped.image.pixel(x: 0, y: 0), 0xFFAB_CDEF)
        XCTAssertEqual(mapped.image.pixel(x: 2, y: 1), 0x8001_0203)
        XCTAssertEqual(mapped.bytes.count, 16 * 2)
    }

    func testSurvivesClosingTheDescriptor() throws {
        let client = try SharedBuffer.create(width: 2, height: 2)
        let received = try client.fd.duplicate()
        let mapped = try MappedBuffer.map(fd: received, description: client.bufferDescription)
        received.close()
        client.image.setPixel(x: 1, y: 0, 0xFF00_FF00)
        XCTAssertEqual(mapped.image.pixel(x: 1, y: 0), 0xFF00_FF00)
    }

    func testWritableMappingWritesBack() throws {
        let client = try SharedBuffer.create(width: 2, height: 2)
        let mapped = try MappedBuffer.map(fd: client.fd, description: client.bufferDescription, writable: true)
        XCTAssertTrue(mapped.isWritable)
        mapped.image.fill(.src, color: PixmanColor(argb: 0xFF44_5566), rects: [PixmanRect(x: 0, y: 1, width: 2, height: 1)])
        XCTAssertEqual(client.image.pixel(x: 0, y: 1), 0xFF44_5566)
        XCTAssertEqual(client.image.pixel(x: 1, y: 1), 0xFF44_5566)
        XCTAssertEqual(client.image.pixel(x: 0, y: 0), 0)
    }

    func testCompositingFromTheMappedImage() throws {
        let client = try SharedBuffer.create(width: 3, height: 1)
        client.image.fill(.src, color: PixmanColor(argb: 0x8080_0000), rects: [PixmanRect(x: 0, y: 0, width: 3, height: 1)])
        let mapped = try MappedBuffer.map(fd: client.fd, description: client.bufferDescription)
        let screen = PixmanImage(format: .x8r8g8b8, width: 3, height: 1)
        screen.composite(.src, source: mapped.image, width: 3, height: 1)
        XCTAssertEqual(screen.pixel(x: 2, y: 0) & 0x00FF_FFFF, 0x0080_0000)
    }

    func testLargerFileThanNeededIsAccepted() throws {
        let fd = try MemFD.create(name: "larger")
        try fd.truncate(to: 1 << 16)
        try fd.addSeals([.shrink, .grow, .seal])
        let mapped = try MappedBuffer.map(fd: fd, description: BufferDescription(width: 4, height: 4, stride: 16, format: "a8r8g8b8"))
        XCTAssertEqual(mapped.image.pixel(x: 3, y: 3), 0)
    }
}
