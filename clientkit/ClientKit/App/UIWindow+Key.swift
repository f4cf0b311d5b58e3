import Foundation

extension UIWindow {
    /// Posted (object: the window) after a window became the key window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted (object: the window) after a window stopped being the key window.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted (object: the window) after a window became visible.
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")

    /// Makes the window the key window: the previous key window gets `resignKey()`,
    /// then this one `becomeKey()`. Does nothing if it already is key.
    ///
    /// With a Strata daemon, key status is the compositor's: this asks the daemon, and
    /// the window becomes key (``becomeKey()``) when the daemon confirms it — a window of
    /// another app may be key instead. Without a daemon, key status is local to the process.
    public func makeKey() {
        if _platformRequestKey() { return }
        UIApplication.shared._makeKey(self)
    }

    /// Shows the window (`isHidden = false`), puts it in front of the other windows of
    /// its level (also when it was already visible) and makes it the key window.
    public func makeKeyAndVisible() {
        if isHidden {
            isHidden = false
        } else {
            UIApplication.shared._orderFront(self)
        }
        makeKey()
    }

    /// Forces the first responder out if it is `view` or inside it (the view is leaving
    /// the window). It is asked to resign, and loses the status even if it refuses.
    func _resignFirstResponder(within view: UIView) {
        guard let responder = _firstResponder else { return }
        let responderView = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let responderView, responderView.isDescendant(of: view) else { return }
        _ = responder.resignFirstResponder()
        if _firstResponder === responder { _firstResponder = nil }
    }
}
