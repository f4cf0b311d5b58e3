internal import CCairo

/// A cairo source pattern (`cairo_pattern_t`): a gradient or a surface.
///
/// Owns one reference to the C pattern (`cairo_pattern_destroy` in `deinit`); a
/// surface pattern also keeps its ``CairoSurface`` alive.
public final class CairoPattern {
    let handle: OpaquePointer
    private let surface: CairoSurface?

    private init(handle: OpaquePointer, surface: CairoSurface? = nil) {
        let status = cairo_pattern_status(handle)
        precondition(status == CAIRO_STATUS_SUCCESS,
                     "cairo pattern: \(String(cString: cairo_status_to_string(status)))")
        self.handle = handle
        self.surface = surface
    }

    deinit {
        cairo_pattern_destroy(handle)
    }

    /// A linear gradient along the line from (`x0`, `y0`) to (`x1`, `y1`) in pattern
    /// space (`cairo_pattern_create_linear`).
    public static func linear(x0: Double, y0: Double, x1: Double, y1: Double) -> CairoPattern {
        CairoPattern(handle: cairo_pattern_create_linear(x0, y0, x1, y1))
    }

    /// A radial gradient between two circles (`cairo_pattern_create_radial`).
    public static func radial(cx0: Double, cy0: Double, radius0: Double,
                              cx1: Double, cy1: Double, radius1: Double) -> CairoPattern {
        CairoPattern(handle: cairo_pattern_create_radial(cx0, cy0, radius0, cx1, cy1, radius1))
    }

    /// A pattern showing `surface`'s pixels (`cairo_pattern_create_for_surface`).
    public static func surface(_ surface: CairoSurface) -> CairoPattern {
        CairoPattern(handle: cairo_pattern_create_for_surface(surface.handle), surface: surface)
    }

    /// Adds a gradient stop at `offset` (0...1) with a non-premultiplied colour whose
    /// components are in 0...1 (`cairo_pattern_add_color_stop_rgba`).
    public func addColorStop(offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_pattern_add_color_stop_rgba(handle, offset, red, green, blue, alpha)
    }

    /// What the pattern shows outside its natural area (`cairo_pattern_set_extend`).
    public func setExtend(_ extend: CairoExtend) {
        cairo_pattern_set_extend(handle, extend.cairo)
    }

    /// How a surface pattern is sampled (`cairo_pattern_set_filter`).
    public func setFilter(_ filter: CairoFilter) {
        cairo_pattern_set_filter(handle, filter.cairo)
    }

    /// The matrix mapping user space to pattern space (`cairo_pattern_set_matrix`).
    public func setMatrix(_ matrix: CairoMatrix) {
        var m = matrix.cairo
        cairo_pattern_set_matrix(handle, &m)
    }
}
