internal import CCairo

/// A cairo drawing context (`cairo_t`) on a ``CairoSurface``.
///
/// The methods are thin, one-to-one wrappers named after the C functions; see the
/// cairo manual for the semantics. The context keeps its surface alive and owns one
/// reference to the C context (`cairo_destroy` in `deinit`). Not thread-safe.
public final class CairoContext {
    let handle: OpaquePointer
    /// The surface drawn on.
    public let surface: CairoSurface

    /// A context drawing on `surface` (`cairo_create`), with cairo's defaults: identity
    /// matrix, no clip, opaque black source, line width 2, `OVER`.
    public init(surface: CairoSurface) {
        let cr = cairo_create(surface.handle)!
        let status = cairo_status(cr)
        precondition(status == CAIRO_STATUS_SUCCESS, "cairo_create: \(String(cString: cairo_status_to_string(status)))")
        handle = cr
        self.surface = surface
    }

    deinit {
        cairo_destroy(handle)
    }

    // MARK: State

    /// `cairo_save`: pushes the graphics state (not the path).
    public func save() { cairo_save(handle) }
    /// `cairo_restore`
    public func restore() { cairo_restore(handle) }

    /// The current transformation matrix, user space to device space
    /// (`cairo_get_matrix` / `cairo_set_matrix`).
    public var matrix: CairoMatrix {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(handle, &m)
            return CairoMatrix(m)
        }
        set {
            var m = newValue.cairo
            cairo_set_matrix(handle, &m)
        }
    }

    /// `cairo_identity_matrix`
    public func identityMatrix() { cairo_identity_matrix(handle) }

    /// `cairo_set_source_rgba`: a non-premultiplied colour, components in 0...1.
    public func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(handle, red, green, blue, alpha)
    }

    /// `cairo_set_source`
    public func setSource(_ pattern: CairoPattern) {
        cairo_set_source(handle, pattern.handle)
    }

    /// `cairo_set_line_width`, in user units at stroke time.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(handle, width) }
    /// `cairo_set_line_cap`
    public func setLineCap(_ cap: CairoLineCap) { cairo_set_line_cap(handle, cap.cairo) }
    /// `cairo_set_line_join`
    public func setLineJoin(_ join: CairoLineJoin) { cairo_set_line_join(handle, join.cairo) }
    /// `cairo_set_miter_limit`
    public func setMiterLimit(_ limit: Double) { cairo_set_miter_limit(handle, limit) }
    /// `cairo_set_dash`: alternating on/off lengths starting at `offset`; empty disables dashing.
    public func setDash(_ lengths: [Double], offset: Double) {
        lengths.withUnsafeBufferPointer { cairo_set_dash(handle, $0.baseAddress, Int32($0.count), offset) }
    }
    /// `cairo_set_fill_rule`
    public func setFillRule(_ rule: CairoFillRule) { cairo_set_fill_rule(handle, rule.cairo) }
    /// `cairo_set_operator`
    public func setOperator(_ op: CairoOperator) { cairo_set_operator(handle, op.cairo) }
    /// `cairo_set_antialias`
    public func setAntialias(_ antialias: CairoAntialias) { cairo_set_antialias(handle, antialias.cairo) }

    // MARK: Paths (coordinates in user space)

    /// `cairo_new_path`
    public func newPath() { cairo_new_path(handle) }
    /// `cairo_move_to`
    public func moveTo(_ x: Double, _ y: Double) { cairo_move_to(handle, x, y) }
    /// `cairo_line_to`
    public func lineTo(_ x: Double, _ y: Double) { cairo_line_to(handle, x, y) }
    /// `cairo_curve_to`: a cubic Bézier from the current point.
    public func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        cairo_curve_to(handle, x1, y1, x2, y2, x3, y3)
    }
    /// `cairo_close_path`
    public func closePath() { cairo_close_path(handle) }
    /// `cairo_rectangle`
    public func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(handle, x, y, width, height)
    }

    // MARK: Drawing

    /// `cairo_fill` (or `cairo_fill_preserve`).
    public func fill(preserve: Bool = false) {
        preserve ? cairo_fill_preserve(handle) : cairo_fill(handle)
    }
    /// `cairo_stroke` (or `cairo_stroke_preserve`).
    public func stroke(preserve: Bool = false) {
        preserve ? cairo_stroke_preserve(handle) : cairo_stroke(handle)
    }
    /// `cairo_clip` (or `cairo_clip_preserve`): intersects the clip with the path.
    public func clip(preserve: Bool = false) {
        preserve ? cairo_clip_preserve(handle) : cairo_clip(handle)
    }
    /// `cairo_reset_clip`
    public func resetClip() { cairo_reset_clip(handle) }
    /// `cairo_paint` / `cairo_paint_with_alpha`: the source everywhere inside the clip.
    public func paint(alpha: Double = 1) {
        alpha >= 1 ? cairo_paint(handle) : cairo_paint_with_alpha(handle, alpha)
    }
    /// `cairo_mask`: the source through the alpha of `pattern`.
    public func mask(_ pattern: CairoPattern) { cairo_mask(handle, pattern.handle) }

    /// The clip's bounding box in user space (`cairo_clip_extents`).
    public func clipExtents() -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(handle, &x1, &y1, &x2, &y2)
        return (x1, y1, x2, y2)
    }

    /// The context's error, if it has one (`cairo_status`): a cairo context in error
    /// ignores all further drawing. `nil` when all is well.
    public var errorDescription: String? {
        let status = cairo_status(handle)
        return status == CAIRO_STATUS_SUCCESS ? nil : String(cString: cairo_status_to_string(status))
    }
}
