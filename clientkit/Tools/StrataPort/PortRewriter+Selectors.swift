import SwiftParser
import SwiftSyntax

/// Calls that take a selector, rewritten to ClientKit's Swift forms:
///
/// - `addTarget(self, action: #selector(f(_:)), for: e)` on controls and recognizers,
///   `UIXGestureRecognizer(target: self, action: #selector(f(_:)))` and
///   `UIBarButtonItem(…, target: self, action: #selector(f))` → the unapplied
///   method reference `Type.f(_:)` (ClientKit passes the same sender, or none, or the
///   sender and the event, by the method's type);
/// - `Timer.scheduledTimer(timeInterval:target:selector:userInfo: nil, repeats:)` and
///   `Timer(timeInterval:target:selector:userInfo: nil, repeats:)` → the block form,
///   holding the target strongly as the selector form does;
/// - `addObserver(self, selector:name:object:)` → `addObserver(forName:object:queue:using:)`
///   holding the observer weakly as the selector form does;
/// - `perform(#selector(f), with: x, afterDelay: d)` → `DispatchQueue.main.asyncAfter`,
///   with `x` taken when the call is made, as `perform` does.
///
/// Blocks that Foundation may call off the main actor reach the (main-actor) target
/// through `MainActor.assumeIsolated`: timers on the main run loop and notifications
/// posted on the main thread, as UIKit code's are.
extension PortRewriter {
    typealias Rewrite = (FunctionCallExprSyntax) -> ExprSyntax

    /// Decides, on the original call, what to do with it; records the finding and marks
    /// its selector handled. `nil` when the call takes no selector this tool knows.
    func plan(_ node: FunctionCallExprSyntax) -> Rewrite? {
        let labels = node.arguments.map { $0.label?.text }
        let callee = calleeName(node)
        func argument(_ label: String?) -> LabeledExprSyntax? { node.arguments.first { $0.label?.text == label } }

        switch (callee, labels) {
        case ("addTarget", [nil, "action", "for"]), ("addTarget", [nil, "action"]):
            return methodReference(node, target: argument(nil)!, action: argument("action")!, index: 1)
        case (let name?, ["target", "action"]) where name.hasSuffix("GestureRecognizer"):
            return methodReference(node, target: argument("target")!, action: argument("action")!, index: 1)
        case ("UIMenuItem", ["title", "action"]), ("UICommand", _) where labels.contains("action"):
            return performableSelector(node, index: labels.firstIndex(of: "action")!)
        case ("UIKeyCommand", _) where labels.contains("action"):
            return keyCommandAction(node, index: labels.firstIndex(of: "action")!)
        case ("UIBarButtonItem", _) where labels.contains("action") && labels.contains("target"):
            return methodReference(node, target: argument("target")!, action: argument("action")!,
                                   index: labels.firstIndex(of: "action")!)
        case ("removeTarget", [nil, "action", "for"]), ("removeTarget", [nil, "action"]):
            return leave(node, selector: argument("action"),
                         "removeTarget(_:action:…) with a selector: ClientKit removes by target only (`removeTarget(_:for:)` / `removeTarget(_:)` remove all of that target's actions)")
        case ("scheduledTimer", ["timeInterval", "target", "selector", "userInfo", "repeats"]),
             ("Timer", ["timeInterval", "target", "selector", "userInfo", "repeats"]):
            return timer(node, scheduled: callee == "scheduledTimer")
        case ("addObserver", [nil, "selector", "name", "object"]):
            return observer(node)
        case ("perform", [nil, "with", "afterDelay"]):
            return perform(node)
        default:
            return nil
        }
    }

    // MARK: Target–action

    private func methodReference(_ node: FunctionCallExprSyntax, target: LabeledExprSyntax,
                                 action: LabeledExprSyntax, index: Int) -> Rewrite? {
        guard isSelector(action.expression) else { return nil }
        guard let selector = ParsedSelector(action.expression) else {
            return leave(node, selector: action, "\(action.expression.trimmedDescription): selector form not understood")
        }
        if target.expression.is(NilLiteralExprSyntax.self) {
            return leave(node, selector: action,
                         "nil target: ClientKit has no responder-chain search by selector; name the target")
        }
        guard let type = selector.typeName ?? (PortRewriter.isSelf(target.expression) ? enclosingTypeName(of: Syntax(node)) : nil) else {
            return leave(node, selector: action,
                         "\(action.expression.trimmedDescription): the target is not self and the selector names no type (write `Type.\(selector.methodName)`)")
        }
        let reference = "\(type).\(selector.methodName)"
        handledSelectors.insert(action.expression.id)
        changed(action, "\(action.expression.trimmedDescription) → \(reference)")
        return { call in
            var arguments = Array(call.arguments)
            let old = arguments[index].expression
            let new = PortRewriter.parseExpression(reference).with(\.leadingTrivia, old.leadingTrivia)
                .with(\.trailingTrivia, old.trailingTrivia)
            arguments[index] = arguments[index].with(\.expression, new)
            return ExprSyntax(call.with(\.arguments, LabeledExprListSyntax(arguments)))
        }
    }

    /// `UIKeyCommand(…, action: #selector(f(_:)), …)` → `action: Type.f(_:)`: the type
    /// the selector names, else the one declaring the command (whose `keyCommands` offers
    /// it, and which the responder chain usually reaches).
    private func keyCommandAction(_ node: FunctionCallExprSyntax, index: Int) -> Rewrite? {
        let action = Array(node.arguments)[index]
        guard isSelector(action.expression) else { return nil }
        guard let selector = ParsedSelector(action.expression),
              let type = selector.typeName ?? enclosingTypeName(of: Syntax(node)) else {
            return leave(node, selector: action, "\(action.expression.trimmedDescription): selector form not understood")
        }
        let reference = "\(type).\(selector.methodName)"
        handledSelectors.insert(action.expression.id)
        changed(action, "\(action.expression.trimmedDescription) → \(reference)")
        return { call in
            var arguments = Array(call.arguments)
            let old = arguments[index].expression
            let new = PortRewriter.parseExpression(reference).with(\.leadingTrivia, old.leadingTrivia)
                .with(\.trailingTrivia, old.trailingTrivia)
            arguments[index] = arguments[index].with(\.expression, new)
            return ExprSyntax(call.with(\.arguments, LabeledExprListSyntax(arguments)))
        }
    }

    /// `UIMenuItem(title:, action: #selector(f(_:)))` and `UICommand(…, action: …)` →
    /// `action: Selector("f:", Type.f(_:))`: the name (for `canPerformAction`) and the
    /// method to call, of the type the selector names or the one declaring the call.
    private func performableSelector(_ node: FunctionCallExprSyntax, index: Int) -> Rewrite? {
        let action = Array(node.arguments)[index]
        guard isSelector(action.expression) else { return nil }
        guard let selector = ParsedSelector(action.expression),
              let type = selector.typeName ?? enclosingTypeName(of: Syntax(node)) else {
            return leave(node, selector: action, "\(action.expression.trimmedDescription): selector form not understood")
        }
        let replacement = "Selector(\"\(selector.objcName)\", \(type).\(selector.methodName))"
        handledSelectors.insert(action.expression.id)
        changed(action, "\(action.expression.trimmedDescription) → \(replacement)")
        return { call in
            var arguments = Array(call.arguments)
            let old = arguments[index].expression
            let new = PortRewriter.parseExpression(replacement).with(\.leadingTrivia, old.leadingTrivia)
                .with(\.trailingTrivia, old.trailingTrivia)
            arguments[index] = arguments[index].with(\.expression, new)
            return ExprSyntax(call.with(\.arguments, LabeledExprListSyntax(arguments)))
        }
    }

    /// Whether `node` is compared (`==`, `!=`, a `case` pattern): an action name, as in
    /// `canPerformAction`.
    static func isComparedSelector(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(ExpressionPatternSyntax.self) { return true }
        if let list = parent.as(ExprListSyntax.self) {
            return list.contains { element in
                guard let op = element.as(BinaryOperatorExprSyntax.self) else { return false }
                return op.operator.text == "==" || op.operator.text == "!="
            }
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return op.operator.text == "==" || op.operator.text == "!="
        }
        return false
    }

    // MARK: Timer

    private func timer(_ node: FunctionCallExprSyntax, scheduled: Bool) -> Rewrite? {
        let arguments = Array(node.arguments)
        let selectorArgument = arguments[2]
        guard isSelector(selectorArgument.expression) else { return nil }
        guard PortRewriter.isSelf(arguments[1].expression) else {
            return leave(node, selector: selectorArgument, "Timer with a target other than self")
        }
        guard arguments[3].expression.is(NilLiteralExprSyntax.self) else {
            return leave(node, selector: selectorArgument,
                         "Timer with userInfo: the block form has none; keep the value in a property or capture it")
        }
        guard let (method, labels) = resolveMethod(node, selectorArgument), labels.count <= 1 else {
            return leave(node, selector: selectorArgument,
                         "\(selectorArgument.expression.trimmedDescription): method not found in this file, or takes more than the timer")
        }
        handledSelectors.insert(selectorArgument.expression.id)
        let callee = scheduled ? "scheduledTimer(withTimeInterval:repeats:block:)" : "Timer(timeInterval:repeats:block:)"
        let indentation = statementIndentation(of: Syntax(node))
        changed(node, "Timer selector \(selectorArgument.expression.trimmedDescription) → \(callee)")
        return { call in
            let args = Array(call.arguments)
            let interval = args[0].expression.trimmedDescription
            let repeats = args[4].expression.trimmedDescription
            let head = scheduled
                ? "\(call.calledExpression.trimmedDescription)(withTimeInterval: \(interval), repeats: \(repeats))"
                : "\(call.calledExpression.trimmedDescription)(timeInterval: \(interval), repeats: \(repeats))"
            let body = labels.isEmpty
                ? "{ _ in MainActor.assumeIsolated { self.\(method)() } }"
                : PortRewriter.blockPassing("timer", to: "self.\(PortRewriter.callText(method, labels, ["timer"]))",
                                            capture: "", indentation: indentation)
            return self.replacement("\(head) \(body)", for: call)
        }
    }

    // MARK: NotificationCenter

    private func observer(_ node: FunctionCallExprSyntax) -> Rewrite? {
        let arguments = Array(node.arguments)
        let selectorArgument = arguments[1]
        guard isSelector(selectorArgument.expression) else { return nil }
        guard node.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else {
            return leave(node, selector: selectorArgument, "addObserver on an implicit receiver")
        }
        guard PortRewriter.isSelf(arguments[0].expression) else {
            return leave(node, selector: selectorArgument, "addObserver with an observer other than self")
        }
        guard node.parent?.is(CodeBlockItemSyntax.self) == true else {
            return leave(node, selector: selectorArgument, "addObserver used inside an expression")
        }
        guard let (method, labels) = resolveMethod(node, selectorArgument), labels.count <= 1 else {
            return leave(node, selector: selectorArgument,
                         "\(selectorArgument.expression.trimmedDescription): method not found in this file, or takes more than the notification")
        }
        handledSelectors.insert(selectorArgument.expression.id)
        let indentation = statementIndentation(of: Syntax(node))
        changed(node, "addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:) calling \(method); removeObserver(self) no longer removes it (keep the returned token for that)")
        return { call in
            let args = Array(call.arguments)
            let center = call.calledExpression.as(MemberAccessExprSyntax.self)!.base!.trimmedDescription
            let name = args[2].expression.trimmedDescription
            let object = args[3].expression.trimmedDescription
            let body = labels.isEmpty
                ? "{ [weak self] _ in MainActor.assumeIsolated { self?.\(method)() } }"
                : PortRewriter.blockPassing("notification",
                                            to: "self?.\(PortRewriter.callText(method, labels, ["notification"]))",
                                            capture: "[weak self] ", indentation: indentation)
            return self.replacement("_ = \(center).addObserver(forName: \(name), object: \(object), queue: nil) \(body)",
                                    for: call)
        }
    }

    // MARK: perform(_:with:afterDelay:)

    private func perform(_ node: FunctionCallExprSyntax) -> Rewrite? {
        let arguments = Array(node.arguments)
        let selectorArgument = arguments[0]
        guard isSelector(selectorArgument.expression) else { return nil }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), !PortRewriter.isSelf(member.base) {
            return leave(node, selector: selectorArgument, "perform(_:with:afterDelay:) on a receiver other than self")
        }
        guard let (method, labels) = resolveMethod(node, selectorArgument), labels.count <= 1 else {
            return leave(node, selector: selectorArgument,
                         "\(selectorArgument.expression.trimmedDescription): method not found in this file, or takes more than one argument")
        }
        let object = arguments[1].expression
        if labels.isEmpty && !object.is(NilLiteralExprSyntax.self) {
            return leave(node, selector: selectorArgument, "perform(_:with:afterDelay:) passes an object to a method that takes none")
        }
        handledSelectors.insert(selectorArgument.expression.id)
        changed(node, "perform(\(selectorArgument.expression.trimmedDescription), with:afterDelay:) → DispatchQueue.main.asyncAfter")
        return { call in
            let args = Array(call.arguments)
            let delayExpr = args[2].expression
            let simple = delayExpr.is(IntegerLiteralExprSyntax.self) || delayExpr.is(FloatLiteralExprSyntax.self)
                || delayExpr.is(DeclReferenceExprSyntax.self) || delayExpr.is(MemberAccessExprSyntax.self)
            let delay = simple ? delayExpr.trimmedDescription : "(\(delayExpr.trimmedDescription))"
            let objectExpr = args[1].expression
            var capture = ""
            let body: String
            if labels.isEmpty {
                body = "self.\(method)()"
            } else if objectExpr.is(NilLiteralExprSyntax.self) || PortRewriter.isSelf(objectExpr) || PortRewriter.isLiteral(objectExpr) {
                body = "self.\(PortRewriter.callText(method, labels, [objectExpr.trimmedDescription]))"
            } else {
                // perform(_:with:afterDelay:) takes the object when called, not when it fires.
                capture = "[object = \(objectExpr.trimmedDescription)] in "
                body = "self.\(PortRewriter.callText(method, labels, ["object"]))"
            }
            return self.replacement("DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) { \(capture)\(body) }",
                                    for: call)
        }
    }

    // MARK: Helpers

    /// Reports a call taking a selector that is left as it was.
    private func leave(_ node: FunctionCallExprSyntax, selector: LabeledExprSyntax?, _ message: String) -> Rewrite? {
        if let selector, isSelector(selector.expression) {
            handledSelectors.insert(selector.expression.id)
        }
        left(node, message)
        return nil
    }

    /// The method a selector names, with its argument labels: from the selector's own
    /// labels, or else the one method of that name the target's type declares in this file.
    private func resolveMethod(_ node: FunctionCallExprSyntax, _ argument: LabeledExprSyntax) -> (String, [String])? {
        guard let selector = ParsedSelector(argument.expression) else { return nil }
        if let labels = selector.labels { return (selector.baseName, labels) }
        guard let type = selector.typeName ?? enclosingTypeName(of: Syntax(node)) else { return nil }
        let found = methods.methods(of: type, named: selector.baseName, labels: nil)
        guard found.count == 1 else { return nil }
        return (selector.baseName, found[0].labels)
    }

    /// A block taking `parameter` (a `Timer` or `Notification`, neither `Sendable`) and
    /// making `call` with it on the main actor. Foundation calls it on the main thread
    /// (a timer on the main run loop, a notification posted there), which
    /// `assumeIsolated` checks; the parameter is rebound `nonisolated(unsafe)` so that it
    /// may cross into the main actor's region.
    fileprivate static func blockPassing(_ parameter: String, to call: String, capture: String,
                                         indentation: String) -> String {
        """
        { \(capture)\(parameter) in
        \(indentation)    nonisolated(unsafe) let \(parameter) = \(parameter)
        \(indentation)    MainActor.assumeIsolated { \(call) }
        \(indentation)}
        """
    }

    /// The indentation of the line of the statement holding `node`.
    private func statementIndentation(of node: Syntax) -> String {
        var current: Syntax? = node
        while let n = current, !n.is(CodeBlockItemSyntax.self) { current = n.parent }
        guard let item = current else { return "" }
        var indentation = ""
        for piece in item.leadingTrivia.pieces {
            switch piece {
            case .spaces(let n): indentation += String(repeating: " ", count: n)
            case .tabs(let n): indentation += String(repeating: "\t", count: n)
            default: indentation = ""
            }
        }
        return indentation
    }

    /// `f(x)` or `f(label: x)`.
    fileprivate static func callText(_ method: String, _ labels: [String], _ values: [String]) -> String {
        let arguments = zip(labels, values).map { $0 == "_" ? $1 : "\($0): \($1)" }
        return "\(method)(\(arguments.joined(separator: ", ")))"
    }

    private func calleeName(_ node: FunctionCallExprSyntax) -> String? {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            // `UITapGestureRecognizer.init(target:action:)` is named by its type.
            if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                return base.trimmedDescription
            }
            return member.declName.baseName.text
        }
        return nil
    }

    fileprivate static func isSelf(_ expr: ExprSyntax?) -> Bool {
        expr?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    fileprivate static func isLiteral(_ expr: ExprSyntax) -> Bool {
        expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(StringLiteralExprSyntax.self)
    }

    static func parseExpression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    /// `text` parsed as an expression, in `call`'s place (with its surrounding trivia).
    private func replacement(_ text: String, for call: FunctionCallExprSyntax) -> ExprSyntax {
        PortRewriter.parseExpression(text).with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }
}
