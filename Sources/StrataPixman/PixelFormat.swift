internal import CPixman

/// A pixel layout pixman reads and writes (a `pixman_format_code_t`).
///
/// Formats with alpha are **premultiplied**: each colour channel has already been
/// multiplied by alpha, so a colour channel never exceeds alpha. Pixman converts
/// nothing on the way in; callers must write premultiplied pixels.
///
/// 32-bit formats are read and written as native-endian `UInt32` values, so
/// `0xAARRGGBB` for ``a8r8g8b8`` (bytes B, G, R, A in memory on little-endian machines).
public enum PixelFormat: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `PIXMAN_a8r8g8b8`: 32 bits per pixel, `0xAARRGGBB`, premultiplied alpha.
    /// Protocol name `"a8r8g8b8"`.
    case a8r8g8b8
    /// `PIXMAN_x8r8g8b8`: 32 bits per pixel, `0xXXRRGGBB`; the top byte is ignored
    /// and the pixel is opaque. Protocol name `"x8r8g8b8"`.
    case x8r8g8b8
    /// `PIXMAN_a8`: 8 bits per pixel, alpha only (a mask). Protocol name `"a8"`.
    case a8

    /// The format called `name` in the protocol (``protocolName``), or `nil` if
    /// there is none.
    public init?(protocolName name: String) {
        guard let format = PixelFormat.allCases.first(where: { $0.protocolName == name }) else {
            return nil
        }
        self = format
    }

    /// The format's name in the Strata protocol's buffer descriptions, e.g. `"a8r8g8b8"`.
    public var protocolName: String {
        switch self {
        case .a8r8g8b8: "a8r8g8b8"
        case .x8r8g8b8: "x8r8g8b8"
        case .a8: "a8"
        }
    }

    /// Bytes per pixel: 4 for the 32-bit formats, 1 for ``a8``.
    public var bytesPerPixel: Int {
        switch self {
        case .a8r8g8b8, .x8r8g8b8: 4
        case .a8: 1
        }
    }

    /// Whether pixels carry alpha (``x8r8g8b8`` does not: it is always opaque).
    public var hasAlpha: Bool {
        switch self {
        case .a8r8g8b8, .a8: true
        case .x8r8g8b8: false
        }
    }

    public var description: String { protocolName }

    /// The pixman constant.
    var pixmanCode: pixman_format_code_t {
        switch self {
        case .a8r8g8b8: PIXMAN_a8r8g8b8
        case .x8r8g8b8: PIXMAN_x8r8g8b8
        case .a8: PIXMAN_a8
        }
    }

    /// The format for a pixman constant, or `nil` for one this wrapper does not name.
    init?(pixmanCode: pixman_format_code_t) {
        guard let format = PixelFormat.allCases.first(where: { $0.pixmanCode == pixmanCode }) else {
            return nil
        }
        self = format
    }
}
