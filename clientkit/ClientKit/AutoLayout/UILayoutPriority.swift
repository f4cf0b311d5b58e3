import Foundation

/// How much a layout constraint (or a view's content hugging and compression
/// resistance) matters, from 1 to 1000, as UIKit's `UILayoutPriority`.
///
/// A constraint at ``required`` (1000) must hold; the engine reports and breaks required
/// constraints that cannot all hold together (see `NSLayoutConstraint`). Lower
/// priorities are preferences: the engine keeps them as well as it can, a higher one
/// before a lower one.
///
/// Arithmetic works on the raw value (`.defaultHigh + 1`, `.required - 1`). Beyond UIKit,
/// the type is `Comparable` and can be written as a number literal
/// (`constraint.priority = 999`), which UIKit's Swift overlay does not allow; both only
/// add spellings.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                                ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a view's content compression resistance by default (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority at which a button dragging a split view divider may resize the
    /// scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority at which a dragged divider does not resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority of a view's content hugging by default (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which `systemLayoutSizeFitting(_:)` pulls a view towards the
    /// target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
