import Foundation
import StrataCairo
import StrataPixman

/// A layer's display requests and its backing store.
struct _LayerDisplayState {
    /// The layer needs ``CALayer/display()``.
    var needsDisplay = false
    /// The area to redraw, in the layer's bounds coordinates (`.null`: all of it).
    var dirtyRect: CGRect = .null
    /// Some sublayer (or deeper) needs display; lets the update cycle skip clean subtrees.
    var subtreeNeedsDisplay = false
    /// The area the current ``CALayer/display()`` call should redraw (`.null`: all).
    var requestedRect: CGRect = .null
    /// The rectangle being drawn, while ``CALayer/draw(in:)`` runs.
    var drawingRect: CGRect = .null
    /// The pixels drawn by ``CALayer/display()``, and cairo's view of them.
    var backingStore: CGImage?
    var surface: CairoSurface?
}

/// Records whether a `draw` call reached the base implementation (see
/// `UIView.draw(_:)` on how ClientKit decides which classes draw).
@MainActor
enum _DrawProbe {
    static var baseReached = false
    /// Per class (the view's class, or the layer's when it has no view): whether
    /// instances draw content. Learned at the first display; absent until then.
    static var drawsContent: [ObjectIdentifier: Bool] = [
        ObjectIdentifier(CALayer.self): false,
        ObjectIdentifier(UIView.self): false,
        ObjectIdentifier(UIWindow.self): false,
    ]
}

extension CALayer {
    /// Marks the whole layer as needing display: the update cycle at the end of this
    /// run-loop turn calls ``display()`` once (if the layer is in a visible window and
    /// not hidden).
    public func setNeedsDisplay() {
        _display.dirtyRect = .null
        _markNeedsDisplay()
    }

    /// Adds `r` (bounds coordinates) to the area needing display; the update cycle
    /// redraws the union of all requests once. The rect is rounded outward to whole
    /// pixels first, as UIKit does, so `draw(_:)` gets pixel-aligned rects and fills of
    /// that rect have crisp edges.
    public func setNeedsDisplay(_ r: CGRect) {
        guard !r.isEmpty else { return }
        let r = r.integral
        if !_display.needsDisplay {
            _display.dirtyRect = r
        } else if !_display.dirtyRect.isNull {
            _display.dirtyRect = _display.dirtyRect.union(r)
        }
        _markNeedsDisplay()
    }

    /// Whether the layer has a pending display request.
    public func needsDisplay() -> Bool { _display.needsDisplay }

    /// Displays the layer now if it has a pending request.
    public func displayIfNeeded() {
        guard _display.needsDisplay else { return }
        // Cleared first: drawing may ask for another display.
        _display.requestedRect = _display.dirtyRect
        _display.needsDisplay = false
        _display.dirtyRect = .null
        display()
        _display.requestedRect = .null
    }

    /// The display pass of the update cycle: the receiver and every sublayer with a
    /// pending request, superlayers first, skipping hidden subtrees (whose requests
    /// wait until they are shown).
    func _displaySubtreeIfNeeded(ignoringHidden: Bool = false) {
        guard ignoringHidden || !isHidden else { return }
        displayIfNeeded()
        guard _display.subtreeNeedsDisplay else { return }
        _display.subtreeNeedsDisplay = false
        for sublayer in _sublayers {
            sublayer._displaySubtreeIfNeeded()
        }
        _mask?._displaySubtreeIfNeeded()
    }

    private func _markNeedsDisplay() {
        _display.needsDisplay = true
        _propagateNeedsDisplay()
    }

    /// Tells the ancestors a display request waits below them and schedules the update
    /// cycle (unless the layout phase is running: the display phase follows it).
    func _propagateNeedsDisplay() {
        guard _display.needsDisplay || _display.subtreeNeedsDisplay else { return }
        // A mask's requests wait below the layer it masks.
        var ancestor = superlayer ?? _maskOwner
        while let layer = ancestor, !layer._display.subtreeNeedsDisplay {
            layer._display.subtreeNeedsDisplay = true
            ancestor = layer.superlayer ?? layer._maskOwner
        }
        _UIUpdateCycle.scheduleDisplay()
    }

    /// The default display: draw into the backing store with ``draw(in:)``.
    func _displayBackingStore() {
        let scale = Swift.max(contentsScale, 0.01)
        let b = bounds
        let width = Int((b.width * scale).rounded(.up)), height = Int((b.height * scale).rounded(.up))
        let classKey = ObjectIdentifier(_owningView.map { type(of: $0) } ?? type(of: self))
        guard width > 0, height > 0, _DrawProbe.drawsContent[classKey] != false else { return }

        var rect = _display.requestedRect.isNull ? b : _display.requestedRect.intersection(b)
        if _display.backingStore?.width != width || _display.backingStore?.height != height {
            let image = PixmanImage(format: .a8r8g8b8, width: width, height: height)
            _display.backingStore = CGImage(pixmanImage: image)
            _display.surface = CairoSurface(image: image)
            rect = b
        }
        guard !rect.isEmpty, let store = _display.backingStore, let surface = _display.surface else { return }
        surface.markDirty()
        let ctm = CGAffineTransform(translationX: -b.minX, y: -b.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let context = CGContext(surface: surface, ctm: ctm)
        context.clip(to: rect)
        if _owningView?.clearsContextBeforeDrawing ?? true { context.clear(rect) }
        context._used = false

        let outerProbe = _DrawProbe.baseReached
        _DrawProbe.baseReached = false
        _display.drawingRect = rect
        draw(in: context)
        _display.drawingRect = .null
        let drew = !_DrawProbe.baseReached || context._used
        _DrawProbe.baseReached = outerProbe
        context.flush()
        store._pixelsDidChange()

        if _DrawProbe.drawsContent[classKey] == nil { _DrawProbe.drawsContent[classKey] = drew }
        guard _DrawProbe.drawsContent[classKey] == true else {
            _display.backingStore = nil
            _display.surface = nil
            return
        }
        if (contents as? CGImage) === store {
            _invalidateContents(rect)
        } else {
            contents = store
        }
    }
}
