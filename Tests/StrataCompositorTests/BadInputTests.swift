import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm
import StrataSystem
import StrataTestSupport
import XCTest

/// Malformed calls, bad buffers, lying and greedy clients: each gets its named error
/// and the daemon goes on serving everyone.
final class BadInputTests: XCTestCase {
    private func expectError(_ name: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual((error as? DBusError)?.name, name, "\(error)", file: file, line: line)
        }
    }

    private func createBuffer(_ client: TestClient, _ window: DBusObjectPath, fd: OwnedFileDescriptor, offset: UInt32 = 0,
                              width: UInt32 = 16, height: UInt32 = 16, stride: UInt32 = 64, format: String = "a8r8g8b8") throws {
        try client.window(window, "CreateBuffer") { try $0.append(fd, offset, width, height, stride, format) }
    }

    /// A memfd of `size` bytes, sealed against shrinking unless `sealed` is false.
    private func memfd(_ size: Int, sealed: Bool = true) throws -> OwnedFileDescriptor {
        let fd = try MemFD.create(name: "bad")
        try fd.truncate(to: size)
        if sealed { try fd.addSeals(.shrink) }
        return fd
    }

    func testEveryBadBufferHasItsNamedError() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let client = try fixture.connect()
        let window = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 32, height: 32))

        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: try memfd(64 * 16, sealed: false)) }
        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: try memfd(64 * 15)) }        // too small
        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: try OwnedFileDescriptor.pipe().read) } // not a memfd
        let file = try OwnedFileDescriptor.open(fixture.bus.directory.appendingPathComponent("regular").path,
                                                flags: O_RDWR | O_CREAT | O_TRUNC)
        try file.truncate(to: 64 * 16)
        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: file) }                       // regular file
        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: try memfd(64 * 17), offset: 2) } // misaligned
        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: try memfd(64 * 16), offset: 64) } // offset + size > file
        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: try memfd(64 * 16), stride: 60) } // stride < width*4
        expectError(StrataError.badBuffer) { try createBuffer(client, window, fd: try memfd(64 * 16), stride: 66) } // stride % 4
        expectError(StrataError.badFormat) { try createBuffer(client, window, fd: try memfd(64 * 16), format: "rgb565") }
        expectError(StrataError.limitsExceeded) {
            try createBuffer(client, window, fd: try memfd(4096), width: 20000, height: 1, stride: 80000)
        }
        expectError(DBusError.Name.invalidArgs) {
            try client.window(window, "CreateBuffer") { try $0.append(UInt32(0), UInt32(16), UInt32(16), UInt32(64), "a8r8g8b8") }
        }

        // The error message names the cause.
        do {
            try createBuffer(client, window, fd: try memfd(64 * 16, sealed: false))
        } catch let error as DBusError {
            XCTAssertTrue(error.message.contains("seal"), error.message)
        }

        // After all that, the same client still gets a window on screen.
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 64, height: 48), color: 0xFF12_3456, opaque: true)
        XCTAssertEqual(try client.screenshot().pixel(x: 5, y: 5) & 0xFF_FFFF, 0x12_3456)
    }

    func testMalformedCallsAndUnknownThings() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let client = try fixture.connect()
        expectError(DBusError.Name.invalidArgs) { try client.root("CreateWindow") { try $0.append("not a dictionary") } }
        expectError(DBusError.Name.invalidArgs) {
            try client.root("CreateWindow") { try $0.append(["title": DBusVariant(.uint32(7))]) } // title must be a string
        }
        expectError(DBusError.Name.invalidArgs) {
            try client.root("CreateWindow") { try $0.append(["geometry": try DBusVariant(WindowGeometry(x: 0, y: 0, width: 0, height: 5))]) }
        }
        // A misspelt key is refused and named, not ignored (it used to make a full-screen window).
        XCTAssertThrowsError(try client.root("CreateWindow") {
            try $0.append(["geomtry": try DBusVariant(WindowGeometry(x: 0, y: 0, width: 5, height: 5))])
        }) { error in
            XCTAssertEqual((error as? DBusError)?.name, DBusError.Name.invalidArgs)
            XCTAssertTrue("\(error)".contains("geomtry"), "\(error)")
        }
        expectError(DBusError.Name.invalidArgs) { try client.root("DumpState") { try $0.append("everything") } }
        expectError(DBusError.Name.invalidArgs) { try client.input("NotifyTouchDown") { try $0.append(UInt32(0), Double.nan, 1.0) } }
        expectError(DBusError.Name.unknownObject) {
            try client.window(StrataProtocol.windowPath(999), "Show")
        }
        expectError(DBusError.Name.unknownMethod) { try client.root("Explode") }
        expectError(StrataError.noSuchWindow) {
            _ = try client.screenshot(["window": DBusVariant(.objectPath(StrataProtocol.windowPath(999)))])
        }
        expectError(DBusError.Name.invalidArgs) {
            try client.root("Screenshot") { try $0.append([String: DBusVariant](), try OwnedFileDescriptor.pipe().write) }
        }
        expectError(DBusError.Name.invalidArgs) { _ = try client.screenshot(["colour": DBusVariant(.string("yes"))]) }
        // Still serving.
        XCTAssertEqual(try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Version", as: UInt32.self), StrataProtocol.version)
    }

    func testOnlyTheOwnerMayChangeAWindow() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let owner = try fixture.connect()
        let other = try fixture.connect()
        let (window, buffer, _) = try owner.presentWindow(WindowGeometry(x: 0, y: 0, width: 32, height: 32), color: 0xFF00_FF00)
        for member in ["Show", "Hide", "Destroy"] {
            expectError(StrataError.notOwner) { try other.window(window, member) }
        }
        expectError(StrataError.notOwner) { try other.window(window, "SetTitle") { try $0.append("mine now") } }
        expectError(StrataError.notOwner) {
            try other.window(window, "SetGeometry") { try $0.append(Int32(0), Int32(0), Int32(5), Int32(5)) }
        }
        expectError(StrataError.notOwner) { try other.window(window, "DestroyBuffer") { try $0.append(buffer) } }
        expectError(StrataError.notOwner) {
            let fd = try SharedBuffer.create(width: 4, height: 4).fd
            try other.window(window, "CreateBuffer") { try $0.append(fd, UInt32(0), UInt32(4), UInt32(4), UInt32(16), "a8r8g8b8") }
        }
        // A commit by a caller that wants a reply gets the error as its reply.
        expectError(StrataError.notOwner) {
            try other.window(window, "Commit") { try $0.append(buffer, [WindowGeometry](), UInt32(1)) }
        }
        XCTAssertEqual(try owner.property(window, StrataProtocol.Interface.window, "Title", as: String.self), "test")
        XCTAssertTrue(try owner.property(window, StrataProtocol.Interface.window, "Visible", as: Bool.self))
        // Raise, MakeKey and Close are privileged, and everyone is privileged by default.
        try other.window(window, "Raise")
        try other.window(window, "MakeKey")
        try other.window(window, "Close")
        try owner.waitFor("CloseRequested", on: window)
    }

    func testABadCommitIsReportedByTheErrorSignalAndStillGetsItsFrame() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let client = try fixture.connect()
        let window = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 32, height: 32))
        let serial = try client.commit(window, buffer: 4242, damage: [WindowGeometry(x: 0, y: 0, width: 32, height: 32)])
        let error = try client.waitFor("Error", on: window)
        XCTAssertEqual(error?.values.first, .string(StrataError.badBuffer))
        try client.waitForFrame(window, serial: serial)
        // A commit from a caller that wants a reply gets an empty one.
        let (buffer, _) = try client.createBuffer(window, width: 32, height: 32, color: 0xFF00_0000)
        try client.window(window, "Commit") { try $0.append(buffer, [WindowGeometry(x: -10, y: -10, width: 1000, height: 1000)], UInt32(77)) }
        try client.waitForFrame(window, serial: 77)
    }

    func testAHugeDamageListDoesNotStallTheDaemon() throws {
        let fixture = try DaemonFixture(width: 64, height: 48)
        let client = try fixture.connect()
        let (window, buffer, _) = try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 64, height: 48), color: 0xFF00_0000)
        // 200,000 one-pixel rectangles in a checkerboard (the worst case for region unions).
        var rects: [WindowGeometry] = []
        rects.reserveCapacity(200_000)
        for i in 0..<200_000 { rects.append(WindowGeometry(x: Int32((i * 2) % 64 + (i / 32) % 2), y: Int32(i / 32 % 48), width: 1, height: 1)) }
        // A quadratic region build would take minutes: the frame would not come in time.
        let serial = try client.commit(window, buffer: buffer, damage: rects)
        try client.waitForFrame(window, serial: serial)
        XCTAssertEqual(try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Version", as: UInt32.self), StrataProtocol.version)
    }

    func testPerClientCapsGiveLimitsExceeded() throws {
        let fixture = try DaemonFixture(width: 64, height: 48, config: """
            max-windows-per-client 2
            max-buffers-per-client 2
            max-buffer-bytes-per-client 20000
            """)
        let client = try fixture.connect()
        let window = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        _ = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8))
        expectError(StrataError.limitsExceeded) { _ = try client.createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8)) }
        _ = try client.createBuffer(window, width: 50, height: 50, color: 0) // 10,000 bytes
        expectError(StrataError.limitsExceeded) { _ = try client.createBuffer(window, width: 60, height: 60, color: 0) } // bytes
        _ = try client.createBuffer(window, width: 8, height: 8, color: 0)
        expectError(StrataError.limitsExceeded) { _ = try client.createBuffer(window, width: 8, height: 8, color: 0) } // count
        // Another client has its own caps.
        let other = try fixture.connect()
        _ = try other.createWindow(WindowGeometry(x: 0, y: 0, width: 8, height: 8))
    }
}
