import Foundation

/// The paragraph attributes of attributed text (`NSParagraphStyle`), the value of
/// `NSAttributedString.Key.paragraphStyle`. Immutable; see ``NSMutableParagraphStyle``.
///
/// ClientKit honours ``alignment``, ``lineBreakMode`` and ``lineSpacing``, and takes
/// them from the style at the start of the text for all of its paragraphs (UIKit
/// allows one style per paragraph).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _lineSpacing: CGFloat = 0

    public override init() { super.init() }

    /// The default style: natural alignment, word wrapping, no extra line spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned. Default `.natural`.
    open var alignment: NSTextAlignment { _alignment }
    /// How lines break and what happens to text that does not fit. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// Extra space between the bottom of one line and the top of the next, in points. Default 0.
    open var lineSpacing: CGFloat { _lineSpacing }

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
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return _alignment == other._alignment && _lineBreakMode == other._lineBreakMode
            && _lineSpacing == other._lineSpacing
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_alignment)
        hasher.combine(_lineBreakMode)
        hasher.combine(_lineSpacing)
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
    /// Extra space between lines, in points (negative values count as 0). Default 0.
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = Swift.max(0, newValue) }
    }

    /// Copies every attribute of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        _take(other)
    }
}
