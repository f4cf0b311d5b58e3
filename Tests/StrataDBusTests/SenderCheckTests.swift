import Foundation
import StrataDBus
import StrataSystem
import XCTest

/// Any connection can send a signal to another by destination, whatever match rules
/// say; a subscription that names a sender must still only see that sender's signals.
final class SenderCheckTests: XCTestCase {
    private var fixture: BusFixture!

    override func setUpWithError() throws { fixture = try BusFixture() }
    override func tearDown() { fixture = nil }

    /// A signal that claims to be the bus's, unicast by an ordinary client.
    private func forge(_ from: DBusConnection, to destination: String?, path: DBusObjectPath = "/org/freedesktop/DBus",
                       interface: String = "org.freedesktop.DBus", member: String = "NameOwnerChanged",
                       _ values: String...) throws {
        let message = DBusMessage.signal(path: path, interface: interface, member: member)
        message.destination = destination
        try message.appendValues(values.map { .string($0) })
        try from.send(message)
    }

    func testForgedNameOwnerChangedIsIgnored() throws {
        let watcher = try fixture.connect()
        let victim = try fixture.connect()
        let attacker = try fixture.connect()
        var changes: [(String, String, String)] = []
        try watcher.watchNameOwner(nil) { changes.append(($0, $1, $2)) }
        let victimName = try XCTUnwrap(victim.uniqueName)
        // Unicast and broadcast forgeries: neither may look like the bus speaking.
        try forge(attacker, to: watcher.uniqueName, victimName, victimName, "")
        try forge(attacker, to: nil, victimName, victimName, "")
        try fixture.run(until: { false }, timeout: 0.3)
        XCTAssertTrue(changes.isEmpty, "a forged NameOwnerChanged got through: \(changes)")

        // The real one still arrives.
        victim.close()
        XCTAssertTrue(try fixture.run(until: { changes.contains { $0.0 == victimName && $0.2.isEmpty } }))
    }

    func testWellKnownSenderMatchesOnlyItsCurrentOwner() throws {
        let service = try fixture.connect()
        XCTAssertEqual(try service.requestName("org.strata.Sender1"), .primaryOwner)
        let listener = try fixture.connect()
        let attacker = try fixture.connect()
        var seen: [String] = []
        try listener.subscribe(DBusMatchRule(sender: "org.strata.Sender1", interface: "org.strata.Sender1", member: "Hi")) {
            seen.append($0.sender ?? "?")
        }
        try forge(attacker, to: listener.uniqueName, path: "/", interface: "org.strata.Sender1", member: "Hi", "forged")
        try forge(service, to: listener.uniqueName, path: "/", interface: "org.strata.Sender1", member: "Hi", "real")
        XCTAssertTrue(try fixture.run(until: { !seen.isEmpty }))
        try fixture.run(until: { false }, timeout: 0.2)
        XCTAssertEqual(seen, [service.uniqueName!])

        // The name moves to another connection: its signals count from then on, the old owner's not.
        let successor = try fixture.connect()
        XCTAssertEqual(try successor.requestName("org.strata.Sender1", flags: [.doNotQueue, .replaceExisting]), .exists)
        try service.releaseName("org.strata.Sender1")
        XCTAssertEqual(try successor.requestName("org.strata.Sender1"), .primaryOwner)
        try fixture.run(until: { false }, timeout: 0.3) // NameOwnerChanged reaches the listener
        seen.removeAll()
        try forge(service, to: listener.uniqueName, path: "/", interface: "org.strata.Sender1", member: "Hi", "old")
        try forge(successor, to: listener.uniqueName, path: "/", interface: "org.strata.Sender1", member: "Hi", "new")
        XCTAssertTrue(try fixture.run(until: { !seen.isEmpty }))
        try fixture.run(until: { false }, timeout: 0.2)
        XCTAssertEqual(seen, [successor.uniqueName!])
    }
}
