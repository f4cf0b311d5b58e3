import Foundation

/// A single line of editable text, as UIKit's `UITextField`.
///
/// Tapping the field makes it the first responder (asking the delegate's
/// `textFieldShouldBeginEditing(_:)`); while it is, it shows a caret after the text
/// and turns key presses into edits: characters into ``insertText(_:)``, Backspace into
/// ``deleteBackward()``, Return into the delegate's `textFieldShouldReturn(_:)` (the
/// app resigns the field there if it wants to). Edits go through
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, then send
/// `.editingChanged` and post ``textDidChangeNotification``. See
/// `UITextField+Editing.swift`.
///
/// Defaults as UIKit's: text `""`, no placeholder, system font at 17 points (DejaVu
/// Sans), black text, `.natural` alignment, `.none` border.
///
/// The caret and selection (``selectedTextRange``) move with the arrow keys, Home and
/// End (Up and Down go to the start and end), Shift extending the selection, a grapheme
/// cluster at a time; typing replaces the selection; Delete deletes forward. See
/// `UITextField+Selection.swift`. The caret blinks (0.5 s on, 0.5 s off) from the
/// display link while the field edits; the selection is tinted as iOS's.
///
/// Differences from UIKit: no copy and paste, no input methods, no selection by
/// dragging; the caret and the selection (at 20% opacity) are drawn in the ``tintColor``;
/// text wider than the field is scrolled to keep the caret in view while editing and
/// truncated with "…" otherwise. Borders are drawn
/// simply: `.line` one black pixel, `.bezel` one dark gray pixel, `.roundedRect` a
/// white rounded rectangle with a light gray edge.
@MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The border around a text field (`UITextField.BorderStyle`, UIKit's raw values).
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// Posted (object: the field) when a field begins editing.
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each user edit of a field's text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when a field ends editing.
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The selection's opacity over the tint colour, as iOS.
    static let _selectionAlpha: CGFloat = 0.2
    /// UIKit's `.placeholderText` in light mode.
    static let _placeholderColor = UIColor(red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0, alpha: 0.3)
    /// The caret's width in points.
    static let _caretWidth: CGFloat = 2

    var _text = ""
    /// The selection or caret (UTF-16 offsets in `_text`); see UITextField+Selection.swift.
    var _selection = _TextSelection()
    var _isEditing = false
    /// Presses whose keys the field consumed; their later phases are not forwarded.
    var _consumedPresses = _ConsumedPresses()

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
                delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggested)
            }
        })
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: Text and style

    /// The text. Setting it sends no actions or notifications and skips the delegate, as
    /// in UIKit; setting `nil` stores `""`. Default `""`.
    /// Whether the font follows the user's text size (`UIContentSizeCategoryAdjusting`).
    /// Kept: apps here have one text size. Default `false`.
    open var adjustsFontForContentSizeCategory = false

    open var text: String? {
        get { _text }
        set {
            let text = newValue ?? ""
            guard text != _text else { return }
            _text = text
            _selection = _TextSelection(anchor: text.utf16.count, focus: text.utf16.count)
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
            _overlaysChanged()
        }
    }

    /// A hint drawn in a light gray when the text is empty. Default `nil`.
    open var placeholder: String? {
        didSet {
            guard placeholder != oldValue, _text.isEmpty else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font of the text and placeholder; `nil` restores the system font at 17 points.
    open var font: UIFont! {
        get { _font }
        set {
            defer { _noteAppearance(\UITextField.font) }
            let font = newValue ?? .systemFont(ofSize: 17)
            guard font != _font else { return }
            _font = font
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    private var _font: UIFont = .systemFont(ofSize: 17)

    /// The colour of the text; `nil` restores black.
    open var textColor: UIColor! {
        get { _textColor }
        set {
            defer { _noteAppearance(\UITextField.textColor) }
            let color = newValue ?? .black
            guard color != _textColor else { return }
            _textColor = color
            setNeedsDisplay()
        }
    }
    private var _textColor: UIColor = .black

    /// How the text is aligned in the field. Default `.natural` (left).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// The border drawn around the field. Default `.none`.
    open var borderStyle: BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether beginning to edit removes the old text (asking the delegate's
    /// `textFieldShouldClear(_:)`). Default `false`.
    open var clearsOnBeginEditing = false

    // MARK: Overlay views (see UITextField+Overlays.swift)

    /// When an overlay view or the clear button is shown (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// When the clear button (a gray circled cross at the trailing edge, shown only while
    /// there is text) appears; tapping it empties the field. Default `.never`.
    open var clearButtonMode: ViewMode = .never {
        didSet { _overlaysChanged() }
    }

    /// A view at the leading edge (an icon, a label), at its own frame's size, vertically
    /// centred; the text starts after it. Default `nil`.
    open var leftView: UIView? {
        didSet { _overlayView(replaced: oldValue, with: leftView) }
    }

    /// When ``leftView`` is shown. Default `.never`.
    open var leftViewMode: ViewMode = .never {
        didSet { _overlaysChanged() }
    }

    /// A view at the trailing edge, at its own frame's size, vertically centred; the text
    /// ends before it (and the clear button sits before it). Default `nil`.
    open var rightView: UIView? {
        didSet { _overlayView(replaced: oldValue, with: rightView) }
    }

    /// When ``rightView`` is shown. Default `.never`.
    open var rightViewMode: ViewMode = .never {
        didSet { _overlaysChanged() }
    }

    /// The clear button, made when first shown.
    var _clearButton: _UITextFieldClearButton?

    /// Places the overlay views and the clear button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutOverlays()
    }

    /// Whether the text is shown as bullets. Default `false`.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
    }

    // MARK: Text input traits (stored; see UITextInputTraits)

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

    /// The delegate, held weakly.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is editing (it is the first responder).
    open var isEditing: Bool { _isEditing }

    /// The caret and the selection take the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _isEditing { setNeedsDisplay() }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    // MARK: Responder (the editing itself is in UITextField+Editing.swift)

    /// A field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: asks the delegate's `textFieldShouldBeginEditing(_:)`, becomes
    /// first responder, then tells the delegate, sends `.editingDidBegin` and posts
    /// ``textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        _beginEditing()
        return true
    }

    /// Ends editing: asks the delegate's `textFieldShouldEndEditing(_:)` (not when
    /// `endEditing(true)` forces it), resigns, then tells the delegate, sends
    /// `.editingDidEnd` and posts ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !UIResponder._isForcingResignation, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _endEditing()
        return true
    }

    /// Tracks the touch as a control does; a touch lifted inside the field makes it the
    /// first responder.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, !isFirstResponder,
              touches.contains(where: { bounds.contains($0.location(in: self)) }) else { return }
        becomeFirstResponder()
    }

    /// While first responder, keys that type text, Backspace and Return are consumed
    /// (see `UITextField+Editing.swift`); other presses travel the responder chain.
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

    // MARK: Standard edit actions

    /// Puts the selection on the general pasteboard and removes it (not from a secure
    /// field, as in UIKit).
    open override func cut(_ sender: Any?) { _cutSelection() }
    /// Puts the selection on the general pasteboard (not from a secure field).
    open override func copy(_ sender: Any?) { _copySelection() }
    /// Replaces the selection with the general pasteboard's text, line breaks turned
    /// into spaces (the field has one line), asking the delegate as typing does.
    open override func paste(_ sender: Any?) { _pasteText() }
    /// Selects the whole text.
    open override func selectAll(_ sender: Any?) { _selectAllText() }
    /// Removes the selection.
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

    // MARK: Geometry

    /// The space between the border and the text, per side.
    private var _insets: (dx: CGFloat, dy: CGFloat) {
        switch borderStyle {
        case .none: (0, 0)
        case .line, .bezel: (3, 2)
        case .roundedRect: (7, 2)
        }
    }

    /// The rectangle the text is drawn in: the bounds inset for the border.
    /// Less the shown overlay views and clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        _textArea(forBounds: bounds, inset: bounds.insetBy(dx: _insets.dx, dy: _insets.dy))
    }

    /// The rectangle the placeholder is drawn in: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The rectangle the text is drawn in while editing: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the left view goes: at the leading edge, its frame's size, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    /// Where the right view goes: at the trailing edge, its frame's size, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: (bounds.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// Where the clear button goes: a 19-point circle before the right view (if shown),
    /// else inside the border's trailing inset.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self._clearButtonSide
        let trailing = _showsRightView ? rightViewRect(forBounds: bounds).minX - Self._overlaySpacing
            : bounds.maxX - Swift.max(_textInsets.dx, 5)
        return CGRect(x: trailing - side, y: (bounds.midY - side / 2).rounded(), width: side, height: side)
    }

    /// The text's width and one line's height plus the border's insets, rounded up.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _size(fitting: _displayText)
    }

    /// The natural size for Auto Layout: ``sizeThatFits(_:)`` of the text, or of the
    /// placeholder while the text is empty. It changes with the text, placeholder, font and
    /// border style.
    open override var intrinsicContentSize: CGSize {
        _size(fitting: _text.isEmpty ? (placeholder ?? "") : _displayText)
    }

    private func _size(fitting string: String) -> CGSize {
        let layout = _layout(for: string, color: _textColor, width: nil)
        let lineHeight = CGFloat(layout.lines.first.map { $0.logicalRect.y + $0.logicalRect.height } ?? 0)
        return CGSize(width: (layout.usedSize.width + Self._caretWidth).rounded(.up) + 2 * _insets.dx + _overlayWidth,
                      height: Swift.max(lineHeight.rounded(.up) + 2 * _insets.dy, _overlayHeight))
    }

    /// The insets around the text (see `textRect(forBounds:)`), for baselines.
    var _textInsets: (dx: CGFloat, dy: CGFloat) { _insets }

    // MARK: Drawing

    /// Draws the border, then the text (or the placeholder when the text is empty), then
    /// the caret while editing.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _drawBorder(in: context)
        let area = _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if _isEditing, let selection = _selectionRect(in: area) {
            context.setFillColor(tintColor.withAlphaComponent(Self._selectionAlpha).cgColor)
            context.fill(selection)
        }
        if _text.isEmpty {
            if placeholder?.isEmpty == false {
                drawPlaceholder(in: placeholderRect(forBounds: bounds))
            }
        } else {
            drawText(in: area)
        }
        if _isEditing, _selection.range.length == 0, _CaretBlinker.shared.isCaretVisible(in: self) {
            let caret = _caretRect(in: area)
            context.setFillColor(tintColor.cgColor)
            context.fill(caret)
        }
    }

    /// Draws the text in `rect`, vertically centred. Override to change the drawing.
    open func drawText(in rect: CGRect) {
        _draw(_displayText, color: isEnabled ? _textColor : _textColor.withAlphaComponent(0.5), in: rect)
    }

    /// Draws the placeholder in `rect`, vertically centred, in a light gray.
    open func drawPlaceholder(in rect: CGRect) {
        _draw(placeholder ?? "", color: Self._placeholderColor, in: rect)
    }

    /// The text as displayed: bullets when secure.
    var _displayText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: _text.count) : _text
    }

    /// A one-line layout of `string`: unlimited while editing (the view scrolls it),
    /// else truncated at `width`.
    func _layout(for string: String, color: UIColor, width: CGFloat?) -> _TextLayout {
        _TextLayout(NSAttributedString(string: string), defaultFont: _font, defaultColor: color,
                    width: width, maximumNumberOfLines: 1, alignment: textAlignment,
                    lineBreakMode: .byTruncatingTail)
    }

    /// Where a one-line layout of width `used` and line height `lineHeight` goes in
    /// `rect`: vertically centred (rounded down to a pixel); while editing, aligned by
    /// hand and scrolled left so that the end and then the caret stay in view.
    func _origin(of layout: _TextLayout, in rect: CGRect) -> CGPoint {
        let lineHeight = CGFloat(layout.lines.first.map { $0.logicalRect.y + $0.logicalRect.height } ?? 0)
        let y = rect.minY + ((rect.height - lineHeight) / 2).rounded(.down)
        guard _isEditing else { return CGPoint(x: rect.minX, y: y) }
        let free = rect.width - layout.usedSize.width - Self._caretWidth
        let x: CGFloat
        if free < 0 {
            let caret = layout.caretX(atUTF16Offset: _displayOffset(_selection.focus))
            x = rect.minX + Swift.max(free, Swift.min(0, -caret))
        } else {
            switch textAlignment {
            case .center: x = rect.minX + (free / 2).rounded(.down)
            case .right: x = rect.minX + free
            default: x = rect.minX
            }
        }
        return CGPoint(x: x, y: y)
    }

    private func _draw(_ string: String, color: UIColor, in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = _layout(for: string, color: color, width: _isEditing ? nil : rect.width)
        context.saveGState()
        context.clip(to: rect.insetBy(dx: 0, dy: -rect.height))
        layout.draw(in: context, at: _origin(of: layout, in: rect))
        context.restoreGState()
    }

    /// The caret: a bar ``_caretWidth`` wide before the character at the selection's
    /// focus, as tall as a line, at the x the layout that draws the text gives.
    func _caretRect(in rect: CGRect) -> CGRect {
        let layout = _layout(for: _displayText, color: _textColor, width: nil)
        let origin = _origin(of: layout, in: rect)
        let lineHeight = CGFloat(layout.lines.first.map { $0.logicalRect.y + $0.logicalRect.height } ?? 0)
        let x = layout.caretX(atUTF16Offset: _displayOffset(_selection.focus))
        return CGRect(x: (origin.x + x).rounded(), y: origin.y, width: Self._caretWidth,
                      height: lineHeight.rounded(.up))
    }

    /// The selected text's rectangle (nil when the selection is empty).
    func _selectionRect(in rect: CGRect) -> CGRect? {
        let range = _selection.range
        guard range.length > 0 else { return nil }
        let layout = _layout(for: _displayText, color: _textColor, width: nil)
        let origin = _origin(of: layout, in: rect)
        let lineHeight = CGFloat(layout.lines.first.map { $0.logicalRect.y + $0.logicalRect.height } ?? 0)
        let a = layout.caretX(atUTF16Offset: _displayOffset(range.location))
        let b = layout.caretX(atUTF16Offset: _displayOffset(range.location + range.length))
        return CGRect(x: origin.x + Swift.min(a, b), y: origin.y, width: abs(b - a), height: lineHeight.rounded(.up))
    }

    /// The offset in ``_displayText`` of UTF-16 `offset` of the text (secure text shows
    /// one bullet, one UTF-16 unit, per character).
    func _displayOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        return _GraphemeBoundaries(_text).offsets.firstIndex { $0 >= offset } ?? _text.count
    }

    private func _drawBorder(in context: CGContext) {
        let r = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            break
        case .line:
            context.setFillColor(UIColor.black.cgColor)
            UIRectFrame(r)
        case .bezel:
            context.setFillColor(UIColor.darkGray.cgColor)
            UIRectFrame(r)
        case .roundedRect:
            let path = UIBezierPath(roundedRect: r.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }
}
