/// The object a layer consults for its content; a view is its layer's delegate.
///
/// Core Animation declares these as optional Objective-C methods; ClientKit has no
/// Objective-C runtime, so they are protocol requirements whose default
/// implementations do what Core Animation does when the delegate does not implement
/// them. Layout is driven by the views (`UIView.layoutSubviews()`), so
/// `layoutSublayers(of:)` is not part of this protocol.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// Reloads `layer`'s contents, replacing the default drawing (a backing store drawn
    /// with `draw(_:in:)`). The default implementation performs that default drawing.
    func display(_ layer: CALayer)

    /// Draws `layer`'s content into `ctx` (origin at the bounds origin, clipped to the
    /// area being redrawn). The default draws nothing; a `UIView` calls its `draw(_:)`.
    func draw(_ layer: CALayer, in ctx: CGContext)

    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

    public func display(_ layer: CALayer) {
        layer._displayBackingStore()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        _DrawProbe.baseReached = true
    }
}
