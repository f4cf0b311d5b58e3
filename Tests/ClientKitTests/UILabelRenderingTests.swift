import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Labels rendered through a window, compared with an independent Pango rendering
/// (`python/render_text.py`) and checked structurally (lines from ink rows, the
/// ellipsis' dots, CJK ink).
final class UILabelRenderingTests: XCTestCase {
    /// Glyph edges composited through a layer could differ from drawing straight onto
    /// white by rounding; so far the images are identical.
    private static let tolerance = 4

    @MainActor
    private static func render(_ label: UILabel, width: Int, height: Int) -> PixmanImage {
        let window = makeRenderWindow(width: width, height: height)
        window.addSubview(label)
        spinMainRunLoop()
        return renderedImage(of: window)
    }

    func testLatinAndChineseSingleLine() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 4, y: 8, width: 210, height: 24))
            label.text = "Hello, 世界 text"
            let image = Self.render(label, width: 220, height: 40)
            guard let expected = pythonReferenceImage(width: 220, height: 40, texts: [
                ReferenceText(text: "Hello, 世界 text", size: 17, x: 4, y: 8, boxWidth: 210, boxHeight: 24, ellipsize: true),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: Self.tolerance, name: "label-latin-chinese")
            // One line of ink, inside the label, and the CJK glyphs are there: the middle
            // of the line (where 世界 is) has ink between the Latin words.
            let rows = inkRowRuns(image, in: label.frame)
            XCTAssertEqual(rows.count, 1, "\(rows)")
            let helloWidth = "Hello, ".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            let cjkWidth = "世界".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
            XCTAssertGreaterThan(cjkWidth, 25, "two CJK ideographs are about 1 em each")
            let cjk = CGRect(x: 4 + helloWidth + 1, y: label.frame.minY, width: cjkWidth - 2, height: label.frame.height)
            var inked = 0
            for y in Int(cjk.minY)..<Int(cjk.maxY) {
                for x in Int(cjk.minX)..<Int(cjk.maxX) where isInk(image, x, y) { inked += 1 }
            }
            XCTAssertGreaterThan(inked, 60, "the ideographs leave ink")
        }
    }

    func testWrappingInANarrowLabel() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 4, y: 4, width: 90, height: 80))
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 14)
            label.text = "Wrap this text please 中文换行测试"
            let image = Self.render(label, width: 100, height: 90)
            guard let expected = pythonReferenceImage(width: 100, height: 90, texts: [
                ReferenceText(text: "Wrap this text please 中文换行测试", size: 14, x: 4, y: 4, boxWidth: 90, boxHeight: 80,
                              wrap: true),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: Self.tolerance, name: "label-wrapping")
            let rows = inkRowRuns(image, in: label.frame)
            XCTAssertEqual(rows.count, 3, "three lines of ink: \(rows)")
            // Every line stays inside the label's width.
            let columns = inkColumnRuns(image, in: CGRect(x: 0, y: 0, width: 100, height: 90))
            XCTAssertGreaterThanOrEqual(columns.first?.lowerBound ?? 0, 4)
            XCTAssertLessThanOrEqual(columns.last?.upperBound ?? 100, 94)
            // The last line is the Chinese one: wide ink with no word gaps.
            if let last = rows.last {
                let cjkColumns = inkColumnRuns(image, in: CGRect(x: 4, y: last.lowerBound, width: 90,
                                                                 height: last.count))
                let span = (cjkColumns.last?.upperBound ?? 0) - (cjkColumns.first?.lowerBound ?? 0)
                XCTAssertGreaterThan(span, 60, "six ideographs at 14 px span about 84 px")
            }
            // The text is vertically centred: equal space above and below (within a pixel
            // plus the descent/ascent difference of ink versus line boxes).
            XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0).height,
                           label.sizeThatFits(CGSize(width: 90, height: 0)).height)
        }
    }

    func testLongSingleLineIsTruncatedWithAnEllipsis() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 4, y: 4, width: 120, height: 20))
            label.font = .systemFont(ofSize: 14)
            label.text = "A long single line that is truncated"
            let image = Self.render(label, width: 130, height: 28)
            guard let expected = pythonReferenceImage(width: 130, height: 28, texts: [
                ReferenceText(text: "A long single line that is truncated", size: 14, x: 4, y: 4, boxWidth: 120,
                              boxHeight: 20, ellipsize: true),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: Self.tolerance, name: "label-ellipsis")
            let rows = inkRowRuns(image, in: label.frame)
            XCTAssertEqual(rows.count, 1, "\(rows)")
            let columns = inkColumnRuns(image, in: label.frame)
            XCTAssertLessThanOrEqual(columns.last?.upperBound ?? 999, 124, "ink stays inside the label")
            // The line ends in "…": three narrow, separate dots sitting on the baseline.
            guard columns.count > 3, let line = rows.first else { return XCTFail("no ink: \(columns)") }
            let dots = columns.suffix(3)
            for dot in dots {
                XCTAssertLessThanOrEqual(dot.count, 3, "a dot is narrow: \(dots)")
                let dotRows = inkRowRuns(image, in: CGRect(x: dot.lowerBound, y: 0, width: dot.count, height: 28))
                XCTAssertEqual(dotRows.count, 1)
                XCTAssertLessThanOrEqual(dotRows.first?.count ?? 99, 3, "a dot is short")
                XCTAssertGreaterThan(dotRows.first?.lowerBound ?? 0, line.lowerBound + 5, "dots sit low")
            }
            // The text is cut: the full line would be much wider than the label.
            let full = label.text!.size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)]).width
            XCTAssertGreaterThan(full, 200)
        }
    }

    func testClippingModeShowsOnlyTheLinesAllowed() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            label.numberOfLines = 2
            label.lineBreakMode = .byClipping
            label.font = .systemFont(ofSize: 12)
            label.text = "one two three four five six seven eight nine ten"
            let image = Self.render(label, width: 80, height: 60)
            XCTAssertEqual(inkRowRuns(image, in: label.frame).count, 2)
        }
    }

    /// The comparison notices a one-pixel shift (guards against a reference that
    /// matches anything).
    func testReferenceComparisonDetectsAOnePixelShift() {
        MainActor.assumeIsolated {
            let label = UILabel(frame: CGRect(x: 4, y: 8, width: 210, height: 24))
            label.text = "Hello, 世界 text"
            let image = Self.render(label, width: 220, height: 40)
            guard let shifted = pythonReferenceImage(width: 220, height: 40, texts: [
                ReferenceText(text: "Hello, 世界 text", size: 17, x: 5, y: 8, boxWidth: 210, boxHeight: 24, ellipsize: true),
            ]) else { return }
            var differing = 0
            for y in 0..<40 {
                for x in 0..<220 where shifted[x, y] != RGBA(pixel: image.pixel(x: x, y: y)) { differing += 1 }
            }
            XCTAssertGreaterThan(differing, 100)
        }
    }
}
