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
}
