internal import CPixman

extension PixmanImage {
    /// Composites `source` (through `mask`, if any) onto this image, the destination,
    /// with `op` (`pixman_image_composite32`).
    ///
    /// The `width`×`height` rectangle at (`destinationX`, `destinationY`) in this image
    /// is combined with the same-sized rectangles at (`sourceX`, `sourceY`) in the source
    /// and (`maskX`, `maskY`) in the mask — before their transforms, which then map those
    /// coordinates into the source's and mask's pixels. Only the mask's alpha is used.
    /// Pixels outside an untransformed, non-repeating source are left alone; this image's
    /// clip region (``setClipRegion(_:)``) further limits what changes.
    ///
    /// This image must have pixels (not be ``solid(_:)``). All coordinates are in pixels.
    public func composite(_ op: PixmanOperator, source: PixmanImage, mask: PixmanImage? = nil,
                          sourceX: Int32 = 0, sourceY: Int32 = 0,
                          maskX: Int32 = 0, maskY: Int32 = 0,
                          destinationX: Int32 = 0, destinationY: Int32 = 0,
                          width: Int32, height: Int32) {
        precondition(hasPixels, "PixmanImage: a solid colour cannot be a destination")
        guard width > 0, height > 0 else { return }
        pixman_image_composite32(op.pixman, source.handle, mask?.handle, handle,
                                 sourceX, sourceY, maskX, maskY,
                                 destinationX, destinationY, width, height)
    }

    /// Composites `source` (through `mask`) placed with its origin at
    /// (`destinationX`, `destinationY`) in this image, changing only the pixels of
    /// `region` (in this image's coordinates) — one `pixman_image_composite32` per
    /// rectangle of the region, as a compositor does per damaged rectangle.
    ///
    /// The mask is placed like the source. Parts of `region` outside the source's
    /// bounds behave as in ``composite(_:source:mask:sourceX:sourceY:maskX:maskY:destinationX:destinationY:width:height:)``.
    public func composite(_ op: PixmanOperator, source: PixmanImage, mask: PixmanImage? = nil,
                          destinationX: Int32, destinationY: Int32, within region: PixmanRegion) {
        composite(op, source: source, mask: mask, destinationX: destinationX, destinationY: destinationY,
                  within: region.rectangles)
    }

    /// As ``composite(_:source:mask:destinationX:destinationY:within:)-(_,_,_,_,_,PixmanRegion)``
    /// for a region given by its rectangles, which must not overlap (with `OVER` a pixel
    /// in two of them would be blended twice).
    public func composite(_ op: PixmanOperator, source: PixmanImage, mask: PixmanImage? = nil,
                          destinationX: Int32, destinationY: Int32, within rects: [PixmanRect]) {
        composite(op, source: source, mask: mask, destinationX: destinationX, destinationY: destinationY, within: rects[...])
    }

    /// As ``composite(_:source:mask:destinationX:destinationY:within:)-(_,_,_,_,_,[PixmanRect])``
    /// for rectangles that are part of a longer list (a compositor keeps every window's
    /// parts of a frame in one).
    public func composite(_ op: PixmanOperator, source: PixmanImage, mask: PixmanImage? = nil,
                          destinationX: Int32, destinationY: Int32, within rects: ArraySlice<PixmanRect>) {
        for rect in rects {
            let sourceX = rect.x - destinationX, sourceY = rect.y - destinationY
            composite(op, source: source, mask: mask,
                      sourceX: sourceX, sourceY: sourceY, maskX: sourceX, maskY: sourceY,
                      destinationX: rect.x, destinationY: rect.y, width: rect.width, height: rect.height)
        }
    }

    /// Combines `color` into each of `rects` with `op`, as if compositing a solid source
    /// (`pixman_image_fill_boxes`). Rectangles are in this image's pixel coordinates;
    /// parts outside the image are left out, and the clip region applies.
    ///
    /// The rectangles are cut to the image first: for `SRC` without a clip region,
    /// pixman fills each box as given, so a box past the right edge would run into the
    /// next row (and past the last row, out of the image's memory).
    public func fill(_ op: PixmanOperator, color: PixmanColor, rects: [PixmanRect]) {
        precondition(hasPixels, "PixmanImage: a solid colour cannot be filled")
        let bounds = pixelBounds
        var boxes: [pixman_box32_t] = []
        boxes.reserveCapacity(rects.count)
        for rect in rects {
            if let inside = rect.intersection(bounds) { boxes.append(inside.box) }
        }
        guard !boxes.isEmpty else { return }
        var pixmanColor = color.pixman
        let ok = boxes.withUnsafeBufferPointer {
            pixman_image_fill_boxes(op.pixman, handle, &pixmanColor, Int32($0.count), $0.baseAddress)
        }
        if ok == 0 { fatalError("pixman_image_fill_boxes: out of memory") }
    }

    /// Combines `color` into the pixels of one rectangle with `op` (no allocation: the
    /// per-layer path of a compositor). Parts outside the image are left out.
    ///
    /// An opaque colour (or `SRC`) into an `a8r8g8b8` or `x8r8g8b8` image without a clip region is
    /// stored directly: a narrow rectangle by this function's own loop, a wider one with
    /// `pixman_fill` — what `pixman_image_fill_boxes` does for it too, after building a
    /// region of the one box, which costs more than filling the small rectangles most
    /// layers are.
    public func fill(_ op: PixmanOperator, color: PixmanColor, rect: PixmanRect) {
        precondition(hasPixels, "PixmanImage: a solid colour cannot be filled")
        // Cut to the image, as above (pixman_fill does not cut either).
        guard let inside = rect.intersection(pixelBounds) else { return }
        if let target = fillTarget, storesDirectly(op, color) {
            // pixman's own conversion of a colour to an a8r8g8b8 pixel: the high byte of each channel.
            let pixel = UInt32(color.alpha >> 8) << 24 | UInt32(color.red >> 8) << 16
                | UInt32(color.green >> 8) << 8 | UInt32(color.blue >> 8)
            if inside.width <= Self.narrowFillWidth {
                // Narrow: stored here, a row at a time. pixman_fill looks up its
                // implementation on every call (~40 ns, more than storing a 10×7 layer);
                // from about 64 pixels wide its SIMD rows win.
                let words = Int(target.words), width = Int(inside.width)
                var row = target.bits + Int(inside.y) * words + Int(inside.x)
                for _ in 0..<inside.height {
                    row.update(repeating: pixel, count: width)
                    row += words
                }
                return
            }
            if pixman_fill(target.bits, target.words, 32, inside.x, inside.y, inside.width, inside.height, pixel) != 0 { return }
        }
        var pixmanColor = color.pixman
        var box = inside.box
        if pixman_image_fill_boxes(op.pixman, handle, &pixmanColor, 1, &box) == 0 {
            fatalError("pixman_image_fill_boxes: out of memory")
        }
    }

    /// The widest opaque fill ``fill(_:color:rect:)`` stores itself rather than through
    /// `pixman_fill` (measured on x86-64: a 10×7 fill 4× faster, 32×32 1.5×, 64×16 even).
    static let narrowFillWidth: Int32 = 32

    /// The image's pixels, as a rectangle at the origin (from the sizes kept for fills
    /// when there are any: asking pixman is two calls into the library per fill).
    private var pixelBounds: PixmanRect {
        if let target = fillTarget { return PixmanRect(x: 0, y: 0, width: target.width, height: target.height) }
        return PixmanRect(x: 0, y: 0, width: Int32(clamping: width), height: Int32(clamping: height))
    }

    /// Combines `color` into the pixels of `region` with `op`.
    public func fill(_ op: PixmanOperator, color: PixmanColor, region: PixmanRegion) {
        if fillTarget != nil, storesDirectly(op, color) {
            // A rectangle at a time, as pixman_image_fill_boxes would, without the arrays.
            region.forEachRectangle { fill(op, color: color, rect: $0) }
        } else {
            fill(op, color: color, rects: region.rectangles)
        }
    }

    /// Whether a fill of `color` with `op` stores the colour as it is (``fill(_:color:rect:)``
    /// does that itself for an `a8r8g8b8` or `x8r8g8b8` image): `SRC`, or `OVER` with an opaque colour,
    /// without a clip region.
    private func storesDirectly(_ op: PixmanOperator, _ color: PixmanColor) -> Bool {
        !hasClipRegion && (op == .src || (op == .over && color.alpha == 0xffff))
    }
}
