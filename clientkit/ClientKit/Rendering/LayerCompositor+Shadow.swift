import Foundation
import StrataPixman

extension _LayerCompositor {
    /// Paints `layer`'s shadow into `target`, where the layer is axis-aligned under
    /// `m`: the layer's `shadowPath`, or else what the layer and its sublayers paint
    /// (their alpha), blurred (see `_ShadowGeometry`), coloured with `shadowColor` at
    /// `shadowOpacity`, moved by `shadowOffset` and faded by `alpha`.
    ///
    /// Only the part of the shadow inside `clip` is made: the source is rendered over
    /// that part moved back by the offset and grown by the blur's reach, so a small
    /// repaint next to a large shadowed layer costs about its own size.
    func renderShadow(of layer: CALayer, into target: _RenderTarget, transform m: CGAffineTransform,
                      clip: _Clip, alpha: CGFloat) {
        guard let color = layer._shown.shadowColor else { return }
        let geometry = _ShadowGeometry(layer: layer, transform: m)
        let source: CGRect
        if let path = layer.shadowPath {
            source = path.boundingBox.applying(m)
        } else {
            let covered = layer._render.shadowSourceRect
            source = target.isWindow ? covered : covered.applying(target.fromWindow)
        }
        guard !source.isNull, !source.isEmpty else { return }
        let area = clip.narrowed(to: _Clip.pixelBounds(of: geometry.area(of: source)))
        guard !area.isEmpty else { return }

        // The unshifted shadow over the part that shows, grown by the blur's reach (the
        // source pixels it depends on), and no larger than the blurred source.
        let e = area.extents
        let reach = (x: CGFloat(geometry.reachX + 1), y: CGFloat(geometry.reachY + 1))
        let needed = CGRect(x: CGFloat(e.x), y: CGFloat(e.y), width: CGFloat(e.width), height: CGFloat(e.height))
            .offsetBy(dx: -geometry.offset.x, dy: -geometry.offset.y)
            .insetBy(dx: -reach.x, dy: -reach.y)
            .intersection(source.insetBy(dx: -reach.x, dy: -reach.y))
        guard !needed.isNull, !needed.isEmpty else { return }
        let rect = _Clip.pixelBounds(of: needed)
        guard rect.width > 0, rect.height > 0 else { return }

        let group = _RenderTarget(group: rect, of: target)
        if let path = layer.shadowPath {
            let toGroup = m.concatenating(CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y)))
            let shape = CGMutablePath()
            shape.addPath(path, transform: toGroup)
            group.fill(shape, color: .black, alpha: 1, clip: group.fullClip)
        } else {
            // Everything the layer paints, wherever the damage is (the cull is for
            // the target, not for this group).
            let all = _LayerCompositor(cull: .infinite, root: root, rootBackgroundReplaces: false)
            all.renderContent(layer, into: group, clip: group.fullClip, alpha: 1, shadow: false)
        }
        let shadow = Self.shadowImage(fromAlphaOf: group.image, sigmaX: geometry.sigmaX, sigmaY: geometry.sigmaY,
                                      color: Self.premultiplied(color, CGFloat(Swift.min(1, layer._shown.shadowOpacity))))
        let placement = CGAffineTransform(translationX: CGFloat(rect.x) + geometry.offset.x,
                                          y: CGFloat(rect.y) + geometry.offset.y)
        let bounds = _Clip.pixelBounds(of: CGRect(x: 0, y: 0, width: CGFloat(rect.width), height: CGFloat(rect.height))
            .applying(placement))
        target.composite(shadow, sourceToTarget: placement, bounds: bounds, alpha: alpha,
                         filter: .bilinear, repeatMode: .none, clip: area)
    }

    /// An image of `image`'s size whose pixels are `color` (premultiplied) scaled by
    /// `image`'s alpha, blurred.
    static func shadowImage(fromAlphaOf image: PixmanImage, sigmaX: CGFloat, sigmaY: CGFloat,
                            color: PixmanColor) -> PixmanImage {
        let width = image.width, height = image.height
        var plane = [Float](repeating: 0, count: width * height)
        if let data = image.data {
            for y in 0..<height {
                let row = (data + y * image.stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { plane[y * width + x] = Float(row[x] >> 24) / 255 }
            }
        }
        _GaussianBlur.blur(&plane, width: width, height: height, sigmaX: sigmaX, sigmaY: sigmaY)
        let result = PixmanImage(format: .a8r8g8b8, width: width, height: height)
        guard let out = result.data else { return result }
        let c = (a: Float(color.alpha) / 65535, r: Float(color.red) / 65535,
                 g: Float(color.green) / 65535, b: Float(color.blue) / 65535)
        for y in 0..<height {
            let row = (out + y * result.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let v = Swift.min(1, Swift.max(0, plane[y * width + x]))
                guard v > 0 else { row[x] = 0; continue }
                func channel(_ unit: Float) -> UInt32 { UInt32((unit * v * 255).rounded()) }
                row[x] = channel(c.a) << 24 | channel(c.r) << 16 | channel(c.g) << 8 | channel(c.b)
            }
        }
        return result
    }
}
