import Foundation

// A text view's edits, editing sessions, caret moves and UITextInput positions. The
// responder overrides that drive them are in the class body in UITextView.swift.

extension UITextView: _TextEditingResponder {
    // MARK: UIKeyInput

    /// Whether the view has any text.
    public var hasText: Bool { _storage.length > 0 }

    /// Replaces the selection with `text` (inserts it at the caret), if the view is
    /// editable and the delegate's `textView(_:shouldChangeTextIn:replacementText:)`
    /// allows it; the caret goes after it.
    public func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        _edit(_selection.range, with: text)
    }

    var _editedText: String { _storage.string }
    var _mayCopySelection: Bool { true }
    var _mayEditText: Bool { isEditable }
    func _pastable(_ text: String) -> String { text }
    func _select(_ selection: _TextSelection) { _setSelection(selection, notify: true) }

    /// Deletes the selection, or the character (grapheme cluster) before the caret.
    public func deleteBackward() {
        guard let range = _selection.rangeForDeleteBackward(in: _storage.string) else { return }
        _edit(range, with: "")
    }

    /// Delete (forward delete): deletes the selection, or the character after the caret.
    func _deleteForward() {
        guard let range = _selection.rangeForDeleteForward(in: _storage.string) else { return }
        _edit(range, with: "")
    }

    /// A user edit: asks the delegate, replaces (new characters take the attributes of
    /// the ones they replace or follow), moves the caret after the new text, then tells
    /// the delegate of the selection and of the change and posts
    /// ``textDidChangeNotification``.
    func _edit(_ range: NSRange, with replacement: String) {
        guard isEditable else { return }
        if let delegate = _textDelegate,
           !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) { return }
        _storage.replaceCharacters(in: range, with: replacement)
        let caret = range.location + (replacement as NSString).length
        _textDidChangeLayout()
        _goalX = nil
        _setSelection(_TextSelection(anchor: caret, focus: caret), notify: true, force: true)
        _textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    // MARK: Editing sessions

    func _beginEditing() {
        _isEditing = isEditable
        _textContainerView.setNeedsDisplay()
        // A selectable view that is not editable shows no caret: nothing blinks.
        guard _isEditing else { return }
        _CaretBlinker.shared.start(for: _textContainerView)
        _textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    func _endEditing() {
        let wasEditing = _isEditing
        _isEditing = false
        _CaretBlinker.shared.stop(for: _textContainerView)
        _textContainerView.setNeedsDisplay()
        guard wasEditing else { return }
        _textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Selection and caret moves

    /// Sets the selection, redraws, keeps the caret in view and (when `notify`) tells
    /// the delegate; nothing happens when it does not change, unless `force`.
    func _setSelection(_ selection: _TextSelection, notify: Bool, force: Bool = false) {
        guard force || selection != _selection else { return }
        _selection = selection
        _CaretBlinker.shared.restart()
        _textContainerView.setNeedsDisplay()
        if window != nil { scrollRectToVisible(_caretRect(at: selection.focus), animated: false) }
        if notify { _textDelegate?.textViewDidChangeSelection(self) }
    }

    /// Return inserts a newline (see `_TextEditingResponder`).
    func _newline() { insertText("\n") }

    /// A caret-moving key: Left and Right by a character; Up and Down to the line above
    /// or below at the same x (the first line's Up goes to the start, the last line's
    /// Down to the end); Home and End to the line's start and end.
    func _moveCaret(_ motion: _CaretMotion, extend: Bool) {
        let text = _storage.string
        var selection = _selection
        let layout = _layout
        let line = layout.lineIndex(containingUTF16Offset: selection.focus)
        if motion != .up && motion != .down { _goalX = nil }
        switch motion {
        case .left: selection.moveLeft(in: text, extend: extend)
        case .right: selection.moveRight(in: text, extend: extend)
        case .lineStart: selection.move(to: layout.utf16Range(ofLine: line).location, extend: extend)
        case .lineEnd:
            let range = layout.utf16Range(ofLine: line)
            selection.move(to: range.location + range.length, extend: extend)
        case .up, .down:
            let x = _goalX ?? layout.caretX(atUTF16Offset: selection.focus)
            _goalX = x
            let target = motion == .up ? line - 1 : line + 1
            if target < 0 {
                selection.move(to: 0, extend: extend)
            } else if target >= layout.lines.count {
                selection.move(to: _storage.length, extend: extend)
            } else {
                selection.move(to: _offset(onLine: target, atX: x), extend: extend)
            }
        }
        _setSelection(selection, notify: true)
    }

    /// The caret offset on line `index` nearest layout x `x`.
    func _offset(onLine index: Int, atX x: CGFloat) -> Int {
        let layout = _layout
        let rect = layout.lines[index].logicalRect
        let offset = layout.utf16Offset(nearestX: x, y: CGFloat(rect.y + rect.height / 2), in: _storage.string)
        let range = layout.utf16Range(ofLine: index)
        return Swift.max(range.location, Swift.min(offset, range.location + range.length))
    }

    /// The caret offset nearest `point` (the view's coordinates, which are the content's).
    func _offset(nearest point: CGPoint) -> Int {
        let layout = _layout
        let origin = _textOrigin
        let y = point.y - origin.y
        var line = layout.lines.count - 1
        for (i, candidate) in layout.lines.enumerated() where y < CGFloat(candidate.logicalRect.y + candidate.logicalRect.height) {
            line = i
            break
        }
        return _offset(onLine: Swift.max(0, line), atX: point.x - origin.x)
    }

    // MARK: UITextInput

    public var selectedTextRange: UITextRange? {
        get { _TextPositions.range(_selection.range) }
        set { if let newValue { selectedRange = newValue._nsRange } }
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(_offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(_offset: _storage.length) }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        _TextPositions.position(in: _storage.string, from: position, offset: offset)
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _TextPositions.range(in: _storage.string, from: fromPosition, to: toPosition)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition._offset - from._offset
    }

    public func text(in range: UITextRange) -> String? {
        _TextPositions.text(in: _storage.string, range: range)
    }
}
