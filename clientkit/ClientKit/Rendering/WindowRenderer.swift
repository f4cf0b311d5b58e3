import Foundation
import StrataPixman

/// Composites a window's layer tree into a window-sized `a8r8g8b8` buffer, repainting
/// only what changed, and reports the damage: the window rectangles that differ from
/// the previous frame (what the daemon must recomposite).
///
/// Each window has one, ``UIWindow/renderer``; what changed is recorded on the layers
/// themselves, so a second renderer for the same window would see only part of it.
///
/// A render first finishes pending layout and display for the window (even a hidden
/// one), then collects the damage, then repaints into the target the damage of every
/// frame since that buffer was last rendered into — so a client can cycle through a
/// few buffers (up to ``maximumBufferAge`` frames old); an unknown or older buffer is
/// repainted whole. Pixels are premultiplied `a8r8g8b8`; where no layer paints, the
/// window is transparent. ClientKit's scale is 1: one point is one pixel.
///
/// Rendering honours, per layer: `isHidden`, `opacity` (group opacity), the affine
/// part of `transform` (rotation and shear through offscreen groups resampled by
/// pixman), `backgroundColor`, `cornerRadius`, `borderWidth` / `borderColor`,
/// `masksToBounds` (nested, rounded), `contents` (a ``CGImage``) with
/// `contentsGravity`, `contentsCenter`, `contentsScale` and the contents filters, the
/// shadow (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `shadowPath`; blurred, outside the bounds, and part of the layer's damage), and
/// what `CAShapeLayer` and `CAGradientLayer` draw.
/// Edges of axis-aligned rectangles are snapped to whole pixels (no antialiasing);
/// rounded shapes are antialiased by cairo.
@MainActor
public final class WindowRenderer {
    /// The window rendered. Not retained (the window owns its renderer).
    public private(set) weak var window: UIWindow?

    /// How many frames back a target buffer may be and still be repainted only where
    /// things changed.
    public static let maximumBufferAge = 8

    /// Pixels written by the last render's fills and composites, in the target and in
    /// offscreen groups (a pixel painted by several layers counts several times).
    public private(set) var compositedPixelCount = 0
    /// Pixels of the target repainted by the last render (the area of the repainted
    /// region).
    public private(set) var repaintedPixelCount = 0
    /// Offscreen groups allocated by the last render.
    public private(set) var groupCount = 0
    /// Frames rendered so far.
    public private(set) var frameCount = 0

    /// The damage of the last frames, oldest first (at most `maximumBufferAge`).
    private var history: [PixmanRegion] = []
    private var lastSize: (Int, Int)?

    /// The buffer ``renderFramebuffer()`` renders into.
    private var framebuffer: PixmanImage?

    private final class TargetRecord {
        weak var image: PixmanImage?
        var frame: Int
        init(image: PixmanImage, frame: Int) { self.image = image; self.frame = frame }
    }
    private var targets: [TargetRecord] = []

    /// The age of a target the caller gives no age for, by identity (see
    /// ``drawFrame(into:bufferAge:)``), and it is recorded as holding this frame.
    private func age(of target: PixmanImage) -> Int {
        targets.removeAll { $0.image == nil }
        guard let record = targets.first(where: { $0.image === target }) else {
            targets.append(TargetRecord(image: target, frame: frameCount))
            return 0
        }
        defer { record.frame = frameCount }
        return frameCount - record.frame
    }

    init(window: UIWindow) {
        self.window = window
    }

    /// Renders the window into a window-sized buffer the renderer owns (made anew when
    /// the window's size changes) and returns it with this frame's damage — for a
    /// platform layer that copies the damaged pixels into the buffers it commits.
    /// Returns `nil` when the window is gone or smaller than one pixel.
    public func renderFramebuffer() -> (image: PixmanImage, damage: [CGRect])? {
        guard let window else { return nil }
        let width = Int(window.bounds.width.rounded(.up)), height = Int(window.bounds.height.rounded(.up))
        guard width > 0, height > 0 else { return nil }
        if framebuffer?.width != width || framebuffer?.height != height {
            framebuffer = PixmanImage(format: .a8r8g8b8, width: width, height: height)
        }
        let image = framebuffer!
        return (image, render(into: image))
    }

    /// Renders the window into `target` (at least 1×1, `a8r8g8b8`; its pixel (0, 0) is
    /// the window's bounds origin) and returns the damage of this frame: the window
    /// rectangles, in pixels, whose content differs from the previous frame's (the
    /// whole target for the first frame and after a size change; empty if nothing
    /// changed). Finishes the window's pending layout and display first; the platform
    /// layer, whose update cycle has just done that, uses ``collectDamage()`` and
    /// ``drawFrame(into:)`` instead.
    @discardableResult
    public func render(into target: PixmanImage) -> [CGRect] {
        guard let window else { return [] }
        window._layoutSubtreeIfNeeded()
        window.layer._displaySubtreeIfNeeded(ignoringHidden: true)
        return drawFrame(into: target)
    }

    /// Damage collected and not yet drawn into a frame (see ``collectDamage()``).
    private var pendingDamage = PixmanRegion()

    /// Collects what changed in the layer tree since the last frame, without drawing
    /// (a clean tree is not even visited), and keeps it for the next
    /// ``drawFrame(into:)``. Returns whether the next frame has anything to draw: new or
    /// kept damage, or a first frame or a new size (where everything is drawn). A
    /// presenter asks this before it takes a buffer, so a pass that changed nothing
    /// takes no buffer and composites nothing.
    @discardableResult
    public func collectDamage() -> Bool {
        guard let window else { return false }
        let root = window.layer
        var collector = _LayerDamageCollector(root: root)
        collector.collect()
        if !collector.damage.isEmpty {
            pendingDamage.formUnion(PixmanRegion(rects: collector.damage.map { _Clip.pixelBounds(of: $0) }))
        }
        let size = (Int(window.bounds.width.rounded(.up)), Int(window.bounds.height.rounded(.up)))
        return !pendingDamage.isEmpty || frameCount == 0 || lastSize.map { $0 != size } ?? true
    }

    /// Draws the next frame into `target`: what ``collectDamage()`` found (and whatever
    /// changed since), plus, in that buffer, everything it missed since it last held a
    /// frame. Returns the frame's damage as ``render(into:)`` does. Layout and display
    /// must be done already.
    ///
    /// `bufferAge` is how many frames old the target's pixels are (EGL's buffer age, as
    /// the daemon's outputs use it): 1 = it holds the previous frame, 0 = undefined (a
    /// new buffer: repainted whole). A caller that owns a pool of buffers (the platform
    /// layer) passes it, so the buffers are tracked in one place; without it the renderer
    /// recognises targets it drew into before by identity.
    @discardableResult
    public func drawFrame(into target: PixmanImage, bufferAge: Int? = nil) -> [CGRect] {
        precondition(target.format == .a8r8g8b8, "WindowRenderer: the target must be a8r8g8b8")
        guard let window else { return [] }
        collectDamage()
        let root = window.layer
        let full = PixmanRegion(x: 0, y: 0, width: Int32(target.width), height: Int32(target.height))
        var damage = pendingDamage.intersection(full)
        pendingDamage = PixmanRegion()
        if frameCount == 0 || lastSize.map({ $0 != (target.width, target.height) }) ?? true {
            damage = full
            history = []
        }
        lastSize = (target.width, target.height)
        frameCount += 1
        history.append(damage)
        if history.count > Self.maximumBufferAge { history.removeFirst() }

        // Repaint what changed since this buffer last held a frame.
        let age = bufferAge ?? age(of: target)
        var repaint = full
        if age > 0 && age <= history.count {
            repaint = history.suffix(age).reduce(PixmanRegion()) { $0.union($1) }
        }

        let statistics = _RenderStatistics()
        if !repaint.isEmpty {
            let background = root.backgroundColor
            let opaqueBackground = (background?.alpha ?? 0) >= 1 && root.cornerRadius == 0 && root.opacity >= 1
            let clip = _Clip(rects: repaint.rectangles)
            let renderTarget = _RenderTarget(image: target, fromWindow: .identity, statistics: statistics)
            if !(opaqueBackground && root.bounds.size.width >= CGFloat(target.width)
                 && root.bounds.size.height >= CGFloat(target.height)) {
                renderTarget.fill(_Clip.pixelBounds(of: CGRect(x: 0, y: 0, width: target.width, height: target.height)),
                                  color: .transparent, clip: clip, replace: true)
            }
            let e = repaint.extents
            let compositor = _LayerCompositor(
                cull: CGRect(x: CGFloat(e.x), y: CGFloat(e.y), width: CGFloat(e.width), height: CGFloat(e.height)),
                root: root, rootBackgroundReplaces: opaqueBackground)
            compositor.render(root, into: renderTarget, clip: clip, alpha: 1)
        }
        compositedPixelCount = statistics.compositedPixels
        groupCount = statistics.groupCount
        repaintedPixelCount = repaint.area
        return damage.rectangles.map { CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), height: CGFloat($0.height)) }
    }
}
