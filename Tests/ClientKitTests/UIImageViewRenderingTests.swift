import Foundation
import XCTest
@testable import ClientKit

/// An image view that counts the draws it is asked for (UIKit never asks).
private final class CountingImageView: UIImageView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// UIImageView: content modes, resizing without redrawing, resizable images, scale,
/// highlighting and sizing. Expected images are computed from geometry here.
final class UIImageViewRenderingTests: XCTestCase {
    /// A 20×10 image of quadrants: red top-left, green top-right, blue bottom-left,
    /// yellow bottom-right.
    @MainActor
    private static func quadrants(scale: CGFloat = 1) -> UIImage {
        let w = Int(20 * scale), h = Int(10 * scale)
        let cg = makeImage(width: w, height: h) { x, y in
            switch (x < w / 2, y < h / 2) {
            case (true, true): .red
            case (false, true): .green
            case (true, false): .blue
            case (false, false): .yellow
            }
        }
        return UIImage(cgImage: cg, scale: scale)
    }

    /// The expected window: white, with the quadrants in `r` (window coordinates).
    private static func expectedQuadrants(in r: CGRect, band: CGFloat) -> ReferenceCanvas {
        var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
        let w = r.width / 2, h = r.height / 2
        expected.fill(CGRect(x: r.minX, y: r.minY, width: w, height: h), .red, tolerance: Double(band))
        expected.fill(CGRect(x: r.minX + w, y: r.minY, width: w, height: h), .green, tolerance: Double(band))
        expected.fill(CGRect(x: r.minX, y: r.minY + h, width: w, height: h), .blue, tolerance: Double(band))
        expected.fill(CGRect(x: r.minX + w, y: r.minY + h, width: w, height: h), .yellow, tolerance: Double(band))
        return expected
    }

    func testContentModes() {
        MainActor.assumeIsolated {
            let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft,
                                               .bottomRight, .top, .bottom, .left, .right, .topRight, .bottomLeft]
            for mode in modes {
                let window = makeRenderWindow()
                let view = UIImageView(image: Self.quadrants())
                view.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
                view.contentMode = mode
                window.addSubview(view)
                spinMainRunLoop()
                let r = expectedPlacementOf20x10In60x40(mode).offsetBy(dx: 20, dy: 20)
                // Scaling blurs the quadrant edges over about one source pixel.
                let band = r.width != 20 ? r.width / 20 + 0.5 : 0.5
                assertImage(renderedImage(of: window), matches: Self.expectedQuadrants(in: r, band: band),
                            tolerance: 3, name: "image-view-\(mode)")
            }
        }
    }

    func testResizingRecompositesWithoutDrawing() {
        MainActor.assumeIsolated {
            for mode in [UIView.ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw] {
                let window = makeRenderWindow()
                let image = Self.quadrants()
                let view = CountingImageView(image: image)
                XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
                view.contentMode = mode
                view.frame.origin = CGPoint(x: 20, y: 20)
                window.addSubview(view)
                spinMainRunLoop()
                _ = renderedImage(of: window)
                let contents = view.layer.contents as? CGImage
                XCTAssertTrue(contents === image.cgImage, "the image's bitmap is the layer's contents")

                view.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
                spinMainRunLoop()
                XCTAssertEqual(view.draws, 0, "\(mode): an image view never draws")
                XCTAssertTrue(view.layer.contents as? CGImage === contents, "\(mode): same contents")
                let r = expectedPlacementOf20x10In60x40(mode).offsetBy(dx: 20, dy: 20)
                assertImage(renderedImage(of: window), matches: Self.expectedQuadrants(in: r, band: r.width / 20 + 0.5),
                            tolerance: 3, name: "image-view-resized-\(mode)")
            }
        }
    }

    func testImageScaleSetsThePointSize() {
        MainActor.assumeIsolated {
            // 40×20 pixels at scale 2: 20×10 points, shown unscaled in .topLeft.
            let window = makeRenderWindow()
            let image = Self.quadrants(scale: 2)
            XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
            view.contentMode = .topLeft
            window.addSubview(view)
            spinMainRunLoop()
            assertImage(renderedImage(of: window),
                        matches: Self.expectedQuadrants(in: CGRect(x: 20, y: 20, width: 20, height: 10), band: 1),
                        tolerance: 3, name: "image-view-scale-2")
        }
    }

    func testResizableImageStretchesWithContentsCenter() {
        MainActor.assumeIsolated {
            // 9×9 in 3×3 blocks; caps of 3 keep their size in a 60×30 view.
            let colors: [[RGBA]] = [[.red, .green, .blue], [.yellow, .white, .cyan], [.magenta, .black, RGBA(0, 0, 128)]]
            let image = UIImage(cgImage: makeImage(width: 9, height: 9) { x, y in colors[y / 3][x / 3] })
                .resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
            let window = makeRenderWindow(background: .black)
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 10, y: 20, width: 60, height: 30)
            window.addSubview(view)
            spinMainRunLoop()
            XCTAssertEqual(view.layer.contentsCenter, CGRect(x: 3.0 / 9, y: 3.0 / 9, width: 3.0 / 9, height: 3.0 / 9))
            var expected = ReferenceCanvas(width: 100, height: 80, background: .black)
            let xs: [CGFloat] = [10, 13, 67, 70], ys: [CGFloat] = [20, 23, 47, 50]
            for row in 0..<3 {
                for column in 0..<3 {
                    expected.fill(CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
                                         height: ys[row + 1] - ys[row]), colors[row][column])
                }
            }
            assertImage(renderedImage(of: window), matches: expected, tolerance: 3, name: "image-view-nine-part")
        }
    }

    func testHighlightedImageAndSizing() {
        MainActor.assumeIsolated {
            let normal = UIImage(cgImage: makeImage(width: 10, height: 10) { _, _ in .red })
            let highlighted = UIImage(cgImage: makeImage(width: 12, height: 8) { _, _ in .blue })
            let view = UIImageView(image: normal, highlightedImage: highlighted)
            XCTAssertFalse(view.isUserInteractionEnabled, "image views ignore touches by default")
            XCTAssertFalse(UIImageView(frame: .zero).isUserInteractionEnabled)
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 10, height: 10))
            XCTAssertEqual(view.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 10, height: 10))
            XCTAssertTrue(view.layer.contents as? CGImage === normal.cgImage)
            view.isHighlighted = true
            XCTAssertTrue(view.layer.contents as? CGImage === highlighted.cgImage)
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 12, height: 8))
            view.highlightedImage = nil
            XCTAssertTrue(view.layer.contents as? CGImage === normal.cgImage, "no highlighted image: the image shows")
            view.image = nil
            XCTAssertNil(view.layer.contents)
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: -1, height: -1))
            view.sizeToFit()
            XCTAssertEqual(view.bounds.size, .zero)
        }
    }

    func testChangingTheImageRecomposites() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow()
            let view = UIImageView(image: UIImage(cgImage: makeImage(width: 10, height: 10) { _, _ in .red }))
            view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            window.addSubview(view)
            spinMainRunLoop()
            _ = renderedImage(of: window)
            view.image = UIImage(cgImage: makeImage(width: 10, height: 10) { _, _ in .green })
            var expected = ReferenceCanvas(width: 100, height: 80, background: .white)
            expected.fill(CGRect(x: 10, y: 10, width: 20, height: 20), .green)
            assertImage(renderedImage(of: window), matches: expected, name: "image-view-changed")
        }
    }

    /// Rendering modes: a template image shows its alpha in the image view's tint colour
    /// (following tint changes); `withTintColor(_:)` bakes a colour in and draws as it
    /// is; `withRenderingMode(_:)` keeps the bitmap; `.automatic` draws the original.
    func testTemplateImagesShowInTheTintColour() {
        MainActor.assumeIsolated {
            // 4×2: opaque red on the left, half-transparent (premultiplied) red on the right.
            let cg = makeImage(width: 4, height: 2) { x, _ in x < 2 ? RGBA(255, 0, 0) : RGBA(128, 0, 0, 128) }
            let original = UIImage(cgImage: cg)
            XCTAssertEqual(original.renderingMode, .automatic)
            let template = original.withRenderingMode(.alwaysTemplate)
            XCTAssertEqual(template.renderingMode, .alwaysTemplate)
            XCTAssertTrue(template.cgImage === original.cgImage, "the same bitmap")
            XCTAssertEqual(template.size, original.size)

            @MainActor func shown(_ view: UIImageView) -> [RGBA] {
                guard let contents = view.layer.contents as? CGImage else { return [] }
                let pixels = contents.pixmanImage
                return [RGBA(pixel: pixels.pixel(x: 0, y: 0)), RGBA(pixel: pixels.pixel(x: 3, y: 1))]
            }
            func near(_ a: [RGBA], _ b: [RGBA]) -> Bool {
                a.count == b.count && zip(a, b).allSatisfy { abs($0.r - $1.r) <= 1 && abs($0.g - $1.g) <= 1
                    && abs($0.b - $1.b) <= 1 && abs($0.a - $1.a) <= 1 }
            }
            let view = UIImageView(image: template)
            view.tintColor = .green
            XCTAssertTrue(near(shown(view), [RGBA(0, 255, 0), RGBA(0, 128, 0, 128)]), "\(shown(view))")
            view.tintColor = .blue
            XCTAssertTrue(near(shown(view), [RGBA(0, 0, 255), RGBA(0, 0, 128, 128)]), "a new tint: \(shown(view))")
            let parent = UIView()
            parent.tintColor = .green
            let inherited = UIImageView(image: template)
            parent.addSubview(inherited)
            XCTAssertTrue(near(shown(inherited), [RGBA(0, 255, 0), RGBA(0, 128, 0, 128)]), "the inherited tint")
            view.image = original
            XCTAssertTrue(shown(view).first == RGBA(255, 0, 0), "an original image shows its own colours")
            view.image = original.withRenderingMode(.alwaysOriginal)
            XCTAssertTrue(shown(view).first == RGBA(255, 0, 0))

            let baked = original.withTintColor(.blue)
            XCTAssertEqual(baked.renderingMode, .alwaysOriginal)
            view.image = baked
            view.tintColor = .green
            XCTAssertTrue(near(shown(view), [RGBA(0, 0, 255), RGBA(0, 0, 128, 128)]), "baked: the tint does not apply")
            XCTAssertEqual(original.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode, .alwaysTemplate)
            XCTAssertEqual(template.resizableImage(withCapInsets: .zero).renderingMode, .alwaysTemplate)
        }
    }
}
