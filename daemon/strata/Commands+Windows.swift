import ArgumentParser
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
    static let configuration = CommandConfiguration(abstract: "Ask a window's app to close it (the app decides).")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String

    func run() throws {
        let client = try DaemonClient(options)
        try client.call(try client.windowPath(window), StrataProtocol.Interface.window, "Close")
    }
}
