import Foundation
import StrataTestSupport
import XCTest

/// kiwisolver (PyPI, C++ Cassowary with a Python binding), the independent solver the
/// randomized tests compare with; it lives in the tests' virtual environment
/// (`scripts/install-test-tools.sh`, which `make test` runs).
enum KiwiReference {
    static let venv = VNCViewer.packageRoot.appendingPathComponent(".build/test-venv")
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("python/kiwi_reference.py").path

    /// The venv's python, with kiwisolver importable; installs it when missing, and skips
    /// the test (with the reason) when that cannot be done.
    static func python() throws -> String {
        let python = venv.appendingPathComponent("bin/python").path
        func hasKiwi() -> Bool {
            FileManager.default.isExecutableFile(atPath: python)
                && ((try? Tools.run(python, ["-c", "import kiwisolver"], timeout: 30).succeeded) ?? false)
        }
        if hasKiwi() { return python }
        let install = VNCViewer.packageRoot.appendingPathComponent("scripts/install-test-tools.sh").path
        let out = try Tools.run(install, [venv.path], timeout: 300)
        guard hasKiwi() else {
            let reason = "kiwisolver is not installed in \(venv.path) and scripts/install-test-tools.sh could not install it: "
                + (out.stderr.split(separator: "\n").last.map(String.init) ?? "no output")
            print("LayoutSolverTests: skipping: \(reason)")
            throw XCTSkip(reason)
        }
        return python
    }

    struct ScriptFailure: Error, CustomStringConvertible { var description: String }

    struct Results: Codable {
        var kiwisolver: String
        var outcomes: [ScenarioOutcome]
    }

    /// Solves all `scenarios` with kiwisolver in one python process.
    static func solve(_ scenarios: [Scenario]) throws -> Results {
        let python = try python()
        let directory = try TemporaryDirectory.make(prefix: "layout-solver")
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("scenarios.json")
        let output = directory.appendingPathComponent("results.json")
        struct Batch: Codable { var scenarios: [Scenario] }
        try JSONEncoder().encode(Batch(scenarios: scenarios)).write(to: input)
        let run = try Tools.run(python, [script, input.path, output.path], timeout: 600)
        guard run.succeeded else { throw ScriptFailure(description: "kiwi_reference.py failed: \(run)") }
        return try JSONDecoder().decode(Results.self, from: Data(contentsOf: output))
    }
}
