import Foundation

/// Traits of a text-entry object (`UITextInputTraits`). UIKit's are all optional and
/// describe the on-screen keyboard; ClientKit has no on-screen keyboard and keeps
/// only ``isSecureTextEntry``, with a default of `false`.
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// Whether the text is hidden as it is typed (a password). Default `false`.
    var isSecureTextEntry: Bool { get }
}

extension UITextInputTraits {
    public var isSecureTextEntry: Bool { false }
}

/// A responder that takes simple text input (`UIKeyInput`): when it is the first
/// responder, typed characters arrive as ``insertText(_:)`` and Backspace as
/// ``deleteBackward()``.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
