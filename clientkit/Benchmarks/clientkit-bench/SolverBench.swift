import Foundation
import LayoutSolver

/// The solver section: issue 11's two systems (`SolverSystem`), first solve and an
/// incremental change of the container width, beside kiwisolver solving the same systems
/// in the same run (scripts/bench-kiwi.py with the tests' venv python).
enum SolverBench {
    static func run() {
        let kiwi = kiwiFigures()
        let version = kiwi.figures?["kiwisolver"].map { " \($0)" } ?? ""
        print("\nLayoutSolver, issue 11's systems; medians; kiwi = kiwisolver\(version)"
              + " timed in Python around the solver calls only (its figures include the binding's per-call cost)\n")
        if let reason = kiwi.missing { print("  (kiwisolver figures unavailable: \(reason); Swift figures only)\n") }
        for (name, key, make) in [("chain of 500 items", "chain", { (editable: Bool) in SolverSystem.chain(editableWidth: editable) }),
                                  ("30×30 grid", "grid", { (editable: Bool) in SolverSystem.grid(editableWidth: editable) })] {
            let figures = measure(make)
            func line(_ label: String, _ ours: Double, _ kiwiKey: String, _ kiwiLabel: String) {
                if let theirs = kiwi.figures?["\(key).\(kiwiKey)"] as? Double {
                    report("\(name): \(label)", ours, "kiwi \(kiwiLabel)", theirs)
                } else {
                    print("\(name): \(label)".padding(toLength: 42, withPad: " ", startingAt: 0) + String(format: "%9.1f µs", ours))
                }
            }
            line("first solve", figures.first, "first", "first solve")
            line("setConstant(width) + update", figures.setConstant, "suggest", "suggestValue + update")
            line("suggestValue(width) + update", figures.suggest, "suggest", "suggestValue + update")
            if let readd = kiwi.figures?["\(key).readd"] as? Double {
                print("  (kiwisolver changing the required width by remove + add: " + String(format: "%.1f µs", readd) + ")")
            }
        }
    }

    struct Figures {
        var first: Double, setConstant: Double, suggest: Double
    }

    /// Medians in microseconds. The constraints are made before the clock starts (as in
    /// bench-kiwi.py); each change alternates the width between 900 and 800 and is checked.
    static func measure(_ make: (Bool) -> SolverSystem) -> Figures {
        var system = make(false)
        var solver = Solver()
        let first = median(samples: 9, setup: { system = make(false); solver = Solver() }) {
            for c in system.constraints { try! solver.addConstraint(c) }
            solver.updateVariables()
        }

        var toggle = false
        let setConstant = median(samples: 201) {
            toggle.toggle()
            try! solver.setConstant(toggle ? -900 : -800, of: system.constraints[0])
            solver.updateVariables()
        }
        precondition(abs(system.probe.value - system.expectedProbe(toggle ? 900 : 800)) < 1e-6, "setConstant did not take")

        let editable = make(true)
        let editing = Solver()
        for c in editable.constraints { try! editing.addConstraint(c) }
        try! editing.addEditVariable(editable.containerWidth, strength: .strong)
        let suggest = median(samples: 201) {
            toggle.toggle()
            try! editing.suggestValue(editable.containerWidth, toggle ? 900 : 800)
            editing.updateVariables()
        }
        precondition(abs(editable.probe.value - editable.expectedProbe(toggle ? 900 : 800)) < 1e-6, "suggestValue did not take")
        return Figures(first: first, setConstant: setConstant, suggest: suggest)
    }

    /// Runs scripts/bench-kiwi.py with .build/test-venv's python (`make bench` creates it).
    static func kiwiFigures() -> (figures: [String: Any]?, missing: String?) {
        let python = ".build/test-venv/bin/python", script = "scripts/bench-kiwi.py"
        guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
            return (nil, "no \(python) (scripts/install-test-tools.sh makes it; run from the package root)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return (nil, "cannot run \(python): \(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let figures = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            let reason = errors.contains("No module named 'kiwisolver'") ? "kiwisolver is not installed in the venv"
                : "bench-kiwi.py failed: " + (errors.split(separator: "\n").last.map(String.init) ?? "")
            return (nil, reason)
        }
        return (figures, nil)
    }
}
