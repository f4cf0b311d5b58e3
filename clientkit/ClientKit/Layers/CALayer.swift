import Foundation

/// The model of one rectangle of content, as Core Animation's `CALayer`: its
/// geometry, its place in the layer tree and the attributes compositing will use.
///
/// Every `UIView` owns one layer (see `UIView.layerClass`) whose ``delegate`` is the
/// view, and the view's geometry and appearance properties are stored here. A layer's
/// ``contents`` image is its snapshot: drawn by ``display()`` when the layer needs
/// display (see `CALayer+Display`), kept until invalidated, and composited with the
/// rest of the window's layer tree by `WindowRenderer` (see `Rendering/`), which also
/// documents which attributes it honours and how. Changing any attribute marks the
/// layer for re-compositing (see `CALayer+RenderState`).
///
/// Differences from Core Animation, on purpose:
/// - The class is `@MainActor`: the layer tree belongs to the view tree, and
///   ClientKit's update cycle runs on the main actor. (Core Animation layers may be
///   touched from any thread inside a transaction; ClientKit has no transactions and
///   no implicit animations.)
/// - ``init()`` is `required` so that `UIView.layerClass` can instantiate a subclass
///   without the Objective-C runtime.
/// - Colours are ``CGColor`` values from ClientKit's own stand-in.
/// - Non-affine transforms are reduced to their affine part for geometry and rendering.
@MainActor
open class CALayer {
    /// Creates a layer with empty bounds at the origin, anchored at its centre.
    public required init() {}

    // MARK: Geometry

    /// The layer's own coordinate space: the origin shifts what the sublayers show,
    /// the size is the layer's size before ``transform``. Default `.zero`.
    open var bounds: CGRect = .zero {
        didSet {
            _invalidateRender(.geometry)
            if bounds.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                _owningView?._layerBoundsSizeDidChange(from: oldValue.size)
            }
            if bounds != oldValue { _owningView?._safeAreaGeometryDidChange(boundsChanged: true) }
            _owningView?._layoutGeometryDidChange()
        }
    }

    /// Where the ``anchorPoint`` sits, in the superlayer's coordinate space. Default `.zero`.
    open var position: CGPoint = .zero {
        didSet {
            _invalidateRender(.geometry)
            if position != oldValue { _owningView?._safeAreaGeometryDidChange(boundsChanged: false) }
            _owningView?._layoutGeometryDidChange()
        }
    }

    /// The point of the bounds, in unit coordinates (0...1 on each axis), that
    /// ``position`` refers to and about which ``transform`` applies. Default (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            _invalidateRender(.geometry)
            _owningView?._safeAreaGeometryDidChange(boundsChanged: false)
        }
    }

    /// The layer's position on the z axis; kept for API compatibility, not used for
    /// ordering (sibling order decides).
    open var zPosition: CGFloat = 0

    /// The transform applied to the layer about its ``anchorPoint``, relative to its
    /// position in the superlayer. Default ``CATransform3DIdentity``.
    open var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            _invalidateRender(.geometry)
            _owningView?._safeAreaGeometryDidChange(boundsChanged: false)
        }
    }

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

    /// The layer's opacity, 0 (transparent) to 1 (opaque). Applies to the layer and its
    /// sublayers as one group (Core Animation's `allowsGroupOpacity`, on by default in
    /// UIKit). Default 1.
    open var opacity: Float = 1 {
        didSet { _invalidateRender(.appearance) }
    }
    /// Whether the layer and its sublayers are hidden. Hidden layers are neither drawn
    /// (``display()``) nor composited. Default `false`.
    open var isHidden = false {
        didSet {
            _invalidateRender(.appearance)
            if oldValue && !isHidden { _propagateNeedsDisplay() }
        }
    }
    /// Whether the contents and sublayers are clipped to the bounds (rounded by
    /// ``cornerRadius``). Default `false`.
    open var masksToBounds = false {
        didSet { _invalidateRender(.appearance) }
    }
    /// The fill behind the contents; `nil` (the default) draws nothing.
    open var backgroundColor: CGColor? {
        didSet { _invalidateRender(.appearance) }
    }
    /// The radius of the rounded corners of the background and border (circular
    /// corners, at most half the shorter side), and of the clip when ``masksToBounds``.
    /// Default 0.
    open var cornerRadius: CGFloat = 0 {
        didSet { _invalidateRender(.appearance) }
    }
    /// The width of the border drawn inside the bounds, above the contents and the
    /// sublayers. Default 0.
    open var borderWidth: CGFloat = 0 {
        didSet { _invalidateRender(.appearance) }
    }
    /// The colour of the border. Default opaque black.
    open var borderColor: CGColor? = .black {
        didSet { _invalidateRender(.appearance) }
    }
    /// Whether the contents are known to be fully opaque. Default `false`.
    open var isOpaque = false
    /// The layer's image: a ``CGImage`` (anything else shows nothing). A layer that
    /// draws (see ``display()``) sets it to its backing store. Default `nil`.
    open var contents: Any? {
        didSet { _invalidateRender(.appearance) }
    }
    /// How ``contents`` fit the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { _invalidateRender(.appearance) }
    }
    /// The stretchable part of the contents in unit coordinates, used when the
    /// gravity scales (`.resize`, `.resizeAspect`, `.resizeAspectFill`): the parts
    /// outside it keep their size (nine-part stretching). Default (0, 0, 1, 1):
    /// everything stretches.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { _invalidateRender(.appearance) }
    }
    /// Pixels per point of the contents. Default 1.
    open var contentsScale: CGFloat = 1 {
        didSet { _invalidateRender(.appearance) }
    }
    /// The filter used when the contents are drawn smaller than their size. Default `.linear`.
    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { _invalidateRender(.appearance) }
    }
    /// The filter used when the contents are drawn larger than their size. Default `.linear`.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { _invalidateRender(.appearance) }
    }
    /// Whether a change of the bounds size calls ``setNeedsDisplay()``. A view sets it
    /// for `contentMode == .redraw`. Default `false`.
    open var needsDisplayOnBoundsChange = false
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
    /// Display requests and the backing store (see `CALayer+Display`).
    var _display = _LayerDisplayState()
    /// What changed since the last render, and what was rendered (see `CALayer+RenderState`).
    var _render = _LayerRenderState()

    // MARK: Drawing (see CALayer+Display)

    /// Reloads the contents. The default asks the ``delegate``'s `display(_:)`; a
    /// delegate that does not implement it gets the default: a backing store the size
    /// of the bounds (times ``contentsScale``) is drawn with ``draw(in:)``, clipped to
    /// the rectangle that needs display, and becomes ``contents``. As with views (see
    /// `UIView.draw(_:)`), ClientKit learns per class at the first display whether
    /// `draw(in:)` draws anything, and keeps no backing store for classes that do not.
    /// Called by the update cycle for layers that need display; never call it directly.
    open func display() {
        if let delegate { delegate.display(self) } else { _displayBackingStore() }
    }

    /// Draws the layer's content into `ctx`, whose origin is the bounds origin. The
    /// default calls the delegate's `draw(_:in:)`; without a delegate it draws nothing.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { _DrawProbe.baseReached = true }
    }

    /// The sublayers, back to front; `nil` when there are none, as in Core Animation.
    /// Setting it removes the current sublayers first.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for layer in _sublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
}
