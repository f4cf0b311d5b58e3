internal import CCairo

/// A cairo affine matrix (`cairo_matrix_t`): `x′ = xx·x + xy·y + x0`,
/// `y′ = yx·x + yy·y + y0`. Maps user space to device space in a context.
public struct CairoMatrix: Hashable, Sendable {
    public var xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double

    public init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        self.xx = xx; self.yx = yx; self.xy = xy; self.yy = yy; self.x0 = x0; self.y0 = y0
    }

    /// The identity.
    public static let identity = CairoMatrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    var cairo: cairo_matrix_t {
        cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    }

    init(_ m: cairo_matrix_t) {
        self.init(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
    }
}

/// How stroke ends are drawn (`cairo_line_cap_t`).
public enum CairoLineCap: Sendable {
    /// `CAIRO_LINE_CAP_BUTT`
    case butt
    /// `CAIRO_LINE_CAP_ROUND`
    case round
    /// `CAIRO_LINE_CAP_SQUARE`
    case square

    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How stroke corners are drawn (`cairo_line_join_t`).
public enum CairoLineJoin: Sendable {
    /// `CAIRO_LINE_JOIN_MITER`
    case miter
    /// `CAIRO_LINE_JOIN_ROUND`
    case round
    /// `CAIRO_LINE_JOIN_BEVEL`
    case bevel

    var cairo: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// Which points a path encloses (`cairo_fill_rule_t`).
public enum CairoFillRule: Sendable {
    /// `CAIRO_FILL_RULE_WINDING`: non-zero winding number.
    case winding
    /// `CAIRO_FILL_RULE_EVEN_ODD`
    case evenOdd

    var cairo: cairo_fill_rule_t {
        switch self {
        case .winding: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}

/// How a pattern extends beyond its natural area (`cairo_extend_t`).
public enum CairoExtend: Sendable {
    /// `CAIRO_EXTEND_NONE`: transparent outside.
    case none
    /// `CAIRO_EXTEND_REPEAT`
    case `repeat`
    /// `CAIRO_EXTEND_REFLECT`
    case reflect
    /// `CAIRO_EXTEND_PAD`: the edge colour continues.
    case pad

    var cairo: cairo_extend_t {
        switch self {
        case .none: CAIRO_EXTEND_NONE
        case .repeat: CAIRO_EXTEND_REPEAT
        case .reflect: CAIRO_EXTEND_REFLECT
        case .pad: CAIRO_EXTEND_PAD
        }
    }
}

/// How a surface pattern is sampled (`cairo_filter_t`).
public enum CairoFilter: Sendable {
    /// `CAIRO_FILTER_NEAREST`
    case nearest
    /// `CAIRO_FILTER_BILINEAR`
    case bilinear
    /// `CAIRO_FILTER_GOOD`
    case good
    /// `CAIRO_FILTER_BEST`
    case best

    var cairo: cairo_filter_t {
        switch self {
        case .nearest: CAIRO_FILTER_NEAREST
        case .bilinear: CAIRO_FILTER_BILINEAR
        case .good: CAIRO_FILTER_GOOD
        case .best: CAIRO_FILTER_BEST
        }
    }
}

/// Whether edges are antialiased (`cairo_antialias_t`).
public enum CairoAntialias: Sendable {
    /// `CAIRO_ANTIALIAS_DEFAULT`
    case `default`
    /// `CAIRO_ANTIALIAS_NONE`
    case none

    var cairo: cairo_antialias_t {
        switch self {
        case .default: CAIRO_ANTIALIAS_DEFAULT
        case .none: CAIRO_ANTIALIAS_NONE
        }
    }
}

/// A compositing operator (`cairo_operator_t`), Porter-Duff and blend modes.
public enum CairoOperator: Sendable, CaseIterable {
    case clear, source, over, `in`, out, atop
    case dest, destOver, destIn, destOut, destAtop, xor, add, saturate
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case hardLight, softLight, difference, exclusion, hue, saturation, color, luminosity

    var cairo: cairo_operator_t {
        switch self {
        case .clear: CAIRO_OPERATOR_CLEAR
        case .source: CAIRO_OPERATOR_SOURCE
        case .over: CAIRO_OPERATOR_OVER
        case .in: CAIRO_OPERATOR_IN
        case .out: CAIRO_OPERATOR_OUT
        case .atop: CAIRO_OPERATOR_ATOP
        case .dest: CAIRO_OPERATOR_DEST
        case .destOver: CAIRO_OPERATOR_DEST_OVER
        case .destIn: CAIRO_OPERATOR_DEST_IN
        case .destOut: CAIRO_OPERATOR_DEST_OUT
        case .destAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .add: CAIRO_OPERATOR_ADD
        case .saturate: CAIRO_OPERATOR_SATURATE
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        }
    }
}
