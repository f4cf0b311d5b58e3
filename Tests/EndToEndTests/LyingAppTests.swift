import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// An app that lies in its view tree (issue 17): it serves org.strata.App1 itself and
/// answers GetTree and Find with garbage — not JSON, nesting 100,000 deep, wrong types,
/// frames at infinity, 8 MB of text. `strata tree/find/tap/wait` fail with a clear
/// message or show what makes sense, never crash; the daemon relays and carries on.
final class LyingAppTests: XCTestCase {
    private var fixture: DaemonFixture!
    private var liar: TestClient!
    private var answer = ""

    override func setUpWithError() throws {
        fixture = try DaemonFixture(width: 200, height: 200)
        liar = try fixture.connectPrivately()
        _ = try liar.presentWindow(title: "liar", WindowGeometry(x: 0, y: 0, width: 50, height: 50), color: 0xFFFF_0000)
        let description = try XCTUnwrap(StrataProtocol.interfaces[StrataProtocol.Interface.app])
        let interface = DBusInterface(description)
        for member in ["GetTree", "Find"] {
            interface.onMethod(member) { [unowned self] call in call.reply(self.answer) }
        }
        try liar.connection.export(DBusObject(path: StrataProtocol.appPath, interfaces: [interface]))
    }

    override func tearDown() {
        liar = nil
        fixture = nil
    }

    private func strata(_ arguments: [String]) throws -> Tools.Output {
        let out = try fixture.strata(arguments, expectSuccess: false)
        if case .signalled(let signal)? = out.termination { XCTFail("strata \(arguments) crashed (signal \(signal)): \(out)") }
        return out
    }

    private func daemonStillServes() throws {
        let observer = try fixture.connect()
        XCTAssertEqual(try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Version", as: UInt32.self),
                       StrataProtocol.version, fixture.log)
    }

    func testGarbageIsAClearFailure() throws {
        for garbage in ["not json {{{", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                        String(repeating: "{\"children\":[", count: 20_000)] {
            answer = garbage
            for command in [["tree"], ["tree", "--json"], ["find", "--id", "x"], ["tap", "--id", "x"]] {
                let out = try strata(command)
                XCTAssertEqual(out.termination, .exited(1), "\(command): \(out)")
                XCTAssertTrue(out.stderr.contains("not valid JSON") || out.stderr.contains("no element matches"), "\(command): \(out.stderr)")
            }
        }
        try daemonStillServes()
    }

    func testWrongShapesAreIgnoredOrRefused() throws {
        answer = #"{"app": 5, "pid": "x", "windows": "none"}"#
        XCTAssertEqual(try strata(["tree"]).termination, .exited(0), "a tree with no windows prints none")
        answer = #"{"app": "a", "pid": 1, "windows": [{"class": 7, "frame": "wide", "children": [5, null, {"children": {}}]}]}"#
        let tree = try strata(["tree"])
        XCTAssertEqual(tree.termination, .exited(0), tree.stderr)
        answer = #"[{"id": 5, "screenFrame": "here"}]"#
        let noFrame = try strata(["tap", "--class", "X"])
        XCTAssertEqual(noFrame.termination, .exited(1))
        XCTAssertTrue(noFrame.stderr.contains("no usable screen frame"), noFrame.stderr)
        answer = #"[{"id": "v1", "screenFrame": [1e308, -1e308, 1e308, 1e308]}]"#
        let far = try strata(["tap", "--class", "X"])
        XCTAssertEqual(far.termination, .exited(1))
        XCTAssertTrue(far.stderr.contains("no usable screen frame"), far.stderr)
        answer = #"[{"id": "v1", "screenFrame": [10, 10, 20, 20]}]"#
        XCTAssertEqual(try strata(["tap", "--class", "X"]).termination, .exited(0), "a sane answer still works")
        try daemonStillServes()
    }

    func testAHugeAnswerIsBounded() throws {
        answer = "[" + String(repeating: "\"\(String(repeating: "x", count: 1000))\",", count: 8_000) + "1]"
        let out = try strata(["find", "--id", "x"])
        XCTAssertEqual(out.termination, .exited(1), "8 MB of strings is no element: \(out.stderr.prefix(300))")
        try daemonStillServes()
    }
}
