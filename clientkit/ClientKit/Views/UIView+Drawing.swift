import Foundation

extension UIView {
    /// The layer delegate's drawing: makes `ctx` the current context and calls
    /// ``draw(_:)`` with the rectangle being redrawn.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let rect = layer._display.drawingRect.isNull ? bounds : layer._display.drawingRect
        draw(rect)
    }
}
