import Foundation

/// A container that shows one of its view controllers at a time, chosen with a tab bar
/// at the bottom (UIKit's `UITabBarController`).
///
/// The selected controller's view fills the container's view (over the tab bar's area,
/// with `edgesForExtendedLayout` including `.bottom`, the default) and its safe area
/// keeps its content above the bar (the bar's height becomes its
/// `safeAreaInsets.bottom`); without `.bottom` the view ends above the bar. The bar
/// shows each controller's `tabBarItem`.
///
/// **Switching** (instant; see `UIViewController`): a tap on a tab asks the delegate's
/// `shouldSelect` (returning `false` keeps the current tab), then, if the tab is not the
/// selected one, the old controller gets `viewWillDisappear`, the new one
/// `viewWillAppear`, the views are swapped, `viewIsAppearing`, layout,
/// `viewDidDisappear` of the old and `viewDidAppear` of the new; then the delegate's
/// `didSelect` (also when the tapped tab was already selected; a navigation controller
/// tapped again pops to its root, as in UIKit). Setting ``selectedIndex`` or
/// ``selectedViewController`` in code switches the same way without asking or telling
/// the delegate. Appearance callbacks happen only while the tab bar controller is
/// visible.
///
/// UIKit's "More" tab (`moreNavigationController`, `customizableViewControllers`) is
/// not provided: every controller gets a tab, however many there are.
@MainActor
open class UITabBarController: UIViewController {
    private var _controllers: [UIViewController] = []
    private var _selectedIndex = NSNotFound
    private weak var _shown: UIViewController?

    /// The bar of tabs (its items follow the controllers; do not set them).
    public let tabBar = UITabBar()

    /// Asked before and told after the user selects a tab. Not retained.
    open weak var delegate: UITabBarControllerDelegate?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar._tabBarController = self
    }

    /// Archives do not exist in ClientKit: an empty tab bar controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar._tabBarController = self
    }

    // MARK: The controllers

    /// The controllers, one per tab, left to right (`nil` when none). Setting it is
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { _controllers.isEmpty ? nil : _controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers. Those that leave are removed as children, new ones
    /// added. The selected controller stays selected if it remains; otherwise the one
    /// at the same index is selected, else the first (UIKit's rule).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for (i, controller) in new.enumerated() {
            precondition(!new[..<i].contains { $0 === controller }, "setViewControllers: \(controller) appears more than once")
        }
        let old = _controllers
        let previous = selectedViewController
        let removed = old.filter { c in !new.contains { $0 === c } }
        let added = new.filter { c in !old.contains { $0 === c } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        _controllers = new
        _children = new
        _syncTabItems()
        let index: Int
        if new.isEmpty {
            index = NSNotFound
        } else if let previous, let kept = new.firstIndex(where: { $0 === previous }) {
            index = kept
        } else if _selectedIndex != NSNotFound, _selectedIndex < new.count {
            index = _selectedIndex
        } else {
            index = 0
        }
        _select(index, animated: animated)
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// The index of the selected tab (`NSNotFound` when there are no controllers).
    /// Setting it selects that tab (without asking the delegate); out-of-range values
    /// are ignored.
    open var selectedIndex: Int {
        get { _selectedIndex }
        set {
            guard newValue >= 0, newValue < _controllers.count else { return }
            _select(newValue, animated: false)
        }
    }

    /// The selected controller. Setting it to one of ``viewControllers`` selects it
    /// (without asking the delegate).
    open var selectedViewController: UIViewController? {
        get { _selectedIndex == NSNotFound ? nil : _controllers[_selectedIndex] }
        set {
            guard let newValue, let index = _controllers.firstIndex(where: { $0 === newValue }) else { return }
            _select(index, animated: false)
        }
    }

    /// A child's tab bar item was replaced.
    func _tabBarItemsChanged() { _syncTabItems() }

    private func _syncTabItems() {
        let items = _controllers.map { $0.tabBarItem! }
        tabBar.setItems(items, animated: false)
        tabBar.selectedItem = _selectedIndex == NSNotFound || _selectedIndex >= items.count ? nil : items[_selectedIndex]
    }

    /// The user tapped the tab at `index`.
    func _tabTapped(at index: Int) {
        let controller = _controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == _selectedIndex, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        _select(index, animated: false)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func _select(_ index: Int, animated: Bool) {
        _selectedIndex = index
        tabBar.selectedItem = index == NSNotFound ? nil : _controllers[index].tabBarItem
        _show(index == NSNotFound ? nil : _controllers[index], animated: animated)
    }

    // MARK: The view

    open override func loadView() {
        _loadContainerView(bar: tabBar) { [unowned self] in self._layoutBarAndContent() }
    }

    override func _viewDidLoadInternally() {
        _layoutBarAndContent()
        _show(selectedViewController, animated: false)
    }

    override var _forwardsAppearanceThroughHierarchy: Bool { false }

    /// The tab bar's frame: the bottom 49 points plus the bottom safe area.
    private var _tabBarFrame: CGRect {
        guard let view = _view else { return .zero }
        let height = UITabBar.barHeight + view.safeAreaInsets.bottom
        return CGRect(x: view.bounds.minX, y: view.bounds.maxY - height, width: view.bounds.width, height: height)
    }

    /// The frame of a child's view: the whole view, or above the bar without `.bottom`.
    private func _contentFrame(for child: UIViewController) -> CGRect {
        guard let view = _view else { return UIScreen.main.bounds }
        var frame = view.bounds
        if !tabBar.isHidden && !child.edgesForExtendedLayout.contains(.bottom) {
            frame.size.height = _tabBarFrame.minY - frame.minY
        }
        return frame
    }

    private func _layoutBarAndContent() {
        tabBar.frame = _tabBarFrame
        guard let view = _view, let child = _shown, let childView = child.viewIfLoaded, childView.superview === view else { return }
        childView.frame = _contentFrame(for: child)
        let covered = tabBar.isHidden ? 0 : Swift.max(0, childView.frame.maxY - tabBar.frame.minY)
        child._containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0)
    }

    /// Makes `new` the shown child (see `_swapShownChild`).
    private func _show(_ new: UIViewController?, animated: Bool) {
        _swapShownChild(from: _shown, to: new, below: tabBar, animated: animated,
                        frame: { [unowned self] in self._contentFrame(for: $0) }, didSwap: { [unowned self] in
            _shown = new
            _layoutBarAndContent()
        })
    }
}

extension UIViewController {
    /// The nearest ancestor that is a tab bar controller (`nil` if none).
    public var tabBarController: UITabBarController? {
        _selfAndAncestors.dropFirst().lazy.compactMap { $0 as? UITabBarController }.first
    }
}

/// The delegate of a tab bar controller (UIKit's `UITabBarControllerDelegate`). Both
/// methods are optional; they are called only for the user's taps.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tapped tab's `viewController` may be selected. Default `true`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController` (after the switch).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
