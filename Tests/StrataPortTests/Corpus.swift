import Foundation

/// The corpus: UIKit-style sources written for these tests (`Corpus/*.swift`), and
/// strata-port's expected output for each, which is built against ClientKit (through
/// its `UIKit` module) — `Tests/PortedCorpusTests/Ported/NAME.swift`, or for the app and
/// scene delegates (the app's `@main` cannot share a test module)
/// `Tests/PortedCorpusApp/NAME.swift`. `LeftForPerson` holds what strata-port reports
/// and leaves, which cannot compile; its expected output is `Expected/LeftForPerson.swift`,
/// not built.
enum Corpus {
    static let names = ["AlreadyPorted", "AppDelegate", "Controls", "Gestures", "InterfaceBuilder",
                        "LeftForPerson", "SceneDelegate", "TimersAndNotifications"]

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func inputURL(_ name: String) -> URL {
        testsFolder.appendingPathComponent("StrataPortTests/Corpus/\(name).swift")
    }

    static func input(_ name: String) throws -> String {
        try String(contentsOf: inputURL(name), encoding: .utf8)
    }

    static func expectedURL(_ name: String) -> URL {
        switch name {
        case "AppDelegate", "SceneDelegate": testsFolder.appendingPathComponent("PortedCorpusApp/\(name).swift")
        // What is left for a person does not compile: its expected output is not built.
        case "LeftForPerson": testsFolder.appendingPathComponent("StrataPortTests/Expected/LeftForPerson.swift")
        default: testsFolder.appendingPathComponent("PortedCorpusTests/Ported/\(name).swift")
        }
    }

    static func expected(_ name: String) throws -> String {
        try String(contentsOf: expectedURL(name), encoding: .utf8)
    }
}
