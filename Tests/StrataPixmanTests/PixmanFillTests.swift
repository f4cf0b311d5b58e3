import StrataPixman
import XCTest

final class PixmanFillTests: XCTestCase {
    func testSrcFillSetsExactlyTheRectangles() {
        let background: UInt32 = 0xFF01_0203
        let image = PixmanImage.make(width: 6, height: 4) { _, _ in background }
        let rects = [PixmanRect(x: 0, y: 0, width: 2, height: 1), PixmanRect(x: 3, y: 2, width: 3, height: 2),
                     PixmanRect(x: 1, y: 1, width: 0, height: 5)]  // empty: ignored
        let color = PixmanColor(argb: 0x8080_0040)
        image.fill(.src, color: color, rects: rects)
        for y in 0..<4 {
            for x in 0..<6 {
                let inside = rects.contains { !$0.isEmpty && (Int($0.x)..<Int($0.x + $0.width)).contains(x)
                    && (Int($0.y)..<Int($0.y + $0.height)).contains(y) }
                XCTAssertEqual(image.pixel(x: x, y: y), inside ? 0x8080_0040 : background, "(\(x), \(y))")
            }
        }
    }

    func testOverFillBlends() {
        let background: UInt32 = 0xFF00_00FF
        let image = PixmanImage.make(width: 2, height: 2) { _, _ in background }
        let color = PixmanColor(unitRed: 0.5, green: 0, blue: 0, alpha: 0.5)
        image.fill(.over, color: color, region: PixmanRegion(x: 0, y: 0, width: 2, height: 2))
        let expected = Reference.over(color.argb, background)
        for pixel in image.allPixels {
            assertPixel(pixel, expected, tolerance: 1)
        }
    }

    func testFillingAnA8Mask() {
        let mask = PixmanImage(format: .a8, width: 3, height: 1)
        mask.fill(.src, color: PixmanColor(argb: 0x7F00_0000), rects: [PixmanRect(x: 1, y: 0, width: 2, height: 1)])
        XCTAssertEqual((0..<3).map { mask.pixel(x: $0, y: 0) }, [0, 0x7F, 0x7F])
    }
}
