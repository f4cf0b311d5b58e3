internal import CPango

/// A font request for Pango (`PangoFontDescription`): a family, a size in device pixels,
/// a weight, a slant and a width. Fontconfig resolves it to real faces when text is laid out and
/// falls back to other fonts for characters the family lacks (for example CJK).
///
/// A value type: a C description is made from it whenever one is needed and freed at
/// once (`pango_font_description_free`).
public struct PangoFontSpec: Hashable, Sendable {
    /// The family name, or a comma-separated list of families tried in order.
    public var family: String
    /// The em size in device pixels (`pango_font_description_set_absolute_size`), so
    /// that the font size does not depend on Pango's idea of the screen resolution.
    public var pixelSize: Double
    /// The weight on the CSS / OpenType scale, 100 (thin) to 1000 (ultraheavy):
    /// `PANGO_WEIGHT_NORMAL` is 400, `PANGO_WEIGHT_BOLD` 700.
    public var weight: Int
    /// Italic (`PANGO_STYLE_ITALIC`) rather than upright (`PANGO_STYLE_NORMAL`).
    public var isItalic: Bool
    /// The width (`PangoStretch`): 0 ultra-condensed … 4 normal (`PANGO_STRETCH_NORMAL`)
    /// … 8 ultra-expanded.
    public var stretch: Int

    public init(family: String, pixelSize: Double, weight: Int = 400, isItalic: Bool = false, stretch: Int = 4) {
        self.family = family
        self.pixelSize = pixelSize
        self.weight = weight
        self.isItalic = isItalic
        self.stretch = stretch
    }

    /// fontconfig's widths for Pango's stretches 0…8 (as Pango's fontconfig backend maps them).
    static let fontconfigWidths = [50, 63, 75, 87, 100, 113, 125, 150, 200]

    /// The Pango stretch nearest to a fontconfig width (`FC_WIDTH`, 100 normal).
    public static func stretch(forFontconfigWidth width: Int) -> Int {
        fontconfigWidths.indices.min { abs(fontconfigWidths[$0] - width) < abs(fontconfigWidths[$1] - width) }!
    }

    /// A spec parsed from a Pango font description string such as `"DejaVu Sans Bold
    /// Italic"` (`pango_font_description_from_string`), with `pixelSize` overriding any
    /// size in the string. `nil` when the string names no family.
    public init?(parsing string: String, pixelSize: Double) {
        guard let desc = pango_font_description_from_string(string) else { return nil }
        defer { pango_font_description_free(desc) }
        guard let familyPointer = pango_font_description_get_family(desc) else { return nil }
        let family = String(cString: familyPointer)
        guard !family.isEmpty else { return nil }
        self.init(family: family, pixelSize: pixelSize,
                  weight: Int(pango_font_description_get_weight(desc).rawValue),
                  isItalic: pango_font_description_get_style(desc) != PANGO_STYLE_NORMAL,
                  stretch: Int(pango_font_description_get_stretch(desc).rawValue))
    }

    /// The description as Pango writes it, without the size (`pango_font_description_to_string`),
    /// e.g. `"DejaVu Sans Bold"`.
    public var descriptionString: String {
        withDescription(includingSize: false) { desc in
            let cString = pango_font_description_to_string(desc)!
            defer { g_free(cString) }
            return String(cString: cString)
        }
    }

    /// Calls `body` with a fresh C description of this spec, freed afterwards.
    func withDescription<R>(includingSize: Bool = true, _ body: (OpaquePointer) -> R) -> R {
        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(clamping: weight)))
        pango_font_description_set_style(desc, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(desc, PangoStretch(rawValue: UInt32(clamping: Swift.max(0, Swift.min(8, stretch)))))
        if includingSize {
            pango_font_description_set_absolute_size(desc, pixelSize * Double(PANGO_SCALE))
        }
        return body(desc)
    }

    /// Vertical metrics of a font, in device pixels.
    public struct Metrics: Hashable, Sendable {
        /// Distance from the baseline up to the top of the line (positive).
        public var ascent: Double
        /// Distance from the baseline down to the bottom of the line (positive).
        public var descent: Double
        /// The distance between the baselines of two lines (`pango_font_metrics_get_height`).
        public var height: Double
    }

    /// The metrics of the face fontconfig picks for this spec (the primary font, not the
    /// fallbacks), from `pango_font_get_metrics`. All zero if no font can be loaded.
    public func metrics() -> Metrics {
        let context = PangoTextContext.make()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return withDescription { desc in
            guard let font = pango_context_load_font(context, desc) else {
                return Metrics(ascent: 0, descent: 0, height: 0)
            }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            let metrics = pango_font_get_metrics(font, nil)!
            defer { pango_font_metrics_unref(metrics) }
            let scale = Double(PANGO_SCALE)
            return Metrics(ascent: Double(pango_font_metrics_get_ascent(metrics)) / scale,
                           descent: Double(pango_font_metrics_get_descent(metrics)) / scale,
                           height: Double(pango_font_metrics_get_height(metrics)) / scale)
        }
    }

    /// The face Pango draws this spec's text with (the primary font, not the fallbacks
    /// for characters it lacks), from the fontconfig pattern of the font it loads
    /// (`pango_fc_font_get_pattern`); `nil` if no font can be loaded.
    public func loadedFace() -> FontFace? {
        let context = PangoTextContext.make()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return withDescription { desc in
            guard let font = pango_context_load_font(context, desc) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            guard g_type_check_instance_is_a(UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self),
                                             pango_fc_font_get_type()) != 0,
                  let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
            else { return nil }
            return FontFace(pattern: pattern)
        }
    }
}

/// Makes the Pango contexts every layout and metric uses, all with the same fixed font
/// options so that text looks the same whatever surface it lands on: grayscale
/// antialiasing, no hinting, unhinted metrics (`CAIRO_ANTIALIAS_GRAY`,
/// `CAIRO_HINT_STYLE_NONE`, `CAIRO_HINT_METRICS_OFF`), and unrounded glyph positions.
enum PangoTextContext {
    /// `CAIRO_ANTIALIAS_GRAY` (2), which Swift does not import through CPango.
    static let antialiasGray = cairo_antialias_t(rawValue: 2)
    /// A new `PangoContext` on this thread's default cairo font map; the caller owns
    /// one reference.
    static func make() -> OpaquePointer {
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, antialiasGray)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }
}
