import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// CATextLayer: Core Animation's defaults, text from the top-left of the bounds in the
/// layer's font, size and colour, alignment, wrapping, clipping and attributed runs.
final class CATextLayerTests: XCTestCase {
    /// Renders a 300×200 black window with `layer` in it.
    @MainActor
    private static func render(_ layer: CATextLayer) -> PixmanImage {
        let window = makeRenderWindow(width: 300, height: 200, background: .black)
        window.layer.addSublayer(layer)
        return renderedImage(of: window)
    }

    private static let all = CGRect(x: 0, y: 0, width: 300, height: 200)

    /// Light pixels: the white text on black.
    private static func light(_ c: RGBA) -> Bool { c.r > 128 && c.g > 128 && c.b > 128 }

    func testDefaultsAreCoreAnimations() {
        MainActor.assumeIsolated {
            let layer = CATextLayer()
            XCTAssertNil(layer.string)
            XCTAssertNil(layer.font)
            XCTAssertEqual(layer.fontSize, 36)
            XCTAssertEqual(layer.foregroundColor?.rgba.red, 1)
            XCTAssertEqual(layer.foregroundColor?.rgba.alpha, 1)
            XCTAssertFalse(layer.isWrapped)
            XCTAssertEqual(layer.truncationMode, .none)
            XCTAssertEqual(layer.alignmentMode, .natural)
            XCTAssertTrue(Self.render(layer).pixel(x: 150, y: 100) & 0xFFFFFF == 0, "nothing drawn without a string")
        }
    }

    func testTextStartsAtTheTopLeftInTheLayersSizeAndColour() {
        MainActor.assumeIsolated {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 20, y: 30, width: 250, height: 100)
            layer.string = "Hello"
            layer.fontSize = 30
            let ink = try! XCTUnwrap(pixelBounds(in: Self.render(layer), Self.all, where: Self.light))
            XCTAssertEqual(ink.minX, 20, accuracy: 4, "from the left edge")
            XCTAssertGreaterThanOrEqual(ink.minY, 30)
            XCTAssertLessThan(ink.minY, 30 + 15, "from the top, not centred")
            XCTAssertEqual(ink.height, 22, accuracy: 4, "a 30-point H is about 22 pixels tall")

            layer.foregroundColor = UIColor.red.cgColor
            layer.fontSize = 15
            let image = Self.render(layer)
            let red = try! XCTUnwrap(pixelBounds(in: image, Self.all) { $0.r > 150 && $0.g < 80 })
            XCTAssertLessThan(red.height, ink.height * 0.7, "half the size")
            XCTAssertNil(pixelBounds(in: image, Self.all, where: Self.light))
        }
    }

    func testAlignmentWrappingAndClipping() {
        MainActor.assumeIsolated {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 10, y: 10, width: 200, height: 150)
            layer.fontSize = 20
            layer.string = "right"
            layer.alignmentMode = .right
            let right = try! XCTUnwrap(pixelBounds(in: Self.render(layer), Self.all, where: Self.light))
            XCTAssertEqual(right.maxX, 210, accuracy: 4, "against the right edge")

            layer.alignmentMode = .natural
            layer.string = "one two three four five six seven eight nine ten"
            let unwrapped = Self.render(layer)
            func lightRows(_ image: PixmanImage) -> Int {
                var rows: [Int] = []
                for y in 0..<200 where (0..<300).contains(where: { Self.light(RGBA(pixel: image.pixel(x: $0, y: y))) }) { rows.append(y) }
                var runs = 0
                for (i, y) in rows.enumerated() where i == 0 || rows[i - 1] != y - 1 { runs += 1 }
                return runs
            }
            XCTAssertEqual(lightRows(unwrapped), 1, "one line")
            XCTAssertLessThanOrEqual(pixelBounds(in: unwrapped, Self.all, where: Self.light)!.maxX, 210, "clipped to the bounds")
            layer.isWrapped = true
            XCTAssertGreaterThanOrEqual(lightRows(Self.render(layer)), 2, "wrapped at the width")
        }
    }

    func testAttributedStringsKeepTheirRuns() {
        MainActor.assumeIsolated {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 10, y: 10, width: 280, height: 100)
            let text = NSMutableAttributedString(string: "plain ", attributes: [:])
            text.append(NSAttributedString(string: "GREEN", attributes: [.foregroundColor: UIColor.green,
                                                                           .font: UIFont.boldSystemFont(ofSize: 30)]))
            layer.string = text
            layer.fontSize = 20
            let image = Self.render(layer)
            let green = try! XCTUnwrap(pixelBounds(in: image, Self.all) { $0.g > 150 && $0.r < 80 && $0.b < 80 })
            let plain = try! XCTUnwrap(pixelBounds(in: image, Self.all, where: Self.light))
            XCTAssertLessThan(plain.maxX, green.minX, "the plain run in the layer's colour, then the green one")
            XCTAssertGreaterThan(green.height, plain.height, "the run's own, larger font")
        }
    }
}
