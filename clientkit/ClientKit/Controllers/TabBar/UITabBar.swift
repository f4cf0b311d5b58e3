import Foundation

/// The bar of tabs at the bottom of a tab bar controller (UIKit's `UITabBar`), or one
/// you place yourself.
///
/// **Look** (iOS's light appearance): 49 points high (plus the bottom safe area, none on
/// Linux); a light gray background (248, 248, 248, or ``barTintColor``) with a one-point
/// hairline of black at 30% just above its top edge; the items share the width equally,
/// each an image (a template, in the tab's colour) centred above a 10-point medium
/// title; the selected item in the ``UIView/tintColor`` (the system blue by default), the
/// others in ``unselectedItemTintColor`` (the system gray by default); a badge (the
/// system red, 18 points high, white 13-point text) at the top right of the image. Linux
/// has no blur: the bar is drawn opaque whatever ``isTranslucent`` says.
///
/// Tapping an item selects it and tells the ``delegate``; a tab bar controller's bar
/// tells the controller instead (which asks its own delegate first).
@MainActor
open class UITabBar: UIView, _UIBarItemOwner {
    /// The bar's content height.
    static let barHeight: CGFloat = 49

    private var _items: [UITabBarItem] = []
    private var _buttons: [_UITabBarButton] = []
    private let _background = _UIBarBackgroundView(hairlineEdge: .top)

    /// The tab bar controller whose bar this is.
    weak var _tabBarController: UITabBarController?

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
        addSubview(_background)
    }

    /// Told when the user selects an item of a bar you manage yourself. Not retained.
    open weak var delegate: UITabBarDelegate?

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item (one of ``items``, or `nil`).
    open var selectedItem: UITabBarItem? {
        didSet {
            if let selectedItem { precondition(_items.contains { $0 === selectedItem }, "the selected item must be one of the items") }
            for button in _buttons { button.isSelected = button.item === selectedItem }
        }
    }

    /// Replaces the items (instantly); the selection is kept if its item remains.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        _items = items ?? []
        for button in _buttons { button.removeFromSuperview() }
        _buttons = _items.map { item in
            item._owner = self
            let button = _UITabBarButton(item: item)
            button.addAction(UIAction { [unowned self, unowned button] _ in self._tapped(button.item) }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selected = selectedItem, !_items.contains(where: { $0 === selected }) { selectedItem = nil }
        _applyColors()
        for button in _buttons { button.isSelected = button.item === selectedItem }
        setNeedsLayout()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard _UIAppearanceRegistry.isInUse, window != nil else { return }
        for button in _buttons {
            button.item._applyAppearanceIfNeeded(shownBy: self)
            button.update()
        }
    }

    func _barItemDidChange(_ item: UIBarItem) {
        guard let button = _buttons.first(where: { $0.item === item }) else { return }
        button.itemAppearance = (button.item.standardAppearance ?? _standardAppearance)?.stackedLayoutAppearance
    }

    // MARK: Look

    /// The background colour; `nil` is the default light gray. Default `nil`.
    open var barTintColor: UIColor? {
        didSet { _noteAppearance(\UITabBar.barTintColor); _background.barColor = barTintColor }
    }

    /// The colour of the items that are not selected; `nil` is the system gray.
    open var unselectedItemTintColor: UIColor? {
        didSet { _noteAppearance(\UITabBar.unselectedItemTintColor); _applyColors() }
    }

    /// Whether the bar is translucent. Stored only (see the type's documentation). Default `true`.
    open var isTranslucent = true {
        didSet { _noteAppearance(\UITabBar.isTranslucent) }
    }

    /// How tabs share the bar's width (UIKit's `UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }

    /// How tabs are placed. Stored only: ClientKit's tabs always fill the width. Default `.automatic`.
    open var itemPositioning: ItemPositioning = .automatic {
        didSet { _noteAppearance(\UITabBar.itemPositioning) }
    }
    /// The width of centred tabs (stored only). Default 0.
    open var itemWidth: CGFloat = 0 {
        didSet { _noteAppearance(\UITabBar.itemWidth) }
    }
    /// The spacing of centred tabs (stored only). Default 0.
    open var itemSpacing: CGFloat = 0 {
        didSet { _noteAppearance(\UITabBar.itemSpacing) }
    }

    /// The bar's look (iOS 13; a copy is kept): its background, hairline and
    /// `stackedLayoutAppearance` (the tabs' icon colours, title attributes and badges).
    /// Default: the default background — until set, ``barTintColor`` and the tints give
    /// the look. An item's own `standardAppearance` wins for its tab.
    open var standardAppearance: UITabBarAppearance {
        get { _standardAppearance ?? UITabBarAppearance() }
        set {
            _standardAppearance = newValue.copy()
            _noteAppearance(\UITabBar.standardAppearance)
            _applyColors()
        }
    }
    private var _standardAppearance: UITabBarAppearance?

    /// The look when the content is scrolled to the bottom edge (iOS 15; a copy is kept).
    /// ClientKit keeps iOS 13–14's behaviour: the standard appearance is always used.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            _scrollEdgeAppearance = newValue?.copy()
            _noteAppearance(\UITabBar.scrollEdgeAppearance)
        }
    }
    private var _scrollEdgeAppearance: UITabBarAppearance?

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _applyColors()
    }

    private func _applyColors() {
        _background.appearance = _standardAppearance
        for button in _buttons {
            button.selectedColor = tintColor
            button.unselectedColor = unselectedItemTintColor ?? .systemGray
            button.itemAppearance = (button.item.standardAppearance ?? _standardAppearance)?.stackedLayoutAppearance
        }
    }

    /// The bar's natural size: the given width, 49 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        guard !_buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(_buttons.count)
        for (i, button) in _buttons.enumerated() {
            let minX = (bounds.minX + CGFloat(i) * width).rounded()
            let maxX = (bounds.minX + CGFloat(i + 1) * width).rounded()
            button.frame = CGRect(x: minX, y: bounds.minY, width: maxX - minX, height: Self.barHeight)
        }
    }

    /// The buttons showing the items (for tests).
    var _itemButtons: [UIControl] { _buttons }

    private func _tapped(_ item: UITabBarItem) {
        if let controller = _tabBarController {
            if let index = _items.firstIndex(where: { $0 === item }) { controller._tabTapped(at: index) }
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }
}

/// The delegate of a tab bar you manage yourself (UIKit's `UITabBarDelegate`).
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
