import Foundation

// The UIKeyInput edits, editing sessions and key handling. The responder overrides
// that drive them (becomeFirstResponder, touchesEnded, pressesBegan, …) are in the
// class body in UITextField.swift: Swift cannot override in an extension.

extension UITextField {
    // MARK: UIKeyInput

    /// Whether the field has any text.
    public var hasText: Bool { !_text.isEmpty }

    /// Replaces the selection with `text` (inserts it at the caret), if the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` allows it; then sends
    /// `.editingChanged` and posts ``textDidChangeNotification``. The caret goes after
    /// the inserted text.
    public func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        _edit(_selection.range, with: text)
    }

    /// Deletes the selection, or the character (grapheme cluster) before the caret, if
    /// there is one and the delegate allows it.
    public func deleteBackward() {
        guard let range = _selection.rangeForDeleteBackward(in: _text) else { return }
        _edit(range, with: "")
    }

    /// Delete (forward delete): deletes the selection, or the character after the caret.
    func _deleteForward() {
        guard let range = _selection.rangeForDeleteForward(in: _text) else { return }
        _edit(range, with: "")
    }

    func _edit(_ range: NSRange, with replacement: String) {
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            return
        }
        _text = (_text as NSString).replacingCharacters(in: range, with: replacement)
        let caret = range.location + (replacement as NSString).length
        _selection = _TextSelection(anchor: caret, focus: caret)
        _CaretBlinker.shared.restart()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        _overlaysChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: Editing sessions

    /// Editing began (the field just became first responder).
    func _beginEditing() {
        if clearsOnBeginEditing, !_text.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            _text = ""
            invalidateIntrinsicContentSize()
        }
        _isEditing = true
        _overlaysChanged()
        _selection = _TextSelection(anchor: _text.utf16.count, focus: _text.utf16.count)
        _CaretBlinker.shared.start(for: self)
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended (the field just resigned first responder).
    func _endEditing() {
        _isEditing = false
        _overlaysChanged()
        _CaretBlinker.shared.stop(for: self)
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Return was pressed (see `_TextEditingResponder`): asks the delegate; if it agrees, sends `.editingDidEndOnExit`,
    /// and when someone listens for that event the field resigns, as in UIKit.
    func _newline() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listened = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if listened, isFirstResponder { resignFirstResponder() }
    }
}
