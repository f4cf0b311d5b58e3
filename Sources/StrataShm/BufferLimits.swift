/// The largest buffers a receiver (the daemon) accepts, checked by
/// ``MappedBuffer/map(fd:description:limits:writable:)`` before it maps anything.
public struct BufferLimits: Hashable, Sendable {
    /// The largest width or height in pixels. Default 16384.
    public var maxDimension: UInt32
    /// The largest pixel area in bytes (`stride * height`). Default 1 GiB, enough for a
    /// tightly packed 16384×16384 32-bit buffer. Values above `Int32.max` act as
    /// `Int32.max`, pixman's limit.
    public var maxByteCount: Int

    public init(maxDimension: UInt32 = 16384, maxByteCount: Int = 1 << 30) {
        self.maxDimension = maxDimension
        self.maxByteCount = maxByteCount
    }

    /// The defaults: 16384 pixels a side, 1 GiB.
    public static let standard = BufferLimits()
}
