import Foundation

/// UIKit's semantic and system colours, with the values iOS gives them in the light
/// appearance. UIKit's are dynamic (they change with dark mode and increased
/// contrast); ClientKit has no trait collections, so these are fixed light colours.
extension UIColor {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: System colours

    /// (0, 122, 255): the default tint.
    public class var systemBlue: UIColor { rgb(0, 122, 255) }
    /// (255, 59, 48): destructive actions.
    public class var systemRed: UIColor { rgb(255, 59, 48) }
    /// (52, 199, 89).
    public class var systemGreen: UIColor { rgb(52, 199, 89) }
    /// (255, 149, 0).
    public class var systemOrange: UIColor { rgb(255, 149, 0) }
    /// (255, 204, 0).
    public class var systemYellow: UIColor { rgb(255, 204, 0) }
    /// (255, 45, 85).
    public class var systemPink: UIColor { rgb(255, 45, 85) }
    /// (175, 82, 222).
    public class var systemPurple: UIColor { rgb(175, 82, 222) }
    /// (88, 86, 214).
    public class var systemIndigo: UIColor { rgb(88, 86, 214) }
    /// (48, 176, 199).
    public class var systemTeal: UIColor { rgb(48, 176, 199) }
    /// (162, 132, 94).
    public class var systemBrown: UIColor { rgb(162, 132, 94) }
    /// (50, 173, 230) (iOS 15).
    public class var systemCyan: UIColor { rgb(50, 173, 230) }
    /// (0, 199, 190) (iOS 15).
    public class var systemMint: UIColor { rgb(0, 199, 190) }
    /// (142, 142, 147): unselected tab bar items, disabled controls.
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    /// (174, 174, 178).
    public class var systemGray2: UIColor { rgb(174, 174, 178) }
    /// (199, 199, 204).
    public class var systemGray3: UIColor { rgb(199, 199, 204) }
    /// (209, 209, 214).
    public class var systemGray4: UIColor { rgb(209, 209, 214) }
    /// (229, 229, 234).
    public class var systemGray5: UIColor { rgb(229, 229, 234) }
    /// (242, 242, 247).
    public class var systemGray6: UIColor { rgb(242, 242, 247) }

    // MARK: Text

    /// Black: primary text.
    public class var label: UIColor { rgb(0, 0, 0) }
    /// (60, 60, 67) at 60%: secondary text.
    public class var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    /// (60, 60, 67) at 30%.
    public class var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    /// (60, 60, 67) at 18%.
    public class var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    /// (60, 60, 67) at 30%: placeholder text.
    public class var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    /// The system blue: links.
    public class var link: UIColor { systemBlue }

    // MARK: Backgrounds and separators

    /// White.
    public class var systemBackground: UIColor { rgb(255, 255, 255) }
    /// (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    /// White.
    public class var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    /// (242, 242, 247): behind grouped content.
    public class var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// White: grouped content itself.
    public class var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    /// (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// (60, 60, 67) at 29%: thin separator lines over content.
    public class var separator: UIColor { rgb(60, 60, 67, 0.29) }
    /// (198, 198, 200): an opaque separator.
    public class var opaqueSeparator: UIColor { rgb(198, 198, 200) }
}
