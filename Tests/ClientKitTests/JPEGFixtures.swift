import Foundation

/// Small JPEG files made by tools other than ClientKit's encoder, kept here as base64 so
/// the tests need neither resources nor the tools.
enum JPEGFixtures {
    /// 16×16, colour (YCbCr 4:4:4, JFIF): the left half red, the top right quarter blue,
    /// the bottom right quarter white. Made by libjpeg-turbo 2.1.5's cjpeg from a PPM
    /// written by a script: `cjpeg -quality 90 -sample 1x1 -optimize quad.ppm`.
    static let quadrants = Data(base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMU\
        FRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU\
        FBQUFBQUFBT/wAARCAAQABADAREAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwgJ/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/E\
        ABUBAQEAAAAAAAAAAAAAAAAAAAkH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AnRDCpgI4wdD6Dkxbd5cxWP/Z
        """)!

    /// 8×8 greyscale (one component): the left half black (0), the right half grey 200.
    /// `cjpeg -quality 90 -optimize grey.pgm` (libjpeg-turbo 2.1.5).
    static let grey = Data(base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMU\
        FRUVDA8XGBYUGBIUFRT/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABgQAAIDAAAAAAAAAAAAAAAAAAAJR4XE\
        /9oACAEBAAA/ADRSkq1Ww//Z
        """)!

    /// 8×8 YCCK (four components, Adobe APP14 marker), storing inverted CMYK as Photoshop
    /// does: the left half red (C 0 M 100 % Y 100 % K 0), the right half 50 % black.
    /// Written by a ten-line C program calling libjpeg-turbo 2.1.5's `tjCompress2` with
    /// `TJPF_CMYK`, 4:4:4, quality 95 (cjpeg cannot write CMYK).
    static let cmyk = Data(base64Encoded: """
        /9j/7gAOQWRvYmUAZAAAAAAC/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoK\
        CgYICwwLCgwJCgoK/9sAQwECAgICAgIFAwMFCgcGBwoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK\
        CgoKCgoK/8AAFAgACAAIBAERAAIRAQMRAQQRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMF\
        BQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RV\
        VldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh\
        4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwAB\
        AgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2Rl\
        ZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp\
        6vLz9PX29/j5+v/aAA4EAQACEQMRBAAAPwD5l/4Ojv8Amh3/AHM3/uJr9W8Tv+YT/uJ/7Yf5/wD0Ff8Amof+5T/3ZPv7/guf/wA0\
        v/7jf/thX//Z
        """)!

    /// `jpeg` with an EXIF APP1 segment holding only the Orientation tag (IFD0, tag 0x0112,
    /// type SHORT) inserted after the SOI marker, in the byte order asked for. Built here
    /// by hand from the EXIF 2.3 layout (section 4.5.4: a TIFF header and one IFD).
    static func withOrientation(_ orientation: UInt16, _ jpeg: Data, bigEndian: Bool = true) -> Data {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] { bigEndian ? u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF)) : u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) }
        var tiff: [UInt8] = bigEndian ? Array("MM".utf8) : Array("II".utf8)
        tiff += u16(42) + u32(8)                      // magic, IFD0 at offset 8
        tiff += u16(1)                                // one entry
        tiff += u16(0x0112) + u16(3) + u32(1)         // Orientation, SHORT, count 1
        tiff += u16(orientation) + [0, 0]             // value, left-justified in 4 bytes
        tiff += u32(0)                                // no next IFD
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = UInt16(payload.count + 2)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }
}
