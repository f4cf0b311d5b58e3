import Foundation
import StrataPixman

/// What changed in a layer since the last render, and what that render covered.
struct _LayerRenderState {
    // The compositor reads the first fields for every layer of every frame: they come
    // first, so that with ``CALayer``'s own hot fields beside them they share a cache
    // line or two (a whole-window composite of 10,000 layers waits mostly on memory).

    /// From the last render: whether the layer, composited straight into the window, paints
    /// nothing but ``plainColor`` over ``plainRect`` before its sublayers — a plain
    /// `CALayer` (no subclass drawing), square-cornered, fully opaque, shown, with no
    /// contents, border, shadow or clipping, and an axis-aligned window transform. The
    /// compositor then paints it from these two fields without reading its properties
    /// (the layer's animations are still checked at every render: they change what shows
    /// without a model change). Every property it depends on invalidates the render, so
    /// the next render recomputes it.
    var isPlain = false
    /// For a plain layer: its bounds in window pixels, snapped to whole pixels.
    var plainRect = PixmanRect(x: 0, y: 0, width: 0, height: 0)
    /// For a plain layer: its background, premultiplied; `nil` when it has none to paint.
    var plainColor: PixmanColor?
    /// From the last render: whether the layer's background fill is hidden entirely by
    /// sublayers that are plain and opaque (their snapped rectangles tile its own), so the
    /// compositor skips it — a window's background under full-size content, a cell's under
    /// its content view. Set only for a plain layer or the window's layer.
    var backgroundCovered = false
    /// Every window pixel ``subtreeRect`` touches (`nil`: none), kept with it: the
    /// compositor tests it against the clip for every layer of every frame.
    private(set) var subtreePixels: PixmanRect?

    /// Position, bounds, anchor or transform changed (or the layer is new to its tree):
    /// the whole subtree moves.
    var geometryDirty = true
    /// Something the whole subtree's appearance depends on changed (opacity, hidden,
    /// clipping, colours, border, contents, gravity).
    var appearanceDirty = false
    /// Part of the contents was redrawn in place (bounds coordinates).
    var contentsDamage: CGRect = .null
    /// Some sublayer (or deeper) has changes.
    var descendantDirty = false

    /// From the last render: bounds coordinates to window pixels.
    var windowTransform = CGAffineTransform.identity
    /// From the last render: what the layer and its sublayers covered, in window
    /// pixels (`.null`: nothing), the layer's shadow included.
    var subtreeRect: CGRect = .null {
        didSet { subtreePixels = subtreeRect.isNull ? nil : _Clip.pixelBounds(of: subtreeRect) }
    }
    /// From the last render: what the layer and its sublayers paint without the
    /// layer's own shadow, in window pixels — the shape that casts the shadow.
    var shadowSourceRect: CGRect = .null
    /// A sublayer was removed since the last render (added ones are dirty themselves): the
    /// background's cover is decided again.
    var sublayerRemoved = false
    /// On a root layer: areas that sublayers removed since the last render covered.
    var removedDamage: [CGRect] = []
    /// On a root layer: the bounds of the last render.
    var renderedRootBounds: CGRect = .null
}

extension CALayer {
    enum _RenderChange {
        case geometry, appearance
    }

    /// Records a change for the next render and tells the ancestors.
    func _invalidateRender(_ change: _RenderChange) {
        guard !_isPresentationCopy else { return }
        _modelVersion &+= 1
        switch change {
        case .geometry: _render.geometryDirty = true
        case .appearance: _render.appearanceDirty = true
        }
        if let parent = _superlayerRef {
            Self._markDescendantDirty(from: parent)
        } else if let owner = _maskOwner {
            owner._invalidateRender(.appearance)
        }
        _UIUpdateCycle.scheduleRender()
    }

    /// Records a partial redraw of the contents (bounds coordinates).
    func _invalidateContents(_ rect: CGRect) {
        _render.contentsDamage = _render.contentsDamage.isNull ? rect : _render.contentsDamage.union(rect)
        if let parent = _superlayerRef {
            Self._markDescendantDirty(from: parent)
        } else if let owner = _maskOwner {
            owner._invalidateRender(.appearance)
        }
        _UIUpdateCycle.scheduleRender()
    }

    /// Flags the receiver and its ancestors as having changed descendants.
    func _markDescendantDirty() {
        Self._markDescendantDirty(from: Unmanaged.passUnretained(self))
    }

    /// ``_markDescendantDirty()`` from `start` up, without retaining: only flags are read
    /// and set on the way. At the top of a mask's tree, the masked layer is invalidated
    /// (what it shows depends on the whole mask).
    static func _markDescendantDirty(from start: Unmanaged<CALayer>) {
        unowned(unsafe) var layer = start.takeUnretainedValue()
        while !layer._render.descendantDirty {
            layer._render.descendantDirty = true
            guard let up = layer._superlayerRef else {
                layer._maskOwner?._invalidateRender(.appearance)
                return
            }
            layer = up.takeUnretainedValue()
        }
    }

    /// The layer is leaving its tree: the area it covered must be repainted.
    func _recordRemovalDamage() {
        guard !_render.subtreeRect.isNull, let parent = superlayer else { return }
        var root = parent
        var damage = _render.subtreeRect
        // Ancestors whose shadows follow what they paint lose this part of their shadow.
        while let up = root.superlayer {
            if root._drawsShadow && root.shadowPath == nil {
                damage = damage.union(_ShadowGeometry(layer: root, transform: root._render.windowTransform).area(of: damage))
            }
            root = up
        }
        root._render.removedDamage.append(damage)
        _render.subtreeRect = .null
        parent._markDescendantDirty()
        _UIUpdateCycle.scheduleRender()
    }
}

extension CALayer {
    /// Whether the renderer draws a shadow for the layer (see `shadowOpacity`).
    var _drawsShadow: Bool {
        let shown = _shown
        return shown.shadowOpacity > 0 && (shown.shadowColor?.alpha ?? 0) > 0 && !masksToBounds
    }
}
