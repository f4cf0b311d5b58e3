extension UIView {
    /// How a view's existing content (its layer's snapshot) fits the view when its
    /// size changes (`UIViewContentMode`, same raw values).
    public enum ContentMode: Int, Sendable {
        /// Scale the content to fill the bounds, ignoring the aspect ratio (the default).
        case scaleToFill = 0
        /// Scale to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill the bounds, keeping the aspect ratio (parts may be clipped).
        case scaleAspectFill = 2
        /// Redraw the content when the bounds change (calls `setNeedsDisplay()`).
        case redraw = 3
        /// Centre the content, unscaled.
        case center = 4
        /// Centre the content on the top edge, unscaled.
        case top = 5
        /// Centre the content on the bottom edge, unscaled.
        case bottom = 6
        /// Centre the content on the left edge, unscaled.
        case left = 7
        /// Centre the content on the right edge, unscaled.
        case right = 8
        /// Put the content in the top-left corner, unscaled.
        case topLeft = 9
        /// Put the content in the top-right corner, unscaled.
        case topRight = 10
        /// Put the content in the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// Put the content in the bottom-right corner, unscaled.
        case bottomRight = 12

        /// The layer gravity that implements this mode (`.redraw` scales like
        /// `.scaleToFill` until the redraw arrives).
        var _contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }
}
