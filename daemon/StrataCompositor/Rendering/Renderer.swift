import StrataPixman
import StrataSystem

/// Composites the window stack onto the screen image, driven by damage: each
/// repaint touches only the damaged region. Top-down, each opaque window claims the
/// part of the region it covers (nothing below it is painted there); then the
/// background fills what no opaque window claimed, and windows are painted
/// bottom-up — opaque ones with SRC, the others with OVER.
///
/// It draws into the buffer the output lends it for the frame. With several buffers
/// it keeps the damage of the last frames (buffer age): a buffer two frames old gets
/// the previous frame's damage repainted too, never the whole screen.
package final class Renderer {
    /// The screen as last drawn (`x8r8g8b8`): the buffer of the last repaint, which
    /// the output keeps readable until its next commit (screenshots read it).
    package private(set) var screen: PixmanImage
    /// Most frames of damage history kept: older buffers are repainted whole.
    package static let maximumBufferAge = 4
    /// The damage of the last frames, newest first.
    private var history: [PixmanRegion] = []
    /// The colour where no window is: opaque black by default (`stratad --background`).
    package var background = PixmanColor(argb: 0xFF00_0000) {
        didSet { addDamage(bounds) }
    }
    /// Damage waiting for the next repaint, in screen coordinates.
    package var damage: PixmanRegion {
        if !damageRects.isEmpty {
            mergedDamage.formUnion(PixmanRegion(rects: damageRects))
            damageRects.removeAll(keepingCapacity: true)
        }
        return mergedDamage
    }
    /// The damage merged into one region so far.
    private var mergedDamage = PixmanRegion()
    /// Damage added since it was last merged: every window commits damage each frame, and
    /// adding one window's few rectangles to a region of all the others' walks them all;
    /// the rectangles are kept in a list and merged at once when the damage is read.
    private var damageRects: [PixmanRect] = []
    /// The windows a repaint paints, top to bottom, each with its parts' range in
    /// `paintParts`; empty between repaints (kept for their capacity).
    private var paints: [Paint] = []
    private var paintParts: [PixmanRect] = []
    /// One window's share of a repaint: its buffer's image, painted with SRC when the
    /// window is opaque (it says so, or its buffer has no alpha) and OVER otherwise, in
    /// the rectangles `paintParts[parts]`.
    private struct Paint {
        let window: CompositorWindow
        let image: PixmanImage
        let isOpaque: Bool
        let parts: Range<Int>
    }
    /// Pixels written since start.
    package private(set) var totalCompositedPixels = 0
    /// Repaints done since start.
    package private(set) var repaintCount = 0

    /// The screen's rectangle (its size never changes: every output buffer has it).
    private let screenRect: PixmanRect

    package init(width: Int, height: Int) {
        screen = PixmanImage(format: .x8r8g8b8, width: width, height: height)
        screenRect = PixmanRect(x: 0, y: 0, width: Int32(clamping: width), height: Int32(clamping: height))
        mergedDamage = PixmanRegion(rect: screenRect)
    }

    /// The whole screen as a region.
    package var bounds: PixmanRegion {
        PixmanRegion(rect: screenRect)
    }

    /// Adds `region` (screen coordinates) to the damage; it is clipped to the screen.
    package func addDamage(_ region: PixmanRegion) {
        addDamage(region.rectangles)
    }

    /// Marks rectangles of the screen (they may overlap) for repaint.
    package func addDamage(_ rects: [PixmanRect]) {
        for rect in rects { addDamage(rect) }
    }

    /// Marks a rectangle of the screen for repaint (nothing when it is empty or off the screen).
    package func addDamage(_ rect: PixmanRect) {
        if let part = rect.intersection(screenRect) { damageRects.append(part) }
    }

    /// Whether anything waits to be repainted.
    package var hasDamage: Bool { !damageRects.isEmpty || !mergedDamage.isEmpty }

    /// What a buffer of `age` needs repainted for the pending damage to show: the
    /// damage plus the damage of the `age - 1` frames before; everything when the age
    /// is 0 (unknown contents) or older than the history.
    package func repaintRegion(forBufferAge age: Int) -> PixmanRegion {
        guard age >= 1, age - 1 <= history.count else { return bounds }
        var region = damage
        for old in history.prefix(age - 1) { region.formUnion(old) }
        return region
    }

    /// Repaints into `buffer` (the output's, see ``OutputBuffer``) what its age needs,
    /// from `windows` (bottom to top, visible ones only are drawn), makes it the
    /// ``screen`` and clears the damage. Returns the pixels written; each window's
    /// statistics count the pixels composited from its buffer.
    @discardableResult
    package func repaint(_ windows: [CompositorWindow], into buffer: OutputBuffer) -> Int {
        guard hasDamage else { return 0 }
        precondition(buffer.image.width == screen.width && buffer.image.height == screen.height,
                     "an output buffer must have the output's size")
        screen = buffer.image
        var remaining = repaintRegion(forBufferAge: buffer.age)
        history.insert(damage, at: 0)
        if history.count > Self.maximumBufferAge { history.removeLast() }
        // Each window's part of what remains, top to bottom, as rectangles: with many
        // windows the damage has many rows, and building a region of each part costs more
        // than finding it. The rows are indexed once (again only after an opaque window
        // took its part), so each window's question steps over the rows it spans.
        // Every window's parts go into one list (`paintParts`), both lists kept from
        // frame to frame: a frame allocates neither. Each paint keeps the window's image
        // and whether it is opaque, read once.
        var rows: PixmanRegion.RowIndex?
        for window in windows.reversed() where window.isVisible {
            guard let current = window.current else { continue }
            let content = window.contentRect(showing: current)
            if rows == nil { rows = PixmanRegion.RowIndex(remaining) }
            let start = paintParts.count
            rows!.rectangles(within: content, appendingTo: &paintParts)
            guard paintParts.count > start else { continue }
            let mapped = current.mapped
            let opaque = window.isOpaque || !mapped.format.hasAlpha
            paints.append(Paint(window: window, image: mapped.image, isOpaque: opaque, parts: start..<paintParts.count))
            if opaque {
                rows = nil
                remaining.subtract(content)
            }
        }
        var written = 0
        if !remaining.isEmpty {
            screen.fill(.src, color: background, region: remaining)
            written += remaining.area
        }
        for paint in paints.reversed() {
            let parts = paintParts[paint.parts]
            let origin = paint.window.geometry
            screen.composite(paint.isOpaque ? .src : .over, source: paint.image,
                             destinationX: origin.x, destinationY: origin.y, within: parts)
            let area = parts.reduce(0) { $0 + $1.area }
            paint.window.statistics.composited(pixels: area)
            written += area
        }
        paints.emptyKeepingStorage()
        paintParts.emptyKeepingStorage()
        mergedDamage = PixmanRegion()
        damageRects.removeAll(keepingCapacity: true)
        totalCompositedPixels += written
        repaintCount += 1
        return written
    }
}
