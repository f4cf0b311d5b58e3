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
///   no implicit animations of standalone layers: see ``actions``.)
/// - ``init()`` is `required` so that `UIView.layerClass` can instantiate a subclass
///   without the Objective-C runtime.
/// - Colours are ``CGColor`` values from ClientKit's own stand-in.
/// - Non-affine transforms are reduced to their affine part for geometry and rendering.
/// - Layers are `Hashable` by identity (see `CALayer+Identity`), as `NSObject`s are.
@MainActor
open class CALayer {
    /// Creates a layer with empty bounds at the origin, anchored at its centre.
    public required init() {}

    deinit {
        // The sublayers' back-pointers are not reference-counted (see `superlayer`): they
        // are cleared here, on whatever thread the last reference went, so none is left
        // pointing at freed memory.
        for sublayer in _sublayers { sublayer._superlayerRef = nil }
    }

    // MARK: Geometry

    // Setting a geometry property to the value it has does nothing (no action, no
    // re-composite, no layout notification): layout passes set most frames to what they
    // were. Core Animation would still run the property's action; its animation would
    // change nothing on screen.

    /// The layer's own coordinate space: the origin shifts what the sublayers show,
    /// the size is the layer's size before ``transform``. Default `.zero`.
    open var bounds: CGRect = .zero {
        willSet { if !Self._same(newValue, bounds) { _willChange("bounds") } }
        didSet {
            guard !Self._same(bounds, oldValue) else { return }
            if !_settingFrame { _invalidateRender(.geometry) }
            let view = _owningView
            if bounds.size.width != oldValue.size.width || bounds.size.height != oldValue.size.height {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                view?._layerBoundsSizeDidChange(from: oldValue.size)
            }
            guard !_settingFrame else { return }
            view?._safeAreaGeometryDidChange(boundsChanged: true)
            view?._layoutGeometryDidChange()
        }
    }

    /// Set while ``frame``'s setter changes the bounds and the position together: their
    /// observers leave what both would do (render invalidation, the safe area, Auto
    /// Layout's notice) to the setter, which does it once — a layout pass moves and
    /// resizes most views it touches.
    private var _settingFrame = false

    /// Exact equality of two rectangles (as `==`), inlined: Foundation's `==` is a call
    /// into another module on every geometry change of every layer.
    @inline(__always)
    static func _same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width && a.size.height == b.size.height
    }

    /// Where the ``anchorPoint`` sits, in the superlayer's coordinate space. Default `.zero`.
    open var position: CGPoint = .zero {
        willSet { if newValue.x != position.x || newValue.y != position.y { _willChange("position") } }
        didSet {
            guard position.x != oldValue.x || position.y != oldValue.y, !_settingFrame else { return }
            _invalidateRender(.geometry)
            let view = _owningView
            view?._safeAreaGeometryDidChange(boundsChanged: false)
            view?._layoutGeometryDidChange()
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

    /// Whether ``transform`` is the identity (kept as it is set: ``frame`` asks on every
    /// read and write).
    var _transformIsIdentity = true

    /// The layer's position on the z axis; kept for API compatibility, not used for
    /// ordering (sibling order decides).
    open var zPosition: CGFloat = 0

    // MARK: Timing (CAMediaTiming; see CALayer+Timing)

    /// When the layer's timeline begins, in its superlayer's time. Default 0.
    open var beginTime: CFTimeInterval = 0 {
        didSet { if beginTime != oldValue { _timingChanged() } }
    }
    /// How fast the layer's time runs against its superlayer's (0 pauses the layer's and
    /// its sublayers' animations). Default 1.
    open var speed: Float = 1 {
        didSet { if speed != oldValue { _timingChanged() } }
    }
    /// Added to the layer's time. Default 0.
    open var timeOffset: CFTimeInterval = 0 {
        didSet { if timeOffset != oldValue { _timingChanged() } }
    }

    /// The transform applied to the layer about its ``anchorPoint``, relative to its
    /// position in the superlayer. Default ``CATransform3DIdentity``.
    open var transform: CATransform3D = CATransform3DIdentity {
        willSet { if newValue != transform { _willChange("transform") } }
        didSet {
            guard transform != oldValue else { return }
            _transformIsIdentity = CATransform3DIsIdentity(transform)
            _invalidateRender(.geometry)
            _owningView?._safeAreaGeometryDidChange(boundsChanged: false)
        }
    }

    /// The layer's rectangle in the superlayer's coordinate space: the bounding box of
    /// the transformed bounds.
    ///
    /// Setting it changes ``bounds`` size and ``position`` to match the given rectangle,
    /// as Core Animation documents, also under a ``transform``: the bounds become the
    /// size whose transformed bounding box is the rectangle (frame ÷ scale for a scale;
    /// width and height swapped for a quarter turn), and the position moves so that the
    /// bounding box lands on the rectangle. Core Animation calls the result undefined
    /// only for transforms that are not axis-aligned (rotations other than quarter
    /// turns, shears); ClientKit then keeps the bounds size and only moves the layer so
    /// that its bounding box starts at the rectangle's origin.
    open var frame: CGRect {
        get {
            if _transformIsIdentity {
                return CGRect(x: position.x - anchorPoint.x * bounds.width,
                              y: position.y - anchorPoint.y * bounds.height,
                              width: bounds.width, height: bounds.height)
            }
            return bounds.applying(_transformToSuperlayer())
        }
        set {
            if _transformIsIdentity {
                let newBounds = CGRect(origin: bounds.origin, size: newValue.size)
                let newPosition = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                                          y: newValue.minY + anchorPoint.y * newValue.height)
                let moves = newPosition.x != position.x || newPosition.y != position.y
                guard moves, !Self._same(newBounds, bounds), !_isPresentationCopy else {
                    bounds = newBounds
                    position = newPosition
                    return
                }
                // Both change: each property's action and own work, then what both share, once.
                _settingFrame = true
                bounds = newBounds
                position = newPosition
                _settingFrame = false
                _invalidateRender(.geometry)
                let view = _owningView
                view?._safeAreaGeometryDidChange(boundsChanged: true)
                view?._layoutGeometryDidChange()
                return
            }
            let t = affineTransform()
            if let size = Self._untransformedSize(of: newValue.size, under: t) { bounds.size = size }
            // Where the bounding box of the transformed bounds starts when the anchor sits
            // at the origin; the position moves it onto the rectangle.
            let local = CGRect(x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
                               width: bounds.width, height: bounds.height).applying(t)
            position = CGPoint(x: newValue.minX - local.minX, y: newValue.minY - local.minY)
        }
    }

    /// The size whose bounding box under `t` is `size`, when `t` maps the axes onto the
    /// axes (scales, flips, quarter turns); `nil` for other transforms or a singular one.
    /// Entries within rounding noise of zero (a quarter turn's cosine) count as zero.
    static func _untransformedSize(of size: CGSize, under t: CGAffineTransform) -> CGSize? {
        let scale = Swift.max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        func zero(_ v: CGFloat) -> Bool { abs(v) <= scale * 1e-12 }
        if zero(t.b) && zero(t.c) && !zero(t.a) && !zero(t.d) {
            return CGSize(width: size.width / abs(t.a), height: size.height / abs(t.d))
        }
        if zero(t.a) && zero(t.d) && !zero(t.b) && !zero(t.c) {
            // A quarter turn: the bounds' width becomes the frame's height.
            return CGSize(width: size.height / abs(t.b), height: size.width / abs(t.c))
        }
        return nil
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
        willSet { _willChange("opacity") }
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
    /// ``cornerRadius``). A layer that masks shows no shadow, as in Core Animation
    /// (the shadow lies outside the bounds). Default `false`.
    open var masksToBounds = false {
        didSet { _invalidateRender(.appearance) }
    }
    /// The fill behind the contents; `nil` (the default) draws nothing.
    open var backgroundColor: CGColor? {
        willSet { _willChange("backgroundColor") }
        didSet { _invalidateRender(.appearance) }
    }
    /// The radius of the rounded corners of the background and border (circular
    /// corners, at most half the shorter side), and of the clip when ``masksToBounds``.
    /// Default 0.
    open var cornerRadius: CGFloat = 0 {
        willSet { _willChange("cornerRadius") }
        didSet { _invalidateRender(.appearance) }
    }
    /// The width of the border drawn inside the bounds, above the contents and the
    /// sublayers. Default 0.
    open var borderWidth: CGFloat = 0 {
        willSet { _willChange("borderWidth") }
        didSet { _invalidateRender(.appearance) }
    }
    /// The colour of the border. Default opaque black.
    open var borderColor: CGColor? = .black {
        willSet { _willChange("borderColor") }
        didSet { _invalidateRender(.appearance) }
    }
    // MARK: Shadow (read by the renderer; see `_LayerCompositor`)

    /// The colour of the shadow. Default opaque black.
    open var shadowColor: CGColor? = .black {
        willSet { _willChange("shadowColor") }
        didSet { _invalidateRender(.appearance) }
    }
    /// The shadow's opacity, 0...1; 0 (the default) draws no shadow. The shadow is
    /// drawn below the layer, outside its bounds too, blurred by ``shadowRadius``.
    open var shadowOpacity: Float = 0 {
        willSet { _willChange("shadowOpacity") }
        didSet { _invalidateRender(.appearance) }
    }
    /// How far the shadow is moved from the layer, in the layer's coordinates.
    /// Default (0, −3): three points up, as on iOS.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { _willChange("shadowOffset") }
        didSet { _invalidateRender(.appearance) }
    }
    /// How far the shadow's edge is blurred, in points. Default 3.
    ///
    /// Core Animation does not document its blur; ClientKit uses a Gaussian whose
    /// standard deviation is the radius, the conversion designers use between Core
    /// Animation and CSS (a CSS blur of twice the radius, whose σ is half the blur).
    open var shadowRadius: CGFloat = 3 {
        willSet { _willChange("shadowRadius") }
        didSet { _invalidateRender(.appearance) }
    }
    /// The shape of the shadow, in the layer's bounds coordinates. Default `nil`: the
    /// shadow follows what the layer and its sublayers paint (their alpha). Setting
    /// it spares rendering that shape. Copied when set.
    open var shadowPath: CGPath? {
        get { _shadowPath }
        set {
            _shadowPath = newValue?.copy()
            _invalidateRender(.appearance)
        }
    }
    private var _shadowPath: CGPath?

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
    open var delegate: CALayerDelegate? {
        get { _delegateIsOwningView ? _owningView : _weakDelegate }
        set {
            if let view = newValue as? UIView, view === _owningView {
                _delegateIsOwningView = true
                _weakDelegate = nil
            } else {
                _delegateIsOwningView = false
                _weakDelegate = newValue
            }
        }
    }
    /// A delegate other than the owning view (held weakly).
    weak var _weakDelegate: CALayerDelegate?
    /// The delegate is the owning view (the usual case; no weak reference to the view).
    /// Cleared by the view's `deinit`, on whatever thread that runs.
    nonisolated(unsafe) var _delegateIsOwningView = false

    // MARK: The layer tree

    // The back-pointers to the superlayer and the owning view are unretained
    // (`Unmanaged`), not `weak` or `unowned`: an object that is the target of a weak
    // reference gets a side table, which makes every retain and release of it several
    // times slower, and every read of an `unowned` reference is an atomic check and
    // increment of the target's counts — for every view and layer, several times each, in
    // every layout and render pass. They are safe because the owners clear them in their
    // `deinit` (a superlayer its sublayers', a view its layer's and its subviews'), which
    // runs before the owner's memory is freed, on any thread: a back-pointer that is not
    // `nil` names a live object. The walks that only read and set flags up the tree follow
    // them without retaining (through `unowned(unsafe)` locals); anything that can run a
    // subclass's code takes a strong reference through the properties, so that what it
    // calls stays alive even if that code removes it from the tree.

    /// The layer this one is a sublayer of. Not retained.
    public internal(set) final var superlayer: CALayer? {
        get { _superlayerRef?.takeUnretainedValue() }
        set { _superlayerRef = newValue.map { Unmanaged.passUnretained($0) } }
    }
    nonisolated(unsafe) final var _superlayerRef: Unmanaged<CALayer>?

    var _sublayers: [CALayer] = []

    /// The view whose layer this is; geometry changes are reported to it. Not retained
    /// (see ``superlayer``).
    final var _owningView: UIView? {
        get { _owningViewRef?.takeUnretainedValue() }
        set { _owningViewRef = newValue.map { Unmanaged.passUnretained($0) } }
    }
    nonisolated(unsafe) final var _owningViewRef: Unmanaged<UIView>?
    /// The attached animations, in the order added (see `Layers/Animation`).
    var _animations: [_LayerAnimation] = []
    /// What changed since the last render, and what was rendered (see `CALayer+RenderState`).
    /// Declared beside the sublayers and animations: the compositor reads the three
    /// together for every layer.
    var _render = _LayerRenderState()
    /// Set on presentation copies (they schedule no renders and run no actions).
    var _isPresentationCopy = false
    /// On a presentation copy: the layer it shows.
    weak var _presentationModel: CALayer?
    /// The last presentation computed, for the time and model version it was computed at.
    var _presentationCache: (time: CFTimeInterval, version: Int, layer: CALayer)?
    /// Bumped by every change that can alter the presentation.
    var _modelVersion = 0
    /// Actions by key, consulted after the delegate (`NSNull` for none). Default `nil`.
    /// See ``action(forKey:)`` for the whole search, implicit animations included.
    open var actions: [String: CAAction]?
    /// The transaction generation the layer was created in (see ``CATransaction``).
    let _birthGeneration = CATransaction._generation
    /// Display requests and the backing store (see `CALayer+Display`).
    var _display = _LayerDisplayState()
    /// ``mask``'s storage (see `CALayer+Mask`).
    var _mask: CALayer?
    /// On a mask: the layer it masks (which retains it).
    weak var _maskOwner: CALayer?

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

    // MARK: What a layer class paints itself (CAShapeLayer, CAGradientLayer)

    /// The area, in bounds coordinates, that ``_drawOwnContent(in:)`` may paint; `.null`
    /// (the default) when the class paints nothing of its own. The renderer counts it
    /// in the layer's covered area (and so in its damage).
    var _ownContentRect: CGRect { .null }

    /// How many overlapping things ``_drawOwnContent(in:)`` paints (a fill and a
    /// stroke are two), for group opacity. Default 0.
    var _ownContentPaintCount: Int { 0 }

    /// Paints what the layer class draws itself, above the contents and below the
    /// sublayers, at composite time (vector shapes stay sharp under any transform).
    /// `context` maps bounds coordinates to the target's pixels, is clipped to what is
    /// being repainted and carries the layer's faded alpha. Default: nothing.
    func _drawOwnContent(in context: CGContext) {}

    // MARK: Animatable properties of layer classes (see CALayer+KeyValues)

    /// The value of an animatable key the layer class adds (`CAShapeLayer`'s
    /// `strokeEnd`…); `nil` for keys it does not know.
    func _classValue(forKey key: String) -> Any? { nil }

    /// Sets an animatable key the layer class adds; ignores keys it does not know.
    func _setClassValue(_ value: Any?, forKey key: String) {}

    /// Copies what the layer class adds to the state a presentation copy shows.
    func _copyClassState(to copy: CALayer) {}

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
