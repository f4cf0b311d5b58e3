import Foundation
import Logging
import StrataCompositor
import StrataSystem
import StrataVNC
import StrataX11

extension Stratad {
    /// The names `--backend` takes.
    static let backends = ["headless", "x11", "vnc"]

    /// HOST and PORT of `--vnc-address`.
    func parseVNCAddress() -> (host: String, port: UInt16)? {
        guard let colon = vncAddress.lastIndex(of: ":"), let port = UInt16(vncAddress[vncAddress.index(after: colon)...]) else {
            return nil
        }
        let host = String(vncAddress[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return host.isEmpty ? nil : (host, port)
    }

    func makeBackend(width: Int, height: Int, configuration: DaemonConfiguration, loop: EventLoop,
                     logger: Logger) throws -> Backend {
        switch backend {
        case "x11":
            let x11 = try X11Backend(width: width, height: height, refreshHz: refresh,
                                     allowSharedMemory: x11SharedMemory == "auto", loop: loop)
            let transport = x11.output.usesSharedMemory ? "MIT-SHM" : "PutImage (no MIT-SHM)"
            logger.info("x11: window 0x\(String(x11.windowID, radix: 16)) on DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? ""), \(transport)")
            return x11
        case "vnc":
            let (host, port) = parseVNCAddress()!
            let authentication = configuration.vncPassword.map {
                VNCAuthentication(password: $0, certificate: configuration.vncCertificate!, key: configuration.vncKey!)
            }
            let vnc = try VNCBackend(width: width, height: height, refreshHz: refresh, host: host, port: port,
                                     authentication: authentication, loop: loop, logger: logger)
            if vnc.requiresPassword {
                logger.info("vnc: listening on \(host):\(port); viewers need the password (VeNCrypt: TLS, then any user name and the password)")
            } else {
                logger.warning("vnc: listening on \(host):\(port) without a password: anyone who can reach that address can see and drive the screen (set vnc-password in --config)")
            }
            return vnc
        default:
            return try HeadlessBackend(width: width, height: height, refreshHz: refresh, loop: loop)
        }
    }
}
