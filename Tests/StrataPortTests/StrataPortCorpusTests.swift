import StrataPort
import XCTest

/// strata-port over the corpus: the exact output, idempotence, and the report.
final class StrataPortCorpusTests: XCTestCase {
    func testEveryCorpusFileIsRewrittenExactlyAsExpected() throws {
        for name in Corpus.names {
            let result = StrataPort.port(source: try Corpus.input(name))
            XCTAssertEqual(result.source, try Corpus.expected(name), "\(name): output differs from \(Corpus.expectedURL(name).path)")
        }
    }

    func testTheCorpusFolderHasNoFileTheTestsMiss() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Corpus.inputURL("x").deletingLastPathComponent().path)
        XCTAssertEqual(Set(files), Set(Corpus.names.map { $0 + ".swift" }))
    }

    func testASecondRunChangesNothing() throws {
        for name in Corpus.names {
            let first = StrataPort.port(source: try Corpus.input(name))
            let second = StrataPort.port(source: first.source)
            XCTAssertEqual(second.source, first.source, name)
            XCTAssertEqual(second.changes, [], name)
            // What was left for a person is left again, and reported again, at the same lines.
            XCTAssertEqual(second.leftForPerson, first.leftForPerson, name)
        }
    }

    func testAlreadyPortedCodeIsLeftByteForByteWithNothingToReport() throws {
        let source = try Corpus.input("AlreadyPorted")
        let result = StrataPort.port(source: source)
        XCTAssertEqual(result.source, source)
        XCTAssertEqual(result.findings, [])
    }

    func testReportForTargetActionNamesEveryChangeWithItsLine() throws {
        let result = StrataPort.port(source: try Corpus.input("Controls"))
        XCTAssertEqual(result.findings.map(\.description), [
            "11: changed: #selector(CorpusFormController.dragged(_:forEvent:)) → CorpusFormController.dragged(_:forEvent:)",
            "17: changed: #selector(save(_:)) → CorpusFormController.save(_:)",
            "18: changed: #selector(reset) → CorpusFormController.reset",
            "20: changed: #selector(anyTapped(_:)) → CorpusFormController.anyTapped(_:)",
            "22: changed: #selector(add) → CorpusFormController.add",
            "23: changed: #selector(edit(_:)) → CorpusFormController.edit(_:)",
            "26: changed: removed @objc from func save",
            "30: changed: removed @objc from func reset",
            "34: changed: removed @IBAction from func anyTapped",
            "38: changed: removed @objc from func dragged",
            "42: changed: removed @objc from func add",
            "46: changed: removed @IBAction from func edit",
        ])
    }

    func testReportForWhatIsLeftForAPerson() throws {
        let source = try Corpus.input("LeftForPerson")
        let result = StrataPort.port(source: source)
        XCTAssertEqual(result.findings.map(\.description), [
            "10: left for a person: nil target: ClientKit has no responder-chain search by selector; name the target",
            "11: left for a person: nil target: ClientKit has no responder-chain search by selector; name the target",
            "12: left for a person: Timer with userInfo: the block form has none; keep the value in a property or capture it",
            "13: left for a person: #selector(save(_:)): no ClientKit form is known for this use of a selector",
            "14: left for a person: removeTarget(_:action:…) with a selector: ClientKit removes by target only (`removeTarget(_:for:)` / `removeTarget(_:)` remove all of that target's actions)",
            "18: changed: removed @objc from func save",
            "21: left for a person: @objc protocol CorpusLegacyDelegate has optional requirements, which need Objective-C: make them required (or give them default implementations in an extension) and remove @objc",
        ])
        // Only the one line it understood changed.
        let changedLines = zip(source.split(separator: "\n", omittingEmptySubsequences: false),
                               result.source.split(separator: "\n", omittingEmptySubsequences: false))
            .enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
        XCTAssertEqual(changedLines, [18])
    }

    func testReportForTimersNotificationsAndPerform() throws {
        let result = StrataPort.port(source: try Corpus.input("TimersAndNotifications"))
        XCTAssertEqual(result.findings.filter { !$0.message.hasPrefix("removed") }.map(\.description), [
            "12: changed: Timer selector #selector(tick(_:)) → scheduledTimer(withTimeInterval:repeats:block:)",
            "13: changed: Timer selector #selector(idleFired) → Timer(timeInterval:repeats:block:)",
            "15: changed: addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:) calling refresh; removeObserver(self) no longer removes it (keep the returned token for that)",
            "16: changed: addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:) calling refreshAll; removeObserver(self) no longer removes it (keep the returned token for that)",
            "17: changed: perform(#selector(showHint), with:afterDelay:) → DispatchQueue.main.asyncAfter",
            "18: changed: perform(#selector(greet(_:)), with:afterDelay:) → DispatchQueue.main.asyncAfter",
        ])
    }

    func testReportForAttributesAndTheAppDelegate() throws {
        let ib = StrataPort.port(source: try Corpus.input("InterfaceBuilder"))
        XCTAssertEqual(ib.leftForPerson, [])
        XCTAssertEqual(ib.changes.count, 11)
        XCTAssertTrue(ib.changes.contains { $0.description == "14: changed: removed @objc dynamic from var count" })
        let app = StrataPort.port(source: try Corpus.input("AppDelegate"))
        XCTAssertEqual(app.findings.map(\.description), [
            "3: changed: @UIApplicationMain → @main on class AppDelegate",
            "4: changed: app delegate class AppDelegate made final (ClientKit creates it with init())",
        ])
        let scene = StrataPort.port(source: try Corpus.input("SceneDelegate"))
        XCTAssertEqual(scene.findings.map(\.description), [
            "3: changed: scene delegate class SceneDelegate made final (ClientKit creates it with init())",
            "12: changed: addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:) calling windowBecameKey; removeObserver(self) no longer removes it (keep the returned token for that)",
            "16: changed: removed @objc from func windowBecameKey",
        ])
    }
}
