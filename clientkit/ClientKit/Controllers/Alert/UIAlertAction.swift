import Foundation

/// A button of an alert or action sheet (UIKit's `UIAlertAction`): a title, a style,
/// and a handler that runs after the alert controller is dismissed.
@MainActor
open class UIAlertAction {
    /// How the button looks and behaves (`UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        /// A regular button, in the alert's tint.
        case `default` = 0
        /// The button that cancels: semibold, listed last (first of two side by side);
        /// Escape triggers it. At most one per alert.
        case cancel = 1
        /// A button that destroys data: red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Run after the alert is dismissed, when the button (or its key) is used.
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// Whether the button can be used; a disabled button is gray. Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { _alert?._actionsChanged() } }
    }

    /// The alert controller the action was added to.
    weak var _alert: UIAlertController?

    /// An action with the given title and style, running `handler` when used.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
