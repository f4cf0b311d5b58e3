import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// The shared pasteboard (`org.strata.Pasteboard1`, protocol version 6) against a real
/// `stratad`: copy in one app, paste in another, every change announced, every bad
/// call refused by name while the pasteboard keeps what it had.
final class PasteboardTests: XCTestCase {
    private typealias Items = [[String: [UInt8]]]
    private let text = "public.utf8-plain-text"

    private func set(_ client: TestClient, _ items: Items) throws -> UInt32 {
        try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "SetItems") { try $0.append(items) }
            .decode(UInt32.self)
    }

    private func get(_ client: TestClient, _ types: [String] = []) throws -> (UInt32, Items) {
        try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "GetItems") { try $0.append(types) }
            .decode(UInt32.self, Items.self)
    }

    private func expectError(_ name: String, _ mentioning: String, file: StaticString = #filePath, line: UInt = #line,
                             _ body: () throws -> Void) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            let error = error as? DBusError
            XCTAssertEqual(error?.name, name, "\(String(describing: error))", file: file, line: line)
            XCTAssertTrue(error?.message.contains(mentioning) == true, "\(String(describing: error))", file: file, line: line)
        }
    }

    func testOneAppCopiesAndAnotherPastesAndHearsTheChange() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let copier = try fixture.connectPrivately()
        let paster = try fixture.connectPrivately()
        XCTAssertEqual(try copier.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Version",
                                           as: UInt32.self), 6)
        let empty = try get(paster)
        XCTAssertEqual(empty.0, 0)
        XCTAssertEqual(empty.1, [])

        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0, 255, 0, 7]
        let count = try set(copier, [[text: Array("héllo".utf8), "public.png": png], ["public.url": Array("https://x.org/".utf8)]])
        XCTAssertEqual(count, 1)
        let all = try get(paster)
        XCTAssertEqual(all.0, 1)
        XCTAssertEqual(all.1, [[text: Array("héllo".utf8), "public.png": png], ["public.url": Array("https://x.org/".utf8)]])
        // Only the wanted types; an item with none keeps its place.
        let texts = try get(paster, [text])
        XCTAssertEqual(texts.1, [[text: Array("héllo".utf8)], [:]])
        XCTAssertEqual(try paster.property(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "Types",
                                           as: [[String]].self), [["public.png", text], ["public.url"]])

        // The other app heard it, with the count and the types.
        XCTAssertTrue(try fixture.run(until: {
            paster.propertyChanges.contains { $0.1 == StrataProtocol.Interface.pasteboard }
        }), fixture.log)
        let change = try XCTUnwrap(paster.propertyChanges.last { $0.1 == StrataProtocol.Interface.pasteboard })
        XCTAssertEqual(change.0, StrataProtocol.rootPath)
        XCTAssertEqual(try change.2["ChangeCount"]?.decode(as: UInt32.self), 1)
        XCTAssertEqual(try change.2["Types"]?.decode(as: [[String]].self), [["public.png", text], ["public.url"]])

        // Clearing is a change too.
        XCTAssertEqual(try set(paster, []), 2)
        XCTAssertEqual(try get(copier).1, [])
        XCTAssertEqual(try copier.property(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "ChangeCount",
                                           as: UInt32.self), 2)
    }

    func testBadItemsAreRefusedByNameAndThePasteboardKeepsWhatItHad() throws {
        let fixture = try DaemonFixture(width: 64, height: 48, config: "max-pasteboard-bytes 1000\n")
        let client = try fixture.connectPrivately()
        XCTAssertEqual(try set(client, [[text: Array("kept".utf8)]]), 1)

        expectError(StrataError.limitsExceeded, "max-pasteboard-bytes") {
            _ = try set(client, [[text: [UInt8](repeating: 65, count: 600)], ["b": [UInt8](repeating: 66, count: 401)]])
        }
        expectError(StrataError.limitsExceeded, "at most 100 items") {
            _ = try set(client, Array(repeating: [text: [1]], count: 101))
        }
        expectError(StrataError.limitsExceeded, "representations") {
            _ = try set(client, [Dictionary(uniqueKeysWithValues: (0..<33).map { ("t\($0)", [UInt8(1)]) })])
        }
        expectError(DBusError.Name.invalidArgs, "empty type identifier") { _ = try set(client, [["": [1]]]) }
        expectError(DBusError.Name.invalidArgs, "at most 255") { _ = try set(client, [[String(repeating: "x", count: 256): [1]]]) }
        expectError(DBusError.Name.invalidArgs, "control character") { _ = try set(client, [["a\tb": [1]]]) }
        // The wrong signature is refused before the method runs.
        XCTAssertThrowsError(try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "SetItems") {
            try $0.append(["just a string"])
        })

        let (count, items) = try get(client)
        XCTAssertEqual(count, 1, "no refused call counted as a change")
        XCTAssertEqual(items, [[text: Array("kept".utf8)]])
        // Exactly at the limit is fine.
        XCTAssertEqual(try set(client, [[text: [UInt8](repeating: 65, count: 600)], ["b": [UInt8](repeating: 66, count: 400)]]), 2)
        XCTAssertTrue(fixture.daemon.process.isRunning)
    }

    func testOnTheBusOnlyPrivilegedCallersMayReadOrSet() throws {
        let fixture = try DaemonFixture(width: 64, height: 48, config: "allow /nonexistent/strata-tool\n")
        let app = try fixture.connectPrivately()
        XCTAssertEqual(try set(app, [[text: Array("secret".utf8)]]), 1)
        let snoop = try fixture.connect()
        expectError(DBusError.Name.accessDenied, "privileged") { _ = try get(snoop) }
        expectError(DBusError.Name.accessDenied, "privileged") { _ = try set(snoop, []) }
        // The change count is public: it says nothing of the contents.
        XCTAssertEqual(try snoop.property(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "ChangeCount",
                                          as: UInt32.self), 1)
        XCTAssertEqual(try get(app).1, [[text: Array("secret".utf8)]])
    }

    /// An independent client (busctl, as an operator would) reads what an app copied,
    /// and sets text an app then pastes.
    func testBusctlReadsAndSetsThePasteboard() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let app = try fixture.connectPrivately()
        XCTAssertEqual(try set(app, [[text: Array("hi".utf8)]]), 1)
        let read = try Tools.run("busctl", ["--address=\(fixture.bus.address)", "call", StrataProtocol.busName,
                                            StrataProtocol.rootPath.rawValue, StrataProtocol.Interface.pasteboard,
                                            "GetItems", "as", "0"]) { try fixture.loop.runOnce(timeoutMilliseconds: 10) }
        XCTAssertTrue(read.succeeded, "\(read)")
        XCTAssertEqual(read.stdout.trimmingCharacters(in: .whitespacesAndNewlines),
                       "uaa{say} 1 1 1 \"public.utf8-plain-text\" 2 104 105", read.stdout)
        let write = try Tools.run("busctl", ["--address=\(fixture.bus.address)", "call", StrataProtocol.busName,
                                             StrataProtocol.rootPath.rawValue, StrataProtocol.Interface.pasteboard,
                                             "SetItems", "aa{say}", "1", "1", text, "3", "79", "75", "33"]) {
            try fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        XCTAssertTrue(write.succeeded, "\(write)")
        XCTAssertEqual(write.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "u 2")
        XCTAssertEqual(try get(app, [text]).1, [[text: Array("OK!".utf8)]])
    }
}

/// `strata copy` and `strata paste`: the shared pasteboard from a shell, as `wl-copy`
/// and `wl-paste` give Wayland's.
final class StrataPasteboardCommandTests: XCTestCase {
    func testCopyThenPasteAndWhatAnAppSees() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let app = try fixture.connectPrivately()
        let empty = try fixture.strata(["paste"], expectSuccess: false)
        XCTAssertEqual(empty.termination, .exited(1))
        XCTAssertTrue(empty.stderr.contains("the pasteboard is empty"), empty.stderr)

        try fixture.strata(["copy", "grüße from the shell"])
        let items = try app.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "GetItems") {
            try $0.append([String]())
        }.decode(UInt32.self, [[String: [UInt8]]].self)
        XCTAssertEqual(items.1, [["public.utf8-plain-text": Array("grüße from the shell".utf8)]])
        XCTAssertEqual(try fixture.strata(["paste"]).stdout, "grüße from the shell", "the bytes, no newline added")

        _ = try app.call(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "SetItems") {
            try $0.append([["public.png": [UInt8]([1, 2, 3])], ["public.url": Array("https://x.org".utf8)]])
        }
        let list = try fixture.strata(["paste", "--list"])
        XCTAssertEqual(list.stdout, "change 2: 2 items\n0: public.png (3 bytes)\n1: public.url (13 bytes)\n")
        let json = try fixture.strata(["paste", "--list", "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["changeCount"] as? Int, 2)
        XCTAssertEqual(object["items"] as? [[String]], [["public.png"], ["public.url"]])
        let noText = try fixture.strata(["paste"], expectSuccess: false)
        XCTAssertEqual(noText.termination, .exited(1))
        XCTAssertTrue(noText.stderr.contains("no text"), noText.stderr)
        XCTAssertEqual(try fixture.strata(["paste", "--type", "public.png"]).stdout, "\u{1}\u{2}\u{3}")

        try fixture.strata(["copy", "--clear"])
        XCTAssertEqual(try app.property(StrataProtocol.rootPath, StrataProtocol.Interface.pasteboard, "Types",
                                        as: [[String]].self), [])
    }
}
