import Foundation

/// A smooth transition between colours at locations 0...1 (Core Graphics'
/// `CGGradient`), drawn with `CGContext.drawLinearGradient` / `drawRadialGradient`.
///
/// Difference from Core Graphics: the colours are a Swift `[CGColor]` rather than a
/// `CFArray` (`colors as CFArray` becomes `colors`). The colour space is ignored
/// (sRGB; see ``CGColorSpace``).
public final class CGGradient: Sendable {
    /// One colour stop: location 0...1 and a non-premultiplied sRGB colour.
    struct Stop: Sendable {
        var location: CGFloat
        var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    }

    let stops: [Stop]

    /// A gradient through `colors` at `locations` (each 0...1). Without locations, the
    /// colours are spread evenly from 0 to 1. Returns `nil` when the counts differ or
    /// there are no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            let location = locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            let c = color.rgba
            return Stop(location: location, red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// A gradient from `count` colours given as RGBA components (four per colour) at
    /// `locations` (or evenly spread when `nil`).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        stops = (0..<count).map { i in
            let location = locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1))
            return Stop(location: location, red: components[4 * i], green: components[4 * i + 1],
                        blue: components[4 * i + 2], alpha: components[4 * i + 3])
        }
    }
}
