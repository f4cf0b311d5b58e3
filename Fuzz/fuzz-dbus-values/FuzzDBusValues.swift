// Fuzz target: D-Bus value decoding (StrataDBus), what the daemon does with every
// message a client sends. Two kinds of input:
//
// - bytes starting with 'l' or 'B' (a message's endianness mark) are a whole message
//   in wire form: parsed as a connection would (libdbus validates it) and as the
//   daemon's own peer transport does (DBusWireMessage; both must agree), then decoded
//   dynamically and with every typed decoder the daemon's handlers use;
// - anything else describes a dynamically typed value (DBusValue) that is encoded
//   with DBusWriter — which must refuse, not let libdbus abort on, anything malformed —
//   and decoded back, also through the wire form.
import FuzzSupport
import StrataDBus
import StrataProtocol
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

private func fuzzOne(_ bytes: [UInt8]) {
    if let first = bytes.first, first == UInt8(ascii: "l") || first == UInt8(ascii: "B") {
        // One message: bytes after the one the header describes would be the next
        // message on a connection (libdbus's demarshal ignores a few, refuses more).
        var bytes = bytes
        if let total = DBusMessage.wireLength(bytes), total < bytes.count { bytes.removeLast(bytes.count - total) }
        let theirs = try? DBusMessage.demarshal(bytes)
        // The daemon's own reader of private connections must agree with libdbus on
        // what is a valid message and what it says (messages with a Unix fd aside:
        // libdbus reads an fd index with no descriptor as -1, ours refuses the message).
        let mine = try? DBusMessage.parseWire(bytes)
        if let theirs, let theirValues = try? theirs.values() {
            guard let mine else { preconditionFailure("libdbus accepts a message our reader refuses: \(theirs)") }
            // Compared as text: a NaN double is not equal to itself.
            precondition((try? mine.values()).map { "\($0)" } == "\(theirValues)", "our reader reads \(mine) differently")
            precondition(mine.path == theirs.path && mine.member == theirs.member && mine.interface == theirs.interface
                         && mine.signature == theirs.signature && mine.serial == theirs.serial
                         && mine.replySerial == theirs.replySerial && mine.kind == theirs.kind,
                         "our reader reads the header of \(theirs) differently")
        } else if let mine, theirs == nil {
            preconditionFailure("our reader accepts a message libdbus refuses: \(mine)")
        }
        if let mine { decodeEverything(mine) }
        guard let message = theirs else { return }
        decodeEverything(message)
    } else {
        var input = FuzzInput(bytes)
        var values: [DBusValue] = []
        var generator = ValueGenerator()
        for _ in 0..<input.take(below: 4) + 1 { values.append(generator.value(&input, depth: 0)) }
        roundTrip(values)
    }
}

/// Decodes `message` every way the daemon (and a client reading the daemon's signals) does.
private func decodeEverything(_ message: DBusMessage) {
    _ = message.description
    _ = message.error
    if let values = try? message.values() {
        _ = values.map(\.description)
        roundTrip(values)
        for value in values { decodeAsDaemonTypes(value) }
    }
    // Compositor1
    if let props = try? message.decode([String: DBusVariant].self) { decodeProperties(props) }
    if let (options, _) = try? message.decode([String: DBusVariant].self, OwnedFileDescriptor.self) {
        decodeProperties(options)
    }
    _ = try? message.decode(Double.self, Double.self)
    _ = try? message.decode(String.self)
    // Window1
    _ = try? message.decode(Int32.self, Int32.self, Int32.self, Int32.self)
    _ = try? message.decode(Int32.self)
    _ = try? message.decode(UInt32.self)
    _ = try? message.decode(OwnedFileDescriptor.self, UInt32.self, UInt32.self, UInt32.self, UInt32.self, String.self)
    if let (_, damage, _) = try? message.decode(UInt32.self, DamageList.self, UInt32.self) {
        precondition(damage.rectangles.count <= DamageList.maximumCount, "read \(damage.rectangles.count) damage rectangles")
        precondition(!damage.isWhole || damage.rectangles.isEmpty)
    }
    _ = try? message.decode(UInt32.self, [WindowGeometry].self, UInt32.self)
    _ = try? message.decode([WindowGeometry].self)
    // Input1
    _ = try? message.decode(UInt32.self, Bool.self)
    _ = try? message.decode(UInt32.self, Double.self, Double.self)
    // Standard interfaces and bus signals
    _ = try? message.decode(String.self, String.self)
    _ = try? message.decode(String.self, String.self, DBusVariant.self)
    _ = try? message.decode(String.self, String.self, String.self)
    _ = try? message.decode(String.self, [String: DBusVariant].self, [String].self)
    _ = try? message.decode(DBusObjectPath.self, [String: [String: DBusVariant]].self)
    // Client side: signals from the daemon
    _ = try? message.decode(UInt32.self, UInt64.self)
    _ = try? message.decode(UInt32.self, UInt32.self, Double.self, Double.self, UInt64.self)
    _ = try? message.decode(UInt32.self, Bool.self, UInt64.self)
    _ = try? message.decode(DBusStruct<UInt32, UInt32>.self)
    _ = try? message.decode([DBusObjectPath].self)
}

/// What CreateWindow and Screenshot read from their `a{sv}`.
private func decodeProperties(_ props: [String: DBusVariant]) {
    for (_, variant) in props { decodeAsDaemonTypes(variant.value) }
    _ = try? props["title"]?.decode(as: String.self)
    _ = try? props["geometry"]?.decode(as: WindowGeometry.self)
    _ = try? props["level"]?.decode(as: Int32.self)
    _ = try? props["opaque"]?.decode(as: Bool.self)
    _ = try? props["area"]?.decode(as: WindowGeometry.self)
    _ = try? props["window"]?.decode(as: DBusObjectPath.self)
}

private func decodeAsDaemonTypes(_ value: DBusValue) {
    _ = try? value.decode(as: WindowGeometry.self)
    _ = try? value.decode(as: [WindowGeometry].self)
    _ = try? value.decode(as: String.self)
    _ = try? value.decode(as: Int32.self)
    _ = try? value.decode(as: UInt32.self)
    _ = try? value.decode(as: Bool.self)
    _ = try? value.decode(as: Double.self)
    _ = try? value.decode(as: DBusObjectPath.self)
    _ = try? value.decode(as: DBusVariant.self)
    _ = try? value.decode(as: [String: DBusVariant].self)
}

/// Encodes `values`; if the writer accepts them, they must read back the same, directly
/// and through the wire form.
private func roundTrip(_ values: [DBusValue]) {
    let message = DBusMessage.methodCall(destination: "org.strata.Compositor1", path: "/org/strata/Compositor1",
                                         interface: "org.strata.Fuzz1", member: "Values")
    do {
        try message.appendValues(values)
    } catch {
        return
    }
    let expected = values.map(canonical)
    guard let decoded = try? message.values() else { preconditionFailure("cannot read back \(expected)") }
    precondition(decoded.map(canonical) == expected, "read back \(decoded) for \(values)")
    guard !values.contains(where: containsFD) else { return } // the wire form carries no fds
    guard let wire = try? message.marshal(), let parsed = try? DBusMessage.demarshal(wire) else {
        preconditionFailure("cannot marshal and parse \(expected)")
    }
    precondition((try? parsed.values())?.map(canonical) == expected, "wire form changed \(values)")
}

/// The value's description with its type, fds written as `h` (reading one gives a new descriptor).
private func canonical(_ value: DBusValue) -> String {
    switch value {
    case .unixFD: "h"
    case .array(let element, let items): "a\(element)[" + items.map(canonical).joined(separator: ",") + "]"
    case .dictionary(let key, let type, let entries):
        "a{\(key)\(type)}[" + entries.map { canonical($0.key) + ":" + canonical($0.value) }.joined(separator: ",") + "]"
    case .structure(let fields): "(" + fields.map(canonical).joined(separator: ",") + ")"
    case .variant(let inner): "<" + canonical(inner) + ">"
    default: "\(value.signature):\(value)"
    }
}

private func containsFD(_ value: DBusValue) -> Bool {
    switch value {
    case .unixFD: true
    case .array(_, let items), .structure(let items): items.contains(where: containsFD)
    case .dictionary(_, _, let entries): entries.contains { containsFD($0.key) || containsFD($0.value) }
    case .variant(let inner): containsFD(inner)
    default: false
    }
}

/// Builds arbitrary, often malformed, `DBusValue`s: containers whose declared types do
/// not match their contents, invalid signatures and paths, empty structs, deep nesting.
private struct ValueGenerator {
    static let fd = try! OwnedFileDescriptor.open("/dev/null", flags: O_RDONLY)
    static let signatures: [String] = ["i", "s", "v", "(iiii)", "a{sv}", "as", "ai", "{sv}", "a{vs}", "(", "",
                                       "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaai", "h", "ah", "z", "a(", "i\0i"]
    private var budget = 64

    mutating func signature(_ input: inout FuzzInput) -> DBusSignature {
        let choice = input.take(below: Self.signatures.count + 1)
        return DBusSignature(choice < Self.signatures.count ? Self.signatures[choice] : input.takeString(maxLength: 8))
    }

    mutating func value(_ input: inout FuzzInput, depth: Int) -> DBusValue {
        budget -= 1
        let kind = input.take(below: 18)
        let leaf = depth >= 5 || budget <= 0
        switch leaf && kind >= 13 ? kind % 13 : kind {
        case 0: return .byte(input.takeByte())
        case 1: return .boolean(input.takeBool())
        case 2: return .int16(Int16(truncatingIfNeeded: input.takeInt32()))
        case 3: return .uint16(UInt16(truncatingIfNeeded: input.takeUInt32()))
        case 4: return .int32(input.takeInt32())
        case 5: return .uint32(input.takeUInt32())
        case 6: return .int64(Int64(input.takeInt32()) << input.take(below: 33))
        case 7: return .uint64(UInt64(input.takeUInt32()) << UInt64(input.take(below: 33)))
        case 8: return .double(input.takeDouble())
        case 9: return .string(input.takeString(maxLength: 40))
        case 10: return .objectPath(DBusObjectPath(input.takeString()) ?? "/org/strata/Compositor1/window/1")
        case 11: return .signature(signature(&input))
        case 12: return .unixFD(Self.fd)
        case 13:
            let element = signature(&input)
            return .array(element: element, items(&input, depth: depth))
        case 14:
            let key = signature(&input), valueType = signature(&input)
            var entries: [DBusDictionaryEntry] = []
            for _ in 0..<input.take(below: 4) {
                entries.append(DBusDictionaryEntry(key: value(&input, depth: depth + 1), value: value(&input, depth: depth + 1)))
            }
            return .dictionary(key: key, value: valueType, entries)
        case 15: return .structure(items(&input, depth: depth))
        default: return .variant(value(&input, depth: depth + 1))
        }
    }

    private mutating func items(_ input: inout FuzzInput, depth: Int) -> [DBusValue] {
        (0..<input.take(below: 5)).map { _ in value(&input, depth: depth + 1) }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@main
enum FuzzDBusValuesMain {
    static func main() { FuzzMain.run(fuzzerTestOneInput) }
}
