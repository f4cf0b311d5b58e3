import StrataProtocol
import StrataSystem

/// Routes input to windows: a touch or button press goes to the topmost visible
/// window under it, which keeps it (implicit grab) until it ends — even when it
/// leaves the window or another window rises above; hiding or destroying that window
/// cancels it. A press on a window that is not key makes it key and raises it. Keys
/// go to the key window. Coordinates reach owners in window coordinates.
public final class InputRouter {
    unowned let compositor: Compositor
    /// Touch slot → the window holding it.
    public private(set) var touches: [UInt32: UInt32] = [:]
    /// Last known touch positions (screen coordinates).
    private var touchPositions: [UInt32: (Double, Double)] = [:]
    public private(set) var pointer: (x: Double, y: Double) = (0, 0)
    /// Buttons held, and the window that got the first press (the pointer grab).
    public private(set) var buttons: Set<UInt32> = []
    public private(set) var pointerGrab: UInt32?
    public private(set) var keysDown: Set<UInt32> = []
    /// Events routed since start, for `DumpState input`.
    public private(set) var routedEvents = 0

    init(compositor: Compositor) { self.compositor = compositor }

    private var delegate: CompositorDelegate? { compositor.delegate }

    private func local(_ window: CompositorWindow, _ x: Double, _ y: Double) -> (Double, Double) {
        (x - Double(window.geometry.x), y - Double(window.geometry.y))
    }

    private func focus(_ window: CompositorWindow) {
        if compositor.stack.keyWindow !== window {
            compositor.raise(window)
            compositor.makeKey(window)
        }
    }

    // MARK: Touch

    public func touchDown(slot: UInt32, x: Double, y: Double) {
        if touches[slot] != nil { touchUp(slot: slot) } // a slot reused without an up
        guard let window = compositor.stack.window(at: x, y) else { return }
        touches[slot] = window.id
        touchPositions[slot] = (x, y)
        focus(window)
        let (lx, ly) = local(window, x, y)
        routedEvents += 1
        delegate?.touch(window, slot: slot, phase: .began, x: lx, y: ly, timeMicroseconds: monotonicMicroseconds())
    }

    public func touchMotion(slot: UInt32, x: Double, y: Double) {
        guard let id = touches[slot], let window = compositor.window(id: id) else { return }
        touchPositions[slot] = (x, y)
        let (lx, ly) = local(window, x, y)
        routedEvents += 1
        delegate?.touch(window, slot: slot, phase: .moved, x: lx, y: ly, timeMicroseconds: monotonicMicroseconds())
    }

    public func touchUp(slot: UInt32) {
        guard let id = touches.removeValue(forKey: slot) else { return }
        let (x, y) = touchPositions.removeValue(forKey: slot) ?? (0, 0)
        guard let window = compositor.window(id: id) else { return }
        let (lx, ly) = local(window, x, y)
        routedEvents += 1
        delegate?.touch(window, slot: slot, phase: .ended, x: lx, y: ly, timeMicroseconds: monotonicMicroseconds())
    }

    // MARK: Pointer

    public func pointerMotion(x: Double, y: Double) {
        pointer = (x, y)
        guard let id = pointerGrab, let window = compositor.window(id: id), let button = buttons.min() else { return }
        let (lx, ly) = local(window, x, y)
        routedEvents += 1
        delegate?.pointer(window, button: button, phase: .moved, x: lx, y: ly, timeMicroseconds: monotonicMicroseconds())
    }

    public func pointerButton(_ button: UInt32, pressed: Bool) {
        let now = monotonicMicroseconds()
        if pressed {
            guard !buttons.contains(button) else { return }
            buttons.insert(button)
            if pointerGrab == nil {
                guard let window = compositor.stack.window(at: pointer.x, pointer.y) else { return }
                pointerGrab = window.id
                focus(window)
            }
            guard let id = pointerGrab, let window = compositor.window(id: id) else { return }
            let (lx, ly) = local(window, pointer.x, pointer.y)
            routedEvents += 1
            delegate?.pointer(window, button: button, phase: .began, x: lx, y: ly, timeMicroseconds: now)
        } else {
            guard buttons.remove(button) != nil else { return }
            if let id = pointerGrab, let window = compositor.window(id: id) {
                let (lx, ly) = local(window, pointer.x, pointer.y)
                routedEvents += 1
                delegate?.pointer(window, button: button, phase: .ended, x: lx, y: ly, timeMicroseconds: now)
            }
            if buttons.isEmpty { pointerGrab = nil }
        }
    }

    // MARK: Keys

    public func key(_ code: UInt32, pressed: Bool) {
        if pressed { keysDown.insert(code) } else { keysDown.remove(code) }
        guard let window = compositor.stack.keyWindow else { return }
        routedEvents += 1
        delegate?.key(window, code: code, pressed: pressed, timeMicroseconds: monotonicMicroseconds())
    }

    // MARK: Cancellation

    /// Ends every touch and pointer grab `window` holds; its owner is told `cancelled`
    /// unless `notify` is false (the owner is gone).
    func cancelTouches(on window: CompositorWindow, notify: Bool) {
        let now = monotonicMicroseconds()
        for (slot, id) in touches where id == window.id {
            touches[slot] = nil
            let (x, y) = touchPositions.removeValue(forKey: slot) ?? (0, 0)
            if notify {
                let (lx, ly) = local(window, x, y)
                delegate?.touch(window, slot: slot, phase: .cancelled, x: lx, y: ly, timeMicroseconds: now)
            }
        }
        if pointerGrab == window.id {
            if notify, let button = buttons.min() {
                let (lx, ly) = local(window, pointer.x, pointer.y)
                delegate?.pointer(window, button: button, phase: .cancelled, x: lx, y: ly, timeMicroseconds: now)
            }
            pointerGrab = nil
        }
    }
}
