import Foundation

extension CALayer {
    /// A layer whose alpha decides how much of this layer shows (Core Animation's
    /// `mask`). Default `nil`: all of it.
    ///
    /// The mask is composited as if it were a sublayer of this layer — its frame,
    /// transform, opacity, background, contents, own drawing (a `CAShapeLayer`'s path)
    /// and sublayers, in this layer's coordinates — and only its alpha is used: where it
    /// is opaque this layer shows, where it is clear nothing does, in between partly.
    /// The mask applies to everything this layer paints: background, contents,
    /// sublayers, border and shadow (a masked layer's shadow is cut too, as in Core
    /// Animation). A hidden mask hides the whole layer.
    ///
    /// The mask is not in the layer tree: its ``superlayer`` is `nil` and it is not
    /// among ``sublayers``. Core Animation leaves a mask that has a superlayer undefined;
    /// ClientKit removes it from its superlayer first, and from the layer it masked
    /// before (a mask masks one layer), and adding it as a sublayer ends its masking.
    /// A layer cannot mask itself or an ancestor (a precondition).
    public var mask: CALayer? {
        get { _mask }
        set {
            guard newValue !== _mask else { return }
            if let newValue {
                var layer: CALayer? = self
                while let current = layer {
                    precondition(current !== newValue, "a layer cannot be the mask of itself or of a descendant")
                    layer = current.superlayer ?? current._maskOwner
                }
                newValue.removeFromSuperlayer()
                newValue._maskOwner?.mask = nil
            }
            _mask?._maskOwner = nil
            _mask = newValue
            if let newValue {
                newValue._maskOwner = self
                // Placed and measured afresh by the next render (see `_LayerDamageCollector`).
                newValue._render.geometryDirty = true
                newValue._propagateNeedsDisplay()
            }
            _invalidateRender(.appearance)
        }
    }
}
