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
