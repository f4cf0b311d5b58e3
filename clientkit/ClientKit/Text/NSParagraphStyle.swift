import Foundation

/// The writing direction of text (`NSWritingDirection`, UIKit's raw values).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The paragraph attributes of attributed text (`NSParagraphStyle`), the value of
/// `NSAttributedString.Key.paragraphStyle`. Immutable; see ``NSMutableParagraphStyle``.
///
/// ClientKit honours ``alignment``, ``lineBreakMode``, ``lineSpacing``, the line
/// heights (``lineHeightMultiple``, ``minimumLineHeight``, ``maximumLineHeight``) and the
/// indents (``firstLineHeadIndent``, ``headIndent``, ``tailIndent``), taking them from
/// the style at the start of the text for all of its paragraphs (UIKit allows one style
/// per paragraph). ``paragraphSpacing`` and ``paragraphSpacingBefore`` are each
/// paragraph's own (the style at its first character): between two paragraphs, the
/// first's spacing after plus the second's spacing before; none before the first
/// paragraph or after the last. The other attributes are kept, compared and copied but
/// change nothing yet: the writing direction (text is laid out left to right),
/// hyphenation, tab intervals and tightening.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _lineSpacing: CGFloat = 0
    var _lineHeightMultiple: CGFloat = 0
    var _minimumLineHeight: CGFloat = 0
    var _maximumLineHeight: CGFloat = 0
    var _firstLineHeadIndent: CGFloat = 0
    var _headIndent: CGFloat = 0
    var _tailIndent: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0
    var _paragraphSpacingBefore: CGFloat = 0
    var _baseWritingDirection: NSWritingDirection = .natural
    var _hyphenationFactor: Float = 0
    var _defaultTabInterval: CGFloat = 0
    var _allowsDefaultTighteningForTruncation: Bool = false

    public override init() { super.init() }

    /// The default style: natural alignment, word wrapping, no extra spacing or indents.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned. Default `.natural`.
    open var alignment: NSTextAlignment { _alignment }
    /// How lines break and what happens to text that does not fit. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// Extra space between the bottom of one line and the top of the next, in points (negative values count as 0). Default 0.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// The factor the font's line height is multiplied by (when positive) before the minimum and maximum apply. Default 0 (the font's).
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    /// The least height of a line, in points. Default 0 (no minimum).
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    /// The greatest height of a line, in points (glyphs taller than it overlap). Default 0 (no maximum).
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    /// How far the first line of a paragraph starts from the leading edge, in points. Default 0.
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    /// How far the other lines of a paragraph start from the leading edge, in points. Default 0.
    open var headIndent: CGFloat { _headIndent }
    /// Where lines end: positive, that far from the leading edge; zero or negative, that far in from the trailing edge. Default 0.
    open var tailIndent: CGFloat { _tailIndent }
    /// Space after a paragraph (before the next one's top), in points. Default 0.
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    /// Space before a paragraph's top, in points; not added before the text's first paragraph. Default 0.
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    /// The writing direction. Default `.natural`. Kept; ClientKit lays text out left to right.
    open var baseWritingDirection: NSWritingDirection { _baseWritingDirection }
    /// How readily words are hyphenated, 0…1. Default 0. Kept; ClientKit does not hyphenate.
    open var hyphenationFactor: Float { _hyphenationFactor }
    /// The distance between default tab stops, in points. Default 0. Kept; Pango's tab stops apply.
    open var defaultTabInterval: CGFloat { _defaultTabInterval }
    /// Whether characters may be squeezed before text is truncated. Default `false`. Kept.
    open var allowsDefaultTighteningForTruncation: Bool { _allowsDefaultTighteningForTruncation }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy._take(self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy._take(self)
        return copy
    }

    func _take(_ other: NSParagraphStyle) {
        _alignment = other._alignment
        _lineBreakMode = other._lineBreakMode
        _lineSpacing = other._lineSpacing
        _lineHeightMultiple = other._lineHeightMultiple
        _minimumLineHeight = other._minimumLineHeight
        _maximumLineHeight = other._maximumLineHeight
        _firstLineHeadIndent = other._firstLineHeadIndent
        _headIndent = other._headIndent
        _tailIndent = other._tailIndent
        _paragraphSpacing = other._paragraphSpacing
        _paragraphSpacingBefore = other._paragraphSpacingBefore
        _baseWritingDirection = other._baseWritingDirection
        _hyphenationFactor = other._hyphenationFactor
        _defaultTabInterval = other._defaultTabInterval
        _allowsDefaultTighteningForTruncation = other._allowsDefaultTighteningForTruncation
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return _alignment == other._alignment
            && _lineBreakMode == other._lineBreakMode
            && _lineSpacing == other._lineSpacing
            && _lineHeightMultiple == other._lineHeightMultiple
            && _minimumLineHeight == other._minimumLineHeight
            && _maximumLineHeight == other._maximumLineHeight
            && _firstLineHeadIndent == other._firstLineHeadIndent
            && _headIndent == other._headIndent
            && _tailIndent == other._tailIndent
            && _paragraphSpacing == other._paragraphSpacing
            && _paragraphSpacingBefore == other._paragraphSpacingBefore
            && _baseWritingDirection == other._baseWritingDirection
            && _hyphenationFactor == other._hyphenationFactor
            && _defaultTabInterval == other._defaultTabInterval
            && _allowsDefaultTighteningForTruncation == other._allowsDefaultTighteningForTruncation
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_alignment)
        hasher.combine(_lineBreakMode)
        hasher.combine(_lineSpacing)
        hasher.combine(_lineHeightMultiple)
        hasher.combine(_minimumLineHeight)
        hasher.combine(_maximumLineHeight)
        hasher.combine(_firstLineHeadIndent)
        hasher.combine(_headIndent)
        hasher.combine(_tailIndent)
        hasher.combine(_paragraphSpacing)
        hasher.combine(_paragraphSpacingBefore)
        hasher.combine(_baseWritingDirection)
        hasher.combine(_hyphenationFactor)
        hasher.combine(_defaultTabInterval)
        hasher.combine(_allowsDefaultTighteningForTruncation)
        return hasher.finalize()
    }
}

/// A paragraph style whose attributes can be changed (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines are aligned. Default `.natural`.
    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }
    /// How lines break and what happens to text that does not fit. Default `.byWordWrapping`.
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
    /// Extra space between the bottom of one line and the top of the next, in points (negative values count as 0). Default 0.
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = Swift.max(0, newValue) }
    }
    /// The factor the font's line height is multiplied by (when positive) before the minimum and maximum apply. Default 0 (the font's).
    open override var lineHeightMultiple: CGFloat {
        get { _lineHeightMultiple }
        set { _lineHeightMultiple = Swift.max(0, newValue) }
    }
    /// The least height of a line, in points. Default 0 (no minimum).
    open override var minimumLineHeight: CGFloat {
        get { _minimumLineHeight }
        set { _minimumLineHeight = Swift.max(0, newValue) }
    }
    /// The greatest height of a line, in points (glyphs taller than it overlap). Default 0 (no maximum).
    open override var maximumLineHeight: CGFloat {
        get { _maximumLineHeight }
        set { _maximumLineHeight = Swift.max(0, newValue) }
    }
    /// How far the first line of a paragraph starts from the leading edge, in points. Default 0.
    open override var firstLineHeadIndent: CGFloat {
        get { _firstLineHeadIndent }
        set { _firstLineHeadIndent = Swift.max(0, newValue) }
    }
    /// How far the other lines of a paragraph start from the leading edge, in points. Default 0.
    open override var headIndent: CGFloat {
        get { _headIndent }
        set { _headIndent = Swift.max(0, newValue) }
    }
    /// Where lines end: positive, that far from the leading edge; zero or negative, that far in from the trailing edge. Default 0.
    open override var tailIndent: CGFloat {
        get { _tailIndent }
        set { _tailIndent = newValue }
    }
    /// Space after a paragraph (before the next one's top), in points. Default 0.
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _paragraphSpacing = Swift.max(0, newValue) }
    }
    /// Space before a paragraph's top, in points; not added before the text's first paragraph. Default 0.
    open override var paragraphSpacingBefore: CGFloat {
        get { _paragraphSpacingBefore }
        set { _paragraphSpacingBefore = Swift.max(0, newValue) }
    }
    /// The writing direction. Default `.natural`. Kept; ClientKit lays text out left to right.
    open override var baseWritingDirection: NSWritingDirection {
        get { _baseWritingDirection }
        set { _baseWritingDirection = newValue }
    }
    /// How readily words are hyphenated, 0…1. Default 0. Kept; ClientKit does not hyphenate.
    open override var hyphenationFactor: Float {
        get { _hyphenationFactor }
        set { _hyphenationFactor = newValue }
    }
    /// The distance between default tab stops, in points. Default 0. Kept; Pango's tab stops apply.
    open override var defaultTabInterval: CGFloat {
        get { _defaultTabInterval }
        set { _defaultTabInterval = Swift.max(0, newValue) }
    }
    /// Whether characters may be squeezed before text is truncated. Default `false`. Kept.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { _allowsDefaultTighteningForTruncation }
        set { _allowsDefaultTighteningForTruncation = newValue }
    }

    /// Copies every attribute of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        _take(other)
    }
}
