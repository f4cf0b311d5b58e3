@testable import StrataDBus
import StrataProtocol
import StrataSystem
import XCTest

/// Messages read from their wire form without libdbus (`DBusWireMessage`, what the
/// daemon's own peer transport reads) against libdbus itself: the same header, the
/// same values, and — over thousands of damaged messages — the same verdict on what
/// is valid.
final class WireMessageTests: XCTestCase {
    /// A call carrying every type, nested containers, empty arrays that still pad,
    /// and a variant holding a struct.
    private func richCall() throws -> DBusMessage {
        let call = DBusMessage.methodCall(destination: "org.strata.Test", path: "/org/strata/Window1/7",
                                          interface: "org.strata.Window1", member: "Everything")
        try call.appendValues([
            .byte(7), .boolean(true), .int16(-3), .uint16(65000), .int32(-70000), .uint32(4_000_000_000),
            .int64(-5_000_000_000), .uint64(9_000_000_000), .double(2.5), .string("grüße"),
            .objectPath("/a/b_c"), .signature("a(iiii)"),
            .array(element: "(iiii)", []),
            .array(element: "(iiii)", [.structure([.int32(1), .int32(2), .int32(3), .int32(4)]),
                                       .structure([.int32(-1), .int32(0), .int32(210), .int32(210)])]),
            .dictionary(key: "s", value: "v", [
                DBusDictionaryEntry(key: .string("title"), value: .variant(.string("Hello"))),
                DBusDictionaryEntry(key: .string("geometry"),
                                    value: .variant(.structure([.int32(1), .int32(2), .int32(3), .int32(4)]))),
            ]),
            .array(element: "ay", [.array(element: "y", [.byte(1), .byte(2), .byte(3)]), .array(element: "y", [])]),
            .variant(.variant(.uint64(1))),
        ])
        return call
    }

    private func assertSame(_ wire: DBusMessage, _ reference: DBusMessage,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(wire.kind, reference.kind, file: file, line: line)
        XCTAssertEqual(wire.path, reference.path, file: file, line: line)
        XCTAssertEqual(wire.interface, reference.interface, file: file, line: line)
        XCTAssertEqual(wire.member, reference.member, file: file, line: line)
        XCTAssertEqual(wire.destination, reference.destination, file: file, line: line)
        XCTAssertEqual(wire.sender, reference.sender, file: file, line: line)
        XCTAssertEqual(wire.errorName, reference.errorName, file: file, line: line)
        XCTAssertEqual(wire.signature, reference.signature, file: file, line: line)
        XCTAssertEqual(wire.serial, reference.serial, file: file, line: line)
        XCTAssertEqual(wire.replySerial, reference.replySerial, file: file, line: line)
        XCTAssertEqual(wire.noReplyExpected, reference.noReplyExpected, file: file, line: line)
        // Compared as text: a NaN double is not equal to itself.
        XCTAssertEqual("\(try wire.values())", "\(try reference.values())", file: file, line: line)
    }

    func testEveryTypeReadsAsLibdbusReadsIt() throws {
        let call = try richCall()
        call.noReplyExpected = true
        let bytes = try call.marshal()
        let wire = try DBusMessage.parseWire(bytes)
        let reference = try DBusMessage.demarshal(bytes)
        XCTAssertTrue(wire.isWireOnly)
        try assertSame(wire, reference)
        XCTAssertTrue(wire.isWireOnly, "reading the header and body must not build a libdbus message")
        // Built on demand, the libdbus message is the same message.
        XCTAssertEqual(try wire.marshal(), bytes)
        XCTAssertFalse(wire.isWireOnly)
    }

    func testTypedDecodingOfTheCommitCall() throws {
        let commit = DBusMessage.methodCall(destination: nil, path: "/org/strata/Window1/3",
                                            interface: "org.strata.Window1", member: "Commit")
        let damage = DamageList(rectangles: [WindowGeometry(x: 20, y: 20, width: 210, height: 210),
                                             WindowGeometry(x: 0, y: 0, width: 1, height: 1)])
        try commit.append(UInt32(2), damage.rectangles, UInt32(77))
        let wire = try DBusMessage.parseWire(try commit.marshal())
        let (buffer, decoded, serial) = try wire.decode(UInt32.self, DamageList.self, UInt32.self)
        XCTAssertEqual(buffer, 2)
        XCTAssertEqual(decoded.rectangles, damage.rectangles)
        XCTAssertEqual(serial, 77)
        XCTAssertThrowsError(try wire.decode(UInt32.self, UInt32.self, UInt32.self)) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.invalidArgs)
        }
        XCTAssertTrue(wire.isWireOnly)
    }

    /// Reading `Commit` by hand into a damage list kept from call to call (the daemon's
    /// way): each read replaces the list (a shorter one, an empty one, one too long to read
    /// meaning the whole buffer, then a short one again), and a wrong signature is refused
    /// by name before anything is read.
    func testACommitReadIntoAKeptDamageListReplacesIt() throws {
        func commit(_ rects: [WindowGeometry]) throws -> DBusMessage {
            let call = DBusMessage.methodCall(destination: nil, path: "/org/strata/Window1/3",
                                              interface: "org.strata.Window1", member: "Commit")
            try call.append(UInt32(2), rects, UInt32(77))
            return try DBusMessage.parseWire(try call.marshal())
        }
        let three = (0..<3).map { WindowGeometry(x: $0, y: 1, width: 2, height: 3) }
        let tooMany = (0..<Int32(DamageList.maximumCount + 1)).map { WindowGeometry(x: $0, y: 0, width: 1, height: 1) }
        var kept = DamageList(rectangles: [])
        for rects in [three, [three[1]], [], tooMany, three] {
            var buffer: UInt32 = 0, serial: UInt32 = 0
            try commit(rects).readBody(expecting: "ua(iiii)u") { (reader: inout DBusReader) throws(DBusError) in
                buffer = try reader.read(UInt32.self)
                try kept.read(from: &reader)
                serial = try reader.read(UInt32.self)
            }
            XCTAssertEqual(buffer, 2)
            XCTAssertEqual(serial, 77)
            XCTAssertEqual(kept.isWhole, rects.count > DamageList.maximumCount)
            XCTAssertEqual(kept.rectangles, kept.isWhole ? [] : rects)
        }
        var read = false
        XCTAssertThrowsError(try commit(three).readBody(expecting: "ua(iii)u") { _ in read = true }) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.invalidArgs)
            XCTAssertTrue("\($0)".contains("ua(iii)u") && "\($0)".contains("ua(iiii)u"), "\($0)")
        }
        XCTAssertThrowsError(try commit(three).readBody(expecting: "ua(iiii)") { _ in read = true })
        XCTAssertFalse(read)
    }

    /// A big-endian message (libdbus writes only the machine's order): `Commit(2, [(1,2,3,4)], 9)`.
    /// The one-pass reader of integer structs (the damage list's) gives what libdbus's
    /// reader gives: structs of 3 fields (padded to 8 bytes between them) and of 4, an
    /// empty array, a list cut at its maximum, and the wrong type refused by name.
    func testInt32StructArraysReadAsLibdbusReadsThem() throws {
        let call = DBusMessage.methodCall(destination: nil, path: "/t", interface: "org.strata.T", member: "M")
        let triples: [DBusValue] = (0..<5).map { i in .structure([.int32(Int32(i)), .int32(-Int32(i)), .int32(Int32.max - Int32(i))]) }
        let quads: [DBusValue] = (0..<3).map { i in .structure((0..<4).map { .int32(Int32(i * 10 + $0)) }) }
        try call.appendValues([.array(element: "(iii)", triples), .array(element: "(iiii)", quads),
                               .array(element: "(iiii)", []), .array(element: "(iiii)", quads), .int32(5)])
        let bytes = try call.marshal()
        for message in [try DBusMessage.parseWire(bytes), try DBusMessage.demarshal(bytes)] {
            var seen: [[Int32]] = []
            var complete: [Bool] = []
            try message.readBody { (reader: inout DBusReader) throws(DBusError) in
                complete.append(try reader.readInt32Structs(fields: 3, maximumCount: 10) { seen.append(Array($0)) })
                complete.append(try reader.readInt32Structs(fields: 4, maximumCount: 10) { seen.append(Array($0)) })
                complete.append(try reader.readInt32Structs(fields: 4, maximumCount: 10) { seen.append(Array($0)) })
                complete.append(try reader.readInt32Structs(fields: 4, maximumCount: 2) { seen.append(Array($0)) })
                XCTAssertThrowsError(try reader.readInt32Structs(fields: 4, maximumCount: 2) { _ in }) {
                    XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.invalidArgs)
                }
                XCTAssertEqual(try reader.read(Int32.self), 5)
            }
            let expected: [[Int32]] = (0..<5).map { [Int32($0), -Int32($0), Int32.max - Int32($0)] }
                + (0..<3).map { i in (0..<4).map { Int32(i * 10 + $0) } } + (0..<2).map { i in (0..<4).map { Int32(i * 10 + $0) } }
            XCTAssertEqual(seen, expected, message.isWireOnly ? "wire" : "libdbus")
            XCTAssertEqual(complete, [true, true, true, false])
        }
    }

    func testBigEndianMessagesRead() throws {
        var bytes: [UInt8] = []
        func u32(_ v: UInt32) { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
        func pad(_ n: Int) { while bytes.count % n != 0 { bytes.append(0) } }
        func string(_ code: UInt8, _ field: UInt8, _ text: String) {
            pad(8)
            bytes += [field, 1, code, 0]
            u32(UInt32(text.utf8.count)); bytes += Array(text.utf8) + [0]
        }
        bytes += [UInt8(ascii: "B"), 1, 1, 1]
        u32(0) // body length, patched below
        u32(5)
        u32(0) // fields length, patched below
        string(UInt8(ascii: "o"), 1, "/org/strata/Window1/1")
        string(UInt8(ascii: "s"), 2, "org.strata.Window1")
        string(UInt8(ascii: "s"), 3, "Commit")
        pad(8)
        bytes += [8, 1, UInt8(ascii: "g"), 0, 9] + Array("ua(iiii)u".utf8) + [0]
        let fieldsEnd = bytes.count
        pad(8)
        let bodyStart = bytes.count
        u32(2); u32(16); pad(8); u32(1); u32(2); u32(3); u32(4); u32(9)
        let body = UInt32(bytes.count - bodyStart), fields = UInt32(fieldsEnd - 16)
        bytes.replaceSubrange(4..<8, with: [UInt8(body >> 24), UInt8(body >> 16 & 0xff), UInt8(body >> 8 & 0xff), UInt8(body & 0xff)])
        bytes.replaceSubrange(12..<16, with: [UInt8(fields >> 24), UInt8(fields >> 16 & 0xff), UInt8(fields >> 8 & 0xff), UInt8(fields & 0xff)])
        let wire = try DBusMessage.parseWire(bytes)
        try assertSame(wire, try DBusMessage.demarshal(bytes))
        let (buffer, damage, serial) = try wire.decode(UInt32.self, DamageList.self, UInt32.self)
        XCTAssertEqual(buffer, 2)
        XCTAssertEqual(damage.rectangles, [WindowGeometry(x: 1, y: 2, width: 3, height: 4)])
        XCTAssertEqual(serial, 9)
    }

    func testRepliesToAWireCallAreWhatLibdbusWouldBuild() throws {
        let call = try richCall()
        let bytes = try call.marshal()
        let wire = try DBusMessage.parseWire(bytes)
        let reference = try DBusMessage.demarshal(bytes)
        for (mine, theirs) in [(wire.makeReply(), reference.makeReply()),
                               (wire.makeErrorReply(.invalidArgs("no")), reference.makeErrorReply(.invalidArgs("no")))] {
            XCTAssertEqual(mine.kind, theirs.kind)
            XCTAssertEqual(mine.replySerial, theirs.replySerial)
            XCTAssertEqual(mine.destination, theirs.destination)
            XCTAssertEqual(mine.errorName, theirs.errorName)
            XCTAssertEqual(mine.noReplyExpected, theirs.noReplyExpected)
            XCTAssertEqual(try mine.values(), try theirs.values())
        }
        XCTAssertTrue(wire.isWireOnly)
    }

    func testDescriptorsComeWithTheMessageAndAreDuplicatedOnRead() throws {
        let memfd = try MemFD.create(name: "wire-test")
        let call = DBusMessage.methodCall(destination: nil, path: "/w", interface: "org.strata.Window1", member: "AttachBuffer")
        try call.append(memfd, UInt32(1))
        // libdbus marshals the index and the UNIX_FDS field; the descriptor travels beside it.
        let bytes = try call.marshal()
        let passed = dup(memfd.rawValue)
        let wire = try DBusMessage.parseWire(bytes, fileDescriptors: [passed])
        let (fd, value) = try wire.decode(OwnedFileDescriptor.self, UInt32.self)
        XCTAssertEqual(value, 1)
        XCTAssertNotEqual(fd.rawValue, passed, "the reader gets its own duplicate")
        var a = stat(), b = stat()
        XCTAssertEqual(fstat(fd.rawValue, &a), 0)
        XCTAssertEqual(fstat(memfd.rawValue, &b), 0)
        XCTAssertEqual(a.st_ino, b.st_ino)
        // The libdbus message built from it carries the descriptor too.
        let (again, _) = try DBusMessage(retaining: wire.raw).decode(OwnedFileDescriptor.self, UInt32.self)
        XCTAssertEqual(fstat(again.rawValue, &a), 0)
        XCTAssertEqual(a.st_ino, b.st_ino)
        // A message that declares a descriptor it did not come with, or the reverse, is refused.
        XCTAssertThrowsError(try DBusMessage.parseWire(bytes))
        let plain = try DBusMessage.methodCall(destination: nil, path: "/w", interface: "org.strata.Window1",
                                               member: "Raise").marshal()
        XCTAssertThrowsError(try DBusMessage.parseWire(plain, fileDescriptors: [dup(memfd.rawValue)]))
    }

    func testMalformedMessagesAreRefusedWithTheReason() throws {
        let good = try richCall().marshal()
        func refused(_ bytes: [UInt8], _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertThrowsError(try DBusMessage.parseWire(bytes), file: file, line: line) { error in
                XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, file: file, line: line)
                XCTAssertTrue((error as? DBusError)?.message.contains(reason) ?? false,
                              "\((error as? DBusError)?.message ?? "") should say \(reason)", file: file, line: line)
            }
        }
        refused([], "shorter than its fixed header")
        refused(Array(good.dropLast()), "says it has")
        var bad = good
        bad[0] = UInt8(ascii: "x")
        refused(bad, "byte order")
        bad = good
        bad[3] = 2
        refused(bad, "protocol version")
        bad = good
        bad[1] = 0
        refused(bad, "type 0")
        bad = good
        bad[8...11] = [0, 0, 0, 0]
        refused(bad, "serial 0")
        // The first body value is the byte 7, the second a boolean (4-aligned after it).
        let body = good.count - Int(UInt32(good[4]) | UInt32(good[5]) << 8 | UInt32(good[6]) << 16 | UInt32(good[7]) << 24)
        bad = good
        bad[body + 1] = 1
        refused(bad, "nonzero padding")
        bad = good
        bad[body + 4] = 2
        refused(bad, "neither 0 nor 1")
        // The string "grüße" (after y b n q i u x t d): make its ü invalid UTF-8.
        if let index = good.firstIndex(of: 0xC3) {
            bad = good
            bad[index] = 0xFF
            refused(bad, "not UTF-8")
        } else {
            XCTFail("no UTF-8 in the test message")
        }
        // The path field: an empty path segment.
        if let index = good.indices.first(where: { good[$0...].starts(with: Array("/org/strata".utf8)) }) {
            bad = good
            bad[index + 5] = UInt8(ascii: "/") // "/org//trata"
            refused(bad, "malformed path")
        }
        // Too large for the limit.
        XCTAssertThrowsError(try DBusMessage.parseWire(good, maximumSize: 64)) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.limitsExceeded)
        }
    }

    /// libdbus refuses a path or interface that begins with the reserved local one
    /// (`/org/freedesktop/DBus/Local`, `org.freedesktop.DBus.Local`), not only one equal to
    /// it; ours gives the same verdicts (a case fuzz-dbus-values found).
    func testNamesBeginningWithTheReservedLocalOnesAreRefusedAsLibdbusRefusesThem() throws {
        let cases: [(path: String, interface: String, valid: Bool)] = [
            ("/org/freedesktop/DBus/Local", "org.strata.T", false),
            ("/org/freedesktop/DBus/Localdow/1", "org.strata.T", false),
            ("/org/freedesktop/DBus/Loca", "org.strata.T", true),
            ("/org/freedesktop/DBus/Properties", "org.strata.T", true),
            ("/t", "org.freedesktop.DBus.Local", false),
            ("/t", "org.freedesktop.DBus.Localx", false),
            ("/t", "org.freedesktop.DBus.Loca", true),
        ]
        for (path, interface, valid) in cases {
            let bytes = try DBusMessage.signal(path: XCTUnwrap(DBusObjectPath(path)), interface: interface, member: "Changed").marshal()
            let theirs = try? DBusMessage.demarshal(bytes)
            XCTAssertEqual(theirs != nil, valid, "libdbus's verdict on \(path) \(interface)")
            if valid {
                XCTAssertNoThrow(try DBusMessage.parseWire(bytes), "\(path) \(interface)")
            } else {
                XCTAssertThrowsError(try DBusMessage.parseWire(bytes), "\(path) \(interface)") { error in
                    XCTAssertTrue((error as? DBusError)?.message.contains("reserved local") ?? false, "\(error)")
                }
            }
        }
    }

    /// Thousands of damaged copies of real messages: each is valid for our reader exactly
    /// when it is for libdbus, and then reads the same. (Messages with a Unix fd are left
    /// out: libdbus's `demarshal` cannot be given the descriptors.)
    /// Real messages to damage: a call of every type, a commit, a frame signal, an error.
    private func damageSamples() throws -> [[UInt8]] {
        let commit = DBusMessage.methodCall(destination: nil, path: "/org/strata/Window1/3",
                                            interface: "org.strata.Window1", member: "Commit")
        try commit.append(UInt32(2), [WindowGeometry(x: 1, y: 2, width: 3, height: 4)], UInt32(7))
        let signal = DBusMessage.signal(path: "/org/strata/Window1/3", interface: "org.strata.Window1", member: "FramePresented")
        try signal.append(UInt32(5), UInt64(123_456), [UInt32(1), UInt32(2)])
        // A reply needs the call's serial: take the call as it went over the wire.
        let error = try DBusMessage.demarshal(try commit.marshal()).makeErrorReply(.invalidArgs("bad")).marshal()
        return [try richCall().marshal(), try commit.marshal(), try signal.marshal(), error]
    }

    func testDamagedMessagesGetTheSameVerdictAsFromLibdbus() throws {
        // Arrays of plain fixed-size values, which the validator skips at once: structs of
        // three integers (zero padding between them), bytes, 16-bit, 64-bit and doubles.
        let plain = DBusMessage.signal(path: "/t", interface: "org.strata.T", member: "Plain")
        try plain.appendValues([
            .array(element: "(iui)", (0..<3).map { .structure([.int32(Int32($0)), .uint32(7), .int32(-1)]) }),
            .array(element: "y", (0..<9).map { .byte(UInt8($0)) }), .array(element: "q", [.uint16(1), .uint16(2), .uint16(3)]),
            .array(element: "x", [.int64(-2)]), .array(element: "d", [.double(0.5), .double(-1)]),
            .array(element: "(ii)", [.structure([.int32(1), .int32(2)])]),
        ])
        let samples = try damageSamples() + [try plain.marshal()]
        var generator = SystemRandomNumberGenerator.seeded(0x5742_4952_4544)
        var accepted = 0, refused = 0
        for round in 0..<7500 {
            var bytes = samples[round % samples.count]
            for _ in 0...Int(generator.next() % 3) {
                switch generator.next() % 4 {
                case 0: bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes[Int(generator.next() % UInt64(bytes.count))] ^= 1 << UInt8(generator.next() % 8)
                case 2: bytes[Int(generator.next() % UInt64(bytes.count))] = [0, 1, 0xff, 0x80, 0x28, 0x29, 0x61, 0x76][Int(generator.next() % 8)]
                default:
                    // Small changes to lengths: the 4 bytes at a 4-aligned offset.
                    let at = Int(generator.next() % UInt64(bytes.count / 4)) * 4
                    bytes[at] = bytes[at] &+ UInt8(truncatingIfNeeded: Int(generator.next() % 9) - 4)
                }
            }
            let theirs = try? DBusMessage.demarshal(bytes)
            // A Unix fd index with no descriptor: libdbus accepts the message and then
            // cannot read the value; ours refuses the message (see DBusWireCursor).
            if let theirs, (try? theirs.values()) == nil { continue }
            let mine: DBusMessage?
            do {
                mine = try DBusMessage.parseWire(bytes)
            } catch {
                mine = nil
                if let theirs {
                    XCTFail("round \(round): libdbus accepts \(theirs) but ours refused it: \(error)")
                }
            }
            guard let mine else { refused += 1; continue }
            guard let theirs else {
                XCTFail("round \(round): ours accepts \(mine) but libdbus refuses it: \(bytes)")
                continue
            }
            accepted += 1
            try assertSame(mine, theirs)
        }
        XCTAssertGreaterThan(accepted, 300, "the damage should leave many messages valid")
        XCTAssertGreaterThan(refused, 300, "the damage should break many messages")
    }

    /// A connection's reader remembers the last header it found valid and takes the
    /// fields of a message with the same header bytes from it: the same damaged messages
    /// as above, each read after its undamaged sample (so damage outside the header
    /// fields meets a remembered header, and damage inside them a different one), get
    /// exactly the verdict and reading of a reader that remembers nothing.
    func testARememberedHeaderGivesTheVerdictAndReadingOfAFreshRead() throws {
        let samples = try damageSamples()
        let names = DBusWireNameCache()
        var generator = SystemRandomNumberGenerator.seeded(0x4845_4144_4552)
        var accepted = 0, refused = 0
        for round in 0..<4000 {
            let sample = samples[round % samples.count]
            var bytes = sample
            for _ in 0...Int(generator.next() % 2) {
                let at = Int(generator.next() % UInt64(bytes.count))
                if generator.next() % 2 == 0 {
                    bytes[at] ^= 1 << UInt8(generator.next() % 8)
                } else {
                    bytes[at] = [0, 1, 0xff, 0x2f, 0x2e, 0x61][Int(generator.next() % 6)]
                }
            }
            if round % 3 != 0 { _ = try DBusMessage.parseWire(sample, names: names) }
            let fresh = try? DBusMessage.parseWire(bytes)
            let remembered: DBusMessage?
            do {
                remembered = try DBusMessage.parseWire(bytes, names: names)
            } catch {
                remembered = nil
                if let fresh { XCTFail("round \(round): a fresh read accepts \(fresh), a remembering one refused it: \(error)") }
            }
            guard let remembered else { refused += 1; continue }
            guard let fresh else {
                XCTFail("round \(round): a remembering read accepts \(remembered), a fresh one refuses it: \(bytes)")
                continue
            }
            accepted += 1
            try assertSame(remembered, fresh)
        }
        XCTAssertGreaterThan(accepted, 300)
        XCTAssertGreaterThan(refused, 300)
        XCTAssertGreaterThan(names.headersReused, 400, "damage outside the header fields meets the remembered header")
    }

    /// A message read with a remembered header has its fields in its own bytes, not in
    /// those of the message the header was remembered from (both alive, with different
    /// serials and bodies); its Unix fds are still taken from what came with it.
    func testFieldsTakenFromARememberedHeaderPointIntoTheirOwnMessage() throws {
        let names = DBusWireNameCache()
        func commit(_ serial: UInt32) throws -> [UInt8] {
            let call = DBusMessage.methodCall(destination: "org.strata.Compositor1", path: "/org/strata/Window1/3",
                                              interface: "org.strata.Window1", member: "Commit")
            try call.append(UInt32(serial), [WindowGeometry(x: Int32(serial), y: 2, width: 3, height: 4)], serial)
            return try call.marshal()
        }
        let first = try DBusMessage.parseWire(try commit(1), names: names)
        let second = try DBusMessage.parseWire(try commit(2), names: names)
        XCTAssertEqual(names.headersReused, 1)
        for message in [first, second] {
            let wire = try XCTUnwrap(message.wire)
            let storage = wire.bytes
            for field in [wire.path, wire.interface, wire.member, wire.destination].map({ UnsafeRawPointer($0!) }) {
                XCTAssertTrue(field >= storage.baseAddress! && field < storage.baseAddress! + storage.count)
            }
            XCTAssertTrue(UnsafeRawPointer(wire.signaturePointer) >= storage.baseAddress!
                          && UnsafeRawPointer(wire.signaturePointer) < storage.baseAddress! + storage.count)
        }
        XCTAssertEqual(second.member, "Commit")
        XCTAssertEqual(second.signature, "ua(iiii)u")
        XCTAssertEqual(try second.decode(UInt32.self, DamageList.self, UInt32.self).2, 2)

        // With a descriptor: the remembered header declares one, and each message takes its own.
        let memfd = try MemFD.create(name: "remembered-header")
        func attach(_ value: UInt32) throws -> [UInt8] {
            let call = DBusMessage.methodCall(destination: nil, path: "/w", interface: "org.strata.Window1", member: "AttachBuffer")
            try call.append(memfd, value)
            return try call.marshal()
        }
        for value in [UInt32(1), 2, 3] {
            let message = try DBusMessage.parseWire(try attach(value), fileDescriptors: [dup(memfd.rawValue)], names: names)
            let (fd, read) = try message.decode(OwnedFileDescriptor.self, UInt32.self)
            XCTAssertEqual(read, value)
            var a = stat(), b = stat()
            XCTAssertEqual(fstat(fd.rawValue, &a), 0)
            XCTAssertEqual(fstat(memfd.rawValue, &b), 0)
            XCTAssertEqual(a.st_ino, b.st_ino)
            XCTAssertThrowsError(try DBusMessage.parseWire(try attach(value), names: names), "declares a descriptor it did not bring")
        }
        XCTAssertEqual(names.headersReused, 1 + 2 + 3, "the second and third attach, and every refused one, met the header")
    }
}

extension SystemRandomNumberGenerator {
    /// A small seeded generator (SplitMix64) for repeatable damage.
    static func seeded(_ seed: UInt64) -> SplitMix { SplitMix(state: seed) }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Byte arrays (`ay`) are read and written in one copy: the same values as element by
/// element, through libdbus and from the wire, and the same refusals.
final class ByteArrayTests: XCTestCase {
    func testByteArraysReadAndWriteWholeAsElementByElement() throws {
        for count in [0, 1, 7, 8, 9, 4096, 100_003] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let call = DBusMessage.methodCall(destination: nil, path: "/a", interface: "a.b", member: "C")
            // An odd byte first, so the array's length is not at the message body's start,
            // then the bytes (one copy), then a value after them to read past the array.
            try call.append(UInt8(1), bytes, UInt32(0xCAFE))
            // Written value by value, the same message body.
            let reference = DBusMessage.methodCall(destination: nil, path: "/a", interface: "a.b", member: "C")
            try reference.appendValues([.byte(1), .array(element: "y", bytes.map { .byte($0) }), .uint32(0xCAFE)])
            let wireBytes = try call.marshal()
            XCTAssertEqual(wireBytes, try reference.marshal(), "count \(count): the same bytes on the wire")
            for message in [try DBusMessage.demarshal(wireBytes), try DBusMessage.parseWire(wireBytes)] {
                let (first, read, last) = try message.decode(UInt8.self, [UInt8].self, UInt32.self)
                XCTAssertEqual(first, 1)
                XCTAssertEqual(read, bytes, "count \(count)")
                XCTAssertEqual(last, 0xCAFE)
                XCTAssertEqual("\(try message.values())", "\(try reference.values())")
            }
        }
        // A value of another type is refused, named.
        let other = DBusMessage.methodCall(destination: nil, path: "/a", interface: "a.b", member: "C")
        try other.append([UInt32(1)])
        for message in [try DBusMessage.demarshal(other.marshal()), try DBusMessage.parseWire(other.marshal())] {
            XCTAssertThrowsError(try message.decode([UInt8].self)) { error in
                XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs)
            }
        }
    }
}
