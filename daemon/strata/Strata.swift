// strata: a command-line tool for people who run and debug Strata, in the spirit of
// swaymsg, xdotool and dumpsys. It speaks only the D-Bus protocol.
import ArgumentParser
import Foundation
import StrataProtocol
import StrataVersion

@main
struct Strata: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata",
        abstract: "Inspect and drive a running Strata compositor (stratad) over D-Bus.",
        discussion: "The bus is --bus, else $STRATA_BUS_ADDRESS, else the session bus.",
        version: "strata \(StrataVersion.release) (protocol \(StrataProtocol.version))",
        subcommands: [Windows.self, Screenshot.self, Tap.self, Drag.self, Pinch.self, Rotate.self, Swipe.self, Key.self, Raise.self, MakeKey.self,
                      Close.self, Stats.self, Outputs.self, Tree.self, Find.self, TypeText.self, Assert.self, Move.self, Resize.self, Hide.self, Show.self, Destroy.self, Kill.self, Dump.self, Watch.self, Wait.self, Record.self, Replay.self, Copy.self, Paste.self])
}

/// The option every subcommand takes.
struct BusOptions: ParsableArguments {
    @Option(help: "D-Bus address of the bus stratad is on (default: $STRATA_BUS_ADDRESS, else the session bus).")
    var bus: String?
}

/// Prints `message` to stderr and fails with exit code 1.
func failure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("strata: \(message)\n".utf8))
    return ExitCode.failure
}
