import StrataPixman
import XCTest

/// Transformed sources composited by pixman. Transforms map destination to source.
final class PixmanImageTransformTests: XCTestCase {
    private let white: UInt32 = 0xFFFF_FFFF
    private let black: UInt32 = 0xFF00_0000

    func testNearestUpscaleMakesBlocks() {
        // A 2×2 checker, shown twice as large: destination (x, y) reads source (x/2, y/2).
        let checker = PixmanImage.make(width: 2, height: 2) { x, y in (x + y) % 2 == 0 ? white : black }
        checker.setTransform(.scale(0.5, 0.5))
        checker.setFilter(.nearest)
        let destination = PixmanImage(format: .a8r8g8b8, width: 4, height: 4)
        destination.composite(.src, source: checker, width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                XCTAssertEqual(destination.pixel(x: x, y: y), checker.pixel(x: x / 2, y: y / 2), "(\(x), \(y))")
            }
        }
    }

    func testNearestDownscaleOfUniformBlocks() {
        // 4×4 made of four uniform 2×2 blocks, shown at half size: one pixel per block.
        let blockColors: [UInt32] = [0xFF10_2030, 0xFF40_5060, 0xFF70_8090, 0xFFA0_B0C0]
        let source = PixmanImage.make(width: 4, height: 4) { x, y in blockColors[(y / 2) * 2 + x / 2] }
        source.setTransform(.scale(2, 2))
        source.setFilter(.nearest)
        let destination = PixmanImage(format: .a8r8g8b8, width: 2, height: 2)
        destination.composite(.src, source: source, width: 2, height: 2)
        XCTAssertEqual(destination.allPixels, blockColors)
    }

    func testBilinearDownscaleAveragesACheckerToGrey() {
        // Destination pixel centres land on source pixel corners, where bilinear weighs
        // the four neighbours (two white, two black) equally.
        let checker = PixmanImage.make(width: 8, height: 8) { x, y in (x + y) % 2 == 0 ? white : black }
        checker.setTransform(.scale(2, 2))
        checker.setFilter(.bilinear)
        let destination = PixmanImage(format: .a8r8g8b8, width: 4, height: 4)
        destination.composite(.src, source: checker, width: 4, height: 4)
        let grey = (255 + 0) / 2
        for pixel in destination.allPixels {
            assertPixel(pixel, Reference.pixel(a: 255, r: grey, g: grey, b: grey), tolerance: 1)
        }
    }

    func testTranslateShiftsTheSource() {
        let source = PixmanImage.make(width: 4, height: 1) { x, _ in Reference.pixel(a: 255, r: x * 50, g: 0, b: 0) }
        source.setTransform(.translate(1, 0))  // destination column 0 shows source column 1
        let destination = PixmanImage(format: .a8r8g8b8, width: 3, height: 1)
        destination.composite(.src, source: source, width: 3, height: 1)
        XCTAssertEqual(destination.allPixels, (1..<4).map { source.pixel(x: $0, y: 0) })
    }

    func testQuarterTurn() {
        // Rotating a 3×2 source to a 2×3 destination: destination (dx, dy) shows
        // source (dy, 1 − dx). As a destination→source map: (x, y) ↦ (y, 2 − x).
        let width = 3, height = 2
        let source = PixmanImage.make(width: width, height: height) { x, y in Reference.pixel(a: 255, r: x * 60, g: y * 90, b: 5) }
        source.setTransform(.translate(0, Double(height)) * .rotate(-.pi / 2))
        let destination = PixmanImage(format: .a8r8g8b8, width: height, height: width)
        destination.composite(.src, source: source, width: Int32(height), height: Int32(width))
        for dy in 0..<width {
            for dx in 0..<height {
                XCTAssertEqual(destination.pixel(x: dx, y: dy), source.pixel(x: dy, y: height - 1 - dx), "(\(dx), \(dy))")
            }
        }
    }

    func testNormalRepeatTiles() {
        let tile = PixmanImage.make(width: 2, height: 1) { x, _ in x == 0 ? white : black }
        tile.setRepeat(.normal)
        let destination = PixmanImage(format: .a8r8g8b8, width: 5, height: 2)
        destination.composite(.src, source: tile, width: 5, height: 2)
        for y in 0..<2 {
            for x in 0..<5 {
                XCTAssertEqual(destination.pixel(x: x, y: y), tile.pixel(x: x % 2, y: 0), "(\(x), \(y))")
            }
        }
    }

    func testResettingTheTransform() {
        let source = PixmanImage.make(width: 2, height: 1) { x, _ in x == 0 ? white : black }
        source.setTransform(.translate(1, 0))
        source.setTransform(nil)
        let destination = PixmanImage(format: .a8r8g8b8, width: 2, height: 1)
        destination.composite(.src, source: source, width: 2, height: 1)
        XCTAssertEqual(destination.allPixels, [white, black])
    }
}
