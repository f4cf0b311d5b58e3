import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Text fields rendered through a window and compared with an independent Pango
/// rendering (`python/render_text.py`): text with the caret after it, and the
/// placeholder.
final class UITextFieldRenderingTests: XCTestCase {
    private static let tolerance = 4
    private static let caretBlue: [Double] = [0, 122.0 / 255.0, 1, 1]

    func testTextWithCaret() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 160, height: 40)
            let field = UITextField(frame: CGRect(x: 4, y: 6, width: 150, height: 28))
            field.text = "Type 中文"
            window.addSubview(field)
            XCTAssertTrue(field.becomeFirstResponder())
            spinMainRunLoop()
            let image = renderedImage(of: window)
            guard let expected = pythonReferenceImage(width: 160, height: 40, texts: [
                ReferenceText(text: "Type 中文", size: 17, x: 4, y: 6, boxWidth: 150, boxHeight: 28,
                              clip: true, caret: Self.caretBlue),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: Self.tolerance, name: "textfield-caret")
            // Structurally: the caret's blue column sits at the measured text width.
            let width = "Type 中文".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            let caretX = Int((4 + width).rounded())
            let middle = 6 + 14
            XCTAssertEqual(RGBA(pixel: image.pixel(x: caretX, y: middle)), RGBA(0, 122, 255))
            XCTAssertEqual(RGBA(pixel: image.pixel(x: caretX + 1, y: middle)), RGBA(0, 122, 255))
            XCTAssertEqual(RGBA(pixel: image.pixel(x: caretX + 3, y: middle)), RGBA.white)
        }
    }

    func testPlaceholderWhenEmpty() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 160, height: 40)
            let field = UITextField(frame: CGRect(x: 4, y: 6, width: 150, height: 28))
            field.placeholder = "Search"
            window.addSubview(field)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            guard let expected = pythonReferenceImage(width: 160, height: 40, texts: [
                ReferenceText(text: "Search", size: 17, color: [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.3],
                              x: 4, y: 6, boxWidth: 150, boxHeight: 28, clip: true),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: Self.tolerance, name: "textfield-placeholder")
            // Light: no pixel is darker than the placeholder colour over white.
            var darkest = 255
            for y in 0..<40 { for x in 0..<160 { darkest = min(darkest, RGBA(pixel: image.pixel(x: x, y: y)).g) } }
            XCTAssertGreaterThanOrEqual(darkest, 170)
            XCTAssertLessThan(darkest, 230, "the placeholder is drawn")
            // With text, the placeholder goes away.
            field.text = "x"
            spinMainRunLoop()
            let withText = renderedImage(of: window)
            let rows = inkRowRuns(withText, in: field.frame)
            XCTAssertEqual(rows.count, 1)
            let columns = inkColumnRuns(withText, in: field.frame)
            XCTAssertLessThanOrEqual((columns.last?.upperBound ?? 99) - (columns.first?.lowerBound ?? 0), 12,
                                     "only the x is drawn")
        }
    }
}
