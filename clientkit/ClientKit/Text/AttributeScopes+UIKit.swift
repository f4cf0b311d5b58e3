import Foundation

/// UIKit's attributes for Swift's `AttributedString` and `AttributeContainer` (UIKit's
/// `AttributeScopes.UIKitAttributes`): `container.font = .boldSystemFont(ofSize: 17)`,
/// `string.foregroundColor = .systemRed`. Their names are the `NSAttributedString.Key`s',
/// so an `AttributedString` converted to an `NSAttributedString` keeps them.
extension AttributeScopes {
    /// The UIKit attributes, and Foundation's.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
    }

    /// The UIKit scope (`AttributedString(…, including: \.uiKit)`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `container.font`, `string.foregroundColor` and the other UIKit attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// A function that turns text attributes into others (UIKit's
/// `UIConfigurationTextAttributesTransformer`, iOS 15): a button configuration's title
/// and subtitle attributes pass through it.
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    /// The function.
    public let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

extension NSAttributedString {
    /// The same text with its UIKit attributes under their `NSAttributedString.Key`s (as
    /// Foundation's conversion does on Apple platforms; Linux's Foundation has none).
    public convenience init(_ attributedString: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributedString.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let value = run.font { attributes[.font] = value }
            if let value = run.foregroundColor { attributes[.foregroundColor] = value }
            if let value = run.backgroundColor { attributes[.backgroundColor] = value }
            if let value = run.paragraphStyle { attributes[.paragraphStyle] = value }
            if let value = run.kern { attributes[.kern] = value }
            if let value = run.baselineOffset { attributes[.baselineOffset] = value }
            if let value = run.underlineStyle { attributes[.underlineStyle] = value.rawValue }
            if let value = run.underlineColor { attributes[.underlineColor] = value }
            if let value = run.strikethroughStyle { attributes[.strikethroughStyle] = value.rawValue }
            if let value = run.strikethroughColor { attributes[.strikethroughColor] = value }
            result.append(NSAttributedString(string: String(attributedString[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}

extension AttributedString {
    /// The same text with its UIKit attributes (see `NSAttributedString.init(_:)`).
    public init(_ nsAttributedString: NSAttributedString) {
        var result = AttributedString()
        let whole = NSRange(location: 0, length: nsAttributedString.length)
        nsAttributedString.enumerateAttributes(in: whole) { attributes, range, _ in
            var container = AttributeContainer()
            if let value = attributes[.font] as? UIFont { container.font = value }
            if let value = attributes[.foregroundColor] as? UIColor { container.foregroundColor = value }
            if let value = attributes[.backgroundColor] as? UIColor { container.backgroundColor = value }
            if let value = attributes[.paragraphStyle] as? NSParagraphStyle { container.paragraphStyle = value }
            if let value = attributes[.kern] as? CGFloat { container.kern = value }
            if let value = attributes[.baselineOffset] as? CGFloat { container.baselineOffset = value }
            if let value = attributes[.underlineStyle] as? Int { container.underlineStyle = NSUnderlineStyle(rawValue: value) }
            if let value = attributes[.underlineColor] as? UIColor { container.underlineColor = value }
            if let value = attributes[.strikethroughStyle] as? Int { container.strikethroughStyle = NSUnderlineStyle(rawValue: value) }
            if let value = attributes[.strikethroughColor] as? UIColor { container.strikethroughColor = value }
            let text = (nsAttributedString.string as NSString).substring(with: range)
            result.append(AttributedString(text, attributes: container))
        }
        self = result
    }
}
