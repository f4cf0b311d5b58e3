import Foundation
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// `Examples/HelloApp`, an app in a package of its own that depends on Strata by path
/// and imports UIKit (built by `make build` into `.build-examples`), runs on a real
/// stratad and takes a tap; and its own UI tests (StrataUITesting, the README's example) pass.
final class ExampleAppTests: XCTestCase {
    private let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build-examples/debug")

    func testTheOutOfTreeExampleRunsAndTakesATap() throws {
        let executable = built.appendingPathComponent("HelloApp").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("Examples/HelloApp is not built (make build builds it into .build-examples)")
        }
        let fixture = try DaemonFixture(width: 320, height: 240)
        let observer = try fixture.connect()
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = fixture.bus.address
        let app = try Tools.Background(executable, [], environment: environment)
        let pump = { try fixture.loop.runOnce(timeoutMilliseconds: 10) }
        XCTAssertTrue(try waitUntil(timeout: 20, pump: pump) {
            let scene = (try? observer.dumpState("scene")) ?? ""
            return app.stdout.contains("launched") && scene.contains(" visible") && scene.contains(" buffer ")
        }, "stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)")
        try observer.input("NotifyTouchDown") { try $0.append(UInt32(0), 60.0, 90.0) } // the button
        try observer.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        XCTAssertTrue(try waitUntil(timeout: 10, pump: pump) { app.stdout.contains("HelloApp: tapped 1") },
                      "stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)")
    }

    /// The example's UI test bundle, run as `swift test` would run it: it finds HelloApp
    /// beside itself and stratad through STRATA_BIN_PATH (this build's).
    func testTheExamplesUITestsPass() throws {
        let bundle = built.appendingPathComponent("HelloAppPackageTests.xctest").path
        guard FileManager.default.isExecutableFile(atPath: bundle) else {
            throw XCTSkip("Examples/HelloApp's tests are not built (make build builds them into .build-examples)")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["STRATA_BIN_PATH"] = Tools.binPath
        let out = try Tools.run(bundle, [], environment: environment, timeout: 120)
        XCTAssertTrue(out.succeeded, "\(out)")
        XCTAssertTrue((out.stdout + out.stderr).contains("Executed 1 test, with 0 failures"), "\(out)")
    }
}
