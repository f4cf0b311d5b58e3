import Foundation

/// The corpus: UIKit-style sources written for these tests (`Corpus/*.swift`), and
/// strata-port's expected output for each, which is compiled against ClientKit —
/// `Tests/PortedCorpusTests/Ported/NAME.swift`, or for the app delegate (whose `@main`
/// cannot share a test module) `Tests/PortedCorpusApp/AppDelegate.swift`.
///
/// The compiled copies import `ClientKit`, where the corpus imports `UIKit`: strata-port
/// leaves imports alone (ClientKit is also importable as `UIKit`), and these tests
/// compare the expected output with that one line put back. `LeftForPerson` holds what
/// strata-port reports and leaves, which cannot compile; its expected output is
/// `Expected/LeftForPerson.swift`, not built.
enum Corpus {
    static let names = ["AlreadyPorted", "AppDelegate", "Controls", "Gestures", "InterfaceBuilder",
                        "LeftForPerson", "TimersAndNotifications"]

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func inputURL(_ name: String) -> URL {
        testsFolder.appendingPathComponent("StrataPortTests/Corpus/\(name).swift")
    }

    static func input(_ name: String) throws -> String {
        try String(contentsOf: inputURL(name), encoding: .utf8)
    }

    static func expectedURL(_ name: String) -> URL {
        switch name {
        case "AppDelegate": testsFolder.appendingPathComponent("PortedCorpusApp/AppDelegate.swift")
        // What is left for a person does not compile: its expected output is not built.
        case "LeftForPerson": testsFolder.appendingPathComponent("StrataPortTests/Expected/LeftForPerson.swift")
        default: testsFolder.appendingPathComponent("PortedCorpusTests/Ported/\(name).swift")
        }
    }

    /// The expected output, with the compiled copy's `import ClientKit` read as the
    /// corpus's `import UIKit`.
    static func expected(_ name: String) throws -> String {
        if name == "LeftForPerson" { return try String(contentsOf: expectedURL(name), encoding: .utf8) }
        let compiled = try String(contentsOf: expectedURL(name), encoding: .utf8)
        precondition(compiled.hasPrefix("import ClientKit\n"), "\(name): the compiled copy starts with import ClientKit")
        return "import UIKit\n" + compiled.dropFirst("import ClientKit\n".count)
    }
}
