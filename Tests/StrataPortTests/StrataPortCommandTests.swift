import Foundation
import StrataTestSupport
import XCTest

/// The `strata-port` command line: in place, `--output`, `--dry-run`, the printed report.
final class StrataPortCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory.make(prefix: "strata-port")
        let app = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for name in ["Controls", "AlreadyPorted", "LeftForPerson"] {
            try FileManager.default.copyItem(at: Corpus.inputURL(name), to: app.appendingPathComponent("\(name).swift"))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String]) throws -> Tools.Output {
        let output = try Tools.run(Tools.executable("strata-port"), arguments)
        XCTAssertTrue(output.succeeded, output.description)
        return output
    }

    private func read(_ relative: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
    }

    func testDryRunReportsWithFileAndLineAndWritesNothing() throws {
        let app = folder.appendingPathComponent("App").path
        let output = try run(["--dry-run", app])
        XCTAssertTrue(output.stdout.contains("\(app)/Sources/Controls.swift:17: changed: #selector(save(_:)) → CorpusFormController.save(_:)"), output.stdout)
        XCTAssertTrue(output.stdout.contains("\(app)/Sources/LeftForPerson.swift:10: left for a person: nil target"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("strata-port: 13 changes in 2 files (dry run: nothing written), 6 left for a person\n"), output.stdout)
        XCTAssertEqual(try read("App/Sources/Controls.swift"), try Corpus.input("Controls"))
    }

    func testInPlaceRewritesAndASecondRunChangesNothing() throws {
        let app = folder.appendingPathComponent("App").path
        _ = try run([app])
        XCTAssertEqual(try read("App/Sources/Controls.swift"), try Corpus.expected("Controls"))
        XCTAssertEqual(try read("App/Sources/AlreadyPorted.swift"), try Corpus.input("AlreadyPorted"))
        let again = try run([app])
        XCTAssertTrue(again.stdout.hasSuffix("strata-port: 0 changes in 0 files, 6 left for a person\n"), again.stdout)
        XCTAssertEqual(try read("App/Sources/Controls.swift"), try Corpus.expected("Controls"))
    }

    func testOutputWritesElsewhereKeepingPathsAndLeavesTheSourcesAlone() throws {
        let out = folder.appendingPathComponent("ported").path
        _ = try run(["--output", out, folder.appendingPathComponent("App").path])
        XCTAssertEqual(try read("ported/Sources/Controls.swift"), try Corpus.expected("Controls"))
        XCTAssertEqual(try read("ported/Sources/AlreadyPorted.swift"), try Corpus.input("AlreadyPorted"))
        XCTAssertEqual(try read("App/Sources/Controls.swift"), try Corpus.input("Controls"))
    }
}
