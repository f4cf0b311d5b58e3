import Foundation
import StrataDBus
import StrataProtocol
import StrataShm
import StrataSystem
import StrataTestSupport

/// Arguments a buggy or hostile client would send: extremes of every numeric type,
/// NaN and infinities, empty and very long strings, huge lists, odd file descriptors,
/// wrong types. Every choice comes from the seeded generator.
struct RandomArguments {
    var random: SeededGenerator
    /// Where odd files (regular files) are made.
    let directory: URL

    init(seed: UInt64, directory: URL) {
        random = SeededGenerator(seed: seed)
        self.directory = directory
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &random)! }
    mutating func below(_ n: Int) -> Int { Int.random(in: 0..<n, using: &random) }

    mutating func int32() -> Int32 {
        switch below(8) {
        case 0: return pick([.min, .max, .min + 1, .max - 1, 0, -1])
        case 1: return Int32.random(in: .min ... .max, using: &random)
        case 2: return pick([16383, 16384, 16385, 32767, 32768, 65536])
        default: return Int32.random(in: -50...200, using: &random)
        }
    }

    mutating func uint32() -> UInt32 {
        switch below(6) {
        case 0: return pick([.max, .max - 1, 0, 1, UInt32(Int32.max), UInt32(Int32.max) + 1])
        case 1: return UInt32.random(in: .min ... .max, using: &random)
        default: return UInt32.random(in: 0...300, using: &random)
        }
    }

    mutating func double() -> Double {
        switch below(6) {
        case 0: return pick([.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                             .leastNonzeroMagnitude, -0.0, Double(Int32.max) + 1, Double(Int32.min) - 1, 1e300])
        default: return Double.random(in: -20...180, using: &random)
        }
    }

    mutating func string() -> String {
        switch below(10) {
        case 0: return ""
        case 1: return String(repeating: "x", count: 65536)
        case 2: return "名前 \u{1F600} ü\u{301}"
        case 3: return String(repeating: "ab", count: below(2000))
        default: return "title \(below(1000))"
        }
    }

    mutating func geometry(onScreen: Bool = false) -> WindowGeometry {
        if onScreen || chance(50) {
            return WindowGeometry(x: Int32(below(200)) - 20, y: Int32(below(150)) - 20,
                                  width: Int32(below(120)), height: Int32(below(100)))
        }
        return WindowGeometry(x: int32(), y: int32(), width: int32(), height: int32())
    }

    mutating func damage() -> [WindowGeometry] {
        switch below(10) {
        case 0: return []
        case 1: return (0..<(300 + below(3000))).map { i in WindowGeometry(x: Int32(i % 97), y: Int32(i % 89), width: 3, height: 2) }
        case 2, 3: return (0..<below(5)).map { _ in WindowGeometry(x: int32(), y: int32(), width: int32(), height: int32()) }
        default: return (0..<1 + below(4)).map { _ in geometry(onScreen: true) }
        }
    }

    /// Any value at all, for calls with the wrong argument types.
    mutating func anyValue() -> DBusValue {
        switch below(7) {
        case 0: return .int32(int32())
        case 1: return .uint32(uint32())
        case 2: return .double(double())
        case 3: return .string(string())
        case 4: return .array(element: "(iiii)", [])
        case 5: return .variant(.boolean(chance(50)))
        default: return .dictionary(key: "s", value: "v", [DBusDictionaryEntry(key: .string("geometry"), value: .variant(.int32(1)))])
        }
    }

    /// A file descriptor to offer as a buffer: often a good sealed memfd, otherwise a
    /// pipe, a regular file, an unsealed or tiny memfd, or /dev/null.
    mutating func bufferFile(bytes: Int) throws -> OwnedFileDescriptor {
        switch below(8) {
        case 0: return try OwnedFileDescriptor.pipe().read
        case 1:
            let path = directory.appendingPathComponent("odd-\(below(4))").path
            let file = try OwnedFileDescriptor.open(path, flags: O_RDWR | O_CREAT)
            try file.truncate(to: bytes)
            return file
        case 2:
            let fd = try MemFD.create(name: "unsealed")
            try fd.truncate(to: bytes)
            return fd
        case 3:
            let fd = try MemFD.create(name: "tiny")
            try fd.truncate(to: below(8))
            try fd.addSeals(.shrink)
            return fd
        case 4: return try OwnedFileDescriptor.open("/dev/null", flags: O_RDWR)
        default:
            let fd = try MemFD.create(name: "good")
            try fd.truncate(to: bytes)
            try fd.addSeals(.shrink)
            return fd
        }
    }
}
