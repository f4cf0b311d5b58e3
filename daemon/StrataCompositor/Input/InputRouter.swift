import StrataProtocol
import StrataSystem

/// Routes input to windows: a touch or button press goes to the topmost visible
/// window under it, which keeps it (implicit grab) until it ends — even when it
/// leaves the window or another window rises above; hiding or destroying that window
/// cancels it. A press on a window that is not key makes it key and raises it. Keys
/// go to the key window. Coordinates reach owners in window coordinates.
///
/// Every event comes from a `source` — an input session: the client that injected it
/// over `Input1` (its bus name or private connection), or a backend's device. What a
/// source holds (touches, buttons, keys) is released with ``endSession(_:)`` when it
/// goes away, so nothing stays held. Sources share one pointer and one keyboard state:
/// a key is down while any source holds it; touch slots are per source, and a slot that
/// another source already uses is delivered under the lowest free number.
package final class InputRouter {
    unowned let compositor: Compositor

    /// One touch in progress.
    package struct Touch {
        /// The slot its window's owner sees.
        package var slot: UInt32
        package var windowID: UInt32
        /// Last known position (screen coordinates).
        var x: Double
        var y: Double
    }
    private struct TouchKey: Hashable {
        var source: String
        var slot: UInt32
    }

    private var touchesByKey: [TouchKey: Touch] = [:]
    package private(set) var pointer: (x: Double, y: Double) = (0, 0)
    /// Buttons held, each with the source holding it.
    private var buttonSources: [UInt32: String] = [:]
    /// The window that got the first press while buttons are held (the pointer grab).
    package private(set) var pointerGrab: UInt32?
    /// Keys held, each with the sources holding it.
    private var keySources: [UInt32: Set<String>] = [:]
    /// Events routed since start, for `DumpState input`.
    package private(set) var routedEvents = 0
    /// Sees every event as it comes in (see ``InputRecord``); nil — nothing to do —
    /// while nobody monitors input.
    package var monitor: ((InputRecord) -> Void)?
    /// The grab a release just ended (so the monitor can say where the release went).
    private var grabBeforeRelease: UInt32?

    init(compositor: Compositor) { self.compositor = compositor }

    private var delegate: CompositorDelegate? { compositor.delegate }

    /// Touches in progress: delivered slot → window.
    package var touches: [UInt32: UInt32] {
        Dictionary(touchesByKey.values.map { ($0.slot, $0.windowID) }, uniquingKeysWith: { a, _ in a })
    }
    package var buttons: Set<UInt32> { Set(buttonSources.keys) }
    package var keysDown: Set<UInt32> { Set(keySources.keys) }
    /// Sources holding anything.
    package var activeSources: Set<String> {
        Set(touchesByKey.keys.map(\.source)).union(buttonSources.values).union(keySources.values.flatMap { $0 })
    }

    /// Injected and device coordinates beyond this distance from the origin are clamped to it.
    package static let coordinateLimit = Double(WindowGeometry.maximumCoordinate)

    private static func clamp(_ v: Double) -> Double { min(max(v, -coordinateLimit), coordinateLimit) }

    private func local(_ window: CompositorWindow, _ x: Double, _ y: Double) -> (Double, Double) {
        (x - Double(window.geometry.x), y - Double(window.geometry.y))
    }

    private func focus(_ window: CompositorWindow) {
        if compositor.stack.keyWindow !== window {
            compositor.raise(window)
            compositor.makeKey(window)
        }
    }

    private func deliver(_ touch: Touch, _ phase: InputPhase, on window: CompositorWindow, at time: UInt64 = monotonicMicroseconds()) {
        let (lx, ly) = local(window, touch.x, touch.y)
        routedEvents += 1
        delegate?.touch(window, slot: touch.slot, phase: phase, x: lx, y: ly, timeMicroseconds: time)
    }

    // MARK: Touch

    package func touchDown(slot: UInt32, x: Double, y: Double, source: String = "") {
        let key = TouchKey(source: source, slot: slot)
        if touchesByKey[key] != nil { touchUp(slot: slot, source: source) } // a slot reused without an up
        let (x, y) = (Self.clamp(x), Self.clamp(y))
        let target = compositor.stack.window(at: x, y)
        report(.touchDown, source, slot: slot, x: x, y: y, window: target)
        guard let window = target else { return }
        let used = Set(touchesByKey.values.map(\.slot))
        let delivered = used.contains(slot) ? (0...UInt32.max).first { !used.contains($0) }! : slot
        let touch = Touch(slot: delivered, windowID: window.id, x: x, y: y)
        touchesByKey[key] = touch
        focus(window)
        deliver(touch, .began, on: window)
    }

    package func touchMotion(slot: UInt32, x: Double, y: Double, source: String = "") {
        let key = TouchKey(source: source, slot: slot)
        let target = touchesByKey[key].flatMap { compositor.window(id: $0.windowID) }
        report(.touchMotion, source, slot: slot, x: Self.clamp(x), y: Self.clamp(y), window: target)
        guard var touch = touchesByKey[key], let window = target else { return }
        (touch.x, touch.y) = (Self.clamp(x), Self.clamp(y))
        touchesByKey[key] = touch
        deliver(touch, .moved, on: window)
    }

    package func touchUp(slot: UInt32, source: String = "") {
        report(.touchUp, source, slot: slot,
               window: touchesByKey[TouchKey(source: source, slot: slot)].flatMap { compositor.window(id: $0.windowID) })
        guard let touch = touchesByKey.removeValue(forKey: TouchKey(source: source, slot: slot)),
              let window = compositor.window(id: touch.windowID) else { return }
        deliver(touch, .ended, on: window)
    }

    // MARK: Pointer

    package func pointerMotion(x: Double, y: Double, source: String = "") {
        pointer = (Self.clamp(x), Self.clamp(y))
        report(.pointerMotion, source, x: pointer.x, y: pointer.y, window: pointerGrab.flatMap { compositor.window(id: $0) })
        guard let button = buttons.min() else { return }
        sendButton(button, .moved)
    }

    package func pointerButton(_ button: UInt32, pressed: Bool, source: String = "") {
        defer {
            report(.pointerButton, source, x: pointer.x, y: pointer.y, code: button, pressed: pressed,
                   window: (pointerGrab ?? grabBeforeRelease).flatMap { compositor.window(id: $0) })
            grabBeforeRelease = nil
        }
        if pressed {
            guard buttonSources[button] == nil else { return }
            buttonSources[button] = source
            if pointerGrab == nil {
                guard let window = compositor.stack.window(at: pointer.x, pointer.y) else { return }
                pointerGrab = window.id
                focus(window)
            }
            sendButton(button, .began)
        } else {
            guard buttonSources[button] == source else { return }
            release(button, phase: .ended)
        }
    }

    /// A pointer event for `button` to the grabbing window, at the pointer, in window coordinates.
    private func sendButton(_ button: UInt32, _ phase: InputPhase, at time: UInt64 = monotonicMicroseconds()) {
        guard let id = pointerGrab, let window = compositor.window(id: id) else { return }
        let (lx, ly) = local(window, pointer.x, pointer.y)
        routedEvents += 1
        delegate?.pointer(window, button: button, phase: phase, x: lx, y: ly, timeMicroseconds: time)
    }

    private func release(_ button: UInt32, phase: InputPhase) {
        grabBeforeRelease = pointerGrab
        buttonSources[button] = nil
        sendButton(button, phase)
        if buttonSources.isEmpty { pointerGrab = nil }
    }

    // MARK: Keys

    /// A key goes down for the key window when the first source presses it and up when
    /// the last source holding it releases it.
    package func key(_ code: UInt32, pressed: Bool, source: String = "") {
        report(.key, source, code: code, pressed: pressed, window: compositor.stack.keyWindow)
        var holders = keySources[code] ?? []
        let wasDown = !holders.isEmpty
        if pressed { holders.insert(source) } else if holders.remove(source) == nil { return }
        keySources[code] = holders.isEmpty ? nil : holders
        if wasDown != !holders.isEmpty { sendKey(code, pressed: pressed) }
    }

    private func sendKey(_ code: UInt32, pressed: Bool) {
        guard let window = compositor.stack.keyWindow else { return }
        routedEvents += 1
        delegate?.key(window, code: code, pressed: pressed, timeMicroseconds: monotonicMicroseconds())
    }

    // MARK: Sessions

    /// Releases everything `source` holds: its touches are cancelled, its buttons
    /// released with a cancelled pointer event, and keys no other source holds go up.
    package func endSession(_ source: String) {
        let now = monotonicMicroseconds()
        for (key, touch) in touchesByKey where key.source == source {
            touchesByKey[key] = nil
            if let window = compositor.window(id: touch.windowID) { deliver(touch, .cancelled, on: window, at: now) }
        }
        for (button, holder) in buttonSources where holder == source { release(button, phase: .cancelled) }
        for (code, holders) in keySources where holders.contains(source) { key(code, pressed: false, source: source) }
    }

    // MARK: Cancellation

    /// Ends every touch and pointer grab `window` holds; its owner is told `cancelled`
    /// unless `notify` is false (the owner is gone).
    func cancelTouches(on window: CompositorWindow, notify: Bool) {
        let now = monotonicMicroseconds()
        for (key, touch) in touchesByKey where touch.windowID == window.id {
            touchesByKey[key] = nil
            if notify { deliver(touch, .cancelled, on: window, at: now) }
        }
        if pointerGrab == window.id {
            if notify, let button = buttons.min() { sendButton(button, .cancelled, at: now) }
            pointerGrab = nil
        }
    }
}
