import Foundation

/// How a text layer aligns its lines (Core Animation's `kCAAlignment…` constants).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode("natural")
    public static let left = CATextLayerAlignmentMode("left")
    public static let right = CATextLayerAlignmentMode("right")
    public static let center = CATextLayerAlignmentMode("center")
    public static let justified = CATextLayerAlignmentMode("justified")
}

/// How a text layer truncates text that does not fit (Core Animation's `kCATruncation…`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode("none")
    public static let start = CATextLayerTruncationMode("start")
    public static let end = CATextLayerTruncationMode("end")
    public static let middle = CATextLayerTruncationMode("middle")
}

/// A layer that lays out and draws plain or attributed text, as Core Animation's
/// `CATextLayer`. The text starts at the top-left of the bounds and is clipped to them;
/// it is drawn when the layer is composited (sharp under any transform), as shape and
/// gradient layers are.
///
/// ``font`` takes a `UIFont` (its face; ``fontSize`` gives the size) or a font name
/// (`String`); Core Animation's `CTFont`/`CGFont` values do not exist on Linux. An
/// attributed ``string`` keeps its own fonts and colours; ``font``, ``fontSize`` and
/// ``foregroundColor`` are the defaults for the runs without them. Differences: the
/// text properties change at once (no implicit animation of ``fontSize`` or
/// ``foregroundColor``).
@MainActor
open class CATextLayer: CALayer {
    /// Creates an empty text layer.
    public required init() {
        super.init()
    }

    /// The text: a `String` or an `NSAttributedString`. Default `nil`.
    open var string: Any? {
        didSet { _invalidateRender(.appearance) }
    }

    /// The font: a `UIFont` or a font name. Default `nil`: the system font (Core
    /// Animation's default is Helvetica, which fontconfig substitutes).
    open var font: Any? {
        didSet { _invalidateRender(.appearance) }
    }

    /// The size of the text in points. Default 36.
    open var fontSize: CGFloat = 36 {
        didSet { _invalidateRender(.appearance) }
    }

    /// The colour of plain text. Default opaque white.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { _invalidateRender(.appearance) }
    }

    /// Whether lines wrap at the bounds' width. Default `false`: one line per
    /// paragraph, clipped (or truncated) at the edge.
    open var isWrapped = false {
        didSet { _invalidateRender(.appearance) }
    }

    /// How text that does not fit is truncated. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { _invalidateRender(.appearance) }
    }

    /// How lines are aligned in the bounds. Default `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { _invalidateRender(.appearance) }
    }

    /// Whether glyph positions are rounded to whole pixels. Kept; changes nothing.
    open var allowsFontSubpixelQuantization = false

    // MARK: Drawing (see CALayer._drawOwnContent)

    /// The font plain text is drawn in.
    private var _font: UIFont {
        switch font {
        case let font as UIFont: return font.withSize(fontSize)
        case let name as String: return UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: return .systemFont(ofSize: fontSize)
        }
    }

    private var _attributedString: NSAttributedString? {
        switch string {
        case let attributed as NSAttributedString: return attributed.length > 0 ? attributed : nil
        case let text as String: return text.isEmpty ? nil : NSAttributedString(string: text)
        default: return nil
        }
    }

    /// The text laid out for the current bounds.
    func _layout() -> _TextLayout? {
        guard let text = _attributedString else { return nil }
        let alignment: NSTextAlignment
        switch alignmentMode {
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        case .left: alignment = .left
        default: alignment = .natural
        }
        let mode: NSLineBreakMode
        switch truncationMode {
        case .start: mode = .byTruncatingHead
        case .middle: mode = .byTruncatingMiddle
        case .end: mode = .byTruncatingTail
        default: mode = isWrapped ? .byWordWrapping : .byClipping
        }
        let color = foregroundColor.map { UIColor(cgColor: $0) } ?? .white
        // Unwrapped text is laid out unlimited unless it is truncated or aligned, which
        // need the width.
        let needsWidth = isWrapped || truncationMode != .none || alignment == .center || alignment == .right
        return _TextLayout(text, defaultFont: _font, defaultColor: color, width: needsWidth ? bounds.width : nil,
                           height: isWrapped ? bounds.height : nil,
                           maximumNumberOfLines: isWrapped || truncationMode == .none ? 0 : 1,
                           alignment: alignment, lineBreakMode: mode)
    }

    override var _ownContentRect: CGRect {
        _attributedString == nil || bounds.isEmpty ? .null : bounds
    }

    override var _ownContentPaintCount: Int {
        _ownContentRect.isNull ? 0 : 1
    }

    override func _drawOwnContent(in context: CGContext) {
        guard !bounds.isEmpty, let layout = _layout() else { return }
        context.clip(to: bounds)
        layout.draw(in: context, at: bounds.origin)
    }

    override func _copyClassState(to copy: CALayer) {
        guard let copy = copy as? CATextLayer else { return }
        copy.string = string
        copy.font = font
        copy.fontSize = fontSize
        copy.foregroundColor = foregroundColor
        copy.isWrapped = isWrapped
        copy.truncationMode = truncationMode
        copy.alignmentMode = alignmentMode
    }
}
