import Foundation

extension UIView {
    /// A view whose alpha decides how much of this view shows (UIKit's `mask`): its
    /// layer becomes this view's `layer.mask` (see `CALayer.mask` for how it is
    /// composited). Default `nil`.
    ///
    /// The mask view is not in the view hierarchy: it has no superview (it is removed
    /// from the one it had) and no window, and is placed by its `frame` in this view's
    /// bounds coordinates. It draws as any view does (backgrounds, `draw(_:)`, subviews),
    /// but the update cycle does not lay it out: size and place its subviews yourself.
    public var mask: UIView? {
        get {
            // Taken away at the layer level (another layer's mask, added as a sublayer)?
            guard let view = _maskView, layer.mask === view.layer else { return nil }
            return view
        }
        set {
            newValue?.removeFromSuperview()
            _maskView = newValue
            layer.mask = newValue?.layer
        }
    }
}
