import Foundation

/// How the ends of stroked lines are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the end point (the default).
    case butt = 0
    /// A half circle beyond the end point.
    case round = 1
    /// A half square beyond the end point.
    case square = 2
}

/// How corners of stroked paths are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners up to the miter limit, then bevelled (the default).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Cut-off corners.
    case bevel = 2
}

/// Which points a path encloses when filled or used as a clip (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number (the default).
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}

/// What `drawPath(using:)` does with the current path (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (winding), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// How painted pixels combine with those already in the context (`CGBlendMode`).
///
/// Every Core Graphics mode maps to the cairo operator of the same meaning, except
/// `plusDarker`, which cairo does not have: ClientKit draws it as `normal`.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// The sampling quality for images drawn scaled (`CGInterpolationQuality`).
/// `.none` samples the nearest pixel; the others interpolate bilinearly.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}

/// Whether a gradient continues past its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fill before the start point (linear) or inside the start circle (radial) with
    /// the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill past the end point (linear) or outside the end circle (radial) with the
    /// last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
