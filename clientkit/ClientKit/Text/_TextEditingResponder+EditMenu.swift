import Foundation

/// The edit menu of text fields and text views: a long press (0.5 seconds) or a
/// secondary click makes the view the first responder and shows Cut, Copy, Paste,
/// Select and Select All — those the responder chain can perform now, see
/// `canPerformAction(_:withSender:)` — plus `UIMenuController.shared.menuItems`, as the
/// delegate's `suggestedActions` (iOS 16's `textField(_:editMenuForCharactersIn:suggestedActions:)`
/// and `textView(_:editMenuForTextIn:suggestedActions:)` may return another menu).
/// Chosen commands are sent up the responder chain from the view.
extension _TextEditingResponder where Self: UIView {
    /// Whether the view performs the standard edit action `action` now; `nil` for
    /// other actions.
    func _canPerformEditAction(_ action: Selector) -> Bool? {
        let range = _selection.range
        let length = _editedText.utf16.count
        switch action {
        case .cut: return _mayEditText && _mayCopySelection && range.length > 0
        case .copy: return _mayCopySelection && range.length > 0
        case .paste: return _mayEditText && UIPasteboard.general.hasStrings
        case .select: return range.length == 0 && length > 0
        case .selectAll: return length > 0 && range.length < length
        case .delete: return _mayEditText && range.length > 0
        default: return nil
        }
    }

    /// Selects the word at (or just before) the caret.
    func _selectWord() {
        let text = _editedText as NSString
        let caret = _selection.range.location
        let word = CharacterSet.alphanumerics
        func isWord(_ i: Int) -> Bool {
            guard i >= 0, i < text.length, let scalar = Unicode.Scalar(text.character(at: i)) else { return false }
            return word.contains(scalar)
        }
        var start = caret
        if !isWord(start), isWord(start - 1) { start -= 1 }
        guard isWord(start) else { return }
        var end = start
        while isWord(start - 1) { start -= 1 }
        while isWord(end) { end += 1 }
        _select(_TextSelection(anchor: start, focus: end))
    }

    /// Adds the recognizer that shows the edit menu.
    func _installEditMenuGesture(_ recognizer: _UIContextMenuGestureRecognizer) {
        recognizer.delaysTouchesEnded = false
        addGestureRecognizer(recognizer)
    }

    /// The press began: become the first responder and show the edit menu at `point`
    /// (the view's coordinates).
    func _showEditMenu(at point: CGPoint, delegateMenu: (NSRange, [UIMenuElement]) -> UIMenu?) {
        guard let window else { return }
        if !isFirstResponder { becomeFirstResponder() }
        let suggested = _UIEditMenu.suggestedActions(from: self)
        guard let menu = delegateMenu(_selection.range, suggested) ?? (suggested.isEmpty ? nil : UIMenu(children: suggested))
        else { return }
        let anchor = convert(CGRect(x: point.x, y: point.y - 10, width: 0, height: 20), to: nil)
        _UIEditMenu.present(menu, in: window, anchor: anchor, responder: self)
    }
}
