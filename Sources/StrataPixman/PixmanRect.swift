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

    /// The corner form; `x + width` must fit in `Int32`.
    var box: pixman_box32_t {
        pixman_box32_t(x1: x, y1: y, x2: x + width, y2: y + height)
    }

    init(_ box: pixman_box32_t) {
        self.init(x: box.x1, y: box.y1, width: box.x2 - box.x1, height: box.y2 - box.y1)
    }
}
