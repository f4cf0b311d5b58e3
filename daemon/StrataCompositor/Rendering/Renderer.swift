import StrataPixman

/// Composites the window stack onto the screen image, driven by damage: each
/// repaint touches only the damaged region. Top-down, each opaque window claims the
/// part of the region it covers (nothing below it is painted there); then the
/// background fills what no opaque window claimed, and windows are painted
/// bottom-up — opaque ones with SRC, the others with OVER.
public final class Renderer {
    /// The screen (`x8r8g8b8`).
    public let screen: PixmanImage
    /// The colour where no window is: opaque black by default (`stratad --background`).
    public var background = PixmanColor(argb: 0xFF00_0000) {
        didSet { addDamage(bounds) }
    }
    /// Damage waiting for the next repaint, in screen coordinates.
    public private(set) var damage = PixmanRegion()
    /// Pixels written since start.
    public private(set) var totalCompositedPixels = 0
    /// Repaints done since start.
    public private(set) var repaintCount = 0

    public init(width: Int, height: Int) {
        screen = PixmanImage(format: .x8r8g8b8, width: width, height: height)
        damage = bounds
    }

    /// The whole screen as a region.
    public var bounds: PixmanRegion {
        PixmanRegion(x: 0, y: 0, width: Int32(screen.width), height: Int32(screen.height))
    }

    /// Adds `region` (screen coordinates) to the damage; it is clipped to the screen.
    public func addDamage(_ region: PixmanRegion) {
        damage.formUnion(region.intersection(bounds))
    }

    /// Whether anything waits to be repainted.
    public var hasDamage: Bool { !damage.isEmpty }

    /// Repaints the damaged region from `windows` (bottom to top, visible ones only
    /// are drawn) and clears the damage. Returns the pixels written.
    @discardableResult
    public func repaint(_ windows: [CompositorWindow]) -> Int {
        guard hasDamage else { return 0 }
        var remaining = damage
        var paints: [(CompositorWindow, PixmanRegion)] = []
        for window in windows.reversed() where window.isVisible {
            let content = window.contentRegion
            let part = remaining.intersection(content)
            guard !part.isEmpty else { continue }
            paints.append((window, part))
            if isOpaque(window) { remaining.subtract(content) }
        }
        var written = 0
        if !remaining.isEmpty {
            screen.fill(.src, color: background, region: remaining)
            written += remaining.area
        }
        for (window, part) in paints.reversed() {
            guard let buffer = window.current else { continue }
            screen.composite(isOpaque(window) ? .src : .over, source: buffer.mapped.image,
                             destinationX: window.geometry.x, destinationY: window.geometry.y, within: part)
            written += part.area
        }
        damage = PixmanRegion()
        totalCompositedPixels += written
        repaintCount += 1
        return written
    }

    /// A window is painted as opaque when it says so or its buffer has no alpha.
    private func isOpaque(_ window: CompositorWindow) -> Bool {
        window.isOpaque || window.current?.mapped.format.hasAlpha == false
    }
}
