import Foundation

/// Something a menu lists: an action or a submenu (UIKit's `UIMenuElement`).
@MainActor
open class UIMenuElement {
    /// The title (an action's title, a menu's heading).
    open var title: String
    /// The image shown beside the title.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A list of actions and submenus (UIKit's `UIMenu`), as a bar button item's ``UIBarButtonItem/menu``.
///
/// ClientKit has no pop-up menus yet: a bar button item shows its menu as an action
/// sheet (`UIAlertController` with `.actionSheet`) listing the actions, submenus
/// inline, with a Cancel button.
@MainActor
open class UIMenu: UIMenuElement {
    /// The string identifying a menu (`UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children (`UIMenu.Options`). Stored; an action sheet
    /// lists every child inline whatever the options.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier (unique by default).
    public let identifier: Identifier
    /// The options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu with the given title, image, identifier, options and children.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// Every action in the menu and its submenus, depth first.
    var _allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu._allActions }
            return []
        }
    }
}
