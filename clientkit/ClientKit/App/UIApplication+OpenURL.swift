import Foundation

/// Opening URLs in other apps, background tasks and remote notifications (UIKit's
/// `UIApplication` API for them).
///
/// **Opening URLs.** Linux's way to open a URL in the user's preferred app is
/// `xdg-open`; ClientKit runs it (or the command named by the environment variable
/// `STRATA_OPEN_URL_COMMAND`, which a kiosk can point at its own handler or at `false` to
/// refuse every URL) with the URL as its one argument, and reports success when it exits
/// with status 0. ``canOpenURL(_:)`` says whether such a command exists and the URL has a
/// scheme. ``openSettingsURLString`` names no app here: opening it fails.
extension UIApplication {
    /// Options for ``open(_:options:completionHandler:)`` (UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links (kept; ClientKit hands every URL to the command).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's settings (no settings app exists here: opening it fails).
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings (opening it fails, as above).
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// The command that opens URLs: `STRATA_OPEN_URL_COMMAND` if set, else `xdg-open`
    /// found on the `PATH`; `nil` if there is none.
    static var _openURLCommand: String? {
        let environment = ProcessInfo.processInfo.environment
        if let command = environment["STRATA_OPEN_URL_COMMAND"], !command.isEmpty { return command }
        for directory in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/xdg-open"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether some app can open `url`: it has a scheme other than the settings one and
    /// a command to open URLs exists.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme, !scheme.isEmpty, scheme != "app-settings" else { return false }
        return Self._openURLCommand != nil
    }

    /// Opens `url` in the app that handles it (see the type's documentation), then calls
    /// `completion` on the main queue with whether that worked.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard canOpenURL(url), let command = Self._openURLCommand else {
            if let completion { DispatchQueue.main.async { completion(false) } }
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command.hasPrefix("/") ? command : "/usr/bin/env")
        process.arguments = command.hasPrefix("/") ? [url.absoluteString] : [command, url.absoluteString]
        process.terminationHandler = { finished in
            let succeeded = finished.terminationReason == .exit && finished.terminationStatus == 0
            if let completion { DispatchQueue.main.async { completion(succeeded) } }
        }
        do {
            try process.run()
        } catch {
            if let completion { DispatchQueue.main.async { completion(false) } }
        }
    }

    // MARK: Background tasks

    /// Begins a task that should finish even if the app moves to the background; returns
    /// its identifier. An app here is never suspended, so the expiration handler never
    /// runs; end the task with ``endBackgroundTask(_:)`` as on iOS.
    public func beginBackgroundTask(withName taskName: String? = nil,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        Self._nextBackgroundTask += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: Self._nextBackgroundTask)
        Self._backgroundTasks.insert(identifier)
        return identifier
    }

    /// Begins a task without a name (see ``beginBackgroundTask(withName:expirationHandler:)``).
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a task begun with ``beginBackgroundTask(withName:expirationHandler:)``.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        Self._backgroundTasks.remove(identifier)
    }

    /// How long background tasks may still run: unlimited (apps are never suspended).
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    private static var _nextBackgroundTask = 0
    static var _backgroundTasks: Set<UIBackgroundTaskIdentifier> = []

    // MARK: Remote notifications

    /// Registers for push notifications: there is no push service here, so the delegate's
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is not called
    /// and ``isRegisteredForRemoteNotifications`` stays `false`.
    public func registerForRemoteNotifications() {}

    /// Unregisters (nothing to undo).
    public func unregisterForRemoteNotifications() {}

    /// Whether the app is registered for push notifications: never here.
    public var isRegisteredForRemoteNotifications: Bool { false }
}

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
