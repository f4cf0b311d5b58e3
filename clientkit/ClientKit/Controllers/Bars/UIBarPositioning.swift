import Foundation

/// Where a bar sits, which decides the side of its hairline (UIKit's `UIBarPosition`,
/// with UIKit's raw values).
public enum UIBarPosition: Int, Sendable {
    /// Unspecified: a toolbar draws its hairline along its top edge, as at the bottom.
    case any = 0
    /// At the bottom of its view: the hairline runs along the top edge.
    case bottom = 1
    /// At the top of its view: the hairline runs along the bottom edge.
    case top = 2
    /// At the top of the screen, its background extending under the status bar
    /// (drawn as `.top`: Linux windows have no status bar).
    case topAttached = 3
}

/// A bar that can be placed at the top or bottom of a view (UIKit's `UIBarPositioning`).
@MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar is.
    var barPosition: UIBarPosition { get }
}

/// The delegate that tells a bar where it is (UIKit's `UIBarPositioningDelegate`).
@MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` is. Default `.any`.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
