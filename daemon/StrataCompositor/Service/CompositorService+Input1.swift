import StrataDBus
import StrataProtocol

extension CompositorService {
    /// `org.strata.Input1` on the root object: injection for tests, tools and remote control.
    func makeInputInterface() -> DBusInterface {
        let interface = DBusInterface(Self.interface(StrataProtocol.Interface.input))
        let input = compositor.input
        interface.onMethod("NotifyPointerMotionAbsolute") { [unowned self] call in
            let (x, y) = try call.decode(Double.self, Double.self)
            try Self.checkFinite(x, y)
            privileged(call) { input.pointerMotion(x: x, y: y) }
        }
        interface.onMethod("NotifyPointerButton") { [unowned self] call in
            let (button, pressed) = try call.decode(UInt32.self, Bool.self)
            privileged(call) { input.pointerButton(button, pressed: pressed) }
        }
        interface.onMethod("NotifyTouchDown") { [unowned self] call in
            let (slot, x, y) = try call.decode(UInt32.self, Double.self, Double.self)
            try Self.checkFinite(x, y)
            privileged(call) { input.touchDown(slot: slot, x: x, y: y) }
        }
        interface.onMethod("NotifyTouchMotion") { [unowned self] call in
            let (slot, x, y) = try call.decode(UInt32.self, Double.self, Double.self)
            try Self.checkFinite(x, y)
            privileged(call) { input.touchMotion(slot: slot, x: x, y: y) }
        }
        interface.onMethod("NotifyTouchUp") { [unowned self] call in
            let slot = try call.decode(UInt32.self)
            privileged(call) { input.touchUp(slot: slot) }
        }
        interface.onMethod("NotifyKeyboardKeycode") { [unowned self] call in
            let (code, pressed) = try call.decode(UInt32.self, Bool.self)
            privileged(call) { input.key(code, pressed: pressed) }
        }
        return interface
    }

    static func checkFinite(_ values: Double...) throws {
        guard values.allSatisfy(\.isFinite) else { throw DBusError.invalidArgs("coordinates must be finite numbers") }
    }
}
