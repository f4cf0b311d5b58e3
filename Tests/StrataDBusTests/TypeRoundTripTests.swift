import Foundation
import StrataDBus
import StrataSystem
import XCTest

/// Every D-Bus type travels between two connections through a real dbus-daemon
/// and comes back equal, in both the typed and the dynamic API.
final class TypeRoundTripTests: XCTestCase {
    private var fixture: BusFixture!
    private var sender: DBusConnection!
    private var receiver: DBusConnection!
    private var received: [DBusMessage] = []

    override func setUpWithError() throws {
        fixture = try BusFixture()
        sender = try fixture.connect()
        receiver = try fixture.connect()
        received = []
        try receiver.subscribe(DBusMatchRule(interface: "org.strata.RoundTrip", member: "Values")) { [unowned self] in
            self.received.append($0)
        }
    }

    override func tearDown() {
        received = []
        sender = nil
        receiver = nil
        fixture = nil
    }

    /// Sends one signal carrying `build`'s values and returns it as received.
    private func roundTrip(_ build: (DBusMessage) throws -> Void) throws -> DBusMessage {
        let message = DBusMessage.signal(path: "/test", interface: "org.strata.RoundTrip", member: "Values")
        try build(message)
        received.removeAll()
        try sender.send(message)
        XCTAssertTrue(try fixture.run(until: { !received.isEmpty }), "the signal never arrived")
        return try XCTUnwrap(received.first)
    }

    func testBasicTypesTyped() throws {
        let message = try roundTrip {
            try $0.append(UInt8(200), true, Int16(-12345), UInt16(54321), Int32(-2_000_000_000), UInt32(4_000_000_000),
                          Int64.min, UInt64.max, 3.25, "héllo, 世界", DBusObjectPath("/a/b_c/D9"), DBusSignature("a{sv}(iu)"))
        }
        XCTAssertEqual(message.signature, "ybnqiuxtdsog")
        let (y, b, n, q, i, u, x, t, d, s, o, g) = try message.decode(
            UInt8.self, Bool.self, Int16.self, UInt16.self, Int32.self, UInt32.self, Int64.self, UInt64.self,
            Double.self, String.self, DBusObjectPath.self, DBusSignature.self)
        XCTAssertEqual(y, 200)
        XCTAssertEqual(b, true)
        XCTAssertEqual(n, -12345)
        XCTAssertEqual(q, 54321)
        XCTAssertEqual(i, -2_000_000_000)
        XCTAssertEqual(u, 4_000_000_000)
        XCTAssertEqual(x, Int64.min)
        XCTAssertEqual(t, UInt64.max)
        XCTAssertEqual(d, 3.25)
        XCTAssertEqual(s, "héllo, 世界")
        XCTAssertEqual(o.rawValue, "/a/b_c/D9")
        XCTAssertEqual(g.rawValue, "a{sv}(iu)")
    }

    func testContainersTyped() throws {
        let nested: [String: [Int32]] = ["primes": [2, 3, 5, 7], "empty": []]
        let geometry = DBusStruct(Int32(10), Int32(-20), Int32(640), Int32(480))
        let props: [String: DBusVariant] = [
            "title": try DBusVariant("Painter"),
            "geometry": try DBusVariant(geometry),
            "nested": DBusVariant(.variant(.uint32(7))),
        ]
        let structs = [DBusStruct("a", UInt32(1)), DBusStruct("b", UInt32(2))]
        let message = try roundTrip { try $0.append(nested, props, structs, [[UInt8]]([[1, 2], [], [255]])) }
        XCTAssertEqual(message.signature, "a{sai}a{sv}a(su)aay")

        let (n, p, s, bytes) = try message.decode([String: [Int32]].self, [String: DBusVariant].self,
                                                  [DBusStruct<String, UInt32>].self, [[UInt8]].self)
        XCTAssertEqual(n, nested)
        XCTAssertEqual(try p["title"]?.decode(as: String.self), "Painter")
        let g = try XCTUnwrap(p["geometry"]).decode(as: DBusStruct<Int32, Int32, Int32, Int32>.self)
        XCTAssertEqual(g.fields.0, 10)
        XCTAssertEqual(g.fields.1, -20)
        XCTAssertEqual(g.fields.2, 640)
        XCTAssertEqual(g.fields.3, 480)
        XCTAssertEqual(p["nested"]?.value, .variant(.uint32(7)))
        XCTAssertEqual(s.map(\.fields.0), ["a", "b"])
        XCTAssertEqual(s.map(\.fields.1), [1, 2])
        XCTAssertEqual(bytes, [[1, 2], [], [255]])
    }

    func testDynamicValuesRoundTripEqual() throws {
        let values: [DBusValue] = [
            .byte(1), .boolean(false), .int16(-1), .uint16(2), .int32(-3), .uint32(4), .int64(-5), .uint64(6), .double(-7.5),
            .string(""), .objectPath("/"), .signature("v"),
            .array(element: "s", []),
            .array(element: "(ib)", [.structure([.int32(1), .boolean(true)]), .structure([.int32(2), .boolean(false)])]),
            .dictionary(key: "o", value: "a{sv}", [
                DBusDictionaryEntry(key: .objectPath("/w/1"), value: .dictionary(key: "s", value: "v", [
                    DBusDictionaryEntry(key: .string("deep"), value: .variant(.array(element: "v", [.variant(.double(1))]))),
                ])),
            ]),
            .structure([.string("x"), .structure([.uint64(9)]), .variant(.variant(.string("twice")))]),
            .variant(.dictionary(key: "y", value: "ay", [DBusDictionaryEntry(key: .byte(0), value: .array(element: "y", [.byte(9)]))])),
        ]
        let message = try roundTrip { try $0.appendValues(values) }
        XCTAssertEqual(message.signature.rawValue, values.map(\.signature.rawValue).joined())
        XCTAssertEqual(try message.values(), values)
    }

    func testFileDescriptorsPassAndStayUsable() throws {
        XCTAssertTrue(sender.canPassFileDescriptors)
        let file = try MemFD.create(name: "roundtrip")
        let text = Array("through the bus".utf8)
        try text.withUnsafeBytes { try file.write($0, at: 0) }
        let message = try roundTrip { try $0.append(file, [file, file], DBusVariant(.unixFD(file))) }
        XCTAssertEqual(message.signature, "hahv")
        let (single, array, variant) = try message.decode(OwnedFileDescriptor.self, [OwnedFileDescriptor].self, DBusVariant.self)
        guard case .unixFD(let inVariant) = variant.value else { return XCTFail("variant holds \(variant.value)") }
        for received in [single, array[0], array[1], inVariant] {
            XCTAssertNotEqual(received.rawValue, file.rawValue, "a received fd is the receiver's own descriptor")
            var bytes = [UInt8](repeating: 0, count: text.count)
            let n = bytes.withUnsafeMutableBytes { pread(received.rawValue, $0.baseAddress, text.count, 0) }
            XCTAssertEqual(n, text.count)
            XCTAssertEqual(bytes, text)
        }
    }

    func testDecodingWithTheWrongTypesThrowsInvalidArgs() throws {
        let message = try roundTrip { try $0.append("text", UInt32(1)) }
        XCTAssertThrowsError(try message.decode(UInt32.self, String.self)) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs)
        }
        XCTAssertThrowsError(try message.decode(String.self)) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs)
        }
        XCTAssertThrowsError(try DBusValue.uint32(3).decode(as: String.self)) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs)
        }
    }

    func testMalformedValuesAreRefusedBeforeLibdbusSeesThem() throws {
        let message = DBusMessage.signal(path: "/test", interface: "org.strata.RoundTrip", member: "Values")
        // libdbus aborts the process on these; the wrapper must throw instead.
        XCTAssertThrowsError(try message.appendValues([.array(element: "s", [.int32(1)])]))
        XCTAssertThrowsError(try message.appendValues([.structure([])]))
        XCTAssertThrowsError(try message.appendValues([.dictionary(key: "v", value: "s", [])]))
        XCTAssertThrowsError(try message.append(DBusSignature("a{")))
        // Runtime strings (a literal would be checked by the literal initialiser instead).
        for bad in ["not/a/path", "/trailing/", "/double//slash", "/dash-ed", ""] {
            XCTAssertNil(DBusObjectPath(String(bad)), bad)
        }
        XCTAssertNotNil(DBusObjectPath(String("/org/strata/Compositor1/window/3")))
    }
}
