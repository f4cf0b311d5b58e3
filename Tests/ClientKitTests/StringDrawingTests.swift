import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// UIKit's string drawing additions: measuring and drawing `String`s and
/// `NSAttributedString`s into the current context.
final class StringDrawingTests: XCTestCase {
    private static func font(_ size: CGFloat) -> [NSAttributedString.Key: Any] {
        [.font: UIFont.systemFont(ofSize: size)]
    }

    func testSizeGrowsWithTextAndFontSize() {
        let short = "Hello".size(withAttributes: Self.font(12))
        let long = "Hello, world".size(withAttributes: Self.font(12))
        let big = "Hello".size(withAttributes: Self.font(24))
        XCTAssertGreaterThan(short.width, 20)
        XCTAssertGreaterThan(long.width, short.width)
        XCTAssertEqual(big.width, short.width * 2, accuracy: 1)
        XCTAssertEqual(big.height, short.height * 2, accuracy: 1)
        XCTAssertEqual(short.height, UIFont.systemFont(ofSize: 12).lineHeight, accuracy: 0.01)
    }

    func testDefaultAttributesAreTheTwelvePointSystemFont() {
        XCTAssertEqual("Hello".size(), "Hello".size(withAttributes: Self.font(12)))
        XCTAssertEqual(NSAttributedString(string: "Hello").size(), "Hello".size(withAttributes: Self.font(12)))
        XCTAssertEqual(("Hello" as NSString).size(withAttributes: nil), "Hello".size())
    }

    func testEmptyStringHasNoSizeAndNewlinesAddLines() {
        XCTAssertEqual("".size(withAttributes: Self.font(12)), .zero)
        let one = "a".size(withAttributes: Self.font(12)).height
        XCTAssertEqual("a\nb".size(withAttributes: Self.font(12)).height, 2 * one, accuracy: 0.01)
    }

    func testBoundingRectWrapsToTheWidth() {
        let text = "The quick brown fox jumps over the lazy dog"
        let single = text.size(withAttributes: Self.font(12))
        let rect = text.boundingRect(with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, attributes: Self.font(12), context: nil)
        XCTAssertEqual(rect.origin, CGPoint.zero)
        XCTAssertLessThanOrEqual(rect.width, 80)
        XCTAssertGreaterThan(rect.height, single.height * 3.5, "at least four lines")
        // Limited height: only the lines that fit.
        let limited = text.boundingRect(with: CGSize(width: 80, height: single.height * 2 + 1),
                                        options: .usesLineFragmentOrigin, attributes: Self.font(12), context: nil)
        XCTAssertEqual(limited.height, single.height * 2, accuracy: 0.01)
        // Without .usesLineFragmentOrigin: one line, origin at minus the baseline.
        let line = text.boundingRect(with: CGSize(width: 80, height: 100), options: [], attributes: Self.font(12),
                                     context: nil)
        XCTAssertEqual(line.height, single.height, accuracy: 0.01)
        XCTAssertEqual(line.minY, -UIFont.systemFont(ofSize: 12).ascender, accuracy: 0.5)
    }

    func testLineSpacingAndKernGrowTheSize() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 5
        let plain = NSAttributedString(string: "a\nb\nc", attributes: Self.font(12)).size()
        let spaced = NSAttributedString(string: "a\nb\nc", attributes: [.font: UIFont.systemFont(ofSize: 12),
                                                                        .paragraphStyle: style]).size()
        XCTAssertEqual(spaced.height, plain.height + 10, accuracy: 0.01)
        let kerned = NSAttributedString(string: "abcd", attributes: [.font: UIFont.systemFont(ofSize: 12), .kern: 2]).size()
        // Pango spaces the characters apart: three gaps for four characters.
        XCTAssertEqual(kerned.width, "abcd".size(withAttributes: Self.font(12)).width + 6, accuracy: 0.5)
    }

    /// Draws with `body` into a white 120×40 image through the current context.
    @MainActor
    private static func draw(_ body: () -> Void) -> PixmanImage {
        let image = PixmanImage(format: .a8r8g8b8, width: 120, height: 40)
        let context = CGContext(pixmanImage: image)
        context.setFillColor(UIColor.white.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 40))
        UIGraphicsPushContext(context)
        body()
        UIGraphicsPopContext()
        context.flush()
        return image
    }

    func testDrawAtPointPutsTheTopLeftOfTheLineThere() {
        MainActor.assumeIsolated {
            let image = Self.draw { "Hg".draw(at: CGPoint(x: 30, y: 10), withAttributes: Self.font(12)) }
            let size = "Hg".size(withAttributes: Self.font(12))
            let rows = inkRowRuns(image, in: CGRect(x: 0, y: 0, width: 120, height: 40))
            let columns = inkColumnRuns(image, in: CGRect(x: 0, y: 0, width: 120, height: 40))
            XCTAssertEqual(rows.count, 1)
            XCTAssertGreaterThanOrEqual(rows[0].lowerBound, 10)
            XCTAssertLessThanOrEqual(rows[0].upperBound, Int(10 + size.height))
            XCTAssertGreaterThanOrEqual(columns.first?.lowerBound ?? 0, 30)
            XCTAssertLessThanOrEqual(columns.last?.upperBound ?? 999, Int(30 + size.width) + 1)
        }
    }

    func testColoursAndUnderline() {
        MainActor.assumeIsolated {
            let text = NSAttributedString(string: "MM", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
                .backgroundColor: UIColor.yellow, .underlineStyle: NSUnderlineStyle.single.rawValue,
            ])
            let image = Self.draw { text.draw(at: CGPoint(x: 10, y: 5)) }
            var red = 0, yellow = 0
            for y in 0..<40 {
                for x in 0..<120 {
                    let c = RGBA(pixel: image.pixel(x: x, y: y))
                    if c == .red { red += 1 }
                    if c == .yellow { yellow += 1 }
                }
            }
            XCTAssertGreaterThan(red, 60, "red glyphs")
            XCTAssertGreaterThan(yellow, 100, "yellow background behind them")
            // The underline: a red row under the baseline across the whole run.
            let width = Int(text.size().width)
            let baseline = 5 + Int(UIFont.boldSystemFont(ofSize: 20).ascender)
            let underlined = (baseline...(baseline + 4)).contains { y in
                (12..<(10 + width - 2)).allSatisfy { RGBA(pixel: image.pixel(x: $0, y: y)).g < 100 }
            }
            XCTAssertTrue(underlined)
        }
    }

    func testDrawInRectWrapsAndDropsLinesThatDoNotFit() {
        MainActor.assumeIsolated {
            let line = "a".size(withAttributes: Self.font(12)).height
            let image = Self.draw {
                "one two three four five six seven".draw(in: CGRect(x: 0, y: 0, width: 60, height: line * 2 + 2),
                                                         withAttributes: Self.font(12))
            }
            XCTAssertEqual(inkRowRuns(image, in: CGRect(x: 0, y: 0, width: 120, height: 40)).count, 2)
            XCTAssertTrue(inkColumnRuns(image, in: CGRect(x: 60, y: 0, width: 60, height: 40)).isEmpty)
        }
    }
}
