internal import CPixman

/// A pixman image (`pixman_image_t`): either pixels in memory ("bits") that can be
/// a source, mask or destination, or a solid colour that can be a source or mask.
///
/// The object owns one reference to the C image and drops it in `deinit`
/// (`pixman_image_unref`). Images are not thread-safe: use one from one thread at a time.
///
/// Pixels are premultiplied (see ``PixelFormat``); nothing here converts them.
public final class PixmanImage {
    /// The C image. Internal so that only this module touches pixman.
    let handle: OpaquePointer
    /// Kept alive as long as the image: the owner of caller-provided pixel memory.
    private let owner: AnyObject?

    /// The pixel format, or `nil` for a solid-colour image (which has no pixels).
    public let format: PixelFormat?
    /// For an `a8r8g8b8` or `x8r8g8b8` image: its pixels, row length in 32-bit words,
    /// width and height — what a solid fill needs to store a colour directly (see
    /// ``fill(_:color:rect:)``; pixman stores the same 32-bit value in both formats, the
    /// colour's alpha in the top byte); `nil` for other formats and solid colours.
    let fillTarget: (bits: UnsafeMutablePointer<UInt32>, words: Int32, width: Int32, height: Int32)?
    /// Whether ``setClipRegion(_:)`` set a clip region (fills then go through pixman's
    /// region code, which applies it).
    var hasClipRegion = false

    private init(handle: OpaquePointer, format: PixelFormat?, owner: AnyObject?) {
        self.handle = handle
        self.format = format
        self.owner = owner
        if format == .a8r8g8b8 || format == .x8r8g8b8, let bits = pixman_image_get_data(handle) {
            fillTarget = (bits, pixman_image_get_stride(handle) / 4,
                          pixman_image_get_width(handle), pixman_image_get_height(handle))
        } else {
            fillTarget = nil
        }
    }

    deinit {
        pixman_image_unref(handle)
    }

    /// An image over memory the caller provides, without copying it
    /// (`pixman_image_create_bits`). Writes through the image change that memory and
    /// changes to the memory show in the image.
    ///
    /// - Parameters:
    ///   - format: how the bytes are laid out.
    ///   - width, height: size in pixels, both ≥ 0.
    ///   - bits: the first byte of the top row. Must be 4-byte aligned and must stay valid
    ///     for `stride * height` bytes for as long as this image (or pixman) may use it —
    ///     at least the image's lifetime. Pass `owner` to tie the memory's owner to the image.
    ///   - stride: bytes from one row to the next; a multiple of 4, at least
    ///     `width * format.bytesPerPixel`, and `stride * height` must fit in `Int32`.
    ///   - owner: an object kept alive (retained) until the image is destroyed, typically
    ///     the one that frees or unmaps `bits` in its own `deinit`.
    public convenience init(format: PixelFormat, width: Int, height: Int,
                            bits: UnsafeMutableRawPointer, stride: Int, owner: AnyObject? = nil) {
        precondition(width >= 0 && height >= 0, "PixmanImage: negative size \(width)×\(height)")
        precondition(stride % 4 == 0, "PixmanImage: stride \(stride) is not a multiple of 4")
        precondition(stride >= width * format.bytesPerPixel, "PixmanImage: stride \(stride) too small for width \(width)")
        precondition(Int(bitPattern: bits) % 4 == 0, "PixmanImage: pixel memory is not 4-byte aligned")
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        precondition(!overflow && bytes <= Int(Int32.max), "PixmanImage: \(stride) × \(height) bytes is too large for pixman")
        guard let handle = pixman_image_create_bits(format.pixmanCode, Int32(width), Int32(height),
                                                    bits.assumingMemoryBound(to: UInt32.self), Int32(stride)) else {
            fatalError("pixman_image_create_bits failed for \(width)×\(height) \(format)")
        }
        self.init(handle: handle, format: format, owner: owner)
    }

    /// An image whose zeroed pixel memory pixman allocates and frees
    /// (`pixman_image_create_bits` with no bits). The stride is pixman's choice,
    /// `width * bytesPerPixel` rounded up to a multiple of 4.
    ///
    /// - Parameters:
    ///   - width, height: size in pixels, both ≥ 0; the image must fit in 2 GiB.
    public convenience init(format: PixelFormat, width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "PixmanImage: negative size \(width)×\(height)")
        precondition(width <= Int(Int32.max) && height <= Int(Int32.max), "PixmanImage: size \(width)×\(height) is too large")
        guard let handle = pixman_image_create_bits(format.pixmanCode, Int32(width), Int32(height), nil, 0) else {
            fatalError("pixman_image_create_bits could not allocate \(width)×\(height) \(format)")
        }
        self.init(handle: handle, format: format, owner: nil)
    }

    /// An image of infinite extent, every pixel `color` (`pixman_image_create_solid_fill`).
    /// Use it as a source or mask; it cannot be a destination.
    public static func solid(_ color: PixmanColor) -> PixmanImage {
        var pixmanColor = color.pixman
        guard let handle = pixman_image_create_solid_fill(&pixmanColor) else {
            fatalError("pixman_image_create_solid_fill: out of memory")
        }
        return PixmanImage(handle: handle, format: nil, owner: nil)
    }

    /// Whether the image has pixels in memory (not a solid colour).
    public var hasPixels: Bool { format != nil }

    /// Width in pixels (0 for a solid colour).
    public var width: Int { Int(pixman_image_get_width(handle)) }

    /// Height in pixels (0 for a solid colour).
    public var height: Int { Int(pixman_image_get_height(handle)) }

    /// Bytes from one row to the next (0 for a solid colour).
    public var stride: Int { Int(pixman_image_get_stride(handle)) }

    /// The first byte of the top row, or `nil` for a solid colour. Valid while the image
    /// lives; `stride * height` bytes long.
    public var data: UnsafeMutableRawPointer? {
        pixman_image_get_data(handle).map { UnsafeMutableRawPointer($0) }
    }

    /// The pixel at column `x`, row `y` as stored: a native-endian `UInt32` for 32-bit
    /// formats (`0xAARRGGBB` for ``PixelFormat/a8r8g8b8``), the byte for ``PixelFormat/a8``.
    /// Meant for tests and debugging; `(x, y)` must be inside the image.
    public func pixel(x: Int, y: Int) -> UInt32 {
        let address = pixelAddress(x: x, y: y)
        switch format! {
        case .a8r8g8b8, .x8r8g8b8: return address.load(as: UInt32.self)
        case .a8: return UInt32(address.load(as: UInt8.self))
        }
    }

    /// Stores `value` at column `x`, row `y` in the layout ``pixel(x:y:)`` reads.
    /// For ``PixelFormat/a8`` only the low byte is kept. Meant for tests and debugging.
    public func setPixel(x: Int, y: Int, _ value: UInt32) {
        let address = pixelAddress(x: x, y: y)
        switch format! {
        case .a8r8g8b8, .x8r8g8b8: address.storeBytes(of: value, as: UInt32.self)
        case .a8: address.storeBytes(of: UInt8(truncatingIfNeeded: value), as: UInt8.self)
        }
    }

    private func pixelAddress(x: Int, y: Int) -> UnsafeMutableRawPointer {
        guard let format, let data else { preconditionFailure("PixmanImage: a solid colour has no pixels") }
        precondition(x >= 0 && x < width && y >= 0 && y < height, "PixmanImage: pixel (\(x), \(y)) outside \(width)×\(height)")
        return data + y * stride + x * format.bytesPerPixel
    }

    /// Sets the transform used when this image is a source or mask
    /// (`pixman_image_set_transform`); `nil` restores the identity. It maps destination
    /// coordinates to source coordinates (see ``PixmanTransform``). Pixman ignores
    /// transforms on destinations.
    public func setTransform(_ transform: PixmanTransform?) {
        let ok: pixman_bool_t
        if var matrix = transform?.pixman {
            ok = pixman_image_set_transform(handle, &matrix)
        } else {
            ok = pixman_image_set_transform(handle, nil)
        }
        if ok == 0 { fatalError("pixman_image_set_transform: out of memory") }
    }

    /// Sets how the image is sampled when transformed (`pixman_image_set_filter`).
    public func setFilter(_ filter: PixmanFilter) {
        if pixman_image_set_filter(handle, filter.pixman, nil, 0) == 0 {
            fatalError("pixman_image_set_filter failed")
        }
    }

    /// Sets what the image shows outside its bounds as a source (`pixman_image_set_repeat`).
    public func setRepeat(_ repeatMode: PixmanRepeat) {
        pixman_image_set_repeat(handle, repeatMode.pixman)
    }

    /// Limits the pixels that composites and fills into this image may change to
    /// `region` (in this image's pixel coordinates); `nil` removes the limit
    /// (`pixman_image_set_clip_region32`). Pixman copies the region. Meant for
    /// destinations: pixman ignores a source's clip region by default.
    public func setClipRegion(_ region: PixmanRegion?) {
        let ok: pixman_bool_t
        if let region {
            ok = pixman_image_set_clip_region32(handle, region.storage.region)
        } else {
            ok = pixman_image_set_clip_region32(handle, nil)
        }
        if ok == 0 { fatalError("pixman_image_set_clip_region32: out of memory") }
        hasClipRegion = region != nil
    }
}
