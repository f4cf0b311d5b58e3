import Foundation
import StrataDBus
import StrataSystem
import XCTest

/// Method calls between two connections on a real bus: replies, named errors,
/// argument checking, asynchronous and blocking calls, `NO_REPLY_EXPECTED`.
final class MethodCallTests: XCTestCase {
    private var fixture: BusFixture!
    private var service: DBusConnection!
    private var client: DBusConnection!
    private var state = TestInterface.State()

    override func setUpWithError() throws {
        fixture = try BusFixture()
        service = try fixture.connect()
        client = try fixture.connect()
        state = TestInterface.State()
        try service.export(TestInterface.makeObject(path: "/org/strata/Test1", state: state))
    }

    override func tearDown() {
        client = nil
        service = nil
        fixture = nil
    }

    private func call(_ member: String, interface: String? = TestInterface.name, path: DBusObjectPath = "/org/strata/Test1",
                      _ build: (DBusMessage) throws -> Void = { _ in }) throws -> Result<DBusMessage, DBusError> {
        let message = DBusMessage.methodCall(destination: service.uniqueName, path: path, interface: interface, member: member)
        try build(message)
        var result: Result<DBusMessage, DBusError>?
        client.call(message, timeout: 5) { result = $0 }
        XCTAssertTrue(try fixture.run(until: { result != nil }), "no reply to \(member)")
        return try XCTUnwrap(result)
    }

    private func expectError(_ result: Result<DBusMessage, DBusError>, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        switch result {
        case .success(let reply): XCTFail("expected \(name), got \(reply)", file: file, line: line)
        case .failure(let error): XCTAssertEqual(error.name, name, error.message, file: file, line: line)
        }
    }

    func testAsynchronousCallGetsItsReply() throws {
        let reply = try call("Add") { try $0.append(Int32(40), Int32(2)) }.get()
        XCTAssertEqual(try reply.decode(Int32.self), 42)
    }

    func testEchoOfANestedVariant() throws {
        let value = DBusValue.dictionary(key: "s", value: "v", [DBusDictionaryEntry(key: .string("k"), value: .variant(.int64(-1)))])
        let reply = try call("Echo") { try $0.append(DBusVariant(value)) }.get()
        XCTAssertEqual(try reply.decode(DBusVariant.self).value, value)
    }

    func testWrongSignatureIsInvalidArgsAndTheServiceGoesOn() throws {
        expectError(try call("Add") { try $0.append("forty", "two") }, DBusError.Name.invalidArgs)
        expectError(try call("Add") { try $0.append(Int32(1)) }, DBusError.Name.invalidArgs)
        expectError(try call("ReadVariantAsString") { try $0.append(DBusVariant(.uint32(5))) }, DBusError.Name.invalidArgs)
        XCTAssertEqual(try call("Add") { try $0.append(Int32(1), Int32(1)) }.get().decode(Int32.self), 2)
    }

    /// `readArguments` reads a call by hand without comparing its signature again (the
    /// registry compared it with the declaration before the handler ran): a call of the
    /// declared type is read; one of another type never reaches the handler; a handler
    /// reading types other than the declared ones gets `InvalidArgs`, which its caller
    /// receives.
    func testArgumentsReadByHandAfterTheRegistryCheckedThem() throws {
        let declared = DBusInterfaceDescription(name: "org.strata.Sum1", methods: [
            DBusMethodDescription(name: "Sum", inArgs: [DBusArgument("base", "u"), DBusArgument("pairs", "a(ii)")],
                                  outArgs: [DBusArgument("sum", "x")]),
            DBusMethodDescription(name: "Misread", inArgs: [DBusArgument("value", "u")]),
        ])
        let interface = DBusInterface(declared)
        var handled = 0
        interface.onMethod("Sum") { call in
            handled += 1
            var sum: Int64 = 0
            try call.readArguments { (reader: inout DBusReader) throws(DBusError) in
                sum = Int64(try reader.read(UInt32.self))
                _ = try reader.readInt32Structs(fields: 2, maximumCount: 16) { sum += Int64($0[0]) * Int64($0[1]) }
            }
            call.reply(sum)
        }
        interface.onMethod("Misread") { call in
            handled += 1
            try call.readArguments { (reader: inout DBusReader) throws(DBusError) in _ = try reader.read(String.self) }
        }
        try service.export(DBusObject(path: "/org/strata/Sum1", interfaces: [interface]))
        let pairs: [DBusValue] = [.structure([.int32(2), .int32(3)]), .structure([.int32(-4), .int32(5)])]
        let reply = try call("Sum", interface: "org.strata.Sum1", path: "/org/strata/Sum1") {
            try $0.append(UInt32(100))
            try $0.appendValues([.array(element: "(ii)", pairs)])
        }.get()
        XCTAssertEqual(try reply.decode(Int64.self), 100 + 6 - 20)
        XCTAssertEqual(handled, 1)
        expectError(try call("Sum", interface: "org.strata.Sum1", path: "/org/strata/Sum1") {
            try $0.append(UInt32(100))
            try $0.appendValues([.array(element: "(iii)", [.structure([.int32(1), .int32(2), .int32(3)])])])
        }, DBusError.Name.invalidArgs)
        XCTAssertEqual(handled, 1, "a call of another type is refused before its handler")
        expectError(try call("Misread", interface: "org.strata.Sum1", path: "/org/strata/Sum1") { try $0.append(UInt32(7)) },
                    DBusError.Name.invalidArgs)
        XCTAssertEqual(handled, 2)
    }

    func testUnknownObjectInterfaceAndMethodHaveTheirOwnErrors() throws {
        expectError(try call("Add", path: "/nowhere"), DBusError.Name.unknownObject)
        expectError(try call("Add", interface: "org.strata.Nope1"), DBusError.Name.unknownInterface)
        expectError(try call("Subtract"), DBusError.Name.unknownMethod)
    }

    func testThrownDBusErrorBecomesThatErrorReply() throws {
        let result = try call("Fail")
        expectError(result, "org.strata.Test1.Error.Deliberate")
        if case .failure(let error) = result { XCTAssertEqual(error.message, "asked to fail") }
    }

    func testBlockingCall() throws {
        // The service runs on this thread's loop, so block from a second thread.
        let address = fixture.bus.address
        nonisolated(unsafe) var outcome: Result<Int32, DBusError>?
        let destination = service.uniqueName
        let loop = fixture.loop
        let thread = Thread {
            defer { loop.wakeUp() }
            do {
                let other = try DBusConnection.bus(address: address)
                let m = DBusMessage.methodCall(destination: destination, path: "/org/strata/Test1",
                                               interface: TestInterface.name, member: "Add")
                try m.append(Int32(2), Int32(3))
                outcome = .success(try other.call(m, timeout: 5).decode(Int32.self))
            } catch let error as DBusError {
                outcome = .failure(error)
            } catch {
                outcome = .failure(.failed("\(error)"))
            }
        }
        thread.start()
        XCTAssertTrue(try fixture.run(until: { outcome != nil }))
        XCTAssertEqual(try outcome?.get(), 5)
    }

    func testNoReplyExpectedGetsNoReplyButRuns() throws {
        let message = DBusMessage.methodCall(destination: service.uniqueName, path: "/org/strata/Test1",
                                             interface: TestInterface.name, member: "Fire")
        message.noReplyExpected = true
        try client.send(message)
        XCTAssertTrue(try fixture.run(until: { state.fired == 1 }))
        // A call without the flag gets an (empty) reply.
        let reply = try call("Fire").get()
        XCTAssertEqual(reply.signature, "")
        XCTAssertEqual(state.fired, 2)
    }

    func testCallToAVanishedPeerFailsCleanly() throws {
        let name = try XCTUnwrap(service.uniqueName)
        service.close()
        let message = DBusMessage.methodCall(destination: name, path: "/org/strata/Test1", interface: TestInterface.name, member: "Fail")
        var result: Result<DBusMessage, DBusError>?
        client.call(message, timeout: 5) { result = $0 }
        XCTAssertTrue(try fixture.run(until: { result != nil }))
        guard case .failure(let error) = result else { return XCTFail("expected an error") }
        // ServiceUnknown once the bus has noticed; NoReply if the call was routed just before.
        XCTAssertTrue([DBusError.Name.serviceUnknown, DBusError.Name.noReply].contains(error.name), "\(error)")
    }

    func testNameRequestsAndOwnerTracking() throws {
        XCTAssertEqual(try service.requestName("org.strata.TestName"), .primaryOwner)
        XCTAssertEqual(try client.requestName("org.strata.TestName"), .exists)
        XCTAssertEqual(try client.nameOwner("org.strata.TestName"), service.uniqueName)
        var changes: [(String, String, String)] = []
        try client.watchNameOwner("org.strata.TestName") { changes.append(($0, $1, $2)) }
        let serviceName = service.uniqueName!
        service.close()
        XCTAssertTrue(try fixture.run(until: { !changes.isEmpty }))
        XCTAssertEqual(changes.first?.0, "org.strata.TestName")
        XCTAssertEqual(changes.first?.1, serviceName)
        XCTAssertEqual(changes.first?.2, "")
        XCTAssertFalse(try client.nameHasOwner("org.strata.TestName"))
    }

    func testProcessIDOfAConnection() throws {
        var pid: UInt32?
        client.unixProcessID(of: service.uniqueName!) { pid = try? $0.get() }
        XCTAssertTrue(try fixture.run(until: { pid != nil }))
        XCTAssertEqual(pid, UInt32(getpid()))
    }

    func testUnicastSignalReachesOnlyItsDestination() throws {
        let third = try fixture.connect()
        var atClient = 0, atThird = 0
        let rule = DBusMatchRule(interface: TestInterface.name, member: "Ticked")
        try client.subscribe(rule, addToBus: false) { _ in atClient += 1 }
        try third.subscribe(rule) { _ in atThird += 1 } // an ordinary match rule
        try service.emitSignal(path: "/org/strata/Test1", interface: TestInterface.name, member: "Ticked",
                               destination: client.uniqueName, UInt32(1))
        XCTAssertTrue(try fixture.run(until: { atClient == 1 }))
        // A broadcast afterwards reaches the third connection, so it was listening all along.
        try service.emitSignal(path: "/org/strata/Test1", interface: TestInterface.name, member: "Ticked", UInt32(2))
        XCTAssertTrue(try fixture.run(until: { atThird == 1 }))
        XCTAssertEqual(atThird, 1, "the unicast signal leaked to a connection that only had a match rule")
    }

    func testDisconnectIsReportedNotFatal() throws {
        var disconnected = false
        client.onDisconnect = { disconnected = true }
        fixture.bus.stop()
        XCTAssertTrue(try fixture.run(until: { disconnected }))
        XCTAssertFalse(client.isConnected)
        XCTAssertThrowsError(try client.send(DBusMessage.signal(path: "/x", interface: "org.strata.X", member: "Y")))
    }
}
