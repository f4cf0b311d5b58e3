import Foundation
import StrataPixman

/// The first half of a render: walks the changed parts of a layer tree, refreshes
/// each layer's cached window transform and covered area, and collects the window
/// rectangles whose pixels may have changed since the last render.
///
/// A layer whose geometry or subtree-wide appearance changed damages what its
/// subtree covered before and after, shadows included (a moving shadowed layer
/// damages its old and new shadow); a layer whose contents were partly redrawn
/// damages that part only; removed layers damage what they covered. Clean subtrees
/// are not visited.
@MainActor
struct _LayerDamageCollector {
    /// Damaged rectangles in window pixels (unrounded; may overlap).
    private(set) var damage: [CGRect] = []
    /// The window's layer: drawn even when hidden (the window system decides whether
    /// a window shows).
    let root: CALayer

    init(root: CALayer) {
        self.root = root
    }

    private func hidden(_ layer: CALayer) -> Bool {
        (layer.isHidden && layer !== root) || layer._shown.opacity <= 0
    }

    /// Collects the damage of the tree under `root`, the window's layer, whose bounds
    /// map to the window's pixels (its own position and transform are the window
    /// system's business and are ignored).
    mutating func collect() {
        damage += root._render.removedDamage
        root._render.removedDamage = []
        let rootTransform = CGAffineTransform(translationX: -root._shown.bounds.minX, y: -root._shown.bounds.minY)
        if root._render.renderedRootBounds != root._shown.bounds {
            root._render.renderedRootBounds = root._shown.bounds
            root._render.geometryDirty = true
        } else {
            // The window moving on screen changes nothing inside it.
            root._render.geometryDirty = false
        }
        visit(root, parentTransform: .identity, rootTransform: rootTransform)
    }

    private mutating func visit(_ layer: CALayer, parentTransform: CGAffineTransform,
                                rootTransform: CGAffineTransform? = nil) {
        let state = layer._render
        if state.geometryDirty || state.appearanceDirty {
            let old = state.subtreeRect
            recompute(layer, parentTransform: parentTransform, rootTransform: rootTransform)
            add(old)
            add(layer._render.subtreeRect)
            return
        }
        let firstDamage = damage.count
        if !state.contentsDamage.isNull {
            if !hidden(layer) {
                add(Self.outset(state.contentsDamage.applying(state.windowTransform), for: state.windowTransform))
            }
            layer._render.contentsDamage = .null
        }
        if state.descendantDirty {
            layer._render.descendantDirty = false
            if hidden(layer) { return }
            // The background's cover depends on the sublayers themselves: decided again only
            // when one of them changed (not for a redraw deeper down).
            var sublayerChanged = state.sublayerRemoved
            for sublayer in layer._sublayers {
                if sublayer._render.geometryDirty || sublayer._render.appearanceDirty { sublayerChanged = true }
                visit(sublayer, parentTransform: state.windowTransform)
            }
            layer._render.subtreeRect = subtreeRect(of: layer)
            if sublayerChanged { recomputeBackgroundCover(of: layer) }
        }
        // A shadow cast by what the layer paints changes where that changed: the
        // changed areas, moved and blurred as the shadow is.
        if layer._drawsShadow, layer.shadowPath == nil, layer !== root, damage.count > firstDamage {
            let geometry = _ShadowGeometry(layer: layer, transform: state.windowTransform)
            for rect in damage[firstDamage...] { add(geometry.area(of: rect)) }
        }
    }

    /// Recomputes the cached state of `layer`'s whole subtree and clears its flags.
    private func recompute(_ layer: CALayer, parentTransform: CGAffineTransform, rootTransform: CGAffineTransform? = nil) {
        let transform = rootTransform ?? layer._shown._transformToSuperlayer().concatenating(parentTransform)
        layer._render.windowTransform = transform
        layer._render.geometryDirty = false
        layer._render.appearanceDirty = false
        layer._render.contentsDamage = .null
        layer._render.descendantDirty = false
        // The mask is placed as a sublayer would be; refreshed even under a hidden layer,
        // so that its flags are clear and its next change reaches this layer again.
        if let mask = layer._mask {
            mask._render.removedDamage = [] // this layer's own damage covers the mask's
            recompute(mask, parentTransform: transform)
        }
        guard !hidden(layer) else {
            layer._render.isPlain = false
            layer._render.subtreeRect = .null
            return
        }
        recomputePlainPaint(of: layer)
        for sublayer in layer._sublayers {
            recompute(sublayer, parentTransform: transform)
        }
        layer._render.subtreeRect = subtreeRect(of: layer)
        recomputeBackgroundCover(of: layer)
    }

    /// Decides, after its sublayers' state is fresh, whether `layer`'s background is hidden
    /// by opaque plain sublayers (see `_LayerRenderState.backgroundCovered`). The sum of
    /// their areas is checked first, so a layer with gaps between its sublayers costs a
    /// loop, not a region.
    private func recomputeBackgroundCover(of layer: CALayer) {
        layer._render.backgroundCovered = false
        layer._render.sublayerRemoved = false
        let rect: PixmanRect
        if layer === root {
            let m = layer._render.windowTransform
            guard m.b == 0, m.c == 0, (layer.backgroundColor?.alpha ?? 0) >= 1, layer.cornerRadius == 0,
                  layer.opacity >= 1, !layer._drawsShadow, layer._animations.isEmpty, layer._mask == nil else { return }
            rect = _Clip.snapped(layer.bounds.applying(m))
        } else {
            guard layer._render.isPlain, layer._render.plainColor != nil else { return }
            rect = layer._render.plainRect
        }
        guard !rect.isEmpty, !layer._sublayers.isEmpty else { return }
        var parts: [PixmanRect] = []
        var area = 0
        for sublayer in layer._sublayers {
            guard sublayer._render.isPlain, sublayer._render.plainColor?.alpha == 0xFFFF,
                  let part = sublayer._render.plainRect.intersection(rect) else { continue }
            parts.append(part)
            area += part.area
        }
        guard area >= rect.area else { return }
        layer._render.backgroundCovered = PixmanRegion(rects: parts).area(within: rect) == rect.area
    }

    /// Decides whether `layer` is plain (see `_LayerRenderState.isPlain`) for its new
    /// window transform and appearance, and caches what it paints if so.
    private func recomputePlainPaint(of layer: CALayer) {
        let m = layer._render.windowTransform
        let plain = layer !== root && type(of: layer) == CALayer.self && layer._animations.isEmpty
            && m.b == 0 && m.c == 0 && layer.opacity == 1 && !layer.masksToBounds && layer.cornerRadius == 0
            && !layer._drawsShadow && (layer.borderWidth <= 0 || (layer.borderColor?.alpha ?? 0) <= 0)
            && layer.contents == nil && layer._mask == nil
        layer._render.isPlain = plain
        guard plain else { return }
        layer._render.plainRect = _Clip.snapped(layer.bounds.applying(m))
        if let background = layer.backgroundColor, background.alpha > 0 {
            layer._render.plainColor = background._premultiplied
        } else {
            layer._render.plainColor = nil
        }
    }

    /// What `layer` and its visible sublayers cover in window pixels, from their
    /// cached state: the bounds (and the contents and own drawing, which may stick
    /// out) plus the sublayers' areas, clipped to the bounds when the layer masks,
    /// plus the layer's shadow (see `_ShadowGeometry`). Also caches the area without
    /// the shadow, which casts it.
    func subtreeRect(of layer: CALayer) -> CGRect {
        guard !hidden(layer) else { return .null }
        let transform = layer._render.windowTransform
        let own = Self.outset(layer._shown.bounds.applying(transform), for: transform)
        var covered = own
        if !layer.masksToBounds {
            if let image = layer.contents as? CGImage {
                for piece in _ContentsPlacement.pieces(for: layer, image: image) {
                    covered = covered.union(Self.outset(piece.destination.applying(transform), for: transform))
                }
            }
            let ownContent = layer._shown._ownContentRect
            if !ownContent.isNull {
                covered = covered.union(Self.outset(ownContent.applying(transform), for: transform))
            }
            for sublayer in layer._sublayers where !sublayer._render.subtreeRect.isNull {
                covered = covered.union(sublayer._render.subtreeRect)
            }
        }
        layer._render.shadowSourceRect = covered
        if layer._drawsShadow && layer !== root {
            let source = layer.shadowPath.map { $0.boundingBox.applying(transform) } ?? covered
            covered = covered.union(_ShadowGeometry(layer: layer, transform: transform).area(of: source))
        }
        return covered
    }

    /// Grows `rect` by a pixel when `transform` does not map pixels onto whole pixels
    /// (filtering then touches the neighbours).
    static func outset(_ rect: CGRect, for transform: CGAffineTransform) -> CGRect {
        if rect.isNull || rect.isEmpty { return rect }
        let aligned = transform.b == 0 && transform.c == 0 && transform.a == 1 && transform.d == 1
            && transform.tx == transform.tx.rounded() && transform.ty == transform.ty.rounded()
        return aligned ? rect : rect.insetBy(dx: -1, dy: -1)
    }

    private mutating func add(_ rect: CGRect) {
        if !rect.isNull && !rect.isEmpty { damage.append(rect) }
    }
}
