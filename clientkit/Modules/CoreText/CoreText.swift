// `import CoreText` on Linux: Core Text's font registration over ClientKit's fonts
// (fontconfig and Pango), so that apps registering the fonts they ship port unchanged.
// Re-exports ClientKit (and Foundation), as the other shim modules do.
@_exported import ClientKit
import Foundation

/// Core Foundation's URL on Apple platforms; here Foundation's `URL`, so that
/// `url as CFURL` compiles unchanged.
public typealias CFURL = URL

/// Core Foundation's error on Apple platforms; here Foundation's `NSError`, so that
/// `Unmanaged<CFError>` and `error.takeRetainedValue()` compile unchanged.
public typealias CFError = NSError

/// The domain of the errors ``CTFontManagerRegisterFontsForURL(_:_:_:)`` reports.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// How widely a registration applies (`CTFontManagerScope`). ClientKit registers every
/// font for the process only, whatever the scope: nothing is installed for the user.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    /// For this process (the only scope ClientKit has).
    case process = 1
    /// For the user, across processes and sessions (here: the process only).
    case persistent = 2
    /// For the login session (here: the process only).
    case session = 3

    /// Core Text's alias of ``persistent``.
    public static let user = CTFontManagerScope.persistent
}

/// The codes of the errors in ``kCTFontManagerErrorDomain`` (`CTFontManagerError`),
/// with Core Text's values.
public enum CTFontManagerError: Int, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
}

/// Registers the fonts in the file at `fontURL` for this process, as Core Text does:
/// afterwards `UIFont(name:size:)` finds them by PostScript, full or family name.
/// Returns `false` and, when `error` is given, sets it to a retained `CFError` in
/// ``kCTFontManagerErrorDomain`` (file not found, unrecognised format, already
/// registered) when the file cannot be registered. See `UIFont.registerFont(at:)`,
/// which does the work, for threads.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    do {
        try UIFont.registerFont(at: fontURL)
        return true
    } catch let failure as UIFont.RegistrationError {
        let code: CTFontManagerError
        switch failure {
        case .fileNotFound: code = .fileNotFound
        case .unrecognizedFormat: code = .unrecognizedFormat
        case .alreadyRegistered: code = .alreadyRegistered
        }
        error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: code.rawValue,
                                                        userInfo: [NSLocalizedDescriptionKey: failure.description]))
        return false
    } catch {
        return false
    }
}
