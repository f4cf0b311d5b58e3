import Foundation
import StrataCairo

/// Attributed text laid out for measuring and drawing: the one place that turns
/// UIKit's text attributes, line-break modes and line limits into a Pango layout.
///
/// Lines break at `width` (unlimited when `nil`). The lines shown are at most
/// `maximumNumberOfLines` (0: no limit) and those whose bottom fits in `height` (at
/// least one). When lines are left out, a truncating line-break mode (or
/// `truncatesLastVisibleLine`) ellipsizes the last line shown, which then holds the
/// rest of its paragraph; the other modes just leave the lines out (clipping).
final class _TextLayout {
    let pango: PangoTextLayout
    /// For each UTF-16 offset of the text (and its end), the UTF-8 byte offset.
    let utf8Offsets: [Int]
    /// The lines shown, where they are drawn (moved down by ``lineOffsets``).
    let lines: [PangoTextLayout.Line]
    /// For each of Pango's lines, how far below Pango's place it is drawn: the space
    /// between paragraphs (``NSParagraphStyle/paragraphSpacing`` after one and
    /// ``NSParagraphStyle/paragraphSpacingBefore`` the next), which Pango has no notion of.
    private(set) var lineOffsets: [Double] = []
    /// The attachments: each one's UTF-8 byte offset and the rectangle its image takes
    /// relative to its glyph's origin on the baseline, y up (UIKit's text coordinates).
    private var attachments: [(byte: Int, attachment: NSTextAttachment, bounds: CGRect)] = []
    /// The bottom of the last line shown when lines are left out without an ellipsis.
    private let clipHeight: Double?
    /// The size the shown lines use: the widest line's width, the last line's bottom.
    let usedSize: CGSize
    /// How far in from the left the lines are drawn (the paragraph's smaller head indent).
    private(set) var leadingInset: CGFloat = 0

    init(_ string: NSAttributedString, defaultFont: UIFont, defaultColor: UIColor = .black,
         width: CGFloat?, height: CGFloat? = nil, maximumNumberOfLines: Int = 0,
         alignment: NSTextAlignment? = nil, lineBreakMode: NSLineBreakMode? = nil,
         truncatesLastVisibleLine: Bool = false) {
        let text = string.string
        let offsets = Self.utf8Offsets(of: text)
        utf8Offsets = offsets
        pango = PangoTextLayout(text: text, font: defaultFont._spec)

        var runs: [PangoTextRun] = []
        var firstParagraph: NSParagraphStyle?
        var found: [(byte: Int, attachment: NSTextAttachment, bounds: CGRect)] = []
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let start = offsets[range.location], end = offsets[range.location + range.length]
            let font = attributes[.font] as? UIFont ?? defaultFont
            let color = Self.color(attributes[.foregroundColor]) ?? defaultColor
            var run = PangoTextRun(start: start, end: end, font: font._spec, foreground: Self.pangoColor(color))
            run.background = Self.color(attributes[.backgroundColor]).map(Self.pangoColor)
            run.underline = Self.underline(attributes[.underlineStyle])
            run.underlineColor = Self.color(attributes[.underlineColor]).map(Self.pangoColor)
            run.strikethrough = Self.underline(attributes[.strikethroughStyle]) != .none
            run.strikethroughColor = Self.color(attributes[.strikethroughColor]).map(Self.pangoColor)
            run.rise = Self.number(attributes[.baselineOffset]) ?? 0
            run.letterSpacing = Self.number(attributes[.kern]) ?? 0
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                // The attachment takes its bounds' room in place of each character's glyph.
                let box = attachment._layoutBounds
                run.shape = PangoTextRect(x: 0, y: -Double(box.maxY), width: Double(box.maxX), height: Double(box.height))
                for i in range.location..<(range.location + range.length)
                    where i == range.location || offsets[i] != offsets[i - 1] {
                    found.append((offsets[i], attachment, box))
                }
            }
            runs.append(run)
            if range.location == 0 { firstParagraph = attributes[.paragraphStyle] as? NSParagraphStyle }
        }
        pango.setRuns(runs)

        let paragraph = firstParagraph ?? NSParagraphStyle.default
        let mode = lineBreakMode ?? paragraph.lineBreakMode
        switch alignment ?? paragraph.alignment {
        case .left, .natural: pango.alignment = .left
        case .center: pango.alignment = .center
        case .right: pango.alignment = .right
        case .justified: pango.alignment = .justified
        }
        pango.spacing = Double(paragraph.lineSpacing)
        pango.wrap = mode == .byCharWrapping ? .char : .wordChar
        // Indents: the lines start at the smaller of the two head indents (the layout is
        // drawn that far in) and Pango indents the first line past the others, or the
        // others past the first (a hanging indent); the tail indent ends the lines.
        let first = Double(paragraph.firstLineHeadIndent), head = Double(paragraph.headIndent)
        leadingInset = CGFloat(Swift.min(first, head))
        pango.indent = first - head
        if let width, width.isFinite, width < 1e7 {
            let tail = Double(paragraph.tailIndent)
            let end = tail > 0 ? tail : Double(width) + tail
            pango.width = Swift.max(0, end - Double(leadingInset))
        } else if paragraph.tailIndent > 0 {
            pango.width = Swift.max(0, Double(paragraph.tailIndent - leadingInset))
        }
        // Line height: the font's, times lineHeightMultiple, kept within the minimum and
        // maximum (UIKit's order).
        let multiple = Double(paragraph.lineHeightMultiple)
        if paragraph.minimumLineHeight > 0 || paragraph.maximumLineHeight > 0 {
            var height = (pango.lines.first?.logicalRect.height ?? 0) * (multiple > 0 ? multiple : 1)
            if paragraph.maximumLineHeight > 0 { height = Swift.min(height, Double(paragraph.maximumLineHeight)) }
            height = Swift.max(height, Double(paragraph.minimumLineHeight))
            pango.lineHeight = .absolute(height)
        } else if multiple > 0, multiple != 1 {
            pango.lineHeight = .factor(multiple)
        }

        var raw = pango.lines
        var shifts = Self.paragraphOffsets(of: raw, in: string, utf8Offsets: offsets)
        var all = Self.moved(raw, by: shifts)
        var shown = all.count
        if maximumNumberOfLines > 0 { shown = Swift.min(shown, maximumNumberOfLines) }
        if let height, height.isFinite {
            while shown > 1 && Self.bottom(all[shown - 1]) > Double(height) + 0.001 { shown -= 1 }
        }
        var clip: Double?
        if shown < all.count {
            let bottom = Self.bottom(all[shown - 1])
            if mode._truncates || truncatesLastVisibleLine {
                switch mode {
                case .byTruncatingHead: pango.ellipsize = .start
                case .byTruncatingMiddle: pango.ellipsize = .middle
                default: pango.ellipsize = .end
                }
                pango.maximumHeight = Self.bottom(raw[shown - 1])
                raw = pango.lines
                shifts = Self.paragraphOffsets(of: raw, in: string, utf8Offsets: offsets)
                all = Self.moved(raw, by: shifts)
                shown = Swift.min(shown, all.count)
            } else {
                clip = bottom
            }
        }
        lines = Array(all.prefix(shown))
        clipHeight = clip
        lineOffsets = shifts
        attachments = found
        // Left-aligned lines count their indent (a centred or right-aligned line's x is
        // where the alignment put it, not space it uses).
        let countsX = pango.alignment == .left || pango.alignment == .justified
        let usedWidth = (lines.map { (countsX ? Swift.max(0, $0.logicalRect.x) : 0) + $0.logicalRect.width }.max() ?? 0)
            + Double(leadingInset)
        // An empty string uses no space (its one empty line still places a caret).
        usedSize = text.isEmpty ? .zero
            : CGSize(width: CGFloat(usedWidth), height: CGFloat(lines.last.map(Self.bottom) ?? 0))
    }

    /// Whether some text was replaced by an ellipsis.
    var isTruncated: Bool { pango.isEllipsized }

    /// Draws the shown lines with the layout's top-left corner at `origin` in user space.
    func draw(in context: CGContext, at origin: CGPoint) {
        let cr = context.cr
        if let clipHeight {
            cr.save()
            cr.rectangle(Double(origin.x) - 1e5, Double(origin.y), 2e5, clipHeight)
            cr.clip()
        }
        pango.show(in: cr, x: Double(origin.x + leadingInset), y: Double(origin.y), alpha: Double(context._state.alpha),
                   lineOffsets: lineOffsets)
        drawAttachments(in: context, at: origin)
        if clipHeight != nil { cr.restore() }
    }

    /// Draws each attachment's image in the room its glyph took: from the glyph's x plus
    /// `bounds.origin.x`, its bottom `bounds.origin.y` above the baseline.
    private func drawAttachments(in context: CGContext, at origin: CGPoint) {
        guard !attachments.isEmpty else { return }
        for (byte, attachment, box) in attachments {
            guard let cgImage = attachment.image?.cgImage, box.width > 0, box.height > 0,
                  let line = lines.lastIndex(where: { $0.startIndex <= byte }),
                  byte < lines[line].startIndex + lines[line].length else { continue }
            let glyph = pango.characterRect(atByteIndex: byte)
            // An ellipsis can take the attachment's place: then its glyph has no width.
            guard glyph.width > 0 else { continue }
            let rect = CGRect(x: origin.x + leadingInset + CGFloat(glyph.x) + box.minX,
                              y: origin.y + CGFloat(lines[line].baseline) - box.maxY,
                              width: box.width, height: box.height)
            // Upright: Core Graphics draws an image's first row at the rect's bottom.
            context.saveGState()
            context.translateBy(x: 0, y: rect.minY + rect.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(cgImage, in: rect)
            context.restoreGState()
        }
    }

    /// The x of a caret before the character at UTF-16 offset `offset` (the text's length:
    /// after the last character), in layout coordinates.
    func caretX(atUTF16Offset offset: Int) -> CGFloat {
        let index = utf8Offsets[Swift.max(0, Swift.min(offset, utf8Offsets.count - 1))]
        return CGFloat(pango.characterRect(atByteIndex: index).x) + leadingInset
    }

    // MARK: Attribute conversion

    /// How far each line is moved down for the space between paragraphs: a line that
    /// starts a paragraph (not the first) is moved by the previous paragraph's
    /// `paragraphSpacing` plus its own `paragraphSpacingBefore`, and every later line with it.
    private static func paragraphOffsets(of lines: [PangoTextLayout.Line], in string: NSAttributedString,
                                         utf8Offsets: [Int]) -> [Double] {
        guard lines.count > 1 else { return Array(repeating: 0, count: lines.count) }
        let bytes = Array(string.string.utf8)
        func style(atByte byte: Int) -> NSParagraphStyle {
            var low = 0, high = utf8Offsets.count - 1
            while low < high {
                let mid = (low + high) / 2
                if utf8Offsets[mid] < byte { low = mid + 1 } else { high = mid }
            }
            guard low < string.length else { return .default }
            return string.attribute(.paragraphStyle, at: low, effectiveRange: nil) as? NSParagraphStyle ?? .default
        }
        // Pango's paragraph separators: LF, CR (and CR LF) and U+2029 (E2 80 A9).
        func startsParagraph(atByte byte: Int) -> Bool {
            guard byte > 0, byte <= bytes.count else { return byte == 0 }
            let previous = bytes[byte - 1]
            if previous == 0x0A || previous == 0x0D { return true }
            return byte >= 3 && previous == 0xA9 && bytes[byte - 2] == 0x80 && bytes[byte - 3] == 0xE2
        }
        var result: [Double] = [0]
        var current = style(atByte: lines[0].startIndex)
        var total = 0.0
        for line in lines.dropFirst() {
            if startsParagraph(atByte: line.startIndex) {
                let next = style(atByte: line.startIndex)
                total += Double(current.paragraphSpacing + next.paragraphSpacingBefore)
                current = next
            }
            result.append(total)
        }
        return result
    }

    /// `lines` moved down by `offsets`.
    private static func moved(_ lines: [PangoTextLayout.Line], by offsets: [Double]) -> [PangoTextLayout.Line] {
        zip(lines, offsets).map { line, offset in
            var line = line
            line.logicalRect.y += offset
            line.baseline += offset
            return line
        }
    }

    private static func bottom(_ line: PangoTextLayout.Line) -> Double {
        line.logicalRect.y + line.logicalRect.height
    }

    private static func utf8Offsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var utf8 = 0
        for scalar in text.unicodeScalars {
            // Both halves of a surrogate pair map to the scalar's first byte.
            for _ in 0..<scalar.utf16.count { offsets.append(utf8) }
            utf8 += scalar.utf8.count
        }
        offsets.append(utf8)
        return offsets
    }

    private static func color(_ value: Any?) -> UIColor? {
        if let color = value as? UIColor { return color }
        if let cgColor = value as? CGColor { return UIColor(cgColor: cgColor) }
        return nil
    }

    private static func pangoColor(_ color: UIColor) -> PangoTextColor {
        let c = color.cgColor.rgba
        return PangoTextColor(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as CGFloat: Double(v)
        case let v as Double: v
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    private static func underline(_ value: Any?) -> PangoTextRun.Underline {
        let raw: Int
        switch value {
        case let v as NSUnderlineStyle: raw = v.rawValue
        case let v as Int: raw = v
        case let v as NSNumber: raw = v.intValue
        default: return .none
        }
        let style = NSUnderlineStyle(rawValue: raw)
        if style.contains(.double) { return .double }
        return raw & 0xFF == 0 ? .none : .single
    }
}
