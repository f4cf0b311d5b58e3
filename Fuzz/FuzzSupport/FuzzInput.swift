/// A fuzzer's input read as a stream of typed values: each `take…` consumes a few
/// bytes and gives a value, with extreme values (`Int32.min`, `UInt32.max`, NaN, …)
/// reachable from a single byte so that a fuzzer finds them at once. Past the end
/// every read gives zero, so a harness never has to check the length.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// `LLVMFuzzerTestOneInput`'s arguments, copied.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        self.init(Array(UnsafeBufferPointer(start: data, count: size)))
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The bytes not read yet (consumes them).
    public mutating func takeRest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }

    public mutating func takeByte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func takeBool() -> Bool { takeByte() & 1 == 1 }

    /// Four bytes, little-endian.
    public mutating func takeRawUInt32() -> UInt32 {
        var value: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(takeByte()) << UInt32(shift) }
        return value
    }

    /// A number below `bound` (one byte when `bound` ≤ 256), 0 when `bound` is 0.
    public mutating func take(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        let raw = bound <= 256 ? UInt32(takeByte()) : takeRawUInt32()
        return Int(raw % UInt32(clamping: bound))
    }

    /// A 32-bit integer: a selector byte picks a limit, a value near it, a small number
    /// (−128 … 127) or four raw bytes.
    public mutating func takeInt32() -> Int32 {
        let selector = takeByte()
        switch selector % 16 {
        case 0: return .min
        case 1: return .max
        case 2: return .max - Int32(takeByte())
        case 3: return .min + Int32(takeByte())
        case 4: return Int32(Int16.max) + Int32(takeByte())   // just past 16-bit limits
        case 5: return 16384 - 2 + Int32(takeByte() % 4)        // around the daemon's dimension limit
        case 6, 7: return Int32(bitPattern: takeRawUInt32())
        default: return Int32(Int8(bitPattern: takeByte()))
        }
    }

    /// An unsigned 32-bit integer, chosen as ``takeInt32()`` chooses.
    public mutating func takeUInt32() -> UInt32 {
        let selector = takeByte()
        switch selector % 16 {
        case 0: return .max
        case 1: return .max - UInt32(takeByte())
        case 2: return UInt32(Int32.max) + UInt32(takeByte() % 3) - 1
        case 3: return 16384 - 2 + UInt32(takeByte() % 4)
        case 4: return 1 << UInt32(takeByte() % 32)
        case 5, 6: return takeRawUInt32()
        default: return UInt32(takeByte())
        }
    }

    /// A double: NaN, ±infinity, the extremes, subnormals, values beyond `Int32`, or
    /// a small integer or fraction.
    public mutating func takeDouble() -> Double {
        let selector = takeByte()
        switch selector % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return .greatestFiniteMagnitude * (takeBool() ? 1 : -1)
        case 4: return .leastNonzeroMagnitude
        case 5: return Double(Int32.max) + Double(takeByte())
        case 6: return Double(Int32.min) - Double(takeByte())
        case 7: return Double(bitPattern: UInt64(takeRawUInt32()) << 32 | UInt64(takeRawUInt32()))
        case 8: return -0.0
        default: return Double(Int8(bitPattern: takeByte())) * 4 + Double(takeByte() % 4) / 4
        }
    }

    /// A string of up to `maxLength` bytes (invalid UTF-8 repaired, as Swift does).
    public mutating func takeString(maxLength: Int = 32) -> String {
        let count = take(below: maxLength + 1)
        var utf8: [UInt8] = []
        for _ in 0..<count where !isAtEnd { utf8.append(takeByte()) }
        return String(decoding: utf8, as: UTF8.self)
    }
}
