import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        _ = NotificationCenter.default.addObserver(forName: UIWindow.didBecomeKeyNotification, object: window, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.windowBecameKey(notification) }
        }
    }

    private func windowBecameKey(_ notification: Notification) {
        print("key: \(notification.object != nil)")
    }
}
