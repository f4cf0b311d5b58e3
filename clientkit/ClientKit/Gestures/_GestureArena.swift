import Foundation

/// Where touches meet gesture recognizers: which recognizers get each touch, who may
/// begin (failure requirements, prevention, simultaneity), and what the views get
/// (cancelled touches, held `touchesBegan`/`touchesEnded`).
///
/// One per process: touches of every window pass through it. `UIWindow`'s touch
/// dispatch calls ``bind(_:event:)`` for each new touch, ``deliverToRecognizers(_:event:)``,
/// then asks ``viewShouldReceive(_:event:)`` for each touch before handing it to its
/// view. Every entry point runs inside `enter()`/`leave()`; when the outermost one
/// leaves, finished recognizers without touches are reset and finished touches are
/// forgotten (so a reset never happens under a recognizer's own feet).
@MainActor
final class _GestureArena {
    static let shared = _GestureArena()

    /// What the arena knows about one touch.
    @MainActor
    final class Record {
        let touch: UITouch
        /// The recognizers that got the touch, deepest view first; a recognizer leaves
        /// the list when it resets or ignores the touch.
        var recognizers: [UIGestureRecognizer]
        /// The last event the touch came in (held deliveries use it).
        var event: UIEvent
        /// The view got (or will get) `touchesCancelled`; it gets nothing more.
        var viewCancelled = false
        var beganDelivered = false
        var endDelivered = false
        /// `touchesBegan` waits for `delaysTouchesBegan` recognizers.
        var beganHeld = false
        /// `touchesEnded`/`touchesCancelled` waits for `delaysTouchesEnded` recognizers.
        var endHeld = false

        init(touch: UITouch, recognizers: [UIGestureRecognizer], event: UIEvent) {
            self.touch = touch
            self.recognizers = recognizers
            self.event = event
        }

        var isFinished: Bool { touch.phase == .ended || touch.phase == .cancelled }
    }

    private(set) var records: [Record] = []
    /// Recognizers whose leaving `.possible` waits for failure requirements.
    private var pending: [UIGestureRecognizer] = []
    /// Recognizers that may be ready for a reset.
    private var finished: [UIGestureRecognizer] = []
    private var depth = 0

    func enter() { depth += 1 }

    func leave() {
        depth -= 1
        guard depth == 0 else { return }
        depth = 1
        cleanup()
        depth = 0
    }

    func record(for touch: UITouch) -> Record? {
        records.first { $0.touch === touch }
    }

    // MARK: Touch delivery

    /// A new touch, just bound to its hit-test view: offer it to the enabled
    /// recognizers of the view and its ancestors (up to the window), deepest first.
    func bind(_ touch: UITouch, event: UIEvent) {
        guard let view = touch.view, record(for: touch) == nil else { return }
        var recognizers: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate._gestureRecognizers where recognizer._acceptsTouches
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                recognizers.append(recognizer)
            }
            current = candidate.superview
        }
        let record = Record(touch: touch, recognizers: recognizers, event: event)
        // A touch its view does not take (one touch at a time, exclusive touch) gets no
        // view calls from the arena either: held or cancelled deliveries included.
        record.viewCancelled = touch._isWithheldFromView
        records.append(record)
    }

    /// Hands the event's touches to their recognizers, phase by phase (began, moved,
    /// ended, cancelled; stationary touches are not delivered). Ended and cancelled
    /// touches stop being tracked after the call, whatever the recognizer's state.
    func deliverToRecognizers(_ touches: Set<UITouch>, event: UIEvent) {
        enter()
        defer { leave() }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(UIGestureRecognizer, Set<UITouch>)] = []
            for touch in touches where touch.phase == phase {
                guard let record = record(for: touch) else { continue }
                record.event = event
                for recognizer in record.recognizers {
                    if let i = groups.firstIndex(where: { $0.0 === recognizer }) {
                        groups[i].1.insert(touch)
                    } else {
                        groups.append((recognizer, [touch]))
                    }
                }
            }
            for (recognizer, group) in groups {
                switch phase {
                case .began:
                    // A touch resent in `.began` (not marked stationary) is not new.
                    let new = group.filter { t in !recognizer._touches.contains { $0 === t } }
                    guard recognizer._acceptsTouches, !new.isEmpty else { continue }
                    recognizer._touches.append(contentsOf: new)
                    recognizer._lastTouches = recognizer._touches
                    recognizer._isInPlay = true
                    recognizer.touchesBegan(new, with: event)
                case .moved:
                    guard recognizer._acceptsTouches else { continue }
                    recognizer.touchesMoved(group, with: event)
                default:
                    if recognizer._acceptsTouches {
                        if phase == .ended {
                            recognizer.touchesEnded(group, with: event)
                        } else {
                            recognizer.touchesCancelled(group, with: event)
                        }
                    }
                    if !recognizer._touches.isEmpty { recognizer._lastTouches = recognizer._touches }
                    recognizer._touches.removeAll { group.contains($0) }
                    finished.append(recognizer)
                }
            }
        }
    }

    /// Whether the touch's view gets the touch's current phase now. Holds
    /// `touchesBegan` for `delaysTouchesBegan` recognizers and `touchesEnded` for
    /// `delaysTouchesEnded` ones that may still recognize; nothing after a cancellation.
    func viewShouldReceive(_ touch: UITouch, event: UIEvent) -> Bool {
        guard let record = record(for: touch) else { return true }
        record.event = event
        if record.viewCancelled { return false }
        switch touch.phase {
        case .began:
            if record.beganDelivered || record.beganHeld { return false }
            if blocksBegan(record) {
                record.beganHeld = true
                return false
            }
            record.beganDelivered = true
            return true
        case .ended, .cancelled:
            if record.beganHeld || (touch.phase == .ended && blocksEnd(record)) {
                record.endHeld = true
                return false
            }
            record.endDelivered = true
            return true
        default:
            return !record.beganHeld
        }
    }

    // MARK: Transitions (called by UIGestureRecognizer)

    /// `recognizer` wants to leave `.possible` for `state` (`.began` or `.ended`).
    func requestBegin(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        enter()
        defer { leave() }
        if isBlocked(recognizer) {
            recognizer._pendingState = state
            if !pending.contains(where: { $0 === recognizer }) { pending.append(recognizer) }
        } else {
            tryBegin(recognizer, to: state)
        }
    }

    /// `recognizer` fails (from `.possible`, pending or not).
    func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer._state == .possible else { return }
        enter()
        defer { leave() }
        recognizer._pendingState = nil
        pending.removeAll { $0 === recognizer }
        recognizer._state = .failed
        didFinish(recognizer)
    }

    /// `recognizer` reached `.ended`, `.cancelled` or `.failed`: waiting recognizers
    /// may go on, held view deliveries may be released, and it resets once its
    /// touches are gone.
    func didFinish(_ recognizer: UIGestureRecognizer) {
        enter()
        defer { leave() }
        finished.append(recognizer)
        reevaluatePending()
        flushHeld()
    }

    /// `recognizer` was disabled: cancel or fail it.
    func disable(_ recognizer: UIGestureRecognizer) {
        enter()
        defer { leave() }
        switch recognizer._state {
        case .began, .changed:
            recognizer._state = .cancelled
            recognizer._sendActions()
            didFinish(recognizer)
        case .possible where recognizer._isInPlay || recognizer._pendingState != nil:
            fail(recognizer)
        default:
            break
        }
    }

    /// `recognizer` left its view: cancel it if it began, forget it and reset it.
    func remove(_ recognizer: UIGestureRecognizer) {
        enter()
        defer { leave() }
        if recognizer._state == .began || recognizer._state == .changed {
            recognizer._state = .cancelled
            recognizer._sendActions()
        }
        pending.removeAll { $0 === recognizer }
        for record in records { record.recognizers.removeAll { $0 === recognizer } }
        if recognizer._state != .possible || recognizer._isInPlay || !recognizer._touches.isEmpty {
            recognizer._reset()
        }
        reevaluatePending()
        flushHeld()
    }

    /// `recognizer` stops tracking `touch` (`ignore(_:for:)`).
    func detach(_ recognizer: UIGestureRecognizer, from touch: UITouch) {
        enter()
        defer { leave() }
        record(for: touch)?.recognizers.removeAll { $0 === recognizer }
        finished.append(recognizer)   // it may have no touches left
        flushHeld()
    }

    /// A recognizer's `_holdsTouchesBegan` changed: deliver what it no longer holds.
    func holdsChanged() {
        enter()
        defer { leave() }
        flushHeld()
    }

    /// Whether `touch`'s view got `touchesBegan` (and has not been cancelled).
    func viewIsTracking(_ touch: UITouch) -> Bool {
        guard let record = record(for: touch) else { return false }
        return record.beganDelivered && !record.viewCancelled
    }

    // MARK: Resolution

    /// The recognizers that share at least one known touch with `recognizer`.
    private func sharing(_ recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for record in records where record.recognizers.contains(where: { $0 === recognizer }) {
            for other in record.recognizers where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// The recognizers `recognizer` must see fail: `require(toFail:)`, plus those
    /// sharing a touch that the subclass hooks or the delegates name.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer._failureRequirements
        for other in sharing(recognizer) where !result.contains(where: { $0 === other }) {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
                result.append(other)
            }
        }
        return result
    }

    private func isBlocked(_ recognizer: UIGestureRecognizer) -> Bool {
        requirements(of: recognizer).contains { $0._state == .possible && $0.isEnabled && $0._isInPlay }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func tryBegin(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        if requirements(of: recognizer).contains(where: { [.began, .changed, .ended].contains($0._state) }) {
            return fail(recognizer)
        }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
            return fail(recognizer)
        }
        // The recognizer's view, and the views its touches hit, may refuse (UIControl does).
        var asked: [UIView] = recognizer.view.map { [$0] } ?? []
        for touch in recognizer._touches {
            if let view = touch.view, !asked.contains(where: { $0 === view }) { asked.append(view) }
        }
        if asked.contains(where: { !$0.gestureRecognizerShouldBegin(recognizer) }) {
            return fail(recognizer)
        }
        let others = sharing(recognizer)
        for other in others where (other._state == .began || other._state == .changed)
            && !simultaneous(recognizer, other) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
            return fail(recognizer)
        }
        recognizer._state = state
        recognizer._pendingState = nil
        pending.removeAll { $0 === recognizer }
        // The views' touches are cancelled before the others fail: a failure releases
        // held deliveries, and a `touchesBegan` held for this recognizer must not reach
        // its view now (it would, with this recognizer no longer `.possible`).
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        for other in others where other._state == .possible
            && !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
            fail(other)
        }
        for waiting in pending where requirements(of: waiting).contains(where: { $0 === recognizer }) {
            fail(waiting)
        }
        recognizer._sendActions()
        if state == .ended { didFinish(recognizer) }
    }

    private func reevaluatePending() {
        for waiting in pending {
            guard waiting._state == .possible, let state = waiting._pendingState, !isBlocked(waiting) else { continue }
            tryBegin(waiting, to: state)
        }
    }

    // MARK: What the views get

    private func blocksBegan(_ record: Record) -> Bool {
        record.recognizers.contains { $0._holdsTouchesBegan && $0.isEnabled && $0._state == .possible }
    }

    private func blocksEnd(_ record: Record) -> Bool {
        record.recognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0._state == .possible }
    }

    /// The views of `recognizer`'s touches get `touchesCancelled` (if they got
    /// `touchesBegan` and not yet the end) and nothing more for those touches.
    private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var groups: [(UIView, Set<UITouch>, UIEvent)] = []
        for record in records where !record.viewCancelled && record.recognizers.contains(where: { $0 === recognizer }) {
            record.viewCancelled = true
            record.beganHeld = false
            record.endHeld = false
            guard record.beganDelivered && !record.endDelivered, let view = record.touch.view else { continue }
            record.endDelivered = true
            if let i = groups.firstIndex(where: { $0.0 === view }) {
                groups[i].1.insert(record.touch)
            } else {
                groups.append((view, [record.touch], record.event))
            }
        }
        for (view, touches, event) in groups {
            view.touchesCancelled(touches, with: event)
        }
    }

    /// Delivers held `touchesBegan`/`touchesEnded` whose blocking recognizers are done.
    private func flushHeld() {
        for record in records where record.beganHeld || record.endHeld {
            guard !record.viewCancelled, let view = record.touch.view else {
                record.beganHeld = false
                record.endHeld = false
                continue
            }
            if record.beganHeld && !blocksBegan(record) {
                record.beganHeld = false
                record.beganDelivered = true
                view.touchesBegan([record.touch], with: record.event)
            }
            if !record.beganHeld && record.endHeld && !blocksEnd(record) {
                record.endHeld = false
                record.endDelivered = true
                if record.touch.phase == .cancelled {
                    view.touchesCancelled([record.touch], with: record.event)
                } else {
                    view.touchesEnded([record.touch], with: record.event)
                }
            }
        }
    }

    /// Resets finished recognizers whose touches are all gone and forgets finished
    /// touches whose view deliveries are done.
    private func cleanup() {
        while !finished.isEmpty {
            let candidates = finished
            finished = []
            for recognizer in candidates where recognizer._touches.isEmpty
                && [.ended, .cancelled, .failed].contains(recognizer._state) {
                for record in records { record.recognizers.removeAll { $0 === recognizer } }
                recognizer._reset()
            }
            flushHeld()
        }
        records.removeAll { $0.isFinished && !$0.beganHeld && !$0.endHeld }
    }
}

extension UIGestureRecognizer {
    /// Whether the recognizer takes new touches and touch calls: enabled, and possible
    /// (not waiting to report a recognition) or in progress.
    var _acceptsTouches: Bool {
        guard isEnabled else { return false }
        switch _state {
        case .possible: return _pendingState != .ended
        case .began, .changed: return true
        default: return false
        }
    }
}
