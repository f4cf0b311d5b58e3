import Foundation

/// An action a swipe on a table row reveals, as UIKit's `UIContextualAction`: a button
/// with a title and/or image on a coloured background that runs ``handler`` when tapped
/// (or when the first action of a configuration is performed by a full swipe).
///
/// The handler gets the action, the view that showed it (the button) and a completion
/// to call when the action is done: `completion(true)` if it was carried out,
/// `completion(false)` if not. Either closes the row, as it does in UIKit once the
/// action is finished (UIKit animates the two differently; ClientKit does not animate yet).
@MainActor
open class UIContextualAction {
    /// How the action looks (`UIContextualAction.Style`, same raw values).
    public enum Style: Int, Sendable {
        /// Gray (`systemGray`) unless given a ``backgroundColor``.
        case normal = 0
        /// Red (`systemRed`): an action that destroys something.
        case destructive = 1
    }

    /// The handler type: the action, the view that showed it, and the completion to
    /// call with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The style chosen at creation.
    public let style: Style
    /// What runs when the action is tapped or performed by a full swipe.
    public let handler: Handler
    /// The button's title. Default: the one given at creation.
    open var title: String?
    /// The button's image, above the title when both are set. Default `nil`.
    open var image: UIImage?
    /// The button's background. Default (and after setting `nil`): `systemRed` for
    /// `.destructive` actions, `systemGray` for `.normal` ones.
    open var backgroundColor: UIColor! {
        get { _backgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { _backgroundColor = newValue }
    }
    private var _backgroundColor: UIColor?

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
