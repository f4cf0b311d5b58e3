internal import CNeatVNC
import Logging
import StrataCompositor
import StrataProtocol

/// The connected viewers and their input: each viewer's button mask becomes presses
/// and releases (left, middle, right; the wheel bits have no meaning in protocol v1),
/// keysyms become evdev codes ( ``XKeysym``; unknown ones are dropped and logged at
/// debug level). Each viewer is its own input session (`"vnc:N"`), ended when it
/// leaves, so what it held is released and nothing stays stuck.
final class VNCViewers {
    weak var sink: InputSink?
    private let logger: Logger
    private var states: [OpaquePointer: State] = [:]

    private var nextViewer = 1

    private struct State {
        let source: String
        var buttons: UInt32 = 0
    }

    private static let buttons: [(mask: UInt32, code: UInt32)] = [(1, 0x110), (2, 0x112), (4, 0x111)]

    init(logger: Logger) { self.logger = logger }

    var count: Int { states.count }

    static func from(_ client: OpaquePointer?) -> VNCViewers? {
        guard let client, let server = nvnc_client_get_server(client),
              let raw = nvnc_get_userdata(UnsafeRawPointer(server)) else { return nil }
        return Unmanaged<VNCViewers>.fromOpaque(raw).takeUnretainedValue()
    }

    func connected(_ client: OpaquePointer) {
        states[client] = State(source: "vnc:\(nextViewer)")
        nextViewer += 1
        logger.info("vnc: a viewer connected (\(states.count) now)")
        nvnc_set_client_cleanup_fn(client) { client in VNCViewers.from(client)?.disconnected(client!) }
    }

    func disconnected(_ client: OpaquePointer) {
        guard let state = states.removeValue(forKey: client) else { return }
        sink?.endSession(state.source)
        logger.info("vnc: a viewer left (\(states.count) now)")
    }

    func pointer(_ client: OpaquePointer, x: UInt16, y: UInt16, mask: UInt32) {
        guard var state = states[client], let sink else { return }
        sink.notifyPointerMotion(x: Double(x), y: Double(y), source: state.source)
        for (bit, code) in Self.buttons where (state.buttons ^ mask) & bit != 0 {
            sink.notifyPointerButton(code, pressed: mask & bit != 0, source: state.source)
        }
        state.buttons = mask
        states[client] = state
    }

    func key(_ client: OpaquePointer, keysym: UInt32, pressed: Bool) {
        guard let state = states[client], let sink else { return }
        guard let code = XKeysym.evdevCode(keysym) else {
            logger.debug("vnc: no key for keysym 0x\(String(keysym, radix: 16)); ignored")
            return
        }
        sink.notifyKey(code, pressed: pressed, source: state.source)
    }
}
