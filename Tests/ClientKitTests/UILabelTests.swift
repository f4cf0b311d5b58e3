import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Counts the label's text drawing.
private final class CountingLabel: UILabel {
    var draws = 0
    override func drawText(in rect: CGRect) {
        draws += 1
        super.drawText(in: rect)
    }
}

final class UILabelTests: XCTestCase {
    func testDefaults() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertNil(label.text)
            XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
            XCTAssertEqual(label.textColor, UIColor.label, "UIKit: the system's label colour")
            label.textColor = .red
            label.textColor = nil
            XCTAssertEqual(label.textColor, UIColor.label, "nil restores the default")
            XCTAssertEqual(label.textAlignment, .natural)
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
            XCTAssertTrue(label.isEnabled)
            XCTAssertFalse(label.isUserInteractionEnabled)
            XCTAssertFalse(label.isOpaque)
            XCTAssertEqual(label.contentMode, .redraw)
            label.font = nil
            XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17), "null_resettable")
        }
    }

    func testSizeThatFitsAndIntrinsicContentSize() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertEqual(label.intrinsicContentSize, .zero, "no text, no size")
            label.text = "Hello, world"
            let text = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            let expected = CGSize(width: text.width.rounded(.up), height: text.height.rounded(.up))
            XCTAssertEqual(label.intrinsicContentSize, expected)
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 20, height: 20)), expected, "one line ignores the width")
            label.sizeToFit()
            XCTAssertEqual(label.bounds.size, expected)
            // Several lines wrap at the width given.
            label.numberOfLines = 0
            label.text = "one two three four five six"
            let wrapped = label.sizeThatFits(CGSize(width: 60, height: 0))
            XCTAssertLessThanOrEqual(wrapped.width, 60)
            XCTAssertGreaterThanOrEqual(wrapped.height, 3 * UIFont.systemFont(ofSize: 17).lineHeight)
            label.numberOfLines = 2
            XCTAssertEqual(label.sizeThatFits(CGSize(width: 60, height: 0)).height,
                           (2 * UIFont.systemFont(ofSize: 17).lineHeight).rounded(.up), accuracy: 1)
            label.preferredMaxLayoutWidth = 60
            XCTAssertEqual(label.intrinsicContentSize, label.sizeThatFits(CGSize(width: 60, height: 0)))
        }
    }

    func testRedrawsOnlyWhenTextOrStyleChanges() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 200, height: 50)
            let label = CountingLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            label.text = "Hello"
            window.addSubview(label)
            spinMainRunLoop()
            XCTAssertEqual(label.draws, 1)
            label.text = "Hello"
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
            label.textAlignment = .natural
            label.numberOfLines = 1
            spinMainRunLoop()
            XCTAssertEqual(label.draws, 1, "same values: no redraw")
            label.text = "World"
            spinMainRunLoop()
            XCTAssertEqual(label.draws, 2)
            label.textColor = .red
            label.font = .boldSystemFont(ofSize: 17)
            spinMainRunLoop()
            XCTAssertEqual(label.draws, 3, "coalesced into one draw")
            label.textAlignment = .center
            spinMainRunLoop()
            XCTAssertEqual(label.draws, 4)
            label.frame.size.width = 150
            spinMainRunLoop()
            XCTAssertEqual(label.draws, 5, "contentMode .redraw: a size change lays the text out again")
            label.frame.origin.x = 10
            spinMainRunLoop()
            XCTAssertEqual(label.draws, 5, "moving does not redraw")
        }
    }

    func testAttributedTextSetsTheStyleProperties() {
        MainActor.assumeIsolated {
            let label = UILabel()
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            style.lineBreakMode = .byTruncatingMiddle
            label.attributedText = NSAttributedString(string: "Styled", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: style,
            ])
            XCTAssertEqual(label.text, "Styled")
            XCTAssertEqual(label.font, UIFont.boldSystemFont(ofSize: 20))
            XCTAssertEqual(label.textColor, UIColor.red)
            XCTAssertEqual(label.textAlignment, .center)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)
            // Plain text gets the label's style as attributes.
            label.text = "Plain"
            let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil)
            XCTAssertEqual(attributes?[.font] as? UIFont, UIFont.boldSystemFont(ofSize: 20))
            XCTAssertEqual(attributes?[.foregroundColor] as? UIColor, UIColor.red)
        }
    }

    func testTextRectIsCentredByDrawText() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            label.text = "Hi"
            let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
            XCTAssertEqual(rect.origin, CGPoint.zero)
            XCTAssertEqual(rect.height, UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up))
            XCTAssertLessThan(rect.width, 30)
            let window = makeRenderWindow(width: 100, height: 60)
            window.addSubview(label)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            let rows = inkRowRuns(image, in: label.frame)
            XCTAssertEqual(rows.count, 1)
            // Line box top at floor((60 - 19.79) / 2) = 20; "Hi" ink spans cap height.
            let top = Int(((60 - UIFont.systemFont(ofSize: 17).lineHeight) / 2).rounded(.down))
            let baseline = CGFloat(top) + UIFont.systemFont(ofSize: 17).ascender
            XCTAssertEqual(CGFloat(rows[0].upperBound + 1), baseline, accuracy: 1.5)
        }
    }

    /// `adjustsFontSizeToFitWidth` with a `minimumScaleFactor`: a one-line text wider
    /// than the label is drawn smaller to fit (not truncated); a factor of 0 (the default)
    /// or text that fits changes nothing; the intrinsic size stays the full font's.
    func testAdjustsFontSizeToFitWidthShrinksOneLine() {
        MainActor.assumeIsolated {
            /// The ink's bounding box (pixels not white) of a label 70 points wide.
            @MainActor func ink(_ text: String, adjusts: Bool, factor: CGFloat) -> (box: CGRect, pixels: [UInt32]) {
                let window = makeRenderWindow(width: 200, height: 40)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 70, height: 40))
                label.text = text
                label.adjustsFontSizeToFitWidth = adjusts
                label.minimumScaleFactor = factor
                window.addSubview(label)
                spinMainRunLoop()
                let image = renderedImage(of: window)
                var box = CGRect.null
                var pixels: [UInt32] = []
                for y in 0..<40 {
                    for x in 0..<200 {
                        let p = image.pixel(x: x, y: y)
                        pixels.append(p)
                        if p & 0xFF_FFFF != 0xFF_FFFF { box = box.union(CGRect(x: x, y: y, width: 1, height: 1)) }
                    }
                }
                return (box, pixels)
            }
            let long = "Wider than seventy points"
            let plain = ink(long, adjusts: false, factor: 0.3)
            let shrunk = ink(long, adjusts: true, factor: 0.3)
            XCTAssertLessThanOrEqual(shrunk.box.maxX, 70, "fits the width")
            XCTAssertLessThan(shrunk.box.height, plain.box.height * 0.8, "drawn smaller: \(shrunk.box) vs \(plain.box)")
            XCTAssertEqual(ink(long, adjusts: true, factor: 0).pixels, plain.pixels, "factor 0: the font's own size")
            XCTAssertEqual(ink("Hi", adjusts: true, factor: 0.3).pixels, ink("Hi", adjusts: false, factor: 0.3).pixels,
                           "text that fits is not shrunk")
            let floor = ink(long, adjusts: true, factor: 0.9)
            XCTAssertGreaterThan(floor.box.height, plain.box.height * 0.8, "not below the minimum scale (then truncated)")
            let label = UILabel()
            label.text = long
            let full = label.intrinsicContentSize
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.3
            XCTAssertEqual(label.intrinsicContentSize, full)
            XCTAssertFalse(UILabel().adjustsFontSizeToFitWidth)
            XCTAssertEqual(UILabel().minimumScaleFactor, 0)
            XCTAssertEqual(UILabel().baselineAdjustment, .alignBaselines)
        }
    }

    /// `adjustsFontSizeToFitWidth` on a label of several lines: text needing more lines
    /// (or more height) than the label has is drawn smaller until it fits, within
    /// `minimumScaleFactor`; text that fits is left alone.
    func testAdjustsFontSizeToFitWidthShrinksSeveralLines() {
        MainActor.assumeIsolated {
            @MainActor func render(_ text: String, lines: Int, adjusts: Bool, factor: CGFloat = 0.3) -> PixmanImage {
                let window = makeRenderWindow(width: 200, height: 100)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
                label.font = .systemFont(ofSize: 18)
                label.text = text
                label.numberOfLines = lines
                label.adjustsFontSizeToFitWidth = adjusts
                label.minimumScaleFactor = factor
                window.addSubview(label)
                spinMainRunLoop()
                return renderedImage(of: window)
            }
            let long = "This sentence has far too many words for two lines of a narrow label"
            let area = CGRect(x: 0, y: 0, width: 200, height: 100)
            let truncated = render(long, lines: 2, adjusts: false)
            let shrunk = render(long, lines: 2, adjusts: true)
            XCTAssertEqual(inkRowRuns(truncated, in: area).count, 2)
            XCTAssertEqual(inkRowRuns(shrunk, in: area).count, 2, "still two lines")
            let truncatedWidth = pixelBounds(in: truncated, area) { $0.r < 128 }!.width
            XCTAssertLessThanOrEqual(pixelBounds(in: shrunk, area) { $0.r < 128 }!.maxX, 121, "within the width")
            // Smaller glyphs: the same two lines hold more of the text (no ellipsis cut it
            // as short), so the shrunk lines' ink is lower (smaller) per line.
            let tall = inkRowRuns(truncated, in: area).map(\.count).max()!
            let short = inkRowRuns(shrunk, in: area).map(\.count).max()!
            XCTAssertLessThan(short, tall, "drawn smaller")
            XCTAssertGreaterThan(truncatedWidth, 0)
            // Unlimited lines: shrunk until the lines fit the 60-point height.
            let all = render(long, lines: 0, adjusts: true)
            XCTAssertLessThanOrEqual(pixelBounds(in: all, area) { $0.r < 128 }!.maxY, 60)
            XCTAssertGreaterThanOrEqual(inkRowRuns(all, in: area).count, 3, "every line of the text")
            // Text that fits is not shrunk; the minimum holds.
            XCTAssertEqual(render("Short", lines: 2, adjusts: true).pixel(x: 10, y: 30),
                           render("Short", lines: 2, adjusts: false).pixel(x: 10, y: 30))
            let floor = render(long + long + long, lines: 2, adjusts: true, factor: 0.9)
            XCTAssertGreaterThan(inkRowRuns(floor, in: area).map(\.count).max()!, tall * 8 / 10,
                                 "not below the minimum scale (then truncated)")
        }
    }
}
