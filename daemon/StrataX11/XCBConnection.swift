internal import CXCB
#if canImport(Glibc)
import Glibc
#endif

/// Why the X11 backend could not start or went on.
public enum X11Error: Error, CustomStringConvertible {
    /// `$DISPLAY` is not set.
    case noDisplay
    /// The X server refused or dropped the connection (xcb's error code).
    case connectionFailed(display: String, code: Int32)
    /// The screen cannot show our pixels directly.
    case unsupportedScreen(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "the DISPLAY environment variable is not set: start stratad --backend x11 inside an X session, "
                + "or under Xvfb or Xephyr with DISPLAY=:N"
        case .connectionFailed(let display, let code):
            return "cannot connect to the X server on DISPLAY=\(display) (\(XCBConnection.describe(code)))"
        case .unsupportedScreen(let why):
            return "unsupported X screen: \(why)"
        }
    }
}

/// One connection to an X server (`xcb_connection_t`), owned: `deinit` disconnects.
/// Everything X goes through this module; nothing else imports xcb.
final class XCBConnection {
    let raw: OpaquePointer
    let screen: UnsafeMutablePointer<xcb_screen_t>
    let display: String

    /// Connects to `display` (the value of `$DISPLAY`).
    init(display: String) throws(X11Error) {
        self.display = display
        var screenNumber: Int32 = 0
        guard let c = xcb_connect(display, &screenNumber) else { throw .connectionFailed(display: display, code: -1) }
        raw = c
        let code = xcb_connection_has_error(c)
        guard code == 0 else {
            xcb_disconnect(c)
            throw .connectionFailed(display: display, code: code)
        }
        var iterator = xcb_setup_roots_iterator(xcb_get_setup(c))
        for _ in 0..<max(0, screenNumber) { xcb_screen_next(&iterator) }
        guard let screen = iterator.data else {
            xcb_disconnect(c)
            throw .connectionFailed(display: display, code: -1)
        }
        self.screen = screen
    }

    deinit { xcb_disconnect(raw) }

    /// xcb's error code, 0 while the connection is good.
    var errorCode: Int32 { xcb_connection_has_error(raw) }
    var fileDescriptor: Int32 { xcb_get_file_descriptor(raw) }
    /// Whether the server stores images least significant byte first (as we do).
    var isLSBFirst: Bool { xcb_get_setup(raw).pointee.image_byte_order == UInt8(XCB_IMAGE_ORDER_LSB_FIRST.rawValue) }
    /// The largest request, in bytes.
    var maximumRequestBytes: Int { Int(xcb_get_maximum_request_length(raw)) * 4 }

    func generateID() -> UInt32 { xcb_generate_id(raw) }
    func flush() { _ = xcb_flush(raw) }

    func internAtom(_ name: String) -> xcb_atom_t {
        let cookie = xcb_intern_atom(raw, 0, UInt16(name.utf8.count), name)
        guard let reply = xcb_intern_atom_reply(raw, cookie, nil) else { return xcb_atom_t(XCB_ATOM_NONE.rawValue) }
        defer { free(reply) }
        return reply.pointee.atom
    }

    /// Sets a property of 8-bit (strings) or 32-bit items.
    func setProperty(_ window: UInt32, _ property: xcb_atom_t, type: xcb_atom_t, string: String) {
        let bytes = Array(string.utf8)
        _ = xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, property, type, 8, UInt32(bytes.count), bytes)
    }

    func setProperty(_ window: UInt32, _ property: xcb_atom_t, type: xcb_atom_t, values: [UInt32]) {
        _ = xcb_change_property(raw, UInt8(XCB_PROP_MODE_REPLACE.rawValue), window, property, type, 32, UInt32(values.count), values)
    }

    /// The next event already read or readable without blocking; the caller frees it.
    func pollEvent() -> UnsafeMutablePointer<xcb_generic_event_t>? { xcb_poll_for_event(raw) }
    /// The next event, waiting for it; nil when the connection is lost.
    func waitEvent() -> UnsafeMutablePointer<xcb_generic_event_t>? { xcb_wait_for_event(raw) }

    static func describe(_ code: Int32) -> String {
        switch code {
        case XCB_CONN_ERROR: return "socket, pipe or stream error"
        case XCB_CONN_CLOSED_EXT_NOTSUPPORTED: return "an extension is not supported"
        case XCB_CONN_CLOSED_MEM_INSUFFICIENT: return "out of memory"
        case XCB_CONN_CLOSED_REQ_LEN_EXCEED: return "request too long"
        case XCB_CONN_CLOSED_PARSE_ERR: return "cannot parse the display name"
        case XCB_CONN_CLOSED_INVALID_SCREEN: return "no such screen"
        default: return "error \(code)"
        }
    }
}
