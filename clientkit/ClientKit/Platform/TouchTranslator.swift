import Foundation
import StrataProtocol

/// Turns the daemon's `Touch` and `Pointer` signals into `UITouch`es inside one
/// touches `UIEvent` (UIKit reuses a single event object for touches), delivered
/// through `UIApplication.sendEvent`. A pointer press is a touch for UIKit (one slot,
/// `UITouch.TouchType.indirectPointer`). Taps close in time and place count up in
/// `tapCount`, as UIKit's multi-tap.
@MainActor
final class TouchTranslator {
    private struct Key: Hashable {
        let window: ObjectIdentifier
        let slot: UInt64
    }
    private var live: [Key: UITouch] = [:]
    private var event: UIEvent?
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?
    /// The pointer button of the event being delivered (`UIEvent.buttonMask`).
    private var buttonMask: UIEvent.ButtonMask = []
    /// Two taps count as one multi-tap within this time (seconds) and distance (points).
    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 12
    private static let pointerSlot: UInt64 = 1 << 40

    func touch(_ window: PlatformWindow, slot: UInt32, phase: UInt32, x: Double, y: Double, timeMicroseconds: UInt64) {
        buttonMask = []
        deliver(window, slot: UInt64(slot), phase: phase, x: x, y: y, timeMicroseconds: timeMicroseconds, type: .direct)
    }

    func pointer(_ window: PlatformWindow, button: UInt32, phase: UInt32, x: Double, y: Double, timeMicroseconds: UInt64) {
        // evdev's BTN_LEFT (0x110), BTN_RIGHT, BTN_MIDDLE… are UIKit's buttons 1, 2, 3…
        buttonMask = button >= 0x110 && button <= 0x117 ? .button(Int(button) - 0x110 + 1) : .primary
        deliver(window, slot: Self.pointerSlot, phase: phase, x: x, y: y, timeMicroseconds: timeMicroseconds, type: .indirectPointer)
    }

    private func deliver(_ platform: PlatformWindow, slot: UInt64, phase raw: UInt32, x: Double, y: Double,
                         timeMicroseconds: UInt64, type: UITouch.TouchType) {
        guard let window = platform.window, let phase = InputPhase(rawValue: raw) else { return }
        let key = Key(window: ObjectIdentifier(window), slot: slot)
        let timestamp = TimeInterval(timeMicroseconds) / 1_000_000
        let location = CGPoint(x: x, y: y)
        let touch: UITouch
        switch phase {
        case .began:
            if let stale = live.removeValue(forKey: key) { // a began without an end: cancel the old one
                stale._update(phase: .cancelled, locationInWindow: stale.location(in: nil), timestamp: timestamp)
                send([stale], timestamp)
            }
            touch = UITouch(window: window, locationInWindow: location, phase: .began, timestamp: timestamp,
                            tapCount: tapCount(at: location, timestamp), type: type)
            live[key] = touch
        case .moved:
            guard let existing = live[key] else { return }
            existing._update(phase: .moved, locationInWindow: location, timestamp: timestamp)
            touch = existing
        case .ended, .cancelled:
            guard let existing = live.removeValue(forKey: key) else { return }
            existing._update(phase: phase == .ended ? .ended : .cancelled, locationInWindow: location, timestamp: timestamp)
            touch = existing
        }
        send([touch], timestamp)
    }

    private func send(_ changed: Set<UITouch>, _ timestamp: TimeInterval) {
        let event = self.event ?? UIEvent(type: .touches, timestamp: timestamp)
        self.event = event
        event._timestamp = timestamp
        event._buttonMask = buttonMask
        // Touches in progress that did not change in this event are stationary, as in
        // UIKit (stationary touches are not delivered to views).
        for touch in live.values where !changed.contains(touch) && touch.phase != .stationary {
            touch.phase = .stationary
        }
        // The event holds every touch in progress, plus the ones that just ended.
        event._touches = Set(live.values).union(changed)
        UIApplication.shared.sendEvent(event)
    }

    private func tapCount(at location: CGPoint, _ timestamp: TimeInterval) -> Int {
        var count = 1
        if let last = lastTap, timestamp - last.time <= Self.multiTapInterval,
           hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance {
            count = last.count + 1
        }
        lastTap = (timestamp, location, count)
        return count
    }
}
