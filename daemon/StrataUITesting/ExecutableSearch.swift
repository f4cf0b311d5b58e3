import Foundation

/// Where ``StrataApplication`` finds `stratad` and apps given by bare name.
///
/// In order: the folder named by `STRATA_BIN_PATH`; the folder of the running executable
/// (a test bundle built by SwiftPM sits beside the package's other products, so
/// `swift build --build-tests && swift test` finds them with no setup); the folder
/// holding a `.xctest` bundle the executable is inside of; then every folder on `PATH`.
public enum ExecutableSearch {
    /// The folders searched, in order.
    public static var folders: [String] {
        var folders: [String] = []
        let environment = ProcessInfo.processInfo.environment
        if let bin = environment["STRATA_BIN_PATH"], !bin.isEmpty { folders.append(bin) }
        let running = URL(fileURLWithPath: CommandLine.arguments.first ?? "/").resolvingSymlinksInPath()
        folders.append(running.deletingLastPathComponent().path)
        var bundle = running
        while bundle.path != "/" && bundle.pathExtension != "xctest" { bundle.deleteLastPathComponent() }
        if bundle.path != "/" { folders.append(bundle.deletingLastPathComponent().path) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            folders.append(String(folder))
        }
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }

    /// The path of the executable `name`: `name` itself when it contains a `/`, else the
    /// first executable file of that name in ``folders``.
    public static func locate(_ name: String) throws(StrataUITestingError) -> String {
        if name.contains("/") {
            guard FileManager.default.isExecutableFile(atPath: name) else {
                throw .executableNotFound(name: name, searched: [name])
            }
            return name
        }
        let folders = Self.folders
        for folder in folders {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: path) {
                return path
            }
        }
        throw .executableNotFound(name: name, searched: folders)
    }
}
