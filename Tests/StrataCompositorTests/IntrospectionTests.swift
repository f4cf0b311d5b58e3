import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// What `gdbus introspect` shows of a running daemon is what `protocol/` declares.
final class IntrospectionTests: XCTestCase {
    private func introspect(_ fixture: DaemonFixture, _ path: DBusObjectPath) throws -> DBusIntrospection {
        let out = try Tools.run("gdbus", ["introspect", "--xml", "--address", fixture.bus.address,
                                          "--dest", StrataProtocol.busName, "--object-path", path.rawValue]) {
            try fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        XCTAssertTrue(out.succeeded, "\(out)")
        return try DBusIntrospection(xml: out.stdout)
    }

    /// The interfaces declared in a protocol XML file, parsed independently of the daemon.
    private func declared(_ name: String) throws -> DBusInterfaceDescription {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../protocol/StrataProtocol/xml/\(name).xml").standardized
        let parsed = try DBusIntrospection(xml: String(contentsOf: file, encoding: .utf8))
        return try XCTUnwrap(parsed.interface(named: name))
    }

    /// The properties' `EmitsChangedSignal` annotations (the specification's name) reach
    /// standard tools: busctl marks constant ones `const`, the others `emits-change`.
    func testBusctlSeesWhichPropertiesAreConstant() throws {
        let fixture = try DaemonFixture()
        let out = try Tools.run("busctl", ["--address=\(fixture.bus.address)", "introspect", StrataProtocol.busName,
                                           StrataProtocol.rootPath.rawValue, StrataProtocol.Interface.compositor]) {
            try fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        XCTAssertTrue(out.succeeded, "\(out)")
        func flags(_ property: String) -> String? {
            out.stdout.split(separator: "\n").first { $0.hasPrefix(".\(property) ") }?.split(separator: " ").last.map(String.init)
        }
        XCTAssertEqual(flags("Version"), "const", out.stdout)
        XCTAssertEqual(flags("ClientAddress"), "const", out.stdout)
        XCTAssertEqual(flags("Windows"), "emits-change", out.stdout)
        XCTAssertEqual(flags("KeyWindow"), "emits-change", out.stdout)
    }

    func testRootAndWindowMatchTheProtocolXML() throws {
        let fixture = try DaemonFixture()
        let client = try fixture.connect()
        let window = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 10, height: 10), show: false)

        let root = try introspect(fixture, StrataProtocol.rootPath)
        for name in [StrataProtocol.Interface.compositor, StrataProtocol.Interface.input, StrataProtocol.Interface.pasteboard] {
            XCTAssertEqual(root.interface(named: name), try declared(name), name)
        }
        for standard in ["org.freedesktop.DBus.Introspectable", "org.freedesktop.DBus.Properties",
                         "org.freedesktop.DBus.Peer", "org.freedesktop.DBus.ObjectManager"] {
            XCTAssertNotNil(root.interface(named: standard), standard)
        }
        XCTAssertEqual(Set(root.childNodes), ["output", "window"]) // output: org.strata.Output1, an addition to v1

        let windowXML = try introspect(fixture, window)
        XCTAssertEqual(windowXML.interface(named: StrataProtocol.Interface.window), try declared(StrataProtocol.Interface.window))
        XCTAssertNil(windowXML.interface(named: StrataProtocol.Interface.compositor))
        let commit = try XCTUnwrap(windowXML.interface(named: StrataProtocol.Interface.window)?.method(named: "Commit"))
        XCTAssertEqual(commit.annotations["org.freedesktop.DBus.Method.NoReply"], "true")
    }

    func testPropertiesReadableWithBusctl() throws {
        let fixture = try DaemonFixture(width: 320, height: 240)
        let out = try Tools.run("busctl", ["--address=\(fixture.bus.address)", "get-property", StrataProtocol.busName,
                                           StrataProtocol.rootPath.rawValue, StrataProtocol.Interface.compositor, "ScreenSize"])
        XCTAssertTrue(out.succeeded, "\(out)")
        XCTAssertEqual(out.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "(uu) 320 240")
    }
}
