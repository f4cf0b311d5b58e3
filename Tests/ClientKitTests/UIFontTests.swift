import Foundation
import XCTest
@testable import ClientKit

final class UIFontTests: XCTestCase {
    func testSystemFontIsDejaVuSans() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.familyName, "DejaVu Sans")
        XCTAssertEqual(font.pointSize, 17)
        // fontName is the PostScript name of the face drawn.
        XCTAssertEqual(font.fontName, "DejaVuSans")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontName, "DejaVuSans-Oblique")
        // DejaVu Sans has no semibold face: fontconfig's nearest is the bold one.
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, "DejaVuSans-Bold")
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 12, weight: .semibold), UIFont.boldSystemFont(ofSize: 12))
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName, "DejaVu Sans Mono")
    }

    func testMetricsScaleWithSize() {
        let font = UIFont.systemFont(ofSize: 20)
        // DejaVu Sans: ascender 0.928 em, descender 0.236 em.
        XCTAssertEqual(font.ascender, 20 * 0.928, accuracy: 0.1)
        XCTAssertEqual(font.descender, -20 * 0.236, accuracy: 0.1)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender, accuracy: 0.1)
        let double = font.withSize(40)
        XCTAssertEqual(double.pointSize, 40)
        XCTAssertEqual(double.lineHeight, 2 * font.lineHeight, accuracy: 0.1)
        XCTAssertEqual(double.familyName, font.familyName)
    }

    func testFontsByName() {
        XCTAssertNil(UIFont(name: "No Such Family", size: 12))
        let serif = UIFont(name: "DejaVu Serif", size: 12)
        XCTAssertEqual(serif?.familyName, "DejaVu Serif")
        XCTAssertNotNil(UIFont(name: "dejavu sans", size: 12), "case-insensitive")
        let bold = UIFont.boldSystemFont(ofSize: 15)
        XCTAssertEqual(UIFont(name: bold.fontName, size: 15), bold, "fontName round-trips")
    }

    func testEqualityAndMonospacing() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12))
        let mono: [NSAttributedString.Key: Any] = [.font: UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)]
        XCTAssertEqual("iii".size(withAttributes: mono).width, "WWW".size(withAttributes: mono).width, accuracy: 0.01)
        let sans: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        XCTAssertLessThan("iii".size(withAttributes: sans).width, "WWW".size(withAttributes: sans).width)
    }

    func testBoldIsWider() {
        let regular = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)]).width
        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 14)]).width
        XCTAssertGreaterThan(bold, regular)
    }
}
