import Foundation

/// A scene's delegate (UIKit's `UISceneDelegate`): its life-cycle callbacks, which
/// UIKit calls instead of the app delegate's for apps that use scenes. All optional
/// (empty defaults).
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// Creates the delegate. UIKit creates it through the Objective-C runtime from the
    /// configuration's `delegateClass`; Swift on Linux needs an initialiser to call,
    /// so the class must be `final` (or declare `required init()`).
    init()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene (UIKit's `UIWindowSceneDelegate`): keeps the
/// scene's main window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
