import Foundation
import StrataCairo

/// A description of a font by attributes — family, PostScript name, style, size and
/// traits — from which `UIFont(descriptor:size:)` makes a font (UIKit's
/// `UIFontDescriptor`). Immutable.
///
/// A descriptor with a ``AttributeName/name`` means that face (resolved as
/// `UIFont(name:size:)` resolves names); otherwise its ``AttributeName/family`` (the
/// system family, DejaVu Sans, when there is none or fontconfig does not know it),
/// narrowed by a ``AttributeName/face`` style name or by the traits: bold and italic
/// (``SymbolicTraits``), a ``TraitKey/weight``, condensed or expanded. fontconfig picks
/// the nearest face. A descriptor taken from a font (`UIFont.fontDescriptor`) makes
/// that same font again until its attributes are changed.
///
/// Differences from UIKit: there is no matrix, cascade list or text style, and
/// ``matchingFontDescriptors(withMandatoryKeys:)`` is not there.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The attributes, as given.
    public let fontAttributes: [AttributeName: Any]
    /// The exact font a descriptor from `UIFont.fontDescriptor` stands for.
    let _fontSpec: PangoFontSpec?

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        _fontSpec = nil
        super.init()
    }

    init(fontAttributes attributes: [AttributeName: Any], fontSpec: PangoFontSpec?) {
        fontAttributes = attributes
        _fontSpec = fontSpec
        super.init()
    }

    /// A descriptor for the font named `fontName` (a PostScript, full or family name)
    /// at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// The attribute for `anAttribute`, or `nil`.
    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    /// The point size; 0 when none was given.
    open var pointSize: CGFloat {
        Self._number(fontAttributes[.size]) ?? _fontSpec.map { CGFloat($0.pixelSize) } ?? 0
    }

    /// The PostScript name of the face the descriptor resolves to.
    open var postscriptName: String {
        if let name = fontAttributes[.name] as? String { return name }
        return _FontCache.shared.face(of: _resolvedSpec(pointSize: 12))?.postScriptName ?? ""
    }

    /// The traits: those given in ``AttributeName/traits``, or else those of the face
    /// the descriptor resolves to.
    open var symbolicTraits: SymbolicTraits {
        if let given = _givenSymbolicTraits { return given }
        let spec = _resolvedSpec(pointSize: 12)
        return Self._traits(of: spec, face: _FontCache.shared.face(of: spec))
    }

    /// The same descriptor with `attributes` added (replacing those with the same keys).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// The same descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.size] = newPointSize
        var spec = _fontSpec
        spec?.pixelSize = Double(newPointSize)
        return UIFontDescriptor(fontAttributes: attributes, fontSpec: spec)
    }

    /// The same descriptor with another family (and no PostScript name or style name,
    /// which belong to the old family).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = newFamily
        attributes[.name] = nil
        attributes[.face] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same descriptor with another style name within its family (`"Bold"`).
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = _family
        attributes[.face] = newFace
        attributes[.name] = nil
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The same family with `symbolicTraits` instead of the current traits (bold,
    /// italic, condensed, expanded pick the face); `nil` when the descriptor resolves
    /// to no family.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let family = _family
        guard !family.isEmpty else { return nil }
        var attributes = fontAttributes
        attributes[.family] = family
        attributes[.name] = nil
        attributes[.face] = nil
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits
        traits[.weight] = nil
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open override var description: String {
        "UIFontDescriptor(\(fontAttributes.map { "\($0.key.rawValue): \($0.value)" }.sorted().joined(separator: ", ")))"
    }

    // MARK: Resolving

    /// The family named, or that of the face the name means.
    var _family: String {
        if let family = fontAttributes[.family] as? String { return family }
        if let spec = _fontSpec { return spec.family }
        if let name = fontAttributes[.name] as? String {
            return _FontCache.shared.spec(named: name, pixelSize: 12)?.family ?? ""
        }
        return UIFont._systemFamily
    }

    private var _givenSymbolicTraits: SymbolicTraits? {
        guard let traits = fontAttributes[.traits] as? [TraitKey: Any], let value = traits[.symbolic] else { return nil }
        if let symbolic = value as? SymbolicTraits { return symbolic }
        return (value as? NSNumber).map { SymbolicTraits(rawValue: $0.uint32Value) }
            ?? (value as? UInt32).map { SymbolicTraits(rawValue: $0) }
    }

    /// What Pango is asked for, at `pointSize`.
    func _resolvedSpec(pointSize: CGFloat) -> PangoFontSpec {
        let size = Double(pointSize)
        if var spec = _fontSpec {
            spec.pixelSize = size
            return spec
        }
        if let name = fontAttributes[.name] as? String, let spec = _FontCache.shared.spec(named: name, pixelSize: size) {
            return spec
        }
        let family = fontAttributes[.family] as? String ?? UIFont._systemFamily
        let traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        let symbolic = _givenSymbolicTraits ?? []
        var weight = symbolic.contains(.traitBold) ? 700 : 400
        if let given = traits[.weight] as? UIFont.Weight { weight = given._cssWeight }
        else if let given = Self._number(traits[.weight]) { weight = UIFont.Weight(given)._cssWeight }
        let italic = symbolic.contains(.traitItalic) || (Self._number(traits[.slant]) ?? 0) != 0
        var width = symbolic.contains(.traitCondensed) ? 75 : symbolic.contains(.traitExpanded) ? 125 : 100
        if let proportion = Self._number(traits[.width]), proportion != 0 { width = proportion < 0 ? 75 : 125 }
        let known = FontCatalog.isKnownFamily(family) ? family : UIFont._systemFamily
        if let style = fontAttributes[.face] as? String,
           let face = FontCatalog.faces().first(where: { face in
               face.families.contains { FontCatalog.isSameFamily($0, known) } && face.style.caseInsensitiveCompare(style) == .orderedSame
           }) {
            return face.spec(pixelSize: size)
        }
        if let face = FontCatalog.bestFace(family: known, weight: weight, isItalic: italic, width: width) {
            return face.spec(pixelSize: size)
        }
        return PangoFontSpec(family: known, pixelSize: size, weight: weight, isItalic: italic)
    }

    /// The traits of a spec and the face it draws with.
    static func _traits(of spec: PangoFontSpec, face: FontFace?) -> SymbolicTraits {
        var traits: SymbolicTraits = []
        if (face?.weight ?? spec.weight) >= 600 { traits.insert(.traitBold) }
        if face?.isItalic ?? spec.isItalic { traits.insert(.traitItalic) }
        if face?.isMonospaced == true { traits.insert(.traitMonoSpace) }
        let width = face?.width ?? 100
        if width < 100 { traits.insert(.traitCondensed) }
        if width > 100 { traits.insert(.traitExpanded) }
        return traits
    }

    static func _number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}
