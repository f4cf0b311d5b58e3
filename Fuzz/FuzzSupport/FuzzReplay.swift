#if canImport(Glibc)
import Glibc
#endif

/// Runs a fuzz target's body over files, without libFuzzer: what a fuzz target's
/// executable does when built without `-sanitize=fuzzer` (the normal `swift build`),
/// so that the targets always compile and their corpora can be replayed anywhere.
public enum FuzzReplay {
    /// Calls `body` with the bytes of every file named in `arguments` (directories:
    /// every file in them, sorted), printing each name first; returns the exit status.
    public static func run(arguments: [String],
                           _ body: (UnsafePointer<UInt8>, Int) -> Void) -> Int32 {
        guard !arguments.isEmpty else {
            print("usage: \(CommandLine.arguments.first ?? "fuzz-target") FILE|DIR... (replays inputs; "
                  + "build with `make fuzz` for libFuzzer)")
            return 2
        }
        var count = 0
        for argument in arguments {
            for file in files(at: argument) {
                guard let bytes = read(file) else {
                    print("cannot read \(file)")
                    return 1
                }
                print("replaying \(file) (\(bytes.count) bytes)")
                bytes.withUnsafeBufferPointer { buffer in
                    let empty: [UInt8] = [0]
                    empty.withUnsafeBufferPointer { fallback in
                        body(buffer.baseAddress ?? fallback.baseAddress!, buffer.count)
                    }
                }
                count += 1
            }
        }
        print("replayed \(count) inputs")
        return 0
    }

    private static func files(at path: String) -> [String] {
        guard let dir = opendir(path) else { return [path] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(path + "/" + name) }
        }
        return names.sorted()
    }

    private static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return ferror(file) == 0 ? bytes : nil
    }
}
