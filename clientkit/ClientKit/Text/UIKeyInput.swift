import Foundation

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
