/// Backends' input devices deliver to the router exactly as `org.strata.Input1`
/// injection does: one more input source, with its own session.
extension InputRouter: InputSink {
    package func notifyPointerMotion(x: Double, y: Double, source: String) { pointerMotion(x: x, y: y, source: source) }
    package func notifyPointerButton(_ button: UInt32, pressed: Bool, source: String) {
        pointerButton(button, pressed: pressed, source: source)
    }
    package func notifyKey(_ code: UInt32, pressed: Bool, source: String) { key(code, pressed: pressed, source: source) }
    package func notifyTouchDown(slot: UInt32, x: Double, y: Double, source: String) {
        touchDown(slot: slot, x: x, y: y, source: source)
    }
    package func notifyTouchMotion(slot: UInt32, x: Double, y: Double, source: String) {
        touchMotion(slot: slot, x: x, y: y, source: source)
    }
    package func notifyTouchUp(slot: UInt32, source: String) { touchUp(slot: slot, source: source) }
}
