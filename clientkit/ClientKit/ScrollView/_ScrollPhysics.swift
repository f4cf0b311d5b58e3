import Foundation

/// The motion laws of a scroll view, on one axis, in points and milliseconds.
enum _ScrollPhysics {
    /// UIKit's rubber-band constant: how stiff the band feels.
    static let rubberBandConstant: CGFloat = 0.55
    /// The spring that brings the content back inside its bounds: critically damped,
    /// angular frequency per millisecond (settles in about half a second).
    static let springFrequency: CGFloat = 0.015
    /// Deceleration stops when less than this much movement (points) remains.
    static let restDistance: CGFloat = 0.5

    /// How far content dragged `excess` points past an edge actually moves: a curve
    /// that starts 1:1 and approaches `dimension` (the view's size on that axis), as
    /// UIKit's rubber band: `(1 − 1 / (excess · c / dimension + 1)) · dimension`.
    static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(excess)
        let banded = (1 - 1 / (magnitude * rubberBandConstant / dimension + 1)) * dimension
        return excess < 0 ? -banded : banded
    }

    /// The inverse of ``rubberBand(_:dimension:)``: the drag that shows `banded`.
    static func unRubberBand(_ banded: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let fraction = min(abs(banded) / dimension, 0.999)
        let excess = (1 / (1 - fraction) - 1) * dimension / rubberBandConstant
        return banded < 0 ? -excess : excess
    }

    /// `offset` for a drag to `raw`, with rubber-banding past `range` (or clamping).
    static func dragged(_ raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if raw < range.lowerBound {
            return bounces ? range.lowerBound + rubberBand(raw - range.lowerBound, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces ? range.upperBound + rubberBand(raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    /// The inverse of ``dragged(_:range:dimension:bounces:)`` for an offset on screen.
    static func undragged(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound { return range.lowerBound + unRubberBand(offset - range.lowerBound, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + unRubberBand(offset - range.upperBound, dimension: dimension) }
        return offset
    }

    /// The decay constant `k` of a deceleration rate `rate` per millisecond (velocity
    /// is multiplied by `rate^ms = e^(−k·ms)`).
    static func decay(_ rate: CGFloat) -> CGFloat {
        -log(min(max(rate, 0.5), 0.99999))
    }

    /// Where free deceleration from `velocity` (points/ms) ends, relative to now.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / decay(rate)
    }

    /// The state of one axis in motion.
    struct Axis {
        var position: CGFloat
        /// Points per millisecond.
        var velocity: CGFloat
        var isResting = false

        /// Advances `ms` milliseconds: free decay inside `range`; outside it (only
        /// reachable when bouncing) a critically damped spring back to the edge.
        mutating func step(ms: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat, bounces: Bool) {
            guard !isResting else { return }
            let edge = min(max(position, range.lowerBound), range.upperBound)
            if position != edge {
                let w = springFrequency
                let x0 = position - edge
                let v0 = velocity
                let e = exp(-w * ms)
                let x = (x0 + (v0 + w * x0) * ms) * e
                velocity = (v0 - w * (v0 + w * x0) * ms) * e
                if x.sign != x0.sign || (abs(x) < restDistance && abs(velocity) < 0.05) {
                    position = edge
                    velocity = 0
                    isResting = true
                } else {
                    position = edge + x
                }
                return
            }
            let k = _ScrollPhysics.decay(rate)
            let f = exp(-k * ms)
            position += velocity * (1 - f) / k
            velocity *= f
            if abs(velocity) / k < restDistance {
                position += velocity / k
                velocity = 0
                isResting = true
            }
            if !range.contains(position) {
                if bounces {
                    isResting = false
                } else {
                    position = min(max(position, range.lowerBound), range.upperBound)
                    velocity = 0
                    isResting = true
                }
            }
        }
    }
}
