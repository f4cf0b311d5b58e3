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
    /// The whole text, and the selection in it.
    var _editedText: String { get }
    var _selection: _TextSelection { get }
    /// Selects `selection` (telling the delegate as a user's change does).
    func _select(_ selection: _TextSelection)
    /// Replaces `range` as typing does (asking the delegate; nothing when not editable).
    func _edit(_ range: NSRange, with replacement: String)
    /// Whether the selection may leave through the pasteboard (not from a secure field).
    var _mayCopySelection: Bool { get }
    /// Whether the text may change (a read-only text view's may not).
    var _mayEditText: Bool { get }
    /// What pasted text becomes (a one-line field turns line breaks into spaces).
    func _pastable(_ text: String) -> String
    // The standard edit actions, so that a subclass's overrides get the keys.
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

extension _TextEditingResponder {
    /// Turns `key` into an edit or a caret move; `false` when it is not an editing key
    /// (it then travels the responder chain).
    func _handleKey(_ key: UIKey) -> Bool {
        if _handleEditShortcut(key) { return true }
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

    /// Control- (or Command-) X, C, V and A: cut, copy, paste and select all, sent as
    /// the standard edit actions (so a subclass that overrides `paste(_:)` gets it).
    private func _handleEditShortcut(_ key: UIKey) -> Bool {
        let flags = key.modifierFlags
        guard !flags.isDisjoint(with: [.control, .command]), !flags.contains(.alternate) else { return false }
        switch key.keyCode {
        case .keyboardX: cut(nil)
        case .keyboardC: copy(nil)
        case .keyboardV: paste(nil)
        case .keyboardA: selectAll(nil)
        default: return false
        }
        return true
    }

    // MARK: The standard edit actions on text

    /// The selected text, if any may be copied.
    private var _copyableSelection: String? {
        let range = _selection.range
        guard _mayCopySelection, range.length > 0 else { return nil }
        return (_editedText as NSString).substring(with: range)
    }

    func _copySelection() {
        guard let text = _copyableSelection else { return }
        UIPasteboard.general.string = text
    }

    func _cutSelection() {
        guard _mayEditText, let text = _copyableSelection else { return }
        UIPasteboard.general.string = text
        _edit(_selection.range, with: "")
    }

    func _pasteText() {
        guard _mayEditText, let text = UIPasteboard.general.string.map(_pastable), !text.isEmpty else { return }
        _edit(_selection.range, with: text)
    }

    func _selectAllText() {
        _select(_TextSelection(anchor: 0, focus: _editedText.utf16.count))
    }

    func _deleteSelection() {
        let range = _selection.range
        guard _mayEditText, range.length > 0 else { return }
        _edit(range, with: "")
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
