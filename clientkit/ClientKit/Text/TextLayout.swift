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
    /// The lines shown.
    let lines: [PangoTextLayout.Line]
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

        var all = pango.lines
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
                pango.maximumHeight = bottom
                all = pango.lines
                shown = Swift.min(shown, all.count)
            } else {
                clip = bottom
            }
        }
        lines = Array(all.prefix(shown))
        clipHeight = clip
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
        pango.show(in: cr, x: Double(origin.x + leadingInset), y: Double(origin.y), alpha: Double(context._state.alpha))
        if clipHeight != nil { cr.restore() }
    }

    /// The x of a caret before the character at UTF-16 offset `offset` (the text's length:
    /// after the last character), in layout coordinates.
    func caretX(atUTF16Offset offset: Int) -> CGFloat {
        let index = utf8Offsets[Swift.max(0, Swift.min(offset, utf8Offsets.count - 1))]
        return CGFloat(pango.characterRect(atByteIndex: index).x) + leadingInset
    }

    // MARK: Attribute conversion

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
