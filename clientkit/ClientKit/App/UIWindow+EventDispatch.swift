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

    private func _dispatchTouches(of event: UIEvent) {
        let touches = event._touches.filter { $0.window === self }
        for touch in touches where touch.phase == .began && !touch._isBound {
            touch._isBound = true
            touch._view = hitTest(touch._locationInWindow, with: event)
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for (view, group) in _groupByView(touches.filter { $0.phase == phase }) {
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
