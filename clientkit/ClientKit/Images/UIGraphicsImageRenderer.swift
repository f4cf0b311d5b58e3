import Foundation
import StrataCairo
import StrataPixman

/// The settings of an image renderer's bitmaps (UIKit's `UIGraphicsImageRendererFormat`).
///
/// Difference from UIKit: the default ``scale`` is 1, the scale of Strata's screens
/// (UIKit uses the main screen's scale), and there is no extended range (pixels are
/// always 8-bit premultiplied ARGB).
@MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images made. Default 1.
    open var scale: CGFloat = 1
    /// Whether the bitmap has no alpha channel: it starts opaque black and the images
    /// made are fully opaque. Default `false` (it starts transparent).
    open var opaque = false

    /// A format with scale 1, not opaque.
    public init() {}

    /// The default format (a new object each time, as UIKit).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best suited to the screen: the same as ``default()``.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The bounds of the renderer using the format (the renderer sets it).
    public internal(set) var bounds: CGRect = .zero
}

/// The drawing environment handed to an image renderer's actions (UIKit's
/// `UIGraphicsImageRendererContext`).
@MainActor
open class UIGraphicsImageRendererContext {
    /// The context drawing into the bitmap: user space is the renderer's bounds in
    /// points, y down, origin at the top-left corner. It is also the current context
    /// (`UIGraphicsGetCurrentContext()`) while the actions run.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far (a copy of the pixels).
    open var currentImage: UIImage {
        guard let copy = cgContext.makeImage() else { return UIImage() }
        return UIImage(_cgImage: copy, scale: format.scale)
    }

    /// Fills `rect` with the context's fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the fill colour, combined by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the context's stroke colour and line width
    /// (the line straddles the edges, as Core Graphics' `stroke(_:)`).
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect`, combined by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`): each call of
/// ``image(actions:)`` creates a bitmap of the renderer's bounds at the format's
/// scale, runs the actions with it as the current context, and returns the result.
@MainActor
open class UIGraphicsImageRenderer {
    /// The area drawn, in points; user space of the actions' context.
    public let bounds: CGRect
    /// The bitmap settings.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds` (the origin is the user-space point drawn at
    /// the top-left corner) with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for images of `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
        format.bounds = self.bounds
    }

    /// Whether the renderer makes images: always `true`.
    open var allowsImageOutput: Bool { true }

    /// Draws with `actions` and returns the image: ``bounds`` size, the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let pixels = _render(actions) else { return UIImage() }
        return UIImage(_cgImage: CGImage(pixmanImage: pixels), scale: format.scale)
    }

    /// Draws with `actions` and returns the result as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let pixels = _render(actions), let bytes = CairoPNG.encode(pixels) else { return Data() }
        return Data(bytes)
    }

    /// Draws with `actions` and returns the result as JPEG data; `compressionQuality` as
    /// in `UIImage.jpegData(compressionQuality:)`. Empty when the bounds have no pixels.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        guard let pixels = _render(actions) else { return Data() }
        return UIImage(_cgImage: CGImage(pixmanImage: pixels), scale: format.scale)
            .jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Creates the bitmap, runs the actions with it as the current context, and
    /// returns the pixels (`nil` when the bounds have no pixels).
    private func _render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> PixmanImage? {
        let scale = Swift.max(format.scale, 0.01)
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let pixels = PixmanImage(format: .a8r8g8b8, width: width, height: height)
        if format.opaque {
            pixels.fill(.src, color: PixmanColor(argb: 0xFF00_0000),
                        rects: [PixmanRect(x: 0, y: 0, width: Int32(width), height: Int32(height))])
        }
        let surface = CairoSurface(image: pixels)
        surface.markDirty()
        let ctm = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let context = CGContext(surface: surface, ctm: ctm)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        context.flush()
        if format.opaque { Self._makeOpaque(pixels) }
        return pixels
    }

    /// Sets every alpha to 255, as a bitmap without alpha shows its colour channels.
    static func _makeOpaque(_ image: PixmanImage) {
        guard let data = image.data else { return }
        for y in 0..<image.height {
            let row = (data + y * image.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width { row[x] |= 0xFF00_0000 }
        }
    }
}
