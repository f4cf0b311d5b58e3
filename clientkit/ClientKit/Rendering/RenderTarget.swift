import Foundation
import StrataCairo
import StrataPixman

/// The pixels the compositor paints into — the window's buffer or an offscreen group —
/// with the two ways of painting them: pixman for rectangles and images, cairo (through
/// a ``CGContext``) for rounded shapes. Counts the pixels it changes.
@MainActor
final class _RenderTarget {
    /// The pixels.
    let image: PixmanImage
    /// Window pixels to this target's pixels.
    let fromWindow: CGAffineTransform
    /// Whether ``fromWindow`` is the identity (the window's own buffer).
    let isWindow: Bool
    /// The counters of the render this target belongs to.
    let statistics: _RenderStatistics
    private var _surface: CairoSurface?
    private var _context: CGContext?

    init(image: PixmanImage, fromWindow: CGAffineTransform, statistics: _RenderStatistics) {
        self.image = image
        self.fromWindow = fromWindow
        self.statistics = statistics
        isWindow = fromWindow.isIdentity
    }

    /// A zeroed offscreen target covering `rect` of `parent`'s pixels.
    convenience init(group rect: PixmanRect, of parent: _RenderTarget) {
        let image = PixmanImage(format: .a8r8g8b8, width: Int(rect.width), height: Int(rect.height))
        self.init(image: image,
                  fromWindow: parent.fromWindow.concatenating(CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))),
                  statistics: parent.statistics)
        statistics.groupCount += 1
    }

    /// The whole target as a clip.
    var fullClip: _Clip { _Clip(rects: [PixmanRect(x: 0, y: 0, width: Int32(image.width), height: Int32(image.height))]) }

    // MARK: Painting with pixman

    /// Fills `rect` ∩ `clip` with `color` (premultiplied), blending (`OVER`) or, with
    /// `replace`, copying (`SRC`).
    func fill(_ rect: PixmanRect, color: PixmanColor, clip: _Clip, replace: Bool = false) {
        // One fill per clip rectangle, without building arrays (this runs per layer).
        for part in clip.rects {
            guard let piece = part.intersection(rect) else { continue }
            image.fill(replace ? .src : .over, color: color, rect: piece)
            statistics.compositedPixels += piece.area
        }
    }

    /// Blends `source` (through `mask`, placed like the source, or a uniform `alpha`)
    /// onto the pixels of `bounds` ∩ `clip`. `sourceToTarget` maps source pixel
    /// coordinates to target pixel coordinates; anything but a whole-pixel translation
    /// resamples the source with `filter`.
    func composite(_ source: PixmanImage, sourceToTarget t: CGAffineTransform, bounds: PixmanRect,
                   alpha: CGFloat = 1, mask: PixmanImage? = nil, filter: PixmanFilter = .bilinear,
                   repeatMode: PixmanRepeat = .pad, clip: _Clip) {
        let rects = clip.intersections(with: bounds)
        guard !rects.isEmpty, alpha > 0 else { return }
        let maskImage = mask ?? (alpha < 1 ? PixmanImage.solid(PixmanColor(unitRed: 0, green: 0, blue: 0, alpha: Double(alpha))) : nil)
        let integral = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
            && t.tx == t.tx.rounded() && t.ty == t.ty.rounded()
        if integral {
            source.setTransform(nil)
            source.setRepeat(.none)
            let dx = Int32(t.tx), dy = Int32(t.ty)
            for r in rects {
                image.composite(.over, source: source, mask: maskImage, sourceX: r.x - dx, sourceY: r.y - dy,
                                maskX: r.x - dx, maskY: r.y - dy, destinationX: r.x, destinationY: r.y,
                                width: r.width, height: r.height)
            }
        } else {
            let i = t.inverted()
            source.setTransform(PixmanTransform(xx: Double(i.a), xy: Double(i.c), x0: Double(i.tx),
                                                yx: Double(i.b), yy: Double(i.d), y0: Double(i.ty)))
            source.setFilter(filter)
            source.setRepeat(repeatMode)
            for r in rects {
                image.composite(.over, source: source, mask: maskImage, sourceX: r.x, sourceY: r.y,
                                destinationX: r.x, destinationY: r.y, width: r.width, height: r.height)
            }
            source.setTransform(nil)
        }
        statistics.compositedPixels += rects.reduce(0) { $0 + $1.area }
    }

    // MARK: Painting with cairo

    /// Fills `path` (in target pixels) ∩ `clip` with `color` at `alpha`, antialiased.
    func fill(_ path: CGPath, color: CGColor, alpha: CGFloat, rule: CGPathFillRule = .winding, clip: _Clip) {
        draw(within: _Clip.pixelBounds(of: path.boundingBox), clip: clip) { context in
            context.setFillColor(color.copy(alpha: color.alpha * alpha) ?? color)
            context.beginPath()
            context.addPath(path)
            context.fillPath(using: rule)
        }
    }

    /// Runs `body` with a ``CGContext`` on these pixels, clipped to `box` ∩ `clip`, whose
    /// user space is mapped to the target's pixels by `transform` (a layer's bounds
    /// coordinates, say) and whose alpha is `alpha`. The graphics state is restored
    /// afterwards.
    func draw(within box: PixmanRect, clip: _Clip, transform: CGAffineTransform = .identity, alpha: CGFloat = 1,
              _ body: (CGContext) -> Void) {
        let rects = clip.intersections(with: box)
        guard !rects.isEmpty else { return }
        let surface: CairoSurface
        if let existing = _surface { surface = existing } else {
            surface = CairoSurface(image: image)
            _surface = surface
        }
        let context = _context ?? CGContext(surface: surface)
        _context = context
        surface.markDirty()
        context.saveGState()
        context.clip(to: rects.map { CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.width), height: CGFloat($0.height)) })
        context.concatenate(transform)
        context.setAlpha(alpha)
        body(context)
        context.restoreGState()
        surface.flush()
        statistics.compositedPixels += rects.reduce(0) { $0 + $1.area }
    }
}

/// Counters of one render.
final class _RenderStatistics {
    /// Pixels written by fills and composites, in every target (a pixel painted by two
    /// layers counts twice).
    var compositedPixels = 0
    /// Offscreen groups allocated.
    var groupCount = 0
}

/// A clip made of disjoint pixel rectangles (a damage region's, narrowed by masks).
struct _Clip {
    let rects: [PixmanRect]

    /// The smallest rectangle containing the clip.
    var extents: PixmanRect {
        guard var x0 = rects.first?.x, var y0 = rects.first?.y else { return PixmanRect(x: 0, y: 0, width: 0, height: 0) }
        var x1 = x0, y1 = y0
        for r in rects {
            x0 = Swift.min(x0, r.x); y0 = Swift.min(y0, r.y)
            x1 = Swift.max(x1, r.x + r.width); y1 = Swift.max(y1, r.y + r.height)
        }
        return PixmanRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    var isEmpty: Bool { rects.isEmpty }

    /// The parts of the clip inside `rect`.
    func intersections(with rect: PixmanRect) -> [PixmanRect] {
        rects.compactMap { $0.intersection(rect) }
    }

    /// Whether some of the clip is inside `rect`.
    func intersects(_ rect: PixmanRect) -> Bool {
        rects.contains { $0.intersection(rect) != nil }
    }

    /// The clip narrowed to `rect`.
    func narrowed(to rect: PixmanRect) -> _Clip { _Clip(rects: intersections(with: rect)) }

    /// The pixels whose centres `rect` covers (edges rounded to the nearest pixel
    /// boundary), for axis-aligned rectangles.
    static func snapped(_ rect: CGRect) -> PixmanRect {
        guard let (minX, minY, maxX, maxY) = edges(rect) else { return PixmanRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = nearest(minX), y0 = nearest(minY)
        let x1 = nearest(maxX), y1 = nearest(maxY)
        return PixmanRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A rectangle's edges, or nil for a null or empty one — from its origin and size
    /// directly when the size is positive (every layer's case), through Foundation's
    /// standardizing accessors otherwise.
    @inline(__always)
    private static func edges(_ rect: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        let o = rect.origin, s = rect.size
        if s.width > 0, s.height > 0, o.x != .infinity, o.y != .infinity {
            return (o.x, o.y, o.x + s.width, o.y + s.height)
        }
        guard !rect.isNull, !rect.isEmpty else { return nil }
        return (rect.minX, rect.minY, rect.maxX, rect.maxY)
    }

    /// Every pixel `rect` touches.
    static func pixelBounds(of rect: CGRect) -> PixmanRect {
        guard let (minX, minY, maxX, maxY) = edges(rect) else { return PixmanRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = floor(minX), y0 = floor(minY)
        let x1 = ceiling(maxX), y1 = ceiling(maxY)
        return PixmanRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // Rounding within ±1,000,000 by integer conversion (which truncates toward zero),
    // not through libm: these run several times for every layer of every frame.
    @inline(__always)
    private static func limited(_ v: CGFloat) -> CGFloat { Swift.max(-1_000_000, Swift.min(1_000_000, v)) }

    /// To the nearest integer, halves away from zero (as `rounded()`).
    @inline(__always)
    private static func nearest(_ v: CGFloat) -> Int32 {
        let c = limited(v)
        return c >= 0 ? Int32(c + 0.5) : -Int32(-c + 0.5)
    }

    @inline(__always)
    private static func floor(_ v: CGFloat) -> Int32 {
        let c = limited(v)
        let t = Int32(c)
        return CGFloat(t) > c ? t - 1 : t
    }

    @inline(__always)
    private static func ceiling(_ v: CGFloat) -> Int32 {
        let c = limited(v)
        let t = Int32(c)
        return CGFloat(t) < c ? t + 1 : t
    }
}
