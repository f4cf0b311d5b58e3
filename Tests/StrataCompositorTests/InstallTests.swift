import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// `scripts/install.sh` (what `make install` runs after its release build), run on the
/// built binaries into a temporary prefix: everything lands where it should, the paths in
/// the service file and the unit are the installed ones, and the installed daemon, started
/// by the bus from the installed service file, answers the installed `strata`.
final class InstallTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    func testAnInstalledTreeRunsOnItsOwn() throws {
        let prefix = try TemporaryDirectory.make(prefix: "strata-prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = try Tools.run(root.appendingPathComponent("scripts/install.sh").path, [Tools.binPath, prefix.path])
        XCTAssertTrue(install.succeeded, "\(install)")
        func text(_ path: String) throws -> String {
            try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8)
        }
        let bin = prefix.appendingPathComponent("bin").path
        for exe in ["stratad", "strata", "strata-port"] {
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: "\(bin)/\(exe)"), exe)
        }
        for interface in ["Compositor1", "Input1", "Window1", "Output1", "App1", "Pasteboard1"] {
            let xml = try text("share/dbus-1/interfaces/org.strata.\(interface).xml")
            XCTAssertEqual(xml, try StrataProtocol.introspectionXML(of: "org.strata.\(interface)"))
        }
        XCTAssertTrue(try text("share/dbus-1/services/org.strata.Compositor1.service").contains("Exec=\(bin)/stratad\n"))
        XCTAssertTrue(try text("lib/systemd/user/stratad.service").contains("ExecStart=\(bin)/stratad\n"))
        XCTAssertFalse(try text("lib/systemd/user/stratad.service").contains("@bindir@"))
        // Man pages from --help and --version (help2man: make test installs it).
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/help2man") {
            let page = try text("share/man/man8/stratad.8")
            XCTAssertTrue(page.contains(".TH STRATAD \"8\""), String(page.prefix(300)))
            XCTAssertTrue(page.contains("\\-\\-backend"), "the options are in the page")
            XCTAssertTrue(try text("share/man/man1/strata.1").contains("screenshot"))
            XCTAssertFalse(try text("share/man/man1/strata-port.1").isEmpty)
        } else {
            print("InstallTests: help2man is not installed, so the man pages were not checked (apt-get install help2man)")
        }
        XCTAssertTrue(try text("share/bash-completion/completions/strata").contains("complete"))
        XCTAssertTrue(try text("share/zsh/site-functions/_stratad").contains("#compdef stratad"))
        XCTAssertTrue(try text("share/fish/vendor_completions.d/strata.fish").contains("complete -c 'strata'"))
        XCTAssertTrue(try text("share/doc/strata/LICENSE").contains("MIT License"))

        // The bus starts the installed daemon from the installed service file; the
        // installed strata lists its windows.
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: StrataProtocol.busAddressEnvironmentVariable)
        let bus = try PrivateBus(serviceDirectory: prefix.appendingPathComponent("share/dbus-1/services").path,
                                 environment: environment)
        let connection = try DBusConnection.bus(address: bus.address)
        XCTAssertEqual(try compositorProperty("Version", as: UInt32.self, on: connection), StrataProtocol.version)
        let windows = try Tools.run("\(bin)/strata", ["windows", "--bus", bus.address], timeout: 30)
        XCTAssertTrue(windows.succeeded, "\(windows)")
        XCTAssertTrue(windows.stdout.hasPrefix("WINDOW"), windows.stdout)
    }

    /// The installed user unit passes `systemd-analyze verify` (as a user unit, with its
    /// binary present) and its sandboxing rates OK offline (9.6 UNSAFE before it was
    /// hardened). Without systemd-analyze the test says so and skips.
    func testTheInstalledUnitVerifiesAndIsSandboxed() throws {
        let analyze = "/usr/bin/systemd-analyze"
        guard FileManager.default.isExecutableFile(atPath: analyze) else {
            throw XCTSkip("systemd-analyze is not installed (Debian package systemd; make test installs it)")
        }
        let prefix = try TemporaryDirectory.make(prefix: "strata-unit")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = try Tools.run(root.appendingPathComponent("scripts/install.sh").path, [Tools.binPath, prefix.path])
        XCTAssertTrue(install.succeeded, "\(install)")
        let unit = prefix.appendingPathComponent("lib/systemd/user/stratad.service").path
        // A user manager needs a runtime directory; --man=no: the page is in the prefix, not in man's path.
        let runtime = try TemporaryDirectory.make(prefix: "strata-xdg")
        defer { try? FileManager.default.removeItem(at: runtime) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = runtime.path
        let verify = try Tools.run(analyze, ["--user", "verify", "--man=no", unit], environment: environment)
        XCTAssertTrue(verify.succeeded && verify.stderr.isEmpty && verify.stdout.isEmpty, "\(verify)")
        // A broken unit fails the same check (so the check can fail).
        let broken = runtime.appendingPathComponent("stratad.service")
        try (try String(contentsOfFile: unit, encoding: .utf8)).replacingOccurrences(of: "ProtectSystem=strict", with: "ProtectSystem=bogus")
            .write(to: broken, atomically: true, encoding: .utf8)
        let bad = try Tools.run(analyze, ["--user", "verify", "--man=no", broken.path], environment: environment)
        XCTAssertTrue(!bad.succeeded || bad.stderr.contains("bogus"), "\(bad)")

        let security = try Tools.run(analyze, ["security", "--offline=yes", unit])
        let overall = security.stdout.split(separator: "\n").first { $0.contains("Overall exposure level") }.map(String.init) ?? ""
        let score = overall.split(separator: ":").last.flatMap { Double($0.split(separator: " ").first ?? "") }
        print("systemd-analyze security --offline=yes: \(overall)")
        XCTAssertNotNil(score, "\(security)")
        XCTAssertLessThanOrEqual(score ?? 10, 3.0, overall)
    }
}
