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
    /// holds it, or the view takes no more touches now (`isMultipleTouchEnabled`,
    /// `isExclusiveTouch`), to its view, grouped by view, in the order began, moved,
    /// ended, cancelled (stationary touches are not delivered).
    private func _dispatchTouches(of event: UIEvent) {
        let touches = event._touches.filter { $0.window === self }
        let arena = _GestureArena.shared
        arena.enter()
        defer { arena.leave() }
        // Simultaneous new touches are taken oldest first, then top to bottom, left to right.
        let new = touches.filter { $0.phase == .began && !$0._isBound }.sorted {
            ($0.timestamp, $0._locationInWindow.y, $0._locationInWindow.x)
                < ($1.timestamp, $1._locationInWindow.y, $1._locationInWindow.x)
        }
        for touch in new {
            touch._isBound = true
            touch._view = hitTest(touch._locationInWindow, with: event)
            touch._isWithheldFromView = _withholds(touch, among: touches)
            arena.bind(touch, event: event)
        }
        arena.deliverToRecognizers(touches, event: event)
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let due = touches.filter {
                $0.phase == phase && !$0._isWithheldFromView && arena.viewShouldReceive($0, event: event)
            }
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

    /// Whether the new `touch` stays away from its view: the view already holds a touch
    /// and takes one at a time, or an exclusive-touch view is involved on either side.
    private func _withholds(_ touch: UITouch, among touches: Set<UITouch>) -> Bool {
        guard let view = touch._view else { return false }
        let held = touches.filter {
            $0 !== touch && $0._isBound && !$0._isWithheldFromView && $0._view != nil
                && $0.phase != .ended && $0.phase != .cancelled
        }
        if !view.isMultipleTouchEnabled && held.contains(where: { $0._view === view }) { return true }
        if held.contains(where: { $0._view !== view && $0._view!.isExclusiveTouch }) { return true }
        return view.isExclusiveTouch && held.contains { $0._view !== view }
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

    /// Presses: a key going down is first offered to the key commands of the responder
    /// chain (`UIKeyCommand`); a press a command took goes no further in any phase.
    /// The others go to the first responder (or the window), grouped by phase. While a
    /// menu is shown in the window (see `UIMenu`), every press goes to the menu.
    private func _dispatchPresses(of event: UIPressesEvent) {
        if let menu = _UIMenuView.shown(in: self) {
            for press in event._presses { menu.handleKey(press) }
            return
        }
        let responder = _firstResponder ?? self
        for press in event._presses {
            press.window = self
            press.responder = responder
            if press.phase == .began, let key = press.key, _performKeyCommand(key, from: responder) {
                press._tookByKeyCommand = true
            }
        }
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            let group = event._presses.filter { $0.phase == phase && !$0._tookByKeyCommand }
            guard !group.isEmpty else { continue }
            switch phase {
            case .began: responder.pressesBegan(group, with: event)
            case .changed: responder.pressesChanged(group, with: event)
            case .ended: responder.pressesEnded(group, with: event)
            default: responder.pressesCancelled(group, with: event)
            }
        }
    }

    /// Finds the first key command in the chain from `first` matching `key` and sends
    /// its action; whether one did. Typing into a text field or view wins over a
    /// command without Control, Option or Command.
    private func _performKeyCommand(_ key: UIKey, from first: UIResponder) -> Bool {
        let typing = first is _TextEditingResponder
        var responder: UIResponder? = first
        while let current = responder {
            for command in current.keyCommands ?? [] where command._matches(key) {
                if typing, command._typesText(key), !command.wantsPriorityOverSystemBehavior { continue }
                if command._perform(from: first) { return true }
            }
            responder = current.next
        }
        return false
    }
}
