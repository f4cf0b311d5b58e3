import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// A running demo's view tree read from outside with the standard tool and with
/// `strata tree` (issue 17): `busctl call … org.strata.App1 GetTree` on the window
/// object, and the indented text a person reads.
final class DemoTreeTests: XCTestCase {
    func testTheFormDemosTreeThroughBusctlAndStrataTree() throws {
        let demo = try DemoDriving("demo-form", [], fixture: try DaemonFixture(width: 1280, height: 400))
        defer { demo.stop() }
        let window = try XCTUnwrap(try demo.observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                                              as: [DBusObjectPath].self).first)
        let out = try Tools.run("busctl", ["--address=\(demo.fixture.bus.address)", "--json=short", "call", StrataProtocol.busName,
                                           window.rawValue, StrataProtocol.Interface.app, "GetTree", "a{sv}", "0"], pump: demo.pump)
        XCTAssertTrue(out.succeeded, "\(out)")
        let reply = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any], out.stdout)
        XCTAssertEqual(reply["type"] as? String, "s")
        let text = try XCTUnwrap((reply["data"] as? [Any])?.first as? String)
        let tree = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(tree["app"] as? String, "demo-form")
        let root = try XCTUnwrap((tree["windows"] as? [[String: Any]])?.first)
        XCTAssertEqual(root["screenFrame"] as? [Double], [830, 60, 420, 280])
        var found: [String: [String: Any]] = [:]
        func collect(_ node: [String: Any]) {
            if let id = node["identifier"] as? String { found[id] = node }
            for child in node["children"] as? [[String: Any]] ?? [] { collect(child) }
        }
        collect(root)
        XCTAssertEqual(found["heading"]?["label"] as? String, "Say hello")
        XCTAssertEqual(found["heading"]?["elementType"] as? String, "staticText")
        XCTAssertEqual(found["greet"]?["elementType"] as? String, "button")
        XCTAssertEqual(found["greet"]?["traits"] as? [String], ["button"])
        XCTAssertEqual(found["name"]?["value"] as? String, "Your name")
        XCTAssertEqual(found["name"]?["viewController"] as? String, nil)
        XCTAssertEqual(root["children"].flatMap { ($0 as? [[String: Any]])?.first?["viewController"] as? String }, "FormController",
                       "the root view names its view controller")

        let printed = try demo.fixture.strata(["tree", "1"]).stdout
        XCTAssertTrue(printed.hasPrefix("window 1 of demo-form (pid \(demo.app.process.pid)):"), printed)
        XCTAssertTrue(printed.contains("<UIButton ") && printed.contains("id 'greet'; label 'Greet'"), printed)
        XCTAssertTrue(printed.contains("controller FormController"), printed)
        XCTAssertTrue(printed.split(separator: "\n").contains { $0.hasPrefix("   |    | ") }, "nested views are indented: \(printed)")
    }
}
