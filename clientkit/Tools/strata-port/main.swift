// strata-port: ports UIKit-style Swift sources to ClientKit (see StrataPort).
//
//   strata-port [--dry-run] [--output DIR] PATH…
//
// Rewrites each .swift file given, and every .swift file under each folder given, in
// place; with --output DIR writes the results under DIR instead (a folder's files keep
// their paths relative to it); with --dry-run writes nothing. Prints
// `FILE:LINE: changed: …` and `FILE:LINE: left for a person: …` for every finding, then
// a summary. Exits 0, or 1 when a file could not be read or written, 2 on bad usage.
import Foundation
import StrataPort
import StrataVersion

let usage = "usage: strata-port [--dry-run] [--output DIR] PATH…"

var dryRun = false
var outputDirectory: URL?
var inputs: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--dry-run": dryRun = true
    case "--output":
        guard let dir = arguments.popFirst() else { FileHandle.standardError.write(Data((usage + "\n").utf8)); exit(2) }
        outputDirectory = URL(fileURLWithPath: dir)
    case "-h", "--help": print(usage); exit(0)
    case "--version": print("strata-port \(StrataVersion.release)"); exit(0)
    default:
        if argument.hasPrefix("-") { FileHandle.standardError.write(Data("unknown option \(argument)\n\(usage)\n".utf8)); exit(2) }
        inputs.append(argument)
    }
}
guard !inputs.isEmpty else { FileHandle.standardError.write(Data((usage + "\n").utf8)); exit(2) }

/// (source file, path of its output relative to --output).
func swiftFiles(under path: String) -> [(String, String)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [(path, path)] }
    guard isDirectory.boolValue else { return [(path, (path as NSString).lastPathComponent)] }
    let root = URL(fileURLWithPath: path).standardizedFileURL
    var found: [(String, String)] = []
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil,
                                                    options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
        if url.lastPathComponent == ".build" { enumerator?.skipDescendants(); continue }
        guard url.pathExtension == "swift" else { continue }
        let full = url.standardizedFileURL.path
        let relative = String(full.dropFirst(root.path.count).drop { $0 == "/" })
        found.append(((path as NSString).appendingPathComponent(relative), relative))
    }
    return found.sorted { $0.0 < $1.0 }
}

var failed = false
var filesChanged = 0, changes = 0, left = 0
for input in inputs {
    for (file, relative) in swiftFiles(under: input) {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            FileHandle.standardError.write(Data("\(file): cannot read\n".utf8))
            failed = true
            continue
        }
        let result = StrataPort.port(source: source)
        for finding in result.findings { print("\(file):\(finding)") }
        changes += result.changes.count
        left += result.leftForPerson.count
        if result.source != source { filesChanged += 1 }
        guard !dryRun else { continue }
        let destination: URL
        if let outputDirectory {
            destination = outputDirectory.appendingPathComponent(relative)
        } else {
            guard result.source != source else { continue }
            destination = URL(fileURLWithPath: file)
        }
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try result.source.write(to: destination, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("\(destination.path): cannot write: \(error)\n".utf8))
            failed = true
        }
    }
}
print("strata-port: \(changes) changes in \(filesChanged) files\(dryRun ? " (dry run: nothing written)" : ""), \(left) left for a person")
exit(failed ? 1 : 0)
