import Foundation
import StrataCairo

extension CGContext {
    /// Paints `gradient` along the line from `startPoint` to `endPoint` (user space)
    /// over the whole clip. `options` say whether the end colours continue beyond the
    /// ends; without them only the band between the perpendiculars at the two points
    /// is painted.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let pattern = CairoPattern.linear(x0: Double(startPoint.x), y0: Double(startPoint.y),
                                          x1: Double(endPoint.x), y1: Double(endPoint.y))
        Self._addStops(gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        pattern.setExtend(before || after ? .pad : .none)
        cr.save()
        if before != after {
            // Cairo pads both ends or neither: clip away the side that must stay empty.
            let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 0 {
                let ux = dx / length, uy = dy / length
                let big: CGFloat = 1e5
                let origin = before ? endPoint : startPoint
                let forward: CGFloat = before ? -1 : 1
                let points = [
                    CGPoint(x: origin.x - uy * big, y: origin.y + ux * big),
                    CGPoint(x: origin.x + uy * big, y: origin.y - ux * big),
                    CGPoint(x: origin.x + uy * big + forward * ux * big, y: origin.y - ux * big + forward * uy * big),
                    CGPoint(x: origin.x - uy * big + forward * ux * big, y: origin.y + ux * big + forward * uy * big),
                ]
                cr.newPath()
                cr.moveTo(Double(points[0].x), Double(points[0].y))
                for p in points.dropFirst() { cr.lineTo(Double(p.x), Double(p.y)) }
                cr.closePath()
                cr.setFillRule(.winding)
                cr.clip()
            }
        }
        cr.setSource(pattern)
        cr.paint(alpha: Double(_state.alpha))
        cr.restore()
    }

    /// Paints `gradient` between the circle at `startCenter` with `startRadius` and the
    /// one at `endCenter` with `endRadius` (user space), over the whole clip.
    ///
    /// Cairo extends radial gradients at both ends or neither, so either option paints
    /// both the inside of the start circle and the outside of the end circle (exact
    /// for the common case of a start radius of 0).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = CairoPattern.radial(cx0: Double(startCenter.x), cy0: Double(startCenter.y), radius0: Double(startRadius),
                                          cx1: Double(endCenter.x), cy1: Double(endCenter.y), radius1: Double(endRadius))
        Self._addStops(gradient, to: pattern)
        pattern.setExtend(options.isEmpty ? .none : .pad)
        cr.save()
        cr.setSource(pattern)
        cr.paint(alpha: Double(_state.alpha))
        cr.restore()
    }

    private static func _addStops(_ gradient: CGGradient, to pattern: CairoPattern) {
        for stop in gradient.stops {
            pattern.addColorStop(offset: Double(stop.location), red: Double(stop.red), green: Double(stop.green),
                                 blue: Double(stop.blue), alpha: Double(stop.alpha))
        }
    }
}
