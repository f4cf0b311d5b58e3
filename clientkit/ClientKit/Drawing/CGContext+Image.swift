import Foundation
import StrataCairo
import StrataPixman

extension CGContext {
    /// Draws `image` scaled to fill `rect` (user space), exactly as Core Graphics does:
    /// the image's first row goes to the edge of `rect` at its maximum y. In a UIKit
    /// (y-down) context the image therefore appears upside down; flip the CTM
    /// (`translateBy(x: 0, y: rect.maxY + rect.minY)`, `scaleBy(x: 1, y: -1)`) to draw it
    /// upright, as UIKit code does.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        let c = cr
        c.save()
        // Image pixel (u, v) lands at (minX + u·w/W, maxY − v·h/H) in user space.
        let toUser = CGAffineTransform(a: rect.width / CGFloat(image.width), b: 0, c: 0,
                                       d: -rect.height / CGFloat(image.height), tx: rect.minX, ty: rect.maxY)
        let t = toUser.concatenating(ctm)
        c.matrix = CairoMatrix(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        let pattern = CairoPattern.surface(image._cairoSurface)
        pattern.setFilter(_state.interpolationQuality == .none ? .nearest : .bilinear)
        pattern.setExtend(.pad)
        c.setSource(pattern)
        c.newPath()
        c.rectangle(0, 0, Double(image.width), Double(image.height))
        c.clip()
        c.paint(alpha: Double(_state.alpha))
        c.restore()
    }

    /// A copy of the context's pixels as an image.
    public func makeImage() -> CGImage? {
        flush()
        let copy = PixmanImage(format: .a8r8g8b8, width: width, height: height)
        copy.composite(.src, source: pixmanImage, width: Int32(width), height: Int32(height))
        return CGImage(pixmanImage: copy)
    }
}
