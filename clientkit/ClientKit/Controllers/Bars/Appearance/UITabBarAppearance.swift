import Foundation

/// How a tab looks in one state (UIKit's `UITabBarItemStateAppearance`). Tab bars use the
/// title attributes' font and foreground colour, the icon colour, the title offset and the
/// badge's background colour and text attributes.
@MainActor
public final class UITabBarItemStateAppearance {
    /// The title's attributes. Default empty (medium 10 points; the tint when selected,
    /// gray otherwise).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title. Default `.zero`.
    public var titlePositionAdjustment: UIOffset = .zero
    /// The icon's colour. Default `nil`: the tint when selected, gray otherwise.
    public var iconColor: UIColor?
    /// Moves the badge (kept, not used).
    public var badgePositionAdjustment: UIOffset = .zero
    /// The badge's fill. Default `nil`: the item's badge colour, else red.
    public var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (font and colour). Default empty.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the badge's text (kept, not used).
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    init() {}

    func _copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}

/// How tabs of one layout look, state by state (UIKit's `UITabBarItemAppearance`).
@MainActor
public final class UITabBarItemAppearance {
    /// The layout an appearance is for (UIKit's `UITabBarItemAppearance.Style`).
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    public private(set) var normal = UITabBarItemStateAppearance()
    public private(set) var selected = UITabBarItemStateAppearance()
    public private(set) var disabled = UITabBarItemStateAppearance()
    public private(set) var focused = UITabBarItemStateAppearance()
    private var style: Style

    /// The default look for `style`.
    public init(style: Style = .stacked) {
        self.style = style
    }

    /// Forgets every state's settings.
    public func configureWithDefault(for style: Style) {
        self.style = style
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// A copy: changing it does not change the receiver.
    public func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal = normal._copy()
        copy.selected = selected._copy()
        copy.disabled = disabled._copy()
        copy.focused = focused._copy()
        return copy
    }
}

/// A tab bar's look (UIKit's `UITabBarAppearance`, iOS 13): the background and hairline
/// (see ``UIBarAppearance``) and how tabs look. ClientKit lays tabs out stacked (the image
/// above the title) at every width, so ``stackedLayoutAppearance`` is the one used.
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Tabs with the image above the title. Default: the defaults.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// Tabs with the image beside the title (kept; see the type's documentation).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// Compact tabs with the image beside the title (kept; see the type's documentation).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The selection indicator's tint (kept, not drawn).
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator's image (kept, not drawn).
    open var selectionIndicatorImage: UIImage?
    /// How stacked tabs are placed (kept: ClientKit fills the bar's width).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of stacked tabs when centred (kept).
    open var stackedItemWidth: CGFloat = 0
    /// The spacing of stacked tabs when centred (kept).
    open var stackedItemSpacing: CGFloat = 0

    public required init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    override func _copy(from other: UIBarAppearance) {
        super._copy(from: other)
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}
