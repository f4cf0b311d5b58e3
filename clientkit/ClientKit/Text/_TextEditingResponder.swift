import Foundation

/// An editable text responder (UITextField, UITextView): how it applies the keys
/// ``_TextKeyAction`` reads, and the presses it takes from the responder chain.
@MainActor
protocol _TextEditingResponder: UIKeyInput {
    /// Delete (forward delete) at the caret.
    func _deleteForward()
    /// Return or Enter.
    func _newline()
    /// An arrow, Home or End.
    func _moveCaret(_ motion: _CaretMotion, extend: Bool)
}

extension _TextEditingResponder {
    /// Turns `key` into an edit or a caret move; `false` when it is not an editing key
    /// (it then travels the responder chain).
    func _handleKey(_ key: UIKey) -> Bool {
        guard let action = _TextKeyAction(key) else { return false }
        switch action {
        case .insert(let text): insertText(text)
        case .deleteBackward: deleteBackward()
        case .deleteForward: _deleteForward()
        case .newline: _newline()
        case .move(let motion, let extend): _moveCaret(motion, extend: extend)
        }
        return true
    }
}

/// The presses an editing responder consumed (their keys were edits), so that their
/// later phases are not forwarded up the responder chain either.
struct _ConsumedPresses {
    private var presses: Set<UIPress> = []

    /// Offers each press's key to `handle`; returns the presses it did not take.
    @MainActor
    mutating func began(_ presses: Set<UIPress>, handle: (UIKey) -> Bool) -> Set<UIPress> {
        var others = Set<UIPress>()
        for press in presses {
            if let key = press.key, handle(key) { self.presses.insert(press) } else { others.insert(press) }
        }
        return others
    }

    /// The presses of a later phase to forward; `ending` forgets the consumed ones.
    mutating func others(_ presses: Set<UIPress>, ending: Bool) -> Set<UIPress> {
        let others = presses.subtracting(self.presses)
        if ending { self.presses.subtract(presses) }
        return others
    }
}
