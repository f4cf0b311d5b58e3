internal import CNeatVNC
import Logging
import StrataCompositor
import StrataProtocol

/// The connected viewers and their input: each viewer's button mask becomes presses
/// and releases (left, middle, right; the wheel bits have no meaning in protocol v1),
/// keysyms become evdev codes ( ``XKeysym``; unknown ones are dropped and logged at
/// debug level). A viewer that leaves releases what it held, so nothing stays stuck.
final class VNCViewers {
    weak var sink: InputSink?
    private let logger: Logger
    private var states: [OpaquePointer: State] = [:]

    private struct State {
        var buttons: UInt32 = 0
        var keys: Set<UInt32> = []
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
        states[client] = State()
        logger.info("vnc: a viewer connected (\(states.count) now)")
        nvnc_set_client_cleanup_fn(client) { client in VNCViewers.from(client)?.disconnected(client!) }
    }

    func disconnected(_ client: OpaquePointer) {
        guard let state = states.removeValue(forKey: client) else { return }
        for (mask, code) in Self.buttons where state.buttons & mask != 0 { sink?.notifyPointerButton(code, pressed: false) }
        for code in state.keys.sorted() { sink?.notifyKey(code, pressed: false) }
        logger.info("vnc: a viewer left (\(states.count) now)")
    }

    func pointer(_ client: OpaquePointer, x: UInt16, y: UInt16, mask: UInt32) {
        guard var state = states[client], let sink else { return }
        sink.notifyPointerMotion(x: Double(x), y: Double(y))
        for (bit, code) in Self.buttons where (state.buttons ^ mask) & bit != 0 {
            sink.notifyPointerButton(code, pressed: mask & bit != 0)
        }
        state.buttons = mask
        states[client] = state
    }

    func key(_ client: OpaquePointer, keysym: UInt32, pressed: Bool) {
        guard states[client] != nil, let sink else { return }
        guard let code = XKeysym.evdevCode(keysym) else {
            logger.debug("vnc: no key for keysym 0x\(String(keysym, radix: 16)); ignored")
            return
        }
        if pressed { states[client]?.keys.insert(code) } else { states[client]?.keys.remove(code) }
        sink.notifyKey(code, pressed: pressed)
    }
}
