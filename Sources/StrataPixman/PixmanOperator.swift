internal import CPixman

/// A Porter-Duff compositing operator (`pixman_op_t`).
///
/// In the formulas, `s` and `d` are premultiplied source and destination pixels
/// (the source already multiplied by the mask, if any), `sa` and `da` their alphas,
/// all in 0...1.
public enum PixmanOperator: Sendable, Hashable, CaseIterable {
    /// `PIXMAN_OP_CLEAR`: `0`.
    case clear
    /// `PIXMAN_OP_SRC`: `s` (copy).
    case src
    /// `PIXMAN_OP_DST`: `d` (no-op).
    case dst
    /// `PIXMAN_OP_OVER`: `s + d × (1 − sa)`.
    case over
    /// `PIXMAN_OP_OVER_REVERSE`: `d + s × (1 − da)`.
    case overReverse
    /// `PIXMAN_OP_IN`: `s × da`.
    case `in`
    /// `PIXMAN_OP_IN_REVERSE`: `d × sa`.
    case inReverse
    /// `PIXMAN_OP_OUT`: `s × (1 − da)`.
    case out
    /// `PIXMAN_OP_OUT_REVERSE`: `d × (1 − sa)`.
    case outReverse
    /// `PIXMAN_OP_ATOP`: `s × da + d × (1 − sa)`.
    case atop
    /// `PIXMAN_OP_ATOP_REVERSE`: `d × sa + s × (1 − da)`.
    case atopReverse
    /// `PIXMAN_OP_XOR`: `s × (1 − da) + d × (1 − sa)`.
    case xor
    /// `PIXMAN_OP_ADD`: `min(1, s + d)` per channel.
    case add
    /// `PIXMAN_OP_SATURATE`: `s × min(1, (1 − da) / sa) + d`.
    case saturate

    var pixman: pixman_op_t {
        switch self {
        case .clear: PIXMAN_OP_CLEAR
        case .src: PIXMAN_OP_SRC
        case .dst: PIXMAN_OP_DST
        case .over: PIXMAN_OP_OVER
        case .overReverse: PIXMAN_OP_OVER_REVERSE
        case .in: PIXMAN_OP_IN
        case .inReverse: PIXMAN_OP_IN_REVERSE
        case .out: PIXMAN_OP_OUT
        case .outReverse: PIXMAN_OP_OUT_REVERSE
        case .atop: PIXMAN_OP_ATOP
        case .atopReverse: PIXMAN_OP_ATOP_REVERSE
        case .xor: PIXMAN_OP_XOR
        case .add: PIXMAN_OP_ADD
        case .saturate: PIXMAN_OP_SATURATE
        }
    }
}
