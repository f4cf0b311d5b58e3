import Foundation

/// An affine transformation matrix for two-dimensional graphics, as in Core Graphics.
///
/// The matrix is
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// and points are row vectors: `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
/// ClientKit's coordinate space has its origin at the top left with y growing
/// downwards, so a positive rotation angle turns clockwise on screen, as in UIKit.
///
/// Foundation on Linux has no `CGAffineTransform`; this one follows Core Graphics'
/// Swift API and arithmetic exactly. Like the imported C struct, `init()` is the
/// all-zero matrix, not the identity: use ``identity``.
public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The entry at row 3, column 1 (the x translation).
    public var tx: CGFloat
    /// The entry at row 3, column 2 (the y translation).
    public var ty: CGFloat

    /// The all-zero matrix, as the imported C struct's `init()` is.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform with the given matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// A transform that scales by `sx` horizontally and `sy` vertically: `[sx 0 0 sy 0 0]`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians: `[cos sin -sin cos 0 0]`.
    ///
    /// In ClientKit's flipped (y-down) space a positive angle turns clockwise.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A transform that translates by `tx`, `ty`: `[1 0 0 1 tx ty]`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// The transform that applies `self` first and then `t2` (the matrix product `self × t2`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `self` preceded by a scale (`CGAffineTransformScale`): points are scaled, then
    /// transformed by `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `self` preceded by a rotation of `angle` radians (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `self` preceded by a translation (`CGAffineTransformTranslate`).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse transform; a transform that cannot be inverted (determinant 0) is
    /// returned unchanged, as `CGAffineTransformInvert` does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        let ia = d / determinant
        let ib = -b / determinant
        let ic = -c / determinant
        let id = a / determinant
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }
}
