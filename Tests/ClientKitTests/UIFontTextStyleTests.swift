import Foundation
import XCTest
@testable import ClientKit

/// Dynamic Type's fonts at the default text size: the system font in iOS's sizes and
/// weights per text style; font metrics and content-size adjusting that build and keep.
final class UIFontTextStyleTests: XCTestCase {
    func testPreferredFontsHaveIOSsSizesAndWeights() {
        MainActor.assumeIsolated {
            let expected: [(UIFont.TextStyle, CGFloat)] = [
                (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
                (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
            ]
            for (style, size) in expected {
                XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
            }
            let body = UIFont.preferredFont(forTextStyle: .body)
            let headline = UIFont.preferredFont(forTextStyle: .headline)
            XCTAssertEqual(body.familyName, UIFont.systemFont(ofSize: 17).familyName)
            XCTAssertTrue(headline.fontDescriptor.symbolicTraits.contains(.traitBold), "headline is semibold")
            XCTAssertFalse(body.fontDescriptor.symbolicTraits.contains(.traitBold))
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize, 17)
            XCTAssertEqual(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).pointSize, 13)
            XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")

            let custom = UIFont.systemFont(ofSize: 19)
            XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom).pointSize, 19)
            XCTAssertEqual(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 18).pointSize, 18)
            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 12), 12)
            let label = UILabel()
            XCTAssertFalse(label.adjustsFontForContentSizeCategory)
            label.adjustsFontForContentSizeCategory = true
            XCTAssertTrue((label as UIContentSizeCategoryAdjusting).adjustsFontForContentSizeCategory)
        }
    }
}
