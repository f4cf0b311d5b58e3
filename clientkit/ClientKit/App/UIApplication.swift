import Foundation

/// The app's single application object, as UIKit's `UIApplication`: it knows the
/// app's windows and the key window, and routes incoming events to them.
///
/// Obtain it with ``shared``; it cannot be created otherwise. Its ``next`` responder is
/// the ``delegate`` when that is a `UIResponder`, so unhandled events reach the app
/// delegate and are dropped after it.
@MainActor
open class UIApplication: UIResponder {
    private static let _shared = UIApplication(singleton: ())

    /// The application object.
    public class var shared: UIApplication { _shared }

    private init(singleton: ()) {
        super.init()
    }

    /// The app delegate. Retained here (UIKit leaves that to `UIApplicationMain`,
    /// which ClientKit does not have yet).
    open var delegate: UIApplicationDelegate?

    /// Whether the app asks the system not to dim or lock the screen while it runs (a
    /// kiosk's or a dashboard's setting). Kept: Strata's daemon never blanks the screen
    /// (the desktop around it may; this does not reach it). Default `false`.
    open var isIdleTimerDisabled = false

    /// The number on the app's icon (kept: Linux shows no app icons). Default 0.
    open var applicationIconBadgeNumber = 0

    /// The connected scenes: the one window scene of an app that uses scenes, else none.
    public var connectedScenes: Set<UIScene> { Set(_connectedScenes) }
    var _connectedScenes: [UIScene] = []
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(_connectedScenes.map(\.session)) }
    /// The app's state: inactive until launched, active while running, background
    /// while it terminates.
    public var applicationState: State { _applicationState }
    var _applicationState: State = .inactive
    var _isTerminating = false

    /// The delegate if it is a `UIResponder`, else `nil` (the end of the chain).
    open override var next: UIResponder? { delegate as? UIResponder }

    // MARK: Windows

    private final class WeakWindow {
        weak var window: UIWindow?
        init(_ window: UIWindow) { self.window = window }
    }

    /// Every window, in the order they were last shown (creation order for windows
    /// never shown). Weak: the app holds a window only through your references (keep
    /// one, as UIKit apps keep `window` in the delegate).
    private var _windowRefs: [WeakWindow] = []

    weak var _keyWindow: UIWindow?

    /// The key window: the one most recently made key, while it exists. Presses and
    /// other non-touch events go to it.
    public var keyWindow: UIWindow? { _keyWindow }

    /// The app's windows, visible and hidden, back to front: by ``UIWindow/windowLevel``,
    /// and within a level in the order they were shown.
    public var windows: [UIWindow] {
        _windowRefs.compactMap(\.window)
            .enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    func _register(_ window: UIWindow) {
        _windowRefs.removeAll { $0.window == nil }
        _windowRefs.append(WeakWindow(window))
    }

    func _windowDidBecomeVisible(_ window: UIWindow) {
        window._applyAppearance()
        _orderFront(window)
        NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: window)
    }

    /// Takes the window system's stacking: `ordered` (bottom to top) is how the daemon
    /// stacks this app's windows now; windows it does not list (never shown) stay behind.
    func _adoptStacking(_ ordered: [UIWindow]) {
        let listed = Set(ordered.map(ObjectIdentifier.init))
        let others = _windowRefs.filter { $0.window.map { !listed.contains(ObjectIdentifier($0)) } ?? false }
        _windowRefs = others + ordered.map(WeakWindow.init)
    }

    /// Puts `window` in front of the other windows of its level.
    func _orderFront(_ window: UIWindow) {
        _windowRefs.removeAll { $0.window == nil || $0.window === window }
        _windowRefs.append(WeakWindow(window))
    }

    func _makeKey(_ window: UIWindow) {
        guard _keyWindow !== window else { return }
        let previous = _keyWindow
        _keyWindow = window
        if let previous {
            previous.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        window.becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window)
    }

    // MARK: Events

    /// Dispatches an event to the right window's `sendEvent(_:)`: a touch event to the
    /// window of each of its touches (once per window), any other event to the key
    /// window. The platform layer calls this for every incoming event; override to
    /// observe events, calling `super`.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            var delivered: [UIWindow] = []
            for touch in event._touches {
                guard let window = touch.window, !delivered.contains(where: { $0 === window }) else { continue }
                delivered.append(window)
            }
            for window in delivered { window.sendEvent(event) }
        default:
            _keyWindow?.sendEvent(event)
        }
    }
}
