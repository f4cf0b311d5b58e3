internal import CCairo
import StrataPixman

/// PNG reading and writing through cairo's PNG functions (libpng underneath):
/// `cairo_image_surface_create_from_png_stream` and `cairo_surface_write_to_png_stream`.
///
/// Pixels are always premultiplied `a8r8g8b8` (cairo's `CAIRO_FORMAT_ARGB32`) on the
/// Swift side. A PNG holds straight (un-premultiplied) colour; cairo converts both
/// ways, rounding to nearest, so premultiplied pixels written and read back come out
/// identical. Only PNG: cairo has no JPEG or other decoders.
public enum CairoPNG {
    /// Decodes the PNG in `bytes` into a new `a8r8g8b8` image the size of the PNG
    /// (grey, palette and RGB files come out opaque; 16-bit channels are reduced to 8).
    /// Returns `nil` when the bytes are not a complete, valid PNG (a bad signature,
    /// truncated or corrupt data) or cairo runs out of memory.
    public static func decode(_ bytes: UnsafeRawBufferPointer) -> PixmanImage? {
        guard bytes.count >= 8, let base = bytes.baseAddress else { return nil }
        var reader = _ByteReader(base: base, count: bytes.count)
        let loaded: OpaquePointer? = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream(_cairoPNGRead, UnsafeMutableRawPointer(pointer))
        }
        guard let loaded else { return nil }
        defer { cairo_surface_destroy(loaded) }
        guard cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
        guard width > 0, height > 0 else { return nil }

        // Whatever format cairo chose (ARGB32, RGB24, ...), copy with SOURCE into an
        // a8r8g8b8 image: opaque formats come out with alpha 255.
        let image = PixmanImage(format: .a8r8g8b8, width: width, height: height)
        let target = CairoSurface(image: image)
        guard let cr = cairo_create(target.handle) else { return nil }
        defer { cairo_destroy(cr) }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        target.flush()
        return image
    }

    /// Decodes the PNG in `bytes`; see the buffer-pointer overload.
    public static func decode(_ bytes: [UInt8]) -> PixmanImage? {
        bytes.withUnsafeBytes { decode($0) }
    }

    /// Encodes `surface`'s pixels as a PNG: 8-bit RGBA for `a8r8g8b8` (colour
    /// un-premultiplied), 8-bit RGB for `x8r8g8b8`, 8-bit grey for `a8`. Flushes the
    /// surface first. Returns `nil` if cairo reports an error (out of memory).
    public static func encode(_ surface: CairoSurface) -> [UInt8]? {
        surface.flush()
        var writer = _ByteWriter()
        let status = withUnsafeMutablePointer(to: &writer) { pointer in
            cairo_surface_write_to_png_stream(surface.handle, _cairoPNGWrite, UnsafeMutableRawPointer(pointer))
        }
        guard status == CAIRO_STATUS_SUCCESS else { return nil }
        return writer.bytes
    }

    /// Encodes `image`'s pixels as a PNG (see the surface overload); `image`
    /// must have pixels (not be a solid colour).
    public static func encode(_ image: PixmanImage) -> [UInt8]? {
        encode(CairoSurface(image: image))
    }
}

/// The read position in the PNG bytes handed to cairo.
private struct _ByteReader {
    let base: UnsafeRawPointer
    let count: Int
    var offset = 0
}

/// The bytes cairo has written so far.
private struct _ByteWriter {
    var bytes: [UInt8] = []
}

/// cairo's read callback: copies the next `length` bytes, or fails at the end of the data.
private func _cairoPNGRead(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?,
                           _ length: UInt32) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let reader = closure.assumingMemoryBound(to: _ByteReader.self)
    let n = Int(length)
    guard reader.pointee.count - reader.pointee.offset >= n else { return CAIRO_STATUS_READ_ERROR }
    UnsafeMutableRawPointer(data).copyMemory(from: reader.pointee.base + reader.pointee.offset, byteCount: n)
    reader.pointee.offset += n
    return CAIRO_STATUS_SUCCESS
}

/// cairo's write callback: appends the bytes.
private func _cairoPNGWrite(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?,
                            _ length: UInt32) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let writer = closure.assumingMemoryBound(to: _ByteWriter.self)
    if let data, length > 0 {
        writer.pointee.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
}
