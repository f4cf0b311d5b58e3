import Foundation

/// What a navigation bar shows while a controller is on top (UIKit's
/// `UINavigationItem`): a title or title view, bar button items on either side, and
/// what the back button says when a controller is pushed over it.
///
/// A view controller's ``UIViewController/navigationItem`` is made for it on first use;
/// changing the item updates the bar showing it. The `animated` variants change
/// instantly (ClientKit does not animate yet). `prompt` and large titles are not
/// provided.
@MainActor
open class UINavigationItem {
    /// Backs ``title``; a controller's item follows the controller's title.
    var _title: String?
    private var _leftItems: [UIBarButtonItem] = []
    private var _rightItems: [UIBarButtonItem] = []

    /// The bar showing the item, told when it changes.
    weak var _bar: UINavigationBar?

    /// An item titled `title`.
    public init(title: String) {
        _title = title
    }

    /// The title shown in the middle of the bar when the item is on top, and on the back
    /// button of the item pushed over it (unless ``backButtonTitle`` or
    /// ``backBarButtonItem`` say otherwise).
    open var title: String? {
        get { _title }
        set { _title = newValue; _changed() }
    }

    /// A view shown in place of the title (centred, at its own size). Default `nil`.
    open var titleView: UIView? {
        didSet { if titleView !== oldValue { _changed() } }
    }

    /// The item whose title the back button shows when another item is pushed over
    /// this one (its action is ignored: the back button pops). Default `nil`.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { _changed() }
    }

    /// The title of the back button shown when another item is pushed over this one
    /// (when there is no ``backBarButtonItem``). Default `nil`: this item's title.
    open var backButtonTitle: String? {
        didSet { _changed() }
    }

    /// The search controller whose search bar the navigation controller shows under
    /// its bar while this item's controller is on top (see ``UISearchController``).
    /// Default `nil`.
    open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            _bar?._navigationController?._view?.setNeedsLayout()
        }
    }

    /// Whether the search bar hides while the content scrolls. Stored only: ClientKit
    /// keeps the search bar shown. Default `true`.
    open var hidesSearchBarWhenScrolling = true

    /// Whether the back button is hidden while this item is on top. Default `false`.
    open var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { _changed() } }
    }

    /// Sets ``hidesBackButton`` (instantly).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Whether the left items are shown after the back button rather than replacing
    /// it. Default `false`.
    open var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { _changed() } }
    }

    /// The items on the left, from the left edge inwards. Default empty.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { _leftItems.isEmpty ? nil : _leftItems }
        set { _leftItems = newValue ?? []; _changed() }
    }

    /// The items on the right, from the right edge inwards (the first is rightmost).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { _rightItems.isEmpty ? nil : _rightItems }
        set { _rightItems = newValue ?? []; _changed() }
    }

    /// The first left item, or the only one when set.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { _leftItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (rightmost) right item, or the only one when set.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { _rightItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItems`` (instantly).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems`` (instantly).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets ``leftBarButtonItem`` (instantly).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem`` (instantly).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    // MARK: Large titles and appearances (iOS 11, iOS 13)

    /// When this item shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does; the bottom item shows one when the bar
        /// `prefersLargeTitles`.
        case automatic
        /// A large title whenever the bar `prefersLargeTitles`.
        case always
        /// Never a large title.
        case never
        /// Never a large title (iOS 17's name for a title kept in the bar).
        case inline
    }

    /// Whether this item's title is shown large below the bar's items when the bar
    /// `prefersLargeTitles`. Default `.automatic`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { _metricsChanged() } }
    }

    /// The bar's look while this item is on top (a copy is kept). Default `nil`: the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        get { _standardAppearance }
        set { _standardAppearance = newValue?.copy(); _changed() }
    }
    private var _standardAppearance: UINavigationBarAppearance?

    /// The look in a compact-height bar (kept: ClientKit's bars are never compact).
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = newValue?.copy(); _changed() }
    }
    private var _compactAppearance: UINavigationBarAppearance?

    /// The look while this item is on top and its content is scrolled to the top edge
    /// (a copy is kept). Default `nil`: the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.copy(); _changed() }
    }
    private var _scrollEdgeAppearance: UINavigationBarAppearance?

    /// The scroll-edge look in a compact-height bar (kept: ClientKit's bars are never compact).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = newValue?.copy(); _changed() }
    }
    private var _compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The bar's height may change (a large title appears or goes).
    func _metricsChanged() {
        _changed()
        _bar?._navigationController?._view?.setNeedsLayout()
    }

    /// The title the back button shows when this item is under the top one.
    var _backTitle: String {
        if let explicit = backBarButtonItem?.title ?? backButtonTitle { return explicit }
        if let title, !title.isEmpty { return title }
        return "Back"
    }

    func _changed() {
        _bar?._itemsChanged()
    }
}
