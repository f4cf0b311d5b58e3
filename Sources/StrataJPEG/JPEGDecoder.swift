internal import CTurboJPEG
import StrataPixman

/// JPEG decoding through libjpeg-turbo's TurboJPEG API (`tjDecompressHeader3`,
/// `tjDecompress2`).
///
/// TurboJPEG rather than the classic libjpeg API because every TurboJPEG call returns an
/// error code; libjpeg's default error handler calls `exit()`, and the only way out of
/// it, `longjmp`, cannot cross Swift frames.
public enum JPEGDecoder {
    /// Whether `bytes` start like a JPEG file: the SOI marker followed by another marker
    /// (`FF D8 FF`), whatever the file's name says.
    public static func isJPEG(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// Decodes the JPEG in `bytes` into a new, opaque `a8r8g8b8` image, turned upright
    /// as its EXIF orientation tag asks (see ``EXIFOrientation``).
    ///
    /// Colour (YCbCr, RGB) and greyscale files decode to their colours; CMYK and YCCK
    /// files (Photoshop's) are converted naively, as inverted CMYK the way Adobe writes
    /// it, without a colour profile. Returns `nil` when the bytes are not a JPEG, are
    /// truncated or corrupt (libjpeg-turbo's warnings, such as a premature end of data,
    /// count as failures: a half-grey picture is not the image), or the image would not
    /// fit in a pixman image (2 GiB).
    public static func decode(_ bytes: UnsafeRawBufferPointer) -> PixmanImage? {
        guard isJPEG(bytes), let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
              bytes.count <= Int(UInt32.max), let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        let size = UInt(bytes.count)
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, base, size, &width, &height, &subsampling, &colorspace) == 0,
              width > 0, height > 0 else { return nil }
        let (bytesNeeded, overflow) = (Int(width) * 4).multipliedReportingOverflow(by: Int(height))
        guard !overflow, bytesNeeded <= Int(Int32.max) else { return nil }

        let image = PixmanImage(format: .a8r8g8b8, width: Int(width), height: Int(height))
        guard let pixels = image.data?.assumingMemoryBound(to: UInt8.self) else { return nil }
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        // a8r8g8b8 on a little-endian machine is B, G, R, A in memory: TJPF_BGRA (alpha
        // set to 255). CMYK can only come out as CMYK (libjpeg does no CMYK → RGB).
        let format = isCMYK ? TJPF_CMYK : TJPF_BGRA
        // TJFLAG_LIMITSCANS: a progressive file with absurdly many scans is refused
        // instead of taking minutes; TJFLAG_STOPONWARNING: see above.
        let flags = Int32(TJFLAG_LIMITSCANS | TJFLAG_STOPONWARNING)
        guard tjDecompress2(handle, base, size, pixels, width, Int32(image.stride), height,
                            format.rawValue, flags) == 0 else { return nil }
        if isCMYK { _convertInvertedCMYK(image) }
        let orientation = EXIFOrientation(jpeg: bytes)
        return orientation == .up ? image : orientation.upright(image)
    }

    /// Decodes the JPEG in `bytes`; see the buffer-pointer overload.
    public static func decode(_ bytes: [UInt8]) -> PixmanImage? {
        bytes.withUnsafeBytes { decode($0) }
    }

    /// Turns the CMYK pixels TurboJPEG left in `image` (C, M, Y, K bytes per pixel) into
    /// opaque `a8r8g8b8`, in place. Adobe's CMYK JPEGs store the channels inverted
    /// (255 is no ink), which is what nearly every CMYK JPEG is; then R = C·K/255, and
    /// so on. Browsers make the same assumption.
    private static func _convertInvertedCMYK(_ image: PixmanImage) {
        guard let data = image.data else { return }
        for y in 0..<image.height {
            let row = data + y * image.stride
            for x in 0..<image.width {
                let p = row + x * 4
                let c = UInt32(p.load(fromByteOffset: 0, as: UInt8.self)), m = UInt32(p.load(fromByteOffset: 1, as: UInt8.self))
                let ye = UInt32(p.load(fromByteOffset: 2, as: UInt8.self)), k = UInt32(p.load(fromByteOffset: 3, as: UInt8.self))
                let r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (ye * k + 127) / 255
                p.storeBytes(of: 0xFF00_0000 | r << 16 | g << 8 | b, as: UInt32.self)
            }
        }
    }
}
