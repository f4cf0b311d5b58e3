internal import CPixman

/// How pixman samples a transformed source image (`pixman_filter_t`).
///
/// Only matters when the source has a transform other than an integer translation.
public enum PixmanFilter: Sendable, Hashable, CaseIterable {
    /// `PIXMAN_FILTER_NEAREST`: the source pixel whose area holds the sample point.
    /// Pixman's default.
    case nearest
    /// `PIXMAN_FILTER_BILINEAR`: a weighted mix of the four nearest source pixels.
    case bilinear
    /// `PIXMAN_FILTER_FAST`: pixman's choice for speed (currently nearest).
    case fast
    /// `PIXMAN_FILTER_GOOD`: pixman's choice for balance (currently bilinear).
    case good
    /// `PIXMAN_FILTER_BEST`: pixman's choice for quality (currently bilinear).
    case best

    var pixman: pixman_filter_t {
        switch self {
        case .nearest: PIXMAN_FILTER_NEAREST
        case .bilinear: PIXMAN_FILTER_BILINEAR
        case .fast: PIXMAN_FILTER_FAST
        case .good: PIXMAN_FILTER_GOOD
        case .best: PIXMAN_FILTER_BEST
        }
    }
}
