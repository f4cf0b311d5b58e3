internal import CPixman

/// An integer rectangle in pixels, as pixman's 32-bit regions use (`pixman_box32_t`
/// is its corner form). `x` and `y` are the top-left corner; the rectangle covers
/// columns `x ..< x + width` and rows `y ..< y + height`.
public struct PixmanRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge, in pixels.
    public var x: Int32
    /// Top edge, in pixels.
    public var y: Int32
    /// Width in pixels; zero or negative means empty.
    public var width: Int32
    /// Height in pixels; zero or negative means empty.
    public var height: Int32

    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The number of pixels covered (0 when empty).
    public var area: Int { isEmpty ? 0 : Int(width) * Int(height) }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }

    /// The right edge (`x + width`), saturated at `Int32.max`: a rectangle reaching
    /// past the end of pixman's coordinate space is cut there rather than wrapping.
    public var maxX: Int32 { Int32(clamping: Int64(x) + Int64(width)) }
    /// The bottom edge (`y + height`), saturated at `Int32.max`.
    public var maxY: Int32 { Int32(clamping: Int64(y) + Int64(height)) }

    /// The pixels both rectangles cover, or `nil` when they share none. Far edges are
    /// saturated as ``maxX`` is, so no coordinate overflows.
    @inlinable
    public func intersection(_ other: PixmanRect) -> PixmanRect? {
        let x0 = Swift.max(x, other.x), y0 = Swift.max(y, other.y)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixmanRect(x: x0, y: y0, width: Int32(clamping: Int64(x1) - Int64(x0)),
                          height: Int32(clamping: Int64(y1) - Int64(y0)))
    }

    /// The corner form, with the far edges saturated (see ``maxX``).
    var box: pixman_box32_t {
        pixman_box32_t(x1: x, y1: y, x2: maxX, y2: maxY)
    }

    /// From the corner form; a box wider than `Int32.max` keeps its origin and is cut.
    init(_ box: pixman_box32_t) {
        self.init(x: box.x1, y: box.y1, width: Int32(clamping: Int64(box.x2) - Int64(box.x1)),
                  height: Int32(clamping: Int64(box.y2) - Int64(box.y1)))
    }
}
