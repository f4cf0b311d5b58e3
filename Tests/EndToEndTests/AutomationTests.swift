import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// UI automation from outside (issue 17): a ClientKit app's view tree through the
/// daemon's org.strata.App1 relay, and `strata tree/find/tap --id/type/assert` driving
/// a real app on a real stratad through the real event path.
final class AutomationTests: XCTestCase {
    private var fixture: DaemonFixture!
    private var app: ProbeApp!

    override func setUpWithError() throws {
        fixture = try DaemonFixture(width: 400, height: 300)
        app = try ProbeApp("Auto", fixture: fixture, ["--frame", "50,40,300,200", "--color", "0000ff",
                                                        "--view", "submit:20,30,100,40:ff0000",
                                                        "--textfield", "login.name:20,100,200,30"])
        let observer = try fixture.connect()
        XCTAssertTrue(try waitUntil(timeout: 20, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            ((try? observer.dumpState("scene")) ?? "").contains(" buffer ")
        }, app.process.stderr)
    }

    override func tearDown() {
        app = nil
        fixture = nil
    }

    @discardableResult
    private func strata(_ arguments: [String], expectSuccess: Bool = true, file: StaticString = #filePath,
                        line: UInt = #line) throws -> Tools.Output {
        try fixture.strata(arguments, expectSuccess: expectSuccess, file: file, line: line)
    }

    func testTheTreeShowsTheViewsWithTheirFramesAndAccessibility() throws {
        let text = try strata(["tree"]).stdout
        XCTAssertTrue(text.contains("of Auto (pid \(app.process.process.pid))"), text)
        XCTAssertTrue(text.contains("<ProbeView ") && text.contains("frame (20 30; 100 40); id 'submit'"), text)
        XCTAssertTrue(text.contains("<UITextField ") && text.contains("id 'login.name'"), text)

        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try strata(["tree", "--json"]).stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(parsed.count, 1)
        let root = try XCTUnwrap(parsed[0]["root"] as? [String: Any])
        XCTAssertEqual(root["class"] as? String, "ProbeWindow")
        XCTAssertEqual(root["screenFrame"] as? [Double], [50, 40, 300, 200])
        let children = try XCTUnwrap(root["children"] as? [[String: Any]])
        let submit = try XCTUnwrap(children.first { $0["identifier"] as? String == "submit" })
        XCTAssertEqual(submit["frame"] as? [Double], [20, 30, 100, 40])
        XCTAssertEqual(submit["screenFrame"] as? [Double], [70, 70, 100, 40], "window origin + frame")
        XCTAssertEqual(submit["isElement"] as? Bool, false, "a plain view is not an element by default")
        let field = try XCTUnwrap(children.first { $0["class"] as? String == "UITextField" })
        XCTAssertEqual(field["isElement"] as? Bool, true)
    }

    func testFindTapTypeAndAssertDriveTheApp() throws {
        let found = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try strata(["find", "--id", "submit", "--json"]).stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?["screenFrame"] as? [Double], [70, 70, 100, 40])
        let none = try strata(["find", "--id", "nothing"], expectSuccess: false)
        XCTAssertEqual(none.termination, .exited(1))
        XCTAssertTrue(none.stderr.contains("no element matches --id nothing"), none.stderr)
        XCTAssertTrue(try strata(["find", "--class", "Probe", "--substring"]).stdout.contains("ProbeView"))

        // A tap on the element's centre through Input1: the app's view gets the touch there.
        try strata(["tap", "--id", "submit"])
        try app.waitFor("touchesEnded")
        let began = try XCTUnwrap(app.events("touchesBegan").last)
        XCTAssertEqual(began["view"] as? String, "submit")
        XCTAssertEqual(began["x"] as? Double, 50)
        XCTAssertEqual(began["y"] as? Double, 20)

        // Typing into the field by its identifier, then asserting on its value.
        try strata(["type", "--id", "login.name", "Ada"])
        try app.waitFor("editingChanged")
        XCTAssertEqual(app.events("editingChanged").last?["text"] as? String, "Ada")
        try strata(["assert", "--id", "login.name", "--value", "Ada"])
        let wrong = try strata(["assert", "--id", "login.name", "--value", "Bob"], expectSuccess: false)
        XCTAssertEqual(wrong.termination, .exited(1))
        XCTAssertTrue(wrong.stderr.contains("value is 'Ada', not 'Bob'"), wrong.stderr)
        // Waiting for an element: found at once, or a clear timeout.
        XCTAssertTrue(try strata(["wait", "--id", "login.name", "--timeout", "5"]).stdout.hasPrefix("v"))
        let missing = try strata(["wait", "--label", "Welcome", "--timeout", "0.3"], expectSuccess: false)
        XCTAssertEqual(missing.termination, .exited(1))
        XCTAssertTrue(missing.stderr.contains("no visible element matching --label Welcome after 0.3 s"), missing.stderr)
        let notText = try strata(["type", "--id", "submit", "x"], expectSuccess: false)
        XCTAssertTrue(notText.stderr.contains("not a text field or text view"), notText.stderr)
    }

    func testTheRelayIsPrivilegedAndChecksItsInput() throws {
        // A window's App1 is reached on the bus only through the daemon; bad options are refused.
        let tool = try fixture.connect()
        let window = try XCTUnwrap(try tool.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                                     as: [DBusObjectPath].self).first)
        func call(_ member: String, _ build: (DBusMessage) throws -> Void) throws -> DBusMessage {
            let m = DBusMessage.methodCall(destination: StrataProtocol.busName, path: window, interface: StrataProtocol.Interface.app, member: member)
            try build(m)
            return try tool.connection.call(m, timeout: 10)
        }
        XCTAssertThrowsError(try call("Find") { try $0.append(["bogus": DBusVariant(.string("x"))]) }) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, "\(error)")
        }
        XCTAssertThrowsError(try call("Activate") { try $0.append("v0") }) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs, "\(error)")
        }
        XCTAssertFalse(try call("Activate") { try $0.append(try self.elementID("submit")) }.decode(Bool.self),
                       "a plain view declines activation, as UIKit's default")
        // Under an allowlist, a stranger is refused.
        let locked = try DaemonFixture(width: 100, height: 100, config: "allow /nonexistent/strata-tool\n")
        let lockedApp = try ProbeApp("Locked", fixture: locked, ["--frame", "0,0,50,50"])
        let observer = try locked.connect()
        XCTAssertTrue(try waitUntil(timeout: 20, pump: { try locked.loop.runOnce(timeoutMilliseconds: 10) }) {
            ((try? observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows", as: [DBusObjectPath].self)) ?? []).count == 1
        }, lockedApp.process.stderr)
        let out = try Tools.run(Tools.executable("strata"), ["tree", "--bus", locked.bus.address], timeout: 30) {
            try locked.loop.runOnce(timeoutMilliseconds: 10)
        }
        XCTAssertFalse(out.succeeded)
        XCTAssertTrue(out.stderr.contains("AccessDenied"), out.stderr)
    }

    private func elementID(_ identifier: String) throws -> String {
        let found = try JSONSerialization.jsonObject(with: Data(try strata(["find", "--id", identifier, "--json"]).stdout.utf8)) as? [[String: Any]]
        return try XCTUnwrap(found?.first?["id"] as? String)
    }
}
