import SwiftParser
import SwiftSyntax

/// Ports UIKit-style Swift source to ClientKit: rewrites what Swift on Linux cannot
/// compile (selectors, `@objc`, Interface Builder attributes, `@UIApplicationMain`) into
/// forms that compile against ClientKit and behave the same, and reports what it
/// changed and what it left for a person.
///
/// The rewrite is a `SyntaxRewriter` over swift-syntax's tree: it never edits text by
/// pattern, keeps every comment and all formatting it does not rewrite, and is
/// idempotent (porting its own output changes nothing).
public enum StrataPort {
    /// Ports one file's source text. Pure: reads and writes no files.
    public static func port(source: String) -> PortResult {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let index = MethodIndex(tree)
        let rewriter = PortRewriter(converter: converter, methods: index)
        let rewritten = rewriter.rewrite(tree)
        // By line, changes first; otherwise in the order they were found (a stable sort).
        let findings = rewriter.findings.enumerated().sorted { a, b in
            (a.element.line, a.element.kind == .changed ? 0 : 1, a.offset)
                < (b.element.line, b.element.kind == .changed ? 0 : 1, b.offset)
        }.map(\.element)
        return PortResult(source: rewritten.description, findings: findings)
    }
}
