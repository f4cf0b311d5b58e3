internal import CNeatVNC
import Logging
import StrataCompositor
import StrataSystem

/// Why the VNC backend could not start.
public enum VNCError: Error, CustomStringConvertible {
    case listen(String)
    case server(String)

    public var description: String {
        switch self {
        case .listen(let m), .server(let m): return m
        }
    }
}

/// How viewers must authenticate: VeNCrypt X509Plain (TLS with `certificate` and its
/// private `key`, both PEM files, then a user name — any — and `password`), the only
/// authentication neatvnc 0.5 offers.
public struct VNCAuthentication: Sendable {
    public var password: String
    public var certificate: String
    public var key: String

    public init(password: String, certificate: String, key: String) {
        self.password = password
        self.certificate = certificate
        self.key = key
    }
}

/// `stratad --backend vnc`: an RFB server (neatvnc, on its aml loop nested in ours)
/// serving the screen to any number of VNC viewers, whose pointers and keys become
/// Strata input.
///
/// neatvnc does its socket I/O without blocking, on the daemon's thread: aml's epoll
/// descriptor is watched by the daemon's loop, and a ready one is dispatched at once.
/// (Its encoders run on aml's worker threads and report back through that descriptor.)
public final class VNCBackend: Backend {
    public let name = "vnc"
    public let outputs: [Output]
    public let inputDevices = [InputDeviceInfo(name: "vnc-pointer", capabilities: [.pointer]),
                               InputDeviceInfo(name: "vnc-keyboard", capabilities: [.keyboard])]
    public var onTerminate: ((BackendTermination) -> Void)?
    public let output: VNCOutput
    /// Where it listens.
    public let host: String
    public let port: UInt16

    private let aml: OpaquePointer
    private let server: OpaquePointer
    /// Where viewers connect: neatvnc itself listens only on `socketPath` (see ``VNCGate``).
    let gate: VNCGate
    private let socketFolder: String
    private let socketPath: String
    private let display: OpaquePointer
    private let loop: EventLoop
    private var watch: EventLoop.Token?
    let viewers: VNCViewers

    /// Whether viewers must give the password (else the server is open to anyone who reaches it).
    public let requiresPassword: Bool
    private let password: PasswordCheck?

    /// Listens on `host`:`port` (loopback unless the caller asks otherwise); with
    /// `authentication`, only viewers that give its password get in.
    public init(width: Int, height: Int, refreshHz: Double, host: String, port: UInt16,
                authentication: VNCAuthentication? = nil, loop: EventLoop, logger: Logger) throws {
        guard width <= Int(UInt16.max), height <= Int(UInt16.max) else { throw VNCError.server("the screen is too large for RFB") }
        guard let aml = aml_new() else { throw VNCError.server("cannot create the aml loop") }
        aml_set_default(aml)
        nvnc_set_log_level(NVNC_LOG_WARNING)
        // neatvnc listens on a socket only this user can reach; viewers reach it through the gate.
        var template = Array("\(runtimeDirectory())/strata-vnc-XXXXXX".utf8CString)
        guard let folder = template.withUnsafeMutableBufferPointer({ buffer -> String? in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }) else {
            aml_unref(UnsafeMutableRawPointer(aml))
            throw VNCError.server("cannot make a private folder for the VNC server's socket")
        }
        let path = folder + "/rfb"
        let gate: VNCGate, server: OpaquePointer
        do {
            gate = try VNCGate(host: host, port: port, upstreamPath: path, requiresPassword: authentication != nil,
                               loop: loop, logger: logger)
            guard let opened = nvnc_open_unix(path) else { throw VNCError.server("cannot listen on \(path)") }
            server = opened
        } catch {
            rmdir(folder)
            aml_unref(UnsafeMutableRawPointer(aml))
            throw error
        }
        logger.info("vnc: neatvnc listens on \(path); viewers reach it through the gate on \(host):\(port)")
        self.gate = gate
        socketFolder = folder
        socketPath = path
        self.aml = aml
        self.server = server
        self.host = host
        self.port = port
        self.loop = loop
        nvnc_set_name(server, "Strata")
        display = nvnc_display_new(0, 0)
        nvnc_add_display(server, display)
        output = try VNCOutput(display: display, width: width, height: height, refreshHz: refreshHz, loop: loop)
        outputs = [output]
        viewers = VNCViewers(logger: logger)
        output.viewerCount = { [unowned viewers] in viewers.count }
        requiresPassword = authentication != nil
        password = authentication.map { PasswordCheck($0.password) }
        if let authentication, let password {
            guard nvnc_has_auth() else { throw VNCError.server("this neatvnc was built without TLS: no password possible") }
            let check: nvnc_auth_fn = { _, given, context in
                guard let given, let context else { return false }
                return Unmanaged<PasswordCheck>.fromOpaque(context).takeUnretainedValue().matches(String(cString: given))
            }
            guard nvnc_enable_auth(server, authentication.key, authentication.certificate, check,
                                   Unmanaged.passUnretained(password).toOpaque()) == 0 else {
                throw VNCError.server("cannot use the TLS certificate \(authentication.certificate) and key \(authentication.key)")
            }
        }
    }

    deinit {
        withExtendedLifetime(password) {}
        if let watch { loop.remove(watch) }
        nvnc_display_unref(display)
        nvnc_close(server)
        aml_unref(UnsafeMutableRawPointer(aml))
        stop()
    }

    /// Stops taking viewers and removes neatvnc's socket and its private folder.
    public func stop() {
        gate.stop()
        unlink(socketPath)
        rmdir(socketFolder)
    }

    public func start(input: InputSink) throws {
        viewers.sink = input
        nvnc_set_userdata(UnsafeMutableRawPointer(server), Unmanaged.passUnretained(viewers).toOpaque(), nil)
        nvnc_set_new_client_fn(server) { client in VNCViewers.from(client)?.connected(client!) }
        nvnc_set_pointer_fn(server) { client, x, y, mask in
            VNCViewers.from(client)?.pointer(client!, x: x, y: y, mask: mask.rawValue)
        }
        nvnc_set_key_fn(server) { client, keysym, pressed in VNCViewers.from(client)?.key(client!, keysym: keysym, pressed: pressed) }
        try gate.start()
        let fd = aml_get_fd(UnsafeRawPointer(aml))
        watch = try loop.watch(fd: fd, events: .readable) { [unowned self] _ in
            _ = aml_poll(self.aml, 0)
            aml_dispatch(self.aml)
        }
    }
}

/// The password viewers must give, compared in constant time.
final class PasswordCheck {
    private let expected: [UInt8]

    init(_ password: String) { expected = Array(password.utf8) }

    func matches(_ given: String) -> Bool {
        let bytes = Array(given.utf8)
        var difference = UInt8(bytes.count == expected.count ? 0 : 1)
        for i in 0..<expected.count { difference |= expected[i] ^ (i < bytes.count ? bytes[i] : 0) }
        return difference == 0
    }
}
