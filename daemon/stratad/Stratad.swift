// stratad: the Strata compositor daemon.
import ArgumentParser
import Foundation
import Logging
import StrataCompositor
import StrataPixman
import StrataDBus
import StrataProtocol
import StrataVersion
import StrataSystem

@main
struct Stratad: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stratad",
        abstract: "The Strata compositor: a window stack, shared buffers composited with pixman, input routed over D-Bus.",
        discussion: """
        stratad owns org.strata.Compositor1 on the session bus (or the bus named by --bus or \
        STRATA_BUS_ADDRESS) and serves protocol version 2 at /org/strata/Compositor1; apps talk to it over \
        private connections (ClientAddress). \
        Inspect it with busctl, gdbus or dbus-send. It exits cleanly on SIGTERM and SIGINT; \
        SIGHUP re-reads --config (allowlist and limits).
        """,
        version: "stratad \(StrataVersion.release) (protocol \(StrataProtocol.version))")

    @Option(help: "Screen size, WIDTHxHEIGHT.")
    var size: String = "1280x800"

    @Option(help: "Frame rate of the frame clock, in Hz.")
    var refresh: Double = 60

    @Option(help: "Colour where no window is, as RRGGBB hex.")
    var background: String = "000000"

    @Option(help: "D-Bus address to use (default: $STRATA_BUS_ADDRESS, else the session bus).")
    var bus: String?

    @Option(help: """
        Output backend: 'headless' (frames in memory; see them with `strata screenshot`), \
        'x11' (a window on $DISPLAY; its pointer and keyboard are Strata input), \
        'vnc' (an RFB server for VNC viewers; their pointer and keys are Strata input).
        """)
    var backend: String = "headless"

    @Option(name: .customLong("x11-shm"), help: "x11: 'auto' uses MIT-SHM when the X server offers it; 'off' always sends pixels with PutImage.")
    var x11SharedMemory: String = "auto"

    @Option(name: .customLong("vnc-address"), help: "vnc: where to listen, HOST:PORT. Anything but loopback must be asked for here.")
    var vncAddress: String = "127.0.0.1:5900"

    @Option(help: "Configuration file: allowlist of executables for privileged calls, limits (see the README).")
    var config: String?

    @Option(name: .customLong("log-level"), help: """
        Log level: trace, debug, info (default), notice, warning, error or critical \
        (else -v for debug, -vv for trace, else $STRATA_LOG_LEVEL). Under systemd the lines \
        carry journal priorities.
        """)
    var logLevel: String?

    @Flag(name: .short, help: "More log: -v is --log-level debug, -vv trace.")
    var verbose: Int

    func validate() throws {
        guard LogOutput.level(option: logLevel, verbosity: verbose, environment: [:]) != nil else {
            throw ValidationError("--log-level takes trace, debug, info, notice, warning, error or critical")
        }
        guard parseSize() != nil else { throw ValidationError("--size must look like 1280x800 (each side 1...16384)") }
        guard refresh > 0, refresh <= 1000 else { throw ValidationError("--refresh must be between 0 and 1000 Hz") }
        guard backgroundColor() != nil else { throw ValidationError("--background must be six hex digits, e.g. 202428") }
        guard Self.backends.contains(backend) else {
            throw ValidationError("unknown backend '\(backend)'; available: \(Self.backends.joined(separator: ", "))")
        }
        guard ["auto", "off"].contains(x11SharedMemory) else { throw ValidationError("--x11-shm takes 'auto' or 'off'") }
        guard parseVNCAddress() != nil else { throw ValidationError("--vnc-address must look like 127.0.0.1:5900") }
    }

    private func backgroundColor() -> UInt32? {
        guard background.count == 6, let rgb = UInt32(background, radix: 16) else { return nil }
        return 0xFF00_0000 | rgb
    }

    private func parseSize() -> (Int, Int)? {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        return (w, h)
    }

    func run() throws {
        // Signals first, before anything could start another thread. A viewer or
        // peer that hangs up mid-write is an error on that socket, not the end of stratad.
        signal(SIGPIPE, SIG_IGN)
        let loop = try EventLoop()
        var logger = Logger(label: "stratad")
        let environment = ProcessInfo.processInfo.environment
        let level = LogOutput.level(option: logLevel, verbosity: verbose, environment: environment) ?? .info
        let journal = environment["JOURNAL_STREAM"] != nil
        LoggingSystem.bootstrap { label in LogOutput(label: label, level: level, journal: journal) }
        logger = Logger(label: "stratad")
        try loop.handleSignals([SIGTERM, SIGINT]) { signal in
            logger.info("signal \(signal): shutting down")
            loop.stop()
        }
        // SIGHUP is blocked here with the others (before any thread starts); what it does
        // is set once the service exists.
        var reloadConfiguration: () -> Void = {}
        try loop.handleSignals([SIGHUP]) { _ in reloadConfiguration() }

        let configuration: DaemonConfiguration
        do {
            configuration = try config.map { try DaemonConfiguration(contentsOf: $0) } ?? DaemonConfiguration()
        } catch {
            throw Self.failure("\(error)")
        }
        let (width, height) = parseSize()!
        let backend: Backend
        do {
            backend = try makeBackend(width: width, height: height, configuration: configuration, loop: loop, logger: logger)
        } catch {
            throw Self.failure("cannot start the \(self.backend) backend: \(error)")
        }
        var termination: BackendTermination?
        backend.onTerminate = { reason in
            termination = reason
            switch reason {
            case .closedByUser: logger.info("the \(backend.name) display was closed: shutting down")
            case .lost(let why): logger.error("\(why); exiting")
            }
            loop.stop()
        }
        let address = bus ?? ProcessInfo.processInfo.environment[StrataProtocol.busAddressEnvironmentVariable]
        let connection: DBusConnection
        do {
            connection = try DBusConnection.bus(addressOrSession: address)
        } catch {
            throw Self.failure("cannot connect to the bus \(address ?? "(session)"): \(error)")
        }
        let compositor = Compositor(backend: backend, limits: configuration.limits)
        compositor.renderer.background = PixmanColor(argb: backgroundColor()!)
        let service = try CompositorService(connection: connection, compositor: compositor,
                                            policy: configuration.policy, logger: logger, loop: loop)
        switch try connection.requestName(StrataProtocol.busName) {
        case .primaryOwner, .alreadyOwner:
            break
        case .exists, .inQueue:
            let owner = (try? connection.nameOwner(StrataProtocol.busName)) ?? "another process"
            throw Self.failure("\(StrataProtocol.busName) is already owned by \(owner); is stratad already running?")
        }
        connection.onDisconnect = {
            logger.error("lost the bus connection; exiting")
            loop.stop()
        }
        connection.attach(to: loop)
        // SIGHUP re-reads --config: the allowlist and the limits change at once; a
        // file that does not parse is logged and the old settings stay.
        reloadConfiguration = {
            guard let config else {
                logger.notice("SIGHUP: no --config file, nothing to reload")
                return
            }
            do {
                let reloaded = try DaemonConfiguration(contentsOf: config)
                service.reconfigure(policy: reloaded.policy, limits: reloaded.limits)
                let allowlist = reloaded.policy.allowedExecutables.map { "\($0.count) allowed executable(s)" } ?? "no allowlist"
                logger.notice("SIGHUP: reloaded \(config): \(allowlist); its limits apply from now on")
                if reloaded.vncPassword != configuration.vncPassword || reloaded.vncCertificate != configuration.vncCertificate
                    || reloaded.vncKey != configuration.vncKey {
                    logger.warning("SIGHUP: the VNC settings changed; they apply when stratad restarts")
                }
            } catch {
                logger.error("SIGHUP: \(error); keeping the current configuration")
            }
        }
        try compositor.startInput()
        logger.info("stratad serving \(StrataProtocol.busName) on \(address ?? "the session bus"): \(width)x\(height) at \(refresh) Hz, backend \(backend.name); private connections at \(service.clientAddress)")
        try loop.run()
        // What would outlive the process: the private connections' socket, a backend's sockets.
        service.stopPrivateServer()
        backend.stop()
        withExtendedLifetime(service) {}
        withExtendedLifetime(backend) {}
        if !connection.isConnected { throw ExitCode(1) }
        if case .lost(let why) = termination { throw Self.failure(why) }
        logger.info("stratad stopped")
    }
}

extension Stratad {
    /// Prints `message` to stderr and fails with exit code 1.
    static func failure(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("stratad: \(message)\n".utf8))
        return ExitCode.failure
    }
}
