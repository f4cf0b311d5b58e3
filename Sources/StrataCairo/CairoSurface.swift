internal import CCairo
import StrataPixman

/// A cairo image surface (`cairo_surface_t`) drawing into the pixels of a
/// ``PixmanImage``, without copying them.
///
/// Cairo's `CAIRO_FORMAT_ARGB32` is pixman's `a8r8g8b8` (premultiplied, native-endian
/// `0xAARRGGBB`), `CAIRO_FORMAT_RGB24` is `x8r8g8b8` and `CAIRO_FORMAT_A8` is `a8`, so
/// cairo and pixman can take turns on the same memory: call ``flush()`` after cairo
/// drew and before pixman reads, and ``markDirty()`` after pixman wrote and before
/// cairo draws again.
///
/// The surface keeps its image (and so the memory) alive and owns one reference to
/// the C surface, dropped in `deinit` (`cairo_surface_destroy`).
public final class CairoSurface {
    let handle: OpaquePointer
    /// The image whose pixels the surface draws into.
    public let image: PixmanImage

    /// A surface over `image`'s pixels (`cairo_image_surface_create_for_data`).
    ///
    /// `image` must have pixels (not be a solid colour); its stride must be one cairo
    /// accepts for its width (pixman's default stride always is: a multiple of 4).
    public init(image: PixmanImage) {
        guard let format = image.format, let data = image.data else {
            preconditionFailure("CairoSurface: a solid colour has no pixels")
        }
        let cairoFormat: cairo_format_t
        switch format {
        case .a8r8g8b8: cairoFormat = CAIRO_FORMAT_ARGB32
        case .x8r8g8b8: cairoFormat = CAIRO_FORMAT_RGB24
        case .a8: cairoFormat = CAIRO_FORMAT_A8
        }
        let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), cairoFormat,
            Int32(image.width), Int32(image.height), Int32(image.stride))!
        let status = cairo_surface_status(surface)
        precondition(status == CAIRO_STATUS_SUCCESS,
                     "cairo_image_surface_create_for_data: \(String(cString: cairo_status_to_string(status)))")
        handle = surface
        self.image = image
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// Width in pixels.
    public var width: Int { image.width }
    /// Height in pixels.
    public var height: Int { image.height }

    /// Completes cairo's pending drawing so that the pixels can be read by others
    /// (`cairo_surface_flush`).
    public func flush() {
        cairo_surface_flush(handle)
    }

    /// Tells cairo the pixels were changed by someone else (`cairo_surface_mark_dirty`).
    public func markDirty() {
        cairo_surface_mark_dirty(handle)
    }
}
