import Foundation

/// The backdrop of an app's views and the dispatcher of their events, as UIKit's
/// `UIWindow`.
///
/// Linux has no scenes and no screens objects: a window belongs to
/// `UIApplication.shared` from its creation (it appears in `windows`) and its frame
/// is in screen coordinates. Windows are hidden when created, as in UIKit; call
/// ``makeKeyAndVisible()`` to show one. In an app connected to `stratad` each window is
/// a daemon window, and the daemon confirms visibility and key status.
@MainActor
open class UIWindow: UIView {
    /// The stacking level of a window: higher levels are in front of lower ones.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ordinary app windows (0).
        public static let normal = Level(0)
        /// In front of app windows (1000).
        public static let statusBar = Level(1000)
        /// In front of the status bar (2000).
        public static let alert = Level(2000)

        /// A level `rhs` above `lhs`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// The window's first responder (weak: a responder leaving the window resigns).
    weak var _firstResponder: UIResponder?
    var _rootViewController: UIViewController?
    /// Created on first use (see `UIWindow+Rendering`).
    var _renderer: WindowRenderer?

    /// Creates a hidden window with the given frame in screen coordinates and
    /// registers it with the application.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isHidden = true
        UIApplication.shared._register(self)
    }

    /// Creates a hidden window in `windowScene`, the size of its screen (UIKit's
    /// initialiser for scene-based apps).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to (`nil` for windows made with `init(frame:)` in an
    /// app without scenes).
    open weak var windowScene: UIWindowScene?

    /// Archives do not exist in ClientKit: creates a hidden window with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.isHidden = true
        UIApplication.shared._register(self)
    }

    /// The stacking level. Default `.normal`. With a Strata daemon, the daemon stacks
    /// windows of all apps by level.
    open var windowLevel: Level = .normal {
        didSet { if windowLevel != oldValue { _platformLevelChanged() } }
    }

    /// The window's rectangle in screen coordinates (one point is one pixel). With a
    /// Strata daemon it is the daemon window's geometry, rounded outward to whole pixels.
    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            _platformGeometryChanged()
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            _platformGeometryChanged()
        }
    }

    open override var center: CGPoint {
        get { super.center }
        set {
            super.center = newValue
            _platformGeometryChanged()
        }
    }

    /// Whether the window is hidden. Showing a window puts it in front of the other
    /// windows of its level, and its root view controller (and what it presents) appears;
    /// hiding it makes them disappear. Windows start hidden.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let wasHidden = super.isHidden
            super.isHidden = newValue
            if wasHidden && !newValue { UIApplication.shared._windowDidBecomeVisible(self) }
            if wasHidden != newValue {
                _platformVisibilityChanged()
                _controllersVisibilityChanged(shown: !newValue)
            }
        }
    }

    /// The controller whose view fills the window. Setting it loads the controller's
    /// view with the window's bounds as its frame (so it has them in `viewDidLoad`),
    /// removes the previous root view (and what the previous controller presented), and
    /// installs the new one as a subview that resizes with the window. While the window
    /// is visible, the previous controller disappears and the new one appears
    /// (see `UIWindow+RootViewController`).
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            let old = _rootViewController
            _rootViewController = newValue
            _replaceRootViewController(old, with: newValue)
        }
    }

    // MARK: Key window (see UIWindow+Key)

    /// Whether this is the application's key window (the one receiving presses).
    open var isKeyWindow: Bool { UIApplication.shared._keyWindow === self }

    /// Called after the window became the key window. Never call it yourself. Default:
    /// nothing (the `didBecomeKeyNotification` is posted after it).
    open func becomeKey() {}

    /// Called after the window stopped being the key window. Never call it yourself.
    /// Default: nothing (the `didResignKeyNotification` is posted after it).
    open func resignKey() {}

    // MARK: Events (see UIWindow+EventDispatch)

    /// Delivers an event to the window's views.
    ///
    /// Touches of this window: a touch in phase `.began` that is not bound yet is
    /// hit-tested at its location and bound to the resulting view for its whole life;
    /// then each bound touch goes to its view's `touchesBegan`, `touchesMoved`,
    /// `touchesEnded` or `touchesCancelled`, one call per view and phase (began, moved,
    /// ended, cancelled, in that order; stationary touches are not delivered). Presses,
    /// motion and remote-control events go to the first responder, or to the window
    /// itself when there is none. Override to observe events, calling `super`.
    open func sendEvent(_ event: UIEvent) {
        _dispatch(event)
    }

    /// The application: a window is the last responder before it (no scenes on Linux).
    open override var next: UIResponder? { UIApplication.shared }

    override var _responderWindow: UIWindow? { self }
}
