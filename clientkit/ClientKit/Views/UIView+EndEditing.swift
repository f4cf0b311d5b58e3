import Foundation

extension UIView {
    /// Ends editing in the view or its subviews, as UIKit's `endEditing(_:)`: the
    /// window's first responder, if it is this view or inside it, is asked to resign
    /// (a text field asks its delegate's `textFieldShouldEndEditing(_:)`). With `force`
    /// it is not asked: it resigns whatever it or its delegate would say.
    ///
    /// Returns whether no first responder is left inside the view: `true` when one
    /// resigned or none was there (UIKit documents only the first case), `false` when the
    /// first responder refused.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window._firstResponder else { return true }
        let responderView = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
        guard let responderView, responderView.isDescendant(of: self) else { return true }
        guard force else { return responder.resignFirstResponder() }
        UIResponder._isForcingResignation = true
        defer { UIResponder._isForcingResignation = false }
        window._resignFirstResponder(within: self)
        return true
    }
}

extension UIResponder {
    /// Set while `endEditing(true)` makes the first responder resign: text fields do not
    /// ask their delegates then.
    static var _isForcingResignation = false
}
