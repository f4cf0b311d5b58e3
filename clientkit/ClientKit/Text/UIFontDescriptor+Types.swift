import Foundation

extension UIFontDescriptor {
    /// A key of ``UIFontDescriptor/fontAttributes``, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The family name (a `String`).
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// The PostScript name (a `String`).
        public static let name = AttributeName("NSFontNameAttribute")
        /// The style name within the family, such as `"Bold"` (a `String`).
        public static let face = AttributeName("NSFontFaceAttribute")
        /// The point size (a `CGFloat` or an `NSNumber`).
        public static let size = AttributeName("NSFontSizeAttribute")
        /// The traits: a `[UIFontDescriptor.TraitKey: Any]` dictionary.
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        /// The name shown to people (a `String`); informational.
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (a ``UIFontDescriptor/SymbolicTraits`` or its raw value).
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight`, or its raw value, -1...1).
        public static let weight = TraitKey("NSCTFontWeightTrait")
        /// The width, -1 (condensed) ... 1 (expanded), 0 normal (a `CGFloat` or `NSNumber`).
        public static let width = TraitKey("NSCTFontProportionTrait")
        /// The slant, -1...1, 0 upright (a `CGFloat` or `NSNumber`).
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// Stylistic traits of a font (`UIFontDescriptorSymbolicTraits`), with UIKit's bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Slanted (italic or oblique).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (ClientKit: a weight of semibold or heavier).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than normal.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than normal.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph has the same advance.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs (not used by ClientKit).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for UI (not used by ClientKit).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (not used by ClientKit).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (not used by ClientKit).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
