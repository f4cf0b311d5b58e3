import Foundation
import StrataPixman

/// A colour as Core Graphics represents it, reduced to what ClientKit needs.
///
/// Linux has no Core Graphics: this stand-in keeps Core Graphics' Swift names
/// (`CGColor(red:green:blue:alpha:)`, `CGColor(gray:alpha:)`, ``components``,
/// ``alpha``, ``copy(alpha:)``) so that `layer.backgroundColor = UIColor.red.cgColor`
/// ports unchanged. There are only two colour spaces, device gray and sRGB, and
/// components are stored unclamped (UIKit's extended range).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The two colour models ClientKit knows.
    public enum Model: Sendable {
        /// One gray component plus alpha.
        case monochrome
        /// Red, green and blue components plus alpha (sRGB).
        case rgb
    }

    /// The colour model of ``components``.
    public let model: Model
    /// The colour components followed by alpha: `[gray, alpha]` or `[r, g, b, alpha]`.
    public let components: [CGFloat]?
    /// The colour as the compositor fills with it: premultiplied, clamped to 0...1
    /// (worked out once: layers are filled with their colours every frame).
    let _premultiplied: PixmanColor

    /// An sRGB colour; components are nominally in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        model = .rgb
        components = [red, green, blue, alpha]
        _premultiplied = Self.premultiplied(red, green, blue, alpha)
    }

    /// A gray colour; components are nominally in 0...1.
    public init(gray: CGFloat, alpha: CGFloat) {
        model = .monochrome
        components = [gray, alpha]
        _premultiplied = Self.premultiplied(gray, gray, gray, alpha)
    }

    /// Premultiplied and clamped channels.
    static func premultiplied(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ alpha: CGFloat) -> PixmanColor {
        let a = Swift.max(0, Swift.min(1, alpha))
        func channel(_ v: CGFloat) -> Double { Double(Swift.max(0, Swift.min(1, v)) * a) }
        return PixmanColor(unitRed: channel(r), green: channel(g), blue: channel(b), alpha: Double(a))
    }

    /// The number of components including alpha (2 or 4).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 1]
        switch model {
        case .monochrome: return CGColor(gray: c[0], alpha: alpha)
        case .rgb: return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        }
    }

    /// The colour as red, green, blue and alpha (gray expands to equal channels).
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 1]
        switch model {
        case .monochrome: return (c[0], c[0], c[0], c[1])
        case .rgb: return (c[0], c[1], c[2], c[3])
        }
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.model == rhs.model && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(components)
    }

    public var description: String {
        "CGColor(\(model), \((components ?? []).map { "\($0)" }.joined(separator: ", ")))"
    }
}
