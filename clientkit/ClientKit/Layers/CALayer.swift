import Foundation

/// The model of one rectangle of content, as Core Animation's `CALayer`: its
/// geometry, its place in the layer tree and the attributes compositing will use.
///
/// Nothing is rendered yet; this is the model the renderer will read. Every `UIView`
/// owns one layer (see `UIView.layerClass`) whose ``delegate`` is the view, and the
/// view's geometry and appearance properties are stored here.
///
/// Differences from Core Animation, on purpose:
/// - The class is `@MainActor`: the layer tree belongs to the view tree, and
///   ClientKit's update cycle runs on the main actor. (Core Animation layers may be
///   touched from any thread inside a transaction; ClientKit has no transactions and
///   no implicit animations.)
/// - ``init()`` is `required` so that `UIView.layerClass` can instantiate a subclass
///   without the Objective-C runtime.
/// - Colours are ``CGColor`` values from ClientKit's own stand-in.
/// - Non-affine transforms are reduced to their affine part for geometry.
@MainActor
open class CALayer {
    /// Creates a layer with empty bounds at the origin, anchored at its centre.
    public required init() {}

    // MARK: Geometry

    /// The layer's own coordinate space: the origin shifts what the sublayers show,
    /// the size is the layer's size before ``transform``. Default `.zero`.
    open var bounds: CGRect = .zero {
        didSet {
            if bounds.size != oldValue.size { _owningView?._layerBoundsSizeDidChange(from: oldValue.size) }
        }
    }

    /// Where the ``anchorPoint`` sits, in the superlayer's coordinate space. Default `.zero`.
    open var position: CGPoint = .zero

    /// The point of the bounds, in unit coordinates (0...1 on each axis), that
    /// ``position`` refers to and about which ``transform`` applies. Default (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The layer's position on the z axis; kept for API compatibility, not used for
    /// ordering (sibling order decides).
    open var zPosition: CGFloat = 0

    /// The transform applied to the layer about its ``anchorPoint``, relative to its
    /// position in the superlayer. Default ``CATransform3DIdentity``.
    open var transform: CATransform3D = CATransform3DIdentity

    /// The layer's rectangle in the superlayer's coordinate space: the bounding box of
    /// the transformed bounds.
    ///
    /// Setting it sets ``bounds`` size and ``position`` (anchored as ``anchorPoint``
    /// says). Core Animation leaves the result undefined when the transform is not the
    /// identity; ClientKit then applies the value as if the transform were the identity.
    open var frame: CGRect {
        get {
            if CATransform3DIsIdentity(transform) {
                return CGRect(x: position.x - anchorPoint.x * bounds.width,
                              y: position.y - anchorPoint.y * bounds.height,
                              width: bounds.width, height: bounds.height)
            }
            return bounds.applying(_transformToSuperlayer())
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                               y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The affine part of ``transform``.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets ``transform`` to the 3D equivalent of `m`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    // MARK: Appearance (read by the renderer)

    /// The layer's opacity, 0 (transparent) to 1 (opaque). Default 1.
    open var opacity: Float = 1
    /// Whether the layer and its sublayers are hidden. Default `false`.
    open var isHidden = false
    /// Whether sublayers are clipped to the bounds (and ``cornerRadius``). Default `false`.
    open var masksToBounds = false
    /// The fill behind the contents; `nil` (the default) draws nothing.
    open var backgroundColor: CGColor?
    /// The radius of the rounded corners of the background and border. Default 0.
    open var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds. Default 0.
    open var borderWidth: CGFloat = 0
    /// The colour of the border. Default opaque black.
    open var borderColor: CGColor? = .black
    /// Whether the contents are known to be fully opaque. Default `false`.
    open var isOpaque = false
    /// The backing image or other content; set by drawing (later issues).
    open var contents: Any?
    /// How ``contents`` fit the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The stretchable part of the contents in unit coordinates. Default (0, 0, 1, 1):
    /// everything stretches.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the contents. Default 1.
    open var contentsScale: CGFloat = 1
    /// A name for debugging.
    open var name: String?

    /// The layer's delegate (for a view's layer, the view). Not retained.
    open weak var delegate: CALayerDelegate?

    // MARK: The layer tree

    /// The layer this one is a sublayer of. Not retained.
    public internal(set) weak var superlayer: CALayer?

    var _sublayers: [CALayer] = []

    /// The view whose layer this is; geometry changes are reported to it.
    weak var _owningView: UIView?

    /// The sublayers, back to front; `nil` when there are none, as in Core Animation.
    /// Setting it removes the current sublayers first.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for layer in _sublayers { layer.superlayer = nil }
            _sublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
}
