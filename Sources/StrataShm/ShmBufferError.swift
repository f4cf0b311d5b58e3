import StrataSystem

/// Why a client's shared-memory buffer was refused (see
/// ``MappedBuffer/map(fd:description:limits:writable:)``, which checks in the order
/// the cases are declared).
///
/// These are environment errors: the client sent something unusable; the daemon
/// reports it (``category`` picks the D-Bus error name) and goes on.
public enum ShmBufferError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format name is not one `PixelFormat` knows. (badFormat)
    case unknownFormat(String)
    /// Width or height is zero. (badBuffer)
    case emptyDimensions(width: UInt32, height: UInt32)
    /// Width or height is above ``BufferLimits/maxDimension``. (limitsExceeded)
    case dimensionsTooLarge(width: UInt32, height: UInt32, limit: UInt32)
    /// The offset is not a multiple of 4. (badBuffer)
    case misalignedOffset(UInt32)
    /// The stride is not a multiple of 4. (badBuffer)
    case misalignedStride(UInt32)
    /// The stride is smaller than a row of pixels, `width * bytesPerPixel`. (badBuffer)
    case strideTooSmall(stride: UInt32, minimum: Int)
    /// `stride * height` or `offset + stride * height` does not fit in `Int`. (badBuffer)
    case sizeOverflow
    /// `stride * height` is above ``BufferLimits/maxByteCount``. (limitsExceeded)
    case bufferTooLarge(bytes: Int, limit: Int)
    /// The file cannot carry seals (`F_GET_SEALS` fails with `EINVAL`): it is not a
    /// memfd, so it could shrink under the mapping. (badBuffer)
    case notSealable
    /// The file is not sealed with `F_SEAL_SHRINK`; its current seals are given. (badBuffer)
    case notSealedAgainstShrinking(seals: FileSeals)
    /// The file (`fstat` size, bytes) is smaller than `offset + stride * height`. (badBuffer)
    case fileTooSmall(needed: Int, actual: Int)
    /// `F_GET_SEALS` or `fstat` failed for another reason. (badBuffer)
    case inspectionFailed(SystemError)
    /// `mmap` failed (for example `EPERM` for a writable mapping of a write-sealed file,
    /// or `ENOMEM`). (badBuffer)
    case mapFailed(SystemError)

    /// The broad class of a refusal, stable for mapping onto D-Bus error names.
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// The buffer's description or file is unusable.
        case badBuffer
        /// The format is not one the receiver knows.
        case badFormat
        /// The buffer is well-formed but larger than the receiver accepts.
        case limitsExceeded
    }

    /// The class of this refusal.
    public var category: Category {
        switch self {
        case .unknownFormat: .badFormat
        case .dimensionsTooLarge, .bufferTooLarge: .limitsExceeded
        case .emptyDimensions, .misalignedOffset, .misalignedStride, .strideTooSmall, .sizeOverflow,
             .notSealable, .notSealedAgainstShrinking, .fileTooSmall, .inspectionFailed, .mapFailed:
            .badBuffer
        }
    }

    public var description: String {
        switch self {
        case .unknownFormat(let name):
            "unknown pixel format \"\(name)\""
        case .emptyDimensions(let width, let height):
            "buffer size \(width)×\(height) is empty"
        case .dimensionsTooLarge(let width, let height, let limit):
            "buffer size \(width)×\(height) exceeds the limit of \(limit) pixels a side"
        case .misalignedOffset(let offset):
            "offset \(offset) is not a multiple of 4"
        case .misalignedStride(let stride):
            "stride \(stride) is not a multiple of 4"
        case .strideTooSmall(let stride, let minimum):
            "stride \(stride) is smaller than a row of pixels (\(minimum) bytes)"
        case .sizeOverflow:
            "buffer size overflows"
        case .bufferTooLarge(let bytes, let limit):
            "buffer of \(bytes) bytes exceeds the limit of \(limit) bytes"
        case .notSealable:
            "buffer file cannot be sealed (not a memfd)"
        case .notSealedAgainstShrinking(let seals):
            "buffer file is not sealed against shrinking (seals \(seals))"
        case .fileTooSmall(let needed, let actual):
            "buffer file is \(actual) bytes, \(needed) needed"
        case .inspectionFailed(let error):
            "cannot inspect buffer file: \(error)"
        case .mapFailed(let error):
            "cannot map buffer file: \(error)"
        }
    }
}
