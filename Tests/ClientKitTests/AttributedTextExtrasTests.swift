import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Paragraph spacing, inline attachments and links: sizes, where the ink lands in
/// labels, text views and string drawing, and a text view's link taps.
final class AttributedTextExtrasTests: XCTestCase {
    @MainActor
    private static func renderLabel(_ text: NSAttributedString) -> PixmanImage {
        let window = makeRenderWindow(width: 300, height: 200)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 180))
        label.numberOfLines = 0
        label.attributedText = text
        window.addSubview(label)
        return renderedImage(of: window)
    }

    @MainActor
    private static func spaced(after: CGFloat, before: CGFloat) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = after
        style.paragraphSpacingBefore = before
        return NSAttributedString(string: "Hxh\nHxh\nHxh", attributes: [.font: UIFont.systemFont(ofSize: 16),
                                                                    .paragraphStyle: style])
    }

    @MainActor
    private static func redImage(_ width: Int, _ height: Int) -> UIImage {
        UIImage(cgImage: makeImage(width: width, height: height) { _, _ in RGBA(255, 0, 0) })
    }

    private static func isRed(_ p: RGBA) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }

    // MARK: Paragraph spacing

    func testParagraphSpacingAddsSpaceBetweenParagraphsButNotBeforeTheFirst() {
        MainActor.assumeIsolated {
            let plain = Self.spaced(after: 0, before: 0)
            let size = plain.boundingRect(with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin, context: nil).size
            let after = Self.spaced(after: 10, before: 0)
                .boundingRect(with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin, context: nil).size
            XCTAssertEqual(after.height, size.height + 20, accuracy: 0.01, "two gaps between three paragraphs")
            let before = Self.spaced(after: 0, before: 7).size()
            XCTAssertEqual(before.height, size.height + 14, accuracy: 0.01, "not before the first paragraph")
            let both = Self.spaced(after: 3, before: 4).size()
            XCTAssertEqual(both.height, size.height + 14, accuracy: 0.01, "the two add up")

            // Drawn: the three lines of ink move apart by the spacing; the first stays.
            let rows0 = inkRowRuns(Self.renderLabel(plain), in: CGRect(x: 0, y: 0, width: 300, height: 200))
            let label = UILabel()
            label.numberOfLines = 0
            label.attributedText = Self.spaced(after: 10, before: 0)
            let fitted = label.sizeThatFits(CGSize(width: 280, height: 1000))
            XCTAssertEqual(fitted.height, size.height.rounded(.up) + 20, accuracy: 1)
            // The label centres its text vertically: compare the gaps, not the tops.
            let rows1 = inkRowRuns(Self.renderLabel(Self.spaced(after: 10, before: 0)),
                                   in: CGRect(x: 0, y: 0, width: 300, height: 200))
            XCTAssertEqual(rows0.count, 3)
            XCTAssertEqual(rows1.count, 3)
            guard rows0.count == 3, rows1.count == 3 else { return }
            XCTAssertEqual(rows1[1].lowerBound - rows1[0].lowerBound, rows0[1].lowerBound - rows0[0].lowerBound + 10)
            XCTAssertEqual(rows1[2].lowerBound - rows1[1].lowerBound, rows0[2].lowerBound - rows0[1].lowerBound + 10)
        }
    }

    func testParagraphSpacingIsPerParagraphAndNotBetweenWrappedLines() {
        MainActor.assumeIsolated {
            // U+2029 and CR LF separate paragraphs too.
            let style = NSMutableParagraphStyle()
            style.paragraphSpacing = 5
            let one = NSAttributedString(string: "a", attributes: [.paragraphStyle: style]).size().height
            let separated = NSAttributedString(string: "a\u{2029}b\r\nc", attributes: [.paragraphStyle: style]).size().height
            XCTAssertEqual(separated, 3 * one + 10, accuracy: 0.01)

            let font = UIFont.systemFont(ofSize: 12)
            let spaced = NSMutableParagraphStyle()
            spaced.paragraphSpacing = 9
            let text = NSMutableAttributedString(string: "one two three four five six seven eight\n",
                                                 attributes: [.font: font, .paragraphStyle: spaced])
            text.append(NSAttributedString(string: "x\ny", attributes: [.font: font]))
            let width: CGFloat = 60
            let wrapped = NSAttributedString(string: "one two three four five six seven eight", attributes: [.font: font])
                .boundingRect(with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin, context: nil).height
            let lines = NSAttributedString(string: "x\ny", attributes: [.font: font]).size().height
            let total = text.boundingRect(with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin, context: nil).height
            // Only the first paragraph's 9 points after it; the default-styled "x" adds none.
            XCTAssertEqual(total, wrapped + lines + 9, accuracy: 0.01)
        }
    }

    func testTextViewPlacesTheCaretAcrossParagraphSpacing() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 300, height: 200)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            textView.attributedText = Self.spaced(after: 30, before: 0)
            window.addSubview(textView)
            let layout = textView._layout
            XCTAssertEqual(layout.lines.count, 3)
            let gap = layout.lines[1].logicalRect.y - (layout.lines[0].logicalRect.y + layout.lines[0].logicalRect.height)
            XCTAssertEqual(gap, 30, accuracy: 0.01)
            let caret = textView._caretRect(at: 4)
            XCTAssertEqual(caret.minY, textView._textOrigin.y + CGFloat(layout.lines[1].logicalRect.y), accuracy: 0.5)
            // A point in the second line finds a second-line offset.
            let y = CGFloat(layout.lines[1].logicalRect.y + 5)
            let offset = layout.utf16Offset(nearestX: 0, y: y, in: textView.text)
            XCTAssertEqual(offset, 4)
            let image = renderedImage(of: window)
            XCTAssertEqual(inkRowRuns(image, in: CGRect(x: 0, y: 0, width: 300, height: 200)).count, 3)
        }
    }

    // MARK: Attachments

    func testAttachmentDefaultsAndAttributedStringForm() {
        MainActor.assumeIsolated {
            let attachment = NSTextAttachment()
            XCTAssertNil(attachment.image)
            XCTAssertEqual(attachment.bounds, .zero)
            XCTAssertNil(attachment.contents)
            let data = NSTextAttachment(data: Data([1, 2]), ofType: "public.data")
            XCTAssertEqual(data.contents, Data([1, 2]))
            XCTAssertEqual(data.fileType, "public.data")
            let image = Self.redImage(8, 8)
            let withImage = NSTextAttachment(image: image)
            XCTAssertTrue(withImage.image === image)
            let string = NSAttributedString(attachment: withImage)
            XCTAssertEqual(string.string, "\u{FFFC}")
            XCTAssertTrue(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === withImage)
            XCTAssertEqual(NSTextAttachment.character, 0xFFFC)
        }
    }

    func testAttachmentTakesItsWidthAndStandsOnTheBaseline() throws {
        try MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 16)
            let attachment = NSTextAttachment(image: Self.redImage(10, 10))
            attachment.bounds = CGRect(x: 0, y: 0, width: 24, height: 12)
            let text = NSMutableAttributedString(string: "Hx", attributes: [.font: font])
            text.append(NSAttributedString(attachment: attachment))
            text.append(NSAttributedString(string: "Hx", attributes: [.font: font]))
            let plain = NSAttributedString(string: "HxHx", attributes: [.font: font]).size()
            XCTAssertEqual(text.size().width, plain.width + 24, accuracy: 0.5, "the bounds' width on the line")
            XCTAssertEqual(text.size().height, plain.height, accuracy: 0.5, "a short image leaves the line's height")

            let image = Self.renderLabel(text)
            let red = try XCTUnwrap(pixelBounds(in: image, CGRect(x: 0, y: 0, width: 300, height: 200), where: Self.isRed))
            XCTAssertEqual(red.width, 24, accuracy: 1, "scaled to the bounds")
            XCTAssertEqual(red.height, 12, accuracy: 1)
            // The bottom on the baseline: where the H's ink ends.
            let h = try XCTUnwrap(pixelBounds(in: image, CGRect(x: 0, y: 0, width: red.minX - 2, height: 200)) { $0.r < 100 })
            XCTAssertEqual(red.maxY, h.maxY, accuracy: 1.5)

            // bounds.origin.y lowers it below the baseline.
            attachment.bounds = CGRect(x: 0, y: -4, width: 24, height: 12)
            let lowered = Self.renderLabel(text)
            let red2 = try XCTUnwrap(pixelBounds(in: lowered, CGRect(x: 0, y: 0, width: 300, height: 200), where: Self.isRed))
            let h2 = try XCTUnwrap(pixelBounds(in: lowered, CGRect(x: 0, y: 0, width: red2.minX - 2, height: 200)) { $0.r < 100 })
            XCTAssertEqual(red2.maxY - h2.maxY, 4, accuracy: 1.5)
        }
    }

    func testTallAttachmentGrowsItsLineAndZeroBoundsUseTheImageSize() throws {
        try MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 12)
            let text = NSMutableAttributedString(string: "ab", attributes: [.font: font])
            text.append(NSAttributedString(attachment: NSTextAttachment(image: Self.redImage(20, 50))))
            let plain = NSAttributedString(string: "ab", attributes: [.font: font]).size()
            let size = text.size()
            XCTAssertEqual(size.width, plain.width + 20, accuracy: 0.5)
            XCTAssertGreaterThanOrEqual(size.height, 50, "the line holds the image")
            // Drawn through string drawing, the whole image shows, unclipped.
            let canvas = PixmanImage(format: .a8r8g8b8, width: 120, height: 80)
            let context = CGContext(pixmanImage: canvas)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
            UIGraphicsPushContext(context)
            text.draw(at: CGPoint(x: 5, y: 5))
            UIGraphicsPopContext()
            context.flush()
            let red = try XCTUnwrap(pixelBounds(in: canvas, CGRect(x: 0, y: 0, width: 120, height: 80), where: Self.isRed))
            XCTAssertEqual(red.width, 20, accuracy: 1)
            XCTAssertEqual(red.height, 50, accuracy: 1)
            XCTAssertGreaterThanOrEqual(red.minY, 4)
        }
    }

    func testTextViewDrawsAttachments() throws {
        try MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 200, height: 100)
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let text = NSMutableAttributedString(string: "a")
            text.append(NSAttributedString(attachment: NSTextAttachment(image: Self.redImage(16, 16))))
            textView.attributedText = text
            window.addSubview(textView)
            let red = try XCTUnwrap(pixelBounds(in: renderedImage(of: window), CGRect(x: 0, y: 0, width: 200, height: 100),
                                                 where: Self.isRed))
            XCTAssertEqual(red.size.width, 16, accuracy: 1)
            XCTAssertGreaterThan(red.minX, 5, "after the a")
        }
    }

    // MARK: Links

    func testTextViewDrawsLinksInTheTintAndLabelsDoNot() throws {
        try MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 20)
            let text = NSAttributedString(string: "Link", attributes: [.font: font, .link: URL(string: "https://example.org")!])
            let window = makeRenderWindow(width: 200, height: 100)
            window.tintColor = .red
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            textView.attributedText = text
            window.addSubview(textView)
            XCTAssertEqual(textView.linkTextAttributes[.foregroundColor] as? UIColor, .red)
            XCTAssertNil(textView.linkTextAttributes[.underlineStyle], "no underline by default, as on iOS")
            let image = renderedImage(of: window)
            let red = try XCTUnwrap(pixelBounds(in: image, CGRect(x: 0, y: 0, width: 200, height: 100), where: Self.isRed))
            let letters = "Link".size(withAttributes: [.font: font])
            XCTAssertGreaterThan(red.width, letters.width * 0.8, "the word in the tint")
            XCTAssertLessThan(red.maxY, 8 + letters.height * 0.85, "nothing drawn below the letters")

            // Settable: an underline asked for is drawn.
            textView.linkTextAttributes = [.foregroundColor: UIColor.red, .underlineStyle: NSUnderlineStyle.single.rawValue]
            let underlined = try XCTUnwrap(pixelBounds(in: renderedImage(of: window), CGRect(x: 0, y: 0, width: 200, height: 100),
                                                       where: Self.isRed))
            XCTAssertGreaterThan(underlined.maxY, red.maxY, "the underline below the letters")

            // Settable: green, no underline.
            textView.linkTextAttributes = [.foregroundColor: UIColor.green]
            let green = renderedImage(of: window)
            XCTAssertNil(pixelBounds(in: green, CGRect(x: 0, y: 0, width: 200, height: 100), where: Self.isRed))
            XCTAssertNotNil(pixelBounds(in: green, CGRect(x: 0, y: 0, width: 200, height: 100)) { $0.g > 100 && $0.r < 60 })
            XCTAssertEqual(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, nil,
                           "the text keeps its own attributes")

            // Back to the default: links follow the tint as it changes.
            textView.linkTextAttributes = nil
            window.tintColor = .green
            XCTAssertEqual(textView.linkTextAttributes[.foregroundColor] as? UIColor, .green)
            let tinted = renderedImage(of: window)
            XCTAssertNil(pixelBounds(in: tinted, CGRect(x: 0, y: 0, width: 200, height: 100), where: Self.isRed))
            XCTAssertNotNil(pixelBounds(in: tinted, CGRect(x: 0, y: 0, width: 200, height: 100)) { $0.g > 100 && $0.r < 60 })

            // A label draws the link as plain text (black here).
            let label = Self.renderLabel(text)
            XCTAssertNil(pixelBounds(in: label, CGRect(x: 0, y: 0, width: 300, height: 200), where: Self.isRed))
            XCTAssertNil(pixelBounds(in: label, CGRect(x: 0, y: 0, width: 300, height: 200)) { $0.b > 150 && $0.r < 100 },
                         "no blue link colour")
        }
    }

    @MainActor
    private final class LinkDelegate: NSObject, UITextViewDelegate {
        var asked: [(URL, NSRange, UITextItemInteraction)] = []
        var allow = false
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            asked.append((URL, characterRange, interaction))
            return allow
        }
    }

    @MainActor
    private final class OldLinkDelegate: NSObject, UITextViewDelegate {
        var asked: [URL] = []
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
            asked.append(URL)
            return false
        }
    }

    @MainActor
    private final class PrimaryActionDelegate: NSObject, UITextViewDelegate {
        var items: [UITextItem] = []
        var ran = 0
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            items.append(textItem)
            return UIAction { [weak self] _ in self?.ran += 1 }
        }
    }

    @MainActor
    private static func tap(_ window: UIWindow, _ point: CGPoint) {
        let touch = UITouch(window: window, locationInWindow: point, timestamp: 1)
        let event = makeTouchEvent([touch])
        UIApplication.shared.sendEvent(event)
        touch._update(phase: .ended, locationInWindow: point, timestamp: 2)
        UIApplication.shared.sendEvent(event)
    }

    func testTapOnALinkAsksTheDelegateAndOpensIt() throws {
        try MainActor.assumeIsolated {
            let font = UIFont.systemFont(ofSize: 12)
            let text = NSMutableAttributedString(string: "see ", attributes: [.font: font])
            text.append(NSAttributedString(string: "here", attributes: [.font: font, .link: "https://example.org/a"]))
            let window = makeRenderWindow(width: 300, height: 200)
            window.makeKeyAndVisible()
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            textView.isEditable = false
            textView.attributedText = text
            window.addSubview(textView)
            let delegate = LinkDelegate()
            textView.delegate = delegate
            let x = 5 + "see ".size(withAttributes: [.font: font]).width + 6
            let y = 8 + font.lineHeight / 2
            Self.tap(window, CGPoint(x: x, y: y))
            XCTAssertEqual(delegate.asked.count, 1)
            XCTAssertEqual(delegate.asked.first?.0, URL(string: "https://example.org/a"))
            XCTAssertEqual(delegate.asked.first?.1, NSRange(location: 4, length: 4))
            XCTAssertEqual(delegate.asked.first?.2, .invokeDefaultAction)
            XCTAssertFalse(textView.isFirstResponder, "a link tap does not select")
            // Off the link: no question.
            Self.tap(window, CGPoint(x: 8, y: y))
            XCTAssertEqual(delegate.asked.count, 1)

            // Allowed: the default action opens the URL with the open command.
            let marker = FileManager.default.temporaryDirectory.appendingPathComponent("link-open-\(getpid())")
            try? FileManager.default.removeItem(at: marker)
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("link-open-\(getpid()).sh")
            try "#!/bin/sh\necho \"$1\" > \(marker.path)\n".write(to: script, atomically: true, encoding: .utf8)
            chmod(script.path, 0o755)
            setenv("STRATA_OPEN_URL_COMMAND", script.path, 1)
            defer { unsetenv("STRATA_OPEN_URL_COMMAND"); try? FileManager.default.removeItem(at: script) }
            delegate.allow = true
            Self.tap(window, CGPoint(x: x, y: y))
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: marker.path) && Date() < deadline {
                RunLoop.main.run(until: Date().addingTimeInterval(0.02))
            }
            RunLoop.main.run(until: Date().addingTimeInterval(0.1))
            let opened = (try? String(contentsOf: marker, encoding: .utf8)) ?? ""
            XCTAssertEqual(opened.trimmingCharacters(in: .whitespacesAndNewlines), "https://example.org/a")
            try? FileManager.default.removeItem(at: marker)

            // iOS 17's primary action replaces the question when the delegate has it.
            let primary = PrimaryActionDelegate()
            textView.delegate = primary
            Self.tap(window, CGPoint(x: x, y: y))
            XCTAssertEqual(primary.items.count, 1)
            if case .link(let url)? = primary.items.first?.content {
                XCTAssertEqual(url, URL(string: "https://example.org/a"))
            } else { XCTFail("a link item") }
            XCTAssertEqual(primary.items.first?.range, NSRange(location: 4, length: 4))
            XCTAssertEqual(primary.ran, 1)

            // iOS 7's question is asked when the later ones are not implemented.
            let old = OldLinkDelegate()
            textView.delegate = old
            Self.tap(window, CGPoint(x: x, y: y))
            XCTAssertEqual(old.asked, [URL(string: "https://example.org/a")!])

            // Not selectable: links do nothing.
            textView.isSelectable = false
            Self.tap(window, CGPoint(x: x, y: y))
            XCTAssertEqual(old.asked.count, 1)
            textView.isSelectable = true
            textView.delegate = primary

            // Editable views edit instead.
            textView.isEditable = true
            Self.tap(window, CGPoint(x: x, y: y))
            XCTAssertEqual(primary.items.count, 1)
            XCTAssertTrue(textView.isFirstResponder)
        }
    }
}
