import Foundation
import StrataPixman
import StrataCairo

/// A bitmap image (Core Graphics' `CGImage`), reduced to what ClientKit draws:
/// premultiplied 32-bit ARGB pixels (`a8r8g8b8`, 8 bits per component) held in a
/// ``PixmanImage``.
///
/// Layers show images as their `contents`; a view's drawing is such an image (its
/// backing store). Create one over pixels you filled with ``init(pixmanImage:)``
/// (ClientKit's own initializer: Core Graphics' data-provider initializers are not
/// provided), or copy a context's pixels with `CGContext.makeImage()`.
///
/// Difference from Core Graphics: the image does not copy the pixels, so it is only
/// immutable if nobody writes to the pixman image afterwards. The `contents` image of
/// a view that draws is its live backing store and changes when the view redraws.
public final class CGImage {
    /// The pixels.
    public let pixmanImage: PixmanImage

    /// An image over `pixmanImage`'s pixels, which must be `a8r8g8b8` (premultiplied).
    public init(pixmanImage: PixmanImage) {
        precondition(pixmanImage.format == .a8r8g8b8, "CGImage: pixels must be a8r8g8b8, not \(String(describing: pixmanImage.format))")
        self.pixmanImage = pixmanImage
    }

    /// Width in pixels.
    public var width: Int { pixmanImage.width }
    /// Height in pixels.
    public var height: Int { pixmanImage.height }
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row to the next.
    public var bytesPerRow: Int { pixmanImage.stride }

    /// The image's cairo surface, made when the image is first drawn into a context.
    private var _surface: CairoSurface?

    var _cairoSurface: CairoSurface {
        if let surface = _surface { return surface }
        let surface = CairoSurface(image: pixmanImage)
        _surface = surface
        return surface
    }

    /// Tells a cached cairo surface that the pixels changed behind its back.
    func _pixelsDidChange() {
        _surface?.markDirty()
    }
}
