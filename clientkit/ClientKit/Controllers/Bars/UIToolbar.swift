import Foundation

/// A bar of buttons (UIKit's `UIToolbar`): at the bottom of a navigation controller
/// (see `UINavigationController.toolbar`), or placed yourself.
///
/// **Items** are laid out left to right in the top 44 points: button titles 12 points
/// from the edges (their buttons 8, less the 4-point padding inside a button, the
/// navigation bar's metrics), buttons 8 points apart, a `.fixedSpace` item its
/// ``UIBarButtonItem/width`` (in place of those 8 points), and `.flexibleSpace` items
/// sharing what is left equally (`[.flexibleSpace(), item, .flexibleSpace()]` centres
/// the item). Items with a custom view show it at its own size, centred vertically.
/// Tapping a button runs its item's primary action, its target's method, or shows its
/// menu, as in a navigation bar; changing an item updates the bar.
///
/// **Look** (iOS's light appearance): a light gray background (248, 248, 248, or
/// ``barTintColor``) with a one-point hairline of black at 30% just outside the edge
/// facing the content: above the bar, unless the ``delegate`` places it at the
/// `.top`; items in the ``UIView/tintColor`` (the system blue by default), 17-point
/// titles. Linux has no blur: the bar is drawn opaque whatever ``isTranslucent`` says,
/// and light whatever ``barStyle`` says. `setItems(_:animated:)` is instant.
/// Appearances (`UIToolbarAppearance`), background and shadow images are not provided.
@MainActor
open class UIToolbar: UIView, UIBarPositioning, _UIBarItemOwner {
    /// The bar's content height (iOS's in a regular environment).
    static let barHeight: CGFloat = 44

    private var _items: [UIBarButtonItem] = []
    private let _background = _UIBarBackgroundView(hairlineEdge: .top)
    /// The view showing each item (nil for spaces), in the items' order.
    private var _itemViews: [UIView?] = []
    private var _needsRebuild = false

    /// The position a container gives its own toolbar, in place of the delegate's.
    var _managedPosition: UIBarPosition? {
        didSet { setNeedsLayout() }
    }

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

    // MARK: Items

    /// The items, left to right. Default `nil` (an empty array reads as `nil`).
    open var items: [UIBarButtonItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (instantly).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _items = items ?? []
        _itemsChanged()
    }

    func _barItemDidChange(_ item: UIBarItem) { _itemsChanged() }

    private func _itemsChanged() {
        _needsRebuild = true
        setNeedsLayout()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Items take their appearance proxies' settings when shown in a window.
        if _UIAppearanceRegistry.isInUse, window != nil { _itemsChanged() }
    }

    // MARK: Look and position

    /// The style. Stored only (see the type's documentation). Default `.default`.
    open var barStyle: UIBarStyle = .default {
        didSet { _noteAppearance(\UIToolbar.barStyle) }
    }

    /// Whether the bar is translucent. Stored only (see the type's documentation). Default `true`.
    open var isTranslucent = true {
        didSet { _noteAppearance(\UIToolbar.isTranslucent) }
    }

    /// The background colour; `nil` is the default light gray. Default `nil`.
    open var barTintColor: UIColor? {
        didSet { _noteAppearance(\UIToolbar.barTintColor); _background.barColor = barTintColor }
    }

    /// The bar's look (iOS 13; a copy is kept): background, hairline and the buttons'
    /// title attributes. Default: the default background — until set, ``barTintColor``
    /// gives the look. The compact and scroll-edge appearances are kept; ClientKit keeps
    /// iOS 13–14's behaviour and always uses this one.
    open var standardAppearance: UIToolbarAppearance {
        get { _standardAppearance ?? UIToolbarAppearance() }
        set {
            _standardAppearance = newValue.copy()
            _noteAppearance(\UIToolbar.standardAppearance)
            _background.appearance = _standardAppearance
            _itemsChanged()
        }
    }
    private var _standardAppearance: UIToolbarAppearance?

    /// The look in a compact-height bar (a copy is kept; not used).
    open var compactAppearance: UIToolbarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = newValue?.copy(); _noteAppearance(\UIToolbar.compactAppearance) }
    }
    private var _compactAppearance: UIToolbarAppearance?

    /// The look at the content's scroll edge (iOS 15; a copy is kept; not used).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.copy(); _noteAppearance(\UIToolbar.scrollEdgeAppearance) }
    }
    private var _scrollEdgeAppearance: UIToolbarAppearance?

    /// The compact scroll-edge look (iOS 15; a copy is kept; not used).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = newValue?.copy(); _noteAppearance(\UIToolbar.compactScrollEdgeAppearance) }
    }
    private var _compactScrollEdgeAppearance: UIToolbarAppearance?

    /// Tells the bar where it is (which side its hairline is on). Not retained.
    open weak var delegate: UIToolbarDelegate? {
        didSet { setNeedsLayout() }
    }

    /// Where the bar is: what the ``delegate`` says, else `.any` (a navigation
    /// controller's toolbar is at the `.bottom`).
    open var barPosition: UIBarPosition {
        _managedPosition ?? delegate?.position(for: self) ?? .any
    }

    /// The bar's natural size: the given width, 44 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    // MARK: Layout

    /// The edge the hairline runs along (for tests).
    var _hairlineEdge: UIRectEdge { _background.hairlineEdge }

    /// The view showing `item` (nil for spaces and items not shown).
    func _view(for item: UIBarButtonItem) -> UIView? {
        if _needsRebuild { _rebuildItemViews() }
        return _items.firstIndex { $0 === item }.flatMap { _itemViews[$0] }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        _background.hairlineEdge = barPosition == .top || barPosition == .topAttached ? .bottom : .top
        if _needsRebuild { _rebuildItemViews() }
        _layoutItems()
    }

    private func _rebuildItemViews() {
        _needsRebuild = false
        for view in _itemViews.compactMap({ $0 }) where view.superview === self { view.removeFromSuperview() }
        _itemViews = _items.map { item in
            item._owner = self
            item._applyAppearanceIfNeeded(shownBy: self)
            if item._isSpace { return nil }
            if let custom = item.customView { return custom }
            let button = _UIBarButton(item: item)
            if let appearance = _standardAppearance {
                button.barAppearance = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            }
            button.onTap = { button in item._trigger(from: button) }
            return button
        }
        for view in _itemViews.compactMap({ $0 }) { addSubview(view) }
    }

    /// Places the views left to right; see the type's documentation for the spacing.
    private func _layoutItems() {
        let minX = bounds.minX + UINavigationBar.itemMargin - _UIBarButton.padding
        let maxX = bounds.maxX - UINavigationBar.itemMargin + _UIBarButton.padding
        var fixed: CGFloat = 0
        var flexibleCount = 0
        var previousWasView = false
        for (item, view) in zip(_items, _itemViews) {
            if let view {
                if previousWasView { fixed += UINavigationBar.itemSpacing }
                fixed += view.frame.width
            } else if item.systemItem == .fixedSpace {
                fixed += item.width
            } else {
                flexibleCount += 1
            }
            previousWasView = view != nil
        }
        let flexible = flexibleCount == 0 ? 0 : Swift.max(0, maxX - minX - fixed) / CGFloat(flexibleCount)
        var x = minX
        previousWasView = false
        for (item, view) in zip(_items, _itemViews) {
            if let view {
                if previousWasView { x += UINavigationBar.itemSpacing }
                let height = view is _UIBarButton ? Self.barHeight : Swift.min(view.frame.height, Self.barHeight)
                view.frame = CGRect(x: x.rounded(), y: bounds.minY + ((Self.barHeight - height) / 2).rounded(),
                                    width: view.frame.width, height: height)
                x += view.frame.width
            } else {
                x += item.systemItem == .fixedSpace ? item.width : flexible
            }
            previousWasView = view != nil
        }
    }
}

/// The delegate of a toolbar (UIKit's `UIToolbarDelegate`): it tells the bar its
/// position (``UIBarPositioningDelegate/position(for:)``).
@MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
