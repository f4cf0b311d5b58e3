import Foundation

// The UIKeyInput edits, editing sessions and key handling. The responder overrides
// that drive them (becomeFirstResponder, touchesEnded, pressesBegan, …) are in the
// class body in UITextField.swift: Swift cannot override in an extension.

extension UITextField {
    // MARK: UIKeyInput

    /// Whether the field has any text.
    public var hasText: Bool { !_text.isEmpty }

    /// Appends `text` (the insertion point is always the end), if the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` allows it; then sends
    /// `.editingChanged` and posts ``textDidChangeNotification``.
    public func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        let end = (_text as NSString).length
        _edit(NSRange(location: end, length: 0), with: text)
    }

    /// Deletes the last character (grapheme cluster), if there is one and the delegate
    /// allows it.
    public func deleteBackward() {
        guard let last = _text.last else { return }
        let length = String(last).utf16.count
        let end = (_text as NSString).length
        _edit(NSRange(location: end - length, length: length), with: "")
    }

    func _edit(_ range: NSRange, with replacement: String) {
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            return
        }
        _text = (_text as NSString).replacingCharacters(in: range, with: replacement)
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
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
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// Editing ended (the field just resigned first responder).
    func _endEditing() {
        _isEditing = false
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Return was pressed: asks the delegate; if it agrees, sends `.editingDidEndOnExit`,
    /// and when someone listens for that event the field resigns, as in UIKit.
    func _returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listened = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if listened, isFirstResponder { resignFirstResponder() }
    }

    // MARK: Keys

    /// Turns `key` into an edit; `false` when the key is not text (it then travels
    /// the responder chain).
    func _handleKey(_ key: UIKey) -> Bool {
        if key.keyCode == .keyboardDeleteOrBackspace || key.characters == "\u{8}" || key.characters == "\u{7F}" {
            deleteBackward()
            return true
        }
        if key.keyCode == .keyboardReturnOrEnter || key.keyCode.rawValue == 88 /* keypadEnter */
            || key.characters == "\r" || key.characters == "\n" {
            _returnPressed()
            return true
        }
        if !key.modifierFlags.isDisjoint(with: [.control, .command]) { return false }
        let characters = key.characters
        guard !characters.isEmpty, !characters.hasPrefix("UIKeyInput"),
              characters.unicodeScalars.allSatisfy(Self._isText) else { return false }
        insertText(characters)
        return true
    }

    /// Whether `scalar` is typed text: not a control character and not one of the
    /// private-use codes keyboards give function keys.
    private static func _isText(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return false }
        if (0xF700...0xF8FF).contains(v) { return false }
        return true
    }
}
