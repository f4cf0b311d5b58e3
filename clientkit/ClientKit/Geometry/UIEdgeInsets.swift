import Foundation

/// Inset distances for the edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
/// Positive values shrink the rectangle, negative values grow it.
///
/// Used by images' cap insets (`UIImage.capInsets`), buttons' `contentEdgeInsets`,
/// and anything else that insets a rectangle by edge.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge (minimum y).
    public var top: CGFloat
    /// The inset from the left edge (minimum x).
    public var left: CGFloat
    /// The inset from the bottom edge (maximum y).
    public var bottom: CGFloat
    /// The inset from the right edge (maximum x).
    public var right: CGFloat

    /// Insets with all four distances zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given distances, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four distances zero (`UIEdgeInsetsZero`).
    public static let zero = UIEdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative), as UIKit's
    /// `inset(by:)` / `UIEdgeInsetsInsetRect`. A result with a negative width or height
    /// is returned as is, not standardized (as Core Graphics' arithmetic gives it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
