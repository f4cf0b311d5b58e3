import Foundation
import StrataTestSupport
import XCTest

/// `vnc-password` in the configuration: viewers get in only with the password, inside
/// VeNCrypt (TLS), checked by a VeNCrypt client written with Python's ssl module.
final class VNCPasswordTests: XCTestCase {
    private func script(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("python/\(name)").path
    }

    func testOnlyAViewerWithThePasswordGetsIn() throws {
        guard let openssl = Tools.which("openssl") else { throw XCTSkip("openssl is not installed: no certificate for the test") }
        let folder = try TemporaryDirectory.make(prefix: "strata-vnc-tls")
        let key = folder.appendingPathComponent("key.pem").path, certificate = folder.appendingPathComponent("cert.pem").path
        let made = try Tools.run(openssl, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                                           "-days", "1", "-subj", "/CN=strata-test"])
        XCTAssertTrue(made.succeeded, "\(made)")
        let port = VNCViewer.freePort()
        let fixture = try DaemonFixture(width: 160, height: 120,
                                        config: "vnc-password open-sesame\nvnc-tls-certificate \(certificate)\nvnc-tls-key \(key)\n",
                                        extraArguments: ["--backend", "vnc", "--vnc-address", "127.0.0.1:\(port)"])
        func client(_ password: String) throws -> String {
            let out = try Tools.run(Tools.systemPython, [script("vnc_vencrypt_client.py"), String(port), password]) {
                try fixture.loop.runOnce(timeoutMilliseconds: 10)
            }
            XCTAssertTrue(out.succeeded, "\(out)")
            return out.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        XCTAssertEqual(try client("open-sesame"), "ok 160x120")
        // A viewer that picks "no authentication" although only VeNCrypt was offered
        // (CVE-2024-42458: neatvnc before 0.8.1 let it in).
        let skipping = try Tools.run(Tools.systemPython, [script("vnc_security_none.py"), String(port)]) {
            try fixture.loop.runOnce(timeoutMilliseconds: 10)
        }
        XCTAssertTrue(skipping.stdout.contains("offered 19\n"), "\(skipping)")
        XCTAssertTrue(skipping.stdout.hasSuffix("refused\n"), "a viewer got in without the password: \(skipping)")
        XCTAssertTrue(try client("open-sesam").hasPrefix("refused"), fixture.log)
        XCTAssertTrue(try client("open-sesame!").hasPrefix("refused"), fixture.log)
        XCTAssertTrue(fixture.log.contains("viewers need the password"), fixture.log)
        XCTAssertFalse(fixture.log.contains("without a password"), fixture.log)
    }

    func testWithoutAPasswordTheLogSaysTheServerIsOpen() throws {
        let port = VNCViewer.freePort()
        let fixture = try DaemonFixture(extraArguments: ["--backend", "vnc", "--vnc-address", "127.0.0.1:\(port)"])
        XCTAssertTrue(fixture.log.contains("without a password: anyone who can reach that address"), fixture.log)
    }

    func testAPasswordWithoutACertificateIsRefusedAtStart() throws {
        let folder = try TemporaryDirectory.make(prefix: "strata-vnc-conf")
        let config = folder.appendingPathComponent("stratad.conf").path
        try "vnc-password open-sesame\n".write(toFile: config, atomically: true, encoding: .utf8)
        let out = try Tools.run(Tools.executable("stratad"), ["--backend", "vnc", "--config", config])
        XCTAssertEqual(out.termination, .exited(1), "\(out)")
        XCTAssertTrue(out.stderr.contains("vnc-password needs vnc-tls-certificate and vnc-tls-key"), "\(out)")
    }
}
