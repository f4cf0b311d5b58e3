import Foundation

/// A function that turns one colour into another, used by configurations to derive a
/// colour from the one they resolve (`UIConfigurationColorTransformer`, iOS 14).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    /// The function.
    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's gray with its alpha (Rec. 709 luma).
    public static let grayscale = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return color }
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return UIColor(red: y, green: y, blue: y, alpha: a)
    }

    /// The system's tint colour (`systemBlue`) whatever the input, as UIKit resolves the
    /// preferred tint outside a view (views use their own `tintColor`).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }

    /// The system's tint colour in the input's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 1
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor.systemBlue.withAlphaComponent(a)
    }
}
