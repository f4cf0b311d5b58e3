/// A D-Bus object path (`o`), e.g. `/org/strata/Compositor1`.
public struct DBusObjectPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, Comparable {
    public let rawValue: String

    /// Validates `rawValue` against the specification's rules; `nil` if it is not a path.
    public init?(_ rawValue: String) {
        guard DBusObjectPath.isValid(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// For literals in code: an invalid literal is a programmer error.
    public init(stringLiteral value: String) {
        precondition(DBusObjectPath.isValid(value), "invalid D-Bus object path literal \(value)")
        rawValue = value
    }

    /// The root path `/`, used by the protocol as "no object".
    public static let root: DBusObjectPath = "/"

    public var description: String { rawValue }
    public static func < (a: DBusObjectPath, b: DBusObjectPath) -> Bool { a.rawValue < b.rawValue }

    /// The path's parent (`/a/b` → `/a`), `nil` for `/`.
    public var parent: DBusObjectPath? {
        guard rawValue != "/" else { return nil }
        let index = rawValue.lastIndex(of: "/")!
        return index == rawValue.startIndex ? .root : DBusObjectPath(uncheckedRawValue: String(rawValue[..<index]))
    }

    /// `self` with one more element (which must be a valid element: `[A-Za-z0-9_]+`).
    public func appending(_ element: String) -> DBusObjectPath {
        let joined = rawValue == "/" ? "/" + element : rawValue + "/" + element
        precondition(DBusObjectPath.isValid(joined), "invalid object path element \(element)")
        return DBusObjectPath(uncheckedRawValue: joined)
    }

    /// Whether `self` lies strictly below `ancestor`.
    public func isDescendant(of ancestor: DBusObjectPath) -> Bool {
        if ancestor.rawValue == "/" { return rawValue != "/" }
        return rawValue.hasPrefix(ancestor.rawValue + "/")
    }

    init(uncheckedRawValue: String) { rawValue = uncheckedRawValue }

    static func isValid(_ s: String) -> Bool {
        let bytes = Array(s.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        guard bytes.last != UInt8(ascii: "/") else { return false }
        var previousSlash = false
        for b in bytes {
            let isSlash = b == UInt8(ascii: "/")
            if isSlash && previousSlash { return false }
            previousSlash = isSlash
            let ok = isSlash || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "_")
            if !ok { return false }
        }
        return true
    }
}

/// A D-Bus type signature (`g`), e.g. `a{sv}`. May hold several complete types.
public struct DBusSignature: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }
    public static let empty = DBusSignature("")

    /// Concatenation: the signature of one value followed by another.
    public static func + (a: DBusSignature, b: DBusSignature) -> DBusSignature {
        DBusSignature(a.rawValue + b.rawValue)
    }

    /// Whether the signature is well-formed (checked by libdbus).
    public var isValid: Bool { signatureIsValid(rawValue) }

    /// Splits into single complete types (`"sa{sv}i"` → `["s", "a{sv}", "i"]`); empty if invalid.
    public var completeTypes: [DBusSignature] { splitSignature(rawValue).map { DBusSignature($0) } }
}
