import Foundation

/// The object a ``UITextField`` asks and tells about editing (`UITextFieldDelegate`).
/// Every method is optional: the defaults allow everything and do nothing.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (the field may become first responder). Default `true`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field may resign first responder). Default `true`.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder and stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the user's edit replacing `range` (UTF-16 offsets in the text) with
    /// `string` may happen (`""` for a deletion). Default `true`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// Whether the field may clear its text (`clearsOnBeginEditing`). Default `true`.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The user pressed Return. Return `true` to process it (the field sends
    /// `.editingDidEndOnExit`); resign the field here to end editing. Default `true`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range` (iOS 16); `suggestedActions` are the
    /// standard commands that apply. Default `nil`: the suggested actions.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                   suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                          suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}
