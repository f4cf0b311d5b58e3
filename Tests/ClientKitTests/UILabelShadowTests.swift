import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// UILabel's shadow: a copy of the text in the shadow colour, moved by the offset,
/// under the text — compared with the independent Pango renderer drawing the two
/// texts in that order.
final class UILabelShadowTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertNil(label.shadowColor)
            XCTAssertEqual(label.shadowOffset, CGSize(width: 0, height: -1))
            label.text = "Size"
            let plain = label.sizeThatFits(.zero)
            label.shadowColor = .red
            label.shadowOffset = CGSize(width: 5, height: 5)
            XCTAssertEqual(label.sizeThatFits(.zero), plain, "the shadow does not change the size")
        }
    }

    func testTheShadowIsAnOffsetCopyUnderTheText() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 4, y: 6, width: 150, height: 30))
            label.text = "Shadow text"
            label.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            label.shadowOffset = CGSize(width: 2, height: 3)
            let window = makeRenderWindow(width: 170, height: 44)
            window.addSubview(label)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            guard let expected = pythonReferenceImage(width: 170, height: 44, texts: [
                ReferenceText(text: "Shadow text", size: 17, color: [1, 0, 0, 1], x: 6, y: 9, boxWidth: 150, boxHeight: 30,
                              ellipsize: true),
                ReferenceText(text: "Shadow text", size: 17, x: 4, y: 6, boxWidth: 150, boxHeight: 30, ellipsize: true),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: 4, name: "label-shadow")
            // And the red is really there, below and right of the black ink.
            XCTAssertNotNil(pixelBounds(in: image, label.frame) { $0.r > 200 && $0.g < 60 && $0.b < 60 })
        }
    }
}
