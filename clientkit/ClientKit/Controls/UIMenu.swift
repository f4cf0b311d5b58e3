import Foundation

/// A list of actions and submenus (UIKit's `UIMenu`): a button's or bar button item's
/// ``UIButton/menu``, a context menu's (``UIContextMenuConfiguration``), an edit menu's.
///
/// ClientKit shows a menu as a panel in the window beside what showed it: one row per
/// visible element (see ``UIAction`` for how an action looks); a submenu is a row with
/// a chevron that opens it in the panel, with a row leading back; a `.displayInline`
/// submenu's children are listed in place between separators, under its title when it
/// has one; a key command shows its shortcut. A menu taller than the window scrolls. A
/// touch outside the panel or Escape closes it; the arrow keys move the highlight and
/// Return chooses. Rows are accessibility elements with the button trait, so UI tests
/// find them as `app.buttons["Title"]`. Differences from UIKit: the panel is not blurred and
/// does not animate; submenus open in the same panel rather than beside it;
/// `.displayAsPalette` menus are listed as rows.
@MainActor
open class UIMenu: UIMenuElement {
    /// The string identifying a menu (`UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is `.on`: choosing one turns it on and its
        /// siblings off before its handler runs (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large a menu's children are drawn (`UIMenu.ElementSize`, iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// The system's choice (iOS 17).
        case automatic = -1
    }

    /// The identifier (unique by default).
    public let identifier: Identifier
    /// The options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]
    /// How large the children are drawn (iOS 16). Stored; ClientKit draws every row
    /// the same size. Default `.large`.
    open var preferredElementSize: ElementSize = .large

    /// The `.on` actions among the children (and the children of inline submenus);
    /// meant for `.singleSelection` menus (iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return element._menuState == .on ? [element] : []
        }
    }

    /// A menu with the given title (and subtitle), image, identifier, options, element
    /// size and children.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
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
