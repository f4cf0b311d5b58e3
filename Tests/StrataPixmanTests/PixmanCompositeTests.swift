import StrataPixman
import XCTest

final class PixmanCompositeTests: XCTestCase {
    func testSrcCopiesExactly() {
        var random = TestRandom(seed: 1)
        let source = PixmanImage.make(width: 7, height: 5) { _, _ in random.premultipliedPixel() }
        let destination = PixmanImage.make(width: 7, height: 5) { _, _ in 0xFF12_3456 }
        destination.composite(.src, source: source, width: 7, height: 5)
        XCTAssertEqual(destination.allPixels, source.allPixels)
    }

    func testSrcWithOffsetsCopiesOnlyTheRectangle() {
        let source = PixmanImage.make(width: 4, height: 4) { x, y in Reference.pixel(a: 255, r: x * 10, g: y * 10, b: 1) }
        let background: UInt32 = 0xFF00_00FF
        let destination = PixmanImage.make(width: 6, height: 5) { _, _ in background }
        destination.composite(.src, source: source, sourceX: 1, sourceY: 2,
                              destinationX: 3, destinationY: 1, width: 2, height: 2)
        for y in 0..<5 {
            for x in 0..<6 {
                let inside = (3..<5).contains(x) && (1..<3).contains(y)
                let expected = inside ? source.pixel(x: x - 3 + 1, y: y - 1 + 2) : background
                XCTAssertEqual(destination.pixel(x: x, y: y), expected, "(\(x), \(y))")
            }
        }
    }

    func testOverHalfRedOnOpaqueBlue() {
        let source = PixmanImage.make(width: 1, height: 1) { _, _ in 0x8080_0000 }
        let destination = PixmanImage.make(width: 1, height: 1) { _, _ in 0xFF00_00FF }
        destination.composite(.over, source: source, width: 1, height: 1)
        let expected = Reference.over(0x8080_0000, 0xFF00_00FF)
        XCTAssertEqual(Reference.channel(expected, 24), 255)  // the reference itself: opaque result
        assertPixel(destination.pixel(x: 0, y: 0), expected, tolerance: 1)
        assertPixel(destination.pixel(x: 0, y: 0), 0xFF7F_007F, tolerance: 1)
    }

    func testOverMatchesPorterDuffOnManyPixels() {
        var random = TestRandom(seed: 42)
        let width = 16, height = 16
        let sourcePixels = (0..<width * height).map { _ in random.premultipliedPixel() }
        let destinationPixels = (0..<width * height).map { _ in random.premultipliedPixel() }
        let source = PixmanImage.make(width: width, height: height) { x, y in sourcePixels[y * width + x] }
        let destination = PixmanImage.make(width: width, height: height) { x, y in destinationPixels[y * width + x] }
        destination.composite(.over, source: source, width: Int32(width), height: Int32(height))
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                assertPixel(destination.pixel(x: x, y: y), Reference.over(sourcePixels[i], destinationPixels[i]),
                            tolerance: 1, "at (\(x), \(y))")
            }
        }
    }

    func testOverWithMaskScalesTheSource() {
        let source = PixmanImage.solid(PixmanColor(argb: 0xFF00_FF00))
        let maskAlpha = 0x40
        let mask = PixmanImage.make(width: 2, height: 1, format: .a8) { x, _ in x == 0 ? UInt32(maskAlpha) : 0 }
        let background: UInt32 = 0xFFFF_0000
        let destination = PixmanImage.make(width: 2, height: 1) { _, _ in background }
        destination.composite(.over, source: source, mask: mask, width: 2, height: 1)
        let expected = Reference.over(Reference.scaled(0xFF00_FF00, by: maskAlpha), background)
        assertPixel(destination.pixel(x: 0, y: 0), expected, tolerance: 1)
        XCTAssertEqual(destination.pixel(x: 1, y: 0), background)  // mask 0 leaves it alone
    }

    func testClearAndAdd() {
        let destination = PixmanImage.make(width: 2, height: 1) { _, _ in 0x8040_2010 }
        let source = PixmanImage.make(width: 2, height: 1) { _, _ in 0x9090_9090 }
        destination.composite(.add, source: source, width: 1, height: 1)
        // ADD saturates per channel.
        var expected: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            expected |= UInt32(min(255, Reference.channel(0x8040_2010, shift) + Reference.channel(0x9090_9090, shift))) << shift
        }
        XCTAssertEqual(destination.pixel(x: 0, y: 0), expected)
        destination.composite(.clear, source: source, destinationX: 1, width: 1, height: 1)
        XCTAssertEqual(destination.pixel(x: 1, y: 0), 0)
    }
}
