import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem
import StrataTestSupport
import XCTest

/// A bus monitor (`dbus-monitor`, which uses `BecomeMonitor`) on the daemon's bus sees
/// none of a private client's input and receives none of its buffer fds (issue 9,
/// finding 7). A version 1 client on the bus, for contrast, is fully visible.
final class EavesdropTests: XCTestCase {
    func testAMonitorSeesNoInputAndNoBufferOfAPrivateClient() throws {
        let fixture = try DaemonFixture(width: 200, height: 100)
        let monitor = try Tools.Background("/usr/bin/dbus-monitor", ["--address", fixture.bus.address])
        // Wait until the monitor is in place: it prints its own NameAcquired/NameLost.
        let probe = try fixture.connect()
        XCTAssertTrue(try fixture.run(until: { monitor.stdout.contains("member=NameLost") || monitor.stdout.contains("BecomeMonitor") },
                                      timeout: 10), monitor.stdout + monitor.stderr)
        try fixture.settle(0.2)

        let victim = try fixture.connectPrivately()
        let (window, _, _) = try victim.presentWindow(WindowGeometry(x: 0, y: 0, width: 200, height: 100), color: 0xFF00_00FF)
        try probe.input("NotifyTouchDown") { try $0.append(UInt32(0), 50.0, 50.0) }
        try probe.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        try probe.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), true) }
        try probe.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), false) }
        try victim.waitFor("Key", on: window) { $0.values[1] == .boolean(false) }
        XCTAssertEqual(victim.signals("Touch").count, 2)

        // For contrast, a version 1 client's buffer fd does cross the bus.
        let old = try fixture.connect()
        try old.presentWindow(WindowGeometry(x: 0, y: 0, width: 10, height: 10), color: 0xFF00_FF00)
        try fixture.settle(0.5)
        monitor.process.send(SIGTERM)
        let seen = monitor.finish().stdout
        // The monitor was listening all along: it saw the injector's calls and the old client's buffer.
        XCTAssertTrue(seen.contains("member=NotifyTouchDown"), seen)
        XCTAssertTrue(seen.contains("file descriptor"), "the monitor saw no fd at all, so this test proves nothing")
        let victimPath = window.rawValue
        let lines = seen.components(separatedBy: "\n")
        for member in ["Touch", "Key", "FrameDone", "KeyboardEnter", "CreateBuffer", "Commit"] {
            XCTAssertFalse(lines.contains { $0.contains("member=\(member)") && $0.contains("path=\(victimPath)") },
                           "the monitor saw \(member) of the private client")
        }
        // Every fd the monitor saw belongs to the version 1 client's CreateBuffer (one fd).
        XCTAssertEqual(seen.components(separatedBy: "file descriptor").count - 1, 1, seen)
    }
}
