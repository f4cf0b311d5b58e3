import Foundation

extension NSLayoutConstraint {
    /// The part of an item's alignment rectangle a constraint relates
    /// (`NSLayoutConstraint.Attribute`, UIKit's raw values).
    ///
    /// Leading and trailing follow the layout direction of the constraint's first item
    /// (see `UIView.effectiveUserInterfaceLayoutDirection`): in a right-to-left layout the
    /// leading edge is the right one and constants along leading and trailing count
    /// towards the left. The margin attributes are the edges of the view's
    /// `layoutMarginsGuide`. Baselines are those of the view's `forFirstBaselineLayout` /
    /// `forLastBaselineLayout`; a view without text has its baselines at its bottom.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        /// The attribute of the missing second item of a constant constraint.
        case notAnAttribute = 0

        /// The last baseline (UIKit's older name).
        public static var baseline: Attribute { .lastBaseline }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// Width and height: sizes, which may be related to a constant alone.
        var _isDimension: Bool { self == .width || self == .height }

        /// The axis the attribute measures along (`nil` for `.notAnAttribute`).
        var _axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .notAnAttribute:
                nil
            }
        }

        /// Leading, trailing and their margin variants: edges that follow the layout direction.
        var _isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// Left, right and their margin variants: edges fixed whatever the direction.
        var _isAbsoluteHorizontalEdge: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }

        /// The same edge of the item's `layoutMarginsGuide` for a margin attribute,
        /// else `nil`.
        var _marginGuideAttribute: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }
    }

    /// How the two sides of a constraint compare (`NSLayoutConstraint.Relation`, UIKit's
    /// raw values).
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis, for content hugging and compression resistance
    /// (`NSLayoutConstraint.Axis`, UIKit's raw values).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
