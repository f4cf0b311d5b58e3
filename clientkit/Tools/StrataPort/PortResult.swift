/// What `strata-port` did to one source file, or left for a person.
public struct PortFinding: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The tool rewrote this.
        case changed
        /// The tool did not understand this, or has no Swift form for it, and left the
        /// code as it was.
        case leftForPerson = "left for a person"
    }

    public var kind: Kind
    /// The line (1-based) in the original source.
    public var line: Int
    public var message: String

    public init(_ kind: Kind, line: Int, _ message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }

    /// `LINE: changed: MESSAGE`; the command line prefixes the file name.
    public var description: String { "\(line): \(kind.rawValue): \(message)" }
}

/// The result of porting one source file.
public struct PortResult: Sendable {
    /// The rewritten source (the original text where nothing changed).
    public var source: String
    /// Everything changed and left, in source order.
    public var findings: [PortFinding]

    public var changes: [PortFinding] { findings.filter { $0.kind == .changed } }
    public var leftForPerson: [PortFinding] { findings.filter { $0.kind == .leftForPerson } }
}
