import Foundation

/// Something a menu lists: an action, a submenu, a key command or a deferred element
/// (UIKit's `UIMenuElement`).
@MainActor
open class UIMenuElement {
    /// How an element looks and behaves in a menu (`UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all (it still answers key commands in UIKit).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it runs its handler and leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked (`UIMenuElement.State`): `.on` shows a checkmark.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        /// Drawn as a dash (some but not all of a selection has the property).
        case mixed = 2
    }

    /// The title (an action's title, a menu's heading).
    open var title: String
    /// The image shown beside the title.
    open var image: UIImage?
    /// A second, smaller line under the title. Default `nil`.
    open var subtitle: String?
    /// The accessibility label; `nil` uses the title.
    open var accessibilityLabel: String?
    /// The accessibility hint. Default `nil`.
    open var accessibilityHint: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }

    /// The attributes a presenter reads (an action's or a command's; none for menus).
    var _menuAttributes: Attributes { [] }
    /// The state a presenter reads (an action's or a command's; `.off` for menus).
    var _menuState: State { .off }
}
