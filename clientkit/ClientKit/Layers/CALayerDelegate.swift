/// The object a layer consults for its content; a view is its layer's delegate.
///
/// Core Animation declares these as optional Objective-C methods; ClientKit has no
/// Objective-C runtime, so they are protocol requirements with empty default
/// implementations. Layout is driven by the views (`UIView.layoutSubviews()`), so
/// `layoutSublayers(of:)` is not part of this protocol yet, and the drawing half
/// (`display(_:)` being called, `draw(_:in:)`) arrives with rendering.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Called when the layer needs new contents (not called yet: no rendering).
    func display(_ layer: CALayer)
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
}
