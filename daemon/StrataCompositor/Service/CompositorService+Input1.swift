import StrataDBus
import StrataProtocol

extension CompositorService {
    /// `org.strata.Input1` on the root object: injection for tests, tools and remote control.
    func makeInputInterface() -> DBusInterface {
        let interface = DBusInterface(Self.interface(StrataProtocol.Interface.input))
        let input = compositor.input
        /// A privileged injection, as the caller's input session.
        func inject(_ name: String, _ body: @escaping (DBusMethodInvocation) throws -> (String) -> Void) {
            interface.onMethod(name) { [unowned self] call in
                let event = try body(call)
                let source = callerName(call) ?? ""
                privileged(call) { event(source) }
            }
        }
        inject("NotifyPointerMotionAbsolute") { call in
            let (x, y) = try call.decode(Double.self, Double.self)
            try Self.checkFinite(x, y)
            return { input.pointerMotion(x: x, y: y, source: $0) }
        }
        inject("NotifyPointerButton") { call in
            let (button, pressed) = try call.decode(UInt32.self, Bool.self)
            try Self.check(button, in: EvdevCode.pointerButtons, "pointer button")
            return { input.pointerButton(button, pressed: pressed, source: $0) }
        }
        inject("NotifyTouchDown") { call in
            let (slot, x, y) = try call.decode(UInt32.self, Double.self, Double.self)
            try Self.checkSlot(slot)
            try Self.checkFinite(x, y)
            return { input.touchDown(slot: slot, x: x, y: y, source: $0) }
        }
        inject("NotifyTouchMotion") { call in
            let (slot, x, y) = try call.decode(UInt32.self, Double.self, Double.self)
            try Self.checkSlot(slot)
            try Self.checkFinite(x, y)
            return { input.touchMotion(slot: slot, x: x, y: y, source: $0) }
        }
        inject("NotifyTouchUp") { call in
            let slot = try call.decode(UInt32.self)
            try Self.checkSlot(slot)
            return { input.touchUp(slot: slot, source: $0) }
        }
        inject("NotifyKeyboardKeycode") { call in
            let (code, pressed) = try call.decode(UInt32.self, Bool.self)
            try Self.check(code, in: EvdevCode.keys, "key code")
            return { input.key(code, pressed: pressed, source: $0) }
        }
        addMonitorMethods(to: interface)
        return interface
    }

    static func checkFinite(_ values: Double...) throws {
        guard values.allSatisfy(\.isFinite) else { throw DBusError.invalidArgs("coordinates must be finite numbers") }
    }

    static func check(_ code: UInt32, in range: ClosedRange<UInt32>, _ what: String) throws {
        guard range.contains(code) else {
            throw DBusError.invalidArgs("unknown evdev \(what) \(code): expected \(range.lowerBound)...\(range.upperBound)")
        }
    }

    static func checkSlot(_ slot: UInt32) throws {
        guard EvdevCode.touchSlots.contains(slot) else {
            throw DBusError.invalidArgs("touch slot \(slot) is out of range: expected 0..<\(EvdevCode.touchSlots.upperBound)")
        }
    }
}
