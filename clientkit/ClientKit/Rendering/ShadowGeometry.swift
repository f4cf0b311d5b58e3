import Foundation

/// Where a layer's shadow falls and how much it is blurred, in the pixels of a space
/// the layer's bounds map to by some transform (the window's, or an offscreen group's).
///
/// The blur is a Gaussian whose standard deviation is `shadowRadius` (see
/// `CALayer.shadowRadius`) scaled with the layer; it is cut off at three standard
/// deviations, where it is below a thousandth of the shadow's strength.
@MainActor
struct _ShadowGeometry {
    /// The shadow's displacement in pixels: `shadowOffset` through the transform.
    let offset: CGPoint
    /// The standard deviations along the pixel axes.
    let sigmaX: CGFloat, sigmaY: CGFloat

    init(layer: CALayer, transform m: CGAffineTransform) {
        let o = layer._shown.shadowOffset
        offset = CGPoint(x: m.a * o.width + m.c * o.height, y: m.b * o.width + m.d * o.height)
        let radius = Swift.max(0, layer._shown.shadowRadius)
        if m.b == 0 && m.c == 0 {
            sigmaX = radius * abs(m.a)
            sigmaY = radius * abs(m.d)
        } else {
            // Rotated or sheared: the larger scale both ways (only used for extents).
            let scale = Swift.max(hypot(m.a, m.b), hypot(m.c, m.d))
            sigmaX = radius * scale
            sigmaY = radius * scale
        }
    }

    /// How many pixels the blur reaches beyond an edge, horizontally and vertically.
    var reachX: Int { Int((3 * sigmaX).rounded(.up)) }
    var reachY: Int { Int((3 * sigmaY).rounded(.up)) }

    /// The area the shadow of something covering `source` may darken: moved by the
    /// offset, grown by the blur's reach and a pixel for resampling.
    func area(of source: CGRect) -> CGRect {
        guard !source.isNull else { return .null }
        return source.offsetBy(dx: offset.x, dy: offset.y)
            .insetBy(dx: -CGFloat(reachX + 1), dy: -CGFloat(reachY + 1))
    }
}
