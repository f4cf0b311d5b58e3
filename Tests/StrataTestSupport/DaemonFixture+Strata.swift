import XCTest

extension DaemonFixture {
    /// Runs the built `strata` against this fixture's bus (`--bus` added), pumping the
    /// fixture's loop meanwhile (so the test's own clients keep answering); with
    /// `expectSuccess`, a failure fails the test with strata's output and the daemon's log.
    @discardableResult
    public func strata(_ arguments: [String], expectSuccess: Bool = true, file: StaticString = #filePath,
                       line: UInt = #line) throws -> Tools.Output {
        let out = try Tools.run(Tools.executable("strata"), arguments + ["--bus", bus.address], timeout: 30) {
            try self.loop.runOnce(timeoutMilliseconds: 10)
        }
        if expectSuccess { XCTAssertTrue(out.succeeded, "strata \(arguments): \(out)\n\(log)", file: file, line: line) }
        return out
    }
}
