import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm
import StrataSystem
import StrataTestSupport
import XCTest

/// About 20,000 random calls from four clients (two on the bus, two on private
/// connections) across every method of the protocol
/// (Compositor1, Input1, Window1, and the standard interfaces), with extreme numbers,
/// NaN, huge strings and damage lists, odd file descriptors and wrong argument types;
/// then the daemon must still be running and composite a known scene correctly.
///
/// Deterministic: the seed is printed; `STRATA_RANDOM_CALL_SEED=N` repeats a run and
/// `STRATA_RANDOM_CALLS=N` changes the count.
final class RandomCallTests: XCTestCase {
    /// Error names a call may get; anything else (a timeout, the daemon gone) fails.
    private static let expectedErrors: Set<String> = [
        StrataError.noSuchWindow, StrataError.notOwner, StrataError.badBuffer, StrataError.badFormat,
        StrataError.limitsExceeded, DBusError.Name.invalidArgs, DBusError.Name.accessDenied,
        "org.freedesktop.DBus.Error.UnknownObject", "org.freedesktop.DBus.Error.UnknownMethod",
        "org.freedesktop.DBus.Error.UnknownInterface", "org.freedesktop.DBus.Error.UnknownProperty",
        "org.freedesktop.DBus.Error.PropertyReadOnly",
    ]

    func testDaemonSurvivesRandomCallsAndStillCompositesCorrectly() throws {
        let seed = ProcessInfo.processInfo.environment["STRATA_RANDOM_CALL_SEED"].flatMap { UInt64($0) } ?? 0x5742_A7A5
        let count = ProcessInfo.processInfo.environment["STRATA_RANDOM_CALLS"].flatMap { Int($0) } ?? 20_000
        print("RandomCallTests: seed \(seed) (STRATA_RANDOM_CALL_SEED=\(seed) repeats this run), \(count) calls")

        let fixture = try DaemonFixture(width: 160, height: 120)
        var session = RandomCallSession(fixture: fixture, seed: seed)
        try session.addClients(onBus: 2, private: 2)
        let started = Date()
        for _ in 0..<count {
            try session.randomCall()
            guard fixture.daemon.process.isRunning else { break }
        }
        try session.drain()
        print("RandomCallTests: \(count) calls in \(String(format: "%.1f", Date().timeIntervalSince(started))) s; replies: "
              + session.outcomes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))

        if !fixture.daemon.process.isRunning {
            let log = fixture.log.split(separator: "\n")
            let why = log.filter { !$0.contains(" info ") && !$0.contains(" debug ") }.suffix(40).joined(separator: "\n")
            XCTFail("stratad died during random calls (seed \(seed), around call \(session.callCount): \(session.lastCall)); "
                    + "its last words:\n\(why)")
        }
        guard fixture.daemon.process.isRunning else { return }
        let unexpected = session.outcomes.keys.filter { $0 != "ok" && !Self.expectedErrors.contains($0) }
        XCTAssertEqual(unexpected, [], "unexpected replies (seed \(seed)): \(unexpected)")

        // The random clients leave; a fresh client's scene must come out exactly right.
        session.disconnectAll()
        let client = try fixture.connectPrivately()
        var left: [DBusObjectPath] = []
        try fixture.run(until: {
            left = (try? client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                         as: [DBusObjectPath].self)) ?? [StrataProtocol.rootPath]
            return left.isEmpty
        }, timeout: 5)
        XCTAssertEqual(left, [], "windows of the random clients were left behind")
        let blue: UInt32 = 0xFF00_00FF, green: UInt32 = 0xFF00_C000
        try client.presentWindow(WindowGeometry(x: 10, y: 10, width: 80, height: 60), color: blue, opaque: true)
        try client.presentWindow(WindowGeometry(x: 50, y: 40, width: 90, height: 70), color: green)
        var scene = ExpectedScene()
        scene.add(10, 10, 80, 60, blue)
        scene.add(50, 40, 90, 70, green)
        assertImage(try client.screenshot(), matches: scene.pixel, "random-calls-aftermath")
    }
}
