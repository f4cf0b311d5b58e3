import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Attributes of attributed text beyond fonts and colours — strikethrough, underline
/// colour, baseline offset — and paragraph styles' line heights and indents, checked by
/// where the ink lands in labels.
final class AttributedTextStyleTests: XCTestCase {
    /// A window showing one label with `text` in `frame`, rendered.
    @MainActor
    private static func render(_ text: NSAttributedString, frame: CGRect = CGRect(x: 10, y: 10, width: 280, height: 180),
                               lines: Int = 0) -> PixmanImage {
        let window = makeRenderWindow(width: 300, height: 200)
        let label = UILabel(frame: frame)
        label.numberOfLines = lines
        label.attributedText = text
        window.addSubview(label)
        return renderedImage(of: window)
    }

    @MainActor
    private static func attributed(_ string: String, size: CGFloat = 20, _ extra: [NSAttributedString.Key: Any] = [:])
        -> NSAttributedString {
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: size), .foregroundColor: UIColor.black]
        attributes.merge(extra) { _, new in new }
        return NSAttributedString(string: string, attributes: attributes)
    }

    @MainActor
    private static func paragraph(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    /// The first column holding ink in each line (rows grouped by ink).
    private static func lineStarts(_ image: PixmanImage) -> [Int] {
        inkRowRuns(image, in: CGRect(x: 0, y: 0, width: 300, height: 200)).map { rows in
            inkColumnRuns(image, in: CGRect(x: 0, y: rows.lowerBound, width: 300, height: rows.count)).first?.lowerBound ?? -1
        }
    }

    func testStrikethroughDrawsALineThroughTheTextInItsColour() {
        MainActor.assumeIsolated {
            let plain = Self.render(Self.attributed("Hamburgefonstiv"))
            let struck = Self.render(Self.attributed("Hamburgefonstiv", [.strikethroughStyle: NSUnderlineStyle.single.rawValue,
                                                                         .strikethroughColor: UIColor.red]))
            // The red line: a long horizontal run across the word, in the middle of the
            // line, where the plain text has no such run.
            let red = pixelBounds(in: struck, CGRect(x: 0, y: 0, width: 300, height: 200)) { $0.r > 180 && $0.g < 90 && $0.b < 90 }
            let word = pixelBounds(in: plain, CGRect(x: 0, y: 0, width: 300, height: 200)) { $0.r < 128 }!
            let line = try! XCTUnwrap(red)
            XCTAssertLessThanOrEqual(line.height, 3, "a thin line")
            XCTAssertGreaterThan(line.width, word.width * 0.9, "across the whole word")
            XCTAssertGreaterThan(line.midY, word.minY + word.height * 0.3)
            XCTAssertLessThan(line.midY, word.maxY - word.height * 0.2, "through the letters, not under them")
            XCTAssertNil(pixelBounds(in: plain, CGRect(x: 0, y: 0, width: 300, height: 200)) { $0.r > 180 && $0.g < 90 })
            // Without a colour, the text's.
            let black = Self.render(Self.attributed("Hamburgefonstiv", [.strikethroughStyle: 1]))
            XCTAssertNotEqual(inkRowRuns(black, in: CGRect(x: 0, y: 0, width: 300, height: 200)),
                              [], "drawn")
            XCTAssertTrue((Int(word.minX)..<Int(word.maxX)).allSatisfy { isInk(black, $0, Int(line.midY)) },
                          "a black line as wide as the word at the same height")
        }
    }

    func testUnderlineColourAndBaselineOffset() {
        MainActor.assumeIsolated {
            let underlined = Self.render(Self.attributed("Underline", [.underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                       .underlineColor: UIColor.blue]))
            let blue = try! XCTUnwrap(pixelBounds(in: underlined, CGRect(x: 0, y: 0, width: 300, height: 200)) {
                $0.b > 180 && $0.r < 90 && $0.g < 90
            })
            let text = pixelBounds(in: underlined, CGRect(x: 0, y: 0, width: 300, height: 200)) { $0.r < 100 && $0.b < 100 }!
            XCTAssertGreaterThan(blue.midY, text.midY, "below the middle of the letters")

            // A superscript and a subscript move against the rest of their line (whose
            // baseline they share): the "2"'s top against the "x"'s, plain and offset.
            @MainActor func gap(_ offset: CGFloat) -> CGFloat {
                let text = NSMutableAttributedString(attributedString: Self.attributed("x"))
                text.append(Self.attributed("2", offset == 0 ? [:] : [.baselineOffset: offset]))
                let image = Self.render(text, frame: CGRect(x: 10, y: 10, width: 100, height: 80))
                let columns = inkColumnRuns(image, in: CGRect(x: 0, y: 0, width: 300, height: 200))
                XCTAssertEqual(columns.count, 2, "two glyphs")
                func top(_ run: ClosedRange<Int>) -> CGFloat {
                    pixelBounds(in: image, CGRect(x: run.lowerBound, y: 0, width: run.count, height: 200)) { $0.r < 128 }!.minY
                }
                return top(columns[1]) - top(columns[0])
            }
            let plain = gap(0)
            XCTAssertEqual(gap(6) - plain, -6, accuracy: 1, "raised 6 points")
            XCTAssertEqual(gap(-4) - plain, 4, accuracy: 1, "lowered 4 points")
        }
    }

    func testLineHeightsMultiplyAndClamp() {
        MainActor.assumeIsolated {
            @MainActor func height(_ style: NSParagraphStyle?) -> CGFloat {
                let label = UILabel()
                label.numberOfLines = 0
                var extra: [NSAttributedString.Key: Any] = [:]
                if let style { extra[.paragraphStyle] = style }
                label.attributedText = Self.attributed("one\ntwo\nthree\nfour", size: 16, extra)
                return label.sizeThatFits(CGSize(width: 300, height: 1000)).height
            }
            let natural = height(nil)
            XCTAssertEqual(height(Self.paragraph { $0.lineHeightMultiple = 2 }), natural * 2, accuracy: 4, "twice as tall")
            XCTAssertEqual(height(Self.paragraph { $0.minimumLineHeight = 40 }), 160, accuracy: 1, "four lines of at least 40")
            XCTAssertEqual(height(Self.paragraph { $0.maximumLineHeight = 12 }), 48, accuracy: 1, "four lines of at most 12")
            XCTAssertEqual(height(Self.paragraph { $0.lineHeightMultiple = 3; $0.maximumLineHeight = 30 }), 120, accuracy: 1,
                           "the multiple first, then the maximum")
            XCTAssertEqual(height(Self.paragraph { $0.lineHeightMultiple = 1 }), natural, "1 is the font's")
        }
    }

    func testHeadFirstLineAndTailIndents() {
        MainActor.assumeIsolated {
            let words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron"
            let plain = Self.lineStarts(Self.render(Self.attributed(words)))
            XCTAssertGreaterThanOrEqual(plain.count, 3)
            let indented = Self.lineStarts(Self.render(Self.attributed(words, [.paragraphStyle: Self.paragraph {
                $0.firstLineHeadIndent = 40
                $0.headIndent = 15
            }])))
            XCTAssertGreaterThanOrEqual(indented.count, 3)
            XCTAssertEqual(indented[0] - plain[0], 40, accuracy: 2, "the first line 40 in")
            XCTAssertEqual(indented[1] - plain[0], 15, accuracy: 2, "the others 15 in")
            XCTAssertEqual(indented[2] - plain[0], 15, accuracy: 2)

            let hanging = Self.lineStarts(Self.render(Self.attributed(words, [.paragraphStyle: Self.paragraph {
                $0.headIndent = 30
            }])))
            XCTAssertEqual(hanging[0], plain[0], accuracy: 1, "a hanging indent: the first line at the edge")
            XCTAssertEqual(hanging[1] - plain[0], 30, accuracy: 2)

            // A negative tail indent ends lines that far before the edge: more lines, none
            // reaching past it.
            let tailed = Self.render(Self.attributed(words, [.paragraphStyle: Self.paragraph { $0.tailIndent = -120 }]))
            let right = pixelBounds(in: tailed, CGRect(x: 0, y: 0, width: 300, height: 200)) { $0.r < 128 }!
            XCTAssertLessThanOrEqual(right.maxX, 10 + 280 - 120 + 1)
            XCTAssertGreaterThan(Self.lineStarts(tailed).count, plain.count)
        }
    }

    func testParagraphStyleDefaultsCopiesAndEquality() {
        MainActor.assumeIsolated {
            let style = NSParagraphStyle.default
            XCTAssertEqual(style.lineHeightMultiple, 0)
            XCTAssertEqual(style.minimumLineHeight, 0)
            XCTAssertEqual(style.maximumLineHeight, 0)
            XCTAssertEqual(style.firstLineHeadIndent, 0)
            XCTAssertEqual(style.headIndent, 0)
            XCTAssertEqual(style.tailIndent, 0)
            XCTAssertEqual(style.paragraphSpacing, 0)
            XCTAssertEqual(style.paragraphSpacingBefore, 0)
            XCTAssertEqual(style.baseWritingDirection, .natural)
            XCTAssertEqual(style.hyphenationFactor, 0)
            XCTAssertFalse(style.allowsDefaultTighteningForTruncation)
            let mutable = NSMutableParagraphStyle()
            mutable.headIndent = -5
            XCTAssertEqual(mutable.headIndent, 0, "head indents are never negative")
            mutable.tailIndent = -20
            mutable.paragraphSpacing = 12
            mutable.lineHeightMultiple = 1.5
            let copy = mutable.copy() as! NSParagraphStyle
            XCTAssertEqual(copy.tailIndent, -20)
            XCTAssertEqual(copy.paragraphSpacing, 12)
            XCTAssertEqual(copy.lineHeightMultiple, 1.5)
            XCTAssertTrue(copy.isEqual(mutable))
            XCTAssertFalse(copy.isEqual(NSParagraphStyle.default))
            XCTAssertEqual(copy.hash, (mutable.mutableCopy() as! NSMutableParagraphStyle).hash)
        }
    }
}
