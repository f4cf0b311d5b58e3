import Foundation
import XCTest
@testable import ClientKit

/// The font the registration tests ship: DejaVu Serif (Book) from Debian's
/// fonts-dejavu-core, which `scripts/install-deps.sh` installs, located with
/// `fc-match` and copied at test time into a temporary directory with its family
/// renamed to "Strata Serif" (PostScript name "StrataSerif") in its `name` table, so
/// that fontconfig knows the family only once the test registers the file. (The Bitstream
/// Vera licence lets modified copies be made under a name without "Bitstream" or
/// "Vera"; the copy is never committed or distributed.)
enum TestFont {
    static let family = "Strata Serif"
    static let postScriptName = "StrataSerif"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The renamed copy's file (made once per run).
    static let file: Result<URL, Failure> = {
        let finder = Process()
        finder.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
        finder.arguments = ["-f", "%{file}", "DejaVu Serif:style=Book"]
        let output = Pipe()
        finder.standardOutput = output
        do { try finder.run() } catch { return .failure(Failure(description: "fc-match did not run: \(error)")) }
        finder.waitUntilExit()
        let path = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard finder.terminationStatus == 0, path.hasSuffix("DejaVuSerif.ttf"),
              var bytes = FileManager.default.contents(atPath: path).map([UInt8].init) else {
            return .failure(Failure(description: "fontconfig has no DejaVu Serif Book (fonts-dejavu-core): got '\(path)'"))
        }
        guard renameFamily(in: &bytes) else { return .failure(Failure(description: "\(path) has no name table to rename")) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clientkit-fonts-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("StrataSerif.ttf")
        do { try Data(bytes).write(to: url) } catch { return .failure(Failure(description: "cannot write \(url.path): \(error)")) }
        return .success(url)
    }()

    /// Replaces "DejaVu Serif" by "Strata Serif" and "DejaVuSerif" by "StrataSerif"
    /// (equal lengths, so no offset moves) in the strings of the TrueType `name` table,
    /// in both its single-byte and UTF-16BE records. FreeType does not check table
    /// checksums. Returns whether a `name` table was found and changed.
    static func renameFamily(in bytes: inout [UInt8]) -> Bool {
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        guard bytes.count > 12 else { return false }
        for table in 0..<u16(4) {
            let record = 12 + 16 * table
            guard record + 16 <= bytes.count, bytes[record..<record + 4].elementsEqual("name".utf8) else { continue }
            let start = u32(record + 8), end = start + u32(record + 12)
            guard end <= bytes.count else { return false }
            var changed = false
            for (old, new) in [("DejaVu Serif", "Strata Serif"), ("DejaVuSerif", "StrataSerif")] {
                let forms: [([UInt8], [UInt8])] = [
                    (Array(old.utf8), Array(new.utf8)),
                    (old.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, new.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
                ]
                for (from, to) in forms {
                    var i = start
                    while i + from.count <= end {
                        if bytes[i..<i + from.count].elementsEqual(from) {
                            bytes.replaceSubrange(i..<i + from.count, with: to)
                            changed = true
                            i += from.count
                        } else {
                            i += 1
                        }
                    }
                }
            }
            return changed
        }
        return false
    }
}
