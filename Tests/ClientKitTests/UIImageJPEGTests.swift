import Foundation
import StrataJPEG
import StrataPixman
import XCTest
@testable import ClientKit

/// UIImage and JPEG: decoding files made by libjpeg-turbo's tools (colour, greyscale,
/// CMYK), EXIF orientation, encoding with jpegData(compressionQuality:) and reading it
/// back, and refusing truncated or garbage data.
final class UIImageJPEGTests: XCTestCase {
    /// A scratch directory for the files the tests write.
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-jpeg-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    /// A canvas of `blocks` (colour per block of `block`×`block` pixels, row by row) with
    /// a band of `edge` pixels on each side of every block border left out: JPEG's
    /// transform rings there.
    private static func blocks(_ blocks: [[RGBA]], block: Int, edge: Int = 1) -> ReferenceCanvas {
        var canvas = ReferenceCanvas(width: blocks[0].count * block, height: blocks.count * block)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let nearBorderX = (x % block) < edge || (x % block) >= block - edge
                let nearBorderY = (y % block) < edge || (y % block) >= block - edge
                let column = x / block, row = y / block
                let crossesX = (nearBorderX && ((x % block < edge && column > 0 && blocks[row][column - 1] != blocks[row][column])
                    || (x % block >= block - edge && column + 1 < blocks[row].count && blocks[row][column + 1] != blocks[row][column])))
                let crossesY = (nearBorderY && ((y % block < edge && row > 0 && blocks[row - 1][column] != blocks[row][column])
                    || (y % block >= block - edge && row + 1 < blocks.count && blocks[row + 1][column] != blocks[row][column])))
                canvas[x, y] = crossesX || crossesY ? nil : blocks[row][column]
            }
        }
        return canvas
    }

    func testDecodesAColourJPEGMadeByCjpeg() throws {
        try MainActor.assumeIsolated {
            let image = try XCTUnwrap(UIImage(data: JPEGFixtures.quadrants))
            XCTAssertEqual(image.size, CGSize(width: 16, height: 16))
            XCTAssertEqual(image.imageOrientation, .up)
            let cg = try XCTUnwrap(image.cgImage)
            assertImage(cg.pixmanImage, matches: Self.blocks([[.red, .blue], [.red, .white]], block: 8),
                        tolerance: 8, name: "jpeg-cjpeg-quadrants")
        }
    }

    func testDecodesAGreyscaleJPEG() throws {
        try MainActor.assumeIsolated {
            let image = try XCTUnwrap(UIImage(data: JPEGFixtures.grey))
            XCTAssertEqual(image.size, CGSize(width: 8, height: 8))
            let cg = try XCTUnwrap(image.cgImage)
            assertImage(cg.pixmanImage, matches: Self.blocks([[.black, RGBA(200, 200, 200)], [.black, RGBA(200, 200, 200)]], block: 4),
                        tolerance: 6, name: "jpeg-grey")
        }
    }

    func testDecodesACMYKJPEGAsInvertedAdobeCMYK() throws {
        try MainActor.assumeIsolated {
            let image = try XCTUnwrap(UIImage(data: JPEGFixtures.cmyk))
            XCTAssertEqual(image.size, CGSize(width: 8, height: 8))
            let cg = try XCTUnwrap(image.cgImage)
            // Red stays red; K 50 % (inverted 128) is grey 128.
            assertImage(cg.pixmanImage, matches: Self.blocks([[.red, RGBA(128, 128, 128)], [.red, RGBA(128, 128, 128)]], block: 4),
                        tolerance: 8, name: "jpeg-cmyk")
        }
    }

    func testJPEGDataReadsBackCloseToTheImage() throws {
        try MainActor.assumeIsolated {
            // 16×16 blocks: JPEG's 4:2:0 chroma is sampled over 16×16 pixels.
            let colours: [[RGBA]] = [[.red, .green, .blue], [.white, .black, RGBA(40, 120, 200)]]
            let source = makeImage(width: 48, height: 32) { x, y in colours[y / 16][x / 16] }
            let data = try XCTUnwrap(UIImage(cgImage: source).jpegData(compressionQuality: 0.95))
            XCTAssertEqual(Array(data.prefix(3)), [0xFF, 0xD8, 0xFF])
            let decoded = try XCTUnwrap(UIImage(data: data))
            XCTAssertEqual(decoded.size, CGSize(width: 48, height: 32))
            assertImage(try XCTUnwrap(decoded.cgImage).pixmanImage, matches: Self.blocks(colours, block: 16, edge: 2),
                        tolerance: 10, name: "jpeg-round-trip")
        }
    }

    func testCompressionQualityTradesSizeForFidelity() throws {
        try MainActor.assumeIsolated {
            // Noise: nothing for a low quality to keep.
            var seed: UInt32 = 12345
            let source = makeImage(width: 64, height: 64) { _, _ in
                seed = seed &* 1_103_515_245 &+ 12345
                return RGBA(Int(seed >> 24), Int((seed >> 16) & 0xFF), Int((seed >> 8) & 0xFF))
            }
            let image = UIImage(cgImage: source)
            let low = try XCTUnwrap(image.jpegData(compressionQuality: 0.1))
            let high = try XCTUnwrap(image.jpegData(compressionQuality: 1))
            XCTAssertLessThan(low.count * 2, high.count, "quality 0.1: \(low.count) bytes, 1: \(high.count)")
            XCTAssertNotNil(UIImage(data: low))
            // Out of range is clamped, not refused.
            XCTAssertEqual(try XCTUnwrap(image.jpegData(compressionQuality: 7)), high)
            XCTAssertNotNil(image.jpegData(compressionQuality: -1))
        }
    }

    func testTranslucentPixelsAreEncodedOverBlack() throws {
        try MainActor.assumeIsolated {
            let source = makeImage(width: 16, height: 16) { _, _ in RGBA(unit: 1, 1, 1, alpha: 0.5) }
            let decoded = try XCTUnwrap(UIImage(data: try XCTUnwrap(UIImage(cgImage: source).jpegData(compressionQuality: 1))))
            let pixel = RGBA(pixel: try XCTUnwrap(decoded.cgImage).pixmanImage.pixel(x: 8, y: 8))
            XCTAssertEqual(pixel.a, 255)
            XCTAssertEqual(pixel.r, 128, accuracy: 3)
        }
    }

    func testTheFormatIsToldByTheBytesNotTheName() throws {
        let directory: URL = directory
        try MainActor.assumeIsolated {
            let misnamed = directory.appendingPathComponent("photo@2x.png")
            try JPEGFixtures.quadrants.write(to: misnamed)
            let image = try XCTUnwrap(UIImage(contentsOfFile: misnamed.path))
            XCTAssertEqual(image.scale, 2)
            XCTAssertEqual(image.size, CGSize(width: 8, height: 8))
            XCTAssertEqual(RGBA(pixel: try XCTUnwrap(image.cgImage).pixmanImage.pixel(x: 2, y: 2)).r, 255, accuracy: 8)
        }
    }

    func testTruncatedOrGarbageJPEGIsNil() {
        MainActor.assumeIsolated {
            let jpeg = JPEGFixtures.quadrants
            XCTAssertNil(UIImage(data: jpeg.prefix(jpeg.count - 40)), "truncated in the scan")
            XCTAssertNil(UIImage(data: jpeg.prefix(jpeg.count / 2)), "truncated in the tables")
            XCTAssertNil(UIImage(data: jpeg.prefix(3)))
            XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01])))
            XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF]) + Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 37) })))
            var corrupt = jpeg
            for i in 200..<jpeg.count - 2 { corrupt[i] = 0xFF }
            XCTAssertNil(UIImage(data: corrupt), "scan data destroyed")
            XCTAssertNil(UIImage().jpegData(compressionQuality: 1))
        }
    }

    func testEXIFOrientationTurnsThePixelsUpright() throws {
        try MainActor.assumeIsolated {
            // Stored 32×16: the left half red, the right half blue.
            let stored = makeImage(width: 32, height: 16) { x, _ in x < 16 ? .red : .blue }
            let jpeg = try XCTUnwrap(UIImage(cgImage: stored).jpegData(compressionQuality: 1))
            // (EXIF value, byte order, size shown, colour at the shown top left, at the shown bottom right)
            let cases: [(UInt16, Bool, CGSize, RGBA, RGBA)] = [
                (1, true, CGSize(width: 32, height: 16), .red, .blue),
                (3, false, CGSize(width: 32, height: 16), .blue, .red),        // upside down
                (2, true, CGSize(width: 32, height: 16), .blue, .red),         // mirrored
                (6, true, CGSize(width: 16, height: 32), .red, .blue),         // turn clockwise: left half on top
                (6, false, CGSize(width: 16, height: 32), .red, .blue),
                (8, false, CGSize(width: 16, height: 32), .blue, .red),        // anticlockwise: left half at the bottom
                (5, true, CGSize(width: 16, height: 32), .red, .blue),         // transposed
            ]
            for (value, bigEndian, size, topLeft, bottomRight) in cases {
                let label = "orientation \(value) \(bigEndian ? "MM" : "II")"
                let image = try XCTUnwrap(UIImage(data: JPEGFixtures.withOrientation(value, jpeg, bigEndian: bigEndian)), label)
                XCTAssertEqual(image.size, size, label)
                XCTAssertEqual(image.imageOrientation, .up, label)
                let pixels = try XCTUnwrap(image.cgImage).pixmanImage
                let first = RGBA(pixel: pixels.pixel(x: 2, y: 2))
                let last = RGBA(pixel: pixels.pixel(x: pixels.width - 3, y: pixels.height - 3))
                for (got, want, place) in [(first, topLeft, "top left"), (last, bottomRight, "bottom right")] {
                    XCTAssertLessThanOrEqual(abs(got.r - want.r) + abs(got.g - want.g) + abs(got.b - want.b), 24,
                                             "\(label) \(place): \(got), expected \(want)")
                }
            }
        }
    }

    func testOrientationOfAnImageMadeFromACGImage() throws {
        try MainActor.assumeIsolated {
            let stored = makeImage(width: 4, height: 2) { x, y in x == 0 && y == 0 ? .red : .blue }
            let turned = UIImage(cgImage: stored, scale: 2, orientation: .right)
            XCTAssertEqual(turned.size, CGSize(width: 1, height: 2))
            XCTAssertEqual(turned.imageOrientation, .up)
            let pixels = try XCTUnwrap(turned.cgImage).pixmanImage
            // Turned clockwise, the stored top-left pixel is at the top right.
            XCTAssertEqual(RGBA(pixel: pixels.pixel(x: 1, y: 0)), .red)
            XCTAssertEqual(RGBA(pixel: pixels.pixel(x: 0, y: 0)), .blue)
        }
    }

    func testRendererJPEGData() throws {
        try MainActor.assumeIsolated {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16))
            let data = renderer.jpegData(withCompressionQuality: 0.9) { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
            let image = try XCTUnwrap(UIImage(data: data))
            let pixel = RGBA(pixel: try XCTUnwrap(image.cgImage).pixmanImage.pixel(x: 8, y: 8))
            XCTAssertLessThanOrEqual(abs(pixel.r - 0) + abs(pixel.g - 255) + abs(pixel.b - 0), 12, "\(pixel)")
        }
    }
}
