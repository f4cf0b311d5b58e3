import StrataPixman

/// How a camera's pixels are turned relative to the upright picture: the EXIF
/// `Orientation` tag (0x0112) of a JPEG's APP1 segment, values 1–8.
///
/// The cases name what the stored pixels need to look upright, as UIKit's
/// `UIImage.Orientation` does (`.right`: turn them 90° clockwise).
public enum EXIFOrientation: Int, Sendable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: stored mirrored left to right.
    case upMirrored = 2
    /// 3: stored upside down.
    case down = 3
    /// 4: stored mirrored top to bottom.
    case downMirrored = 4
    /// 5: stored transposed (the top row is the picture's left column).
    case leftMirrored = 5
    /// 6: stored turned 90° anticlockwise: turn 90° clockwise to show.
    case right = 6
    /// 7: stored transposed the other way (the top row is the picture's right column, bottom up).
    case rightMirrored = 7
    /// 8: stored turned 90° clockwise: turn 90° anticlockwise to show.
    case left = 8

    /// The orientation a JPEG's EXIF data gives, `.up` when it has none, or a damaged or
    /// unknown one. Reads the markers up to the first scan; never reads past `jpeg`.
    public init(jpeg: UnsafeRawBufferPointer) {
        self = Self._find(in: jpeg) ?? .up
    }

    private static func _find(in bytes: UnsafeRawBufferPointer) -> EXIFOrientation? {
        func u16(_ at: Int, bigEndian: Bool = true) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return bigEndian ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at + 1]) << 8 | Int(bytes[at])
        }
        var offset = 2 // after SOI
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { return nil } // start of scan, end of image
            guard let length = u16(offset + 2), length >= 2 else { return nil }
            let body = offset + 4, end = offset + 2 + length
            guard end <= bytes.count else { return nil }
            if marker == 0xE1, end - body >= 14, Array(bytes[body..<body + 6]) == Array("Exif\0\0".utf8) {
                return _orientation(tiff: UnsafeRawBufferPointer(rebasing: bytes[(body + 6)..<end]))
            }
            offset = end
        }
        return nil
    }

    /// The Orientation entry of IFD0 in a TIFF structure (the EXIF payload).
    private static func _orientation(tiff: UnsafeRawBufferPointer) -> EXIFOrientation? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true   // "II"
        case (0x4D, 0x4D): little = false  // "MM"
        default: return nil
        }
        func read(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= tiff.count else { return nil }
            var value = 0
            for i in 0..<count { value |= Int(tiff[at + (little ? i : count - 1 - i)]) << (8 * i) }
            return value
        }
        guard let ifd = read(4, 4), let entries = read(ifd, 2) else { return nil }
        for index in 0..<entries {
            let entry = ifd + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            if tag == 0x0112 {
                guard read(entry + 2, 2) == 3, let value = read(entry + 8, 2) else { return nil } // type SHORT
                return EXIFOrientation(rawValue: value)
            }
        }
        return nil
    }

    /// Whether showing the image swaps its width and height.
    public var swapsWidthAndHeight: Bool { rawValue >= 5 }

    /// A new image: `image` (stored this way) turned upright.
    public func upright(_ image: PixmanImage) -> PixmanImage {
        let w = Double(image.width), h = Double(image.height)
        // Maps a point of the upright image to the stored one (pixman transforms map
        // destination to source); with pixel centres on half-integers and nearest
        // sampling every pixel is copied exactly.
        let (xx, xy, x0, yx, yy, y0): (Double, Double, Double, Double, Double, Double) = switch self {
        case .up: (1, 0, 0, 0, 1, 0)
        case .upMirrored: (-1, 0, w, 0, 1, 0)
        case .down: (-1, 0, w, 0, -1, h)
        case .downMirrored: (1, 0, 0, 0, -1, h)
        case .leftMirrored: (0, 1, 0, 1, 0, 0)
        case .right: (0, 1, 0, -1, 0, h)
        case .rightMirrored: (0, -1, w, -1, 0, h)
        case .left: (0, -1, w, 1, 0, 0)
        }
        let width = swapsWidthAndHeight ? image.height : image.width
        let height = swapsWidthAndHeight ? image.width : image.height
        let result = PixmanImage(format: .a8r8g8b8, width: width, height: height)
        image.setTransform(PixmanTransform(xx: xx, xy: xy, x0: x0, yx: yx, yy: yy, y0: y0))
        image.setFilter(.nearest)
        result.composite(.src, source: image, width: Int32(width), height: Int32(height))
        image.setTransform(nil)
        return result
    }
}
