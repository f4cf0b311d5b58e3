import Foundation
import StrataPixman

/// The second half of a render: paints a layer tree into a target, limited to a clip
/// (the damaged pixels), using the window transforms and covered areas that
/// `_LayerDamageCollector` cached on each layer.
///
/// Per layer, in Core Animation's order: the shadow (see `LayerCompositor+Shadow`),
/// the background (rounded by `cornerRadius`), the contents (placed by
/// `contentsGravity` / `contentsCenter`), what the layer class draws itself (a
/// `CAShapeLayer`'s path, a `CAGradientLayer`'s gradient), the sublayers, the border. `masksToBounds` clips the contents and sublayers to the bounds — with
/// rectangular clips when the corners are square, through an offscreen group and a
/// rounded mask otherwise. A layer with opacity below 1 and more than one thing to
/// paint is painted into an offscreen group first (group opacity). A layer whose
/// transform is not axis-aligned (rotation, shear) is painted unrotated into an
/// offscreen group that is then composited through the affine transform, resampled
/// bilinearly; only the affine part of 3D transforms is used. A layer with a `mask` is
/// painted into an offscreen group and composited through the mask's alpha (see
/// `LayerCompositor+Mask`). Subtrees outside the damage are skipped.
@MainActor
struct _LayerCompositor {
    /// The window-space rectangle being repainted (for skipping subtrees).
    let cull: CGRect
    /// The window's layer, drawn even when hidden (the window system decides whether
    /// a window shows).
    let root: CALayer
    /// Whether the root's background replaces the pixels instead of blending (an
    /// opaque window background, which spares clearing the damage first).
    let rootBackgroundReplaces: Bool

    /// `CGRect.intersects` as Foundation defines it (closed spans: rectangles that share
    /// an edge intersect; a null rectangle intersects nothing), without building the
    /// intersection — this runs for every layer of every frame.
    @inline(__always)
    static func touches(_ a: CGRect, _ b: CGRect) -> Bool {
        guard !a.isNull, !b.isNull else { return false }
        return a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    /// Paints `layer` and its subtree into `target` within `clip`, faded by `alpha`.
    func render(_ layer: CALayer, into target: _RenderTarget, clip: _Clip, alpha: CGFloat) {
        if layer._render.isPlain, alpha == 1, target.isWindow, layer._animations.isEmpty {
            renderPlain(layer, into: target, clip: clip)
            return
        }
        let covered = layer._render.subtreeRect
        let opacity = layer._shown.opacity
        guard !layer.isHidden || layer === root, opacity > 0, !covered.isNull, Self.touches(covered, cull) else { return }
        let coveredHere = _Clip.pixelBounds(of: target.isWindow ? covered : covered.applying(target.fromWindow))
        guard clip.intersects(coveredHere) else { return }
        let a = alpha * CGFloat(opacity)
        if let mask = layer._mask {
            renderMasked(layer, by: mask, into: target, clip: clip.narrowed(to: coveredHere), alpha: a)
        } else {
            renderUnmasked(layer, into: target, clip: clip, coveredHere: coveredHere, alpha: a)
        }
    }

    /// Paints `layer` and its subtree, whose pixels in `target` lie within `coveredHere`,
    /// faded by `a` (the layer's opacity included), without its mask.
    func renderUnmasked(_ layer: CALayer, into target: _RenderTarget, clip: _Clip, coveredHere: PixmanRect, alpha a: CGFloat) {
        let m = target.isWindow ? layer._render.windowTransform
            : Self.cleaned(layer._render.windowTransform.concatenating(target.fromWindow))
        if !(m.b == 0 && m.c == 0) {
            renderTransformed(layer, into: target, transform: m, clip: clip.narrowed(to: coveredHere), alpha: a)
        } else if a < 1 && needsGroup(layer) {
            let area = clip.narrowed(to: coveredHere)
            let rect = area.extents
            let group = _RenderTarget(group: rect, of: target)
            renderContent(layer, into: group, clip: group.fullClip, alpha: 1)
            target.composite(group.image, sourceToTarget: CGAffineTransform(translationX: CGFloat(rect.x), y: CGFloat(rect.y)),
                             bounds: rect, alpha: a, clip: area)
        } else if layer._drawsShadow || !layer._animations.isEmpty {
            // Shadows and transitions size their work by the clip: give them only this subtree's part.
            renderContent(layer, into: target, clip: clip.narrowed(to: coveredHere), alpha: a)
        } else {
            // Painting is clipped by each thing's own rectangle: the clip need not be narrowed
            // (which would allocate, per layer).
            renderContent(layer, into: target, clip: clip, alpha: a)
        }
    }

    /// Paints a plain layer (see `_LayerRenderState.isPlain`) into the window from its
    /// cached state: what `render` and `renderContent` would do, without reading the
    /// layer's properties — most layers of a window are plain, and this runs for each.
    private func renderPlain(_ layer: CALayer, into target: _RenderTarget, clip: _Clip) {
        guard paintPlainBackground(of: .passUnretained(layer), into: target, clip: clip) else { return }
        let sublayers = layer._sublayers
        for i in sublayers.indices {
            // A plain leaf (most layers) is painted here, through an unretained reference
            // (the array, held here, keeps it alive): retaining it to pass it on would be
            // the only reason to touch its header, one more cache miss per layer of a
            // large composite.
            unowned(unsafe) let sublayer = sublayers[i]
            if sublayer._render.isPlain, sublayer._sublayers.isEmpty, sublayer._animations.isEmpty {
                _ = paintPlainBackground(of: .passUnretained(sublayer), into: target, clip: clip)
                continue
            }
            render(sublayers[i], into: target, clip: clip, alpha: 1)
        }
    }

    /// A plain layer's background, from its cached state; false when nothing of its
    /// subtree is inside the clip (then its sublayers need not be visited either).
    @inline(__always)
    private func paintPlainBackground(of reference: Unmanaged<CALayer>, into target: _RenderTarget, clip: _Clip) -> Bool {
        unowned(unsafe) let layer = reference.takeUnretainedValue()
        guard let covered = layer._render.subtreePixels, clip.intersects(covered) else { return false }
        if let color = layer._render.plainColor, !layer._render.backgroundCovered {
            target.fill(layer._render.plainRect, color: color, clip: clip)
        }
        return true
    }

    /// Whether fading `layer` needs a group: it paints more than one thing, which
    /// would show through each other if faded separately.
    private func needsGroup(_ layer: CALayer) -> Bool {
        var things = layer._sublayers.contains { !$0.isHidden && $0._shown.opacity > 0 } ? 2 : 0
        if (layer._shown.backgroundColor?.alpha ?? 0) > 0 { things += 1 }
        if layer.contents is CGImage { things += 1 }
        things += layer._shown._ownContentPaintCount
        if layer._drawsShadow { things += 1 }
        if layer._shown.borderWidth > 0, (layer._shown.borderColor?.alpha ?? 0) > 0 { things += 1 }
        return things > 1
    }

    /// Paints a rotated or sheared layer: unrotated into a group in the layer's own
    /// space, then through `transform` into `target`.
    private func renderTransformed(_ layer: CALayer, into target: _RenderTarget, transform m: CGAffineTransform,
                                   clip: _Clip, alpha: CGFloat) {
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0 else { return }
        let inverse = m.inverted()
        let e = clip.extents
        let visible = CGRect(x: CGFloat(e.x), y: CGFloat(e.y), width: CGFloat(e.width), height: CGFloat(e.height))
        let local = visible.applying(inverse)
            .intersection(layer._render.subtreeRect.applying(target.fromWindow).applying(inverse))
        var rect = _Clip.pixelBounds(of: local.insetBy(dx: -1, dy: -1))
        // A group never needs to be larger than what can show; keep absurd scales in check.
        rect.width = Swift.min(rect.width, 8192)
        rect.height = Swift.min(rect.height, 8192)
        guard rect.width > 0, rect.height > 0 else { return }
        // The group's pixels are the layer's bounds coordinates, shifted by the rect's origin.
        let image = PixmanImage(format: .a8r8g8b8, width: Int(rect.width), height: Int(rect.height))
        let toGroup = CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))
        let windowToLocal = layer._render.windowTransform.inverted()
        let group = _RenderTarget(image: image, fromWindow: windowToLocal.concatenating(toGroup),
                                  statistics: target.statistics)
        target.statistics.groupCount += 1
        renderContent(layer, into: group, clip: group.fullClip, alpha: 1)
        let groupToTarget = CGAffineTransform(translationX: CGFloat(rect.x), y: CGFloat(rect.y)).concatenating(m)
        let bounds = _Clip.pixelBounds(of: CGRect(x: 0, y: 0, width: CGFloat(rect.width), height: CGFloat(rect.height))
            .applying(groupToTarget))
        target.composite(image, sourceToTarget: groupToTarget, bounds: bounds, alpha: alpha,
                         filter: .bilinear, repeatMode: .none, clip: clip)
    }

    /// Paints an axis-aligned layer: its shadow (unless `shadow` is false), background,
    /// contents, own drawing and sublayers (clipped if it masks), border.
    func renderContent(_ layer: CALayer, into target: _RenderTarget, clip: _Clip, alpha: CGFloat, shadow: Bool = true) {
        let m = target.isWindow ? layer._render.windowTransform
            : Self.cleaned(layer._render.windowTransform.concatenating(target.fromWindow))
        if shadow && layer._drawsShadow && layer !== root {
            renderShadow(of: layer, into: target, transform: m, clip: clip, alpha: alpha)
        }
        let shown = layer._shown
        let bounds = shown.bounds
        let rounded = shown.cornerRadius > 0
        let radius = Swift.min(shown.cornerRadius, Swift.min(bounds.width, bounds.height) / 2)

        // The window's background is skipped where opaque plain sublayers paint every pixel
        // of it (see `_LayerRenderState.backgroundCovered`).
        let covered = layer === root && target.isWindow && alpha >= 1 && layer._render.backgroundCovered
            && layer._animations.isEmpty
        if let background = shown.backgroundColor, background.alpha > 0, !covered {
            if rounded {
                let path = CGMutablePath()
                path.addRoundedRect(in: bounds, cornerWidth: radius, cornerHeight: radius, transform: m)
                target.fill(path, color: background, alpha: alpha, clip: clip)
            } else {
                target.fill(_Clip.snapped(bounds.applying(m)), color: Self.premultiplied(background, alpha),
                            clip: clip, replace: layer === root && rootBackgroundReplaces && alpha >= 1)
            }
        }

        if layer.masksToBounds {
            let inside = clip.narrowed(to: _Clip.snapped(bounds.applying(m)))
            if rounded, !inside.isEmpty {
                let rect = inside.extents
                let group = _RenderTarget(group: rect, of: target)
                renderContentsAndSublayers(layer, into: group, clip: group.fullClip, alpha: 1)
                // The mask: the rounded bounds in the group's pixels, faded by alpha.
                let mask = _RenderTarget(group: rect, of: target)
                let path = CGMutablePath()
                path.addRoundedRect(in: bounds, cornerWidth: radius, cornerHeight: radius,
                                    transform: m.concatenating(CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))))
                mask.fill(path, color: .black, alpha: alpha, clip: mask.fullClip)
                target.composite(group.image, sourceToTarget: CGAffineTransform(translationX: CGFloat(rect.x), y: CGFloat(rect.y)),
                                 bounds: rect, mask: mask.image, clip: inside)
            } else if !inside.isEmpty {
                renderContentsAndSublayers(layer, into: target, clip: inside, alpha: alpha)
            }
        } else {
            renderContentsAndSublayers(layer, into: target, clip: clip, alpha: alpha)
        }

        if let (transition, shown) = layer._activeTransition, shown < 1 {
            renderTransitionedState(transition, of: layer, into: target, transform: m, clip: clip,
                                    alpha: alpha * CGFloat(1 - shown), bounds: bounds, radius: rounded ? radius : 0)
        }

        if shown.borderWidth > 0, let color = shown.borderColor, color.alpha > 0 {
            let w = Swift.min(shown.borderWidth, Swift.min(bounds.width, bounds.height) / 2)
            if rounded {
                let path = CGMutablePath()
                path.addRoundedRect(in: bounds, cornerWidth: radius, cornerHeight: radius, transform: m)
                let inner = bounds.insetBy(dx: w, dy: w)
                let innerRadius = Swift.max(0, radius - w)
                path.addRoundedRect(in: inner, cornerWidth: innerRadius, cornerHeight: innerRadius, transform: m)
                target.fill(path, color: color, alpha: alpha, rule: .evenOdd, clip: clip)
            } else {
                let b = bounds
                let strips = [CGRect(x: b.minX, y: b.minY, width: b.width, height: w),
                              CGRect(x: b.minX, y: b.maxY - w, width: b.width, height: w),
                              CGRect(x: b.minX, y: b.minY + w, width: w, height: b.height - 2 * w),
                              CGRect(x: b.maxX - w, y: b.minY + w, width: w, height: b.height - 2 * w)]
                let pixel = Self.premultiplied(color, alpha)
                for strip in strips {
                    target.fill(_Clip.snapped(strip.applying(m)), color: pixel, clip: clip)
                }
            }
        }
    }

    private func renderContentsAndSublayers(_ layer: CALayer, into target: _RenderTarget, clip: _Clip, alpha: CGFloat) {
        let m = target.isWindow ? layer._render.windowTransform
            : Self.cleaned(layer._render.windowTransform.concatenating(target.fromWindow))
        if let image = layer.contents as? CGImage {
            renderImage(image, of: layer, into: target, transform: m, clip: clip, alpha: alpha)
        }
        let shown = layer._shown
        let own = shown._ownContentRect
        if !own.isNull {
            target.draw(within: _Clip.pixelBounds(of: own.applying(m)), clip: clip, transform: m, alpha: alpha) { context in
                shown._drawOwnContent(in: context)
            }
        }
        for sublayer in layer._sublayers {
            render(sublayer, into: target, clip: clip, alpha: alpha)
        }
    }

    /// Draws `image` as `layer`'s contents (placed by its gravity and centre) through `m`.
    private func renderImage(_ image: CGImage, of layer: CALayer, into target: _RenderTarget, transform m: CGAffineTransform,
                             clip: _Clip, alpha: CGFloat) {
        let pieces = _ContentsPlacement.pieces(for: layer, image: image)
        for piece in pieces {
            var s = piece.source
            let d = piece.destination
            guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
            // Nine-part slices are sampled on their own, so that filtering does not
            // mix in the neighbouring slice: each stretched part repeats its own pixels.
            var source = image.pixmanImage
            if pieces.count > 1, let slice = Self.slice(of: source, s) {
                source = slice
                s.origin = .zero
            }
            let sourceToLayer = CGAffineTransform(translationX: -s.minX, y: -s.minY)
                .concatenating(CGAffineTransform(scaleX: d.width / s.width, y: d.height / s.height))
                .concatenating(CGAffineTransform(translationX: d.minX, y: d.minY))
            let sourceToTarget = sourceToLayer.concatenating(m)
            let magnifies = abs(sourceToTarget.a) > 1 || abs(sourceToTarget.d) > 1
            let filter = magnifies ? layer.magnificationFilter : layer.minificationFilter
            target.composite(source, sourceToTarget: sourceToTarget,
                             bounds: _Clip.snapped(d.applying(m)), alpha: alpha,
                             filter: filter == .nearest ? .nearest : .bilinear, repeatMode: .pad, clip: clip)
        }
    }

    /// A fade transition: what the layer showed when it was added (its background and
    /// contents), drawn over the new state with the part of the opacity still fading out.
    private func renderTransitionedState(_ transition: CATransition, of layer: CALayer, into target: _RenderTarget,
                                         transform m: CGAffineTransform, clip: _Clip, alpha: CGFloat,
                                         bounds: CGRect, radius: CGFloat) {
        if let background = transition._oldBackground, background.alpha > 0 {
            if radius > 0 {
                let path = CGMutablePath()
                path.addRoundedRect(in: bounds, cornerWidth: radius, cornerHeight: radius, transform: m)
                target.fill(path, color: background, alpha: alpha, clip: clip)
            } else {
                target.fill(_Clip.snapped(bounds.applying(m)), color: Self.premultiplied(background, alpha), clip: clip)
            }
        }
        if let image = transition._oldContents as? CGImage {
            renderImage(image, of: layer, into: target, transform: m, clip: clip, alpha: alpha)
        }
    }

    /// The pixels of `rect` (whole pixels inside `image`) as an image of their own,
    /// sharing `image`'s memory.
    static func slice(of image: PixmanImage, _ rect: CGRect) -> PixmanImage? {
        guard let data = image.data, rect.minX >= 0, rect.minY >= 0,
              rect.maxX <= CGFloat(image.width), rect.maxY <= CGFloat(image.height),
              rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
              rect.width == rect.width.rounded(), rect.height == rect.height.rounded() else { return nil }
        let offset = Int(rect.minY) * image.stride + Int(rect.minX) * 4
        return PixmanImage(format: .a8r8g8b8, width: Int(rect.width), height: Int(rect.height),
                           bits: data + offset, stride: image.stride, owner: image)
    }

    /// `t` with entries within rounding noise of a multiple of 1/1024 made exact, so that
    /// transforms that cancel out (a rotation and its inverse) come out exactly
    /// axis-aligned and pixel-aligned — and a layer edge on a half (or quarter…) pixel
    /// lands on the same pixel whichever group it is painted into: a partial repaint
    /// puts a rotated layer's group elsewhere than a full one, and without this the
    /// noise decided which way such an edge rounded.
    static func cleaned(_ t: CGAffineTransform) -> CGAffineTransform {
        func clean(_ v: CGFloat) -> CGFloat {
            let r = (v * 1024).rounded() / 1024
            return abs(v - r) < 1e-7 ? r : v
        }
        return CGAffineTransform(a: clean(t.a), b: clean(t.b), c: clean(t.c), d: clean(t.d), tx: clean(t.tx), ty: clean(t.ty))
    }

    /// `color` faded by `alpha`, premultiplied, as pixman takes it.
    static func premultiplied(_ color: CGColor, _ alpha: CGFloat) -> PixmanColor {
        if alpha == 1 { return color._premultiplied }
        let c = color.rgba
        return CGColor.premultiplied(c.red, c.green, c.blue, c.alpha * alpha)
    }
}
