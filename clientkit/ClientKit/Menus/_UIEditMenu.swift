import Foundation

/// What the edit menus share (text views' own, ``UIMenuController``,
/// ``UIEditMenuInteraction``): the suggested commands and the one edit menu shown.
@MainActor
enum _UIEditMenu {
    /// The edit menu shown, if any (one at a time in the app).
    static weak var shown: _UIMenuView?

    /// The standard edit commands (Cut, Copy, Paste, Select, Select All) then
    /// `UIMenuController.shared.menuItems`, each only when a responder in the chain
    /// from `responder` can perform it now.
    static func suggestedActions(from responder: UIResponder) -> [UIMenuElement] {
        var commands = UICommand._standardEditCommands()
        for item in UIMenuController.shared.menuItems ?? [] {
            commands.append(UICommand(title: item.title, action: item.action))
        }
        return commands.filter { responder.target(forAction: $0.action, withSender: $0) != nil }
    }

    /// Shows `menu` above `anchor` (window coordinates) in `window`; chosen commands go
    /// up the chain from `responder`. Closes the edit menu already shown.
    @discardableResult
    static func present(_ menu: UIMenu, in window: UIWindow, anchor: CGRect, responder: UIResponder,
                        didDismiss: (@MainActor (UIMenuElement?) -> Void)? = nil) -> _UIMenuView? {
        shown?.dismiss()
        guard !_UIMenuRow.rows(for: menu, resolve: { _ in [] }).isEmpty else { return nil }
        var handlers = _UIMenuView.Handlers()
        handlers.commandResponder = responder
        handlers.isEditMenu = true
        handlers.didDismiss = didDismiss
        let view = _UIMenuView.present(menu, in: window, anchor: anchor, sender: nil, handlers: handlers)
        shown = view
        return view
    }
}
