import SwiftParser
import SwiftSyntax

/// UIKit type names that Swift 4.2 moved into their classes (`UIControlEvents` →
/// `UIControl.Event`), which old sources still use and current UIKit, like ClientKit,
/// no longer accepts. Only names ClientKit declares under the new name are listed.
let renamedUIKitTypes: [String: String] = [
    "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
    "UIControlEvents": "UIControl.Event",
    "UIControlState": "UIControl.State",
    "UIViewContentMode": "UIView.ContentMode",
    "UIViewAutoresizing": "UIView.AutoresizingMask",
    "UIGestureRecognizerState": "UIGestureRecognizer.State",
    "UIButtonType": "UIButton.ButtonType",
    "UIWindowLevel": "UIWindow.Level",
    "NSAttributedStringKey": "NSAttributedString.Key",
    "UITouchPhase": "UITouch.Phase",
    "UIEventType": "UIEvent.EventType",
    "UITextBorderStyle": "UITextField.BorderStyle",
    "UIScrollViewDecelerationRate": "UIScrollView.DecelerationRate",
]

extension PortRewriter {
    /// The new name for a type written as `old` (`[UIApplicationLaunchOptionsKey: Any]`).
    func renamedType(_ node: IdentifierTypeSyntax) -> TypeSyntax? {
        guard node.genericArgumentClause == nil, let new = renamedUIKitTypes[node.name.text] else { return nil }
        changed(node, "\(node.name.text) → \(new) (renamed in Swift 4.2)")
        var parser = Parser(new)
        return TypeSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The new name for a type used in an expression (`UIControlEvents.touchUpInside`);
    /// not for a member that happens to have the old name (`x.UIControlEvents`).
    func renamedTypeReference(_ node: DeclReferenceExprSyntax) -> ExprSyntax? {
        guard node.argumentNames == nil, let new = renamedUIKitTypes[node.baseName.text] else { return nil }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return nil }
        changed(node, "\(node.baseName.text) → \(new) (renamed in Swift 4.2)")
        var parser = Parser(new)
        return ExprSyntax.parse(from: &parser).with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }
}
