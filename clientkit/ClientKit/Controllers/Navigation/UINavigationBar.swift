import Foundation

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`), or one
/// you place yourself: it shows its top item's title (or title view) centred, a back
/// button titled after the item below, and the top item's bar button items.
///
/// **Look** (iOS's light appearance): 44 points high; a light gray background
/// (248, 248, 248, or ``barTintColor``) with a one-point hairline of black at 30% just
/// below its bottom edge, over the content; the title in semibold 17-point black; items and the back button (a chevron and
/// the title of the item below — its `backBarButtonItem`'s title, its
/// `backButtonTitle`, its title, else "Back" — shortened to "Back", then to the chevron
/// alone, when it would run into the title) in the ``UIView/tintColor`` (the system
/// blue by default). The back button sits 8 points from the left edge, items 12 points
/// from the edges and 8 apart. Linux has no blur: the bar is drawn opaque whatever
/// ``isTranslucent`` says (content still extends under it, as under a translucent bar).
///
/// **Managed bars.** A navigation controller's bar shows the stack's navigation items
/// (its ``items`` follow the stack; setting them directly is a programmer error, as in
/// UIKit), and its back button pops. A bar of your own keeps its ``items`` itself: the
/// back button pops the top item, asking the ``delegate``. Changes are instant.
/// Prompts and title attributes other than the font and colour are not provided.
///
/// **Appearances** (iOS 13, ``standardAppearance``, ``scrollEdgeAppearance`` and the
/// items' own): the background, hairline, title and button attributes and back chevron of
/// ``UINavigationBarAppearance``. The top item's appearance wins over the bar's; the
/// scroll-edge one is used while the top controller's content scroll view rests at its
/// top edge (or the controller has none), else the standard one. Until an appearance is
/// set, ``barTintColor`` and ``titleTextAttributes`` give the look. ClientKit keeps iOS
/// 13–14's rule for a `nil` ``scrollEdgeAppearance`` (the standard appearance is used);
/// iOS 15 then draws the bar transparent at the edge. The compact appearances are kept but
/// never used: ClientKit's bars always have the regular height.
///
/// **Large titles** (``prefersLargeTitles``, `UINavigationItem.largeTitleDisplayMode`):
/// the bar grows 52 points and shows the top item's title in bold 34 points (or
/// ``largeTitleTextAttributes``) at its leading margin, below the items. As the top
/// controller's content scroll view scrolls up, the large title scrolls away and the bar
/// shrinks to 44 points, then shows the title inline. The controller's safe area keeps the
/// large title's height meanwhile (UIKit shrinks it with the bar; the content underneath
/// is scrolled, so it looks the same).
@MainActor
open class UINavigationBar: UIView, _UIBarItemOwner {
    /// The bar's content height.
    static let barHeight: CGFloat = 44
    static let backButtonMargin: CGFloat = 8
    static let itemMargin: CGFloat = 12
    static let itemSpacing: CGFloat = 8

    private var _items: [UINavigationItem] = []
    private let _background = _UIBarBackgroundView(hairlineEdge: .bottom)
    private let _titleLabel = UILabel()
    private let _largeTitleClip = UIView()
    private let _largeTitleLabel = UILabel()
    private var _itemViews: [UIView] = []
    private var _backButton: _UIBarButton?
    private var _needsRebuild = true

    /// The navigation controller whose bar this is.
    weak var _navigationController: UINavigationController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        isOpaque = false
        _titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        _titleLabel.textColor = .label
        _titleLabel.textAlignment = .center
        _titleLabel.lineBreakMode = .byTruncatingTail
        _titleLabel.isOpaque = false
        addSubview(_background)
        addSubview(_titleLabel)
        _largeTitleClip.clipsToBounds = true
        _largeTitleClip.isOpaque = false
        _largeTitleClip.isUserInteractionEnabled = false
        _largeTitleClip.isHidden = true
        _largeTitleLabel.isOpaque = false
        _largeTitleLabel.lineBreakMode = .byTruncatingTail
        _largeTitleClip.addSubview(_largeTitleLabel)
        addSubview(_largeTitleClip)
    }

    // MARK: Items

    /// The delegate asked before a bar of your own pushes or pops (not used for a
    /// navigation controller's bar). Not retained.
    open weak var delegate: UINavigationBarDelegate?

    /// The items, bottom first; the last is shown. Setting them on a navigation
    /// controller's bar is a programmer error (set its `viewControllers`).
    open var items: [UINavigationItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown: the last of ``items``.
    open var topItem: UINavigationItem? { _items.last }

    /// The item under the top one, whose title the back button shows.
    open var backItem: UINavigationItem? { _items.count >= 2 ? _items[_items.count - 2] : nil }

    /// Replaces the items (instantly).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        precondition(_navigationController == nil,
                     "Directly modifying a navigation bar managed by a navigation controller is not allowed")
        _setItems(items ?? [])
    }

    /// Pushes `item` on top, if the delegate agrees (instantly).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        precondition(_navigationController == nil,
                     "Directly modifying a navigation bar managed by a navigation controller is not allowed")
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        _setItems(_items + [item])
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate agrees, and returns it (instantly).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        precondition(_navigationController == nil,
                     "Directly modifying a navigation bar managed by a navigation controller is not allowed")
        guard let top = topItem, _items.count > 1 else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        _setItems(Array(_items.dropLast()))
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The items, as a navigation controller sets them.
    func _setItems(_ items: [UINavigationItem]) {
        for item in _items where !items.contains(where: { $0 === item }) && item._bar === self { item._bar = nil }
        _items = items
        for item in items { item._bar = self }
        _itemsChanged()
    }

    /// An item (or one of its bar button items) changed.
    func _itemsChanged() {
        _needsRebuild = true
        setNeedsLayout()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Items take their appearance proxies' settings when shown in a window.
        if _UIAppearanceRegistry.isInUse, window != nil { _itemsChanged() }
    }

    func _barItemDidChange(_ item: UIBarItem) { _itemsChanged() }

    // MARK: Look

    /// The background colour; `nil` is the default light gray. Default `nil`.
    open var barTintColor: UIColor? {
        didSet { _noteAppearance(\UINavigationBar.barTintColor); _background.barColor = barTintColor }
    }

    /// The style. Stored only (see `UIBarStyle`). Default `.default`.
    open var barStyle: UIBarStyle = .default {
        didSet { _noteAppearance(\UINavigationBar.barStyle) }
    }

    /// Whether the bar is translucent. Stored only (see the type's documentation). Default `true`.
    open var isTranslucent = true {
        didSet { _noteAppearance(\UINavigationBar.isTranslucent) }
    }

    /// The title's font (`.font`) and colour (`.foregroundColor`); other attributes
    /// are ignored. Default `nil`: semibold 17-point black.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            _noteAppearance(\UINavigationBar.titleTextAttributes)
            _itemsChanged()
        }
    }

    /// The large title's font (`.font`) and colour (`.foregroundColor`) until an
    /// appearance is set. Default `nil`: bold 34-point, the label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            _noteAppearance(\UINavigationBar.largeTitleTextAttributes)
            _itemsChanged()
        }
    }

    /// Whether the bar shows the top item's title large below its items (as the item's
    /// `largeTitleDisplayMode` allows; see the type's documentation). Default `false`.
    open var prefersLargeTitles = false {
        didSet {
            _noteAppearance(\UINavigationBar.prefersLargeTitles)
            if prefersLargeTitles != oldValue { _metricsChanged() }
        }
    }

    // MARK: Appearances (iOS 13)

    /// The look while the content is scrolled (a copy is kept). Default: the default
    /// background (see `UIBarAppearance`) — until set, ``barTintColor`` and
    /// ``titleTextAttributes`` give the look.
    open var standardAppearance: UINavigationBarAppearance {
        get { _standardAppearance ?? UINavigationBarAppearance() }
        set {
            _standardAppearance = newValue.copy()
            _noteAppearance(\UINavigationBar.standardAppearance)
            _itemsChanged()
        }
    }
    private var _standardAppearance: UINavigationBarAppearance?

    /// The look in a compact-height bar (a copy is kept; never used, see the type).
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set {
            _compactAppearance = newValue?.copy()
            _noteAppearance(\UINavigationBar.compactAppearance)
        }
    }
    private var _compactAppearance: UINavigationBarAppearance?

    /// The look while the content rests at its top edge (a copy is kept). Default `nil`:
    /// the standard appearance.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            _scrollEdgeAppearance = newValue?.copy()
            _noteAppearance(\UINavigationBar.scrollEdgeAppearance)
            _itemsChanged()
        }
    }
    private var _scrollEdgeAppearance: UINavigationBarAppearance?

    /// The scroll-edge look in a compact-height bar (a copy is kept; never used).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set {
            _compactScrollEdgeAppearance = newValue?.copy()
            _noteAppearance(\UINavigationBar.compactScrollEdgeAppearance)
        }
    }
    private var _compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// Whether the top controller's content rests at its top edge (set by the navigation
    /// controller; a bar of your own is always at the edge).
    private(set) var _isAtScrollEdge = true
    /// How far the large title has been scrolled away (0 to ``largeTitleHeight``).
    private(set) var _largeTitleCollapse: CGFloat = 0
    /// The height a large title adds.
    static let largeTitleHeight: CGFloat = 52

    /// The appearance in force, or `nil` when none was set (the legacy properties rule).
    var _effectiveAppearance: UINavigationBarAppearance? {
        let top = topItem
        if _isAtScrollEdge, let edge = top?.scrollEdgeAppearance ?? _scrollEdgeAppearance { return edge }
        return top?.standardAppearance ?? _standardAppearance
    }

    /// Whether the top item's title is shown large.
    var _showsLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil else { return false }
        for item in _items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height with its large title (if any) whole: what the navigation
    /// controller lays its content out under.
    var _expandedHeight: CGFloat { Self.barHeight + (_showsLargeTitle ? Self.largeTitleHeight : 0) }

    /// The bar's height now: less what of the large title has scrolled away.
    var _currentHeight: CGFloat {
        Self.barHeight + (_showsLargeTitle ? Self.largeTitleHeight - _largeTitleCollapse : 0)
    }

    /// The navigation controller tells the bar where its content is scrolled.
    func _setScrollPosition(atEdge: Bool, largeTitleCollapse: CGFloat) {
        let collapse = Swift.min(Swift.max(0, largeTitleCollapse), Self.largeTitleHeight)
        guard atEdge != _isAtScrollEdge || collapse != _largeTitleCollapse else { return }
        let heightChanged = collapse != _largeTitleCollapse && _showsLargeTitle
        _isAtScrollEdge = atEdge
        _largeTitleCollapse = collapse
        _itemsChanged()
        if heightChanged { _navigationController?._view?.setNeedsLayout() }
    }

    /// The large title's presence may have changed: the navigation controller lays out again.
    func _metricsChanged() {
        _itemsChanged()
        _navigationController?._view?.setNeedsLayout()
    }

    /// The bar's natural size: the given width and its height (44 points, more with a
    /// large title).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _currentHeight)
    }

    /// Sets the background, the titles' fonts and colours from the appearance in force
    /// (or the legacy properties).
    private func _applyLook() {
        let appearance = _effectiveAppearance
        _background.appearance = appearance
        let titleAttributes = appearance?.titleTextAttributes ?? titleTextAttributes ?? [:]
        _titleLabel.font = titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        _titleLabel.textColor = titleAttributes[.foregroundColor] as? UIColor ?? .label
        let largeAttributes = appearance?.largeTitleTextAttributes ?? largeTitleTextAttributes ?? [:]
        _largeTitleLabel.font = largeAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        _largeTitleLabel.textColor = largeAttributes[.foregroundColor] as? UIColor ?? .label
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        if _needsRebuild {
            _applyLook()
            _rebuildItemViews()
        }
        _layoutContent()
    }

    /// The label showing the title (for tests).
    var _titleLabelForTesting: UILabel { _titleLabel }
    /// The back button (for tests and the navigation controller).
    var _backButtonView: UIButton? { _backButton }

    /// Items a container puts at the leading edge, before the top item's (a split view
    /// controller's display mode button), without touching the item.
    var _leadingSystemItems: [UIBarButtonItem] = [] {
        didSet {
            if _leadingSystemItems.map(ObjectIdentifier.init) != oldValue.map(ObjectIdentifier.init) { _itemsChanged() }
        }
    }

    private var _leftViews: [UIView] = []
    private var _rightViews: [UIView] = []

    /// Makes the views of the top item: back button, left and right items, title view.
    private func _rebuildItemViews() {
        _needsRebuild = false
        for view in _itemViews { view.removeFromSuperview() }
        _itemViews = []
        _backButton = nil
        _leftViews = []
        _rightViews = []
        guard let top = topItem else {
            _titleLabel.text = nil
            return
        }
        _leftViews = _leadingSystemItems.map(_view(for:))
        if backItem != nil && !top.hidesBackButton && (top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton) {
            let back = _UIBarButton(item: nil)
            back.backChevron = _effectiveAppearance?.backIndicatorImage
            back.barAppearance = _effectiveAppearance?.backButtonAppearance
            back.onTap = { [unowned self] _ in self._backTapped() }
            _backButton = back
            _leftViews.append(back)
        }
        _leftViews += (top.leftBarButtonItems ?? []).map(_view(for:))
        _rightViews = (top.rightBarButtonItems ?? []).map(_view(for:))
        if let titleView = top.titleView {
            _titleLabel.isHidden = true
            _itemViews.append(titleView)
            addSubview(titleView)
        } else {
            _titleLabel.isHidden = false
            _titleLabel.text = top.title
        }
        for view in _leftViews + _rightViews {
            _itemViews.append(view)
            addSubview(view)
        }
    }

    private func _view(for item: UIBarButtonItem) -> UIView {
        item._owner = self
        item._applyAppearanceIfNeeded(shownBy: self)
        if let custom = item.customView { return custom }
        if item._isSpace {
            return UIView(frame: CGRect(x: 0, y: 0, width: item.systemItem == .fixedSpace ? item.width : 0, height: 1))
        }
        let button = _UIBarButton(item: item)
        if let appearance = _effectiveAppearance {
            button.barAppearance = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        }
        button.onTap = { button in item._trigger(from: button) }
        return button
    }

    /// Places the item views and the title in the top 44 points under a large title,
    /// else the bottom 44 points, and the large title below the items.
    private func _layoutContent() {
        let showsLarge = _showsLargeTitle
        let barTop = showsLarge ? bounds.minY : bounds.maxY - Self.barHeight
        _largeTitleClip.isHidden = !showsLarge
        if showsLarge {
            let visible = Self.largeTitleHeight - _largeTitleCollapse
            _largeTitleClip.frame = CGRect(x: bounds.minX, y: bounds.minY + Self.barHeight, width: bounds.width, height: visible)
            _largeTitleLabel.text = topItem?.title
            let margin: CGFloat = 16
            let size = _largeTitleLabel.sizeThatFits(CGSize(width: bounds.width - 2 * margin, height: Self.largeTitleHeight))
            // Baseline-ish: the title sits 8 points above the large area's bottom, and
            // scrolls up with the content as the area shrinks.
            _largeTitleLabel.frame = CGRect(x: margin, y: Self.largeTitleHeight - 8 - size.height - _largeTitleCollapse,
                                            width: Swift.min(size.width, bounds.width - 2 * margin), height: size.height)
            // The inline title appears once the large one has scrolled away.
            _titleLabel.alpha = _largeTitleCollapse >= Self.largeTitleHeight ? 1 : 0
        } else {
            _titleLabel.alpha = 1
        }
        func place(_ view: UIView, x: CGFloat) {
            let height = view is _UIBarButton ? Self.barHeight : Swift.min(view.frame.height, Self.barHeight)
            view.frame = CGRect(x: x, y: (barTop + (Self.barHeight - height) / 2).rounded(), width: view.frame.width, height: height)
        }
        var right = bounds.maxX - Self.itemMargin + _UIBarButton.padding
        for view in _rightViews {
            right -= view.frame.width
            place(view, x: right)
            right -= Self.itemSpacing
        }
        let titleSize: CGSize
        if let titleView = topItem?.titleView {
            titleSize = titleView.frame.size
        } else {
            titleSize = _titleLabel.sizeThatFits(CGSize(width: bounds.width, height: Self.barHeight))
        }
        let centredTitleMinX = (bounds.midX - titleSize.width / 2).rounded()
        if let back = _backButton {
            _configureBackButton(back, leftLimit: centredTitleMinX - Self.itemSpacing)
        }
        var left = bounds.minX + (_backButton != nil ? Self.backButtonMargin : Self.itemMargin - _UIBarButton.padding)
        for view in _leftViews {
            place(view, x: left)
            left += view.frame.width + Self.itemSpacing
        }
        // The title is centred in the bar, moved (then shortened) to stay between the items.
        let minX = left, maxX = right
        let width = Swift.min(titleSize.width, Swift.max(0, maxX - minX))
        var x = (bounds.midX - width / 2).rounded()
        x = Swift.max(minX, Swift.min(x, maxX - width))
        let titleFrame = CGRect(x: x, y: (barTop + (Self.barHeight - titleSize.height) / 2).rounded(),
                                width: width, height: titleSize.height)
        if let titleView = topItem?.titleView { titleView.frame = titleFrame } else { _titleLabel.frame = titleFrame }
    }

    /// The back button shows the item below's back title, or "Back", or only the
    /// chevron: the first that ends left of `leftLimit`.
    private func _configureBackButton(_ back: _UIBarButton, leftLimit: CGFloat) {
        let full = backItem?._backTitle ?? "Back"
        for title in [full, "Back", nil] as [String?] {
            back.configureAsBackButton(title: title)
            if title == nil || Self.backButtonMargin + back.frame.width <= leftLimit { return }
        }
    }

    private func _backTapped() {
        if let controller = _navigationController {
            controller.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }
}

/// The delegate of a navigation bar you manage yourself (UIKit's `UINavigationBarDelegate`).
/// Every method is optional.
@MainActor
public protocol UINavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed. Default `true`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped (the back button was tapped). Default `true`.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
