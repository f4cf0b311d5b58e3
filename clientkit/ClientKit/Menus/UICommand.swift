import Foundation

/// A menu element that sends an action along the responder chain (UIKit's
/// `UICommand`): choosing it sends ``action`` to the first responder that can perform
/// it (`target(forAction:withSender:)`), with the command as the sender. The edit menu
/// offers Cut, Copy, Paste, Select and Select All as commands; an edit menu shows a
/// command only when some responder can perform it.
@MainActor
open class UICommand: UIMenuElement {
    /// The action sent when the command is chosen.
    public let action: Selector
    /// Data for the action method to read. Default `nil`.
    public let propertyList: Any?
    /// How the command looks and behaves in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the command shows a checkmark.
    open var state: UIMenuElement.State
    /// A description for discoverability; not shown by ClientKit.
    open var discoverabilityTitle: String?

    override var _menuAttributes: UIMenuElement.Attributes { attributes }
    override var _menuState: UIMenuElement.State { state }

    /// A command sending `action`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                action: Selector, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.selectedImage = selectedImage
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The image shown while ``state`` is `.on`. Default `nil`.
    open var selectedImage: UIImage?

    /// The standard edit commands, titled as iOS titles them.
    static func _standardEditCommands() -> [UICommand] {
        [UICommand(title: "Cut", action: .cut), UICommand(title: "Copy", action: .copy),
         UICommand(title: "Paste", action: .paste), UICommand(title: "Select", action: .select),
         UICommand(title: "Select All", action: .selectAll)]
    }

    /// Sends the action along the chain from `first`; whether a responder performed it.
    @discardableResult
    func _send(from first: UIResponder) -> Bool {
        guard let target = first.target(forAction: action, withSender: self) as? UIResponder else { return false }
        return action._perform(on: target, sender: self)
    }
}

/// A custom item of the edit menu (UIKit's `UIMenuItem`, used with the deprecated
/// ``UIMenuController``): shown when a responder in the chain can perform ``action``.
/// Make the selector with the method to call —
/// `UIMenuItem(title: "Define", action: Selector("define:", NoteView.define))` — since
/// Linux cannot find a method by its name (see `Selector`).
@MainActor
open class UIMenuItem {
    /// The title shown.
    open var title: String
    /// The action sent when chosen.
    open var action: Selector

    /// An item titled `title` sending `action`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
