import Foundation

/// Xcode asset catalogs (`*.xcassets` folders) read at run time, so a ported app's
/// `UIImage(named:)`, `UIColor(named:)` and `NSDataAsset(name:)` find what its catalog
/// holds. Xcode compiles catalogs into `Assets.car`; SwiftPM on Linux cannot, so a port
/// copies the catalog as it is (`resources: [.copy("Assets.xcassets")]`) and ClientKit
/// reads its folders and `Contents.json` files.
///
/// Where catalogs are looked for: the bundle's resources folder (for the main bundle, the
/// executable's folder) and SwiftPM's resource bundles beside the executable
/// (`<package>_<target>.resources`), each of them and their direct subfolders. Groups
/// whose `Contents.json` says `provides-namespace` prefix their assets' names
/// (`"Icons/star"`), as in Xcode.
enum _AssetCatalog {
    /// One asset: its kind (the folder's extension) and folder.
    struct Entry {
        let kind: String
        let folder: URL
    }

    /// The catalogs' assets by name, per searched root (read once).
    nonisolated(unsafe) private static var indexes: [String: [String: Entry]] = [:]
    private static let lock = NSLock()

    /// The folders searched for `bundle` (`nil`: the main bundle).
    static func roots(for bundle: Bundle?) -> [URL] {
        let bundle = bundle ?? .main
        var roots: [URL] = []
        if let resources = bundle.resourceURL { roots.append(resources) }
        if !roots.contains(bundle.bundleURL) { roots.append(bundle.bundleURL) }
        if bundle === Bundle.main || bundle.bundleURL == Bundle.main.bundleURL {
            let executableFolder = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
            let siblings = (try? FileManager.default.contentsOfDirectory(at: executableFolder, includingPropertiesForKeys: nil)) ?? []
            roots += siblings.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
                .sorted { $0.path < $1.path }
        }
        return roots
    }

    /// The asset `name` of `kind` (`"imageset"`, `"colorset"`, `"dataset"`) in the
    /// catalogs found for `bundle`.
    static func entry(named name: String, kind: String, in bundle: Bundle?) -> Entry? {
        for root in roots(for: bundle) {
            if let entry = index(of: root)[name], entry.kind == kind { return entry }
        }
        return nil
    }

    private static func index(of root: URL) -> [String: Entry] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = indexes[root.path] { return cached }
        var index: [String: Entry] = [:]
        let manager = FileManager.default
        var catalogs: [URL] = []
        let top = (try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        for item in top.sorted(by: { $0.path < $1.path }) {
            if item.pathExtension == "xcassets" {
                catalogs.append(item)
            } else if (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                let inner = (try? manager.contentsOfDirectory(at: item, includingPropertiesForKeys: nil)) ?? []
                catalogs += inner.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
            }
        }
        for catalog in catalogs { collect(catalog, prefix: "", into: &index) }
        indexes[root.path] = index
        return index
    }

    private static let assetKinds: Set<String> = ["imageset", "colorset", "dataset", "symbolset", "appiconset"]

    private static func collect(_ folder: URL, prefix: String, into index: inout [String: Entry]) {
        let items = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for item in items.sorted(by: { $0.path < $1.path }) {
            let kind = item.pathExtension
            let name = prefix + item.deletingPathExtension().lastPathComponent
            if assetKinds.contains(kind) {
                if index[name] == nil { index[name] = Entry(kind: kind, folder: item) }
            } else if (try? item.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                let contents = json(in: item)
                let namespaced = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                collect(item, prefix: namespaced ? prefix + item.lastPathComponent + "/" : prefix, into: &index)
            }
        }
    }

    /// The folder's `Contents.json`, parsed.
    static func json(in folder: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Whether an entry of `Contents.json` is for the dark appearance.
    static func isDark(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
    }

    /// Whether an entry is for another appearance than the default one (dark, high contrast).
    static func isForAnotherAppearance(_ entry: [String: Any]) -> Bool {
        !(entry["appearances"] as? [[String: Any]] ?? []).isEmpty
    }

    /// Whether an entry is for a device ClientKit is not (a watch, a TV, a car).
    static func isForOtherDevice(_ entry: [String: Any]) -> Bool {
        guard let idiom = entry["idiom"] as? String else { return false }
        return !["universal", "iphone", "ipad", "mac"].contains(idiom)
    }

    // MARK: Images

    /// The image file of the image set `name` for the default appearance: the 1× file if
    /// there is one (Strata's screens are 1×), else the smallest scale, with its scale and
    /// whether the set asks to be drawn as a template.
    static func imageFile(named name: String, in bundle: Bundle?) -> (path: String, scale: CGFloat, template: Bool)? {
        guard let entry = entry(named: name, kind: "imageset", in: bundle), let contents = json(in: entry.folder) else { return nil }
        let images = (contents["images"] as? [[String: Any]] ?? [])
            .filter { !isForAnotherAppearance($0) && !isForOtherDevice($0) && $0["filename"] is String }
        let scaled = images.map { image -> (String, CGFloat) in
            let scale = (image["scale"] as? String).flatMap { CGFloat(Double($0.dropLast()) ?? 1) } ?? 1
            return (image["filename"] as! String, scale)
        }
        guard let chosen = scaled.sorted(by: { $0.1 < $1.1 }).first else { return nil }
        let properties = contents["properties"] as? [String: Any]
        let template = (properties?["template-rendering-intent"] as? String) == "template"
        return (entry.folder.appendingPathComponent(chosen.0).path, chosen.1, template)
    }

    // MARK: Colours

    /// The colour set `name`: its default colour and, if it has one, its dark colour.
    static func colors(named name: String, in bundle: Bundle?) -> (light: UIColor, dark: UIColor?)? {
        guard let entry = entry(named: name, kind: "colorset", in: bundle), let contents = json(in: entry.folder) else { return nil }
        let entries = (contents["colors"] as? [[String: Any]] ?? []).filter { !isForOtherDevice($0) }
        let lightEntry = entries.first { !isForAnotherAppearance($0) }
        let darkEntry = entries.first { isDark($0) && ($0["appearances"] as? [[String: Any]])?.count == 1 }
        guard let light = lightEntry.flatMap(color(from:)) else { return nil }
        return (light, darkEntry.flatMap(color(from:)))
    }

    /// A colour entry's colour: its components (floats 0–1, integers 0–255 or hex
    /// `0xFF`) in sRGB, extended sRGB, Display P3 (taken as sRGB) or gray, or a system
    /// colour it refers to.
    static func color(from entry: [String: Any]) -> UIColor? {
        guard let color = entry["color"] as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String { return systemColor(reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            if let number = components[key] as? NSNumber { return CGFloat(number.doubleValue) }
            guard let text = (components[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            if text.contains(".") { return Double(text).map { CGFloat($0) } }
            return Int(text).map { CGFloat($0) / 255 }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The system colours a colour set may refer to (`"systemBlueColor"`, `"labelColor"`).
    static func systemColor(_ reference: String) -> UIColor? {
        let table: [String: UIColor] = [
            "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
            "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
            "systemPurpleColor": .systemPurple, "systemIndigoColor": .systemIndigo, "systemTealColor": .systemTeal,
            "systemBrownColor": .systemBrown, "systemCyanColor": .systemCyan, "systemMintColor": .systemMint,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
            "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground,
            "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
            "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "systemFillColor": .systemFill,
            "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
        ]
        return table[reference]
    }

    // MARK: Data

    /// The data set `name`'s file for the default appearance and a universal device.
    static func dataFile(named name: String, in bundle: Bundle?) -> (path: String, typeIdentifier: String)? {
        guard let entry = entry(named: name, kind: "dataset", in: bundle), let contents = json(in: entry.folder) else { return nil }
        let files = (contents["data"] as? [[String: Any]] ?? []).filter { !isForAnotherAppearance($0) && !isForOtherDevice($0) }
        guard let file = files.first, let filename = file["filename"] as? String else { return nil }
        let type = file["universal-type-identifier"] as? String ?? "public.data"
        return (entry.folder.appendingPathComponent(filename).path, type)
    }

    /// Forgets what was read (tests add catalogs as they go).
    static func _resetCache() {
        lock.lock()
        indexes.removeAll()
        lock.unlock()
    }
}

/// A file of data from an asset catalog's data set (UIKit's `NSDataAsset`).
public final class NSDataAsset: @unchecked Sendable {
    /// The set's name.
    public let name: String
    /// The file's contents.
    public let data: Data
    /// The file's type (its `universal-type-identifier`, else `public.data`).
    public let typeIdentifier: String

    /// The data set `name` in the main bundle's catalogs; `nil` if there is none.
    public convenience init?(name: String) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` in `bundle`'s catalogs; `nil` if there is none.
    public init?(name: String, bundle: Bundle) {
        guard let file = _AssetCatalog.dataFile(named: name, in: bundle),
              let data = FileManager.default.contents(atPath: file.path) else { return nil }
        self.name = name
        self.data = data
        self.typeIdentifier = file.typeIdentifier
    }
}
