import Foundation

// Strings, URLs, images and colours on a pasteboard, and how values become bytes.

extension UIPasteboard {
    /// The first item's text (any of ``typeListString``). Setting it makes the
    /// pasteboard one item of `"public.utf8-plain-text"`; `nil` empties it.
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Each item's text, for the items that have any; `nil` when none has.
    public var strings: [String]? {
        get { all(Self.typeListString) { type, data in Self.text(data, type: type) } }
        set { setItems((newValue ?? []).map { [Self.typeListString[0]: $0] }) }
    }

    /// The first item's URL (any of ``typeListURL``), as a `"public.url"` item when set.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Each item's URL; `nil` when none has one.
    public var urls: [URL]? {
        get { all(Self.typeListURL) { _, data in URL(string: String(decoding: data, as: UTF8.self)) } }
        set { setItems((newValue ?? []).map { [Self.typeListURL[0]: $0] }) }
    }

    /// The first item's image (any of ``typeListImage`` that decodes), as a
    /// `"public.png"` item when set.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Each item's image; `nil` when none has one.
    public var images: [UIImage]? {
        get { all(Self.typeListImage) { _, data in UIImage(data: data) } }
        set { setItems((newValue ?? []).map { [Self.typeListImage[0]: $0] }) }
    }

    /// The first item's colour, as a `"com.apple.uikit.color"` item when set.
    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// Each item's colour; `nil` when none has one.
    public var colors: [UIColor]? {
        get { all(Self.typeListColor) { _, data in Self.color(data) } }
        set { setItems((newValue ?? []).map { [Self.typeListColor[0]: $0] }) }
    }

    /// Whether any item has text.
    public var hasStrings: Bool { has(Self.typeListString) }
    /// Whether any item has a URL.
    public var hasURLs: Bool { has(Self.typeListURL) }
    /// Whether any item has an image.
    public var hasImages: Bool { has(Self.typeListImage) }
    /// Whether any item has a colour.
    public var hasColors: Bool { has(Self.typeListColor) }

    private func has(_ types: [String]) -> Bool {
        store.types().contains { !Set($0).isDisjoint(with: types) }
    }

    /// Each item's first value among `types` (in that order) that `convert` accepts.
    private func all<T>(_ types: [String], _ convert: (String, Data) -> T?) -> [T]? {
        let found = store.items(ofTypes: types).compactMap { item -> T? in
            for type in types { if let data = item[type], let value = convert(type, data) { return value } }
            return nil
        }
        return found.isEmpty ? nil : found
    }

    // MARK: Values and bytes

    /// `value` as bytes: text in UTF-8, a URL's absolute string, an image as PNG, a
    /// colour as four sRGB components, a number's description; `Data` as it is.
    static func data(of value: Any) -> Data {
        switch value {
        case let data as Data: return data
        case let bytes as [UInt8]: return Data(bytes)
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as UIImage: return image.pngData() ?? Data()
        case let color as UIColor:
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return Data("\(Double(r)) \(Double(g)) \(Double(b)) \(Double(a))".utf8)
        default: return Data(String(describing: value).utf8)
        }
    }

    /// The value `data` stands for as `type`: `String` for text types, `URL` for URL
    /// types, `UIImage` for image types, `UIColor` for colours, else the `Data`.
    static func value(of data: Data, type: String) -> Any {
        if typeListString.contains(type) { return text(data, type: type) ?? data }
        if typeListURL.contains(type) { return URL(string: String(decoding: data, as: UTF8.self)) ?? data }
        if typeListImage.contains(type) { return UIImage(data: data) ?? data }
        if typeListColor.contains(type) { return color(data) ?? data }
        return data
    }

    /// Text in UTF-8 (UTF-16 for `"public.utf16-plain-text"`); `nil` when not valid.
    static func text(_ data: Data, type: String) -> String? {
        if type == "public.utf16-plain-text" { return String(data: data, encoding: .utf16) }
        return String(data: data, encoding: .utf8)
    }

    static func color(_ data: Data) -> UIColor? {
        let parts = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
        guard parts.count == 4 else { return nil }
        return UIColor(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }
}
