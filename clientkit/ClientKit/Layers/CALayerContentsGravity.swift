/// How a layer's contents are positioned or scaled within its bounds
/// (Core Animation's `kCAGravity…` constants).
///
/// ClientKit's layers are never geometry-flipped: `.top` means the top edge of the
/// screen, as `UIView.ContentMode.top` does.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `kCAGravityCenter`: centred, not scaled.
    public static let center = CALayerContentsGravity("center")
    /// `kCAGravityTop`: centred on the top edge, not scaled.
    public static let top = CALayerContentsGravity("top")
    /// `kCAGravityBottom`: centred on the bottom edge, not scaled.
    public static let bottom = CALayerContentsGravity("bottom")
    /// `kCAGravityLeft`: centred on the left edge, not scaled.
    public static let left = CALayerContentsGravity("left")
    /// `kCAGravityRight`: centred on the right edge, not scaled.
    public static let right = CALayerContentsGravity("right")
    /// `kCAGravityTopLeft`: in the top-left corner, not scaled.
    public static let topLeft = CALayerContentsGravity("topLeft")
    /// `kCAGravityTopRight`: in the top-right corner, not scaled.
    public static let topRight = CALayerContentsGravity("topRight")
    /// `kCAGravityBottomLeft`: in the bottom-left corner, not scaled.
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    /// `kCAGravityBottomRight`: in the bottom-right corner, not scaled.
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    /// `kCAGravityResize`: scaled to fill the bounds (the default).
    public static let resize = CALayerContentsGravity("resize")
    /// `kCAGravityResizeAspect`: scaled to fit, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    /// `kCAGravityResizeAspectFill`: scaled to fill, keeping the aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")
}

/// How a layer's contents are sampled when drawn at another size (Core Animation's
/// `kCAFilter…` constants).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `kCAFilterLinear`: bilinear interpolation (the default).
    public static let linear = CALayerContentsFilter("linear")
    /// `kCAFilterNearest`: the nearest pixel.
    public static let nearest = CALayerContentsFilter("nearest")
    /// `kCAFilterTrilinear`: drawn as `.linear` (ClientKit has no mipmaps).
    public static let trilinear = CALayerContentsFilter("trilinear")
}
