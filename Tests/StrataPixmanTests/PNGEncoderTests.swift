import Foundation
import StrataPixman
import StrataTestSupport
import XCTest

/// The PNG encoder's output, decoded by an independent implementation (Python's
/// zlib and struct), with chunk CRCs checked.
final class PNGEncoderTests: XCTestCase {
    private static let decoder = """
    import struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'signature'
    pos, idat, header = 8, b'', None
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc, = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
        assert zlib.crc32(kind + body) & 0xffffffff == crc, 'crc of ' + kind.decode()
        if kind == b'IHDR': header = struct.unpack('>IIBBBBB', body)
        if kind == b'IDAT': idat += body
        pos += 12 + length
    width, height, depth, colour = header[:4]
    channels = {6: 4, 2: 3}[colour]
    raw = zlib.decompress(idat)
    print(width, height, depth, colour)
    row = 1 + width * channels
    for y in range(height):
        assert raw[y * row] == 0, 'filter'
        print(' '.join(raw[y * row + 1 + x * channels:y * row + 1 + (x + 1) * channels].hex() for x in range(width)))
    """

    private func decode(_ png: [UInt8]) throws -> [String] {
        let dir = try TemporaryDirectory.make(prefix: "strata-png")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("image.png")
        try Data(png).write(to: file)
        let script = dir.appendingPathComponent("decode.py")
        try Self.decoder.write(to: script, atomically: true, encoding: .utf8)
        let out = try Tools.run(Tools.systemPython, [script.path, file.path])
        XCTAssertTrue(out.succeeded, "\(out)")
        return out.stdout.split(separator: "\n").map(String.init)
    }

    func testPremultipliedPixelsBecomeStraightRGBA() throws {
        let image = PixmanImage(format: .a8r8g8b8, width: 3, height: 2)
        image.setPixel(x: 0, y: 0, 0xFFFF_0000) // opaque red
        image.setPixel(x: 1, y: 0, 0x8080_0000) // 50% red, premultiplied
        image.setPixel(x: 2, y: 0, 0x0000_0000) // transparent
        image.setPixel(x: 0, y: 1, 0xFF00_FF00)
        image.setPixel(x: 1, y: 1, 0x4000_0040) // 25% blue, premultiplied
        image.setPixel(x: 2, y: 1, 0xFF12_3456)
        let lines = try decode(PNGEncoder.encode(image))
        XCTAssertEqual(lines, ["3 2 8 6", "ff0000ff ff000080 00000000", "00ff00ff 0000ff40 123456ff"])
    }

    func testOpaqueFormatIsRGBAndLargeImagesSpanSeveralDeflateBlocks() throws {
        // 200×120 RGB rows are over 65,535 bytes in all: several stored blocks.
        let image = PixmanImage(format: .x8r8g8b8, width: 200, height: 120)
        image.fill(.src, color: PixmanColor(argb: 0xFF0A_0B0C), rects: [PixmanRect(x: 0, y: 0, width: 200, height: 120)])
        image.setPixel(x: 199, y: 119, 0xFFFF_EEDD)
        let lines = try decode(PNGEncoder.encode(image))
        XCTAssertEqual(lines.first, "200 120 8 2")
        XCTAssertEqual(lines.count, 121)
        XCTAssertEqual(lines[1].split(separator: " ").first, "0a0b0c")
        XCTAssertEqual(lines.last?.split(separator: " ").last, "ffeedd")
    }
}
