import Foundation
@testable import StrataDBus
import StrataSystem
import XCTest

/// Routing a call costs the same however many objects a connection exports: a call to
/// an exported object never walks the other paths (issue 18: every Commit used to, which
/// made a frame O(windows²)); only a path with no object — a tool browsing the tree —
/// looks below itself.
final class ObjectLookupTests: XCTestCase {
    func testACallToAnExportedObjectDoesNotScanTheOthers() throws {
        let fixture = try BusFixture()
        let service = try fixture.connect()
        let client = try fixture.connect()
        let state = TestInterface.State()
        for i in 0..<500 {
            try service.export(TestInterface.makeObject(path: DBusObjectPath("/org/strata/window/\(i)")!, state: state))
        }
        func call(_ path: String, _ member: String, interface: String?) throws -> Result<DBusMessage, DBusError> {
            let message = DBusMessage.methodCall(destination: service.uniqueName, path: DBusObjectPath(path)!,
                                                 interface: interface, member: member)
            if member == "Add" { try message.append(Int32(2), Int32(3)) }
            var result: Result<DBusMessage, DBusError>?
            client.call(message, timeout: 5) { result = $0 }
            XCTAssertTrue(try fixture.run(until: { result != nil }))
            return try XCTUnwrap(result)
        }
        let before = service.registry.descendantScans
        for i in stride(from: 0, to: 500, by: 50) {
            XCTAssertEqual(try call("/org/strata/window/\(i)", "Add", interface: TestInterface.name).get().decode(Int32.self), 5)
        }
        XCTAssertEqual(service.registry.descendantScans, before, "calls to exported objects scanned the object list")

        // Browsing: a path with objects below it answers Introspect; one with none is unknown.
        let xml = try call("/org/strata/window", "Introspect", interface: "org.freedesktop.DBus.Introspectable").get()
            .decode(String.self)
        XCTAssertTrue(xml.contains("<node name=\"499\"/>"))
        XCTAssertGreaterThan(service.registry.descendantScans, before)
        switch try call("/org/strata/nothing", "Introspect", interface: "org.freedesktop.DBus.Introspectable") {
        case .success: XCTFail("a path with no objects must be unknown")
        case .failure(let error): XCTAssertEqual(error.name, DBusError.Name.unknownObject)
        }
    }

    /// The registry remembers the object the last call went to (a client calls its own
    /// window frame after frame); an object replaced or removed at that path must not
    /// get calls meant for what is there now.
    func testTheLastObjectCalledIsForgottenWhenReplacedOrRemoved() throws {
        let fixture = try BusFixture()
        let service = try fixture.connect()
        let client = try fixture.connect()
        let path = DBusObjectPath("/org/strata/window/1")
        var answeredBy: [String] = []
        func object(_ name: String) -> DBusObject {
            let interface = DBusInterface(TestInterface.description)
            interface.onMethod("Add") { call in
                answeredBy.append(name)
                let (a, b) = try call.decode(Int32.self, Int32.self)
                call.reply(a &+ b)
            }
            return DBusObject(path: path, interfaces: [interface])
        }
        func add(at target: DBusObjectPath = path, interface: String = TestInterface.name) throws -> Result<DBusMessage, DBusError> {
            let message = DBusMessage.methodCall(destination: service.uniqueName, path: target,
                                                 interface: interface, member: "Add")
            try message.append(Int32(2), Int32(3))
            var result: Result<DBusMessage, DBusError>?
            client.call(message, timeout: 5) { result = $0 }
            XCTAssertTrue(try fixture.run(until: { result != nil }))
            return try XCTUnwrap(result)
        }
        try service.export(object("first"))
        XCTAssertEqual(try add().get().decode(Int32.self), 5)
        XCTAssertEqual(try add().get().decode(Int32.self), 5)
        try service.unexport(path)
        switch try add() {
        case .success: XCTFail("a call to a removed object was answered")
        case .failure(let error): XCTAssertEqual(error.name, DBusError.Name.unknownObject)
        }
        try service.export(object("second"))
        XCTAssertEqual(try add().get().decode(Int32.self), 5)
        XCTAssertEqual(answeredBy, ["first", "first", "second"])

        // A call whose path differs from the remembered one only after its length.
        let other = DBusObjectPath("/org/strata/window/10")
        switch try add(at: other) {
        case .success: XCTFail("\(other) has no object")
        case .failure(let error): XCTAssertEqual(error.name, DBusError.Name.unknownObject)
        }
        // Interfaces are matched whole, not by prefix (the name is compared as libdbus's C string).
        for interface in ["org.strata.Test", "org.strata.Test1X"] {
            switch try add(interface: interface) {
            case .success: XCTFail("\(interface) is not implemented")
            case .failure(let error): XCTAssertEqual(error.name, DBusError.Name.unknownInterface)
            }
        }
        XCTAssertEqual(answeredBy, ["first", "first", "second"])
    }

    /// The registry also remembers the method the last call went to, by its interface and
    /// member names: a call to another method, to a name that only starts or ends like
    /// it, with other arguments, or without an interface must still be routed (or
    /// refused) as if nothing were remembered.
    func testTheLastMethodCalledIsMatchedByItsWholeNames() throws {
        let fixture = try BusFixture()
        let service = try fixture.connect()
        let client = try fixture.connect()
        let state = TestInterface.State()
        let path = DBusObjectPath("/org/strata/window/1")
        var exported: DBusObject? = TestInterface.makeObject(path: path, state: state)
        weak let remembered = exported
        try service.export(try XCTUnwrap(exported))
        exported = nil
        func call(_ member: String, interface: String? = TestInterface.name,
                  _ arguments: (DBusMessage) throws -> Void = { try $0.append(Int32(2), Int32(3)) }) throws
            -> Result<DBusMessage, DBusError> {
            let message = DBusMessage.methodCall(destination: service.uniqueName, path: path,
                                                 interface: interface, member: member)
            try arguments(message)
            var result: Result<DBusMessage, DBusError>?
            client.call(message, timeout: 5) { result = $0 }
            XCTAssertTrue(try fixture.run(until: { result != nil }))
            return try XCTUnwrap(result)
        }
        func refused(_ result: Result<DBusMessage, DBusError>, _ name: String, _ what: String) {
            switch result {
            case .success: XCTFail("\(what) was answered")
            case .failure(let error): XCTAssertEqual(error.name, name, what)
            }
        }
        XCTAssertEqual(try call("Add").get().decode(Int32.self), 5)
        XCTAssertEqual(try call("Add").get().decode(Int32.self), 5)
        for member in ["Ad", "AddX", "add"] {
            refused(try call(member), DBusError.Name.unknownMethod, member)
        }
        refused(try call("Add", { try $0.append(Int32(2)) }), DBusError.Name.invalidArgs, "Add with one argument")
        refused(try call("Add", interface: TestInterface.name + "X"), DBusError.Name.unknownInterface, "another interface")
        // Another method of the same interface, then back, then without naming the interface.
        XCTAssertEqual(try call("Echo", { try $0.append(DBusVariant(.string("hi"))) }).get().decode(DBusVariant.self),
                       DBusVariant(.string("hi")))
        XCTAssertEqual(try call("Add").get().decode(Int32.self), 5)
        XCTAssertEqual(try call("Add", interface: nil).get().decode(Int32.self), 5)
        // A standard interface's method on the same object after the remembered one.
        let xml = try call("Introspect", interface: "org.freedesktop.DBus.Introspectable", { _ in }).get().decode(String.self)
        XCTAssertTrue(xml.contains(TestInterface.name))
        XCTAssertEqual(try call("Add").get().decode(Int32.self), 5)
        // Once unexported, the object is not kept alive by what the registry remembers,
        // even when the last call went to another object.
        let other = DBusObjectPath("/org/strata/window/2")
        try service.export(TestInterface.makeObject(path: other, state: state))
        let message = DBusMessage.methodCall(destination: service.uniqueName, path: other,
                                             interface: "org.freedesktop.DBus.Introspectable", member: "Introspect")
        var introspected: Result<DBusMessage, DBusError>?
        client.call(message, timeout: 5) { introspected = $0 }
        XCTAssertTrue(try fixture.run(until: { introspected != nil }))
        try service.unexport(path)
        XCTAssertNil(remembered, "the registry keeps an unexported object alive")
    }
}
