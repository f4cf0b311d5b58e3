internal import CTurboJPEG
import StrataPixman

/// JPEG encoding through libjpeg-turbo's TurboJPEG API (`tjCompress2`): baseline JPEG,
/// YCbCr with 4:2:0 chroma subsampling (cjpeg's default), JFIF header, no EXIF.
public enum JPEGEncoder {
    /// Encodes `image` (`a8r8g8b8` premultiplied, or `x8r8g8b8`) at `quality`, libjpeg's
    /// 1…100 scale (values outside are clamped). JPEG has no alpha: the premultiplied
    /// colour is encoded as it is, which is the image composited over black.
    /// Returns `nil` if the image is empty, has another format, or TurboJPEG fails.
    public static func encode(_ image: PixmanImage, quality: Int) -> [UInt8]? {
        guard image.format == .a8r8g8b8 || image.format == .x8r8g8b8, image.width > 0, image.height > 0,
              let pixels = image.data?.assumingMemoryBound(to: UInt8.self),
              let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { if let output { tjFree(output) } }
        // The premultiplied words in memory are B, G, R, A: TJPF_BGRX ignores the alpha.
        guard tjCompress2(handle, pixels, Int32(image.width), Int32(image.stride), Int32(image.height),
                          TJPF_BGRX.rawValue, &output, &size, Int32(TJSAMP_420.rawValue),
                          Int32(Swift.min(100, Swift.max(1, quality))), 0) == 0,
              let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }
}
