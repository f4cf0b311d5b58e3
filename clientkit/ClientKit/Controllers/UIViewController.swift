import Foundation

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// The root ``view`` is created lazily: the first access calls ``loadView()`` and
/// then ``viewDidLoad()``. In the responder chain the controller sits between its root
/// view and that view's superview. Appearance callbacks (`viewWillAppear(_:)` …),
/// presentation and containment transitions are not implemented yet.
@MainActor
open class UIViewController: UIResponder {
    /// The name of the nib to load the view from. ClientKit has no nibs: kept for API
    /// compatibility, never read.
    public let nibName: String?
    /// The bundle of the nib; never read.
    public let nibBundle: Bundle?

    var _view: UIView?
    var _children: [UIViewController] = []
    weak var _parent: UIViewController?

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
        viewDidLoad()
    }

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

    /// A title for the controller.
    open var title: String?

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

    // MARK: Responder chain

    /// The root view's superview (for a window's root view controller, the window);
    /// `nil` when the view is not loaded or not in a hierarchy.
    open override var next: UIResponder? {
        _view?.superview
    }

    override var _responderWindow: UIWindow? { _view?.window }
}
