import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// UIImage: PNG decoding and encoding, file names and scale, drawing, resizable images,
/// and UIGraphicsImageRenderer.
final class UIImageTests: XCTestCase {
    /// A scratch directory for the PNG files the tests write.
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    /// The pixels of `image` as premultiplied colours, row by row.
    private static func pixels(_ image: CGImage) -> [RGBA] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in RGBA(pixel: image.pixmanImage.pixel(x: x, y: y)) } }
    }

    /// A 6×4 image with opaque, translucent and transparent premultiplied pixels.
    @MainActor
    private static func sampleImage() -> CGImage {
        makeImage(width: 6, height: 4) { x, y in
            switch (x + y) % 4 {
            case 0: RGBA(x * 40, y * 60, 200)
            case 1: RGBA(unit: 1, 0.5, 0.25, alpha: 0.5)
            case 2: RGBA(3, 2, 1, 10)
            default: .clear
            }
        }
    }

    func testPNGDataReadsBackIdentical() throws {
        try MainActor.assumeIsolated {
            let source = Self.sampleImage()
            let data = try XCTUnwrap(UIImage(cgImage: source).pngData())
            XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let decoded = try XCTUnwrap(UIImage(data: data))
            XCTAssertEqual(decoded.size, CGSize(width: 6, height: 4))
            XCTAssertEqual(decoded.scale, 1)
            let cg = try XCTUnwrap(decoded.cgImage)
            XCTAssertEqual(Self.pixels(cg), Self.pixels(source))
        }
    }

    func testLoadsAPNGFileWrittenByTheTest() throws {
        let directory: URL = directory
        try MainActor.assumeIsolated {
            // Written by StrataPixman's own encoder, independent of cairo.
            let pixels = PixmanImage(format: .a8r8g8b8, width: 5, height: 3)
            for y in 0..<3 {
                for x in 0..<5 { pixels.setPixel(x: x, y: y, RGBA(x * 50, y * 100, 17).pixel) }
            }
            pixels.setPixel(x: 4, y: 2, RGBA(unit: 0, 1, 0, alpha: 0.6).pixel)
            let url = directory.appendingPathComponent("swatch.png")
            try Data(PNGEncoder.encode(pixels)).write(to: url)

            let image = try XCTUnwrap(UIImage(contentsOfFile: url.path))
            XCTAssertEqual(image.size, CGSize(width: 5, height: 3))
            XCTAssertEqual(image.scale, 1)
            let cg = try XCTUnwrap(image.cgImage)
            for y in 0..<3 {
                for x in 0..<5 {
                    let want = RGBA(pixel: pixels.pixel(x: x, y: y)), got = RGBA(pixel: cg.pixmanImage.pixel(x: x, y: y))
                    XCTAssertLessThanOrEqual(abs(want.r - got.r) + abs(want.g - got.g) + abs(want.b - got.b) + abs(want.a - got.a),
                                             2, "(\(x), \(y)): \(got) vs \(want)")
                }
            }
        }
    }

    func testScaleComesFromTheFileName() throws {
        let directory: URL = directory
        try MainActor.assumeIsolated {
            let png = Data(PNGEncoder.encode(makeImage(width: 8, height: 6) { _, _ in .red }.pixmanImage))
            for (name, scale) in [("icon@2x.png", 2.0), ("icon@3x.png", 3.0), ("icon@2x~ipad.png", 2.0),
                                  ("plain.png", 1.0), ("x@2.png", 1.0)] {
                let url = directory.appendingPathComponent(name)
                try png.write(to: url)
                let image = try XCTUnwrap(UIImage(contentsOfFile: url.path), name)
                XCTAssertEqual(image.scale, CGFloat(scale), name)
                XCTAssertEqual(image.size, CGSize(width: 8 / scale, height: 6 / scale), name)
            }
        }
    }

    func testRejectsWhatIsNotAnImage() {
        let directory: URL = directory
        MainActor.assumeIsolated {
            XCTAssertNil(UIImage(data: Data()))
            XCTAssertNil(UIImage(data: Data("not an image at all".utf8)))
            // A truncated PNG.
            let png = Data(PNGEncoder.encode(makeImage(width: 4, height: 4) { _, _ in .blue }.pixmanImage))
            XCTAssertNil(UIImage(data: png.prefix(png.count / 2)))
            XCTAssertNil(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path))
            XCTAssertNil(UIImage().pngData())
            XCTAssertEqual(UIImage().size, .zero)
        }
    }

    func testRendererDrawsIntoAnImageOfItsSize() throws {
        try MainActor.assumeIsolated {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
            XCTAssertEqual(renderer.format.scale, 1)
            XCTAssertFalse(renderer.format.opaque)
            let image = renderer.image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                // UIKit drawing goes to the renderer's context, which is current.
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 10, y: 5, width: 10, height: 5))
                XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext)
            }
            XCTAssertNil(UIGraphicsGetCurrentContext(), "the context is popped afterwards")
            XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
            let cg = try XCTUnwrap(image.cgImage)
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 3, y: 3)), .red)
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 15, y: 7)), .blue)
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 15, y: 2)), .clear)
        }
    }

    func testRendererBoundsScaleOpaqueAndPNG() throws {
        try MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            format.opaque = true
            // The bounds origin is the user-space point at the top-left corner.
            let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 8, height: 4), format: format)
            let image = renderer.image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 100, y: 50, width: 4, height: 4))
                UIColor.blue.setStroke()
                context.stroke(CGRect(x: 104.5, y: 50.5, width: 3, height: 3))
            }
            XCTAssertEqual(image.scale, 2)
            XCTAssertEqual(image.size, CGSize(width: 8, height: 4))
            let cg = try XCTUnwrap(image.cgImage)
            XCTAssertEqual(cg.width, 16)
            XCTAssertEqual(cg.height, 8)
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 7, y: 7)), .green)
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 12, y: 4)), .black, "opaque bitmaps start black")
            // The 1-point stroke straddles x = 104.5: pixels 8 and 9 at scale 2.
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 9, y: 4)), .blue)
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 10, y: 4)), .black)

            let data = renderer.pngData { context in
                UIColor.red.setFill()
                context.fill(renderer.bounds)
            }
            let decoded = try XCTUnwrap(UIImage(data: data)?.cgImage)
            XCTAssertEqual(decoded.width, 16)
            XCTAssertEqual(RGBA(pixel: decoded.pixmanImage.pixel(x: 15, y: 7)), .red)
        }
    }

    func testDrawAtPointIsUpright() throws {
        try MainActor.assumeIsolated {
            // Top row red, the rest blue.
            let image = UIImage(cgImage: makeImage(width: 4, height: 4) { _, y in y == 0 ? .red : .blue })
            let result = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                image.draw(at: CGPoint(x: 3, y: 2))
                image.draw(in: CGRect(x: 0, y: 6, width: 2, height: 4), blendMode: .normal, alpha: 0.5)
            }
            let px = try XCTUnwrap(result.cgImage).pixmanImage
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 4, y: 2)), .red)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 4, y: 5)), .blue)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 2, y: 2)), .clear)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 1, y: 9)), RGBA.blue.faded(0.5), "drawn at half alpha")
        }
    }

    /// A 9×9 image in nine 3×3 blocks of different colours: the parts of cap insets 3.
    private static let blockColors: [[RGBA]] = [
        [.red, .green, .blue],
        [.yellow, .white, .cyan],
        [.magenta, RGBA(128, 0, 0), RGBA(0, 0, 128)],
    ]

    @MainActor
    private static func blockImage() -> UIImage {
        UIImage(cgImage: makeImage(width: 9, height: 9) { x, y in blockColors[y / 3][x / 3] })
    }

    /// The column (or row) block of destination coordinate `v` in a `length`-long area
    /// with caps of 3 on both ends.
    private static func block(_ v: Int, length: Int) -> Int {
        v < 3 ? 0 : v >= length - 3 ? 2 : 1
    }

    func testStretchedNinePartKeepsCornersUnscaled() throws {
        try MainActor.assumeIsolated {
            let image = Self.blockImage().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                                         resizingMode: .stretch)
            XCTAssertEqual(image.resizingMode, .stretch)
            XCTAssertEqual(image.size, CGSize(width: 9, height: 9))
            let result = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 21)).image { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 21))
            }
            let px = try XCTUnwrap(result.cgImage).pixmanImage
            var bad: [String] = []
            for y in 0..<21 {
                for x in 0..<30 {
                    let want = Self.blockColors[Self.block(y, length: 21)][Self.block(x, length: 30)]
                    let got = RGBA(pixel: px.pixel(x: x, y: y))
                    if got != want { bad.append("(\(x), \(y)) \(got) ≠ \(want)") }
                }
            }
            XCTAssertEqual(bad.count, 0, bad.prefix(5).joined(separator: "; "))
        }
    }

    func testTiledNinePartRepeatsTheInterior() throws {
        try MainActor.assumeIsolated {
            // 7×7: caps of 2, a 3×3 interior whose columns are red, green, blue.
            let source = UIImage(cgImage: makeImage(width: 7, height: 7) { x, y in
                if x < 2 || x >= 5 || y < 2 || y >= 5 { return .black }
                return [RGBA.red, .green, .blue][x - 2]
            })
            let image = source.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            XCTAssertEqual(image.resizingMode, .tile, "UIKit's default for resizableImage(withCapInsets:)")
            let result = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 10)).image { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 14, height: 10))
            }
            let px = try XCTUnwrap(result.cgImage).pixmanImage
            for y in 0..<10 {
                for x in 0..<14 {
                    let want: RGBA = (x < 2 || x >= 12 || y < 2 || y >= 8) ? .black : [RGBA.red, .green, .blue][(x - 2) % 3]
                    XCTAssertEqual(RGBA(pixel: px.pixel(x: x, y: y)), want, "(\(x), \(y))")
                }
            }
        }
    }

    func testCapsShrinkWhenTheAreaIsTooSmall() throws {
        try MainActor.assumeIsolated {
            let image = Self.blockImage().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                                         resizingMode: .stretch)
            // 4 points wide: the 3 + 3 caps shrink to 2 + 2, no middle.
            let result = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 9)).image { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 9))
            }
            let px = try XCTUnwrap(result.cgImage).pixmanImage
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 0, y: 0)), .red)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 3, y: 0)), .blue)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 0, y: 4)), .yellow)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 3, y: 8)), RGBA(0, 0, 128))
        }
    }

    func testLegacyImageContextFunctions() throws {
        try MainActor.assumeIsolated {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 3))
            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()
            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
            XCTAssertEqual(image.size, CGSize(width: 4, height: 3))
            XCTAssertEqual(image.scale, 2)
            let px = try XCTUnwrap(image.cgImage).pixmanImage
            XCTAssertEqual(px.width, 8)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 3, y: 5)), .red)
            XCTAssertEqual(RGBA(pixel: px.pixel(x: 5, y: 5)), .clear)

            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
            let opaque = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
            UIGraphicsEndImageContext()
            XCTAssertEqual(opaque.width, 2, "scale 0 is the screen's, 1")
            XCTAssertEqual(RGBA(pixel: opaque.pixmanImage.pixel(x: 1, y: 1)), .black)
        }
    }

    func testDrawAsPatternTilesFromTheRectCorner() throws {
        try MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeImage(width: 2, height: 1) { x, _ in x == 0 ? .red : .blue })
            let result = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 3)).image { _ in
                image.drawAsPattern(in: CGRect(x: 1, y: 0, width: 5, height: 3))
            }
            let px = try XCTUnwrap(result.cgImage).pixmanImage
            let row = (0..<8).map { RGBA(pixel: px.pixel(x: $0, y: 2)) }
            XCTAssertEqual(row, [.clear, .red, .blue, .red, .blue, .red, .clear, .clear])
        }
    }

    func testOpaqueRGBPNGDecodesOpaque() throws {
        try MainActor.assumeIsolated {
            // An x8r8g8b8 image encodes as an RGB PNG (no alpha channel).
            let pixels = PixmanImage(format: .x8r8g8b8, width: 3, height: 2)
            for y in 0..<2 {
                for x in 0..<3 { pixels.setPixel(x: x, y: y, UInt32(x * 80) << 16 | UInt32(y * 200) << 8 | 9) }
            }
            let image = try XCTUnwrap(UIImage(data: Data(PNGEncoder.encode(pixels))))
            let cg = try XCTUnwrap(image.cgImage)
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 2, y: 1)), RGBA(160, 200, 9, 255))
            XCTAssertEqual(RGBA(pixel: cg.pixmanImage.pixel(x: 0, y: 0)), RGBA(0, 0, 9, 255))
        }
    }

    func testStretchableImageWithLeftCapWidth() throws {
        try MainActor.assumeIsolated {
            // 5 wide: left cap 2 (red), middle column 2 (green), right cap 2 (blue).
            let image = UIImage(cgImage: makeImage(width: 5, height: 1) { x, _ in x < 2 ? .red : x == 2 ? .green : .blue })
                .stretchableImage(withLeftCapWidth: 2, topCapHeight: 0)
            XCTAssertEqual(image.leftCapWidth, 2)
            XCTAssertEqual(image.topCapHeight, 0)
            XCTAssertEqual(image.capInsets, UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
            let result = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 2)).image { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 2))
            }
            let px = try XCTUnwrap(result.cgImage).pixmanImage
            XCTAssertEqual((0..<10).map { RGBA(pixel: px.pixel(x: $0, y: 1)) },
                           [.red, .red, .green, .green, .green, .green, .green, .green, .blue, .blue])
        }
    }
}
