import Foundation

/// UIKit's fill colours for thin and small shapes (a slider's track, a switch's off
/// track, a segmented control's background), with iOS's light-appearance values. Fixed
/// colours, as the other system colours are in ClientKit.
extension UIColor {
    /// (120, 120, 128) at 20%: thin and small shapes, such as a slider's track.
    public class var systemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }
    /// (120, 120, 128) at 16%: medium-size shapes, such as a switch's off track.
    public class var secondarySystemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) }
    /// (118, 118, 128) at 12%: large shapes, such as a segmented control's background.
    public class var tertiarySystemFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    /// (116, 116, 128) at 8%: large areas holding complex content.
    public class var quaternarySystemFill: UIColor { UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08) }
}
