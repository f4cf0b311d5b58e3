/// How a shape layer's stroke ends (Core Animation's `kCALineCap…` constants).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `kCALineCapButt`: squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap("butt")
    /// `kCALineCapRound`: a half circle beyond the end point.
    public static let round = CAShapeLayerLineCap("round")
    /// `kCALineCapSquare`: a half square beyond the end point.
    public static let square = CAShapeLayerLineCap("square")

    var _cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

/// How a shape layer's stroke turns corners (Core Animation's `kCALineJoin…` constants).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `kCALineJoinMiter`: sharp corners up to the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin("miter")
    /// `kCALineJoinRound`: rounded corners.
    public static let round = CAShapeLayerLineJoin("round")
    /// `kCALineJoinBevel`: cut-off corners.
    public static let bevel = CAShapeLayerLineJoin("bevel")

    var _cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}

/// Which points a shape layer's path encloses (Core Animation's `kCAFillRule…` constants).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `kCAFillRuleNonZero`: non-zero winding number (the default).
    public static let nonZero = CAShapeLayerFillRule("non-zero")
    /// `kCAFillRuleEvenOdd`: odd crossing counts are inside.
    public static let evenOdd = CAShapeLayerFillRule("even-odd")
}
