import Foundation

/// A uniform type identifier (UniformTypeIdentifiers' `UTType`, iOS 14): what kind of
/// data something is — `public.png`, `public.plain-text` — with its filename extensions,
/// MIME types and the types it conforms to. `import UniformTypeIdentifiers` gives it.
///
/// ClientKit knows the system's common types (the statics below) and their hierarchy
/// (`public.png` conforms to `public.image`, `public.data` and `public.item`); a type made
/// with ``init(exportedAs:conformingTo:)`` or ``init(importedAs:conformingTo:)`` adds the
/// app's own. Differences from Apple's: the table is ClientKit's (no system-wide registry
/// of every app's types), and a dynamic type for an unknown extension or MIME type is not
/// made (those initialisers return `nil`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The reverse-DNS identifier (`"public.png"`).
    public let identifier: String

    private struct Declaration: Sendable {
        var parents: [String]
        var extensions: [String]
        var mimeTypes: [String]
        var description: String
    }

    nonisolated(unsafe) private static var declarations: [String: Declaration] = {
        func d(_ parents: [String], _ extensions: [String] = [], _ mime: [String] = [], _ description: String) -> Declaration {
            Declaration(parents: parents, extensions: extensions, mimeTypes: mime, description: description)
        }
        return [
            "public.item": d([], [], [], "item"),
            "public.content": d([], [], [], "content"),
            "public.composite-content": d(["public.content"], [], [], "composite content"),
            "public.data": d(["public.item"], [], ["application/octet-stream"], "data"),
            "public.directory": d(["public.item"], [], [], "directory"),
            "public.folder": d(["public.directory"], [], [], "folder"),
            "com.apple.package": d(["public.directory"], [], [], "package"),
            "public.archive": d(["public.data"], [], [], "archive"),
            "public.zip-archive": d(["public.archive"], ["zip"], ["application/zip"], "ZIP archive"),
            "org.gnu.gnu-zip-archive": d(["public.archive"], ["gz", "gzip"], ["application/gzip"], "gzip archive"),
            "public.text": d(["public.data", "public.content"], [], ["text/*"], "text"),
            "public.plain-text": d(["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
            "public.utf8-plain-text": d(["public.plain-text"], [], ["text/plain;charset=utf-8"], "UTF-8 plain text"),
            "public.utf16-plain-text": d(["public.plain-text"], [], [], "UTF-16 plain text"),
            "public.delimited-values-text": d(["public.text"], [], [], "delimited text"),
            "public.comma-separated-values-text": d(["public.delimited-values-text"], ["csv"], ["text/csv"], "CSV text"),
            "public.tab-separated-values-text": d(["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "TSV text"),
            "public.rtf": d(["public.text"], ["rtf"], ["text/rtf"], "rich text"),
            "public.html": d(["public.text"], ["html", "htm"], ["text/html"], "HTML"),
            "public.xml": d(["public.text"], ["xml"], ["application/xml", "text/xml"], "XML"),
            "public.source-code": d(["public.plain-text"], [], [], "source code"),
            "public.swift-source": d(["public.source-code"], ["swift"], [], "Swift source"),
            "public.json": d(["public.text"], ["json"], ["application/json"], "JSON"),
            "com.apple.property-list": d(["public.data"], ["plist"], [], "property list"),
            "public.log": d(["public.plain-text"], ["log"], [], "log"),
            "public.url": d(["public.data"], [], [], "URL"),
            "public.file-url": d(["public.url"], [], [], "file URL"),
            "public.image": d(["public.data", "public.content"], [], ["image/*"], "image"),
            "public.png": d(["public.image"], ["png"], ["image/png"], "PNG image"),
            "public.jpeg": d(["public.image"], ["jpg", "jpeg", "jpe"], ["image/jpeg"], "JPEG image"),
            "com.compuserve.gif": d(["public.image"], ["gif"], ["image/gif"], "GIF image"),
            "public.tiff": d(["public.image"], ["tif", "tiff"], ["image/tiff"], "TIFF image"),
            "public.heic": d(["public.image"], ["heic"], ["image/heic"], "HEIC image"),
            "org.webmproject.webp": d(["public.image"], ["webp"], ["image/webp"], "WebP image"),
            "com.microsoft.bmp": d(["public.image"], ["bmp"], ["image/bmp"], "BMP image"),
            "public.svg-image": d(["public.image", "public.xml"], ["svg"], ["image/svg+xml"], "SVG image"),
            "com.adobe.pdf": d(["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
            "public.audiovisual-content": d(["public.data", "public.content"], [], [], "audiovisual content"),
            "public.movie": d(["public.audiovisual-content"], [], ["video/*"], "movie"),
            "public.video": d(["public.movie"], [], [], "video"),
            "public.mpeg-4": d(["public.movie"], ["mp4"], ["video/mp4"], "MPEG-4 movie"),
            "com.apple.quicktime-movie": d(["public.movie"], ["mov"], ["video/quicktime"], "QuickTime movie"),
            "public.audio": d(["public.audiovisual-content"], [], ["audio/*"], "audio"),
            "public.mp3": d(["public.audio"], ["mp3"], ["audio/mpeg"], "MP3 audio"),
            "com.microsoft.waveform-audio": d(["public.audio"], ["wav"], ["audio/wav"], "Waveform audio"),
            "public.spreadsheet": d(["public.content"], [], [], "spreadsheet"),
            "public.presentation": d(["public.composite-content"], [], [], "presentation"),
            "public.font": d(["public.data", "public.content"], [], [], "font"),
            "public.truetype-ttf-font": d(["public.font"], ["ttf"], ["font/ttf"], "TrueType font"),
            "public.opentype-font": d(["public.font"], ["otf"], ["font/otf"], "OpenType font"),
            "public.vcard": d(["public.text"], ["vcf", "vcard"], ["text/vcard"], "vCard"),
            "public.calendar-event": d(["public.item"], [], [], "calendar event"),
            "public.email-message": d(["public.data", "public.content"], ["eml"], ["message/rfc822"], "email message"),
            "org.idpf.epub-container": d(["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB"),
            "public.executable": d(["public.item"], [], [], "executable"),
        ]
    }()

    private static let lock = NSLock()

    private static func declaration(_ identifier: String) -> Declaration? {
        lock.lock()
        defer { lock.unlock() }
        return declarations[identifier]
    }

    private init(_known identifier: String) {
        self.identifier = identifier
    }

    /// The type `identifier`, if ClientKit knows it (a system type or one the app declared).
    public init?(_ identifier: String) {
        guard Self.declaration(identifier) != nil else { return nil }
        self.identifier = identifier
    }

    /// The known type with `filenameExtension` (without the dot, any case) that conforms
    /// to `supertype`; `nil` if none.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let match = Self.allIdentifiers.first(where: {
            Self.declaration($0)?.extensions.contains(ext) == true && UTType(_known: $0).conforms(to: supertype)
        }) else { return nil }
        self.identifier = match
    }

    /// The known type with `mimeType` that conforms to `supertype`; `nil` if none.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let mime = mimeType.lowercased()
        guard let match = Self.allIdentifiers.first(where: {
            Self.declaration($0)?.mimeTypes.contains(mime) == true && UTType(_known: $0).conforms(to: supertype)
        }) else { return nil }
        self.identifier = match
    }

    /// Declares a type the app owns (its Info.plist's exported types on Apple platforms).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        Self.declare(identifier, parent: parentType)
        self.identifier = identifier
    }

    /// Declares a type another app owns that this one uses.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        Self.declare(identifier, parent: parentType)
        self.identifier = identifier
    }

    private static func declare(_ identifier: String, parent: UTType?) {
        lock.lock()
        defer { lock.unlock() }
        if declarations[identifier] == nil {
            declarations[identifier] = Declaration(parents: [(parent ?? .data).identifier], extensions: [], mimeTypes: [],
                                                   description: identifier)
        }
    }

    /// Every known identifier, sorted (so lookups by extension are deterministic).
    private static var allIdentifiers: [String] {
        lock.lock()
        defer { lock.unlock() }
        // Concrete types before their parents' generic entries: deeper first, then by name.
        return declarations.keys.sorted()
    }

    // MARK: Properties

    /// The first filename extension (`"png"`), if any.
    public var preferredFilenameExtension: String? { Self.declaration(identifier)?.extensions.first }
    /// The first MIME type, if any (wildcards such as `image/*` are not preferred).
    public var preferredMIMEType: String? { Self.declaration(identifier)?.mimeTypes.first { !$0.hasSuffix("*") } }
    /// A description for people.
    public var localizedDescription: String? { Self.declaration(identifier)?.description }
    /// Whether the type is known (declared by the system or the app).
    public var isDeclared: Bool { Self.declaration(identifier) != nil }
    /// Whether the type was made up for an unknown tag (never here).
    public var isDynamic: Bool { false }
    /// Whether the system declares it.
    public var isPublicType: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, not counting itself.
    public var supertypes: Set<UTType> {
        var result: Set<UTType> = []
        var pending = Self.declaration(identifier)?.parents ?? []
        while let next = pending.popLast() {
            let type = UTType(_known: next)
            if result.insert(type).inserted { pending += Self.declaration(next)?.parents ?? [] }
        }
        return result
    }

    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public var description: String { identifier }

    // MARK: Common types

    public static let item = UTType(_known: "public.item")
    public static let content = UTType(_known: "public.content")
    public static let compositeContent = UTType(_known: "public.composite-content")
    public static let data = UTType(_known: "public.data")
    public static let directory = UTType(_known: "public.directory")
    public static let folder = UTType(_known: "public.folder")
    public static let package = UTType(_known: "com.apple.package")
    public static let archive = UTType(_known: "public.archive")
    public static let zip = UTType(_known: "public.zip-archive")
    public static let gzip = UTType(_known: "org.gnu.gnu-zip-archive")
    public static let text = UTType(_known: "public.text")
    public static let plainText = UTType(_known: "public.plain-text")
    public static let utf8PlainText = UTType(_known: "public.utf8-plain-text")
    public static let utf16PlainText = UTType(_known: "public.utf16-plain-text")
    public static let delimitedText = UTType(_known: "public.delimited-values-text")
    public static let commaSeparatedText = UTType(_known: "public.comma-separated-values-text")
    public static let tabSeparatedText = UTType(_known: "public.tab-separated-values-text")
    public static let rtf = UTType(_known: "public.rtf")
    public static let html = UTType(_known: "public.html")
    public static let xml = UTType(_known: "public.xml")
    public static let sourceCode = UTType(_known: "public.source-code")
    public static let swiftSource = UTType(_known: "public.swift-source")
    public static let json = UTType(_known: "public.json")
    public static let propertyList = UTType(_known: "com.apple.property-list")
    public static let log = UTType(_known: "public.log")
    public static let url = UTType(_known: "public.url")
    public static let fileURL = UTType(_known: "public.file-url")
    public static let image = UTType(_known: "public.image")
    public static let png = UTType(_known: "public.png")
    public static let jpeg = UTType(_known: "public.jpeg")
    public static let gif = UTType(_known: "com.compuserve.gif")
    public static let tiff = UTType(_known: "public.tiff")
    public static let heic = UTType(_known: "public.heic")
    public static let webP = UTType(_known: "org.webmproject.webp")
    public static let bmp = UTType(_known: "com.microsoft.bmp")
    public static let svg = UTType(_known: "public.svg-image")
    public static let pdf = UTType(_known: "com.adobe.pdf")
    public static let audiovisualContent = UTType(_known: "public.audiovisual-content")
    public static let movie = UTType(_known: "public.movie")
    public static let video = UTType(_known: "public.video")
    public static let mpeg4Movie = UTType(_known: "public.mpeg-4")
    public static let quickTimeMovie = UTType(_known: "com.apple.quicktime-movie")
    public static let audio = UTType(_known: "public.audio")
    public static let mp3 = UTType(_known: "public.mp3")
    public static let wav = UTType(_known: "com.microsoft.waveform-audio")
    public static let spreadsheet = UTType(_known: "public.spreadsheet")
    public static let presentation = UTType(_known: "public.presentation")
    public static let font = UTType(_known: "public.font")
    public static let vCard = UTType(_known: "public.vcard")
    public static let calendarEvent = UTType(_known: "public.calendar-event")
    public static let emailMessage = UTType(_known: "public.email-message")
    public static let epub = UTType(_known: "org.idpf.epub-container")
    public static let executable = UTType(_known: "public.executable")
}
