import Foundation

/// Shapes the standard controls draw with: rounded fills and the white thumb (a switch's
/// knob, a slider's thumb) with its soft shadow.
@MainActor
enum _ControlDrawing {
    /// Fills `rect` rounded with `radius` (at most half its shorter side) in `color`.
    static func fill(_ rect: CGRect, radius: CGFloat, _ color: UIColor, in context: CGContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        let r = Swift.min(radius, rect.width / 2, rect.height / 2)
        context.setFillColor(color.cgColor)
        context.addPath(CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil))
        context.fillPath()
    }

    /// A thumb in `rect` filled with `color`, its corners rounded with `radius` (`nil`: a
    /// circle, or a capsule when wider than tall), with iOS's soft shadow approximated by
    /// two translucent black shapes below it (up to 3 points down) and a faint outline.
    static func thumb(in rect: CGRect, radius: CGFloat? = nil, _ color: UIColor, in context: CGContext) {
        let radius = radius ?? rect.height / 2
        fill(rect.insetBy(dx: -1.5, dy: -1.5).offsetBy(dx: 0, dy: 2.5), radius: radius + 1.5,
             UIColor(white: 0, alpha: 0.06), in: context)
        fill(rect.offsetBy(dx: 0, dy: 1.5), radius: radius, UIColor(white: 0, alpha: 0.08), in: context)
        fill(rect.insetBy(dx: -0.5, dy: -0.5), radius: radius + 0.5, UIColor(white: 0, alpha: 0.04), in: context)
        fill(rect, radius: radius, color, in: context)
    }
}

/// A control's thumb as a layer of its own (a switch's knob, a slider's thumb), so that
/// Core Animation can move it: ``_ControlDrawing/thumb(in:radius:_:in:)`` in ``tint``,
/// drawn inside ``shadowInsets`` of the bounds.
@MainActor
final class _ControlThumbLayer: CALayer {
    /// Room around the thumb for its shadow (which reaches 1.5 points aside and 4 below).
    static let shadowInsets = UIEdgeInsets(top: 2, left: 2, bottom: 5, right: 2)

    /// The thumb's colour (redrawn when it changes).
    var tint: UIColor = .white {
        didSet { if tint != oldValue { setNeedsDisplay() } }
    }

    /// The thumb's corner radius; `nil` (the default): a circle, or a capsule.
    var radius: CGFloat? {
        didSet { if radius != oldValue { setNeedsDisplay() } }
    }

    /// A frame for a thumb filling `thumb` (same coordinates), with room for its shadow.
    static func frame(around thumb: CGRect) -> CGRect {
        let insets = shadowInsets
        return CGRect(x: thumb.minX - insets.left, y: thumb.minY - insets.top,
                      width: thumb.width + insets.left + insets.right,
                      height: thumb.height + insets.top + insets.bottom)
    }

    /// Moves the thumb to fill `thumb` (superlayer coordinates), redrawing it when its
    /// size changes.
    func place(_ thumb: CGRect) {
        let frame = Self.frame(around: thumb)
        if frame.size != bounds.size { setNeedsDisplay() }
        self.frame = frame
    }

    override func draw(in context: CGContext) {
        let insets = Self.shadowInsets
        let rect = CGRect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                          width: bounds.width - insets.left - insets.right,
                          height: bounds.height - insets.top - insets.bottom)
        _ControlDrawing.thumb(in: rect, radius: radius, tint, in: context)
    }
}

/// A capsule track clipped to part of its length (a slider's or a progress bar's part
/// done, or what is left): this layer clips (its anchor set by the caller, so only its
/// width animates) and ``fill`` is the whole track's rounded shape inside it.
@MainActor
final class _ControlTrackPartLayer: CALayer {
    let fill = CALayer()

    /// Shows the part `part` of the track `track` (both in the superlayer's coordinates)
    /// filled with `color`, rounded with `radius`.
    func show(_ part: CGRect, of track: CGRect, radius: CGFloat, _ color: UIColor) {
        if fill.superlayer == nil {
            masksToBounds = true
            addSublayer(fill)
        }
        bounds = CGRect(origin: .zero, size: part.size)
        position = CGPoint(x: part.minX + anchorPoint.x * part.width, y: part.minY + anchorPoint.y * part.height)
        fill.frame = CGRect(x: track.minX - part.minX, y: track.minY - part.minY, width: track.width, height: track.height)
        fill.cornerRadius = Swift.min(radius, track.width / 2, track.height / 2)
        fill.backgroundColor = color.cgColor
    }
}
