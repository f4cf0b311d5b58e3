import Foundation

extension UIFont {
    /// A font weight (`UIFontWeight`), with UIKit's values: -1 (lightest) to 1 (heaviest),
    /// `.regular` being 0.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// UIKit's named weights and the CSS / OpenType weights (100–900) fontconfig
        /// matches them with.
        static let _cssTable: [(Weight, Int)] = [
            (.ultraLight, 200), (.thin, 100), (.light, 300), (.regular, 400), (.medium, 500),
            (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]

        /// The CSS weight of the named weight nearest to this one.
        var _cssWeight: Int {
            Self._cssTable.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        /// The named weight nearest to a CSS weight.
        static func _fromCSS(_ css: Int) -> Weight {
            _cssTable.min { abs($0.1 - css) < abs($1.1 - css) }!.0
        }
    }
}
