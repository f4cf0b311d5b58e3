// demo-scene: an app laid out as Xcode's iOS template lays one out — `import UIKit`,
// an app delegate that names a scene delegate, a window made in
// scene(_:willConnectTo:options:), a view controller with a button — written against
// UIKit's API as it is (the two ClientKit differences are marked). It prints each
// life-cycle callback on stdout, for the end-to-end test and for people.
import UIKit

func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate { // final: ClientKit creates it with init()
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log("application(_:didFinishLaunchingWithOptions:)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log("application(_:configurationForConnecting:options:)")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func applicationWillTerminate(_ application: UIApplication) {
        log("applicationWillTerminate(_:)")
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate { // final, as the app delegate
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        log("scene(_:willConnectTo:options:)")
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 40, y: 40, width: 240, height: 160) // a window, not the whole screen
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive(_:)") }
    func sceneWillResignActive(_ scene: UIScene) { log("sceneWillResignActive(_:)") }
    func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground(_:)") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("sceneDidEnterBackground(_:)") }
    func sceneDidDisconnect(_ scene: UIScene) { log("sceneDidDisconnect(_:)") }
}

final class ViewController: UIViewController {
    private let button = UIButton(type: .system)
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        log("viewDidLoad \(Int(view.bounds.width))x\(Int(view.bounds.height))")
        view.backgroundColor = .white
        button.setTitle("Tap me", for: .normal)
        button.frame = view.bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // UIKit: addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        button.addTarget(self, action: ViewController.tapped, for: .touchUpInside)
        view.addSubview(button)
    }

    func tapped(_ sender: UIButton) {
        taps += 1
        log("tapped \(taps) sender \(sender === button ? "button" : "?")")
    }
}
