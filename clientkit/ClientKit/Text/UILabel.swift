import Foundation

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// The text is drawn in ``draw(_:)`` through ``drawText(in:)``, vertically centred
/// in the bounds, aligned horizontally by ``textAlignment``, wrapped and truncated by
/// ``numberOfLines`` and ``lineBreakMode``. The label redraws only when its text or a
/// style property changes to a different value, and its `contentMode` is `.redraw`, so
/// a size change lays the text out again.
///
/// Defaults as UIKit's: system font at 17 points (DejaVu Sans in ClientKit, see
/// ``UIFont``), `UIColor.label` text (black: there is no dark mode), `.natural` alignment, one
/// line, `.byTruncatingTail`, not opaque, no background, user interaction disabled.
///
/// Differences from UIKit: the text's vertical offset is rounded down to a whole
/// pixel so glyphs stay sharp at scale 1; a disabled label draws its text colour at
/// half its alpha (UIKit uses a system gray); ``adjustsFontSizeToFitWidth`` shrinks
/// one-line labels only. A shadow (``shadowColor``) is a sharp copy
/// of the text (UIKit's label shadow has no blur either).
@MainActor
open class UILabel: UIView {
    private var _text: String?
    /// Set when the text was given as an attributed string; the label's style
    /// properties then fill in only the attributes it lacks.
    private var _attributed: NSAttributedString?
    private var _font: UIFont = .systemFont(ofSize: 17)
    private var _textColor: UIColor = .label

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configure()
    }

    private func _configure() {
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    // MARK: Text

    /// The text shown. Setting it replaces any ``attributedText``. Default `nil`.
    open var text: String? {
        get { _attributed?.string ?? _text }
        set {
            guard newValue != text || _attributed != nil else { return }
            _text = newValue
            _attributed = nil
            _textChanged()
        }
    }

    /// The text shown, with attributes. Setting it also sets ``text`` to its string and
    /// ``font``, ``textColor``, ``textAlignment`` and ``lineBreakMode`` to the attributes
    /// at its start; setting those afterwards applies them to the whole string. Reading
    /// it after setting ``text`` gives the text with the label's style. Default `nil`.
    open var attributedText: NSAttributedString? {
        get {
            if let _attributed { return _attributed }
            return _text.map { NSAttributedString(string: $0, attributes: _styleAttributes) }
        }
        set {
            guard let newValue else {
                _attributed = nil
                _text = nil
                _textChanged()
                return
            }
            if let _attributed, _attributed.isEqual(to: newValue) { return }
            _attributed = NSAttributedString(attributedString: newValue)
            _text = newValue.string
            if newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = first[.font] as? UIFont { _font = font }
                if let color = first[.foregroundColor] as? UIColor { _textColor = color }
                if let style = first[.paragraphStyle] as? NSParagraphStyle {
                    _textAlignment = style.alignment
                    _lineBreakMode = style.lineBreakMode
                }
            }
            _textChanged()
        }
    }

    // MARK: Style

    /// The font of the text; setting `nil` restores the default, the system font at 17
    /// points.
    open var font: UIFont! {
        get { _font }
        set {
            defer { _noteAppearance(\UILabel.font) }
            let font = newValue ?? .systemFont(ofSize: 17)
            guard font != _font else { return }
            _font = font
            _applyToAttributed(.font, font)
            _textChanged()
        }
    }

    /// The colour of the text; setting `nil` restores the default, `UIColor.label` (as in
    /// UIKit: the system's label colour, black here, where there is no dark mode).
    open var textColor: UIColor! {
        get { _textColor }
        set {
            defer { _noteAppearance(\UILabel.textColor) }
            let color = newValue ?? .label
            guard color != _textColor else { return }
            _textColor = color
            _applyToAttributed(.foregroundColor, color)
            _styleChanged()
        }
    }

    private var _textAlignment: NSTextAlignment = .natural
    /// How lines are aligned horizontally in the bounds. Default `.natural` (left).
    open var textAlignment: NSTextAlignment {
        get { _textAlignment }
        set {
            guard newValue != _textAlignment else { return }
            _textAlignment = newValue
            _styleChanged()
        }
    }

    private var _lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// How lines break and how text that does not fit ends. Default `.byTruncatingTail`.
    open var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set {
            guard newValue != _lineBreakMode else { return }
            _lineBreakMode = newValue
            _textChanged()
        }
    }

    /// Whether the font follows the user's text size (`UIContentSizeCategoryAdjusting`).
    /// Kept: apps here have one text size. Default `false`.
    open var adjustsFontForContentSizeCategory = false

    /// The most lines shown; 0 shows as many as fit the bounds. Default 1.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { _textChanged() } }
    }

    /// Whether the label shrinks its font, down to ``minimumScaleFactor``, for text that
    /// does not fit: a one-line label's text wider than it, a label of several lines
    /// (``numberOfLines`` 0 or more than 1) whose text needs more lines than it may show
    /// or more height than it has (the largest scale that fits, found by halving).
    /// Only the drawing shrinks: the intrinsic size is the full font's, as in UIKit.
    /// Default `false`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    /// The smallest fraction of the font size the text may shrink to
    /// (``adjustsFontSizeToFitWidth``); 0, the default, means the font size itself —
    /// no shrinking, as UIKit documents.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
    }

    /// Whether the text is tightened before it is truncated (kept; Pango does not tighten
    /// letter spacing). Default `false`.
    open var allowsDefaultTighteningForTruncation = false

    /// How shrunk text is placed vertically (kept; the text is centred). Default
    /// `.alignBaselines`.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether the text is drawn normally; a disabled label draws it dimmed. Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { _styleChanged() } }
    }

    /// Whether the label shows ``highlightedTextColor``. Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedTextColor != nil { _styleChanged() } }
    }

    /// The text colour while ``isHighlighted``. Default `nil` (``textColor``).
    open var highlightedTextColor: UIColor? {
        didSet { if highlightedTextColor != oldValue, isHighlighted { _styleChanged() } }
    }

    /// The colour of the text's shadow: a copy of the text in this colour drawn under it,
    /// moved by ``shadowOffset``. Default `nil` (no shadow).
    open var shadowColor: UIColor? {
        didSet { if shadowColor != oldValue { _styleChanged() } }
    }

    /// How far the shadow is moved from the text, in points (positive height: down).
    /// Default (0, −1), as UIKit's. It does not change the label's size.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { if shadowOffset != oldValue, shadowColor != nil { _styleChanged() } }
    }

    /// The width ``intrinsicContentSize`` wraps text of several lines at. 0 (the default)
    /// is UIKit's automatic width: the width the label is laid out at (Auto Layout measures
    /// such a label again at the width it solved for it, so its height follows its lines).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// While Auto Layout measures the label: the width to wrap at (0: unwrapped).
    var _layoutWidthHint: CGFloat?

    // MARK: Sizing

    /// The size the text needs: with one line, the whole text's width whatever `size`
    /// says; with more, wrapped at `size.width` (when positive) and limited to
    /// ``numberOfLines``. Rounded up to whole points. An empty label needs (0, 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        let used = _layout(width: width, height: nil).usedSize
        return CGSize(width: used.width.rounded(.up), height: used.height.rounded(.up))
    }

    /// The label's natural size: ``sizeThatFits(_:)`` at ``preferredMaxLayoutWidth`` —
    /// or, for several lines with the automatic width (0), at the width it is laid out at
    /// (unwrapped before it has one).
    open override var intrinsicContentSize: CGSize {
        var width = preferredMaxLayoutWidth
        if _intrinsicSizeDependsOnWidth { width = _layoutWidthHint ?? bounds.width }
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    // MARK: Drawing

    /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines
    /// (0: as many as fit): at `bounds.origin`, as wide as the widest line and as tall as
    /// the lines, rounded up to whole points and no wider than `bounds`. Override to
    /// change where the text goes; ``drawText(in:)`` centres this vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let used = _layout(width: bounds.width, height: bounds.height, lines: numberOfLines).usedSize
        return CGRect(x: bounds.minX, y: bounds.minY, width: Swift.min(bounds.width, used.width.rounded(.up)),
                      height: used.height.rounded(.up))
    }

    /// Draws the text in `rect` (normally the bounds): laid out at its width, vertically
    /// centred in it, with only the lines that fit. Override to change the drawing;
    /// call `super` to draw the text.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let scale = _fittingScale(width: rect.width, height: rect.height)
        let layout = _layout(width: rect.width, height: rect.height, lines: numberOfLines, scale: scale)
        let y = rect.minY + ((rect.height - layout.usedSize.height) / 2).rounded(.down)
        if let shadowColor {
            // The same lines in the shadow's colour, under the text.
            let shadow = _layout(width: rect.width, height: rect.height, lines: numberOfLines, color: shadowColor,
                                 scale: scale)
            shadow.draw(in: context, at: CGPoint(x: rect.minX + shadowOffset.width, y: y + shadowOffset.height))
        }
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: y))
    }

    /// Draws the text through ``drawText(in:)`` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    // MARK: Internals

    /// The label's style as attributes for plain text.
    private var _styleAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = _textAlignment
        style.lineBreakMode = _lineBreakMode
        return [.font: _font, .foregroundColor: _textColor, .paragraphStyle: style]
    }

    /// The colour the text is drawn in now.
    private var _drawingColor: UIColor {
        let color = isHighlighted ? (highlightedTextColor ?? _textColor) : _textColor
        return isEnabled ? color : color.withAlphaComponent(color.cgColor.rgba.alpha * 0.5)
    }

    /// The font scale the text is drawn at in `width` × `height`: 1, or less for a label
    /// that shrinks its font (``adjustsFontSizeToFitWidth``) and whose text does not fit.
    func _fittingScale(width: CGFloat, height: CGFloat = .infinity) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, width > 0 else { return 1 }
        if numberOfLines == 1 {
            let natural = _layout(width: nil, height: nil, lines: 1).usedSize.width
            guard natural > width else { return 1 }
            return Swift.max(minimumScaleFactor, width / natural)
        }
        // Several lines: every line laid out (no limit), then compared with the lines
        // and the height there are.
        func fits(_ scale: CGFloat) -> Bool {
            let layout = _layout(width: width, height: nil, lines: 0, scale: scale)
            if numberOfLines > 0 && layout.lines.count > numberOfLines { return false }
            return layout.usedSize.height <= height + 0.5
        }
        if fits(1) { return 1 }
        if !fits(minimumScaleFactor) { return minimumScaleFactor }
        var low = minimumScaleFactor, high: CGFloat = 1
        for _ in 0..<10 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// The text laid out; with `color`, every character in that colour (the shadow); with
    /// `scale`, every font that much smaller (``adjustsFontSizeToFitWidth``).
    func _layout(width: CGFloat?, height: CGFloat?, lines: Int? = nil, color override: UIColor? = nil,
                 scale: CGFloat = 1) -> _TextLayout {
        var string = _attributed ?? NSAttributedString(string: _text ?? "")
        let color = override ?? _drawingColor
        if color != _textColor || override != nil {
            let recoloured = NSMutableAttributedString(attributedString: string)
            recoloured.addAttribute(.foregroundColor, value: color,
                                    range: NSRange(location: 0, length: recoloured.length))
            string = recoloured
        }
        var font = _font
        if scale < 1 {
            let scaled = NSMutableAttributedString(attributedString: string)
            let whole = NSRange(location: 0, length: scaled.length)
            string.enumerateAttribute(.font, in: whole) { value, range, _ in
                if let own = value as? UIFont { scaled.addAttribute(.font, value: own.withSize(own.pointSize * scale), range: range) }
            }
            string = scaled
            font = _font.withSize(_font.pointSize * scale)
        }
        return _TextLayout(string, defaultFont: font, defaultColor: color, width: width, height: height,
                           maximumNumberOfLines: lines ?? numberOfLines,
                           alignment: _textAlignment, lineBreakMode: _lineBreakMode)
    }

    private func _applyToAttributed(_ key: NSAttributedString.Key, _ value: Any) {
        guard let attributed = _attributed, attributed.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: attributed)
        copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
        _attributed = copy
    }

    /// The text or something affecting its size changed.
    private func _textChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Only the look changed.
    private func _styleChanged() {
        setNeedsDisplay()
    }
}

/// How text shrunk to fit is placed vertically (`UIBaselineAdjustment`).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}
