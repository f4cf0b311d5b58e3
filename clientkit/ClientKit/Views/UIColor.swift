import Foundation

/// An immutable colour, as UIKit's `UIColor`, backed by a ``CGColor``.
///
/// Only device-independent gray and sRGB colours exist (no patterns). A dynamic colour
/// (``init(dynamicProvider:)``) is the colour its provider gives for the current traits —
/// which ClientKit's screens never change (see `UITraitCollection`) — and
/// ``resolvedColor(with:)`` asks the provider for other traits. Two colours are equal when
/// their colour model and components are equal, as `isEqual(_:)` is in UIKit.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The Core Graphics colour this colour wraps.
    public let cgColor: CGColor
    /// A dynamic colour's provider (see ``init(dynamicProvider:)``).
    private var _dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// A colour that asks `dynamicProvider` for its value given the traits (iOS 13): it is
    /// the provider's colour for the current traits (`UITraitCollection.current`).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(cgColor: dynamicProvider(.current).cgColor)
        _dynamicProvider = dynamicProvider
    }

    /// The colour set `name` of the main bundle's asset catalogs (see
    /// ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of an asset catalog copied with the app (`bundle` `nil`: the
    /// main bundle's; see `_AssetCatalog` for where catalogs are found): its universal
    /// colour, and its dark colour for dark traits when it has one (a dynamic colour; with
    /// `traitCollection` given, the variant for those traits). `nil` if there is no such set.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let colors = _AssetCatalog.colors(named: name, in: bundle) else { return nil }
        if let traitCollection, traitCollection.userInterfaceStyle != .unspecified || colors.dark == nil {
            // Traits given: the variant for them.
            let chosen = traitCollection.userInterfaceStyle == .dark ? (colors.dark ?? colors.light) : colors.light
            self.init(cgColor: chosen.cgColor)
            return
        }
        guard let dark = colors.dark else {
            self.init(cgColor: colors.light.cgColor)
            return
        }
        let light = colors.light
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, else the
    /// colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        _dynamicProvider?(traitCollection) ?? self
    }

    /// An sRGB colour. Components are not clamped (UIKit's extended sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// A colour wrapping an existing Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// An HSB colour, converted to sRGB at creation.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness
        let p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour's components in sRGB. Gray colours report equal red, green and blue.
    /// Always succeeds and returns `true`; any pointer may be nil.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The gray level and alpha; fails (returns `false`) for RGB colours, as in UIKit.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.model == .monochrome, let c = cgColor.components else { return false }
        white?.pointee = c[0]
        alpha?.pointee = c[1]
        return true
    }

    /// The same colour with a different alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.cgColor == rhs.cgColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cgColor)
    }

    open var description: String {
        let c = cgColor.rgba
        return "UIColor(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    // MARK: The system colours (UIKit's fixed, non-dynamic ones)

    /// Gray 0, alpha 1.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray 1/3, alpha 1.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Gray 2/3, alpha 1.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Gray 1, alpha 1.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray 0.5, alpha 1.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray 0, alpha 0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
