import Foundation
import StrataProtocol
import StrataTestSupport
import XCTest

/// A demo app on a fixture's daemon, driven from outside with the `strata` tool, as a
/// person would: the app is started with `arguments` on the fixture's bus and is ready
/// once it printed "launched" and its window shows with a buffer.
final class DemoDriving {
    let fixture: DaemonFixture
    let observer: TestClient
    let app: Tools.Background
    let pump: () throws -> Void

    init(_ executable: String, _ arguments: [String], fixture: DaemonFixture,
         file: StaticString = #filePath, line: UInt = #line) throws {
        self.fixture = fixture
        observer = try fixture.connect()
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = fixture.bus.address
        app = try Tools.Background(Tools.executable(executable), arguments, environment: environment)
        pump = { [fixture] in try fixture.loop.runOnce(timeoutMilliseconds: 10) }
        let observer = self.observer, app = self.app
        XCTAssertTrue(try waitUntil(timeout: 20, pump: pump) {
            let scene = (try? observer.dumpState("scene")) ?? ""
            return app.stdout.contains("launched") && scene.contains(" visible") && scene.contains(" buffer ")
        }, "stdout:\n\(app.stdout)\nstderr:\n\(app.stderr)", file: file, line: line)
    }

    /// Runs `strata ARGUMENTS --bus …` to completion, pumping the fixture meanwhile.
    func strata(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let out = try Tools.run(Tools.executable("strata"), arguments + ["--bus", fixture.bus.address], timeout: 30, pump: pump)
        XCTAssertTrue(out.succeeded, "\(out)", file: file, line: line)
    }

    /// Stops the app (SIGTERM) and waits for it.
    func stop() {
        app.process.send(SIGTERM)
        _ = app.finish()
    }
}
