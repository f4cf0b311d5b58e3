internal import CXCB
import StrataCompositor

/// The X pointer and keyboard in the Strata window, as evdev input: X keycode − 8 is
/// the evdev code; buttons 1, 2, 3 are `BTN_LEFT`, `BTN_MIDDLE`, `BTN_RIGHT` (the
/// wheel's 4–7 have no meaning in protocol v1 and are dropped). All of it is one input
/// session, `"x11"`; when the window loses the focus the session ends, so keys and
/// buttons still held are released (cancelled) and nothing stays stuck.
final class X11InputDevice {
    weak var sink: InputSink?
    static let source = "x11"

    static let buttonLeft: UInt32 = 0x110
    static let buttonRight: UInt32 = 0x111
    static let buttonMiddle: UInt32 = 0x112

    static func evdevButton(_ x: UInt8) -> UInt32? {
        switch x {
        case 1: return buttonLeft
        case 2: return buttonMiddle
        case 3: return buttonRight
        default: return nil
        }
    }

    func handle(_ event: UnsafeMutablePointer<xcb_generic_event_t>) {
        guard let sink else { return }
        let raw = UnsafeMutableRawPointer(event)
        switch Int32(event.pointee.response_type & 0x7F) {
        case XCB_MOTION_NOTIFY:
            let e = raw.assumingMemoryBound(to: xcb_motion_notify_event_t.self).pointee
            sink.notifyPointerMotion(x: Double(e.event_x), y: Double(e.event_y), source: Self.source)
        case XCB_BUTTON_PRESS, XCB_BUTTON_RELEASE:
            let e = raw.assumingMemoryBound(to: xcb_button_press_event_t.self).pointee
            guard let button = Self.evdevButton(e.detail) else { return }
            let pressed = Int32(event.pointee.response_type & 0x7F) == XCB_BUTTON_PRESS
            sink.notifyPointerMotion(x: Double(e.event_x), y: Double(e.event_y), source: Self.source)
            sink.notifyPointerButton(button, pressed: pressed, source: Self.source)
        case XCB_KEY_PRESS, XCB_KEY_RELEASE:
            let e = raw.assumingMemoryBound(to: xcb_key_press_event_t.self).pointee
            guard e.detail >= 8 else { return }
            let code = UInt32(e.detail) - 8
            let pressed = Int32(event.pointee.response_type & 0x7F) == XCB_KEY_PRESS
            sink.notifyKey(code, pressed: pressed, source: Self.source)
        case XCB_FOCUS_OUT:
            sink.endSession(Self.source)
        default:
            break
        }
    }
}
