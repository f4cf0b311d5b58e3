import XCTest
@testable import ClientKit

/// The life cycle real UIKit apps are written for, in UIKit's order: Xcode's
/// scene-based template (an app delegate naming a scene delegate in its scene
/// configuration) and the older app-delegate-only apps.
@MainActor var lifeCycleLog: [String] = []

final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifeCycleLog.append("app willFinishLaunching"); return true
    }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifeCycleLog.append("app didFinishLaunching"); return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        lifeCycleLog.append("app configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) { lifeCycleLog.append("app didBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { lifeCycleLog.append("app willTerminate") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        lifeCycleLog.append("scene willConnect")
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = SizeRecordingController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) { lifeCycleLog.append("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { lifeCycleLog.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { lifeCycleLog.append("scene willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { lifeCycleLog.append("scene didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { lifeCycleLog.append("scene didDisconnect") }
}

final class NoSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifeCycleLog.append("app didFinishLaunching"); return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { lifeCycleLog.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { lifeCycleLog.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { lifeCycleLog.append("app didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { lifeCycleLog.append("app willTerminate") }
}

final class SizeRecordingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        lifeCycleLog.append("viewDidLoad \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }
}

final class SceneLifeCycleTests: XCTestCase {
    func testASceneBasedAppLaunchesAndTerminatesInUIKitsOrder() {
        MainActor.assumeIsolated {
            resetApplication()
            lifeCycleLog = []
            let application = UIApplication.shared
            application.delegate = SceneAppDelegate()
            application._launch()
            let screen = UIScreen.main.bounds.size
            XCTAssertEqual(lifeCycleLog, ["app willFinishLaunching", "app didFinishLaunching", "app configurationForConnecting",
                                          "scene willConnect", "viewDidLoad \(Int(screen.width))x\(Int(screen.height))",
                                          "scene willEnterForeground", "scene didBecomeActive"])
            XCTAssertEqual(application.applicationState, .active)
            let scene = try? XCTUnwrap(application.connectedScenes.first as? UIWindowScene)
            XCTAssertEqual(scene?.activationState, .foregroundActive)
            XCTAssertEqual(scene?.session.configuration.name, "Default Configuration")
            let window = (scene?.delegate as? SceneDelegate)?.window
            XCTAssertNotNil(window)
            XCTAssertTrue(window?.windowScene === scene)
            XCTAssertEqual(window?.frame, UIScreen.main.bounds)
            XCTAssertTrue(scene?.windows.contains { $0 === window } == true)
            XCTAssertTrue(scene?.keyWindow === window)

            lifeCycleLog = []
            application._terminate()
            application._terminate() // once only
            XCTAssertEqual(lifeCycleLog, ["scene willResignActive", "scene didEnterBackground", "scene didDisconnect",
                                          "app willTerminate"])
            XCTAssertEqual(application.applicationState, .background)
            XCTAssertTrue(application.connectedScenes.isEmpty)
            resetApplication()
        }
    }

    func testAnAppWithoutScenesGetsTheAppDelegatesCallbacks() {
        MainActor.assumeIsolated {
            resetApplication()
            lifeCycleLog = []
            let application = UIApplication.shared
            application.delegate = NoSceneAppDelegate()
            final class Names: @unchecked Sendable { var list: [Notification.Name] = [] }
            let notified = Names()
            let names: [Notification.Name] = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                                              UIApplication.didEnterBackgroundNotification, UIApplication.willTerminateNotification]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notified.list.append($0.name) }
            }
            application._launch()
            XCTAssertEqual(lifeCycleLog, ["app didFinishLaunching", "app didBecomeActive"])
            XCTAssertTrue(application.connectedScenes.isEmpty)
            application._terminate()
            XCTAssertEqual(lifeCycleLog, ["app didFinishLaunching", "app didBecomeActive", "app willResignActive",
                                          "app didEnterBackground", "app willTerminate"])
            XCTAssertEqual(notified.list, names)
            observers.forEach(NotificationCenter.default.removeObserver)
            resetApplication()
        }
    }

    /// The root view already has the window's size in viewDidLoad (it used to be
    /// zero-sized, then the screen's size).
    func testTheRootViewHasTheWindowsSizeInViewDidLoad() {
        MainActor.assumeIsolated {
            lifeCycleLog = []
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.rootViewController = SizeRecordingController()
            XCTAssertEqual(lifeCycleLog, ["viewDidLoad 300x200"])
            XCTAssertEqual(window.rootViewController?.view.frame, window.bounds)
        }
    }
}

/// UIKit code that overrides the memory-warning callbacks builds (they are never called).
final class MemoryWarningController: UIViewController {
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
}
final class MemoryWarningDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
