internal import CPango

/// A rectangle in a text layout's coordinates (device pixels, origin at the layout's
/// top-left corner, y down).
public struct PangoTextRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    init(_ r: PangoRectangle) {
        let s = Double(PANGO_SCALE)
        self.init(x: Double(r.x) / s, y: Double(r.y) / s, width: Double(r.width) / s, height: Double(r.height) / s)
    }
}

/// A non-premultiplied colour with components in 0...1, for text attributes.
public struct PangoTextColor: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
}

/// Attributes of a range of a layout's text. Indices are UTF-8 byte offsets into the
/// text, `start` inclusive, `end` exclusive (Pango's `start_index` / `end_index`).
public struct PangoTextRun: Hashable, Sendable {
    /// Line decorations (`PangoUnderline`).
    public enum Underline: Hashable, Sendable {
        /// `PANGO_UNDERLINE_NONE`
        case none
        /// `PANGO_UNDERLINE_SINGLE`
        case single
        /// `PANGO_UNDERLINE_DOUBLE`
        case double
    }

    public var start: Int
    public var end: Int
    /// The font (`pango_attr_font_desc_new`); `nil`: the layout's font.
    public var font: PangoFontSpec?
    /// The text colour (`pango_attr_foreground_new`, `pango_attr_foreground_alpha_new`);
    /// `nil`: the cairo source at drawing time.
    public var foreground: PangoTextColor?
    /// A colour filling the run's logical rectangle behind it (`pango_attr_background_new`).
    public var background: PangoTextColor?
    /// `pango_attr_underline_new`
    public var underline: Underline
    /// Extra space between characters in pixels (`pango_attr_letter_spacing_new`).
    public var letterSpacing: Double
    /// The underline's colour (`pango_attr_underline_color_new`); `nil`: the text's.
    public var underlineColor: PangoTextColor?
    /// A line through the text (`pango_attr_strikethrough_new`).
    public var strikethrough: Bool
    /// The strikethrough's colour (`pango_attr_strikethrough_color_new`); `nil`: the text's.
    public var strikethroughColor: PangoTextColor?
    /// How far the run is raised above the baseline in pixels, negative lowers it
    /// (`pango_attr_rise_new`).
    public var rise: Double
    /// A box that replaces each character of the run's glyphs (`pango_attr_shape_new`,
    /// the same rectangle as ink and logical extents), in pixels relative to the
    /// baseline at the character's origin, y down (a box standing on the baseline has
    /// `y == -height`). Nothing is drawn for it: the caller draws into the space, as
    /// for an inline image. Lines grow to hold it. `nil`: the glyphs are drawn.
    public var shape: PangoTextRect?

    public init(start: Int, end: Int, font: PangoFontSpec? = nil, foreground: PangoTextColor? = nil,
                background: PangoTextColor? = nil, underline: Underline = .none, letterSpacing: Double = 0,
                underlineColor: PangoTextColor? = nil, strikethrough: Bool = false,
                strikethroughColor: PangoTextColor? = nil, rise: Double = 0, shape: PangoTextRect? = nil) {
        self.start = start; self.end = end; self.font = font; self.foreground = foreground
        self.background = background; self.underline = underline; self.letterSpacing = letterSpacing
        self.underlineColor = underlineColor; self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor; self.rise = rise; self.shape = shape
    }
}

/// A paragraph (or several) of text laid out by Pango (`PangoLayout`): shaping, font
/// fallback, line breaking, alignment and ellipsization.
///
/// Geometry is in device pixels with the origin at the layout's top-left corner; the
/// layout is measured with the fixed font options described at ``PangoTextContext``
/// and drawn with the same, so measuring and drawing agree. Owns one reference to its
/// `PangoContext` and one to its `PangoLayout` (`g_object_unref` in `deinit`). Not
/// thread-safe.
public final class PangoTextLayout {
    /// Where lines break when the text is wider than ``width`` (`PangoWrapMode`).
    public enum Wrap: Sendable {
        /// `PANGO_WRAP_WORD`: at word boundaries only.
        case word
        /// `PANGO_WRAP_CHAR`: at any character boundary.
        case char
        /// `PANGO_WRAP_WORD_CHAR`: at word boundaries, inside a word only when it does
        /// not fit on a line by itself.
        case wordChar
    }

    /// Where an ellipsis replaces text that does not fit (`PangoEllipsizeMode`).
    public enum Ellipsize: Sendable {
        /// `PANGO_ELLIPSIZE_NONE`
        case none
        /// `PANGO_ELLIPSIZE_START`
        case start
        /// `PANGO_ELLIPSIZE_MIDDLE`
        case middle
        /// `PANGO_ELLIPSIZE_END`
        case end
    }

    /// How lines sit within ``width`` (`PangoAlignment`, plus justification).
    public enum Alignment: Sendable {
        /// `PANGO_ALIGN_LEFT`
        case left
        /// `PANGO_ALIGN_CENTER`
        case center
        /// `PANGO_ALIGN_RIGHT`
        case right
        /// `PANGO_ALIGN_LEFT` with `pango_layout_set_justify`: lines but the last of a
        /// paragraph fill the width.
        case justified
    }

    let context: OpaquePointer
    let layout: OpaquePointer

    /// A layout of `text` in `font`, unlimited width, left-aligned, word-and-character
    /// wrapping, no ellipsis.
    public init(text: String, font: PangoFontSpec) {
        context = PangoTextContext.make()
        layout = pango_layout_new(context)!
        pango_layout_set_text(layout, text, -1)
        font.withDescription { pango_layout_set_font_description(layout, $0) }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The height of every line (`pango_attr_line_height_new` and `…_new_absolute`).
    public enum LineHeight: Hashable, Sendable {
        /// The font's own.
        case natural
        /// The font's times a factor.
        case factor(Double)
        /// Exactly this many pixels.
        case absolute(Double)
    }

    /// The height of every line. Default `.natural`.
    public var lineHeight: LineHeight = .natural {
        didSet { if lineHeight != oldValue { applyAttributes() } }
    }

    /// How far the first line is indented past the others, in pixels; negative indents
    /// every line but the first by its size (`pango_layout_set_indent`). Default 0.
    public var indent: Double {
        get { Double(pango_layout_get_indent(layout)) / Double(PANGO_SCALE) }
        set { pango_layout_set_indent(layout, strata_pango_units_from_double(newValue)) }
    }

    private var runs: [PangoTextRun] = []

    /// Applies `runs` (replacing earlier ones); later runs win where runs overlap.
    public func setRuns(_ runs: [PangoTextRun]) {
        self.runs = runs
        applyAttributes()
    }

    private func applyAttributes() {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ run: PangoTextRun) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(clamping: run.start)
            attribute.pointee.end_index = UInt32(clamping: run.end)
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: Double) -> UInt16 { UInt16((Swift.max(0, Swift.min(1, v)) * 65535).rounded()) }
        for run in runs where run.end > run.start {
            if let font = run.font {
                font.withDescription { insert(pango_attr_font_desc_new($0), run) }
            }
            if let c = run.foreground {
                insert(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)), run)
                insert(pango_attr_foreground_alpha_new(channel(c.alpha)), run)
            }
            if let c = run.background {
                insert(pango_attr_background_new(channel(c.red), channel(c.green), channel(c.blue)), run)
                insert(pango_attr_background_alpha_new(channel(c.alpha)), run)
            }
            switch run.underline {
            case .none: break
            case .single: insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), run)
            case .double: insert(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE), run)
            }
            if run.letterSpacing != 0 {
                insert(pango_attr_letter_spacing_new(strata_pango_units_from_double(run.letterSpacing)), run)
            }
            if let c = run.underlineColor, run.underline != .none {
                insert(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)), run)
            }
            if run.strikethrough {
                insert(pango_attr_strikethrough_new(1), run)
                if let c = run.strikethroughColor {
                    insert(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)), run)
                }
            }
            if run.rise != 0 { insert(pango_attr_rise_new(strata_pango_units_from_double(run.rise)), run) }
            if let box = run.shape {
                var ink = PangoRectangle(x: strata_pango_units_from_double(box.x), y: strata_pango_units_from_double(box.y),
                                          width: strata_pango_units_from_double(box.width),
                                          height: strata_pango_units_from_double(box.height))
                var logical = ink
                insert(pango_attr_shape_new(&ink, &logical), run)
            }
        }
        let whole = PangoTextRun(start: 0, end: Int(UInt32.max))
        switch lineHeight {
        case .natural: break
        case .factor(let factor): insert(pango_attr_line_height_new(factor), whole)
        case .absolute(let height): insert(pango_attr_line_height_new_absolute(strata_pango_units_from_double(height)), whole)
        }
        pango_layout_set_attributes(layout, list)
    }

    /// The width lines are broken and aligned to, in pixels; `nil` (the default): no
    /// limit, lines break only at newlines (`pango_layout_set_width`).
    public var width: Double? {
        get {
            let w = pango_layout_get_width(layout)
            return w < 0 ? nil : Double(w) / Double(PANGO_SCALE)
        }
        set { pango_layout_set_width(layout, newValue.map { strata_pango_units_from_double(Swift.max(0, $0)) } ?? -1) }
    }

    /// The height lines must fit in, in pixels, when ``ellipsize`` is not `.none`: lines
    /// that do not fit are dropped and the last one shown is ellipsized
    /// (`pango_layout_set_height`). `nil` (the default): no limit.
    public var maximumHeight: Double? {
        get {
            let h = pango_layout_get_height(layout)
            return h < 0 ? nil : Double(h) / Double(PANGO_SCALE)
        }
        set { pango_layout_set_height(layout, newValue.map { strata_pango_units_from_double(Swift.max(0, $0)) } ?? -1) }
    }

    /// `pango_layout_set_wrap`. Default `.wordChar`.
    public var wrap: Wrap {
        get {
            switch pango_layout_get_wrap(layout) {
            case PANGO_WRAP_WORD: .word
            case PANGO_WRAP_CHAR: .char
            default: .wordChar
            }
        }
        set {
            switch newValue {
            case .word: pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            case .char: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
            case .wordChar: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            }
        }
    }

    /// `pango_layout_set_ellipsize`: needs a ``width``. Default `.none`.
    public var ellipsize: Ellipsize {
        get {
            switch pango_layout_get_ellipsize(layout) {
            case PANGO_ELLIPSIZE_START: .start
            case PANGO_ELLIPSIZE_MIDDLE: .middle
            case PANGO_ELLIPSIZE_END: .end
            default: .none
            }
        }
        set {
            switch newValue {
            case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
    }

    /// `pango_layout_set_alignment` / `pango_layout_set_justify`. Default `.left`.
    public var alignment: Alignment = .left {
        didSet {
            switch alignment {
            case .left, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            }
            pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
        }
    }

    /// Extra space between lines in pixels (`pango_layout_set_spacing`). Default 0.
    public var spacing: Double {
        get { Double(pango_layout_get_spacing(layout)) / Double(PANGO_SCALE) }
        set { pango_layout_set_spacing(layout, strata_pango_units_from_double(newValue)) }
    }

    // MARK: Measuring

    /// The number of lines (`pango_layout_get_line_count`).
    public var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The logical extents of the whole layout (`pango_layout_get_extents`): the box
    /// the lines' ascents, descents and advances span. `x` is not 0 when lines are
    /// aligned within a ``width``.
    public var logicalRect: PangoTextRect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return PangoTextRect(logical)
    }

    /// The ink extents of the whole layout (`pango_layout_get_extents`).
    public var inkRect: PangoTextRect {
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return PangoTextRect(ink)
    }

    /// One line of the layout.
    public struct Line: Hashable, Sendable {
        /// The line's logical rectangle in layout coordinates.
        public var logicalRect: PangoTextRect
        /// The baseline's y in layout coordinates.
        public var baseline: Double
        /// The line's first byte in the text.
        public var startIndex: Int
        /// The number of bytes the line covers.
        public var length: Int
    }

    /// Every line, top to bottom (walked with a `PangoLayoutIter`).
    public var lines: [Line] {
        var result: [Line] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iter)!
            result.append(Line(logicalRect: PangoTextRect(logical),
                               baseline: Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE),
                               startIndex: Int(line.pointee.start_index), length: Int(line.pointee.length)))
        } while pango_layout_iter_next_line(iter) != 0
        return result
    }

    /// Whether some text was replaced by an ellipsis (`pango_layout_is_ellipsized`).
    public var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// The rectangle of the character at byte `index`, or of the end of the text when
    /// `index` is the text's length (`pango_layout_index_to_pos`); its `x` is where a
    /// caret before that character goes.
    public func characterRect(atByteIndex index: Int) -> PangoTextRect {
        var pos = PangoRectangle()
        pango_layout_index_to_pos(layout, Int32(clamping: index), &pos)
        return PangoTextRect(pos)
    }

    /// The character nearest the point (`x`, `y`) in layout coordinates
    /// (`pango_layout_xy_to_index`): its first byte, and whether the point is in its
    /// trailing half (a caret there goes after it). Points outside the layout clamp to
    /// the nearest line and its ends.
    public func characterIndex(atX x: Double, y: Double) -> (byteIndex: Int, trailing: Bool) {
        var index: Int32 = 0, trailing: Int32 = 0
        _ = pango_layout_xy_to_index(layout, Int32(clamping: Int((x * Double(PANGO_SCALE)).rounded())),
                                     Int32(clamping: Int((y * Double(PANGO_SCALE)).rounded())), &index, &trailing)
        return (Int(index), trailing > 0)
    }

    // MARK: Drawing

    /// Draws the layout with its top-left corner at (`x`, `y`) in `context`'s user space
    /// (`pango_cairo_show_layout`), faded by `alpha` (0...1; below 1 the text is drawn
    /// into a group painted with `cairo_paint_with_alpha`). Text without a foreground
    /// colour uses the context's source. The context's transformation, clip and
    /// operator apply. With `lineOffsets`, line *i* is drawn `lineOffsets[i]` pixels
    /// lower than Pango placed it (space between paragraphs, which Pango does not
    /// have), and lines past the array's end are not drawn.
    public func show(in context: CairoContext, x: Double, y: Double, alpha: Double = 1, lineOffsets: [Double]? = nil) {
        let cr = context.handle
        cairo_save(cr)
        defer { cairo_restore(cr) }
        let grouped = alpha < 1
        if grouped { cairo_push_group(cr) }
        defer {
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Swift.max(0, alpha))
            }
        }
        pango_cairo_update_context(cr, self.context)
        // update_context adopts the surface's font options; ours must win.
        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, PangoTextContext.antialiasGray)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        guard let lineOffsets, lineOffsets.contains(where: { $0 != 0 }) else {
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
            return
        }
        // Line by line, each moved down by its offset (`pango_cairo_show_layout_line`
        // draws a line with its baseline's left end at the current point).
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var index = 0
        repeat {
            guard index < lineOffsets.count else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)
            cairo_move_to(cr, x + Double(logical.x) / Double(PANGO_SCALE), y + baseline + lineOffsets[index])
            pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iter))
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
    }
}
