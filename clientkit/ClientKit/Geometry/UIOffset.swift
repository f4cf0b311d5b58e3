import Foundation

/// A horizontal and vertical adjustment, in points (UIKit's `UIOffset`): how far bars move
/// a title or a badge from where they would put it.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No adjustment.
    public static let zero = UIOffset()
}
