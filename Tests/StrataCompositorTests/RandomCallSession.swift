import Foundation
import StrataDBus
import StrataProtocol
import StrataShm
import StrataSystem
import StrataTestSupport
import XCTest

/// Sends random calls from several clients to a daemon and tallies the replies, with
/// up to ``maxInFlight`` calls outstanding (so the daemon's queue is never empty).
/// Window paths come only from `CreateWindow` replies, waited for, so a seed gives the
/// same calls every time.
struct RandomCallSession {
    let fixture: DaemonFixture
    var args: RandomArguments
    private(set) var clients: [TestClient] = []
    /// Every window path ever created (destroyed ones too: calls on them must fail cleanly).
    private(set) var windows: [DBusObjectPath] = []
    /// Which client created each window, and the buffers it registered on it.
    private var owners: [DBusObjectPath: Int] = [:]
    private var buffers: [DBusObjectPath: [UInt32]] = [:]
    /// Reply counts: "ok" or the error name.
    private(set) var outcomes: [String: Int] = [:]
    private(set) var lastCall = ""
    private(set) var callCount = 0
    private let inFlight = Counter()
    private let maxInFlight = 32
    /// Buffers of the good kind, kept so their files stay valid while the daemon uses them.
    private var keep: [OwnedFileDescriptor] = []

    /// Mutable state shared with reply callbacks.
    private final class Counter { var value = 0; var outcomes: [String: Int] = [:] }

    init(fixture: DaemonFixture, seed: UInt64) {
        self.fixture = fixture
        args = RandomArguments(seed: seed, directory: fixture.bus.directory)
    }

    /// Adds `onBus` version 1 clients and `private` version 2 clients (own connections).
    mutating func addClients(onBus: Int, private: Int) throws {
        for _ in 0..<onBus { clients.append(try fixture.connect()) }
        for _ in 0..<`private` { clients.append(try fixture.connectPrivately()) }
    }

    /// Closes every random client (the daemon must forget their windows).
    mutating func disconnectAll() {
        for client in clients { client.connection.close() }
        clients.removeAll()
    }

    /// Waits for every outstanding reply.
    mutating func drain() throws {
        let counter = inFlight
        guard try fixture.run(until: { counter.value == 0 }, timeout: 60) else {
            throw DBusError.failed("\(counter.value) calls got no reply in 60 s; last call \(lastCall)")
        }
        for (name, n) in counter.outcomes { outcomes[name, default: 0] += n }
        counter.outcomes.removeAll()
    }

    // MARK: Sending

    private mutating func send(_ client: TestClient, _ path: DBusObjectPath, _ interface: String, _ member: String,
                               noReply: Bool = false, wait: Bool = false,
                               _ build: (DBusMessage, inout RandomArguments) throws -> Void) throws -> DBusMessage? {
        let message = DBusMessage.methodCall(destination: client.isPrivate ? nil : StrataProtocol.busName, path: path,
                                             interface: interface, member: member)
        if args.chance(3) {
            // Wrong argument types.
            try? message.appendValues((0..<args.below(4)).map { _ in args.anyValue() })
        } else {
            try build(message, &args)
        }
        lastCall = "\(member) on \(path) (\(message.signature))"
        callCount += 1
        if noReply {
            message.noReplyExpected = true
            _ = try? client.connection.send(message)
            return nil
        }
        let counter = inFlight
        var reply: DBusMessage?
        counter.value += 1
        client.connection.call(message, timeout: 30) { result in
            counter.value -= 1
            switch result {
            case .success(let m): counter.outcomes["ok", default: 0] += 1; reply = m
            case .failure(let e): counter.outcomes[e.name, default: 0] += 1
            }
        }
        if wait {
            try drain()
        } else if counter.value >= maxInFlight {
            guard try fixture.run(until: { counter.value < maxInFlight / 2 }, timeout: 30) else {
                throw DBusError.failed("the daemon stopped answering; last call \(lastCall)")
            }
        }
        return reply
    }

    // MARK: The calls

    /// One random call on a random method of the protocol.
    mutating func randomCall() throws {
        let window = windows.isEmpty || args.chance(3)
            ? args.pick(["/org/strata/Compositor1/window/999999", "/org/strata/Compositor1/window/0", "/"] as [DBusObjectPath])
            : args.pick(windows)
        // Mostly the owner calls on its window (the interesting paths); sometimes another client.
        let clientIndex = owners[window].flatMap { args.chance(80) ? $0 : nil } ?? args.below(clients.count)
        let client = clients[clientIndex]
        let knownBuffers = buffers[window] ?? []
        let root = StrataProtocol.rootPath
        let compositor = StrataProtocol.Interface.compositor, input = StrataProtocol.Interface.input
        let w = StrataProtocol.Interface.window
        switch args.below(100) {
        case 0..<6:
            let reply = try send(client, root, compositor, "CreateWindow", wait: true) { m, a in
                var props: [String: DBusVariant] = [:]
                if a.chance(80) { props["geometry"] = try DBusVariant(a.geometry()) }
                if a.chance(50) { props["level"] = DBusVariant(.int32(a.chance(50) ? a.pick([0, 1000, 2000]) : a.int32())) }
                if a.chance(50) { props["title"] = DBusVariant(.string(a.string())) }
                if a.chance(30) { props["app-id"] = DBusVariant(.string(a.string())) }
                if a.chance(30) { props["opaque"] = DBusVariant(.boolean(a.chance(50))) }
                if a.chance(10) { props["geometry"] = DBusVariant(a.anyValue()) }
                if a.chance(5) { props["unknown-key"] = DBusVariant(.double(a.double())) }
                try m.append(props)
            }
            if let path = try? reply?.decode(DBusObjectPath.self) {
                windows.append(path)
                owners[path] = clientIndex
            }
        case 6..<8:
            _ = try send(client, root, compositor, "WindowAt") { m, a in try m.append(a.double(), a.double()) }
        case 8:
            _ = try send(client, root, compositor, "Screenshot") { m, a in
                var options: [String: DBusVariant] = [:]
                switch a.below(4) {
                case 0: options["area"] = try DBusVariant(a.geometry())
                case 1: options["window"] = DBusVariant(.objectPath(window))
                case 2: options["bogus"] = DBusVariant(.uint32(a.uint32()))
                default: break
                }
                try m.append(options, try a.bufferFile(bytes: 4096))
            }
        case 9:
            _ = try send(client, root, compositor, "DumpState") { m, a in
                try m.append(a.pick(["scene", "input", "clients", "frames", "", a.string()]))
            }
        case 10..<13:
            _ = try send(client, root, input, "NotifyPointerMotionAbsolute") { m, a in try m.append(a.double(), a.double()) }
        case 13..<15:
            _ = try send(client, root, input, "NotifyPointerButton") { m, a in
                try m.append(a.chance(70) ? a.pick([EvdevCode.buttonLeft, EvdevCode.buttonRight]) : a.uint32(), a.chance(50))
            }
        case 15..<18:
            _ = try send(client, root, input, "NotifyTouchDown") { m, a in try m.append(a.uint32() % 12, a.double(), a.double()) }
        case 18..<20:
            _ = try send(client, root, input, "NotifyTouchMotion") { m, a in try m.append(a.uint32() % 12, a.double(), a.double()) }
        case 20..<22:
            _ = try send(client, root, input, "NotifyTouchUp") { m, a in try m.append(a.uint32() % 12) }
        case 22..<25:
            _ = try send(client, root, input, "NotifyKeyboardKeycode") { m, a in
                try m.append(a.chance(70) ? UInt32(a.below(120)) : a.uint32(), a.chance(50))
            }
        case 25..<28:
            _ = try send(client, window, w, "SetTitle") { m, a in try m.append(a.string()) }
        case 28..<31:
            _ = try send(client, window, w, "SetGeometry") { m, a in
                let g = a.geometry()
                try m.append(g.x, g.y, g.width, g.height)
            }
        case 31..<33:
            // Operator control (version 3) on any window, by anyone, with odd values.
            let member = args.pick(["MoveWindow", "ResizeWindow", "SetWindowVisible"])
            _ = try send(client, root, compositor, member) { m, a in
                try m.append(window)
                if member == "SetWindowVisible" { try m.append(a.chance(50)) } else { try m.append(a.int32(), a.int32()) }
            }
        case 33..<35:
            _ = try send(client, window, w, "SetLevel") { m, a in try m.append(a.chance(50) ? a.pick([Int32(0), 1000, 2000]) : a.int32()) }
        case 35..<40: _ = try send(client, window, w, "Show") { _, _ in }
        case 40..<42: _ = try send(client, window, w, "Hide") { _, _ in }
        case 42..<44: _ = try send(client, window, w, "Raise") { _, _ in }
        case 44..<46: _ = try send(client, window, w, "MakeKey") { _, _ in }
        case 46: _ = try send(client, window, w, "Close") { _, _ in }
        case 47: _ = try send(client, window, w, "Destroy") { _, _ in }
        case 48..<58:
            var kept: OwnedFileDescriptor?
            let reply = try send(client, window, w, "CreateBuffer", wait: true) { m, a in
                let width = UInt32(1 + a.below(100)), height = UInt32(1 + a.below(80))
                let honest = a.chance(70)
                let stride = honest ? width * 4 : a.uint32()
                let fd = try a.bufferFile(bytes: Int(width * 4 * height) - (a.chance(10) ? 4 : 0))
                kept = fd
                try m.append(fd, honest ? 0 : a.uint32(), honest ? width : a.uint32(), honest ? height : a.uint32(), stride,
                             a.chance(90) ? a.pick(["a8r8g8b8", "x8r8g8b8"]) : a.pick(["a8", "", "rgb565", a.string()]))
            }
            if let kept, keep.count < 64 { keep.append(kept) }
            if let id = try? reply?.decode(UInt32.self) { buffers[window, default: []].append(id) }
        case 58..<60:
            _ = try send(client, window, w, "DestroyBuffer") { m, a in
                try m.append(!knownBuffers.isEmpty && a.chance(70) ? a.pick(knownBuffers) : a.uint32())
            }
        case 60..<85:
            let noReply = args.chance(70)
            _ = try send(client, window, w, "Commit", noReply: noReply) { m, a in
                try m.append(!knownBuffers.isEmpty && a.chance(80) ? a.pick(knownBuffers) : a.uint32(), a.damage(), a.uint32())
            }
        case 85..<90:
            _ = try send(client, args.chance(50) ? window : root, "org.freedesktop.DBus.Properties", "Get") { m, a in
                try m.append(a.pick([w, compositor, input, a.string()]),
                             a.pick(["Geometry", "Title", "Windows", "KeyWindow", "ScreenSize", "Visible", "IsKey", a.string()]))
            }
        case 90..<93:
            _ = try send(client, args.chance(50) ? window : root, "org.freedesktop.DBus.Properties", "GetAll") { m, a in
                try m.append(a.pick([w, compositor, input, ""]))
            }
        case 93:
            _ = try send(client, window, "org.freedesktop.DBus.Properties", "Set") { m, a in
                try m.append(w, "Title", DBusVariant(.string(a.string())))
            }
        case 94..<96:
            _ = try send(client, args.chance(50) ? window : root, "org.freedesktop.DBus.Introspectable", "Introspect") { _, _ in }
        case 96:
            _ = try send(client, root, "org.freedesktop.DBus.Peer", "Ping") { _, _ in }
        case 97:
            _ = try send(client, root, "org.freedesktop.DBus.ObjectManager", "GetManagedObjects") { _, _ in }
        default:
            _ = try send(client, window, args.pick([w, compositor, "org.strata.Nonexistent1"]), args.pick(["Frobnicate", "Commit", "Show"])) { _, _ in }
        }
    }
}
