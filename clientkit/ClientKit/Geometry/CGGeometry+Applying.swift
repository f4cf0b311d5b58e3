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
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t),
            CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t),
            CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = corners[0].x, maxX = corners[0].x
        var minY = corners[0].y, maxY = corners[0].y
        for p in corners.dropFirst() {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
