internal import CPixman

/// What a source image shows outside its bounds (`pixman_repeat_t`).
public enum PixmanRepeat: Sendable, Hashable, CaseIterable {
    /// `PIXMAN_REPEAT_NONE`: transparent outside the image (pixman's default).
    case none
    /// `PIXMAN_REPEAT_NORMAL`: the image tiles the plane.
    case normal
    /// `PIXMAN_REPEAT_PAD`: the edge pixels extend outwards.
    case pad
    /// `PIXMAN_REPEAT_REFLECT`: the image tiles the plane, mirrored every other tile.
    case reflect

    var pixman: pixman_repeat_t {
        switch self {
        case .none: PIXMAN_REPEAT_NONE
        case .normal: PIXMAN_REPEAT_NORMAL
        case .pad: PIXMAN_REPEAT_PAD
        case .reflect: PIXMAN_REPEAT_REFLECT
        }
    }
}
