import Foundation

/// A colour space, reduced to a name (Core Graphics' `CGColorSpace`).
///
/// ClientKit draws in sRGB only: every colour space behaves as sRGB (device RGB is
/// taken to be sRGB, gray expands to equal RGB components). The type exists so that
/// calls like `CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), …)` port.
public final class CGColorSpace: Sendable {
    /// The colour space's name (`CGColorSpace.sRGB` and so on).
    public let name: String?

    /// A colour space with a standard name; always succeeds.
    public init?(name: String) {
        self.name = name
    }

    /// Standard sRGB (`kCGColorSpaceSRGB`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Generic gray with gamma 2.2 (`kCGColorSpaceGenericGrayGamma2_2`).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device RGB colour space (sRGB in ClientKit).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.sRGB)!
}

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!
}
