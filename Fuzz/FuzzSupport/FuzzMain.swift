internal import CFuzzDriver
#if canImport(Glibc)
import Glibc
#endif

/// A fuzz target's entry point. Built with `-sanitize=fuzzer` (`make fuzz`), the
/// executable is a libFuzzer binary: libFuzzer's options and corpus directories as
/// arguments. Built normally, it replays the files or directories given (see
/// ``FuzzReplay``), so `swift build` always compiles the targets.
public enum FuzzMain {
    /// Runs `body` under libFuzzer or over the files in the arguments; does not return.
    /// `body` must be a C-compatible function (no captures).
    public static func run(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        if strata_fuzz_has_libfuzzer() != 0 {
            exit(strata_fuzz_run_libfuzzer(CommandLine.argc, CommandLine.unsafeArgv, body))
        }
        exit(FuzzReplay.run(arguments: Array(CommandLine.arguments.dropFirst())) { data, size in
            _ = body(data, size)
        })
    }
}
