import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// `App1.WatchTree` / `TreeChanged` (protocol version 5, issue 17): a tool hears when an
/// app's views change instead of polling; the app is asked to send them only while
/// someone watches; the daemon passes on only what is about the sender's own window.
final class TreeChangedTests: XCTestCase {
    private var fixture: DaemonFixture!
    private var app: ProbeApp!
    private var window: DBusObjectPath!

    override func setUpWithError() throws {
        fixture = try DaemonFixture(width: 400, height: 300)
        app = try ProbeApp("Watched", fixture: fixture, ["--frame", "50,40,300,200", "--color", "0000ff",
                                                           "--textfield", "login.name:20,100,200,30"])
        let observer = try fixture.connect()
        XCTAssertTrue(try waitUntil(timeout: 20, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            ((try? observer.dumpState("scene")) ?? "").contains(" buffer ")
        }, app.process.stderr)
        window = try XCTUnwrap(try observer.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                                     as: [DBusObjectPath].self).first)
    }

    override func tearDown() {
        app = nil
        fixture = nil
    }

    /// A bus client that collects the TreeChanged signals sent to it.
    private final class Watcher {
        let client: TestClient
        var heard: [DBusObjectPath] = []

        init(_ fixture: DaemonFixture) throws {
            client = try fixture.connect()
            try client.connection.subscribe(DBusMatchRule(interface: StrataProtocol.Interface.app, member: "TreeChanged"),
                                            addToBus: false) { [unowned self] message in
                if let path = try? message.decode(DBusObjectPath.self), message.path == path { self.heard.append(path) }
            }
        }

        func call(_ window: DBusObjectPath, _ member: String, _ options: [String: DBusVariant] = [:]) throws {
            try client.call(window, StrataProtocol.Interface.app, member) { try $0.append(options) }
        }
    }

    private var traced: Int {
        app.process.stderr.split(separator: "\n").filter { $0.hasPrefix("clientkit-tree-changed") }.count
    }

    private func type(_ text: String) throws {
        try fixture.strata(["type", "--id", "login.name", text])
        try app.waitUntil("the field shows \(text)") { app.events("editingChanged").last?["text"] as? String == text }
    }

    func testWatchersHearChangesAndTheAppSendsThemOnlyWhileWatched() throws {
        let watcher = try Watcher(fixture)
        try type("Ann")
        try fixture.settle(0.3)
        XCTAssertEqual(traced, 0, "nobody watches: the app sends nothing")
        XCTAssertEqual(watcher.heard, [])

        try watcher.call(window, "WatchTree")
        try watcher.call(window, "WatchTree") // twice changes nothing
        try type("Ada")
        XCTAssertTrue(try fixture.run(until: { !watcher.heard.isEmpty }), fixture.log)
        XCTAssertEqual(Set(watcher.heard), [window])
        // The signal comes after the change: the tree already says so.
        let tree = try watcher.client.call(window, StrataProtocol.Interface.app, "GetTree") { try $0.append([String: DBusVariant]()) }
        XCTAssertTrue(try tree.decode(String.self).contains("\"Ada\""))
        XCTAssertGreaterThan(traced, 0)
        try fixture.settle(0.3)
        XCTAssertLessThanOrEqual(watcher.heard.count, traced, "at most one per TreeChanged the app sent")

        // A second watcher, then the first stops: only the second hears.
        let second = try Watcher(fixture)
        try second.call(window, "WatchTree")
        try watcher.call(window, "StopWatchingTree")
        let heardBefore = watcher.heard.count
        try type("Ava")
        XCTAssertTrue(try fixture.run(until: { !second.heard.isEmpty }), fixture.log)
        try fixture.settle(0.2)
        XCTAssertEqual(watcher.heard.count, heardBefore, "a watcher that stopped hears nothing")

        // The last watcher goes away without a word: the app is told to stop.
        second.client.connection.close()
        XCTAssertTrue(try fixture.run(until: { self.fixture.log.contains("stopped watching window") }), fixture.log)
        try fixture.settle(0.2)
        let sent = traced
        try type("Amy")
        try fixture.settle(0.3)
        XCTAssertEqual(traced, sent, "nobody watches any more: the app sends nothing")
    }

    func testStrataWatchTreePrintsAChange() throws {
        let watch = try Tools.Background(Tools.executable("strata"), ["watch", "--tree", "--json", "--count", "1", "--bus", fixture.bus.address])
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) {
            watch.stderr.contains("watching")
        }, watch.stderr)
        try type("Ada")
        XCTAssertTrue(try waitUntil(timeout: 10, pump: { try fixture.loop.runOnce(timeoutMilliseconds: 10) }) { !watch.process.isRunning })
        let out = watch.finish()
        XCTAssertEqual(out.termination, .exited(0), out.stderr)
        let line = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any], out.stdout)
        XCTAssertEqual(line["event"] as? String, "tree-changed")
        XCTAssertEqual(line["window"] as? Int, StrataProtocol.windowNumber(of: window).map(Int.init))
        XCTAssertEqual(line["appId"] as? String, "Watched")
    }

    func testTreeWatchingIsPrivilegedAndLiesAreDropped() throws {
        let watcher = try Watcher(fixture)
        try watcher.call(window, "WatchTree")
        XCTAssertThrowsError(try watcher.call(window, "WatchTree", ["window": DBusVariant(.objectPath("/org/strata/Compositor1/window/999"))])) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.invalidArgs, "\($0)")
        }
        XCTAssertThrowsError(try watcher.call(window, "WatchTree", ["bogus": DBusVariant(.string("x"))])) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.invalidArgs, "\($0)")
        }

        // Another client on a private connection says the app's window changed, and
        // sends garbage: neither reaches the watcher, and the daemon carries on.
        let liar = try fixture.connectPrivately()
        let own = try liar.presentWindow(title: "liar", WindowGeometry(x: 0, y: 0, width: 20, height: 20), color: 0xFFFF_0000).0
        try watcher.call(own, "WatchTree")
        for build: (DBusMessage) throws -> Void in [{ try $0.append(self.window!) }, { try $0.append("not a path") }, { _ in }] {
            let lie = DBusMessage.signal(path: StrataProtocol.appPath, interface: StrataProtocol.Interface.app, member: "TreeChanged")
            try build(lie)
            try liar.connection.send(lie)
        }
        // From another path, about its own window: not App1's object, dropped too.
        let elsewhere = DBusMessage.signal(path: "/somewhere", interface: StrataProtocol.Interface.app, member: "TreeChanged")
        try elsewhere.append(own)
        try liar.connection.send(elsewhere)
        try fixture.settle(0.3)
        XCTAssertEqual(watcher.heard, [], "only a window's owner speaks for it")
        // Its own window, from App1's path: passed on (the owner may say so).
        let truth = DBusMessage.signal(path: StrataProtocol.appPath, interface: StrataProtocol.Interface.app, member: "TreeChanged")
        try truth.append(own)
        try liar.connection.send(truth)
        XCTAssertTrue(try fixture.run(until: { watcher.heard == [own] }), "\(watcher.heard)")
        // A flood is coalesced to about one per refresh interval.
        for _ in 0..<200 {
            let again = DBusMessage.signal(path: StrataProtocol.appPath, interface: StrataProtocol.Interface.app, member: "TreeChanged")
            try again.append(own)
            try liar.connection.send(again)
        }
        try fixture.settle(0.3)
        XCTAssertLessThan(watcher.heard.count, 40, "\(watcher.heard.count) of 201 passed on")
        XCTAssertGreaterThanOrEqual(watcher.heard.count, 2, "the last change is never lost")
        XCTAssertNoThrow(try watcher.client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Version", as: UInt32.self))

        // Under an allowlist, a stranger may not watch.
        let locked = try DaemonFixture(width: 100, height: 100, config: "allow /nonexistent/strata-tool\n")
        let stranger = try locked.connect()
        let lockedWindow = try stranger.presentWindow(title: "w", WindowGeometry(x: 0, y: 0, width: 20, height: 20), color: 0xFF00_FF00).0
        XCTAssertThrowsError(try stranger.call(lockedWindow, StrataProtocol.Interface.app, "WatchTree") { try $0.append([String: DBusVariant]()) }) {
            XCTAssertEqual(($0 as? DBusError)?.name, DBusError.Name.accessDenied, "\($0)")
        }
    }
}
