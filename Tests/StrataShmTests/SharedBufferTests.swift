import StrataPixman
import StrataShm
import StrataSystem
import XCTest

final class SharedBufferTests: XCTestCase {
    func testCreateLaysOutTheFile() throws {
        let buffer = try SharedBuffer.create(width: 7, height: 3)
        XCTAssertEqual(buffer.format, .a8r8g8b8)
        XCTAssertEqual(buffer.stride, 7 * 4)
        XCTAssertEqual(buffer.offset, 0)
        XCTAssertEqual(try buffer.fd.size(), 7 * 4 * 3)
        XCTAssertEqual(buffer.bytes.count, 7 * 4 * 3)
        XCTAssertTrue(buffer.bytes.allSatisfy { $0 == 0 })
        XCTAssertEqual(buffer.bufferDescription,
                       BufferDescription(offset: 0, width: 7, height: 3, stride: 28, format: "a8r8g8b8"))
    }

    func testCustomStrideAndOffset() throws {
        let buffer = try SharedBuffer.create(width: 3, height: 2, format: .x8r8g8b8, stride: 32, offset: 8)
        XCTAssertEqual(try buffer.fd.size(), 8 + 32 * 2)
        XCTAssertEqual(buffer.image.stride, 32)
        XCTAssertEqual(buffer.image.width, 3)
        XCTAssertEqual(buffer.image.height, 2)
        XCTAssertEqual(buffer.bufferDescription,
                       BufferDescription(offset: 8, width: 3, height: 2, stride: 32, format: "x8r8g8b8"))
    }

    func testSealedAgainstShrinkingOnly() throws {
        let buffer = try SharedBuffer.create(width: 4, height: 4)
        XCTAssertEqual(try buffer.fd.seals(), .shrink)
        // The kernel now refuses to shrink it…
        XCTAssertThrowsError(try buffer.fd.truncate(to: 4)) { error in
            XCTAssertEqual((error as? SystemError)?.code, EPERM)
        }
        // …but further seals may still be added by the client.
        XCTAssertNoThrow(try buffer.fd.addSeals(.grow))
    }

    func testImageAndBytesShareTheMapping() throws {
        let buffer = try SharedBuffer.create(width: 4, height: 2, stride: 20, offset: 12)
        buffer.image.fill(.src, color: PixmanColor(argb: 0xFF11_2233), rects: [PixmanRect(x: 3, y: 1, width: 1, height: 1)])
        XCTAssertEqual(buffer.bytes.load(fromByteOffset: 20 + 3 * 4, as: UInt32.self), 0xFF11_2233)

        // The file itself holds the pixel, at offset + row * stride + x * 4.
        let copy = try buffer.fd.duplicate()
        XCTAssertEqual(lseek(copy.rawValue, off_t(12 + 20 + 12), SEEK_SET), off_t(12 + 20 + 12))
        let onDisk = try copy.read(upTo: 4)
        XCTAssertEqual(onDisk, withUnsafeBytes(of: UInt32(0xFF11_2233)) { Array($0) })
    }

    func testImageOutlivesTheBufferObject() throws {
        var buffer: SharedBuffer? = try SharedBuffer.create(width: 2, height: 2)
        let image = buffer!.image
        image.setPixel(x: 1, y: 1, 0x8080_8080)
        buffer = nil
        // The mapping stays while the image holds it.
        XCTAssertEqual(image.pixel(x: 1, y: 1), 0x8080_8080)
        image.setPixel(x: 0, y: 0, 0xFFFF_FFFF)
        XCTAssertEqual(image.pixel(x: 0, y: 0), 0xFFFF_FFFF)
    }
}
