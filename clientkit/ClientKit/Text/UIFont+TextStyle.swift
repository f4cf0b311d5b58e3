import Foundation

extension UIFont {
    /// The semantic text styles of Dynamic Type (`UIFont.TextStyle`, UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The size and weight iOS gives the style at the default (`.large`) text size.
        var _metrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for a text style at the default text size, as iOS sizes it at
    /// `.large` (body 17, headline 17 semibold, footnote 13, …). Every app here has one
    /// text size (see `UITraitCollection.preferredContentSizeCategory`), so the font
    /// never changes size.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style._metrics
        return .systemFont(ofSize: metrics.size, weight: metrics.weight)
    }

    /// The font for `style`; the trait collection changes nothing (one text size).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}

extension UIFontDescriptor {
    /// A descriptor of the system font for a text style (see `UIFont.preferredFont(forTextStyle:)`).
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same; the trait collection changes nothing.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                              compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }
}

/// Scales custom fonts and values with the user's text size (`UIFontMetrics`). Apps here
/// have one text size, the default, so everything comes back at the size given.
public struct UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` as it is (the default text size).
    public func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font`, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    /// `value` as it is.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}

/// Views whose font follows the user's text size (`UIContentSizeCategoryAdjusting`).
/// Kept: there is one text size here.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
