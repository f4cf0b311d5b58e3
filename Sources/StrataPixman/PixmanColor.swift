internal import CPixman

/// A colour as pixman takes it (`pixman_color_t`): 16 bits per channel,
/// **premultiplied** by alpha (each colour channel must not exceed ``alpha``).
///
/// Pixman narrows it to the destination format when filling (for ``PixelFormat/a8r8g8b8``
/// it keeps the top 8 bits of each channel).
public struct PixmanColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...65535, premultiplied.
    public var red: UInt16
    /// Green, 0...65535, premultiplied.
    public var green: UInt16
    /// Blue, 0...65535, premultiplied.
    public var blue: UInt16
    /// Alpha, 0 (transparent) ... 65535 (opaque).
    public var alpha: UInt16

    /// A colour from 16-bit premultiplied channels.
    public init(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from an 8-bit premultiplied `0xAARRGGBB` value (an ``PixelFormat/a8r8g8b8``
    /// pixel). Each channel `v` widens to `v * 257`, so ``argb`` gives `argb` back.
    public init(argb: UInt32) {
        func widen(_ shift: UInt32) -> UInt16 { UInt16((argb >> shift) & 0xFF) * 257 }
        self.init(red: widen(16), green: widen(8), blue: widen(0), alpha: widen(24))
    }

    /// A colour from premultiplied channels in 0...1 (values outside are clamped),
    /// rounded to the nearest 16-bit step. No premultiplication is done for you:
    /// 50% transparent red is `(unitRed: 0.5, green: 0, blue: 0, alpha: 0.5)`.
    public init(unitRed red: Double, green: Double, blue: Double, alpha: Double) {
        // Non-negative: adding a half and truncating rounds as `rounded()` does, without libm.
        func scale(_ value: Double) -> UInt16 { value.isNaN ? 0 : UInt16(min(max(value, 0), 1) * 65535 + 0.5) }
        self.init(red: scale(red), green: scale(green), blue: scale(blue), alpha: scale(alpha))
    }

    /// The colour as an 8-bit premultiplied `0xAARRGGBB` value, keeping the top 8 bits
    /// of each channel (as pixman does when it fills an ``PixelFormat/a8r8g8b8`` image).
    public var argb: UInt32 {
        UInt32(alpha >> 8) << 24 | UInt32(red >> 8) << 16 | UInt32(green >> 8) << 8 | UInt32(blue >> 8)
    }

    /// Fully transparent (all channels 0).
    public static let transparent = PixmanColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = PixmanColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF)
    /// Opaque white.
    public static let white = PixmanColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF)

    public var description: String {
        "PixmanColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
    }

    var pixman: pixman_color_t {
        pixman_color_t(red: red, green: green, blue: blue, alpha: alpha)
    }
}
