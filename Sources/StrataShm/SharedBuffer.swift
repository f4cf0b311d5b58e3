import StrataPixman
import StrataSystem

/// A pixel buffer in a fresh memfd, mapped read-write: the client's side of a
/// shared-memory buffer.
///
/// The file is `offset + stride * height` bytes long and sealed with `F_SEAL_SHRINK`
/// (what receivers require, so that their mappings cannot fault). It is not sealed
/// further: the client keeps writing pixels, and may grow the file.
///
/// Send ``fd`` (or a duplicate) with ``bufferDescription`` to the daemon. The mapping
/// is released when both this object and ``image`` are gone; closing ``fd`` does not
/// affect the mapping.
public final class SharedBuffer {
    /// The memfd. The buffer owns it; send a ``OwnedFileDescriptor/duplicate()`` if the
    /// transport takes ownership.
    public let fd: OwnedFileDescriptor
    /// The pixel format.
    public let format: PixelFormat
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// Byte offset of the top row in the file.
    public let offset: Int
    /// The pixels (row 0 first), `stride * height` bytes in the shared mapping. Valid while
    /// this buffer lives.
    public let bytes: UnsafeMutableRawBufferPointer
    /// The pixels as a pixman image over the mapping (no copy); it keeps the mapping alive.
    public let image: PixmanImage

    private let mapping: MemoryMapping

    private init(fd: OwnedFileDescriptor, format: PixelFormat, width: Int, height: Int,
                 stride: Int, offset: Int, mapping: MemoryMapping) {
        self.fd = fd
        self.format = format
        self.width = width
        self.height = height
        self.stride = stride
        self.offset = offset
        self.mapping = mapping
        bytes = UnsafeMutableRawBufferPointer(start: mapping.base + offset, count: stride * height)
        image = PixmanImage(format: format, width: width, height: height,
                            bits: mapping.base + offset, stride: stride, owner: mapping)
    }

    /// Creates a zeroed buffer: a memfd of `offset + stride * height` bytes, sealed against
    /// shrinking and mapped shared, read-write.
    ///
    /// - Parameters:
    ///   - width, height: size in pixels, at least 1.
    ///   - format: pixel format; default ``PixelFormat/a8r8g8b8`` (premultiplied).
    ///   - stride: bytes per row, a multiple of 4 and at least `width * bytesPerPixel`;
    ///     default `width * bytesPerPixel` rounded up to a multiple of 4.
    ///   - offset: bytes before the top row, a multiple of 4; default 0.
    /// - Throws: the failing system call (`memfd_create`, `ftruncate`, `fcntl(F_ADD_SEALS)`,
    ///   `mmap`). Arguments outside the ranges above are programmer errors and stop.
    public static func create(width: Int, height: Int, format: PixelFormat = .a8r8g8b8,
                              stride: Int? = nil, offset: Int = 0) throws(SystemError) -> SharedBuffer {
        precondition(width > 0 && height > 0, "SharedBuffer: empty size \(width)×\(height)")
        precondition(width <= Int(UInt32.max) && height <= Int(UInt32.max), "SharedBuffer: size \(width)×\(height) too large")
        let rowBytes = width * format.bytesPerPixel
        let stride = stride ?? (rowBytes + 3) / 4 * 4
        precondition(stride % 4 == 0 && stride >= rowBytes, "SharedBuffer: bad stride \(stride) for width \(width)")
        precondition(offset >= 0 && offset % 4 == 0 && offset <= Int(UInt32.max), "SharedBuffer: bad offset \(offset)")
        precondition(stride <= Int(UInt32.max), "SharedBuffer: stride \(stride) too large")
        let (pixelBytes, overflow) = stride.multipliedReportingOverflow(by: height)
        precondition(!overflow && pixelBytes <= Int(Int32.max), "SharedBuffer: \(stride) × \(height) bytes is too large")

        let fd = try MemFD.create(name: "strata-buffer")
        try fd.truncate(to: offset + pixelBytes)
        try fd.addSeals(.shrink)
        let mapping = try MemoryMapping(fd: fd, offset: 0, length: offset + pixelBytes, writable: true)
        return SharedBuffer(fd: fd, format: format, width: width, height: height,
                            stride: stride, offset: offset, mapping: mapping)
    }

    /// The description to send with ``fd``.
    public var bufferDescription: BufferDescription {
        BufferDescription(offset: UInt32(offset), width: UInt32(width), height: UInt32(height),
                          stride: UInt32(stride), format: format.protocolName)
    }
}
