import Foundation

// The caret and selection of a text field: UITextInput's positions and ranges, and
// the keys that move the caret. Edits at the caret are in UITextField+Editing.swift.

extension UITextField: UITextInput, _TextEditingResponder {
    /// The selection; an empty range is the caret. Setting it (clamped to the text,
    /// fitted to whole characters) moves the caret without an edit.
    public var selectedTextRange: UITextRange? {
        get { _TextPositions.range(_selection.range) }
        set {
            guard let newValue else { return }
            let length = _text.utf16.count
            let start = Swift.max(0, Swift.min(newValue.start._offset, length))
            let end = Swift.max(start, Swift.min(newValue.end._offset, length))
            _setSelection(_TextSelection(NSRange(location: start, length: end - start), in: _text))
        }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(_offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(_offset: _text.utf16.count) }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        _TextPositions.position(in: _text, from: position, offset: offset)
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _TextPositions.range(in: _text, from: fromPosition, to: toPosition)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition._offset - from._offset
    }

    public func text(in range: UITextRange) -> String? {
        _TextPositions.text(in: _text, range: range)
    }

    var _editedText: String { _text }
    var _mayCopySelection: Bool { !isSecureTextEntry }
    var _mayEditText: Bool { true }
    func _pastable(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
    func _select(_ selection: _TextSelection) { _setSelection(selection) }

    func _setSelection(_ selection: _TextSelection) {
        guard selection != _selection else { return }
        _selection = selection
        _CaretBlinker.shared.restart()
        setNeedsDisplay()
    }

    /// A caret-moving key: Left and Right by a character; Home and Up to the start, End
    /// and Down to the end (one line). With Shift the selection's far end moves.
    func _moveCaret(_ motion: _CaretMotion, extend: Bool) {
        var selection = _selection
        switch motion {
        case .left: selection.moveLeft(in: _text, extend: extend)
        case .right: selection.moveRight(in: _text, extend: extend)
        case .up, .lineStart: selection.move(to: 0, extend: extend)
        case .down, .lineEnd: selection.move(to: _text.utf16.count, extend: extend)
        }
        _setSelection(selection)
    }
}
