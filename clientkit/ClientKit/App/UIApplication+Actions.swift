import Foundation

extension UIApplication {
    /// Sends `action` to `target`, or with a `nil` target along the key window's
    /// responder chain from its first responder, to the first responder that performs
    /// it (see `Selector` for which actions ClientKit can perform by name); whether one
    /// did. `UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil,
    /// from: nil, for: nil)` ends editing, as in UIKit.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let responder = target as? UIResponder { return action._perform(on: responder, sender: sender) }
        guard target == nil, let window = _keyWindow else { return false }
        let first: UIResponder = window._firstResponder ?? window
        if action._isUIResponderMethod { return action._perform(on: first, sender: sender) }
        guard let found = first.target(forAction: action, withSender: sender) as? UIResponder else { return false }
        return action._perform(on: found, sender: sender)
    }
}
