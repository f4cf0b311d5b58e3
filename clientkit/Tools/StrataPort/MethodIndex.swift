import SwiftSyntax

/// The methods each type declares in one file (its declaration and its extensions), so
/// that a selector naming a method without its argument labels can be matched to the
/// method's parameters.
struct MethodIndex {
    struct Method {
        var baseName: String
        /// Argument labels, `_` for none.
        var labels: [String]
    }

    private(set) var methodsByType: [String: [Method]] = [:]

    init(_ tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        methodsByType = collector.methods
    }

    /// The methods of `typeName` named `baseName`, with `labels` if given.
    func methods(of typeName: String, named baseName: String, labels: [String]?) -> [Method] {
        (methodsByType[typeName] ?? []).filter { method in
            method.baseName == baseName && (labels == nil || method.labels == labels!)
        }
    }

    private final class Collector: SyntaxVisitor {
        var methods: [String: [Method]] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let type = enclosingTypeName(of: Syntax(node)) {
                let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
                methods[type, default: []].append(Method(baseName: node.name.text, labels: labels))
            }
            return .skipChildren
        }
    }
}

/// The name of the type declaration or extension that lexically contains `node`, or
/// `nil` (top level, or a generic type, whose method references would need its
/// generic arguments).
func enclosingTypeName(of node: Syntax) -> String? {
    var current = node.parent
    while let n = current {
        if let decl = n.as(ClassDeclSyntax.self) {
            return decl.genericParameterClause == nil ? decl.name.text : nil
        }
        if let decl = n.as(StructDeclSyntax.self) {
            return decl.genericParameterClause == nil ? decl.name.text : nil
        }
        if let decl = n.as(EnumDeclSyntax.self) {
            return decl.genericParameterClause == nil ? decl.name.text : nil
        }
        if let decl = n.as(ActorDeclSyntax.self) {
            return decl.genericParameterClause == nil ? decl.name.text : nil
        }
        if let decl = n.as(ExtensionDeclSyntax.self) {
            return decl.extendedType.trimmedDescription
        }
        current = n.parent
    }
    return nil
}
