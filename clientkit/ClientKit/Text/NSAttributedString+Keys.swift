import Foundation

// swift-corelibs-foundation has NSAttributedString but none of the UIKit keys.
extension NSAttributedString.Key {
    /// A ``UIFont``. Default: the system font at 12 points.
    public static let font = NSAttributedString.Key("NSFont")
    /// A ``UIColor`` for the text. Default black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A ``UIColor`` filling the area behind the text. Default none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An ``NSParagraphStyle``. Default `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters in points, as an `NSNumber`, `CGFloat`, `Double` or
    /// `Int`. Default 0. Drawn with Pango's letter spacing, which adds the space between
    /// the characters of a run but not after its last one (UIKit adds it after every
    /// character, so a kerned run is one `kern` narrower here).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An ``NSUnderlineStyle`` raw value as an `NSNumber` or `Int` (or the style itself).
    /// `.single` and `.thick` draw one line, `.double` two. Default none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A ``UIColor`` for the underline. Default: the text's colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An ``NSUnderlineStyle`` raw value (as for ``underlineStyle``) for a line through
    /// the text; any style draws one line. Default none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A ``UIColor`` for the strikethrough. Default: the text's colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text is raised above the baseline in points (negative lowers it), as
    /// an `NSNumber`, `CGFloat`, `Double` or `Int`. Default 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// How text is underlined (`NSUnderlineStyle`, UIKit's raw values). ClientKit draws
/// `.single` and `.thick` as one line and `.double` as two; patterns and `.byWord`
/// are ignored.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
