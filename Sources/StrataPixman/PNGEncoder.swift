/// Encodes 32-bit pixels as PNG, with no library: deflate "stored" blocks (no
/// compression), CRC-32 and Adler-32 done here. Files are larger than a real
/// encoder's but any viewer reads them; screenshots and the smoke check use it.
public enum PNGEncoder {
    /// Encodes `image` (`a8r8g8b8` premultiplied, or `x8r8g8b8`) as an 8-bit RGBA PNG
    /// (alpha un-premultiplied) or, for `x8r8g8b8`, an 8-bit RGB PNG.
    public static func encode(_ image: PixmanImage) -> [UInt8] {
        precondition(image.hasPixels, "PNGEncoder: a solid colour has no pixels")
        let hasAlpha = image.format?.hasAlpha ?? true
        return encode(width: image.width, height: image.height, hasAlpha: hasAlpha) { x, y in image.pixel(x: x, y: y) }
    }

    /// Encodes `width`×`height` pixels given as native ARGB words (premultiplied when `hasAlpha`).
    public static func encode(width: Int, height: Int, hasAlpha: Bool, pixel: (Int, Int) -> UInt32) -> [UInt8] {
        let channels = hasAlpha ? 4 : 3
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (1 + width * channels))
        for y in 0..<height {
            raw.append(0) // filter: none
            for x in 0..<width {
                let p = pixel(x, y)
                var r = UInt32((p >> 16) & 0xFF), g = UInt32((p >> 8) & 0xFF), b = UInt32(p & 0xFF)
                let a = UInt32(p >> 24)
                if hasAlpha {
                    if a == 0 {
                        r = 0; g = 0; b = 0
                    } else if a < 255 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    raw += [UInt8(r), UInt8(g), UInt8(b), UInt8(a)]
                } else {
                    raw += [UInt8(r), UInt8(g), UInt8(b)]
                }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0] // depth 8, RGBA or RGB, deflate, no filter set, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStored(raw), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        png += bigEndian(crc32(typeBytes + data))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out.append(final)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return (b << 16) | a
    }
}
