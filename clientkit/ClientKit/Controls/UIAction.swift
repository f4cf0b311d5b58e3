import Foundation

/// The closure an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action that controls run for events and menus list (UIKit's
/// `UIAction`); see `UIControl.addAction(_:for:)` and ``UIMenu``.
///
/// In a menu (see ``UIMenu``) an action is a row: its title (and ``subtitle``), its
/// image on the trailing side, a checkmark when ``state`` is `.on`, red when
/// ``attributes`` has `.destructive`, greyed and not choosable with `.disabled`, left
/// out with `.hidden`. Choosing it runs the handler once, with ``sender`` set to what
/// showed the menu (the control for a button's menu, the item for a bar button item's;
/// `nil` for context and edit menus), and closes the menu.
@MainActor
open class UIAction: UIMenuElement {
    /// The string identifying an action (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A description for discoverability; not shown by ClientKit. Default `nil`.
    open var discoverabilityTitle: String?
    /// The identifier: a control keeps at most one action per identifier. Unique by
    /// default.
    public let identifier: Identifier
    /// The closure run by ``UIControl/sendAction(_:)``.
    let handler: UIActionHandler
    /// How the action looks and behaves in a menu. Default none.
    open var attributes: UIMenuElement.Attributes = []
    /// Whether the action shows a checkmark in a menu. Default `.off`.
    open var state: UIMenuElement.State = .off
    /// The image shown instead of ``image`` while ``state`` is `.on` (iOS 15). Default `nil`.
    open var selectedImage: UIImage?

    override var _menuAttributes: UIMenuElement.Attributes { attributes }
    override var _menuState: UIMenuElement.State { state }

    /// The object that sent the action (the control) while the handler runs; `nil`
    /// otherwise.
    public internal(set) var sender: Any?

    /// An action with the given title, subtitle, image (and image while `.on`),
    /// identifier (a new unique one when `nil`), attributes and state that runs `handler`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                selectedImage: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler with ``sender`` set to `sender` for the duration of the call.
    func _perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
