import Foundation

/// How a list draws the separators of an item (`UIListSeparatorConfiguration`, iOS 14.5):
/// whether the lines above and below it show, how far they are inset, their colour.
///
/// With `.automatic` visibility a list draws a line below every item but the last of
/// its section (and none above; none at all in the sidebar appearances); nothing shows
/// when the list's `showsSeparators` is `false`; `automaticInsets` (on any edge) puts the line's
/// leading end at the start of the item's content — a list cell's
/// `separatorLayoutGuide`, which follows its text — and its trailing end at the edge.
public struct UIListSeparatorConfiguration: Hashable, @unchecked Sendable {
    /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Int, Sendable {
        case automatic, visible, hidden
    }

    /// The value that asks for the system's inset on an edge (per component).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: _automatic, leading: _automatic,
                                                                bottom: _automatic, trailing: _automatic)
    static let _automatic = -CGFloat.greatestFiniteMagnitude

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the line above the item (leading and trailing are used). Default automatic.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// Insets of the line below the item (leading and trailing are used). Default automatic.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The lines' colour. Default `.separator`.
    public var color: UIColor = .separator
    /// The colour while the list selects several items in editing mode. Default `.separator`.
    public var multipleSelectionColor: UIColor = .separator
    /// Kept; not drawn.
    public var visualEffect: UIVisualEffect?

    /// The default for a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        _ = listAppearance
    }

    public static func == (a: UIListSeparatorConfiguration, b: UIListSeparatorConfiguration) -> Bool {
        a.topSeparatorVisibility == b.topSeparatorVisibility && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
            && a.topSeparatorInsets == b.topSeparatorInsets && a.bottomSeparatorInsets == b.bottomSeparatorInsets
            && a.color == b.color && a.multipleSelectionColor == b.multipleSelectionColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(topSeparatorVisibility)
        hasher.combine(bottomSeparatorVisibility)
        hasher.combine(color)
    }
}

/// What a list layout tells each of its cells and headers (carried on their layout
/// attributes): the list's appearance, where the item sits in its section, whether it
/// is the section's header item, and its separators.
struct _ListItemInfo: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirst: Bool
    var isLast: Bool
    /// The first item of a section whose `headerMode` is `.firstItemInSection`.
    var isHeader: Bool
    /// A supplementary header or footer of a list section.
    var isSupplementary = false
    var showsTopSeparator: Bool
    var showsBottomSeparator: Bool
    var separator: UIListSeparatorConfiguration

    /// The corners an `.insetGrouped` section rounds on this item.
    var roundedCorners: _UITableViewCellFillView.Corners {
        guard appearance == .insetGrouped, !isSupplementary else { return [] }
        switch (isFirst, isLast) {
        case (true, true): return .all
        case (true, false): return .top
        case (false, true): return .bottom
        case (false, false): return []
        }
    }

    /// The background a cell or header of this list has by default.
    var defaultBackground: UIBackgroundConfiguration {
        if isSupplementary || isHeader {
            switch appearance {
            case .plain: return .listPlainHeaderFooter()
            case .grouped, .insetGrouped: return .listGroupedHeaderFooter()
            case .sidebar, .sidebarPlain: return .listSidebarHeader()
            }
        }
        switch appearance {
        case .plain: return .listPlainCell()
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        }
    }

    /// The content configuration a list cell of this list has by default.
    var defaultContent: UIListContentConfiguration {
        if isSupplementary && !isHeader {
            switch appearance {
            case .plain, .sidebar, .sidebarPlain: return .plainFooter()
            case .grouped, .insetGrouped: return .groupedFooter()
            }
        }
        if isHeader || isSupplementary {
            switch appearance {
            case .plain: return .plainHeader()
            case .grouped, .insetGrouped: return .groupedHeader()
            case .sidebar, .sidebarPlain: return .sidebarHeader()
            }
        }
        switch appearance {
        case .sidebar, .sidebarPlain: return .sidebarCell()
        default: return .cell()
        }
    }
}
