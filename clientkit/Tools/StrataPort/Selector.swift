import SwiftSyntax

/// A `#selector(...)` expression taken apart: `#selector(Type.name(a:b:))`.
struct ParsedSelector {
    /// The type named in the selector (`ViewController` in `#selector(ViewController.tap)`),
    /// `nil` when unqualified or qualified by `self`.
    var typeName: String?
    var baseName: String
    /// The argument labels written in the selector (`["_"]` for `tap(_:)`), or `nil`
    /// when only the base name is written.
    var labels: [String]?

    /// Reads a `#selector` of a method; `nil` for anything else (`getter:`/`setter:`
    /// selectors, odd expressions).
    init?(_ expr: ExprSyntax) {
        guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil
        else { return nil }
        var reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil else { return nil }
            reference = member.declName
            typeName = base.baseName.tokenKind == .keyword(.self) ? nil : base.baseName.text
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            typeName = nil
        } else {
            return nil
        }
        guard case .identifier = reference.baseName.tokenKind else { return nil }
        baseName = reference.baseName.text
        labels = reference.argumentNames.map { names in names.arguments.map { $0.name.text } }
    }

    /// The Objective-C name Swift gives the method: `copy(_:)` → `copy:`,
    /// `move(to:)` → `moveTo:`, `f(_:with:)` → `f:with:`, `f` → `f`.
    var objcName: String {
        guard let labels, let first = labels.first else { return baseName }
        var name = baseName
        if first == "_" {
            name += ":"
        } else {
            // Swift joins a first label to the name, after "With" unless it is a preposition.
            let prepositions = ["to", "with", "for", "from", "in", "at", "by", "on", "of", "into"]
            name += (prepositions.contains(first) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst() + ":"
        }
        for label in labels.dropFirst() { name += label == "_" ? ":" : label + ":" }
        return name
    }

    /// `name(a:b:)`, or `name` without labels.
    var methodName: String {
        guard let labels else { return baseName }
        return baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// Whether `macro` is a `#selector(...)`.
func isSelector(_ node: some SyntaxProtocol) -> Bool {
    node.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
}
