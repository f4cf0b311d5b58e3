import Foundation

extension UIApplication {
    /// The app's states (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Whether the app supports more than one scene: never in ClientKit (one scene a process).
    public var supportsMultipleScenes: Bool { false }

    /// Launches the app as UIKit does: `willFinishLaunching`, `didFinishLaunching`,
    /// then the scene (if the delegate's configuration names a scene delegate: its
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`,
    /// `sceneDidBecomeActive`) or `applicationDidBecomeActive`. For
    /// `UIApplicationMain`/`@main`, and for tests without a daemon.
    public func _launch() {
        let center = NotificationCenter.default
        _ = delegate?.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
        center.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        if let delegate {
            session.configuration = delegate.application(self, configurationForConnecting: session, options: options)
        }
        if let sceneDelegateType = session.configuration.delegateClass as? UISceneDelegate.Type {
            let sceneType = session.configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
            let scene = sceneType.init(session: session, connectionOptions: options)
            scene.delegate = sceneDelegateType.init()
            session.scene = scene
            _connectedScenes = [scene]
            scene.activationState = .foregroundInactive
            center.post(name: UIScene.willConnectNotification, object: scene)
            scene.delegate?.scene(scene, willConnectTo: session, options: options)
            scene.delegate?.sceneWillEnterForeground(scene)
            center.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundActive
            _applicationState = .active
            scene.delegate?.sceneDidBecomeActive(scene)
            center.post(name: UIScene.didActivateNotification, object: scene)
        } else {
            _applicationState = .active
            delegate?.applicationDidBecomeActive(self)
        }
        center.post(name: UIApplication.didBecomeActiveNotification, object: self)
        _UIUpdateCycle.schedule()
    }

    /// Ends the app's life as UIKit does before it exits: resign active, enter the
    /// background (the scene's callbacks and `sceneDidDisconnect`, or the app
    /// delegate's), then `applicationWillTerminate`. Called on SIGTERM and SIGINT and
    /// when the daemon goes away; safe to call more than once.
    public func _terminate() {
        guard !_isTerminating else { return }
        _isTerminating = true
        let center = NotificationCenter.default
        if let scene = _connectedScenes.first {
            if scene.activationState == .foregroundActive {
                scene.delegate?.sceneWillResignActive(scene)
                center.post(name: UIScene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
            }
            _applicationState = .inactive
            center.post(name: UIApplication.willResignActiveNotification, object: self)
            scene.activationState = .background
            _applicationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            scene.delegate?.sceneDidDisconnect(scene)
            scene.activationState = .unattached
            center.post(name: UIScene.didDisconnectNotification, object: scene)
            _connectedScenes = []
        } else {
            if _applicationState == .active {
                delegate?.applicationWillResignActive(self)
                center.post(name: UIApplication.willResignActiveNotification, object: self)
            }
            _applicationState = .background
            delegate?.applicationDidEnterBackground(self)
            center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        }
        delegate?.applicationWillTerminate(self)
        center.post(name: UIApplication.willTerminateNotification, object: self)
    }
}
