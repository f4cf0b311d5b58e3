import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// The root ``view`` is created lazily: the first access calls ``loadView()`` and
/// then ``viewDidLoad()``; a controller about to be shown by a window or a container
/// already has its final frame there (a window's root view controller the window's
/// bounds). In the responder chain the controller sits between its root view and that
/// view's superview (a presented controller: its presenting controller).
///
/// **Appearance.** Around every transition — shown or hidden by its window, pushed or
/// popped by a navigation controller, switched by a tab bar controller, presented or
/// dismissed, added to or removed from an appeared custom container — the controller
/// gets ``viewWillAppear(_:)``, ``viewIsAppearing(_:)``, ``viewDidAppear(_:)`` or
/// ``viewWillDisappear(_:)``, ``viewDidDisappear(_:)`` in UIKit's order (documented on
/// each transition), forwarded to the children whose views it shows
/// (``shouldAutomaticallyForwardAppearanceMethods``). See `UIViewController+Appearance`.
///
/// **Transitions are instant** unless an animator is supplied (a transitioning
/// delegate's for a presentation or dismissal, a navigation controller delegate's for a
/// push or pop): the `animated` flag you pass reaches the callbacks, but an instant
/// transition completes within the call, and the completion handlers (`present`,
/// `dismiss`, alert actions) run on the next turn of the main queue, after the
/// transition, as UIKit's do after an animation. With an animator, the `viewDid…`
/// callbacks and the completion come once it calls `completeTransition(true)` (see
/// ``UIPresentationController`` and ``UIViewControllerTransitionCoordinator``).
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    /// The name of the nib to load the view from. ClientKit has no nibs: kept for API
    /// compatibility, never read.
    public let nibName: String?
    /// The bundle of the nib; never read.
    public let nibBundle: Bundle?

    var _view: UIView?
    var _children: [UIViewController] = []
    weak var _parent: UIViewController?
    /// Where the controller is in its appearance cycle (see `UIViewController+Appearance`).
    var _appearance = _AppearanceCycle()
    var _isMovingToParent = false
    var _isMovingFromParent = false
    var _isBeingPresented = false
    var _isBeingDismissed = false
    /// The frame the root view gets before `viewDidLoad`, set by whoever is about to
    /// show the controller (a window, a container, a presentation).
    var _frameForLoading: CGRect?
    var _navigationItem: UINavigationItem?
    var _tabBarItem: UITabBarItem?
    var _toolbarItems: [UIBarButtonItem]?
    /// The content-unavailable configuration shown and its view (see `Controllers/Unavailable`).
    var _contentUnavailable: (configuration: UIContentConfiguration, view: UIView & UIContentView)?
    /// The scroll views set with `setContentScrollView(_:for:)` (see `UIViewController+SystemChrome`).
    var _contentScrollViews: [(edge: UInt, view: _WeakScrollView)] = []
    /// The controller this one presented (retained) and the one that presented it.
    var _presented: UIViewController?
    weak var _presenter: UIViewController?
    /// How this controller is shown while it is presented (see `_UIPresentation`).
    var _presentation: UIPresentationController?
    /// The presentation controller made for this controller before it is presented (see
    /// ``presentationController``), and the style it was made for.
    var _preparedPresentationController: (controller: UIPresentationController, style: UIModalPresentationStyle)?
    /// The coordinator of the transition this controller is in (see `transitionCoordinator`).
    var _transitionCoordinator: _UITransitionCoordinator?

    /// Creates a controller. ClientKit has no nibs: both arguments are stored and
    /// ignored, and ``loadView()`` creates the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller (`init(nibName: nil, bundle: nil)`).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Archives do not exist in ClientKit: this is `init(nibName: nil, bundle: nil)`.
    /// Declared so UIKit subclasses' `required init?(coder:)` port.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    // MARK: The view

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    /// Setting it makes the new view the controller's root view.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set {
            if let old = _view, old._viewController === self { old._viewController = nil }
            if let other = newValue?._viewController, other !== self { other._view = nil }
            let old = _view
            _view = newValue
            newValue?._viewController = self
            if old !== newValue { old?._updateSafeAreaInsets() }
            newValue?._updateSafeAreaInsets()
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { _view }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { _view != nil }

    /// Loads the root view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        precondition(_view != nil, "\(type(of: self)).loadView() must set the view")
        if let frame = _frameForLoading, let view = _view { view.frame = frame }
        viewDidLoad()
        _viewDidLoadInternally()
    }

    /// Called after `viewDidLoad()` (containers install their shown child then, whether
    /// or not a subclass's `viewDidLoad` calls `super`).
    func _viewDidLoadInternally() {}

    /// Creates the root view; override to make your own (without calling `super`) and
    /// assign it to ``view``. The default, as UIKit's, creates a plain `UIView` the size
    /// of the screen that resizes with its superview, so the root view already has its
    /// size in `viewDidLoad` (a window then sizes it to its own bounds).
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Called once after the root view is loaded. Default: nothing.
    open func viewDidLoad() {}

    /// Called when the traits of the controller's view changed (`UITraitEnvironment`; see
    /// ``UITraitCollection``: here only an interface-style override changes them).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// ``overrideUserInterfaceStyle``'s storage (see `UIView+Traits`).
    var _overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// `registerForTraitChanges(_:handler:)`'s registrations (see `Traits/`).
    var _traitRegistrations: [_UITraitChangeRegistration] = []

    // MARK: System chrome (asked by nobody on Linux)
    //
    // Linux has no status bar, home indicator or device rotation: ClientKit never asks
    // for these. They exist, with UIKit's defaults, so that controllers written for UIKit
    // build and keep their overrides.

    /// The status bar style the controller prefers. Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden. Default `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar changes when the preferences change. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead. Default `nil`.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead. Default `nil`.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system the status bar preferences changed (nothing to update here).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The orientations the controller supports. Default `.all` (UIKit's default for the
    /// `.pad` idiom, which ``UITraitCollection`` reports).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// Whether the interface rotates with the device. Default `true`.
    open var shouldAutorotate: Bool { true }
    /// Whether the controller prefers the home indicator hidden. Default `false`.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Tells the system the home indicator preference changed (nothing to update here).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The size the controller would like its view to have, for containers that ask (a
    /// popover's presentation controller; ClientKit's navigation and tab bar controllers
    /// do not). Default `.zero`. A change is told to the parent, or, for a presented controller, to its
    /// presentation controller (a popover resizes to it).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent = _parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if let presentation = _presentation {
                presentation.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    // MARK: UIContentContainer (see UIContentContainer.swift)

    /// A child's `preferredContentSize` changed. Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's fitting size changed (never called by ClientKit). Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size a child gets inside `parentSize`. Default: `parentSize`.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// The view is about to change to `size`. ClientKit does not call it yet (window
    /// resizes are not announced to controllers); declared so overrides build. Default: nothing.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The traits are about to change. ClientKit does not call it (its traits do not
    /// change, see ``UITraitCollection``). Default: nothing.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// Whether a controller presented not full screen takes over the status bar's
    /// appearance. Stored only (there is no status bar). Default `false`.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Called when the system is low on memory. ClientKit never calls it: Linux gives
    /// an app no such warning (the kernel's OOM killer does not ask first). It exists so
    /// that UIKit code overriding it builds. Default: nothing.
    open func didReceiveMemoryWarning() {}

    /// Called before the root view's `layoutSubviews()`. Default: nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view's `layoutSubviews()`. Default: nothing.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view. The update-constraints pass calls
    /// it for the root view in place of the view's `updateConstraints()`, which the
    /// default implementation then calls. An override must call `super` as its last step:
    /// a missing call stops the app, as UIKit raises.
    open func updateViewConstraints() {
        _UpdateConstraintsProbe.controllerBaseReached = true
        _view?._callUpdateConstraints()
    }

    /// A title for the controller. Setting it also sets the title of its
    /// ``navigationItem`` and ``tabBarItem`` (when they exist), as in UIKit.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }

    // MARK: Editing

    /// Whether the controller is in editing mode (its ``editButtonItem`` reads "Done").
    /// Setting it calls ``setEditing(_:animated:)``. Default `false`.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    var _isEditing = false
    var _editButtonItem: UIBarButtonItem?

    /// Enters or leaves editing mode; the ``editButtonItem`` changes to "Done" (bold) or
    /// "Edit". Override to put your views in editing mode, and call `super`
    /// (`UITableViewController` puts its table in editing mode).
    open func setEditing(_ editing: Bool, animated: Bool) {
        _isEditing = editing
        _editButtonItem?._showEditing(editing)
    }

    /// A bar button item titled "Edit" (or "Done", semibold, in editing mode) that calls
    /// ``setEditing(_:animated:)`` with the opposite of ``isEditing``, animated, when
    /// tapped. Made on first use; the same item every time.
    open var editButtonItem: UIBarButtonItem {
        if let item = _editButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: UIViewController._toggleEditing)
        item._showEditing(_isEditing)
        _editButtonItem = item
        return item
    }

    private func _toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    // MARK: Appearance (see UIViewController+Appearance)

    /// The view is about to be added to a visible hierarchy (or uncovered). `animated`
    /// is the flag the transition was asked with. Default: nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is in the hierarchy and has its frame and safe area, before it is laid
    /// out and appears: after ``viewWillAppear(_:)``, once per appearance. Default: nothing.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Override to set ``contentUnavailableConfiguration`` for `state` (iOS 17); called by
    /// `setNeedsUpdateContentUnavailableConfiguration()`. Default: nothing.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// The view appeared (the transition is over). Default: nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to be removed from the visible hierarchy (or covered by a
    /// full-screen presentation). Default: nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view disappeared. Default: nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the appearance callbacks this controller gets are forwarded to the
    /// children whose views are in its view, and whether children whose views are added
    /// to (or removed from) its view while it is visible get them automatically.
    /// Override to return `false` in a custom container that calls
    /// ``beginAppearanceTransition(_:animated:)`` / ``endAppearanceTransition()`` on its
    /// children itself. Default `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children whose views this controller shows, which get its appearance
    /// callbacks: with automatic forwarding, those whose views are in its view.
    /// Containers that manage their children's appearance override it.
    var _childrenReceivingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = _view else { return [] }
        return _children.filter { $0._view?.isDescendant(of: root) == true }
    }

    /// Whether children whose views enter or leave this controller's view while it is
    /// visible get appearance callbacks from the move (custom containers). ClientKit's
    /// containers call them themselves, in UIKit's order, and return `false`.
    var _forwardsAppearanceThroughHierarchy: Bool { shouldAutomaticallyForwardAppearanceMethods }

    /// Called after an appearance transition began (after the children's callbacks).
    func _appearanceDidBegin() {}

    /// Called after an appearance transition ended (after the children's callbacks).
    func _appearanceDidEnd() {}

    // MARK: Bars and layout under them

    /// The item a navigation bar shows for this controller: its title (the controller's
    /// ``title`` until set otherwise), bar button items, back button. Created on first use.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item._title = title
        _navigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller. Created on first use with the
    /// controller's ``title``; set your own to give it an image, a tag or a badge.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            (_parent as? UITabBarController)?._tabBarItemsChanged()
        }
    }

    /// The items a navigation controller's toolbar shows while this controller is on
    /// top of its stack (when the toolbar is shown: see
    /// `UINavigationController.isToolbarHidden`). Default `nil`.
    open var toolbarItems: [UIBarButtonItem]? {
        get { _toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems`` (instantly); the toolbar follows if this controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        _toolbarItems = toolbarItems
        (_parent as? UINavigationController)?._toolbarItemsChanged(of: self)
    }

    /// The edges of the root view that extend under a container's bars. With the
    /// default `.all` a navigation controller's content fills its view, under the bar,
    /// and the safe area keeps the content below it; without `.top` the view starts
    /// below the bar (and without `.bottom`, ends above a tab bar or a navigation
    /// controller's toolbar).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { _parent?._view?.setNeedsLayout() }
    }

    /// Whether the view extends under opaque bars too. ClientKit's bars are drawn
    /// opaque but treated as translucent for layout, so this is not consulted.
    /// Default `false`.
    open var extendedLayoutIncludesOpaqueBars = false

    // MARK: Presentation (see UIViewController+Presentation)

    /// How the controller is shown when presented. `.automatic` (the default) becomes
    /// `.pageSheet`, as in UIKit; see `UIModalPresentationStyle`.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// The transition used when presented. ClientKit's own transitions are instant, so it
    /// is stored and not used (a transitioning delegate's animator animates). Default
    /// `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Supplies the animators of this controller's presentation and dismissal, and the
    /// presentation controller of a `.custom` presentation (not retained). See
    /// ``UIViewControllerTransitioningDelegate``.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Whether the user may not dismiss the controller interactively: a tap outside a
    /// popover or a large-screen sheet, or a sheet dragged down, then does not dismiss it
    /// (the presentation controller's delegate hears
    /// `presentationControllerDidAttemptToDismiss`). `dismiss(animated:completion:)` is
    /// never blocked, as in UIKit. Default `false`.
    open var isModalInPresentation = false

    /// Whether this controller's view is covered by a `.currentContext` presentation
    /// from it or its descendants. ClientKit presents every style over the whole window
    /// (see `UIModalPresentationStyle`), so this is stored only. Default `false`.
    open var definesPresentationContext = false

    /// A new presentation controller for the current style (an alert controller makes its own).
    func _makePresentationController() -> UIPresentationController {
        _makeStandardPresentationController(presenting: nil)
    }

    /// Whether the controller has a popover presentation controller (an action sheet has one too).
    var _presentsAsPopover: Bool { modalPresentationStyle == .popover }

    /// Called once the transition presenting this controller is over.
    func _presentationDidAppear() {}

    /// Presents `viewControllerToPresent` modally; see `UIViewController+Presentation`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (@MainActor () -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and everything it presented), or,
    /// called on a presented controller with nothing presented over it, asks its
    /// presenter to dismiss it; see `UIViewController+Presentation`.
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }

    // MARK: Safe area (see UIView+SafeArea)

    /// Insets added to the safe area of the root view, on top of what the window and
    /// the containers give it (UIKit's `additionalSafeAreaInsets`). Default `.zero`.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { _view?._updateSafeAreaInsets() } }
    }

    /// What the controller's container covers of the root view (a navigation bar at the
    /// top, a tab bar at the bottom), in the root view's edges; set by containers.
    var _containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if _containerSafeAreaInsets != oldValue { _view?._updateSafeAreaInsets() } }
    }

    /// The root view's safe area changed (after its `safeAreaInsetsDidChange()`).
    /// Default: nothing.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Containment (see UIViewController+Children)

    /// The controller is about to be added to `parent` (nil: about to be removed).
    /// `addChild(_:)` calls it with the new parent; call it with nil yourself before
    /// `removeFromParent()`. Default: nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// The controller was added to `parent` (nil: removed). `removeFromParent()` calls
    /// it with nil; call it yourself after `addChild(_:)` and adding the view.
    /// Default: nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Showing (see UIViewController+Show)

    /// Shows `vc` in a primary context: pushed by the nearest navigation controller
    /// (the receiver or an ancestor), or placed by a split view controller; presented
    /// modally by the window's root view controller if neither contains the receiver
    /// (see `UIViewController+Show`).
    open func show(_ vc: UIViewController, sender: Any?) {
        _showInContext(vc, sender: sender)
    }

    /// Shows `vc` in a secondary context: a split view controller above puts it in its
    /// secondary column (pushes it onto the primary stack when collapsed); with none, the
    /// window's root view controller presents it modally, as in UIKit (a navigation
    /// controller alone does not push it).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        _showDetailInContext(vc, sender: sender)
    }

    /// Shows `vc` if this kind of container does (see `UIViewController+Show`); `false`
    /// lets an ancestor try. Overridden by ClientKit's containers.
    func _show(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool { false }

    /// Asked when a split view controller collapses with this controller as its primary:
    /// take in `secondaryViewController`'s content. Default: nothing. A navigation
    /// controller pushes it onto its stack (a navigation controller's own controllers
    /// instead, since ClientKit does not nest navigation controllers).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                              for splitViewController: UISplitViewController) {}

    /// Asked when a split view controller expands with this controller as its primary:
    /// the controller to show as the secondary again. Default `nil`; a navigation
    /// controller gives back what it took in ``collapseSecondaryViewController(_:for:)``
    /// (else pops and returns its top controller).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    // MARK: Responder chain

    /// The presenting controller for a presented controller (as UIKit); otherwise the
    /// root view's superview (for a window's root view controller, the window); `nil`
    /// when the view is not loaded or not in a hierarchy.
    open override var next: UIResponder? {
        if let presenter = _presenter { return presenter }
        return _view?.superview
    }

    override var _responderWindow: UIWindow? { _view?.window }
}
