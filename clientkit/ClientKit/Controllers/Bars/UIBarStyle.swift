import Foundation

/// A bar's style (UIKit's `UIBarStyle`, with UIKit's raw values).
///
/// ClientKit draws iOS's light bars only: `.black` and `.blackTranslucent` are stored
/// and reported, and the bar is still drawn light (set `barTintColor` and `tintColor`
/// for a dark bar).
public enum UIBarStyle: Int, Sendable {
    /// The light bar.
    case `default` = 0
    /// A dark bar (stored only; see the type's documentation).
    case black = 1
    /// Deprecated in UIKit: `.black` with `isTranslucent` true.
    case blackTranslucent = 2

    /// Deprecated in UIKit: `.black` (the same raw value, so an alias here).
    public static var blackOpaque: UIBarStyle { .black }
}
