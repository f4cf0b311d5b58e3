import Foundation

/// A container that shows one page (or, with the spine in the middle, two facing pages)
/// at a time and turns them with a swipe (UIKit's `UIPageViewController`).
///
/// **Pages.** ``viewControllers`` are the pages shown, filling the view (two halves with
/// ``SpineLocation-swift.enum/mid``); they are the page view controller's children.
/// ``setViewControllers(_:direction:animated:completion:)`` replaces them (instantly,
/// with UIKit's containment and appearance order; the completion runs on the next turn
/// of the main queue). The ``dataSource`` is asked for the neighbours only when a swipe
/// heads toward them.
///
/// **Swipes.** A pan along ``navigationOrientation`` moves the pages with the finger; the
/// neighbour in that direction (after, for a swipe to the left or up) is asked for, the
/// delegate's `willTransitionTo` told, and it is added as a child and begins to appear
/// (`viewWillAppear`) while the current page begins to disappear. Without a neighbour the
/// pages rubber-band. Released past half a page, or flicked toward the neighbour faster
/// than 300 points a second, the page turns: the old page's `viewDidDisappear`, the new
/// one's `viewDidAppear`, the old one leaves (`willMove(toParent: nil)`,
/// `didMove(toParent: nil)`), the new one's `didMove(toParent:)`, then the delegate's
/// `didFinishAnimating` with `transitionCompleted: true`. Otherwise the swipe is undone
/// (the neighbour disappears and leaves, the page reappears) and the delegate hears
/// `transitionCompleted: false`. The pages settle at once on release (ClientKit's
/// transitions are instant).
///
/// **Page curl.** ClientKit draws no curl: a `.pageCurl` page view controller turns its
/// pages exactly as `.scroll` does (sliding, with no spacing), and with the spine in the
/// middle shows two pages side by side and turns two at a time. A double-sided book
/// with its spine at an edge takes a front and a back page, as UIKit's does, and shows
/// the front (the back is a child, never drawn).
///
/// **Page control.** A horizontal `.scroll` page view controller whose data source
/// answers a ``UIPageViewControllerDataSource/presentationCount(for:)`` above 0 shows a
/// ``UIPageControl`` along its bottom (37 points), with the pages above it, as UIKit does.
@MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn (`UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (drawn as a slide in ClientKit).
        case pageCurl = 0
        /// Pages scroll past one another.
        case scroll = 1
    }

    /// The axis pages turn along (`UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// Where the spine of a page-curl book is (`UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        /// No spine: a `.scroll` page view controller's.
        case none = 0
        /// The left (or top) edge: one page at a time (`.pageCurl`'s default).
        case min = 1
        /// The middle: two pages side by side.
        case mid = 2
        /// The right (or bottom) edge: one page at a time.
        case max = 3
    }

    /// Which way pages turn (`UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// To the following pages.
        case forward = 0
        /// To the preceding pages.
        case reverse = 1
    }

    /// Keys of the `options` dictionary (`UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation-swift.enum`` (or its raw value as an `Int`/`NSNumber`) for a
        /// `.pageCurl` page view controller.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a `.scroll` page view controller, in points (a
        /// `CGFloat`, `Double`, `Int` or `NSNumber`). Default 0.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for `.scroll`, else the `options`' value or `.min`.
    public private(set) var spineLocation: SpineLocation
    /// Whether content is on the back of pages. Set to `true` for a spine in the middle,
    /// as UIKit does; ClientKit draws no back pages (see the type's documentation).
    open var isDoubleSided = false
    /// The space between pages while a `.scroll` swipe moves them.
    let _interPageSpacing: CGFloat

    /// Supplies the neighbouring pages for swipes. Not retained. `nil`: swipes do nothing.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { _updatePageControl() }
    }
    /// Told about swipes. Not retained.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The pages shown.
    var _pages: [UIViewController] = []
    /// The swipe in progress (see UIPageViewController+Swipes).
    var _swipe: _PageSwipe?
    /// The pan that turns the pages.
    lazy var _panRecognizer: UIPanGestureRecognizer = {
        let pan = _UIPageViewControllerPanGestureRecognizer(target: self, action: UIPageViewController._handlePan)
        pan.isHorizontal = navigationOrientation == .horizontal
        pan.maximumNumberOfTouches = 1
        return pan
    }()
    /// The tap that turns a `.pageCurl` book's page at its outer edges.
    lazy var _tapRecognizer: UITapGestureRecognizer = UITapGestureRecognizer(target: self, action: UIPageViewController._handleTap)
    /// The dots under a horizontal `.scroll` book (see the type's documentation).
    let _pageControl: UIPageControl = {
        let control = UIPageControl()
        control.isHidden = true
        control.isUserInteractionEnabled = false
        return control
    }()

    /// A page view controller that turns pages with `style` along `navigationOrientation`;
    /// `options` may give ``OptionsKey/spineLocation`` and ``OptionsKey/interPageSpacing``.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if style == .scroll {
            spineLocation = .none
        } else {
            spineLocation = Self._spine(options?[.spineLocation]) ?? .min
            if spineLocation == .none { spineLocation = .min }
        }
        _interPageSpacing = style == .scroll ? Self._number(options?[.interPageSpacing]) ?? 0 : 0
        super.init(nibName: nil, bundle: nil)
        isDoubleSided = spineLocation == .mid
    }

    /// Archives do not exist in ClientKit: a horizontal `.pageCurl` page view controller,
    /// Interface Builder's default.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        _interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func _number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    private static func _spine(_ value: Any?) -> SpineLocation? {
        if let spine = value as? SpineLocation { return spine }
        return _number(value).flatMap { SpineLocation(rawValue: Int($0)) }
    }

    /// How many controllers a spread has: two with the spine in the middle, or for a
    /// double-sided page curl (a front and a back), else one.
    var _pagesPerSpread: Int { spineLocation == .mid || (transitionStyle == .pageCurl && isDoubleSided) ? 2 : 1 }

    /// The pages of `spread` that are shown: both with the spine in the middle, else the
    /// front one (ClientKit draws no back pages).
    func _visiblePages(_ spread: [UIViewController]) -> [UIViewController] {
        Array(spread.prefix(spineLocation == .mid ? 2 : 1))
    }

    // MARK: The pages

    /// The pages shown (`nil` before any are set).
    open var viewControllers: [UIViewController]? { _pages.isEmpty ? nil : _pages }

    /// The recognizers that turn pages, to attach elsewhere or coordinate with yours. As
    /// UIKit documents, empty for `.scroll` (its pan is internal); for `.pageCurl` a pan
    /// and a tap (a tap in the outer fifth of the page, along the navigation axis, turns
    /// to the neighbour on that side).
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .scroll ? [] : [_panRecognizer, _tapRecognizer]
    }

    /// Shows `viewControllers` (one page; two with the spine in the middle or for a
    /// double-sided page curl, as UIKit requires) in place of the current pages. Pages that stay are kept; those that
    /// leave get `willMove(toParent: nil)`, then (while the page view controller is
    /// visible) the old pages' `viewWillDisappear`, the new pages' `viewWillAppear`, the
    /// views swap, `viewIsAppearing`, layout, `viewDidDisappear`, `viewDidAppear`, then
    /// `didMove(toParent: nil)` and the new pages' `didMove(toParent:)`. The transition is
    /// instant whatever `animated` and `direction` say; `completion` gets `true` on the
    /// next turn of the main queue. The delegate is not told; a data source with a page
    /// indicator is asked for its count and index again. A swipe in progress is undone first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        precondition(new.isEmpty || new.count == _pagesPerSpread,
                     "The number of view controllers provided (\(new.count)) doesn't match the number required (\(_pagesPerSpread)) for the requested spine location")
        if _swipe != nil { _endSwipe(turning: false) }
        let old = _pages
        let removed = old.filter { c in !new.contains { $0 === c } }
        let added = new.filter { c in !old.contains { $0 === c } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        _pages = new
        if let view = _view {
            let oldShown = _visiblePages(old), newShown = _visiblePages(new)
            let leaving = oldShown.filter { c in !newShown.contains { $0 === c } }
            let coming = newShown.filter { c in !oldShown.contains { $0 === c } }
            for page in coming {
                page._frameForLoading = _pageFrame(page)
                page.loadViewIfNeeded()
            }
            let visible = _appearance.isShown
            _AppearanceTransition.perform(disappearing: visible ? leaving : [], appearing: visible ? coming : [],
                                          animated: animated, layoutRoot: view) {
                for page in old where page.viewIfLoaded?.superview === view && !newShown.contains(where: { $0 === page }) {
                    page.view.removeFromSuperview()
                }
                for page in coming { view.insertSubview(page.view, belowSubview: _pageControl) }
                _layoutPages()
            }
        }
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        _updatePageControl()
        if let completion { _scheduleCompletion { completion(true) } }
    }

    // MARK: The view

    open override func loadView() {
        _loadContainerView(bar: _pageControl) { [unowned self] in self._layoutPages() }
        view.clipsToBounds = true
        view.addGestureRecognizer(_panRecognizer)
        if transitionStyle == .pageCurl { view.addGestureRecognizer(_tapRecognizer) }
    }

    override func _viewDidLoadInternally() {
        _updatePageControl()
        guard let view = _view else { return }
        for page in _visiblePages(_pages) {
            page._frameForLoading = _pageFrame(page)
            view.insertSubview(page.view, belowSubview: _pageControl)
        }
        _layoutPages()
    }

    override var _forwardsAppearanceThroughHierarchy: Bool { false }

    /// Whether the page indicator is shown (see the type's documentation).
    var _showsPageControl: Bool {
        transitionStyle == .scroll && navigationOrientation == .horizontal && _pageControl.numberOfPages > 0
    }

    /// Asks the data source for the indicator's count and index.
    func _updatePageControl() {
        let count = dataSource.map { $0.presentationCount(for: self) } ?? 0
        _pageControl.numberOfPages = Swift.max(0, count)
        if count > 0, let dataSource { _pageControl.currentPage = dataSource.presentationIndex(for: self) }
        _pageControl.isHidden = !_showsPageControl
        _view?.setNeedsLayout()
    }

    /// Where the pages go: the view, above the page indicator when there is one.
    var _contentRect: CGRect {
        guard let view = _view else { return UIScreen.main.bounds }
        var rect = view.bounds
        if _showsPageControl {
            let height = _pageControl.intrinsicContentSize.height + view.safeAreaInsets.bottom
            rect.size.height = Swift.max(0, rect.height - height)
        }
        return rect
    }

    /// The length of a spread along the axis pages turn, and the gap between spreads.
    var _pageExtent: CGFloat {
        navigationOrientation == .horizontal ? _contentRect.width : _contentRect.height
    }

    /// The frame of `page` at rest in the spread it belongs to (the current one, or the
    /// neighbour of a swipe, placed one spread and the spacing away).
    func _pageFrame(_ page: UIViewController) -> CGRect {
        let content = _contentRect
        var spread = _visiblePages(_pages)
        var shift: CGFloat = _swipe?.offset ?? 0
        if let swipe = _swipe, let pending = swipe.pending, pending.contains(where: { $0 === page }) {
            spread = _visiblePages(pending)
            let step = _pageExtent + _interPageSpacing
            shift += swipe.direction == .forward ? step : -step
        }
        let index = CGFloat(spread.firstIndex { $0 === page } ?? 0)
        let count = CGFloat(Swift.max(spread.count, 1))
        var frame = content
        if navigationOrientation == .horizontal {
            frame.size.width = content.width / count
            frame.origin.x = content.minX + index * frame.width + shift
        } else {
            frame.size.height = content.height / count
            frame.origin.y = content.minY + index * frame.height + shift
        }
        return frame
    }

    /// Places the pages (and the swipe's neighbour) and the page indicator.
    func _layoutPages() {
        guard let view = _view else { return }
        if _showsPageControl {
            let height = _pageControl.intrinsicContentSize.height
            _pageControl.frame = CGRect(x: view.bounds.minX, y: view.bounds.maxY - view.safeAreaInsets.bottom - height,
                                        width: view.bounds.width, height: height)
        }
        for page in _pages + (_swipe?.pending ?? []) {
            guard let pageView = page.viewIfLoaded, pageView.superview === view else { continue }
            pageView.frame = _pageFrame(page)
        }
    }
}
