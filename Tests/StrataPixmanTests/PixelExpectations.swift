import StrataPixman
import XCTest

/// Reference arithmetic for premultiplied 8-bit pixels, written from the Porter-Duff
/// definitions rather than from pixman, so that tests compare pixman against it.
enum Reference {
    /// Channel `shift` (0 blue, 8 green, 16 red, 24 alpha) of a `0xAARRGGBB` pixel.
    static func channel(_ pixel: UInt32, _ shift: UInt32) -> Int {
        Int((pixel >> shift) & 0xFF)
    }

    /// Builds `0xAARRGGBB` from channels in 0...255.
    static func pixel(a: Int, r: Int, g: Int, b: Int) -> UInt32 {
        UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// OVER: `dst = src + dst * (255 - srcA) / 255` per channel, rounded.
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let sourceAlpha = channel(source, 24)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let value = Double(channel(source, shift))
                + Double(channel(destination, shift)) * Double(255 - sourceAlpha) / 255
            result |= UInt32(min(255, Int(value.rounded()))) << shift
        }
        return result
    }

    /// `value * factor / 255` for every channel, rounded (a premultiplied pixel scaled by an alpha).
    static func scaled(_ value: UInt32, by factor: Int) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let scaledChannel = (Double(channel(value, shift)) * Double(factor) / 255).rounded()
            result |= UInt32(scaledChannel) << shift
        }
        return result
    }
}

/// Fails unless every channel of `actual` is within `tolerance` of `expected`.
func assertPixel(_ actual: UInt32, _ expected: UInt32, tolerance: Int = 0, _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    for shift: UInt32 in [0, 8, 16, 24] {
        let difference = abs(Reference.channel(actual, shift) - Reference.channel(expected, shift))
        if difference > tolerance {
            XCTFail("pixel 0x\(String(actual, radix: 16)) differs from expected 0x\(String(expected, radix: 16)) "
                    + "by \(difference) in channel at bit \(shift) (tolerance \(tolerance)) \(message())",
                    file: file, line: line)
            return
        }
    }
}

extension PixmanImage {
    /// A new a8r8g8b8 image with every pixel from `pixel(x, y)`.
    static func make(width: Int, height: Int, format: PixelFormat = .a8r8g8b8,
                     _ pixel: (Int, Int) -> UInt32) -> PixmanImage {
        let image = PixmanImage(format: format, width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image.setPixel(x: x, y: y, pixel(x, y))
            }
        }
        return image
    }

    /// Every pixel, row by row.
    var allPixels: [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in pixel(x: x, y: y) } }
    }
}

/// A small deterministic generator (a 64-bit LCG) so test inputs vary but repeat.
struct TestRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    /// A valid premultiplied pixel: each colour channel at most alpha.
    mutating func premultipliedPixel() -> UInt32 {
        let alpha = next(256)
        return Reference.pixel(a: alpha, r: next(alpha + 1), g: next(alpha + 1), b: next(alpha + 1))
    }
}
