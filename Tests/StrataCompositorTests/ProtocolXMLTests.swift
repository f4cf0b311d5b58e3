import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// The protocol XML is compiled into the binaries: what they carry is the XML in
/// `protocol/StrataProtocol/xml/`, and a `stratad` copied out of the build tree runs.
final class ProtocolXMLTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    func testTheCompiledXMLIsTheXMLInTheSourceTree() throws {
        let directory = root.appendingPathComponent("protocol/StrataProtocol/xml")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xml") }
        XCTAssertEqual(Set(files.map { String($0.dropLast(4)) }),
                       [StrataProtocol.Interface.compositor, StrataProtocol.Interface.input,
                        StrataProtocol.Interface.window, StrataProtocol.Interface.output, StrataProtocol.Interface.app,
                        StrataProtocol.Interface.pasteboard])
        for file in files {
            let onDisk = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(try StrataProtocol.introspectionXML(of: String(file.dropLast(4))), onDisk,
                           "\(file) changed: run scripts/generate-protocol-xml.py")
        }
        XCTAssertThrowsError(try StrataProtocol.introspectionXML(of: "org.strata.Nothing1"))
        let check = try Tools.run(Tools.systemPython, [root.appendingPathComponent("scripts/generate-protocol-xml.py").path, "--check"])
        XCTAssertTrue(check.succeeded, "\(check)")
    }

    func testAStratadCopiedOutOfTheBuildTreeRuns() throws {
        // The binary does not look for a resource bundle (SwiftPM's Bundle.module would
        // also find one in the build tree by its absolute path, hiding a missing copy).
        let binary = try Data(contentsOf: URL(fileURLWithPath: Tools.executable("stratad")))
        XCTAssertNil(binary.range(of: Data("Strata_StrataProtocol.resources".utf8)), "stratad still refers to a resource bundle")
        let directory = try TemporaryDirectory.make(prefix: "strata-installed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("stratad")
        try FileManager.default.copyItem(atPath: Tools.executable("stratad"), toPath: copy.path)
        let bus = try PrivateBus()
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = bus.address
        let daemon = try Tools.Background(copy.path, ["--size", "64x48", "--backend", "headless"], environment: environment)
        defer { _ = daemon.finish() }
        var introspection: Tools.Output?
        for _ in 0..<100 {
            introspection = try Tools.run("gdbus", ["introspect", "--address", bus.address, "--dest", StrataProtocol.busName,
                                                    "--object-path", StrataProtocol.rootPath.rawValue])
            if introspection?.succeeded == true { break }
            usleep(100_000)
        }
        let output = try XCTUnwrap(introspection)
        XCTAssertTrue(output.succeeded, "\(output)\nstratad: \(daemon.stderr)")
        XCTAssertTrue(output.stdout.contains("interface org.strata.Compositor1"), output.stdout)
    }
}

/// `--version` on every executable, all from the one release number.
final class ExecutableVersionTests: XCTestCase {
    func testEveryExecutableSaysItsVersion() throws {
        var releases: Set<String> = []
        for name in ["stratad", "strata", "strata-port"] {
            let out = try Tools.run(Tools.executable(name), ["--version"])
            XCTAssertTrue(out.succeeded, "\(name): \(out)")
            let words = out.stdout.split(separator: " ")
            XCTAssertEqual(words.first.map(String.init), name, out.stdout)
            let release = try XCTUnwrap(words.dropFirst().first).trimmingCharacters(in: .whitespacesAndNewlines)
            XCTAssertNotNil(release.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression), release)
            releases.insert(release)
            if name != "strata-port" {
                XCTAssertTrue(out.stdout.contains("(protocol \(StrataProtocol.version))"), out.stdout)
            }
        }
        XCTAssertEqual(releases.count, 1, "one release number: \(releases)")
    }
}
