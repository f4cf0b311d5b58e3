import Foundation

/// Inset distances for the edges of a rectangle that follow the layout direction, in
/// points (UIKit's `NSDirectionalEdgeInsets`): ``leading`` is the left edge in a
/// left-to-right layout and the right edge in a right-to-left one.
///
/// Used by `UIView.directionalLayoutMargins`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Insets with all four distances zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets with the given distances, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All four distances zero.
    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension NSDirectionalEdgeInsets {
    /// The same insets on fixed edges, for a layout in `direction`.
    func _edgeInsets(in direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .leftToRight
            ? UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension UIEdgeInsets {
    /// The same insets by leading and trailing edge, for a layout in `direction`.
    func _directionalInsets(in direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .leftToRight
            ? NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}
