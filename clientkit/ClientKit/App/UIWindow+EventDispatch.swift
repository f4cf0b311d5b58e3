import Foundation

extension UIWindow {
    /// The default `sendEvent(_:)` (documented there).
    func _dispatch(_ event: UIEvent) {
        switch event.type {
        case .touches:
            _dispatchTouches(of: event)
        case .presses:
            if let event = event as? UIPressesEvent { _dispatchPresses(of: event) }
        case .motion:
            let responder = _firstResponder ?? self
            switch event._motionPhase {
            case .began: responder.motionBegan(event.subtype, with: event)
            case .ended: responder.motionEnded(event.subtype, with: event)
            case .cancelled: responder.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            (_firstResponder ?? self).remoteControlReceived(with: event)
        case .scroll, .hover, .transform:
            break
        }
    }

    /// Touches: new touches are hit-tested and bound to their view for life; then
    /// every touch goes first to the gesture recognizers of its view and the view's
    /// ancestors (see `UIGestureRecognizer`), then, unless a recognizer cancelled or
    /// holds it, to its view, grouped by view, in the order began, moved, ended,
    /// cancelled (stationary touches are not delivered).
    private func _dispatchTouches(of event: UIEvent) {
        let touches = event._touches.filter { $0.window === self }
        let arena = _GestureArena.shared
        arena.enter()
        defer { arena.leave() }
        for touch in touches where touch.phase == .began && !touch._isBound {
            touch._isBound = true
            touch._view = hitTest(touch._locationInWindow, with: event)
            arena.bind(touch, event: event)
        }
        arena.deliverToRecognizers(touches, event: event)
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let due = touches.filter { $0.phase == phase && arena.viewShouldReceive($0, event: event) }
            for (view, group) in _groupByView(due) {
                switch phase {
                case .began: view.touchesBegan(group, with: event)
                case .moved: view.touchesMoved(group, with: event)
                case .ended: view.touchesEnded(group, with: event)
                default: view.touchesCancelled(group, with: event)
                }
            }
        }
    }

    private func _groupByView(_ touches: Set<UITouch>) -> [(UIView, Set<UITouch>)] {
        var groups: [(UIView, Set<UITouch>)] = []
        for touch in touches {
            guard let view = touch._view else { continue }
            if let i = groups.firstIndex(where: { $0.0 === view }) {
                groups[i].1.insert(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        return groups
    }

    private func _dispatchPresses(of event: UIPressesEvent) {
        let responder = _firstResponder ?? self
        for press in event._presses {
            press.window = self
            press.responder = responder
        }
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            let group = event._presses.filter { $0.phase == phase }
            guard !group.isEmpty else { continue }
            switch phase {
            case .began: responder.pressesBegan(group, with: event)
            case .changed: responder.pressesChanged(group, with: event)
            case .ended: responder.pressesEnded(group, with: event)
            default: responder.pressesCancelled(group, with: event)
            }
        }
    }
}
