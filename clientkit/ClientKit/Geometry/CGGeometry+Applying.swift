import Foundation

extension CGPoint {
    /// The point transformed by `t`: `(a*x + c*y + tx, b*x + d*y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` as a vector (no translation):
    /// `(a*width + c*height, b*width + d*height)`. The result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners of the
    /// (standardized) rectangle, as `CGRectApplyAffineTransform`. The null rectangle
    /// stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        // The four corners, without allocating: x' = a*x + c*y + tx, y' = b*x + d*y + ty.
        let ax0 = t.a * r.minX, ax1 = t.a * r.maxX, cy0 = t.c * r.minY, cy1 = t.c * r.maxY
        let bx0 = t.b * r.minX, bx1 = t.b * r.maxX, dy0 = t.d * r.minY, dy1 = t.d * r.maxY
        let minX = Swift.min(ax0, ax1) + Swift.min(cy0, cy1) + t.tx
        let maxX = Swift.max(ax0, ax1) + Swift.max(cy0, cy1) + t.tx
        let minY = Swift.min(bx0, bx1) + Swift.min(dy0, dy1) + t.ty
        let maxY = Swift.max(bx0, bx1) + Swift.max(dy0, dy1) + t.ty
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
