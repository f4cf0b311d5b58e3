import Foundation

/// The app's delegate, as UIKit's `UIApplicationDelegate`.
///
/// UIKit's methods are optional Objective-C requirements; here they have empty
/// default implementations. A delegate that is a `UIResponder` is the application's
/// next responder. The life cycle, in UIKit's order: `willFinishLaunching`,
/// `didFinishLaunching`, then for an app with a scene (see
/// ``application(_:configurationForConnecting:options:)``) the scene delegate's
/// callbacks, else `applicationDidBecomeActive`; on termination (SIGTERM, SIGINT, the
/// daemon going away) `applicationWillResignActive`, `applicationDidEnterBackground`
/// (or the scene's equivalents and `sceneDidDisconnect`) and `applicationWillTerminate`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate. UIKit creates delegates through the Objective-C runtime;
    /// Swift on Linux needs an initialiser to call, so `@main` and `UIApplicationMain`
    /// use this one. A class inheriting `UIResponder` satisfies it when it is `final`
    /// (or declares `required override init()`).
    init()

    /// The app's main window, if the delegate keeps one.
    var window: UIWindow? { get set }

    /// Launching finished; return `false` if the app cannot handle the launch options.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Launching has begun.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The configuration of the app's scene. Return one whose `delegateClass` is your
    /// `UIWindowSceneDelegate` to use scenes (ClientKit has no Info.plist: this call is
    /// how it finds the scene delegate); the default configuration has none, and the
    /// app delegate gets the life-cycle callbacks.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration

    /// The app became active (apps without scenes).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (apps without scenes).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is in the background (apps without scenes): on its way to terminate.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the foreground (apps without scenes; ClientKit
    /// apps are in the foreground from launch, so this is never called).
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)

    /// Memory is low. Never called (Linux sends no such warning); here so that UIKit
    /// code implementing it builds.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
