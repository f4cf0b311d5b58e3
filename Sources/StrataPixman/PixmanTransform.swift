internal import CPixman
#if canImport(Glibc)
import Glibc
#endif

/// A 2D affine transform for pixman images (`pixman_transform_t`).
///
/// **Direction:** pixman transforms map *destination* coordinates to *source*
/// coordinates. A source with `.scale(0.5, 0.5)` therefore appears twice as large
/// in the destination, and `.translate(10, 0)` shows the source's column 10 at
/// the destination's column 0 (the image moves left). Pixman samples at pixel
/// centres: destination pixel `(x, y)` reads the source around
/// `apply(x: x + 0.5, y: y + 0.5)`.
///
/// The matrix, applied to the column vector `(x, y, 1)`:
///
///     | xx  xy  x0 |
///     | yx  yy  y0 |
///     |  0   0   1 |
///
/// Entries are kept as `Double` so that products and inverses do not accumulate
/// rounding; they are rounded to pixman's 16.16 fixed point only when the transform
/// is handed to pixman (``PixmanImage/setTransform(_:)``). Every entry must then lie
/// within pixman's fixed-point range, −32768 ..< 32768.
public struct PixmanTransform: Hashable, Sendable, CustomStringConvertible {
    /// The x coefficient of x′ (`matrix[0][0]`).
    public var xx: Double
    /// The y coefficient of x′ (`matrix[0][1]`).
    public var xy: Double
    /// The constant term of x′, in pixels (`matrix[0][2]`).
    public var x0: Double
    /// The x coefficient of y′ (`matrix[1][0]`).
    public var yx: Double
    /// The y coefficient of y′ (`matrix[1][1]`).
    public var yy: Double
    /// The constant term of y′, in pixels (`matrix[1][2]`).
    public var y0: Double

    /// The transform `x′ = xx·x + xy·y + x0`, `y′ = yx·x + yy·y + y0`.
    public init(xx: Double, xy: Double, x0: Double, yx: Double, yy: Double, y0: Double) {
        self.xx = xx
        self.xy = xy
        self.x0 = x0
        self.yx = yx
        self.yy = yy
        self.y0 = y0
    }

    /// The transform that changes nothing.
    public static let identity = PixmanTransform(xx: 1, xy: 0, x0: 0, yx: 0, yy: 1, y0: 0)

    /// Multiplies x by `sx` and y by `sy`. As an image transform, the source appears
    /// `1/sx` × `1/sy` times its size.
    public static func scale(_ sx: Double, _ sy: Double) -> PixmanTransform {
        PixmanTransform(xx: sx, xy: 0, x0: 0, yx: 0, yy: sy, y0: 0)
    }

    /// Adds `tx` to x and `ty` to y (pixels). As an image transform, destination
    /// `(0, 0)` samples source `(tx, ty)`.
    public static func translate(_ tx: Double, _ ty: Double) -> PixmanTransform {
        PixmanTransform(xx: 1, xy: 0, x0: tx, yx: 0, yy: 1, y0: ty)
    }

    /// Rotates by `radians` about the origin; positive angles turn the x axis towards
    /// the y axis (clockwise on screen, where y points down).
    public static func rotate(_ radians: Double) -> PixmanTransform {
        let c = cos(radians), s = sin(radians)
        return PixmanTransform(xx: c, xy: -s, x0: 0, yx: s, yy: c, y0: 0)
    }

    /// The matrix product: `(lhs * rhs).apply(p) == lhs.apply(rhs.apply(p))`, that is,
    /// `rhs` first, then `lhs`.
    public static func * (lhs: PixmanTransform, rhs: PixmanTransform) -> PixmanTransform {
        PixmanTransform(
            xx: lhs.xx * rhs.xx + lhs.xy * rhs.yx,
            xy: lhs.xx * rhs.xy + lhs.xy * rhs.yy,
            x0: lhs.xx * rhs.x0 + lhs.xy * rhs.y0 + lhs.x0,
            yx: lhs.yx * rhs.xx + lhs.yy * rhs.yx,
            yy: lhs.yx * rhs.xy + lhs.yy * rhs.yy,
            y0: lhs.yx * rhs.x0 + lhs.yy * rhs.y0 + lhs.y0)
    }

    /// This transform followed by `next` (`next * self`), as `CGAffineTransform`'s
    /// `concatenating(_:)` reads.
    public func concatenating(_ next: PixmanTransform) -> PixmanTransform {
        next * self
    }

    /// The inverse, or `nil` when the matrix is singular (determinant 0).
    public func inverted() -> PixmanTransform? {
        let determinant = xx * yy - xy * yx
        guard determinant != 0, determinant.isFinite else { return nil }
        let ixx = yy / determinant, ixy = -xy / determinant
        let iyx = -yx / determinant, iyy = xx / determinant
        return PixmanTransform(
            xx: ixx, xy: ixy, x0: -(ixx * x0 + ixy * y0),
            yx: iyx, yy: iyy, y0: -(iyx * x0 + iyy * y0))
    }

    /// The point `(x, y)` mapped through the transform.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y + x0, yx * x + yy * y + y0)
    }

    public var description: String {
        "PixmanTransform([\(xx) \(xy) \(x0)] [\(yx) \(yy) \(y0)])"
    }

    /// The transform in 16.16 fixed point, each entry rounded to the nearest 1/65536.
    var pixman: pixman_transform_t {
        func fixed(_ value: Double) -> pixman_fixed_t {
            let scaled = (value * 65536).rounded()
            precondition(scaled >= Double(Int32.min) && scaled <= Double(Int32.max),
                         "PixmanTransform entry \(value) is outside pixman's 16.16 range")
            return pixman_fixed_t(scaled)
        }
        let one = pixman_fixed_t(1 << 16)
        return pixman_transform_t(matrix: (
            (fixed(xx), fixed(xy), fixed(x0)),
            (fixed(yx), fixed(yy), fixed(y0)),
            (0, 0, one)))
    }
}
