import Foundation

/// One registration on a control: a `UIAction`, or a target (held weakly) with a
/// method to call on it, and the events it is registered for.
struct _ControlEventHandler {
    var events: UIControl.Event
    /// The action, for `addAction(_:for:)` registrations.
    var action: UIAction?
    /// The target, for `addTarget` registrations; `nil` once it is gone.
    weak var target: AnyObject?
    /// Calls the target's method: (target, control, event).
    var invoke: (@MainActor (AnyObject, UIControl, UIEvent?) -> Void)?

    var isTargetAction: Bool { invoke != nil }
}

/// Registering actions and targets.
///
/// Linux has no Objective-C runtime, so there are no selectors. Actions are either
/// UIKit's closure-based ``UIAction``s (``addAction(_:for:)``), or target–action with a
/// Swift method reference in place of the selector, which keeps ported `addTarget` code
/// nearly unchanged:
///
/// ```swift
/// button.addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)
/// // where: func buttonTapped(_ sender: UIButton) { ... }
/// ```
///
/// The method may take no argument, the sender (typed `UIControl`, the control's own
/// class, or `Any` as `@IBAction` methods often do), or the sender and the event. As in UIKit, targets are held weakly (the
/// method reference does not capture the target), a target that has gone away is
/// skipped and forgotten, and a `nil` target is not possible (there is no
/// responder-chain search by selector name). Two method references cannot be compared,
/// so unlike UIKit, adding the same target and method twice registers it twice;
/// ``removeTarget(_:for:)`` removes all of a target's methods at once.
extension UIControl {
    // MARK: UIAction

    /// Registers `action` for `controlEvents`. A control keeps one action per
    /// identifier: adding an action whose identifier is already registered replaces
    /// that action and adds `controlEvents` to its events.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else { return }
        if let i = _eventHandlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            _eventHandlers[i].action = action
            _eventHandlers[i].events.formUnion(controlEvents)
        } else {
            _eventHandlers.append(_ControlEventHandler(events: controlEvents, action: action))
        }
    }

    /// Stops sending `action` (matched by identifier) for `controlEvents`; it is
    /// forgotten when no events are left.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops sending the action with `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        _removeEvents(controlEvents) { $0.action?.identifier == identifier }
    }

    // MARK: Target–action

    /// Calls `action` on `target` with the control as the sender for `controlEvents`;
    /// `action` is an unapplied method reference such as `ViewController.tapped`
    /// (`func tapped(_ sender: UIControl)`). `target` is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (UIControl) -> Void,
                                        for controlEvents: Event) {
        _addTarget(target, controlEvents) { target, control, _ in action(target)(control) }
    }

    /// Calls the argument-less method `action` on `target` for `controlEvents`
    /// (`func tapped()`). `target` is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void,
                                        for controlEvents: Event) {
        _addTarget(target, controlEvents) { target, _, _ in action(target)() }
    }

    /// Calls `action` on `target` with the control, typed as its own class, as the
    /// sender (`func tapped(_ sender: UIButton)`). Stops if the control is not an `S`
    /// (a programmer error, as sending a `UIButton` message to another control would be).
    public func addTarget<T: AnyObject, S: UIControl>(_ target: T, action: @escaping (T) -> (S) -> Void,
                                                      for controlEvents: Event) {
        precondition(self is S, "addTarget: the action takes a \(S.self), but the control is a \(type(of: self))")
        _addTarget(target, controlEvents) { target, control, _ in
            guard let sender = control as? S else { return }
            action(target)(sender)
        }
    }

    /// Calls `action` on `target` with the sender and the event that caused it
    /// (UIKit's `action:forEvent:` form; the event is `nil` for ``sendActions(for:)``).
    public func addTarget<T: AnyObject, S: UIControl>(_ target: T, action: @escaping (T) -> (S, UIEvent?) -> Void,
                                                      for controlEvents: Event) {
        precondition(self is S, "addTarget: the action takes a \(S.self), but the control is a \(type(of: self))")
        _addTarget(target, controlEvents) { target, control, event in
            guard let sender = control as? S else { return }
            action(target)(sender, event)
        }
    }

    /// Stops calling `target`'s methods for `controlEvents` (every method registered
    /// for it); a `nil` target means every target. Actions (`UIAction`) are not affected.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        _removeEvents(controlEvents) { handler in
            guard handler.isTargetAction else { return false }
            return target == nil || handler.target === target
        }
    }

    /// The targets registered, each once, in the order they were first added (UIKit
    /// returns a `Set<AnyHashable>`; targets here need not be hashable).
    public var allTargets: [AnyObject] {
        _pruneDeadTargets()
        var result: [AnyObject] = []
        for handler in _eventHandlers {
            if let target = handler.target, !result.contains(where: { $0 === target }) { result.append(target) }
        }
        return result
    }

    /// The union of the events anything is registered for.
    public var allControlEvents: Event {
        _pruneDeadTargets()
        return _eventHandlers.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Calls `iterator` once per registration, in the order they were added, with the
    /// action (for `addAction`) or the target (for `addTarget`) and its events; set
    /// `stop.pointee` to stop. (UIKit passes `(target, selector)`; there are no
    /// selectors here.)
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ target: AnyObject?, _ controlEvents: Event,
                     _ stop: UnsafeMutablePointer<Bool>) -> Void) {
        _pruneDeadTargets()
        var stop = false
        for handler in _eventHandlers {
            iterator(handler.action, handler.target, handler.events, &stop)
            if stop { break }
        }
    }

    // MARK: Sending

    /// Sends everything registered for any of `events`, in registration order.
    func _sendActions(for events: Event, with event: UIEvent?) {
        guard !events.isEmpty else { return }
        _pruneDeadTargets()
        // A snapshot: handlers may add or remove registrations.
        for handler in _eventHandlers where !handler.events.isDisjoint(with: events) {
            if let action = handler.action {
                sendAction(action)
            } else if let invoke = handler.invoke, let target = handler.target {
                invoke(target, self, event)
            }
        }
    }

    private func _addTarget<T: AnyObject>(_ target: T, _ events: Event,
                                          _ invoke: @escaping @MainActor (T, UIControl, UIEvent?) -> Void) {
        guard !events.isEmpty else { return }
        _pruneDeadTargets()
        _eventHandlers.append(_ControlEventHandler(events: events, target: target) { object, control, event in
            guard let target = object as? T else { return }
            invoke(target, control, event)
        })
    }

    /// Removes `events` from the registrations `matches` accepts; drops emptied ones.
    private func _removeEvents(_ events: Event, where matches: (_ControlEventHandler) -> Bool) {
        _eventHandlers = _eventHandlers.compactMap { handler in
            guard matches(handler) else { return handler }
            var handler = handler
            handler.events.subtract(events)
            return handler.events.isEmpty ? nil : handler
        }
        _pruneDeadTargets()
    }

    private func _pruneDeadTargets() {
        _eventHandlers.removeAll { $0.isTargetAction && $0.target == nil }
    }
}
