import Foundation

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point` (user space of
    /// the current context), blending normally. Does nothing without a current context.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size at `point`, combined by `blendMode` and faded by `alpha`.
    @MainActor
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` (user space of the current context),
    /// upright, blending normally. A resizable image is drawn in nine parts (see
    /// ``resizableImage(withCapInsets:resizingMode:)``).
    @MainActor
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect`, combined with what is there by `blendMode` and faded
    /// by `alpha` (0...1; it replaces the context's alpha for this call). The context's
    /// state is unchanged afterwards.
    @MainActor
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if _isResizable {
            _drawNinePart(cgImage, in: r, context: context)
        } else {
            Self._drawUpright(cgImage, in: r, context: context)
        }
    }

    /// Tiles the image at its size over `rect`, starting at the rect's top-left corner
    /// (UIKit's `drawAsPattern(in:)` starts at the context's origin; starting at the
    /// rect makes the result independent of where it is drawn).
    @MainActor
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        Self._drawPiece(cgImage, in: r, tile: size, context: context)
    }

    // MARK: Drawing helpers

    /// Draws `image` scaled to `rect`, first row at the top (Core Graphics' `draw(_:in:)`
    /// puts it at the bottom, so the CTM is flipped about the rect's middle).
    @MainActor
    static func _drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    /// Draws `image` over `rect`: stretched when `tile` is `nil`, else repeated in
    /// tiles of `tile` (width or height 0: that axis stretches) from the top-left corner.
    @MainActor
    static func _drawPiece(_ image: CGImage, in rect: CGRect, tile: CGSize?, context: CGContext) {
        guard let tile, tile.width > 0 || tile.height > 0 else {
            _drawUpright(image, in: rect, context: context)
            return
        }
        let w = tile.width > 0 ? tile.width : rect.width
        let h = tile.height > 0 ? tile.height : rect.height
        context.saveGState()
        context.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                _drawUpright(image, in: CGRect(x: x, y: y, width: w, height: h), context: context)
                x += w
            }
            y += h
        }
        context.restoreGState()
    }

    /// Nine-part drawing of a resizable image: corners at their size, edges and
    /// interior stretched or tiled as ``resizingMode`` says. Each part is cut out of the
    /// bitmap and drawn on its own, so that filtering never mixes in a neighbouring part.
    @MainActor
    private func _drawNinePart(_ image: CGImage, in rect: CGRect, context: CGContext) {
        let columns = Self._slices(pixels: image.width, scale: scale, leading: capInsets.left,
                                   trailing: capInsets.right, from: rect.minX, to: rect.maxX)
        let rows = Self._slices(pixels: image.height, scale: scale, leading: capInsets.top,
                                trailing: capInsets.bottom, from: rect.minY, to: rect.maxY)
        let tiles = resizingMode == .tile
        for row in rows {
            for column in columns {
                let source = CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                    width: column.source.count, height: row.source.count)
                let destination = CGRect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                                         width: column.destination.upperBound - column.destination.lowerBound,
                                         height: row.destination.upperBound - row.destination.lowerBound)
                guard destination.width > 0, destination.height > 0,
                      let piece = Self._crop(image, to: source) else { continue }
                // Only the stretchable middle row / column tile; the caps never do.
                let tileSize = tiles && (column.isMiddle || row.isMiddle)
                    ? CGSize(width: column.isMiddle ? source.width / scale : 0,
                             height: row.isMiddle ? source.height / scale : 0)
                    : nil
                Self._drawPiece(piece, in: destination, tile: tileSize, context: context)
            }
        }
    }

    /// One axis of nine-part drawing: up to three parts, each a range of source pixels
    /// and the range of user space it covers. The caps keep their size, shrinking
    /// proportionally when the area is shorter than both; the middle takes the rest. A
    /// middle narrower than a pixel uses the one pixel there.
    static func _slices(pixels: Int, scale: CGFloat, leading: CGFloat, trailing: CGFloat,
                        from lower: CGFloat, to upper: CGFloat)
        -> [(source: Range<Int>, destination: Range<CGFloat>, isMiddle: Bool)] {
        let total = pixels
        let s0 = Swift.max(0, Swift.min(total, Int((leading * scale).rounded())))
        let s1 = Swift.max(s0, Swift.min(total, total - Int((trailing * scale).rounded())))
        var lead = CGFloat(s0) / scale, trail = CGFloat(total - s1) / scale
        let available = upper - lower
        if lead + trail > available, lead + trail > 0 {
            let f = available / (lead + trail)
            lead *= f
            trail *= f
        }
        var middle = s0..<s1
        if middle.isEmpty {
            let p = Swift.max(0, Swift.min(total - 1, s0 == total ? total - 1 : s0))
            middle = p..<(p + 1)
        }
        var result: [(source: Range<Int>, destination: Range<CGFloat>, isMiddle: Bool)] = []
        if s0 > 0, lead > 0 { result.append((0..<s0, lower..<(lower + lead), false)) }
        if upper - trail > lower + lead { result.append((middle, (lower + lead)..<(upper - trail), true)) }
        if s1 < total, trail > 0 { result.append((s1..<total, (upper - trail)..<upper, false)) }
        return result
    }

    /// The pixels of `rect` (whole pixels inside `image`) as an image sharing its memory.
    @MainActor
    static func _crop(_ image: CGImage, to rect: CGRect) -> CGImage? {
        if rect == CGRect(x: 0, y: 0, width: image.width, height: image.height) { return image }
        return _LayerCompositor.slice(of: image.pixmanImage, rect).map(CGImage.init(pixmanImage:))
    }
}
