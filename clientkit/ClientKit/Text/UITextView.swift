import Foundation

/// Scrollable, multi-line, editable and selectable text, as UIKit's `UITextView`.
///
/// The text wraps at the view's width less ``textContainerInset`` (default 8 points
/// above and below, as UIKit) and a line fragment padding of 5 points each side; the
/// content size follows the text's height, so long text scrolls. A tap makes an
/// editable view the first responder (asking the delegate's
/// `textViewShouldBeginEditing(_:)`) and puts the caret at the character nearest the
/// tap. While editing, keys edit at the caret: characters, Return (a newline),
/// Backspace and Delete, through `textView(_:shouldChangeTextIn:replacementText:)`;
/// arrows move by character and line (Up and Down keep the caret's x), Home and End
/// go to the line's start and end, Shift extends the selection. The view scrolls to
/// keep the caret in view. See `UITextView+Editing.swift`.
///
/// Defaults as UIKit's: text `""`, `nil` font meaning the system font at 12 points,
/// black text, `.natural` alignment, editable and selectable.
///
/// Differences from UIKit: no copy and paste, no input methods, no data detectors,
/// no selection by dragging (a drag scrolls); ``font``, ``textColor`` and
/// ``textAlignment`` apply to the whole text (attributed text keeps its own fonts and
/// colours until they are set). Setting ``selectedRange`` from code does not call
/// `textViewDidChangeSelection(_:)`.
@MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Posted (object: the view) when a text view begins editing.
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the view) after each user edit of a text view's text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the view) when a text view ends editing.
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The space between a line fragment's edges and its text (UIKit's
    /// `NSTextContainer.lineFragmentPadding` default).
    static let _lineFragmentPadding: CGFloat = 5

    /// The text and its attributes (characters without a font or colour use ``font``
    /// and ``textColor``).
    var _storage = NSMutableAttributedString(string: "")
    var _selection = _TextSelection()
    var _isEditing = false
    /// The x Up and Down keep while they move the caret line to line.
    var _goalX: CGFloat?
    var _consumedPresses = _ConsumedPresses()
    private var _cachedLayout: _TextLayout?
    /// ``linkTextAttributes`` when set (`nil`: the default).
    var _linkAttributes: [NSAttributedString.Key: Any]?
    /// Draws the text, the selection and the caret; as tall as the content.
    let _textContainerView = _UITextContainerView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configure()
    }

    private func _configure() {
        _installEditMenuGesture(_UIContextMenuGestureRecognizer { [weak self] press in
            guard press.state == .began, let self else { return }
            self._showEditMenu(at: press.location(in: self)) { range, suggested in
                _textDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggested)
            }
        })
        _UIAppearanceRegistry.untracked { backgroundColor = .white }
        _textContainerView.textView = self
        _textContainerView.isUserInteractionEnabled = false
        addSubview(_textContainerView)
        _textDidChangeLayout()
    }

    // MARK: Text and style

    /// The text. Setting it skips the delegate and moves the caret to the end, as in
    /// UIKit; `nil` stores `""`.
    /// Whether the font follows the user's text size (`UIContentSizeCategoryAdjusting`).
    /// Kept: apps here have one text size. Default `false`.
    open var adjustsFontForContentSizeCategory = false

    open var text: String! {
        get { _storage.string }
        set {
            _storage = NSMutableAttributedString(string: newValue ?? "")
            _selection = _TextSelection(anchor: _storage.length, focus: _storage.length)
            _textDidChangeLayout()
        }
    }

    /// The text with its attributes. Setting it keeps them (``font`` and ``textColor``
    /// fill in where it has none).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: _storage) }
        set {
            _storage = NSMutableAttributedString(attributedString: newValue ?? NSAttributedString(string: ""))
            _selection = _TextSelection(anchor: _storage.length, focus: _storage.length)
            _textDidChangeLayout()
        }
    }

    /// The font of the whole text; `nil` (the default) means the system font at 12
    /// points, as UIKit's text view. Setting it removes the text's own fonts.
    open var font: UIFont? {
        didSet {
            _noteAppearance(\UITextView.font)
            _storage.removeAttribute(NSAttributedString.Key.font, range: NSRange(location: 0, length: _storage.length))
            _textDidChangeLayout()
        }
    }

    /// The colour of the whole text; `nil` (the default) means black. Setting it removes
    /// the text's own colours.
    open var textColor: UIColor? {
        didSet {
            _noteAppearance(\UITextView.textColor)
            _storage.removeAttribute(NSAttributedString.Key.foregroundColor, range: NSRange(location: 0, length: _storage.length))
            _textDidChangeLayout()
        }
    }

    /// How lines are aligned. Default `.natural` (left, or the attributed text's
    /// paragraph style).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { _textDidChangeLayout() } }
    }

    /// Whether the user can edit the text. Default `true`.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    /// Whether the user can select text (and place the caret). Default `true`.
    open var isSelectable = true

    // MARK: Text input traits (stored; see UITextInputTraits)

    /// Whether the text is hidden as it is typed (stored only for a text view). Default `false`.
    open var isSecureTextEntry = false

    /// When to capitalize automatically (stored only). Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether to autocorrect (stored only). Default `.default`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether to check spelling (stored only). Default `.default`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard to show (stored only: there is no on-screen keyboard). Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's appearance (stored only). Default `.default`.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The Return key's title (stored only). Default `.default`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether Return is disabled while there is no text (stored only). Default `false`.
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill (stored only). Default `nil`.
    open var textContentType: UITextContentType!
    /// Smart quotes (stored only). Default `.default`.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Smart dashes (stored only). Default `.default`.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Smart insert and delete (stored only). Default `.default`.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// A view to show instead of the system keyboard when editing (stored only: ClientKit
    /// shows no keyboard and does not present it). Default `nil`.
    open override var inputView: UIView? {
        get { _inputViews.input }
        set { _inputViews.input = newValue }
    }
    /// A view to show above the keyboard when editing (stored only). Default `nil`.
    open override var inputAccessoryView: UIView? {
        get { _inputViews.accessory }
        set { _inputViews.accessory = newValue }
    }
    private var _inputViews: (input: UIView?, accessory: UIView?) = (nil, nil)

    /// The space around the text inside the content. Default (8, 0, 8, 0), as UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { _textDidChangeLayout() } }
    }

    /// The selection as UTF-16 offsets; setting it clamps to the text.
    open var selectedRange: NSRange {
        get { _selection.range }
        set {
            let length = _storage.length
            let start = Swift.max(0, Swift.min(newValue.location, length))
            let requestedEnd: Int = newValue.location + Swift.max(0, newValue.length)
            let end: Int = Swift.max(start, Swift.min(requestedEnd, length))
            _setSelection(_TextSelection(NSRange(location: start, length: end - start), in: _storage.string),
                          notify: false)
        }
    }

    /// Whether the view is editing (it is the first responder and editable).
    open var isEditing: Bool { _isEditing }

    /// The delegate as a text view delegate (the scroll view's `delegate`, when it conforms).
    var _textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: Layout

    /// The font used where the text has none.
    var _defaultFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The text laid out at the view's width (cached until the text, style or width
    /// changes).
    var _layout: _TextLayout {
        if let cached = _cachedLayout { return cached }
        let layout = _TextLayout(_displayedText, defaultFont: _defaultFont, defaultColor: textColor ?? .black,
                                 width: Swift.max(1, _textWidth),
                                 alignment: textAlignment == .natural ? nil : textAlignment)
        _cachedLayout = layout
        return layout
    }

    /// The width lines wrap at.
    var _textWidth: CGFloat {
        bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self._lineFragmentPadding
    }

    /// Where the layout's top-left corner is in content coordinates.
    var _textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + Self._lineFragmentPadding, y: textContainerInset.top)
    }

    /// The text's height: its lines', at least one line of the font.
    var _textHeight: CGFloat {
        let layout = _layout
        let lines = CGFloat(layout.lines.last.map { $0.logicalRect.y + $0.logicalRect.height } ?? 0)
        return Swift.max(lines, _defaultFont.lineHeight).rounded(.up)
    }

    /// The text, its style or the width changed: a new layout, content size and drawing.
    func _textDidChangeLayout() {
        _cachedLayout = nil
        let height = textContainerInset.top + _textHeight + textContainerInset.bottom
        contentSize = CGSize(width: bounds.width, height: height)
        _textContainerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Swift.max(height, bounds.height))
        _textContainerView.setNeedsDisplay()
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldWidth = super.frame.width
            super.frame = newValue
            if newValue.width != oldWidth { _textDidChangeLayout() }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.size
            super.bounds = newValue
            if newValue.size != old { _textDidChangeLayout() }
        }
    }

    /// The caret's rectangle in content coordinates, before UTF-16 `offset`.
    func _caretRect(at offset: Int) -> CGRect {
        let caret = _layout.caretRect(atUTF16Offset: offset)
        let origin = _textOrigin
        let height = caret.height > 0 ? caret.height : _defaultFont.lineHeight
        return CGRect(x: (origin.x + caret.minX).rounded(), y: origin.y + caret.minY,
                      width: UITextField._caretWidth, height: height.rounded(.up))
    }

    // MARK: Responder (editing is in UITextView+Editing.swift)

    /// An editable or selectable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts editing: asks the delegate's `textViewShouldBeginEditing(_:)` (when
    /// editable), becomes first responder, then tells the delegate and posts
    /// ``textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let delegate = _textDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        _beginEditing()
        return true
    }

    /// Ends editing: asks the delegate's `textViewShouldEndEditing(_:)` (not when
    /// `endEditing(true)` forces it), resigns, then tells the delegate and posts
    /// ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if _isEditing, !UIResponder._isForcingResignation, let delegate = _textDelegate,
           !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }

    /// A tap (a touch lifted without scrolling) makes the view first responder and puts
    /// the caret at the character nearest it; in a selectable, non-editable view, a tap
    /// on a link runs its action instead (see ``linkTextAttributes``).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isSelectable || isEditable, !isDragging, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if _handleLinkTap(at: point) { return }
        if !isFirstResponder, !becomeFirstResponder() { return }
        let offset = _offset(nearest: point)
        _setSelection(_TextSelection(anchor: offset, focus: offset), notify: true)
    }

    /// Links follow the tint colour (the default ``linkTextAttributes``).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _linkAttributes == nil, _storage.length > 0 { _textDidChangeLayout() }
    }

    // MARK: Standard edit actions

    /// Puts the selection on the general pasteboard and removes it (when editable).
    open override func cut(_ sender: Any?) { _cutSelection() }
    /// Puts the selection on the general pasteboard (editable or only selectable).
    open override func copy(_ sender: Any?) { _copySelection() }
    /// Replaces the selection with the general pasteboard's text (when editable),
    /// asking the delegate as typing does.
    open override func paste(_ sender: Any?) { _pasteText() }
    /// Selects the whole text.
    open override func selectAll(_ sender: Any?) { _selectAllText() }
    /// Removes the selection (when editable).
    open override func delete(_ sender: Any?) { _deleteSelection() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { _selectWord() }

    /// For the standard edit actions, whether they apply now (cut and copy need a
    /// selection, and not in a secure field; paste needs text on the pasteboard and an
    /// editable view; select needs a caret in text; select all needs text not all
    /// selected); other actions as `UIResponder` answers.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        _canPerformEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFirstResponder else { return super.pressesBegan(presses, with: event) }
        let others = _consumedPresses.began(presses, handle: _handleKey)
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = _consumedPresses.others(presses, ending: false)
        if !others.isEmpty { super.pressesChanged(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = _consumedPresses.others(presses, ending: true)
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = _consumedPresses.others(presses, ending: true)
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }
}
