import StrataPixman
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// A client's shared-memory buffer, validated and mapped: the daemon's side.
///
/// ``map(fd:description:limits:writable:)`` only maps files that are sealed against
/// shrinking (`F_SEAL_SHRINK`) and already long enough, so no later access through
/// ``bytes`` or ``image`` can fault with `SIGBUS`, whatever the client does with its
/// copy of the file. The client can still change the pixels at any time; treat them as
/// untrusted data that may change while being read.
///
/// The mapping is released when both this object and ``image`` are gone. The buffer
/// does not keep the file descriptor.
public final class MappedBuffer {
    /// The description the buffer was validated against.
    public let bufferDescription: BufferDescription
    /// The pixel format.
    public let format: PixelFormat
    /// Whether the mapping is writable (otherwise writing through it crashes the process).
    public let isWritable: Bool
    /// The pixels (row 0 first), `stride * height` bytes. Valid while this buffer lives.
    public let bytes: UnsafeRawBufferPointer
    /// The pixels as a pixman image over the mapping (no copy); it keeps the mapping alive.
    /// Unless ``isWritable``, use it only as a source or mask: pixman writing to it would
    /// crash the process.
    public let image: PixmanImage

    private let mapping: MemoryMapping

    /// Width in pixels.
    public var width: Int { Int(bufferDescription.width) }
    /// Height in pixels.
    public var height: Int { Int(bufferDescription.height) }
    /// Bytes from one row to the next.
    public var stride: Int { Int(bufferDescription.stride) }
    /// Byte offset of the top row in the file.
    public var offset: Int { Int(bufferDescription.offset) }

    private init(description: BufferDescription, format: PixelFormat, writable: Bool,
                 mapping: MemoryMapping, pixels: UnsafeMutableRawPointer) {
        bufferDescription = description
        self.format = format
        isWritable = writable
        self.mapping = mapping
        let byteCount = Int(description.stride) * Int(description.height)
        bytes = UnsafeRawBufferPointer(start: pixels, count: byteCount)
        image = PixmanImage(format: format, width: Int(description.width), height: Int(description.height),
                            bits: pixels, stride: Int(description.stride), owner: mapping)
    }

    /// Validates a client's buffer and maps it (`MAP_SHARED`; `PROT_READ`, plus
    /// `PROT_WRITE` if `writable`).
    ///
    /// Checks, in this order, each failure its own ``ShmBufferError`` case: the format
    /// name; zero dimensions, then dimensions above `limits.maxDimension`; offset
    /// alignment, stride alignment, stride against the row size, arithmetic overflow,
    /// `stride * height` against `limits.maxByteCount`; that the file can be sealed and
    /// has `F_SEAL_SHRINK`; that it is at least `offset + stride * height` bytes long.
    /// Only then does it map the pages holding the pixels.
    ///
    /// - Parameters:
    ///   - fd: the client's file. Borrowed: the caller keeps ownership and may close it
    ///     afterwards; the mapping does not need it.
    ///   - description: where the pixels lie in the file.
    ///   - limits: the largest buffer accepted.
    ///   - writable: map read-write (the file must then be open for writing and not
    ///     sealed with `F_SEAL_WRITE`).
    public static func map(fd: OwnedFileDescriptor, description: BufferDescription,
                           limits: BufferLimits = .standard,
                           writable: Bool = false) throws(ShmBufferError) -> MappedBuffer {
        let layout = try BufferLayout(validating: description, limits: limits)

        let seals: FileSeals
        do {
            seals = try fd.seals()
        } catch where error.code == EINVAL {
            throw .notSealable
        } catch {
            throw .inspectionFailed(error)
        }
        guard seals.contains(.shrink) else { throw .notSealedAgainstShrinking(seals: seals) }

        let fileSize: Int
        do {
            fileSize = try fd.size()
        } catch {
            throw .inspectionFailed(error)
        }
        guard fileSize >= layout.end else { throw .fileTooSmall(needed: layout.end, actual: fileSize) }

        // Map from the page holding the first pixel byte, not from the start of the file.
        let mapStart = layout.offset - layout.offset % MemoryMapping.pageSize
        let mapping: MemoryMapping
        do {
            mapping = try MemoryMapping(fd: fd, offset: mapStart, length: layout.end - mapStart, writable: writable)
        } catch {
            throw .mapFailed(error)
        }
        return MappedBuffer(description: description, format: layout.format, writable: writable,
                            mapping: mapping, pixels: mapping.base + (layout.offset - mapStart))
    }
}
