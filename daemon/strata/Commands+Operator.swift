import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

// Operator control (protocol version 3): privileged calls on Compositor1 that act on any
// app's window, as `swaymsg '[con_id=N] move position X Y'` or `xdotool windowmove` do.

/// Calls a `Compositor1` operator method on `window`, its path first.
private func operate(_ options: BusOptions, _ member: String, _ window: String,
                     _ build: (DBusMessage) throws -> Void = { _ in }) throws {
    let client = try DaemonClient(options)
    let path = try client.windowPath(window)
    try client.call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, member) { message in
        try message.append(path)
        try build(message)
    }
}

struct Move: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Move any app's window so its top-left corner is at X,Y (privileged).")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String
    @Argument(help: "New x of the top-left corner, in pixels.") var x: Int32
    @Argument(help: "New y of the top-left corner, in pixels.") var y: Int32

    func run() throws { try operate(options, "MoveWindow", window) { try $0.append(x, y) } }
}

struct Resize: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Resize any app's window to WIDTH x HEIGHT, keeping its corner (privileged).")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String
    @Argument(help: "New width in pixels.") var width: Int32
    @Argument(help: "New height in pixels.") var height: Int32

    func run() throws { try operate(options, "ResizeWindow", window) { try $0.append(width, height) } }
}

struct Hide: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Hide any app's window (privileged).")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String

    func run() throws { try operate(options, "SetWindowVisible", window) { try $0.append(false) } }
}

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show any app's window and raise it within its level (privileged).")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String

    func run() throws { try operate(options, "SetWindowVisible", window) { try $0.append(true) } }
}

struct Destroy: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Destroy any app's window; the app keeps running (privileged).",
        discussion: "To ask the app to close the window instead, use 'strata close'; to remove all its windows and disconnect it, 'strata kill'.")
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String

    func run() throws { try operate(options, "DestroyWindow", window) }
}

struct Kill: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Disconnect the app that owns a window, removing all its windows (privileged).",
        discussion: """
            With --signal, the app's process is first sent that signal (TERM, KILL, HUP, INT, \
            or a number), when the daemon knows the process and you may signal it. An app on \
            the bus (protocol version 1) loses its windows but stays on the bus.
            """)
    @OptionGroup var options: BusOptions
    @Argument(help: "The window: its number or object path.") var window: String
    @Option(help: "A signal to send the app's process first: TERM, KILL, HUP, INT, QUIT, USR1, USR2, STOP, CONT or a number.")
    var signal: String?

    static let names: [String: Int32] = ["HUP": SIGHUP, "INT": SIGINT, "QUIT": SIGQUIT, "KILL": SIGKILL, "TERM": SIGTERM,
                                         "USR1": SIGUSR1, "USR2": SIGUSR2, "STOP": SIGSTOP, "CONT": SIGCONT]

    func validate() throws { _ = try signalNumber() }

    func signalNumber() throws -> Int32? {
        guard let signal else { return nil }
        var name = signal.uppercased()
        if name.hasPrefix("SIG") { name.removeFirst(3) }
        if let number = Kill.names[name] ?? Int32(signal), (1...64).contains(number) { return number }
        throw ValidationError("'\(signal)' is not a signal: give a name (\(Kill.names.keys.sorted().joined(separator: ", "))) or a number 1...64")
    }

    func run() throws {
        let options: [String: DBusVariant] = try signalNumber().map { ["signal": DBusVariant(.int32($0))] } ?? [:]
        try operate(self.options, "KillClient", window) { try $0.append(options) }
    }
}
