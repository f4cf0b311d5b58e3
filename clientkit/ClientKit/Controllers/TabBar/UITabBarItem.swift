import Foundation

/// What a tab bar shows for one of its tabs (UIKit's `UITabBarItem`): an image over a
/// title, tinted when selected, with an optional badge.
///
/// Images are drawn as templates (their alpha in the tab's tint), as UIKit draws tab
/// images by default; ``selectedImage`` replaces the image while selected.
@MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's standard tabs (`UITabBarItem.SystemItem`): each has its English title
    /// and a simple image ClientKit draws (a star, a clock, three dots, a person, a
    /// book, a magnifier, an arrow or lines; there are no SF Symbols on Linux).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// The image shown while the tab is selected (`nil`: ``UIBarItem/image``).
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { _changed() } }
    }

    /// The text of the badge at the top right of the image (`nil`: no badge). Default `nil`.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { _changed() } }
    }

    /// The badge's background; `nil` is the system red. Default `nil`.
    open var badgeColor: UIColor? {
        didSet { if badgeColor != oldValue { _changed() } }
    }

    /// The tab bar's look for this tab (iOS 13; a copy is kept): its
    /// `stackedLayoutAppearance` gives this tab's colours and attributes. Default `nil`:
    /// the bar's.
    open var standardAppearance: UITabBarAppearance? {
        get { _standardAppearance }
        set { _standardAppearance = newValue?.copy(); _changed() }
    }
    private var _standardAppearance: UITabBarAppearance?

    /// The scroll-edge look for this tab (iOS 15; a copy is kept; see
    /// `UITabBar.scrollEdgeAppearance`: not used).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.copy() }
    }
    private var _scrollEdgeAppearance: UITabBarAppearance?

    /// The standard tab this is, if it was created as one.
    public let systemItem: SystemItem?

    /// An item with no title or image.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Archives do not exist in ClientKit: an item with no title or image.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and the image shown while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A standard tab with its title and image.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.title = Self._systemTitles[systemItem]
        self.image = _UIBarGlyphs.image(for: systemItem)
        self.tag = tag
    }

    static let _systemTitles: [SystemItem: String] = [
        .more: "More", .favorites: "Favorites", .featured: "Featured", .topRated: "Top Rated", .recents: "Recents",
        .contacts: "Contacts", .history: "History", .bookmarks: "Bookmarks", .search: "Search",
        .downloads: "Downloads", .mostRecent: "Most Recent", .mostViewed: "Most Viewed",
    ]
}
