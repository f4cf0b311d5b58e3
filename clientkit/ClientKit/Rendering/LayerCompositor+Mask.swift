import Foundation
import StrataPixman

extension _LayerCompositor {
    /// Paints `layer` (with its shadow, sublayers and border) through `mask`'s alpha:
    /// the layer into one offscreen group, the mask, placed as a sublayer of the layer
    /// and faded by `alpha`, into another of the same pixels, then the first composited
    /// onto `target` with the second as pixman's mask (`OVER` through a mask: the layer
    /// IN the mask, then over what is below). `clip` is already narrowed to what the
    /// layer covers.
    func renderMasked(_ layer: CALayer, by mask: CALayer, into target: _RenderTarget, clip: _Clip, alpha: CGFloat) {
        guard !clip.isEmpty else { return }
        let rect = clip.extents
        let maskGroup = _RenderTarget(group: rect, of: target)
        render(mask, into: maskGroup, clip: maskGroup.fullClip, alpha: alpha)

        let group = _RenderTarget(group: rect, of: target)
        let covered = layer._render.subtreeRect.applying(group.fromWindow)
        renderUnmasked(layer, into: group, clip: group.fullClip, coveredHere: _Clip.pixelBounds(of: covered), alpha: 1)
        target.composite(group.image, sourceToTarget: CGAffineTransform(translationX: CGFloat(rect.x), y: CGFloat(rect.y)),
                         bounds: rect, mask: maskGroup.image, clip: clip)
    }
}
