import Foundation

/// Where a layer's contents image goes: `contentsGravity` places or scales it in the
/// bounds, and for the scaling gravities `contentsCenter` splits it into nine parts of
/// which only the middle row and column stretch.
@MainActor
enum _ContentsPlacement {
    /// One part of the image: a rectangle of its pixels and where it goes in the
    /// layer's bounds coordinates.
    struct Piece {
        var source: CGRect
        var destination: CGRect
    }

    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// The parts of `image` to draw for `layer`.
    static func pieces(for layer: CALayer, image: CGImage) -> [Piece] {
        let scale = Swift.max(layer.contentsScale, 0.01)
        let pixels = CGSize(width: image.width, height: image.height)
        let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        guard pixels.width > 0, pixels.height > 0 else { return [] }
        let gravity = layer.contentsGravity
        let destination = rect(for: gravity, contentSize: size, in: layer._shown.bounds)
        guard destination.width > 0, destination.height > 0 else { return [] }
        let scales = gravity == .resize || gravity == .resizeAspect || gravity == .resizeAspectFill
        let center = layer.contentsCenter
        if !scales || center == unitRect {
            return [Piece(source: CGRect(origin: .zero, size: pixels), destination: destination)]
        }
        let columns = slices(total: pixels.width, scale: scale, start: center.minX, length: center.width,
                             from: destination.minX, to: destination.maxX)
        let rows = slices(total: pixels.height, scale: scale, start: center.minY, length: center.height,
                          from: destination.minY, to: destination.maxY)
        var pieces: [Piece] = []
        for row in rows {
            for column in columns {
                pieces.append(Piece(
                    source: CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                   width: column.source.upperBound - column.source.lowerBound,
                                   height: row.source.upperBound - row.source.lowerBound),
                    destination: CGRect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                                        width: column.destination.upperBound - column.destination.lowerBound,
                                        height: row.destination.upperBound - row.destination.lowerBound)))
            }
        }
        return pieces
    }

    /// Where content of `contentSize` points goes in `bounds` for `gravity`. Unscaled
    /// placements are rounded to whole points so that the snapshot is not resampled.
    static func rect(for gravity: CALayerContentsGravity, contentSize size: CGSize, in bounds: CGRect) -> CGRect {
        let b = bounds
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let s = gravity == .resizeAspect ? Swift.min(sx, sy) : Swift.max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .resize:
            return b
        default:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - size.width
            default: x = b.midX - size.width / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = b.minY
            case .bottom, .bottomLeft, .bottomRight: y = b.maxY - size.height
            default: y = b.midY - size.height / 2
            }
            return CGRect(x: x.rounded(), y: y.rounded(), width: size.width, height: size.height)
        }
    }

    /// One axis of nine-part stretching: up to three (source pixel range, destination
    /// range) pairs. The fixed ends keep their size, shrinking proportionally when the
    /// destination is too short for both; the middle takes the rest. A middle less than
    /// a pixel wide stretches the one pixel there.
    private static func slices(total: CGFloat, scale: CGFloat, start: CGFloat, length: CGFloat,
                               from lower: CGFloat, to upper: CGFloat)
        -> [(source: Range<CGFloat>, destination: Range<CGFloat>)] {
        let s0 = Swift.max(0, Swift.min(total, (start * total).rounded()))
        let s1 = Swift.max(s0, Swift.min(total, ((start + length) * total).rounded()))
        var lead = s0 / scale, trail = (total - s1) / scale
        let available = upper - lower
        if lead + trail > available, lead + trail > 0 {
            let f = available / (lead + trail)
            lead *= f
            trail *= f
        }
        var middleSource = s0..<s1
        if s1 - s0 < 1 {
            let p = Swift.max(0, Swift.min(total - 1, ((s0 + s1) / 2 - 0.5).rounded()))
            middleSource = p..<(p + 1)
        }
        var result: [(source: Range<CGFloat>, destination: Range<CGFloat>)] = []
        if s0 > 0, lead > 0 { result.append((0..<s0, lower..<(lower + lead))) }
        if upper - trail > lower + lead { result.append((middleSource, (lower + lead)..<(upper - trail))) }
        if s1 < total, trail > 0 { result.append((s1..<total, (upper - trail)..<upper)) }
        return result
    }
}
