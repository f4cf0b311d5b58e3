import Foundation
import StrataCairo
import StrataJPEG
import StrataPixman

/// An image, as UIKit's `UIImage`: a bitmap (``cgImage``) with a scale that turns its
/// pixels into points, and optionally cap insets that make it resizable.
///
/// Images are immutable. Make one from a PNG or JPEG file or data, from a ``CGImage``, or
/// by drawing with `UIGraphicsImageRenderer`; draw one into the current context with
/// ``draw(at:)`` / ``draw(in:)``, or show it in a `UIImageView`. Pixels are
/// premultiplied `a8r8g8b8` throughout.
///
/// Differences from UIKit, on purpose:
/// - PNG (through cairo) and JPEG (through libjpeg-turbo) are decoded and encoded:
///   ``init(data:)`` and ``init(contentsOfFile:)`` return `nil` for HEIC, GIF and
///   everything else.
/// - Symbol images are drawn by ClientKit (``init(systemName:)``); asset catalogs are
///   read from their folders (``init(named:in:compatibleWith:)``); there are no animated
///   images.
///   A JPEG's EXIF orientation is applied to its pixels when it is decoded, so
///   ``imageOrientation`` is always `.up` (UIKit keeps the camera's pixels and the
///   orientation apart; what is drawn is the same). Of the rendering modes, `.automatic`
///   draws as `.alwaysOriginal` (no context templates an image by itself).
/// - The class is not `Sendable`: its ``CGImage`` caches a cairo surface lazily.
///   Drawing happens on the main actor.
open class UIImage: CustomStringConvertible {
    /// How the interior of a resizable image fills the area it is drawn in
    /// (`UIImage.ResizingMode`, same raw values).
    public enum ResizingMode: Int, Sendable {
        /// The interior is repeated at its natural size.
        case tile = 0
        /// The interior is scaled to fill the area.
        case stretch = 1
    }

    /// The bitmap; `nil` only for an empty image (`UIImage()`).
    public let cgImage: CGImage?

    /// Pixels per point: 1, or the `@2x` / `@3x` suffix of the file name the image was
    /// loaded from, as UIKit. Default 1.
    public let scale: CGFloat

    /// The parts of a resizable image that keep their size, in points; `.zero` for an
    /// image that is not resizable (see ``resizableImage(withCapInsets:resizingMode:)``).
    public let capInsets: UIEdgeInsets

    /// How the interior of a resizable image fills the area; `.stretch` for an image
    /// that is not resizable (UIKit's value for those).
    public let resizingMode: ResizingMode

    /// Whether the image was made by ``resizableImage(withCapInsets:resizingMode:)``.
    let _isResizable: Bool

    /// How the image is drawn (`UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As its context decides: here, as `.alwaysOriginal` (UIKit templates some
        /// images in bars and system buttons by context; ClientKit does not).
        case automatic
        /// Its own colours.
        case alwaysOriginal
        /// As a stencil: its alpha filled with the tint colour of the image view showing it.
        case alwaysTemplate
    }

    /// How the image is drawn. Default `.automatic`.
    public let renderingMode: RenderingMode
    /// A symbol image's name and configuration (see `UIImage+Symbols`).
    var _symbol: (name: String, configuration: SymbolConfiguration)?

    /// The designated initializer everything else goes through.
    init(_cgImage: CGImage?, scale: CGFloat, capInsets: UIEdgeInsets = .zero,
         resizingMode: ResizingMode = .stretch, resizable: Bool = false, renderingMode: RenderingMode = .automatic) {
        precondition(scale > 0, "UIImage: scale must be positive")
        cgImage = _cgImage
        self.scale = scale
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        _isResizable = resizable
        self.renderingMode = renderingMode
    }

    /// The same image with another rendering mode (`.alwaysTemplate`: a `UIImageView`
    /// shows it in its `tintColor`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(_cgImage: cgImage, scale: scale, capInsets: capInsets, resizingMode: resizingMode,
                resizable: _isResizable, renderingMode: renderingMode)
    }

    /// The image's alpha filled with `color`, drawn as it is (`.alwaysOriginal`) wherever
    /// it is shown.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The image's alpha filled with `color`, with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(_cgImage: cgImage.map { Self._stencil($0, color: color) }, scale: scale, capInsets: capInsets,
                resizingMode: resizingMode, resizable: _isResizable, renderingMode: renderingMode)
    }

    /// `image`'s alpha filled with `color` (premultiplied): a template image as drawn.
    static func _stencil(_ image: CGImage, color: UIColor) -> CGImage {
        let source = image.pixmanImage
        let stencil = PixmanImage(format: .a8r8g8b8, width: source.width, height: source.height)
        stencil.composite(.src, source: .solid(color.cgColor._premultiplied), mask: source,
                          width: Int32(source.width), height: Int32(source.height))
        return CGImage(pixmanImage: stencil)
    }

    /// An empty image: no bitmap, size zero.
    public convenience init() {
        self.init(_cgImage: nil, scale: 1)
    }

    /// An image showing `cgImage`'s pixels at scale 1.
    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        capInsets = .zero
        resizingMode = .stretch
        _isResizable = false
        renderingMode = .automatic
    }

    /// An image showing `cgImage`'s pixels at `scale` pixels per point (UIKit's
    /// `init(cgImage:scale:orientation:)` without the orientation: ClientKit's images
    /// are always upright).
    public convenience init(cgImage: CGImage, scale: CGFloat) {
        self.init(_cgImage: cgImage, scale: scale)
    }

    /// Decodes PNG or JPEG `data` at scale 1; `nil` when the data is neither, or is
    /// truncated or corrupt (see ``init(data:scale:)``).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG `data` with `scale` pixels per point. The format is told by
    /// the bytes, not a file name: JPEG starts `FF D8 FF`. JPEGs may be colour,
    /// greyscale or CMYK (converted without a colour profile) and are turned upright by
    /// their EXIF orientation. `nil` when the data is neither format, or is truncated or
    /// corrupt (a truncated JPEG is refused, not shown half grey).
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, let pixels = data.withUnsafeBytes({ bytes in
            JPEGDecoder.isJPEG(bytes) ? JPEGDecoder.decode(bytes) : CairoPNG.decode(bytes)
        }) else { return nil }
        self.init(_cgImage: CGImage(pixmanImage: pixels), scale: scale)
    }

    /// Loads the PNG or JPEG file at `path` (told apart by their bytes, see
    /// ``init(data:scale:)``). A file name ending in `@2x` or `@3x` (before the
    /// extension, e.g. `button@2x.png`) gives the image that scale, as UIKit. `nil`
    /// when the file cannot be read or is not a valid PNG or JPEG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self._scale(fromPath: path))
    }

    /// Loads the image resource `name` from the main bundle (see
    /// ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the image resource `name` from `bundle` (`nil`: the main bundle): first a
    /// file in its resources — `name` as given if it has an extension, else `name.png`,
    /// `name@2x.png`, `name@3x.png`, then the same with `.jpg` and `.jpeg` (Strata's
    /// screens have scale 1, so the 1× file is preferred, as UIKit does on 1× screens) —
    /// then the image set `name` of an asset catalog copied with the app (see
    /// `_AssetCatalog`: its 1× file, else its smallest scale; a set marked to render as a
    /// template gives an `.alwaysTemplate` image). There is no cache. `nil` if nothing is
    /// found or the file is not PNG or JPEG (PDF and SVG sets are not read).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        if let path = Self._resourceFile(named: name, in: bundle) {
            self.init(contentsOfFile: path)
            return
        }
        guard let file = _AssetCatalog.imageFile(named: name, in: bundle),
              let data = FileManager.default.contents(atPath: file.path),
              let decoded = UIImage(data: data, scale: file.scale) else { return nil }
        self.init(_cgImage: decoded.cgImage, scale: decoded.scale, renderingMode: file.template ? .alwaysTemplate : .automatic)
    }

    /// The first resource file an image named `name` may be, in `bundle`'s resources.
    static func _resourceFile(named name: String, in bundle: Bundle?) -> String? {
        guard let resources = (bundle ?? .main).resourcePath else { return nil }
        let base = URL(fileURLWithPath: resources)
        let candidates = (name as NSString).pathExtension.isEmpty
            ? ["png", "jpg", "jpeg"].flatMap { ["\(name).\($0)", "\(name)@2x.\($0)", "\(name)@3x.\($0)"] } : [name]
        for candidate in candidates {
            let path = base.appendingPathComponent(candidate).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    /// The scale a file name asks for: 2 or 3 for a `@2x` / `@3x` suffix, else 1.
    static func _scale(fromPath path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        // Device modifiers (`~ipad`) follow the scale suffix in UIKit's naming.
        let name = stem.split(separator: "~", maxSplits: 1).first.map(String.init) ?? stem
        for factor in 2...3 where name.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return 1
    }

    // MARK: Size

    /// The size in points: the bitmap's pixel size divided by ``scale``.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    // MARK: Resizable images

    /// A resizable version of the image whose interior (inside `capInsets`, in points)
    /// is tiled, as UIKit's default for this method.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable version of the image: drawn larger or smaller than its size, the
    /// corners (the cap insets, in points) keep their size, the top and bottom edges
    /// stretch or tile horizontally, the left and right edges vertically, and the
    /// interior both ways. With zero insets the whole image stretches or tiles. When the
    /// area is too small for two opposite caps, they shrink proportionally.
    ///
    /// In a `UIImageView` the interior always stretches (the view shows the image as its
    /// layer's contents, and `contentsCenter` only stretches); for the common images
    /// with a one-pixel interior, tiling and stretching look the same.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(_cgImage: cgImage, scale: scale, capInsets: capInsets, resizingMode: resizingMode, resizable: true,
                renderingMode: renderingMode)
    }

    /// The older way to make a stretchable image (deprecated in UIKit, kept for ported
    /// code): the caps are `leftCapWidth` and `topCapHeight` points, the middle is the one
    /// point after them, and the rest (right and bottom caps) is what remains. A cap of 0
    /// stretches the whole image along that axis, as UIKit.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = self.size
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let right = leftCapWidth > 0 ? Swift.max(0, size.width - left - 1) : 0
        let bottom = topCapHeight > 0 ? Swift.max(0, size.height - top - 1) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right),
                              resizingMode: .stretch)
    }

    /// The left cap of an image made by ``stretchableImage(withLeftCapWidth:topCapHeight:)``
    /// (the left cap inset of any resizable image), in points.
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The top cap of an image made by ``stretchableImage(withLeftCapWidth:topCapHeight:)``
    /// (the top cap inset of any resizable image), in points.
    public var topCapHeight: Int { Int(capInsets.top) }

    // MARK: Encoding

    /// The image as PNG data (8-bit RGBA, colour un-premultiplied), encoded by cairo;
    /// `nil` for an empty image.
    public func pngData() -> Data? {
        guard let cgImage, let bytes = CairoPNG.encode(cgImage.pixmanImage) else { return nil }
        return Data(bytes)
    }

    /// The image as JPEG data (baseline, 4:2:0 chroma), encoded by libjpeg-turbo; `nil`
    /// for an empty image.
    ///
    /// - Parameter compressionQuality: 0 (smallest file) to 1 (best quality), clamped;
    ///   mapped linearly to libjpeg's quality scale, `max(1, round(100 × quality))`, so
    ///   0.8 is cjpeg's `-quality 80`. UIKit does not document its mapping.
    ///
    /// JPEG has no alpha: translucent pixels come out as the image drawn over black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        let clamped = compressionQuality.isNaN ? 1 : Swift.min(1, Swift.max(0, compressionQuality))
        let quality = Int((clamped * 100).rounded())
        return JPEGEncoder.encode(cgImage.pixmanImage, quality: quality).map { Data($0) }
    }

    open var description: String {
        "<UIImage size: \(size.width)×\(size.height) scale: \(scale)\(_isResizable ? " capInsets: \(capInsets)" : "")>"
    }
}
