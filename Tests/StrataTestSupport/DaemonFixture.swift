import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm
import StrataSystem
import XCTest

/// A private bus with a real `stratad` on it, and an event loop driving the test's
/// own client connections.
public final class DaemonFixture {
    public let bus: PrivateBus
    public let loop: EventLoop
    public let daemon: Tools.Background
    public let configPath: String?
    private var probe: DBusConnection

    /// Starts `stratad --size WxH --refresh HZ` (plus `--config` when `config` is given),
    /// with `environment` added to the test's own (e.g. `DISPLAY` for the X11 backend).
    public init(width: Int = 320, height: Int = 240, refresh: Double = 60, config: String? = nil,
                extraArguments: [String] = [], busConfiguration: String = "",
                environment extraEnvironment: [String: String] = [:]) throws {
        bus = try PrivateBus(extraConfiguration: busConfiguration)
        loop = try EventLoop()
        var arguments = ["--size", "\(width)x\(height)", "--refresh", "\(refresh)"] + extraArguments
        if let config {
            let path = bus.directory.appendingPathComponent("stratad.conf").path
            try config.write(toFile: path, atomically: true, encoding: .utf8)
            arguments += ["--config", path]
            configPath = path
        } else {
            configPath = nil
        }
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = bus.address
        environment["STRATA_LOG_LEVEL"] = "debug"
        environment.merge(extraEnvironment) { _, new in new }
        daemon = try Tools.Background(Tools.executable("stratad"), arguments, environment: environment)
        probe = try DBusConnection.bus(address: bus.address)
        let started = try waitUntil(timeout: 20) {
            guard daemon.process.isRunning else { return true }
            return try probe.nameHasOwner(StrataProtocol.busName)
        }
        guard started, daemon.process.isRunning, try probe.nameHasOwner(StrataProtocol.busName) else {
            throw DBusError.failed("stratad did not start: \(daemon.finish())")
        }
    }

    /// A new version 1 client on the bus, driven by the fixture's loop.
    public func connect() throws -> TestClient {
        try TestClient(fixture: self)
    }

    /// A new version 2 client: discovered on the bus, then on its own private
    /// connection (`ClientAddress`), driven by the fixture's loop.
    public func connectPrivately() throws -> TestClient {
        try TestClient(fixture: self, private: true)
    }

    /// The daemon's process id.
    public var daemonPID: Int32 { daemon.process.pid }

    /// Runs the loop until `condition` holds (at most `timeout` seconds).
    @discardableResult
    public func run(until condition: () -> Bool, timeout: Double = 10) throws -> Bool {
        try loop.run(until: condition, timeout: timeout)
    }

    /// Runs the loop for `seconds` (to let things that should NOT happen have their chance).
    public func settle(_ seconds: Double = 0.2) throws {
        try loop.run(until: { false }, timeout: seconds)
    }

    /// stratad's log so far (for failure messages).
    public var log: String { daemon.stderr }
}

/// A `Window1` signal received by a client.
public struct ReceivedSignal {
    public let path: DBusObjectPath
    public let member: String
    public let values: [DBusValue]
}

/// A protocol client written against the wrapper, for tests: typed helpers for the
/// calls, and a record of every signal the daemon sent it.
public final class TestClient {
    public let connection: DBusConnection
    public unowned let fixture: DaemonFixture
    public private(set) var signals: [ReceivedSignal] = []
    /// `PropertiesChanged` seen: (path, interface, changed).
    public private(set) var propertyChanges: [(DBusObjectPath, String, [String: DBusVariant])] = []
    private var buffers: [UInt32: SharedBuffer] = [:]
    private var serial: UInt32 = 0

    /// Whether this client talks to the daemon over a private connection.
    public let isPrivate: Bool
    /// Messages go to the daemon's bus name on the bus, nowhere in particular on a peer connection.
    private var destination: String? { isPrivate ? nil : StrataProtocol.busName }

    init(fixture: DaemonFixture, private: Bool = false) throws {
        self.fixture = fixture
        isPrivate = `private`
        if `private` {
            let bus = try DBusConnection.bus(address: fixture.bus.address)
            defer { bus.close() }
            guard let address = try StrataProtocol.clientAddress(on: bus) else { throw DBusError.failed("no ClientAddress") }
            connection = try StrataProtocol.openPrivateConnection(address: address)
        } else {
            connection = try DBusConnection.bus(address: fixture.bus.address)
        }
        connection.attach(to: fixture.loop)
        // Window signals are unicast: no match rule needed (nor wanted).
        try connection.subscribe(DBusMatchRule(interface: StrataProtocol.Interface.window), addToBus: false) { [weak self] m in
            guard let self, let path = m.path, let member = m.member else { return }
            self.signals.append(ReceivedSignal(path: path, member: member, values: (try? m.values()) ?? []))
        }
        try connection.subscribe(DBusMatchRule(sender: `private` ? nil : StrataProtocol.busName,
                                               interface: "org.freedesktop.DBus.Properties",
                                               member: "PropertiesChanged")) { [weak self] m in
            guard let self, let path = m.path,
                  let (interface, changed, _) = try? m.decode(String.self, [String: DBusVariant].self, [String].self) else { return }
            self.propertyChanges.append((path, interface, changed))
        }
    }

    public var uniqueName: String { connection.uniqueName ?? "" }

    // MARK: Calls

    /// Calls a method on the daemon and waits for the reply (throws the error reply).
    @discardableResult
    public func call(_ path: DBusObjectPath, _ interface: String, _ member: String,
              _ build: (DBusMessage) throws -> Void = { _ in }) throws -> DBusMessage {
        let message = DBusMessage.methodCall(destination: destination, path: path, interface: interface, member: member)
        try build(message)
        var result: Result<DBusMessage, DBusError>?
        connection.call(message, timeout: 10) { result = $0 }
        guard try fixture.run(until: { result != nil }, timeout: 15), let result else {
            throw DBusError.failed("no reply to \(member); stratad log:\n\(fixture.log)")
        }
        return try result.get()
    }

    public func root(_ member: String, _ build: (DBusMessage) throws -> Void = { _ in }) throws -> DBusMessage {
        try call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, member, build)
    }

    public func input(_ member: String, _ build: (DBusMessage) throws -> Void = { _ in }) throws {
        try call(StrataProtocol.rootPath, StrataProtocol.Interface.input, member, build)
    }

    public func window(_ path: DBusObjectPath, _ member: String, _ build: (DBusMessage) throws -> Void = { _ in }) throws {
        try call(path, StrataProtocol.Interface.window, member, build)
    }

    public func property<T: DBusDecodable>(_ path: DBusObjectPath, _ interface: String, _ name: String, as type: T.Type) throws -> T {
        try call(path, "org.freedesktop.DBus.Properties", "Get") { try $0.append(interface, name) }
            .decode(DBusVariant.self).decode(as: T.self)
    }

    /// Creates a window; `show` also shows it.
    public func createWindow(title: String = "test", _ geometry: WindowGeometry, level: Int32 = 0, opaque: Bool = false,
                      show: Bool = true) throws -> DBusObjectPath {
        let props: [String: DBusVariant] = [
            "title": DBusVariant(.string(title)), "app-id": DBusVariant(.string("org.strata.Tests")),
            "geometry": try DBusVariant(geometry), "level": DBusVariant(.int32(level)), "opaque": DBusVariant(.boolean(opaque)),
        ]
        let path = try root("CreateWindow") { try $0.append(props) }.decode(DBusObjectPath.self)
        if show { try window(path, "Show") }
        return path
    }

    /// A new shared buffer filled with `color` (premultiplied ARGB), registered on the window.
    public func createBuffer(_ path: DBusObjectPath, width: Int, height: Int, color: UInt32,
                      format: PixelFormat = .a8r8g8b8) throws -> (UInt32, SharedBuffer) {
        let buffer = try SharedBuffer.create(width: width, height: height, format: format)
        buffer.image.fill(.src, color: PixmanColor(argb: color), rects: [PixmanRect(x: 0, y: 0, width: Int32(width), height: Int32(height))])
        let id = try call(path, StrataProtocol.Interface.window, "CreateBuffer") { m in
            try m.append(buffer.fd, UInt32(0), UInt32(width), UInt32(height), UInt32(buffer.stride), format.protocolName)
        }.decode(UInt32.self)
        buffers[id] = buffer
        return (id, buffer)
    }

    /// Commits with `NO_REPLY_EXPECTED` (as ClientKit does); returns the serial.
    @discardableResult
    public func commit(_ path: DBusObjectPath, buffer: UInt32, damage: [WindowGeometry]) throws -> UInt32 {
        serial += 1
        let message = DBusMessage.methodCall(destination: destination, path: path,
                                             interface: StrataProtocol.Interface.window, member: "Commit")
        try message.append(buffer, damage, serial)
        message.noReplyExpected = true
        try connection.send(message)
        return serial
    }

    /// Shows a window with one buffer of `color` covering it, committed and on screen.
    @discardableResult
    public func presentWindow(title: String = "test", _ geometry: WindowGeometry, color: UInt32, level: Int32 = 0,
                       opaque: Bool = false) throws -> (DBusObjectPath, UInt32, SharedBuffer) {
        let path = try createWindow(title: title, geometry, level: level, opaque: opaque)
        let (id, buffer) = try createBuffer(path, width: Int(geometry.width), height: Int(geometry.height), color: color)
        let serial = try commit(path, buffer: id, damage: [WindowGeometry(x: 0, y: 0, width: geometry.width, height: geometry.height)])
        try waitForFrame(path, serial: serial)
        return (path, id, buffer)
    }

    // MARK: Signals

    public func signals(_ member: String, on path: DBusObjectPath? = nil) -> [ReceivedSignal] {
        signals.filter { $0.member == member && (path == nil || $0.path == path) }
    }

    public func clearSignals() { signals.removeAll() }

    /// Waits for a signal; returns it or fails the test.
    @discardableResult
    public func waitFor(_ member: String, on path: DBusObjectPath? = nil, timeout: Double = 10,
                 where predicate: (ReceivedSignal) -> Bool = { _ in true },
                 file: StaticString = #filePath, line: UInt = #line) throws -> ReceivedSignal? {
        var found: ReceivedSignal?
        try fixture.run(until: {
            found = signals.first { $0.member == member && (path == nil || $0.path == path) && predicate($0) }
            return found != nil
        }, timeout: timeout)
        if found == nil { XCTFail("no \(member) signal arrived; stratad log:\n\(fixture.log)", file: file, line: line) }
        return found
    }

    public func waitForFrame(_ path: DBusObjectPath, serial: UInt32, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitFor("FrameDone", on: path, where: { $0.values.first == .uint32(serial) }, file: file, line: line)
    }

    // MARK: Screenshots

    /// Takes a screenshot (the whole screen by default) into a memfd and reads it back.
    public func screenshot(_ options: [String: DBusVariant] = [:]) throws -> PixmanImage {
        let fd = try MemFD.create(name: "screenshot")
        let info = try root("Screenshot") { try $0.append(options, fd) }.decode([String: DBusVariant].self)
        let width = Int(try XCTUnwrap(info["width"]).decode(as: UInt32.self))
        let height = Int(try XCTUnwrap(info["height"]).decode(as: UInt32.self))
        let stride = Int(try XCTUnwrap(info["stride"]).decode(as: UInt32.self))
        let format = try XCTUnwrap(PixelFormat(protocolName: try XCTUnwrap(info["format"]).decode(as: String.self)))
        let image = PixmanImage(format: format, width: width, height: height)
        var row = [UInt32](repeating: 0, count: width)
        for y in 0..<height {
            let n = row.withUnsafeMutableBytes { pread(fd.rawValue, $0.baseAddress, width * 4, off_t(y * stride)) }
            XCTAssertEqual(n, width * 4)
            for x in 0..<width { image.setPixel(x: x, y: y, row[x]) }
        }
        return image
    }

    public func dumpState(_ section: String) throws -> String {
        try root("DumpState") { try $0.append(section) }.decode(String.self)
    }

    /// A number from `DumpState frames` (e.g. `last_frame_composited_pixels`).
    public func frameStat(_ key: String) throws -> Int {
        for line in try dumpState("frames").split(separator: "\n") where line.hasPrefix(key + ":") {
            return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? -1
        }
        XCTFail("no \(key) in DumpState frames")
        return -1
    }
}
