import Foundation

/// The app's delegate, as UIKit's `UIApplicationDelegate`.
///
/// UIKit's methods are optional Objective-C requirements; here they have empty
/// default implementations. Lifecycle callbacks are not called yet (ClientKit has no
/// `UIApplicationMain` until apps connect to the daemon). A delegate that is a
/// `UIResponder` is the application's next responder.
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

    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
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

    public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplication {
    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
