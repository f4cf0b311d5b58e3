import SwiftSyntax

/// The rewriter behind ``StrataPort/port(source:)``. Declarations lose the Objective-C
/// and Interface Builder attributes (this file); calls that take selectors get Swift
/// forms (`PortRewriter+Selectors.swift`). Everything it touches or leaves is recorded
/// in ``findings`` with the original line.
final class PortRewriter: SyntaxRewriter {
    let converter: SourceLocationConverter
    let methods: MethodIndex
    private(set) var findings: [PortFinding] = []
    /// `#selector` expressions (ids in the original tree) already rewritten or reported
    /// by the call that takes them.
    var handledSelectors: Set<SyntaxIdentifier> = []

    /// Attributes that need the Objective-C runtime or Interface Builder; the
    /// declaration they mark is kept.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
    ]

    /// The protocols whose conforming classes ClientKit creates, and what to call them.
    static let delegateProtocols: [String: String] = [
        "UIApplicationDelegate": "app delegate",
        "UISceneDelegate": "scene delegate",
        "UIWindowSceneDelegate": "scene delegate",
    ]

    init(converter: SourceLocationConverter, methods: MethodIndex) {
        self.converter = converter
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    func changed(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(PortFinding(.changed, line: line(of: node), message))
    }

    func left(_ node: some SyntaxProtocol, _ message: String) {
        findings.append(PortFinding(.leftForPerson, line: line(of: node), message))
    }

    // MARK: Calls (PortRewriter+Selectors.swift)

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let rewrite = plan(node)
        let visited = super.visit(node)
        guard let rewrite, let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        return rewrite(call)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        if isSelector(node) && !handledSelectors.contains(node.id) {
            if PortRewriter.isComparedSelector(node), let selector = ParsedSelector(ExprSyntax(node)) {
                // `action == #selector(copy(_:))` in canPerformAction: ClientKit's Selector by name.
                let replacement = "Selector(\"\(selector.objcName)\")"
                changed(node, "\(node.trimmedDescription) → \(replacement)")
                return PortRewriter.parseExpression(replacement).with(\.leadingTrivia, node.leadingTrivia)
                    .with(\.trailingTrivia, node.trailingTrivia)
            }
            left(node, "\(node.trimmedDescription): no ClientKit form is known for this use of a selector")
        }
        return super.visit(node)
    }

    // MARK: Members (PortRewriter+TableEditing.swift)

    override func visit(_ node: MemberBlockSyntax) -> MemberBlockSyntax {
        addingCanEditBesideCommit(original: node, visited: super.visit(node))
    }

    // MARK: Imports

    /// `import UIKit.UIGestureRecognizerSubclass` → `import UIKit`: Swift on Linux
    /// cannot give the Swift module UIKit a submodule; the subclassing hooks are public.
    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        let components = node.path.map(\.name.text)
        guard components == ["UIKit", "UIGestureRecognizerSubclass"], let first = node.path.first else {
            return super.visit(node)
        }
        changed(node, "import UIKit.UIGestureRecognizerSubclass → import UIKit (the subclassing hooks are public in ClientKit)")
        var rewritten = node
        rewritten.path = ImportPathComponentListSyntax([first.with(\.trailingPeriod, nil)])
        return DeclSyntax(rewritten)
    }

    // MARK: Declarations

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(FunctionDeclSyntax.self),
                                   name: "func \(node.name.text)"))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let names = node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
        return DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(VariableDeclSyntax.self),
                                          name: "var \(names)"))
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(InitializerDeclSyntax.self),
                                   name: "init"))
    }

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(SubscriptDeclSyntax.self),
                                   name: "subscript"))
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(EnumDeclSyntax.self),
                                   name: "enum \(node.name.text)"))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(ExtensionDeclSyntax.self),
                                   name: "extension \(node.extendedType.trimmedDescription)"))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(ProtocolDeclSyntax.self),
                                   name: "protocol \(node.name.text)"))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        var visited = stripAttributes(original: node, visited: super.visit(node).cast(ClassDeclSyntax.self),
                                      name: "class \(node.name.text)")
        // App and scene delegates: ClientKit creates them through their protocols' init().
        var delegateKind = node.inheritanceClause?.inheritedTypes.lazy.compactMap {
            Self.delegateProtocols[$0.type.trimmedDescription]
        }.first

        // @UIApplicationMain → @main (ClientKit's UIApplicationDelegate provides main()).
        var attributes = visited.attributes
        for (i, element) in attributes.enumerated() {
            guard case .attribute(let attribute) = element,
                  attribute.attributeName.trimmedDescription == "UIApplicationMain" else { continue }
            let name = attribute.attributeName
            let main = TypeSyntax(IdentifierTypeSyntax(name: .identifier("main")))
                .with(\.leadingTrivia, name.leadingTrivia).with(\.trailingTrivia, name.trailingTrivia)
            attributes = attributes.with(\.[attributes.index(attributes.startIndex, offsetBy: i)],
                                         .attribute(attribute.with(\.attributeName, main)))
            // (Lines come from the original tree: `visited` is a new one.)
            let originalAttribute = node.attributes.first {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "UIApplicationMain"
            }
            changed(originalAttribute.map { Syntax($0) } ?? Syntax(node), "@UIApplicationMain → @main on class \(node.name.text)")
            delegateKind = delegateKind ?? "app delegate"
        }
        visited.attributes = attributes

        // ClientKit creates the delegate through its protocol's init(), which a
        // UIResponder subclass satisfies only when final.
        let modifierNames = visited.modifiers.map { $0.name.text }
        if let delegateKind, !modifierNames.contains("final") {
            if modifierNames.contains("open") {
                left(node.classKeyword, "\(delegateKind) class \(node.name.text) is open: ClientKit needs it final (or `required override init()`)")
            } else {
                let keyword = visited.classKeyword
                let final = DeclModifierSyntax(name: .keyword(.final, leadingTrivia: keyword.leadingTrivia,
                                                              trailingTrivia: .space))
                visited.classKeyword = keyword.with(\.leadingTrivia, [])
                visited.modifiers.append(final)
                changed(node.classKeyword, "\(delegateKind) class \(node.name.text) made final (ClientKit creates it with init())")
            }
        }
        return DeclSyntax(visited)
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        DeclSyntax(stripAttributes(original: node, visited: super.visit(node).cast(StructDeclSyntax.self),
                                   name: "struct \(node.name.text)"))
    }

    /// Drops `@objc`, `@objc(name)`, `@objcMembers`, the Interface Builder attributes and
    /// the `dynamic` modifier from a declaration, keeping the declaration, its comments
    /// and its indentation. An `@objc` protocol with `optional` requirements (and its
    /// requirements) is left for a person: Swift has optional requirements only there.
    func stripAttributes<Decl: WithAttributesSyntax & WithModifiersSyntax>(
        original: Decl, visited: Decl, name: String
    ) -> Decl {
        if let proto = protocolWithOptionalRequirements(containingOrBeing: Syntax(original)) {
            if Syntax(original).id == Syntax(proto).id, hasDroppable(original) {
                left(original, "@objc protocol \(proto.name.text) has optional requirements, which need Objective-C: make them required (or give them default implementations in an extension) and remove @objc")
            }
            return visited
        }
        var removed: [String] = []
        let keptAttributes = visited.attributes.filter { element in
            guard case .attribute(let attribute) = element,
                  Self.droppedAttributes.contains(attribute.attributeName.trimmedDescription) else { return true }
            removed.append(attribute.trimmedDescription)
            return false
        }
        let keptModifiers = visited.modifiers.filter { modifier in
            guard modifier.name.tokenKind == .keyword(.dynamic) else { return true }
            removed.append("dynamic")
            return false
        }
        guard !removed.isEmpty else { return visited }

        let firstWasRemoved: Bool
        if let first = visited.attributes.first {
            firstWasRemoved = !keptAttributes.contains { $0.id == first.id }
        } else if let first = visited.modifiers.first {
            firstWasRemoved = first.name.tokenKind == .keyword(.dynamic)
        } else {
            firstWasRemoved = false
        }
        var result = visited
        result.attributes = keptAttributes
        result.modifiers = keptModifiers
        if firstWasRemoved {
            // The declaration keeps the leading trivia (doc comment, indentation) that its
            // first, removed, attribute had; the new first token's own whitespace goes,
            // its comments stay.
            let own = result.leadingTrivia.pieces.drop { $0.isWhitespace }
            result.leadingTrivia = visited.leadingTrivia + Trivia(pieces: Array(own))
        }
        changed(original, "removed \(removed.joined(separator: " ")) from \(name)")
        return result
    }

    private func hasDroppable(_ decl: some WithAttributesSyntax) -> Bool {
        decl.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return Self.droppedAttributes.contains(attribute.attributeName.trimmedDescription)
        }
    }

    /// The protocol that is `node` or contains it, if it has `optional` requirements.
    private func protocolWithOptionalRequirements(containingOrBeing node: Syntax) -> ProtocolDeclSyntax? {
        var current: Syntax? = node
        while let n = current {
            if let proto = n.as(ProtocolDeclSyntax.self) {
                let hasOptional = proto.memberBlock.members.contains { member in
                    member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                        $0.name.tokenKind == .keyword(.optional)
                    } ?? false
                }
                return hasOptional ? proto : nil
            }
            current = n.parent
        }
        return nil
    }
}
