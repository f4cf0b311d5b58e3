import Foundation
import StrataDBus
import StrataProtocol
import StrataShm
import StrataSystem
import StrataTestSupport
import XCTest

/// With an allowlist in `--config`, privileged calls need an allowed executable.
final class PrivilegeTests: XCTestCase {
    private func expectAccessDenied(file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.accessDenied, "\(error)", file: file, line: line)
        }
    }

    func testCallersNotOnTheAllowlistAreDenied() throws {
        let fixture = try DaemonFixture(width: 64, height: 48, config: "allow /nonexistent/strata-tool\n")
        let client = try fixture.connect()
        let other = try fixture.connect()
        expectAccessDenied { try client.input("NotifyTouchDown") { try $0.append(UInt32(0), 1.0, 1.0) } }
        expectAccessDenied { try client.input("NotifyKeyboardKeycode") { try $0.append(UInt32(30), true) } }
        expectAccessDenied { _ = try client.screenshot() }
        expectAccessDenied { _ = try client.dumpState("scene") }
        expectAccessDenied { try client.input("MonitorInput") { _ in } }

        // Ordinary calls work; so do Raise/MakeKey/Close on one's own window.
        let (mine, _, _) = try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 16, height: 16), color: 0xFF00_0000)
        try client.window(mine, "Raise")
        try client.window(mine, "MakeKey")
        try client.window(mine, "Close")
        try client.waitFor("CloseRequested", on: mine)
        // On someone else's window they are privileged.
        expectAccessDenied { try other.window(mine, "Raise") }
        expectAccessDenied { try other.window(mine, "MakeKey") }
        expectAccessDenied { try other.window(mine, "Close") }
        // Ordering within a client holds while its check is pending: the first call after
        // connecting waits for the bus's answer, the next ones queue behind it.
        let fresh = try fixture.connect()
        let windows = try (0..<3).map { i in try fresh.createWindow(title: "w\(i)", WindowGeometry(x: 0, y: 0, width: 4, height: 4)) }
        XCTAssertEqual(windows.compactMap { StrataProtocol.windowNumber(of: $0) }, windows.compactMap { StrataProtocol.windowNumber(of: $0) }.sorted())
    }

    func testAnAllowlistedExecutableIsAllowed() throws {
        // This test process's own executable is the allowed one.
        let me = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let fixture = try DaemonFixture(width: 64, height: 48, config: "allow /nonexistent/other\nallow \(me)\n")
        let client = try fixture.connect()
        try client.input("NotifyTouchDown") { try $0.append(UInt32(0), 1.0, 1.0) }
        XCTAssertEqual(try client.screenshot().width, 64)
        XCTAssertTrue(try client.dumpState("clients").contains("privileged yes"))
    }

    func testSIGHUPReloadsTheConfiguration() throws {
        let fixture = try DaemonFixture(width: 64, height: 48, config: "max-windows-per-client 8\n")
        let path = try XCTUnwrap(fixture.configPath)
        let client = try fixture.connect()
        XCTAssertEqual(try client.screenshot().width, 64, "no allowlist: everyone may")
        func reload(_ text: String, until marker: String, count: Int) throws {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            kill(fixture.daemonPID, SIGHUP)
            XCTAssertTrue(try fixture.run(until: { fixture.log.components(separatedBy: marker).count > count }),
                          "no '\(marker)' in the log:\n\(fixture.log)")
        }
        try reload("allow /nonexistent/strata-tool\n", until: "SIGHUP: reloaded", count: 1)
        XCTAssertTrue(fixture.log.contains("1 allowed executable(s)"), fixture.log)
        expectAccessDenied { _ = try client.screenshot() }
        // A file that does not parse is logged; the settings in force stay.
        try reload("frobnicate 3\n", until: "keeping the current configuration", count: 1)
        XCTAssertTrue(fixture.log.contains("unknown setting 'frobnicate'"), fixture.log)
        expectAccessDenied { _ = try client.screenshot() }
        try reload("# nobody listed\n", until: "SIGHUP: reloaded", count: 2)
        XCTAssertEqual(try client.screenshot().width, 64, "the allowlist is gone again")
        XCTAssertTrue(fixture.daemon.process.isRunning, "SIGHUP does not stop the daemon")
    }

    func testABadConfigurationFileStopsTheDaemonWithAMessage() throws {
        XCTAssertThrowsError(try DaemonFixture(config: "allow\nfrobnicate 3\n")) { error in
            XCTAssertTrue("\(error)".contains("allow takes one value"), "\(error)")
        }
    }

    /// Private connections authenticate with EXTERNAL: a process of another user is
    /// turned away, one of the daemon's user gets in (both with Debian's python3-dbus).
    func testAnotherUserCannotOpenAPrivateConnection() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run a client as another user")
        }
        let fixture = try DaemonFixture(width: 64, height: 48)
        let address = try fixture.connect().property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor,
                                                     "ClientAddress", as: String.self)
        let script = """
            import dbus, sys
            try:
                c = dbus.connection.Connection(sys.argv[1])
                print("version", c.call_blocking(None, "/org/strata/Compositor1", "org.freedesktop.DBus.Properties", "Get",
                                                 "ss", ("org.strata.Compositor1", "Version")))
            except dbus.exceptions.DBusException as e:
                print("refused", e.get_dbus_name())
            """
        let stranger = try Tools.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                          Tools.systemPython, "-c", script, address])
        XCTAssertTrue(stranger.stdout.contains("refused"), "\(stranger)")
        let owner = try Tools.run(Tools.systemPython, ["-c", script, address])
        XCTAssertTrue(owner.stdout.contains("version \(StrataProtocol.version)"), "\(owner)")
        print("another user: \(stranger.stdout.trimmingCharacters(in: .newlines)); the same user: \(owner.stdout.trimmingCharacters(in: .newlines))")
    }
}
