internal import CPango
#if canImport(Glibc)
import Glibc
#endif

/// Why a font file could not be registered (see ``FontCatalog/registerFonts(atPath:)``).
public enum FontRegistrationError: Error, Hashable, Sendable {
    /// No readable file at the path.
    case fileNotFound
    /// The file holds no font fontconfig (FreeType) can read.
    case unrecognizedFormat
    /// fontconfig already has the faces of this file: registered before, or installed.
    case alreadyRegistered
}

/// The faces fontconfig knows, which face a name means, and the registration of font
/// files an app ships. Every query asks fontconfig's current configuration (the one
/// Pango's font map uses), so what it answers is what Pango draws.
///
/// **Which names mean a face.** ``face(named:)`` takes, in this order:
/// 1. a PostScript name (`"DejaVuSans-Bold"`);
/// 2. a full name (`"DejaVu Sans Bold"`);
/// 3. a family name (`"DejaVu Serif"`, `"Helvetica"`): its regular face;
/// 4. a PostScript-style name of a family fontconfig has no face of
///    (`"Verdana-Bold"`, `"Helvetica-BoldOblique"`, `"ArialMT"`, `"HelveticaNeue-Medium"`):
///    the family before the hyphen (also without an `MT`/`PS` suffix, and with spaces
///    before inner capitals), with the weight and slant the style after it names.
///
/// A family name is **known** when an installed or registered face has it, or when
/// fontconfig's configuration says something about it: it declares substitutes for it
/// (an alias such as Helvetica → TeX Gyre Heros, Arial), or it lists it among a
/// generic family's preferred fonts (Verdana and Tahoma are among sans-serif's). For a
/// known family the face is fontconfig's best match — the face `fc-match` names, so
/// `"Helvetica"` gives DejaVu Sans where only DejaVu is installed, as a Linux user
/// expects. A family the configuration does not mention (`"No Such Family"`) gets
/// `nil`, although fontconfig would fall back to its default sans-serif font: the
/// family's substitutes are then exactly those of a name that cannot exist.
public enum FontCatalog {
    /// Every face fontconfig lists (`FcFontList`), installed and registered.
    public static func faces() -> [FontFace] {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        let objects = FcObjectSetCreate()!
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_STYLE, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT, FC_WIDTH,
                       FC_SPACING, FC_FILE, FC_INDEX] {
            FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        return (0..<Int(set.pointee.nfont)).compactMap { i in set.pointee.fonts[i].flatMap(FontFace.init(pattern:)) }
    }

    /// The face `name` means (see the type's documentation), or `nil`.
    public static func face(named name: String) -> FontFace? {
        let all = faces()
        if let face = all.first(where: { $0.postScriptName == name })
            ?? all.first(where: { key($0.postScriptName) == key(name) })
            ?? all.first(where: { !$0.fullName.isEmpty && key($0.fullName) == key(name) }) {
            return face
        }
        if let face = bestFace(family: name, weight: 400, isItalic: false, among: all) { return face }
        guard let (base, style) = splitPostScriptName(name) else { return nil }
        for family in familyCandidates(base) {
            if let face = bestFace(family: family, weight: style.weight, isItalic: style.isItalic, among: all) {
                return face
            }
        }
        return nil
    }

    /// Fontconfig's best face of `family` for a weight (CSS scale), slant and width
    /// (fontconfig's scale, 100 normal), or `nil` when the family is not known (see the
    /// type's documentation).
    public static func bestFace(family: String, weight: Int = 400, isItalic: Bool = false,
                                width: Int = 100) -> FontFace? {
        bestFace(family: family, weight: weight, isItalic: isItalic, width: width, among: faces())
    }

    /// Whether fontconfig knows `family` (see the type's documentation).
    public static func isKnownFamily(_ family: String) -> Bool {
        isKnownFamily(family, among: faces())
    }

    /// Registers the fonts in the file at `path` with fontconfig's current
    /// configuration (`FcConfigAppFontAddFile`) for this process, and makes this
    /// thread's Pango font map read the configuration again. Returns the new faces.
    ///
    /// Pango keeps one font map per thread: text laid out on another thread that
    /// already used Pango sees the new faces after its font map is told
    /// (`pango_fc_font_map_config_changed`), which this does only for the calling
    /// thread. Register fonts on the thread that draws text, before drawing it.
    public static func registerFonts(atPath path: String) throws(FontRegistrationError) -> [FontFace] {
        guard let resolved = realpath(path, nil) else { throw .fileNotFound }
        let canonical = String(cString: resolved)
        free(resolved)
        var count: Int32 = 0
        guard let first = FcFreeTypeQuery(canonical, 0, nil, &count) else { throw .unrecognizedFormat }
        FcPatternDestroy(first)
        if faces().contains(where: { $0.file == canonical }) { throw .alreadyRegistered }
        guard FcConfigAppFontAddFile(nil, canonical) != 0 else { throw .unrecognizedFormat }
        let fontMap = pango_cairo_font_map_get_default()
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        return faces().filter { $0.file == canonical }
    }

    /// Whether two family names are the same to fontconfig (which ignores case and blanks).
    public static func isSameFamily(_ a: String, _ b: String) -> Bool {
        key(a) == key(b)
    }

    // MARK: Resolving names

    /// fontconfig compares family names ignoring case and blanks.
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }

    /// A family name no configuration mentions, whose substitutes are the fallbacks
    /// fontconfig gives any unknown family.
    static let unknownFamily = "Strata Unknown Family 4d1c"

    static func bestFace(family: String, weight: Int, isItalic: Bool, width: Int = 100,
                         among all: [FontFace]) -> FontFace? {
        guard isKnownFamily(family, among: all) else { return nil }
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight)))
        FcPatternAddInteger(pattern, FC_SLANT, isItalic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        FcPatternAddDouble(pattern, FC_WIDTH, Double(width))
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let face = FontFace(pattern: match) else { return nil }
        return all.first { $0.file == face.file && $0.index == face.index } ?? face
    }

    static func isKnownFamily(_ family: String, among all: [FontFace]) -> Bool {
        let wanted = key(family)
        guard !wanted.isEmpty else { return false }
        if all.contains(where: { $0.families.contains { key($0) == wanted } }) { return true }
        let sentinel = key(unknownFamily)
        let substitutes = substitutedFamilies(family).filter { $0 != wanted && $0 != sentinel }
        let fallbacks = substitutedFamilies(unknownFamily).filter { $0 != wanted && $0 != sentinel }
        return substitutes != fallbacks || substitutedFamilies(unknownFamily).contains(wanted)
    }

    /// The family list fontconfig's configuration makes of a pattern naming only
    /// `family` (`FcConfigSubstitute` for matching), as keys.
    static func substitutedFamilies(_ family: String) -> [String] {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        return FontFace.strings(pattern, FC_FAMILY).map(key)
    }

    /// `"Verdana-BoldItalic"` → `("Verdana", weight 700, italic)`; `"ArialMT"` →
    /// `("ArialMT", 400, upright)`. `nil` for names with blanks (not PostScript-style).
    static func splitPostScriptName(_ name: String) -> (String, (weight: Int, isItalic: Bool))? {
        guard !name.contains(" "), !name.isEmpty else { return nil }
        let parts = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0])
        let style = parts.count > 1 ? String(parts[1]).lowercased() : ""
        guard !base.isEmpty else { return nil }
        let weights: [(String, Int)] = [
            ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
            ("ultrabold", 800), ("thin", 100), ("hairline", 100), ("light", 300), ("medium", 500), ("demi", 600),
            ("bold", 700), ("heavy", 800), ("black", 900),
        ]
        let weight = weights.first { style.contains($0.0) }?.1 ?? 400
        let italic = style.contains("italic") || style.contains("oblique")
        return (base, (weight, italic))
    }

    /// Family names a PostScript-style base may stand for: itself, without an `MT`,
    /// `PSMT` or `PS` suffix, and each with spaces before inner capitals
    /// (`"TimesNewRomanPSMT"` → `"Times New Roman"`).
    static func familyCandidates(_ base: String) -> [String] {
        var stems = [base]
        for suffix in ["PSMT", "MT", "PS"] where base.hasSuffix(suffix) && base.count > suffix.count {
            stems.append(String(base.dropLast(suffix.count)))
            break
        }
        var result: [String] = []
        for stem in stems {
            result.append(stem)
            var spaced = ""
            var previous: Character?
            for c in stem {
                if let p = previous, c.isUppercase, p.isLowercase { spaced.append(" ") }
                spaced.append(c)
                previous = c
            }
            if spaced != stem { result.append(spaced) }
        }
        return result
    }
}
