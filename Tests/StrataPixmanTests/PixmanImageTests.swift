import StrataPixman
import XCTest

final class PixmanImageTests: XCTestCase {
    func testSelfAllocatedImageIsZeroed() {
        let image = PixmanImage(format: .a8r8g8b8, width: 5, height: 3)
        XCTAssertEqual(image.width, 5)
        XCTAssertEqual(image.height, 3)
        XCTAssertEqual(image.stride, 20)
        XCTAssertNotNil(image.data)
        XCTAssertEqual(image.allPixels, Array(repeating: 0, count: 15))
    }

    func testImageOverCallerMemorySharesIt() {
        let stride = 16  // wider than the 3 pixels of a row
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * 2, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: stride * 2)
        do {
            let image = PixmanImage(format: .a8r8g8b8, width: 3, height: 2, bits: memory, stride: stride)
            XCTAssertEqual(image.data, memory)
            XCTAssertEqual(image.stride, stride)

            // The memory shows through the image…
            (memory + stride + 2 * 4).storeBytes(of: 0xFF11_2233, as: UInt32.self)
            XCTAssertEqual(image.pixel(x: 2, y: 1), 0xFF11_2233)

            // …and pixman writes land in the memory at row * stride + x * 4.
            image.fill(.src, color: PixmanColor(argb: 0x8040_2010), rects: [PixmanRect(x: 1, y: 0, width: 1, height: 1)])
            XCTAssertEqual((memory + 4).load(as: UInt32.self), 0x8040_2010)
            XCTAssertEqual(memory.load(as: UInt32.self), 0)
        }
    }

    func testOwnerIsKeptAliveByTheImage() {
        final class Owner {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 4)
            let onDeinit: () -> Void
            init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { memory.deallocate(); onDeinit() }
        }
        var ownerGone = false
        var image: PixmanImage?
        do {
            let owner = Owner { ownerGone = true }
            image = PixmanImage(format: .a8r8g8b8, width: 2, height: 2, bits: owner.memory, stride: 8, owner: owner)
        }
        XCTAssertFalse(ownerGone)
        image?.setPixel(x: 1, y: 1, 0xFFFF_FFFF)
        XCTAssertEqual(image?.pixel(x: 1, y: 1), 0xFFFF_FFFF)
        image = nil
        XCTAssertTrue(ownerGone)
    }

    func testSolidImageHasNoPixels() {
        let solid = PixmanImage.solid(.white)
        XCTAssertFalse(solid.hasPixels)
        XCTAssertNil(solid.format)
        XCTAssertNil(solid.data)
        XCTAssertEqual(solid.width, 0)
    }

    func testA8PixelsAreBytes() {
        let mask = PixmanImage(format: .a8, width: 5, height: 2)
        mask.setPixel(x: 4, y: 1, 0x1_23)  // only the low byte is kept
        XCTAssertEqual(mask.pixel(x: 4, y: 1), 0x23)
        XCTAssertEqual(mask.data!.load(fromByteOffset: mask.stride + 4, as: UInt8.self), 0x23)
    }
}
