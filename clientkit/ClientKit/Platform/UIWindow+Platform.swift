import Foundation

extension UIWindow {
    /// Posted (object: the window) when the compositor asks for the window to be
    /// closed (`strata close`, a window manager). ClientKit then hides the window.
    /// Linux-only: iOS windows are never closed from outside the app.
    nonisolated public static let closeRequestedNotification = Notification.Name("StrataWindowCloseRequestedNotification")
}

extension UIApplication {
    /// The daemon says `window` is no longer key (another app's window is): it
    /// resigns, and the app has no key window until one of its windows is key again.
    func _resignKey(_ window: UIWindow) {
        guard _keyWindow === window else { return }
        _keyWindow = nil
        window.resignKey()
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: window)
    }
}
