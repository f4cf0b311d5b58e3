import Foundation
import StrataPixman
import XCTest

/// Compares an image with a reference computed in the test, per channel with a
/// tolerance. On failure the actual, expected and difference images are written as
/// PNGs and their folder named in the failure message.
public func assertImage(_ actual: PixmanImage, matches expected: (Int, Int) -> UInt32, tolerance: Int = 2,
                 ignoreAlpha: Bool = true, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    var mismatches = 0
    var first: (Int, Int, UInt32, UInt32)?
    let mask: UInt32 = ignoreAlpha ? 0x00FF_FFFF : 0xFFFF_FFFF
    func channelsClose(_ a: UInt32, _ b: UInt32) -> Bool {
        (0..<4).allSatisfy { i in abs(Int((a >> (8 * UInt32(i))) & 0xFF) - Int((b >> (8 * UInt32(i))) & 0xFF)) <= tolerance }
    }
    for y in 0..<actual.height {
        for x in 0..<actual.width {
            let a = actual.pixel(x: x, y: y) & mask, e = expected(x, y) & mask
            if !channelsClose(a, e) {
                mismatches += 1
                if first == nil { first = (x, y, a, e) }
            }
        }
    }
    guard mismatches > 0, let (x, y, a, e) = first else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-image-failures/\(name)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let expectedImage = PixmanImage(format: .x8r8g8b8, width: actual.width, height: actual.height)
    let difference = PixmanImage(format: .x8r8g8b8, width: actual.width, height: actual.height)
    for yy in 0..<actual.height {
        for xx in 0..<actual.width {
            let ev = expected(xx, yy)
            expectedImage.setPixel(x: xx, y: yy, ev | 0xFF00_0000)
            difference.setPixel(x: xx, y: yy, channelsClose(actual.pixel(x: xx, y: yy) & mask, ev & mask) ? 0xFF00_0000 : 0xFFFF_00FF)
        }
    }
    try? Data(PNGEncoder.encode(actual)).write(to: folder.appendingPathComponent("actual.png"))
    try? Data(PNGEncoder.encode(expectedImage)).write(to: folder.appendingPathComponent("expected.png"))
    try? Data(PNGEncoder.encode(difference)).write(to: folder.appendingPathComponent("difference.png"))
    XCTFail(String(format: "%@: %d pixels differ; first at (%d, %d): 0x%08X, expected 0x%08X. Images in %@",
                   name, mismatches, x, y, a, e, folder.path), file: file, line: line)
}

/// A scene described as coloured rectangles painted in order over a background,
/// for computing reference images: `over` blends premultiplied colours.
public struct ExpectedScene {
    /// stratad's default background: opaque black.
    public var background: UInt32 = 0xFF00_0000
    public var layers: [(rect: (x: Int, y: Int, w: Int, h: Int), color: UInt32)] = []

    public init() {}

    public mutating func add(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: UInt32) {
        layers.append(((x, y, w, h), color))
    }

    public func pixel(_ x: Int, _ y: Int) -> UInt32 {
        var result = background
        for layer in layers where x >= layer.rect.x && y >= layer.rect.y && x < layer.rect.x + layer.rect.w && y < layer.rect.y + layer.rect.h {
            result = Self.over(layer.color, result)
        }
        return result
    }

    /// Premultiplied source OVER destination, per channel: s + d × (255 − sa) / 255.
    public static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24
        var out: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let sc = (s >> UInt32(shift)) & 0xFF, dc = (d >> UInt32(shift)) & 0xFF
            out |= min(255, sc + (dc * (255 - sa) + 127) / 255) << UInt32(shift)
        }
        return out
    }
}
