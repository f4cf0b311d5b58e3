import Foundation

/// One instance of the app's UI, as UIKit's `UIScene`.
///
/// Linux desktops and Strata have no scene manager: a ClientKit app process has
/// exactly one scene, a ``UIWindowScene``, connected at launch when the app delegate's
/// `application(_:configurationForConnecting:options:)` returns a configuration with a
/// ``UISceneConfiguration/delegateClass`` (there is no Info.plist to name one). Its
/// life follows the app's: it becomes active after launch and goes to the background,
/// then disconnects, when the app terminates.
@MainActor
open class UIScene: UIResponder {
    /// The states a scene goes through (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes when it connects a scene (UIKit's
    /// `UIScene.ConnectionOptions`). ClientKit has no URLs, activities or shortcut
    /// items to pass: the options are always empty.
    public final class ConnectionOptions {
        public let urlContexts: Set<String> = []
        public let userActivities: Set<String> = []
        init() {}
    }

    /// The session this scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate: retained, as UIKit retains it (unlike most delegates).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life cycle.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene (shown by no window manager yet).
    open var title: String?

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows (UIKit's `UIWindowScene`): the only kind ClientKit has.
@MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene is on: the one screen.
    public var screen: UIScreen { UIScreen.main }
    /// The scene's windows (those created with `UIWindow(windowScene:)` or given this
    /// scene), back to front as the application orders them.
    public var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// The session of a scene (UIKit's `UISceneSession`): its role and configuration.
@MainActor
public final class UISceneSession: Hashable {
    nonisolated public static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A session's role (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive app window: the role of ClientKit's one scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    public internal(set) var configuration: UISceneConfiguration
    /// The scene, while connected.
    public internal(set) weak var scene: UIScene?
    public let persistentIdentifier: String
    /// State to keep for the session; ClientKit does not persist it across launches.
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }
}

/// How to create a scene (UIKit's `UISceneConfiguration`): returned by the app
/// delegate's `application(_:configurationForConnecting:options:)`.
@MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    /// The scene delegate's class. ClientKit creates it with `init()`, which Swift on
    /// Linux can only call through the ``UISceneDelegate`` protocol: the class must
    /// conform to it and be `final` (or declare `required init()`), as app delegates.
    public var delegateClass: AnyClass?
    /// The scene's class: `UIWindowScene` (or a subclass of it).
    public var sceneClass: AnyClass?
    /// Storyboards do not exist in ClientKit; setting one has no effect.
    public var storyboard: AnyObject?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
