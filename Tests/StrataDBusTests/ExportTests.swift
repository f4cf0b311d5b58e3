import Foundation
import StrataDBus
import StrataSystem
import StrataTestSupport
import XCTest

/// Objects exported by the wrapper, seen by independent implementations:
/// `gdbus introspect`, `gdbus call`, `gdbus monitor` and a dbus-python client.
final class ExportTests: XCTestCase {
    private var fixture: BusFixture!
    private var service: DBusConnection!
    private var state = TestInterface.State()
    private let busName = "org.strata.ExportTest"

    /// Adds `Trigger()` to the test interface: bumps `Count` (PropertiesChanged) and
    /// exports a new object under the manager (InterfacesAdded).
    private static let triggerable: DBusInterfaceDescription = {
        var d = TestInterface.description
        d.methods.append(DBusMethodDescription(name: "Trigger"))
        return d
    }()

    override func setUpWithError() throws {
        fixture = try BusFixture()
        service = try fixture.connect()
        XCTAssertEqual(try service.requestName(busName), .primaryOwner)
        state = TestInterface.State()
        let interface = TestInterface.makeInterface(Self.triggerable, state: state)
        interface.onMethod("Trigger") { [unowned self] call in
            self.state.count += 1
            try self.service.emitPropertiesChanged(path: "/org/strata/Test1", interface: TestInterface.name, changed: ["Count"])
            try self.service.export(DBusObject(path: "/org/strata/Extra", interfaces: [DBusInterface(TestInterface.description)]))
            call.reply()
        }
        service.exportObjectManager(at: "/org/strata")
        try service.export(DBusObject(path: "/org/strata/Test1", interfaces: [interface]))
    }

    override func tearDown() {
        service = nil
        fixture = nil
    }

    private func gdbus(_ arguments: [String]) throws -> Tools.Output {
        try fixture.runTool("gdbus", arguments)
    }

    func testGdbusIntrospectSeesTheDeclaredInterface() throws {
        let out = try gdbus(["introspect", "--address", fixture.bus.address, "--dest", busName,
                             "--object-path", "/org/strata/Test1", "--xml"])
        XCTAssertTrue(out.succeeded, "\(out)")
        let parsed = try DBusIntrospection(xml: out.stdout)
        XCTAssertEqual(parsed.interface(named: TestInterface.name), Self.triggerable)
        for standard in ["org.freedesktop.DBus.Introspectable", "org.freedesktop.DBus.Properties", "org.freedesktop.DBus.Peer"] {
            XCTAssertNotNil(parsed.interface(named: standard), "missing \(standard)")
        }
        let fire = try XCTUnwrap(parsed.interface(named: TestInterface.name)?.method(named: "Fire"))
        XCTAssertEqual(fire.annotations["org.freedesktop.DBus.Method.NoReply"], "true")
    }

    func testIntrospectionOfParentPathsListsChildren() throws {
        let root = try gdbus(["introspect", "--address", fixture.bus.address, "--dest", busName, "--object-path", "/", "--xml"])
        XCTAssertTrue(root.succeeded, "\(root)")
        XCTAssertEqual(try DBusIntrospection(xml: root.stdout).childNodes, ["org"])
        let manager = try gdbus(["introspect", "--address", fixture.bus.address, "--dest", busName,
                                 "--object-path", "/org/strata", "--xml"])
        let parsed = try DBusIntrospection(xml: manager.stdout)
        XCTAssertEqual(parsed.childNodes, ["Test1"])
        XCTAssertNotNil(parsed.interface(named: "org.freedesktop.DBus.ObjectManager"))
    }

    func testGdbusCallsMethodsAndProperties() throws {
        let add = try gdbus(["call", "--address", fixture.bus.address, "--dest", busName, "--object-path", "/org/strata/Test1",
                             "--method", "org.strata.Test1.Add", "7", "8"])
        XCTAssertTrue(add.succeeded, "\(add)")
        XCTAssertEqual(add.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "(15,)")

        // gdbus checks argument types against our introspection data before sending.
        let bad = try gdbus(["call", "--address", fixture.bus.address, "--dest", busName, "--object-path", "/org/strata/Test1",
                             "--method", "org.strata.Test1.Add", "'seven'", "'eight'"])
        XCTAssertFalse(bad.succeeded)
        XCTAssertTrue(bad.stderr.contains("can not parse as value of type 'i'"), bad.stderr)

        let get = try gdbus(["call", "--address", fixture.bus.address, "--dest", busName, "--object-path", "/org/strata/Test1",
                             "--method", "org.freedesktop.DBus.Properties.Get", "org.strata.Test1", "Name"])
        XCTAssertEqual(get.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "(<'initial'>,)")

        let readOnly = try gdbus(["call", "--address", fixture.bus.address, "--dest", busName, "--object-path", "/org/strata/Test1",
                                  "--method", "org.freedesktop.DBus.Properties.Set", "org.strata.Test1", "Count", "<uint32 3>"])
        XCTAssertTrue(readOnly.stderr.contains("org.freedesktop.DBus.Error.PropertyReadOnly"), "\(readOnly)")

        let ping = try gdbus(["call", "--address", fixture.bus.address, "--dest", busName, "--object-path", "/org/strata/Test1",
                              "--method", "org.freedesktop.DBus.Peer.Ping"])
        XCTAssertTrue(ping.succeeded, "\(ping)")
    }

    func testGdbusMonitorSeesPropertiesChangedAndInterfacesAdded() throws {
        let monitor = try Tools.Background("gdbus", ["monitor", "--address", fixture.bus.address, "--dest", busName])
        // gdbus prints the owner once its match rules are in place.
        XCTAssertTrue(try waitUntil(pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            monitor.stdout.contains("is owned by")
        }, monitor.stdout + monitor.stderr)
        let client = try fixture.connect()
        let trigger = DBusMessage.methodCall(destination: busName, path: "/org/strata/Test1", interface: TestInterface.name,
                                             member: "Trigger")
        var done = false
        client.call(trigger) { _ in done = true }
        XCTAssertTrue(try waitUntil(pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            done && monitor.stdout.contains("InterfacesAdded") && monitor.stdout.contains("PropertiesChanged")
        }, monitor.stdout)
        let out = monitor.finish().stdout
        XCTAssertTrue(out.contains("'Count': <uint32 1>"), out)
        XCTAssertTrue(out.contains("/org/strata/Extra"), out)
    }

    func testPythonClient() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("python/client.py").path
        let out = try fixture.runTool(Tools.systemPython, [script, fixture.bus.address, busName], timeout: 60)
        XCTAssertTrue(out.succeeded, "\(out)")
        let lines = out.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        func value(_ key: String) -> Any? { lines.first { $0[key] != nil }?[key] }
        XCTAssertEqual(value("add") as? Int, 42)
        XCTAssertEqual(value("echo") as? String, "hi")
        XCTAssertEqual(value("invalid_args") as? String, DBusError.Name.invalidArgs)
        XCTAssertEqual(value("count") as? Int, 0)
        XCTAssertEqual(value("name") as? String, "from python")
        XCTAssertEqual(value("all") as? [String], ["Count", "Name"])
        XCTAssertEqual(value("managed") as? [String], ["/org/strata/Test1"])
        XCTAssertEqual((value("changed") as? [String: Any])?["Count"] as? Int, 1)
        let added = value("added") as? [Any]
        XCTAssertEqual(added?.first as? String, "/org/strata/Extra")
        XCTAssertTrue((added?.last as? [String])?.contains(TestInterface.name) == true, "\(String(describing: added))")
        XCTAssertEqual(state.name, "from python")
    }
}
