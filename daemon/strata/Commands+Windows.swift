import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

struct Raise: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Raise a window to the top of its level.")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String

    func run() throws {
        let client = try DaemonClient(options)
        try client.call(try client.windowPath(window), StrataProtocol.Interface.window, "Raise")
    }
}

struct MakeKey: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "focus", abstract: "Make a window the key window (same as 'strata key --window WINDOW').")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String

    func run() throws {
        let client = try DaemonClient(options)
        try client.call(try client.windowPath(window), StrataProtocol.Interface.window, "MakeKey")
    }
}

struct Close: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Ask a window's app to close it, and wait until it has.",
        discussion: """
            The app decides (it may ask the user first). If the window is still there after             --timeout seconds, strata says so and exits 1: the app is frozen or declined;             'strata kill WINDOW' removes it regardless.
            """)
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String
    @Option(help: "Seconds to wait for the window to go (0: only ask).") var timeout: Double = 5

    func validate() throws {
        guard timeout.isFinite, timeout >= 0 else { throw ValidationError("--timeout must be a number of seconds, 0 or more") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        let path = try client.windowPath(window)
        try client.call(path, StrataProtocol.Interface.window, "Close")
        guard timeout > 0 else { return }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let windows = try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                              as: [DBusObjectPath].self)
            if !windows.contains(path) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let responding = (try? client.property(path, StrataProtocol.Interface.window, "Responding", as: Bool.self)) ?? true
        throw failure("window \(window) is still open after \(timeout) s: its app "
                      + (responding ? "did not close it (it may have declined)" : "is not responding")
                      + "; 'strata kill \(window)' removes it")
    }
}
