import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        NotificationCenter.default.addObserver(self, selector: #selector(windowBecameKey(_:)),
                                               name: UIWindow.didBecomeKeyNotification, object: window)
    }

    @objc private func windowBecameKey(_ notification: Notification) {
        print("key: \(notification.object != nil)")
    }
}
