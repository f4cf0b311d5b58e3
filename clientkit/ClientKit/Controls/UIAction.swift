import Foundation

/// The closure an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action that controls run for events and menus list (UIKit's
/// `UIAction`); see `UIControl.addAction(_:for:)` and ``UIMenu``.
///
/// Differences from UIKit: attributes, state and subtitle are not provided; an action
/// is a title, an image, an identifier and a handler.
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

    /// The object that sent the action (the control) while the handler runs; `nil`
    /// otherwise.
    public internal(set) var sender: Any?

    /// An action with the given title, image and identifier (a new unique identifier
    /// when `nil`) that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender` for the duration of the call.
    func _perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
