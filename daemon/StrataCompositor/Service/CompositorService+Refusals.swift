import Logging
import StrataDBus
import StrataProtocol
import StrataSystem

extension CompositorService {
    /// Logs a refused call (every error reply goes through here, see
    /// `DBusConnection.onCallRefused`): limits at warning (at most once a second per
    /// caller, the rest at debug, so a flood does not flood the log), access and
    /// ownership refusals at notice, malformed calls at debug.
    func logRefusal(_ message: DBusMessage, _ error: DBusError, from caller: String) {
        let what = "\(message.interface.map { $0 + "." } ?? "")\(message.member ?? "?")"
        let text = "refused \(what) from \(caller): \(error.name): \(error.message)"
        switch error.name {
        case StrataError.limitsExceeded, DBusError.Name.limitsExceeded:
            let now = Int64(monotonicMicroseconds())
            if let last = lastLimitWarning[caller], now - last < 1_000_000 {
                logger.debug("\(text)")
            } else {
                lastLimitWarning[caller] = now
                logger.warning("\(text)")
            }
        case DBusError.Name.accessDenied, StrataError.notOwner:
            logger.notice("\(text)")
        default:
            logger.debug("\(text)")
        }
    }
}
