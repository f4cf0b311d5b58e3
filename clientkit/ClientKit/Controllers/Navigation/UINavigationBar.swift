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
/// `prefersLargeTitles`, appearances (`UINavigationBarAppearance`), prompts and
/// `titleTextAttributes` other than the font and colour are not provided.
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

    /// Whether the bar is translucent. Stored only (see the type's documentation). Default `true`.
    open var isTranslucent = true {
        didSet { _noteAppearance(\UINavigationBar.isTranslucent) }
    }

    /// The title's font (`.font`) and colour (`.foregroundColor`); other attributes
    /// are ignored. Default `nil`: semibold 17-point black.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            _noteAppearance(\UINavigationBar.titleTextAttributes)
            _titleLabel.font = titleTextAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
            _titleLabel.textColor = titleTextAttributes?[.foregroundColor] as? UIColor ?? .label
            setNeedsLayout()
        }
    }

    /// The bar's natural size: the given width, 44 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        if _needsRebuild { _rebuildItemViews() }
        _layoutContent()
    }

    /// The label showing the title (for tests).
    var _titleLabelForTesting: UILabel { _titleLabel }
    /// The back button (for tests and the navigation controller).
    var _backButtonView: UIButton? { _backButton }

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
        if backItem != nil && !top.hidesBackButton && (top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton) {
            let back = _UIBarButton(item: nil)
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
        button.onTap = { button in item._trigger(from: button) }
        return button
    }

    /// Places the item views and the title in the bottom 44 points.
    private func _layoutContent() {
        let barTop = bounds.maxY - Self.barHeight
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
