import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// Text views rendered through a window: wrapped text compared with the independent
/// Pango reference renderer, lines at the computed y, and the caret on the second line.
final class UITextViewRenderingTests: XCTestCase {
    private static let tolerance = 4
    private static let text = "The quick brown fox jumps over the lazy dog and keeps running far away"

    func testWrappedTextMatchesTheReference() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 200, height: 120)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            textView.font = .systemFont(ofSize: 17)
            textView.text = Self.text
            window.addSubview(textView)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            // The text wraps at 200 − 2 × 5 (line fragment padding) from x 5, y 8 (the
            // inset); the reference centres its layout in the box, so the box is given
            // the layout's height: as many lines as the ink shows (the reference's own
            // wrapping must then agree, pixel for pixel).
            let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
            let rows = inkRowRuns(image, in: CGRect(x: 0, y: 0, width: 200, height: 120))
            XCTAssertGreaterThan(rows.count, 2, "the text wraps: \(rows)")
            let lines = CGFloat(rows.count)
            guard let expected = pythonReferenceImage(width: 200, height: 120, texts: [
                ReferenceText(text: Self.text, size: 17, x: 5, y: 8, boxWidth: 190,
                              boxHeight: Double(lines * lineHeight), wrap: true),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: Self.tolerance, name: "textview-wrapped")
            // Each line's ink lies within its line box: 8 + i × lineHeight.
            for (i, run) in rows.enumerated() {
                let top = 8 + CGFloat(i) * lineHeight
                XCTAssertGreaterThanOrEqual(CGFloat(run.lowerBound), top.rounded(.down), "line \(i)")
                XCTAssertLessThanOrEqual(CGFloat(run.upperBound), (top + lineHeight).rounded(.up), "line \(i)")
            }
            XCTAssertEqual(textView.contentSize.height, 16 + (lines * lineHeight).rounded(.up), accuracy: 0.01)
        }
    }

    func testCaretOnTheSecondLine() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 200, height: 80)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
            textView.font = .systemFont(ofSize: 17)
            textView.text = "one\ntwo"
            window.addSubview(textView)
            XCTAssertTrue(textView.becomeFirstResponder())
            textView.selectedRange = NSRange(location: 5, length: 0) // "t|wo"
            spinMainRunLoop()
            let image = renderedImage(of: window)
            let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
            let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
            let x = Int((5 + "t".size(withAttributes: font).width).rounded())
            let y = Int(8 + lineHeight * 1.5)
            XCTAssertEqual(RGBA(pixel: image.pixel(x: x, y: y)), RGBA(0, 122, 255))
            XCTAssertNotEqual(RGBA(pixel: image.pixel(x: x, y: Int(8 + lineHeight * 0.5))), RGBA(0, 122, 255),
                              "not on the first line")
            // The caret is drawn in the tint, inherited from the window.
            window.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            spinMainRunLoop()
            XCTAssertEqual(RGBA(pixel: renderedImage(of: window).pixel(x: x, y: y)), RGBA(255, 0, 0))
        }
    }
}
