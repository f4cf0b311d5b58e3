import Foundation

/// Options for measuring and drawing strings in a rectangle (`NSStringDrawingOptions`,
/// UIKit's raw values). `.usesFontLeading` and `.usesDeviceMetrics` are accepted and
/// ignored: line heights always include the font's leading, and sizes are logical.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left corner of the first line and lines wrap
    /// at its width. Without it the string is one line and the origin is its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted, no effect.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted, no effect.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// When the text does not fit, the last line shown ends with "…" whatever the
    /// line-break mode.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra input and output of string drawing (`NSStringDrawingContext`). ClientKit
/// never shrinks text: ``minimumScaleFactor`` is kept but ignored and
/// ``actualScaleFactor`` is always 1.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest scale the text may be shrunk to. Default 0 (no shrinking); ignored.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1.
    open var actualScaleFactor: CGFloat { 1 }
    /// The bounds of the text last measured or drawn with this context.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

/// UIKit's defaults for string drawing: 12-point system font, black.
enum _StringDrawingDefaults {
    static let fontSize: CGFloat = 12
}

// MARK: NSAttributedString (UIKit's NSAttributedString additions)

extension NSAttributedString {
    /// The size the string takes on lines broken only at its newlines. Characters
    /// without a font use the 12-point system font. Values are fractional; round them
    /// up (`ceil`) to size views.
    public func size() -> CGSize {
        _TextLayout(self, defaultFont: .systemFont(ofSize: _StringDrawingDefaults.fontSize), width: nil).usedSize
    }

    /// The rectangle the string takes when drawn with `options` in a rectangle of
    /// `size` (see ``NSStringDrawingOptions``). With `.usesLineFragmentOrigin` lines wrap
    /// at `size.width`, only lines that fit `size.height` count, and the result's origin
    /// is (0, 0); without it the string is one line and the result's origin is at
    /// minus the first baseline (the origin being the baseline). Fractional; round up.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let layout = _layout(in: size, options: options)
        var rect = CGRect(origin: .zero, size: layout.usedSize)
        if !options.contains(.usesLineFragmentOrigin) {
            rect.origin.y = -CGFloat(layout.lines.first?.baseline ?? 0)
        }
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string with the top-left corner of its first line at `point` in the
    /// current context (`UIGraphicsGetCurrentContext()`), lines broken only at newlines.
    @MainActor
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _TextLayout(self, defaultFont: .systemFont(ofSize: _StringDrawingDefaults.fontSize), width: nil)
            .draw(in: context, at: point)
    }

    /// Draws the string in `rect` of the current context: lines wrap at its width and
    /// only the lines that fit its height are drawn (the last one ellipsized when the
    /// paragraph style's line-break mode truncates).
    @MainActor
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` of the current context with `options` (see
    /// ``boundingRect(with:options:context:)``; without `.usesLineFragmentOrigin`,
    /// `rect.origin` is the first baseline).
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let layout = _layout(in: rect.size, options: options)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) {
            origin.y -= CGFloat(layout.lines.first?.baseline ?? 0)
        }
        layout.draw(in: graphics, at: origin)
        context?.totalBounds = CGRect(origin: origin, size: layout.usedSize)
    }

    func _layout(in size: CGSize, options: NSStringDrawingOptions) -> _TextLayout {
        let font = UIFont.systemFont(ofSize: _StringDrawingDefaults.fontSize)
        if options.contains(.usesLineFragmentOrigin) {
            return _TextLayout(self, defaultFont: font, width: size.width > 0 ? size.width : nil,
                               height: size.height > 0 ? size.height : nil,
                               truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine))
        }
        return _TextLayout(self, defaultFont: font, width: size.width > 0 ? size.width : nil,
                           maximumNumberOfLines: 1,
                           truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine))
    }
}

// MARK: String and NSString (UIKit's NSString additions)

extension String {
    /// The size the string takes drawn with `attributes` (see `NSAttributedString.size()`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attributes).size()
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string at `point` (top-left of the first line) in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped in `rect` in the current context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension NSString {
    /// The size the string takes drawn with `attributes` (see `NSAttributedString.size()`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string at `point` (top-left of the first line) in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped in `rect` in the current context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
