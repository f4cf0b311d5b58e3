import Foundation
import StrataCairo

extension UIFont {
    /// The families of every face fontconfig has, installed and registered, sorted
    /// (each face counted under its main family name).
    public class var familyNames: [String] {
        Array(Set(FontCatalog.faces().map(\.family).filter { !$0.isEmpty })).sorted()
    }

    /// The PostScript names of the faces of `familyName` (compared as fontconfig
    /// does, ignoring case and blanks), sorted; empty for a family with no faces —
    /// also one fontconfig substitutes, as UIKit lists only installed faces.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalog.faces()
            .filter { face in face.families.contains { FontCatalog.isSameFamily($0, familyName) } }
            .map(\.postScriptName)
            .filter { !$0.isEmpty }
            .sorted()
    }

    /// Why ``registerFont(at:)`` failed.
    public enum RegistrationError: Error, Equatable, CustomStringConvertible {
        /// No readable file at the URL (or it is not a file URL).
        case fileNotFound(URL)
        /// The file holds no font fontconfig can read.
        case unrecognizedFormat(URL)
        /// fontconfig already has this file's faces: registered before, or installed.
        case alreadyRegistered(URL)

        public var description: String {
            switch self {
            case .fileNotFound(let url): "no font file at \(url.path)"
            case .unrecognizedFormat(let url): "\(url.path) holds no font fontconfig can read"
            case .alreadyRegistered(let url): "the fonts of \(url.path) are already registered"
            }
        }
    }

    /// Makes the fonts in the file at `url` (TrueType, OpenType, a collection — what
    /// FreeType reads) available to this process, as Core Text's
    /// `CTFontManagerRegisterFontsForURL(_:_:_:)` with `.process` scope does (the
    /// `CoreText` module has that function too). Afterwards ``init(name:size:)`` finds
    /// them by PostScript, full or family name, and they appear in ``familyNames``.
    /// Returns the PostScript names of the faces registered.
    ///
    /// ClientKit's own call (UIKit apps register fonts through Core Text or their
    /// Info.plist, which ClientKit does not have). Register fonts on the main thread,
    /// before text uses them: Pango keeps a font map per thread, and this one tells the
    /// calling thread's.
    @discardableResult
    public static func registerFont(at url: URL) throws -> [String] {
        guard url.isFileURL else { throw RegistrationError.fileNotFound(url) }
        let faces: [FontFace]
        do {
            faces = try FontCatalog.registerFonts(atPath: url.path)
        } catch .fileNotFound {
            throw RegistrationError.fileNotFound(url)
        } catch .unrecognizedFormat {
            throw RegistrationError.unrecognizedFormat(url)
        } catch .alreadyRegistered {
            throw RegistrationError.alreadyRegistered(url)
        }
        _FontCache.shared.removeAll()
        return faces.map(\.postScriptName)
    }
}
