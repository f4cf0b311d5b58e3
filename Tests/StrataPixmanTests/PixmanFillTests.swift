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

    /// The one-rectangle fill stores opaque colours itself (`pixman_fill`): the same
    /// pixels as pixman's region path, the parts outside the image left out, a clip
    /// region still applied, and translucent colours still blended.
    func testOneRectangleFillMatchesTheRegionPathAndStaysInsideTheImage() {
        let background: UInt32 = 0xFF10_2030
        let opaque = PixmanColor(argb: 0xFFC0_8040)
        let cases: [(PixmanOperator, PixmanColor, PixmanRect)] = [
            (.over, opaque, PixmanRect(x: 1, y: 1, width: 3, height: 2)),
            (.src, PixmanColor(argb: 0x8040_2010), PixmanRect(x: 2, y: 0, width: 4, height: 4)),
            (.over, PixmanColor(argb: 0x8040_2010), PixmanRect(x: 0, y: 1, width: 6, height: 2)),
            (.over, opaque, PixmanRect(x: -3, y: -2, width: 5, height: 4)),     // sticks out top left
            (.src, opaque, PixmanRect(x: 4, y: 3, width: 100, height: 100)),    // sticks out bottom right
            (.over, opaque, PixmanRect(x: 7, y: 0, width: 2, height: 2)),       // wholly outside
        ]
        for (op, color, rect) in cases {
            let image = PixmanImage.make(width: 6, height: 4) { _, _ in background }
            let reference = PixmanImage.make(width: 6, height: 4) { _, _ in background }
            image.fill(op, color: color, rect: rect)
            // The region path, with the rectangle cut to the image first (pixman does not cut it).
            let inside = PixmanRegion(rects: [rect]).intersection(PixmanRegion(x: 0, y: 0, width: 6, height: 4))
            reference.fill(op, color: color, rects: inside.rectangles)
            XCTAssertEqual(image.allPixels, reference.allPixels, "\(op) \(color) \(rect)")
        }
        let far = PixmanImage.make(width: 6, height: 4) { _, _ in background }
        far.fill(.over, color: opaque, rect: PixmanRect(x: Int32.max - 1, y: 0, width: 2, height: 1))
        XCTAssertEqual(far.allPixels, Array(repeating: background, count: 24), "a rectangle far outside changes nothing")
        let clipped = PixmanImage.make(width: 6, height: 4) { _, _ in background }
        clipped.setClipRegion(PixmanRegion(x: 2, y: 1, width: 2, height: 2))
        clipped.fill(.over, color: opaque, rect: PixmanRect(x: 0, y: 0, width: 6, height: 4))
        for y in 0..<4 {
            for x in 0..<6 {
                let expected: UInt32 = (2..<4).contains(x) && (1..<3).contains(y) ? 0xFFC0_8040 : background
                XCTAssertEqual(clipped.pixel(x: x, y: y), expected, "clipped (\(x), \(y))")
            }
        }
    }

    /// Narrow opaque fills are stored by the fill's own loop, wider ones by `pixman_fill`:
    /// both store what pixman's region path stores (compared word for word, the top byte
    /// included), in `a8r8g8b8` and `x8r8g8b8`, on either side of the width where they
    /// switch, at the edges of the image, a region a piece at a time, and on an image whose
    /// rows are longer than its width (nothing written past a row's end or the last row).
    func testNarrowAndWideOpaqueFillsMatchTheRegionPath() {
        for format in [PixelFormat.a8r8g8b8, .x8r8g8b8] {
            // 120 pixels wide in rows of 128 (a stride past the width, as a shared buffer may
            // have), and a guard row after the last.
            let words = 128 * 41
            let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * words)
            defer { memory.deallocate() }
            memory.initialize(repeating: 0xDEAD_BEEF, count: 2 * words)
            for y in 0..<40 {
                (memory + y * 128).update(repeating: 0xFF10_2030, count: 120)
                (memory + words + y * 128).update(repeating: 0xFF10_2030, count: 120)
            }
            let image = PixmanImage(format: format, width: 120, height: 40, bits: UnsafeMutableRawPointer(memory), stride: 512)
            let reference = PixmanImage(format: format, width: 120, height: 40,
                                        bits: UnsafeMutableRawPointer(memory + words), stride: 512)
            var seed: UInt32 = 7
            func next(_ n: Int32) -> Int32 {
                seed = seed &* 1_103_515_245 &+ 12_345
                return Int32((seed >> 8) % UInt32(n))
            }
            let widths: [Int32] = [1, 2, 10, 31, 32, 33, 63, 64, 65, 100, 130]
            let bounds = PixmanRegion(x: 0, y: 0, width: 120, height: 40)
            for i in 0..<200 {
                let rect = PixmanRect(x: next(140) - 10, y: next(50) - 5, width: widths[i % widths.count], height: 1 + next(12))
                // Opaque with OVER or SRC, and translucent with SRC (stored as it is).
                let alpha: UInt32 = i % 3 == 2 ? 0x80 : 0xFF
                let color = PixmanColor(argb: alpha << 24 | (UInt32(i) &* 0x0001_0305) & 0xFF_FFFF)
                image.fill(i % 3 == 0 ? .over : .src, color: color, rect: rect)
                reference.fill(.src, color: color, rects: PixmanRegion(rects: [rect]).intersection(bounds).rectangles)
            }
            var region = PixmanRegion(rects: [PixmanRect(x: -5, y: 3, width: 40, height: 9),
                                              PixmanRect(x: 20, y: 8, width: 7, height: 30),
                                              PixmanRect(x: 90, y: 30, width: 60, height: 20)])
            region.subtract(PixmanRect(x: 22, y: 10, width: 2, height: 2))
            let regionColor = PixmanColor(argb: 0xFF7F_4020)
            image.fill(.over, color: regionColor, region: region)
            reference.fill(.src, color: regionColor, rects: region.intersection(bounds).rectangles)
            for y in 0..<41 {
                for x in 0..<128 where memory[y * 128 + x] != memory[words + y * 128 + x] {
                    XCTFail("\(format): (\(x), \(y)) is \(String(memory[y * 128 + x], radix: 16)), "
                            + "pixman stored \(String(memory[words + y * 128 + x], radix: 16))")
                }
                for x in 120..<128 {
                    XCTAssertEqual(memory[y * 128 + x], 0xDEAD_BEEF, "\(format): the row's padding at \(x), row \(y)")
                }
            }
        }
    }

    func testFillingAnA8Mask() {
        let mask = PixmanImage(format: .a8, width: 3, height: 1)
        mask.fill(.src, color: PixmanColor(argb: 0x7F00_0000), rects: [PixmanRect(x: 1, y: 0, width: 2, height: 1)])
        XCTAssertEqual((0..<3).map { mask.pixel(x: $0, y: 0) }, [0, 0x7F, 0x7F])
    }

    /// Rectangles reaching past the image are cut to it: pixman's SRC fill without a clip
    /// region fills a box as given, so a box past the right edge ran into the next row
    /// and one past the last row wrote beyond the image (found by the compositor's
    /// incremental-repaint test). Checked on memory with a guard row after the image, for
    /// many rectangles, one rectangle, and a format without the direct fill.
    func testRectanglesPastTheEdgesChangeNothingOutsideTheImage() {
        for format in [PixelFormat.a8r8g8b8, .x8r8g8b8] {
            for single in [false, true] {
                let width = 17, height = 4
                let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: width * (height + 1))
                defer { memory.deallocate() }
                memory.initialize(repeating: 0x1122_3344, count: width * (height + 1))
                let image = PixmanImage(format: format, width: width, height: height, bits: memory, stride: width * 4)
                let past = PixmanRect(x: 13, y: 2, width: 13, height: 6)
                if single {
                    image.fill(.src, color: PixmanColor(argb: 0xFFFF_0000), rect: past)
                } else {
                    image.fill(.src, color: PixmanColor(argb: 0xFFFF_0000), rects: [past, PixmanRect(x: -5, y: -5, width: 7, height: 7)])
                }
                for y in 0...height {
                    for x in 0..<width {
                        let inside = (x >= 13 && y >= 2 && y < height) || (!single && x < 2 && y < 2)
                        let value = memory[y * width + x]
                        if inside {
                            XCTAssertEqual(value & 0xFF_FFFF, 0xFF_0000, "\(format) single \(single): (\(x), \(y)) filled")
                        } else {
                            XCTAssertEqual(value, 0x1122_3344, "\(format) single \(single): (\(x), \(y)) must not change")
                        }
                    }
                }
            }
        }
    }
}

