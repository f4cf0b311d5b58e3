import Foundation

/// The object a ``UITextView`` asks and tells about editing (`UITextViewDelegate`).
/// It refines `UIScrollViewDelegate`: assign it to the text view's `delegate` (the
/// scroll view's), and the text view uses it when it conforms. Every method is
/// optional: the defaults allow everything and do nothing.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (the view may become first responder). Default `true`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view became first responder and is editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (the view may resign first responder). Default `true`.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view resigned first responder and stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit replacing `range` (UTF-16 offsets in the text) with
    /// `text` may happen (`""` for a deletion, `"\n"` for Return). Default `true`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (after the change's ``textViewDidChangeSelection(_:)``).
    func textViewDidChange(_ textView: UITextView)
    /// The user moved the caret or changed the selection, or an edit moved the caret.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// The edit menu for the text in `range` (iOS 16); `suggestedActions` are the
    /// standard commands that apply. Default `nil`: the suggested actions.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange,
                  suggestedActions: [UIMenuElement]) -> UIMenu?
    /// Whether the text view may act on the user's `interaction` with the link to `URL`
    /// over `characterRange` (iOS 10; deprecated in iOS 17 for
    /// ``textView(_:primaryActionFor:defaultAction:)``, whose default asks this).
    /// Default: what ``textView(_:shouldInteractWith:in:)`` answers (`true`: a tap opens the URL).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// Whether a tap may open the link to `URL` over `characterRange` (iOS 7; deprecated
    /// in iOS 10, asked by the default of
    /// ``textView(_:shouldInteractWith:in:interaction:)``). Default `true`.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
    /// The action a tap on `textItem` runs (iOS 17): `defaultAction` (which opens a link
    /// with `UIApplication.shared.open(_:)`), another action, or `nil` for none. Default:
    /// for a link, `defaultAction` when
    /// ``textView(_:shouldInteractWith:in:interaction:)`` allows it, else `nil`.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                         replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange,
                         suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: URL, in: characterRange)
    }
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem,
                         defaultAction: UIAction) -> UIAction? {
        switch textItem.content {
        case .link(let url):
            self.textView(textView, shouldInteractWith: url, in: textItem.range, interaction: .invokeDefaultAction)
                ? defaultAction : nil
        case .textAttachment, .tag: defaultAction
        }
    }
}
