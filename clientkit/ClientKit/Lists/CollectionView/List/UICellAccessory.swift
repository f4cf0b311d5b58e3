import Foundation

/// An accessory of a list cell (`UICellAccessory`, iOS 14): a standard mark or control
/// beside the content view — a disclosure chevron, a checkmark, the editing controls, an
/// outline disclosure, a label, a detail button — or a custom view. Set them as a
/// `UICollectionViewListCell`'s `accessories`.
///
/// System accessories have a fixed side and order, whatever their order in the array:
/// leading (from the edge inward) multiselect, delete, insert; trailing (from the edge
/// inward) reorder, outline disclosure, disclosure indicator, detail, checkmark, label.
/// Custom views go where their ``Placement`` says. Each shows according to its
/// ``DisplayedState`` and the collection view's `isEditing`.
public struct UICellAccessory: @unchecked Sendable {
    /// What an accessory calls when it is tapped (`UICellAccessory.ActionHandler`).
    public typealias ActionHandler = () -> Void

    /// When an accessory shows (`UICellAccessory.DisplayedState`).
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How much width an accessory takes (`UICellAccessory.LayoutDimension`): its own,
    /// the system's standard for it, or a fixed width.
    public enum LayoutDimension: Equatable, Sendable {
        case actual, standard
        case custom(CGFloat)
    }

    /// The style of an outline disclosure (`OutlineDisclosureStyle`).
    public enum OutlineDisclosureStyle: Int, Sendable {
        case automatic, header, cell
    }

    /// Which kind an accessory is (`UICellAccessory.AccessoryType`).
    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label, detail, popUpMenu
        case customView
    }

    /// Where a custom accessory goes (`UICellAccessory.Placement`).
    public enum Placement: @unchecked Sendable {
        /// Gives the index among the accessories already on that side (index 0 at the
        /// cell's edge) where the custom accessory goes.
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just after (farther from the edge than) the first accessory of `accessoryType`,
        /// or last when there is none.
        public static func position(after accessoryType: AccessoryType) -> Position {
            { list in (list.firstIndex { $0.accessoryType == accessoryType }).map { $0 + 1 } ?? list.count }
        }

        /// Just before (nearer the edge than) the first accessory of `accessoryType`, or
        /// last when there is none.
        public static func position(before accessoryType: AccessoryType) -> Position {
            { list in list.firstIndex { $0.accessoryType == accessoryType } ?? list.count }
        }
    }

    public struct DisclosureIndicatorOptions: @unchecked Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions

    public struct DeleteOptions: @unchecked Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// The circle's colour (default: `systemRed` for delete, `systemGreen` for insert,
        /// the tint colour for multiselect).
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }
    public typealias InsertOptions = DeleteOptions
    public typealias MultiselectOptions = DeleteOptions

    public struct ReorderOptions: @unchecked Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Kept; no separator is drawn beside the control.
        public var showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct OutlineDisclosureOptions: @unchecked Sendable {
        /// `.header`: a tap anywhere on the cell toggles the item, which is not
        /// selectable; `.cell`: only the accessory toggles, a tap on the row selects;
        /// `.automatic` (the default): `.header` on a cell configured as a section header.
        public typealias Style = OutlineDisclosureStyle
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(style: Style? = nil, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions: @unchecked Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Default: the body font.
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory = true
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// A custom view as an accessory (`CustomViewConfiguration`).
    public struct CustomViewConfiguration: @unchecked Sendable {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size (`true`) or takes its fitting size.
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum _Kind {
        case disclosureIndicator, checkmark, detail
        case delete, insert, multiselect
        case reorder
        case outlineDisclosure(OutlineDisclosureStyle)
        case label(String, UIFont?)
        case customView(CustomViewConfiguration)
    }

    let _kind: _Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    let _isHidden: Bool
    let _reservedWidth: LayoutDimension?
    let _tintColor: UIColor?
    let _backgroundColor: UIColor?
    let _actionHandler: (() -> Void)?

    init(_ kind: _Kind, displayed: DisplayedState, isHidden: Bool?, reserved: LayoutDimension?, tint: UIColor?,
         background: UIColor? = nil, action: (() -> Void)? = nil) {
        _kind = kind
        displayedState = displayed
        _isHidden = isHidden ?? false
        _reservedWidth = reserved
        _tintColor = tint
        _backgroundColor = background
        _actionHandler = action
    }

    /// Which kind of accessory this is.
    public var accessoryType: AccessoryType {
        switch _kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detail
        case .delete: .delete
        case .insert: .insert
        case .multiselect: .multiselect
        case .reorder: .reorder
        case .outlineDisclosure: .outlineDisclosure
        case .label: .label
        case .customView: .customView
        }
    }

    /// A chevron pointing to the trailing side (trailing).
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        .init(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor)
    }

    /// A checkmark in the tint colour (trailing).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        .init(.checkmark, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor)
    }

    /// A circled "i" button (trailing); a tap calls `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        .init(.detail, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor, action: actionHandler)
    }

    /// A red circle with a bar (leading), in editing mode by default; a tap calls
    /// `actionHandler`, or without one reveals the item's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        .init(.delete, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }

    /// A green circle with a plus (leading), in editing mode by default; a tap calls
    /// `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        .init(.insert, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor, background: options.backgroundColor, action: actionHandler)
    }

    /// The reorder grip (trailing), in editing mode by default. Dragging it moves the
    /// cell's item with the collection view's interactive movement (the data source's
    /// `canMoveItemAt` and `moveItemAt`, or a diffable data source's `reorderingHandlers`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        .init(.reorder, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor)
    }

    /// The selection circle of multiple selection (leading), in editing mode by default:
    /// empty, or filled with a checkmark while the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = .init()) -> UICellAccessory {
        .init(.multiselect, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor, background: options.backgroundColor)
    }

    /// A chevron that turns down while the item is expanded (trailing). A tap calls
    /// `actionHandler`, or — without one — expands or collapses the item in its
    /// section snapshot (`UICollectionViewDiffableDataSource`).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        .init(.outlineDisclosure(options.style), displayed: displayed, isHidden: options.isHidden,
              reserved: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// Text in the secondary colour (trailing).
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        .init(.label(text, options.font), displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
              tint: options.tintColor)
    }

    /// A view of the app's own, where `configuration.placement` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let shown, _), .trailing(let shown, _): displayed = shown
        }
        return .init(.customView(configuration), displayed: displayed, isHidden: configuration.isHidden,
                     reserved: configuration.reservedLayoutWidth, tint: configuration.tintColor)
    }

    // MARK: Placement

    /// Whether it goes on the leading side.
    var _isLeading: Bool {
        switch _kind {
        case .delete, .insert, .multiselect: true
        case .customView(let c):
            if case .leading = c.placement { true } else { false }
        default: false
        }
    }

    /// The system order from the edge inward (custom views come after, by their positions).
    var _systemRank: Int? {
        switch _kind {
        case .multiselect: 0
        case .delete: 1
        case .insert: 2
        case .reorder: 0
        case .outlineDisclosure: 1
        case .disclosureIndicator: 2
        case .detail: 3
        case .checkmark: 4
        case .label: 5
        case .customView: nil
        }
    }

    /// Whether it shows when the list is (or is not) editing.
    func _isDisplayed(editing: Bool) -> Bool {
        switch displayedState {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The accessories of one side in order from the edge inward: system ones by their
    /// rank, then custom ones where their positions put them.
    static func _ordered(_ accessories: [UICellAccessory], leading: Bool) -> [UICellAccessory] {
        let side = accessories.filter { $0._isLeading == leading }
        var ordered = side.filter { $0._systemRank != nil }.sorted { $0._systemRank! < $1._systemRank! }
        for accessory in side where accessory._systemRank == nil {
            guard case .customView(let c) = accessory._kind else { continue }
            let position: Placement.Position
            switch c.placement {
            case .leading(_, let at), .trailing(_, let at): position = at
            }
            let index = Swift.min(Swift.max(0, position(ordered)), ordered.count)
            ordered.insert(accessory, at: index)
        }
        return ordered
    }
}
