/// Backends' input devices deliver to the router exactly as `org.strata.Input1`
/// injection does: one more input source.
extension InputRouter: InputSink {
    public func notifyPointerMotion(x: Double, y: Double) { pointerMotion(x: x, y: y) }
    public func notifyPointerButton(_ button: UInt32, pressed: Bool) { pointerButton(button, pressed: pressed) }
    public func notifyKey(_ code: UInt32, pressed: Bool) { key(code, pressed: pressed) }
    public func notifyTouchDown(slot: UInt32, x: Double, y: Double) { touchDown(slot: slot, x: x, y: y) }
    public func notifyTouchMotion(slot: UInt32, x: Double, y: Double) { touchMotion(slot: slot, x: x, y: y) }
    public func notifyTouchUp(slot: UInt32) { touchUp(slot: slot) }
}
