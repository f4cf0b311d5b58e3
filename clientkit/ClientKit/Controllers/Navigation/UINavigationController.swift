import Foundation

/// A container that shows a stack of view controllers, one at a time, under a
/// navigation bar (UIKit's `UINavigationController`).
///
/// The top controller's view fills the container's view (under the bar, with
/// `edgesForExtendedLayout` including `.top`, the default) and its safe area keeps its
/// content below the bar (the bar's bottom edge becomes its `safeAreaInsets.top`);
/// without `.top` the view starts below the bar. The bar sits at the top of the
/// container's safe area, 44 points high, and shows the stack's navigation items; its
/// back button pops. The top item's `searchController` has its search bar shown under
/// the bar (56 points high; iOS puts it inside the bar, 52 high), and the content's
/// safe area (or frame, without `.top`) starts below it.
///
/// **The toolbar** (``toolbar``) is hidden by default (``isToolbarHidden``); shown, it
/// is 44 points high at the bottom of the view, above its bottom safe area, and shows
/// the top controller's `toolbarItems`; the content extends under it with a bottom
/// safe-area inset of what it covers, or ends above it without `.bottom` in its
/// `edgesForExtendedLayout`.
///
/// **Transitions** (instant; see `UIViewController`), in UIKit's order. A push: the
/// pushed controller's `willMove(toParent:)`, its view loads (`viewDidLoad`, with its
/// final frame), the old top's `viewWillDisappear`, the new top's `viewWillAppear`, the
/// delegate's `willShow`, the views are swapped, `viewIsAppearing`, layout, the old
/// top's `viewDidDisappear`, the new top's `viewDidAppear`, its `didMove(toParent:)`,
/// the delegate's `didShow`. A pop: the popped controller's `willMove(toParent: nil)`,
/// then the same with the roles swapped, then its `didMove(toParent: nil)`.
/// `isMovingToParent` / `isMovingFromParent` are true for the pushed / popped
/// controller meanwhile. Appearance callbacks and the delegate calls happen only while
/// the navigation controller itself is visible; otherwise the stack changes quietly and
/// the top appears when the navigation controller does. The stack changes (and
/// ``viewControllers`` reads the new stack) before any callback.
///
/// Programmer errors stop with a message, as UIKit raises: pushing a controller already
/// in the stack, pushing a navigation controller, popping to a controller not in the
/// stack. Interactive pops (edge swipe), `hidesBarsOnSwipe` and
/// `hidesBottomBarWhenPushed` are not provided.
@MainActor
open class UINavigationController: UIViewController {
    private var _stack: [UIViewController] = []
    /// The child whose view is shown.
    private weak var _shown: UIViewController?
    /// The top the delegate last heard about (`didShow`), and the one it will.
    private weak var _announced: UIViewController?
    private weak var _pendingDidShow: UIViewController?

    /// The bar at the top (its items follow the stack; do not set them).
    public let navigationBar = UINavigationBar()
    /// Backs ``toolbar`` (its layout is in UINavigationController+Bars.swift).
    let _toolbar = UIToolbar()
    var _isToolbarHidden = true
    /// The search bar shown under the bar (the top item's search controller's).
    weak var _shownSearchBar: UISearchBar?
    /// The top controller's content scroll view, which the bar follows.
    weak var _observedScrollView: UIScrollView?

    /// Told before and after the top view controller changes (see the type's
    /// documentation). Not retained.
    open weak var delegate: UINavigationControllerDelegate?

    /// A navigation controller whose stack is `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        _setUpBar()
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller (set ``viewControllers`` before showing it).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _setUpBar()
    }

    /// Archives do not exist in ClientKit: an empty navigation controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpBar()
    }

    private func _setUpBar() {
        navigationBar._navigationController = self
        _toolbar._managedPosition = .bottom
        _toolbar.isHidden = true
    }

    // MARK: The stack

    /// The stack, bottom (root) first. Setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { _stack.last }

    /// The controller whose view is visible: the topmost controller presented over the
    /// navigation controller, else the top of the stack.
    open var visibleViewController: UIViewController? {
        var presented = _presented
        while let next = presented?._presented { presented = next }
        return presented ?? topViewController
    }

    /// Pushes `viewController` on the stack and shows it (see the type's documentation).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!_stack.contains { $0 === viewController },
                     "Pushing the same view controller instance (\(viewController)) more than once is not supported")
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        precondition(viewController._presenter == nil, "Pushing a presented view controller (\(viewController)) is not supported")
        let previous = _stack
        addChild(viewController)
        _stack.append(viewController)
        _children = _stack
        _syncBarItems()
        viewController._isMovingToParent = true
        _show(viewController, animated: animated, operation: .push, cancelled: { [self] in
            viewController._isMovingToParent = false
            _restore(previous)
            viewController.removeFromParent()
        }) { [self] in
            viewController.didMove(toParent: self)
            viewController._isMovingToParent = false
            _announceDidShow(animated: animated)
        }
    }

    /// Puts back the stack a cancelled transition changed.
    private func _restore(_ stack: [UIViewController]) {
        _stack = stack
        _children = stack
        _pendingDidShow = nil
        _syncBarItems()
        _layoutBarAndContent()
    }

    /// Pushes `vc` (UIKit's navigation controller shows by pushing), animated.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller and shows the one under it; returns the popped one, or
    /// `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1 else { return nil }
        return _pop(toIndex: _stack.count - 2, animated: animated).last
    }

    /// Pops everything above the root; returns the popped controllers, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard !_stack.isEmpty else { return nil }
        return _pop(toIndex: 0, animated: animated)
    }

    /// Pops everything above `viewController`, which must be in the stack; returns the
    /// popped controllers, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _stack.firstIndex(where: { $0 === viewController }) else {
            preconditionFailure("Tried to pop to a view controller (\(viewController)) that is not in the navigation stack")
        }
        return _pop(toIndex: index, animated: animated)
    }

    /// Replaces the stack. Controllers that leave it are removed as children
    /// (`willMove(toParent: nil)` … `didMove(toParent: nil)`), new ones added; if the
    /// top changes, the old top disappears and the new one appears (a push if the new
    /// top is new to the stack, else a pop).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (i, controller) in viewControllers.enumerated() {
            precondition(!viewControllers[..<i].contains { $0 === controller },
                         "setViewControllers: \(controller) appears more than once")
            precondition(!(controller is UINavigationController), "Pushing a navigation controller is not supported")
        }
        let old = _stack
        let removed = old.filter { c in !viewControllers.contains { $0 === c } }
        let added = viewControllers.filter { c in !old.contains { $0 === c } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        _stack = viewControllers
        _children = viewControllers
        _syncBarItems()
        let newTop = viewControllers.last
        let movingTo = newTop.flatMap { top in added.contains { $0 === top } ? top : nil }
        let movingFrom = _shown.flatMap { shown in removed.contains { $0 === shown } ? shown : nil }
        movingTo?._isMovingToParent = true
        movingFrom?._isMovingFromParent = true
        let isPush = newTop.map { top in !old.contains { $0 === top } } ?? false
        _show(newTop, animated: animated, operation: isPush ? .push : .pop, cancelled: { [self] in
            movingTo?._isMovingToParent = false
            movingFrom?._isMovingFromParent = false
            _restore(old)
            for controller in added { controller.removeFromParent() }
        }) { [self] in
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
            movingTo?._isMovingToParent = false
            movingFrom?._isMovingFromParent = false
            _announceDidShow(animated: animated)
        }
    }

    private func _pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(_stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        let previous = _stack
        for controller in popped { controller.willMove(toParent: nil) }
        _stack.removeSubrange((index + 1)...)
        _children = _stack + popped
        _syncBarItems()
        let top = popped.last!
        top._isMovingFromParent = true
        _show(_stack.last, animated: animated, operation: .pop, cancelled: { [self] in
            top._isMovingFromParent = false
            _restore(previous)
        }) { [self] in
            for controller in popped.reversed() { controller.removeFromParent() }
            top._isMovingFromParent = false
            _announceDidShow(animated: animated)
        }
        return popped
    }

    // MARK: Showing and split views

    /// `show(_:sender:)` from the navigation controller or a controller in it pushes.
    override func _show(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool {
        guard !detail else { return false }
        pushViewController(vc, animated: true)
        return true
    }

    /// What ``collapseSecondaryViewController(_:for:)`` took: the secondary navigation
    /// controller (if it was one) and the controllers pushed from it.
    var _collapsedSecondary: (navigation: UINavigationController?, controllers: [UIViewController])?

    /// Pushes the secondary controller onto the stack, as UIKit's does; a secondary
    /// navigation controller gives its controllers instead (ClientKit does not nest
    /// navigation controllers) and gets them back in ``separateSecondaryViewController(for:)``.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        if let navigation = secondaryViewController as? UINavigationController {
            let moved = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            setViewControllers(_stack + moved, animated: false)
            _collapsedSecondary = (navigation, moved)
        } else {
            setViewControllers(_stack + [secondaryViewController], animated: false)
            _collapsedSecondary = (nil, [secondaryViewController])
        }
    }

    /// Gives back what ``collapseSecondaryViewController(_:for:)`` pushed (what of it is
    /// still on the stack, with what was pushed above it), else pops and returns the top.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        let collapsed = _collapsedSecondary
        _collapsedSecondary = nil
        if let collapsed, let first = collapsed.controllers.first, let index = _stack.firstIndex(where: { $0 === first }) {
            let moved = Array(_stack[index...])
            setViewControllers(Array(_stack[..<index]), animated: false)
            if collapsed.navigation == nil && moved.count == 1 { return moved[0] }
            let navigation = collapsed.navigation ?? UINavigationController(nibName: nil, bundle: nil)
            navigation.setViewControllers(moved, animated: false)
            return navigation
        }
        if let navigation = collapsed?.navigation { return navigation }
        guard _stack.count > 1 else { return nil }
        return popViewController(animated: false)
    }

    private func _syncBarItems() {
        navigationBar._setItems(_stack.map(\.navigationItem))
        _toolbar.setItems(topViewController?.toolbarItems, animated: false)
    }

    // MARK: The bar

    /// Whether the navigation bar is hidden (the content then fills the view and gets
    /// no top inset from it). Default `false`.
    open var isNavigationBarHidden: Bool {
        get { _isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    var _isNavigationBarHidden = false

    /// Hides or shows the navigation bar (instantly).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isNavigationBarHidden else { return }
        _isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        _view?.setNeedsLayout()
    }

    // MARK: The toolbar

    /// The toolbar at the bottom (UIKit's `toolbar`): its items follow the top
    /// controller's `toolbarItems`; present an action sheet from it, but do not set its
    /// items yourself. Its position is `.bottom`.
    open var toolbar: UIToolbar! { _toolbar }

    /// Whether the toolbar is hidden. Default `true`.
    open var isToolbarHidden: Bool {
        get { _isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (instantly).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isToolbarHidden else { return }
        _isToolbarHidden = hidden
        _toolbar.isHidden = hidden
        _view?.setNeedsLayout()
    }

    // MARK: The view

    open override func loadView() {
        _loadContainerView(bar: navigationBar) { [unowned self] in self._layoutBarAndContent() }
        view.addSubview(_toolbar)
    }

    override func _viewDidLoadInternally() {
        _layoutBarAndContent()
        _show(topViewController, animated: false)
    }

    /// The kind of a navigation transition (UIKit's `UINavigationController.Operation`).
    public enum Operation: Int, Sendable {
        case none = 0, push, pop
    }

    override var _forwardsAppearanceThroughHierarchy: Bool { false }

    /// The frame of a child's view: the whole view, or below the bar without `.top` in
    /// its `edgesForExtendedLayout` (and above the toolbar, or a tab bar, without `.bottom`).
    func _contentFrame(for child: UIViewController) -> CGRect {
        guard let view = _view else { return UIScreen.main.bounds }
        var frame = view.bounds
        if !_isNavigationBarHidden && !child.edgesForExtendedLayout.contains(.top) {
            let barBottom = navigationBar.frame.minY + navigationBar._expandedHeight
                + (_searchBar(of: child) == nil ? 0 : UISearchBar.barHeight)
            frame.size.height -= barBottom - frame.minY
            frame.origin.y = barBottom
        }
        if !child.edgesForExtendedLayout.contains(.bottom) {
            let bottom = _isToolbarHidden ? view.bounds.maxY - view.safeAreaInsets.bottom : _toolbarFrame.minY
            frame.size.height = Swift.max(0, bottom - frame.minY)
        }
        return frame
    }

    /// Places the bar at the top of the safe area, the toolbar at its bottom, and the
    /// shown child under them, and gives the child what the bars cover of it as its
    /// safe-area insets.
    private func _layoutBarAndContent() {
        guard let view = _view else { return }
        navigationBar.frame = CGRect(x: view.bounds.minX, y: view.bounds.minY + view.safeAreaInsets.top,
                                     width: view.bounds.width, height: navigationBar._currentHeight)
        _toolbar.frame = _toolbarFrame
        _layoutSearchBar()
        guard let child = _shown, let childView = child.viewIfLoaded, childView.superview === view else {
            _observeContentScrollView(nil)
            return
        }
        childView.frame = _contentFrame(for: child)
        // The content is laid out under the bar with its large title whole (see
        // `UINavigationBar`): scrolling it away changes the bar, not the safe area.
        let expandedBarBottom = navigationBar.frame.minY + navigationBar._expandedHeight
        let barBottom = _isNavigationBarHidden ? 0 : expandedBarBottom + (_shownSearchBar == nil ? 0 : UISearchBar.barHeight)
        let toolbarTop = _isToolbarHidden ? childView.frame.maxY : _toolbar.frame.minY
        child._containerSafeAreaInsets = UIEdgeInsets(top: Swift.max(0, barBottom - childView.frame.minY), left: 0,
                                                      bottom: Swift.max(0, childView.frame.maxY - toolbarTop), right: 0)
        _observeContentScrollView(child._contentScrollViewForBars)
    }

    /// Follows `scrollView` (the top controller's content) for the bar's large title and
    /// scroll-edge appearance; `nil`: the content rests at its edge.
    private func _observeContentScrollView(_ scrollView: UIScrollView?) {
        if let old = _observedScrollView, old !== scrollView, old._barScrollObserver === self {
            old._barScrollObserver = nil
        }
        _observedScrollView = scrollView
        if let scrollView {
            scrollView._barScrollObserver = self
            _contentScrollViewDidScroll(scrollView)
        } else {
            navigationBar._setScrollPosition(atEdge: true, largeTitleCollapse: 0)
        }
    }

    /// The content scrolled: how far past its top edge says the bar's state.
    func _contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === _observedScrollView else { return }
        let scrolled = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationBar._setScrollPosition(atEdge: scrolled <= 0.5, largeTitleCollapse: scrolled)
    }

    /// Makes `new` the shown child in place of the current one (see `_swapShownChild`),
    /// with the delegate's animator for `operation` when animated; `completion` runs when
    /// the transition is over, `cancelled` if the animator cancelled it.
    private func _show(_ new: UIViewController?, animated: Bool, operation: Operation = .none,
                       cancelled: @escaping () -> Void = {}, completion: @escaping () -> Void = {}) {
        var animator: UIViewControllerAnimatedTransitioning?
        if animated, _appearance.isShown, let old = _shown, let new, old !== new {
            animator = delegate?.navigationController(self, animationControllerFor: operation, from: old, to: new)
        }
        _swapShownChild(from: _shown, to: new, below: navigationBar, animated: animated, frame: { [unowned self] in
                            self._contentFrame(for: $0)
                        }, animator: animator,
                        willSwap: {
                            guard let new else { return }
                            delegate?.navigationController(self, willShow: new, animated: animated)
                            _pendingDidShow = new
                        },
                        didSwap: { [unowned self] in
                            _shown = new
                            _layoutBarAndContent()
                        }, cancelled: cancelled, completion: completion)
    }

    /// The delegate's `didShow`, once the transition (and the containment calls) ended.
    private func _announceDidShow(animated: Bool) {
        guard let shown = _pendingDidShow else { return }
        _pendingDidShow = nil
        _announced = shown
        delegate?.navigationController(self, didShow: shown, animated: animated)
    }

    // The first appearance of a top controller is announced to the delegate too.
    override func _appearanceDidBegin() {
        guard _appearance.phase == .appearing, let top = _shown, top !== _announced else { return }
        delegate?.navigationController(self, willShow: top, animated: _appearance.animated)
        _pendingDidShow = top
    }

    override func _appearanceDidEnd() {
        guard _appearance.phase == .appeared else { return }
        _announceDidShow(animated: _appearance.animated)
    }
}

extension UIViewController {
    /// The nearest ancestor that is a navigation controller (`nil` if none).
    public var navigationController: UINavigationController? {
        _selfAndAncestors.dropFirst().lazy.compactMap { $0 as? UINavigationController }.first
    }
}

/// The delegate of a navigation controller (UIKit's `UINavigationControllerDelegate`).
/// Every method is optional. An animator returned by
/// `navigationController(_:animationControllerFor:from:to:)` animates an animated push
/// or pop (or `setViewControllers(_:animated:)`) while the navigation controller is
/// visible: its context's container view lies over the content under the bars and holds
/// the old top's view; add the new top's view to it. `viewDidAppear`/`viewDidDisappear`,
/// `didMove(toParent:)` and `didShow` come after `completeTransition(true)`. Interaction
/// controllers are never asked for (no interactive pops). Starting another push or pop
/// while an animator runs is not supported.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to become the visible top (after its `viewWillAppear`).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// `viewController` became the visible top (after its `viewDidAppear` and containment calls).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC` (nil: instant).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Never asked in ClientKit (no interactive transitions).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
