internal import CPango

/// One face fontconfig knows (a font file, or one face of a collection): its names and
/// the attributes that tell it apart from the other faces of its family.
public struct FontFace: Hashable, Sendable {
    /// The PostScript name (`FC_POSTSCRIPT_NAME`), e.g. `"DejaVuSans-Bold"`.
    public var postScriptName: String
    /// The family names (`FC_FAMILY`), the main one first, e.g. `["DejaVu Sans",
    /// "DejaVu Sans Condensed"]` for a condensed face.
    public var families: [String]
    /// The full name (`FC_FULLNAME`), e.g. `"DejaVu Sans Bold"`; empty if the font has none.
    public var fullName: String
    /// The style name (`FC_STYLE`), e.g. `"Bold"`.
    public var style: String
    /// The weight on the CSS / OpenType scale, 100 (thin) to 1000: 400 regular, 700 bold
    /// (fontconfig's `FC_WEIGHT` through `FcWeightToOpenTypeDouble`).
    public var weight: Int
    /// Whether the face slants (`FC_SLANT` italic or oblique).
    public var isItalic: Bool
    /// The width as fontconfig measures it (`FC_WIDTH`): 100 normal, 75 condensed,
    /// 125 expanded.
    public var width: Int
    /// Whether every glyph has the same advance (`FC_SPACING` is `FC_MONO`).
    public var isMonospaced: Bool
    /// The font file (`FC_FILE`) and the face's index in it (`FC_INDEX`).
    public var file: String
    public var index: Int

    /// The main family name.
    public var family: String { families.first ?? "" }

    /// What to ask Pango for so that it draws exactly this face at `pixelSize`: the
    /// face's main family, weight, slant and width, which fontconfig matches to this
    /// face before any other of the family.
    public func spec(pixelSize: Double) -> PangoFontSpec {
        PangoFontSpec(family: family, pixelSize: pixelSize, weight: weight, isItalic: isItalic,
                      stretch: PangoFontSpec.stretch(forFontconfigWidth: width))
    }

    /// The face a fontconfig pattern describes (a listed or matched font); `nil` when
    /// it names no file.
    init?(pattern: OpaquePointer) {
        guard let file = Self.strings(pattern, FC_FILE).first else { return nil }
        self.file = file
        index = Int(Self.integer(pattern, FC_INDEX) ?? 0)
        families = Self.strings(pattern, FC_FAMILY)
        postScriptName = Self.strings(pattern, FC_POSTSCRIPT_NAME).first ?? ""
        fullName = Self.strings(pattern, FC_FULLNAME).first ?? ""
        style = Self.strings(pattern, FC_STYLE).first ?? ""
        let fcWeight = Self.double(pattern, FC_WEIGHT) ?? Double(FC_WEIGHT_REGULAR)
        weight = Int(FcWeightToOpenTypeDouble(fcWeight).rounded())
        isItalic = (Self.integer(pattern, FC_SLANT) ?? Int32(FC_SLANT_ROMAN)) != Int32(FC_SLANT_ROMAN)
        width = Int((Self.double(pattern, FC_WIDTH) ?? Double(FC_WIDTH_NORMAL)).rounded())
        isMonospaced = Self.integer(pattern, FC_SPACING) == Int32(FC_MONO)
    }

    // MARK: Reading patterns

    static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var result: [String] = []
        var n: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { break }
            result.append(String(cString: value))
            n += 1
        }
        return result
    }

    static func integer(_ pattern: OpaquePointer, _ object: String) -> Int32? {
        var value: Int32 = 0
        return FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch ? value : nil
    }

    static func double(_ pattern: OpaquePointer, _ object: String) -> Double? {
        var value = 0.0
        return FcPatternGetDouble(pattern, object, 0, &value) == FcResultMatch ? value : nil
    }
}
