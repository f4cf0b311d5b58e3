import StrataPixman

/// Where a buffer's pixels lie in its shared-memory file, as a client describes it
/// (in the protocol's units: unsigned 32-bit integers, D-Bus `u`, and a format name).
///
/// Row `r` of the image starts at byte `offset + r * stride` of the file; the buffer
/// needs the file to be at least `offset + stride * height` bytes long.
public struct BufferDescription: Hashable, Sendable, CustomStringConvertible {
    /// Byte offset of the top row in the file; a multiple of 4.
    public var offset: UInt32
    /// Width in pixels, 1 ... the daemon's ``BufferLimits/maxDimension``.
    public var width: UInt32
    /// Height in pixels, 1 ... the daemon's ``BufferLimits/maxDimension``.
    public var height: UInt32
    /// Bytes from one row to the next; a multiple of 4, at least `width * bytesPerPixel`.
    public var stride: UInt32
    /// The pixel format's protocol name (``PixelFormat/protocolName``), e.g. `"a8r8g8b8"`.
    public var format: String

    public init(offset: UInt32 = 0, width: UInt32, height: UInt32, stride: UInt32, format: String) {
        self.offset = offset
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
    }

    public var description: String {
        "\(width)×\(height) \(format), stride \(stride), offset \(offset)"
    }
}
