import SwiftParser
import SwiftSyntax

extension PortRewriter {
    /// A table data source that implements `tableView(_:commit:forRowAt:)` but not
    /// `tableView(_:canEditRowAt:)` gets the latter, returning `true` — UIKit's default,
    /// so nothing changes in UIKit — right after `commit`. UIKit offers swipe-to-delete
    /// to a data source that implements `commit`; Swift cannot tell ClientKit whether a
    /// protocol method was implemented, but an implemented `canEditRowAt` it can see.
    /// `override` when `commit` is one (a `UITableViewController` subclass).
    func addingCanEditBesideCommit(original node: MemberBlockSyntax, visited: MemberBlockSyntax) -> MemberBlockSyntax {
        guard let typeName = enclosingTypeName(of: Syntax(node)),
              methods.methods(of: typeName, named: "tableView", labels: ["_", "canEditRowAt"]).isEmpty,
              let index = visited.members.firstIndex(where: { Self.isCommit($0.decl) }),
              let commit = visited.members[index].decl.as(FunctionDeclSyntax.self),
              let original = node.members.first(where: { Self.isCommit($0.decl) }) else { return visited }
        let overrides = commit.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        let indentation = commit.leadingTrivia.pieces.reversed().prefix { $0.isSpaceOrTab }.reversed()
        let indent = Trivia(pieces: Array(indentation)).description
        let text = "\n\n\(indent)// Added by strata-port: UIKit's default, stated so that ClientKit offers swipe-to-delete.\n"
            + "\(indent)\(overrides ? "override " : "")func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }"
        guard let decl = Parser.parse(source: text).statements.first?.item.as(DeclSyntax.self) else { return visited }
        var members = visited.members
        members.insert(MemberBlockItemSyntax(decl: decl), at: members.index(after: index))
        changed(original, "added tableView(_:canEditRowAt:) returning true beside commit (UIKit's default), so ClientKit offers swipe-to-delete")
        return visited.with(\.members, members)
    }

    private static func isCommit(_ decl: DeclSyntax) -> Bool {
        guard let function = decl.as(FunctionDeclSyntax.self), function.name.text == "tableView" else { return false }
        return function.signature.parameterClause.parameters.map { $0.firstName.text } == ["_", "commit", "forRowAt"]
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
