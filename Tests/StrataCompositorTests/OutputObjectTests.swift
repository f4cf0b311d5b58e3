import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// Outputs on the bus: one `org.strata.Output1` object per output, listed by the
/// ObjectManager, introspected as `protocol/` declares, readable with busctl.
final class OutputObjectTests: XCTestCase {
    func testTheHeadlessOutputIsOnTheBus() throws {
        let fixture = try DaemonFixture(width: 320, height: 240, refresh: 50)
        let client = try fixture.connect()
        let path = StrataProtocol.outputPath(1)
        XCTAssertEqual(path.rawValue, "/org/strata/Compositor1/output/1")
        let output = StrataProtocol.Interface.output
        XCTAssertEqual(try client.property(path, output, "Name", as: String.self), "HEADLESS-1")
        XCTAssertEqual(try client.property(path, output, "Backend", as: String.self), "headless")
        XCTAssertEqual(try client.property(path, output, "RefreshRate", as: Double.self), 50)
        let size = try client.property(path, output, "Size", as: DBusStruct<UInt32, UInt32>.self)
        XCTAssertEqual([size.fields.0, size.fields.1], [320, 240])

        let managed = try client.call(StrataProtocol.rootPath, "org.freedesktop.DBus.ObjectManager", "GetManagedObjects")
            .decode([DBusObjectPath: [String: [String: DBusVariant]]].self)
        XCTAssertNotNil(managed[path]?[output], "GetManagedObjects lists \(managed.keys.sorted { $0.rawValue < $1.rawValue })")

        let busctl = try Tools.run("busctl", ["--address=\(fixture.bus.address)", "get-property", StrataProtocol.busName,
                                              path.rawValue, output, "Size"])
        XCTAssertEqual(busctl.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "(uu) 320 240", "\(busctl)")
    }

    func testAPrivateConnectionSeesTheOutputToo() throws {
        let fixture = try DaemonFixture(width: 200, height: 100)
        let client = try fixture.connectPrivately()
        let size = try client.property(StrataProtocol.outputPath(1), StrataProtocol.Interface.output, "Size",
                                       as: DBusStruct<UInt32, UInt32>.self)
        XCTAssertEqual([size.fields.0, size.fields.1], [200, 100])
    }

    func testTheOutputMatchesTheProtocolXML() throws {
        let fixture = try DaemonFixture()
        let out = try Tools.run("gdbus", ["introspect", "--xml", "--address", fixture.bus.address, "--dest", StrataProtocol.busName,
                                          "--object-path", StrataProtocol.outputPath(1).rawValue]) {
            try fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        XCTAssertTrue(out.succeeded, "\(out)")
        let served = try DBusIntrospection(xml: out.stdout)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../protocol/StrataProtocol/xml/org.strata.Output1.xml").standardized
        let declared = try DBusIntrospection(xml: String(contentsOf: file, encoding: .utf8))
        XCTAssertEqual(served.interface(named: StrataProtocol.Interface.output),
                       declared.interface(named: StrataProtocol.Interface.output))
    }
}
