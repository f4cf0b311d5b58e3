import Foundation

/// The animator's transitions (documented on `UIViewPropertyAnimator` and
/// `UIViewAnimatingState`).
extension UIViewPropertyAnimator {
    /// The animators that are active (not inactive), kept alive until they are done.
    static var _activeAnimators: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// The fraction now: while running, advanced from the anchor at the current rate.
    func _currentFraction() -> CGFloat {
        guard _isRunning else { return _fraction }
        let elapsed = max(0, CACurrentMediaTime() - _anchorTime)
        return min(max(_fraction + _rate * CGFloat(elapsed), 0), 1)
    }

    /// The fraction the animator moves towards.
    var _targetFraction: CGFloat { _isReversed ? 0 : 1 }

    /// Inactive → active: runs the pending animations blocks (recording the tracks) and
    /// makes the animated views refuse touches if interaction is off.
    func _activate() {
        guard _state == .inactive else { return }
        _state = .active
        // An active animator lives until it is inactive again, as in UIKit (apps often
        // start one without keeping it).
        Self._activeAnimators[ObjectIdentifier(self)] = self
        let pending = _pendingAnimations
        _pendingAnimations = []
        for (animations, delayFactor) in pending { _capture(animations, delayFraction: delayFactor) }
        _updateTouchRefusal()
    }

    /// Runs `animations`, recording each changed property as a track starting at
    /// `delayFraction` of the whole duration. A property already tracked keeps its start.
    func _capture(_ animations: () -> Void, delayFraction: CGFloat) {
        let block = _UIViewAnimationBlock(animates: true, duration: duration, timing: _timing,
                                          options: [.beginFromCurrentState])
        block.run(animations)
        for (change, to) in block.changedValues() {
            if let track = _tracks.first(where: { $0.layer === change.layer && $0.key == change.key }) {
                track.end = to
            } else {
                _tracks.append(_AnimatorTrack(layer: change.layer, key: change.key, start: change.from, end: to,
                                              delayFraction: delayFraction))
            }
        }
        if _isReversed { _setModel(\.start) }
    }

    func _add(_ animations: @escaping () -> Void, delayFactor: CGFloat) {
        switch _state {
        case .inactive:
            _pendingAnimations.append((animations, delayFactor))
        case .stopped:
            _misuse("addAnimations on a stopped animator")
        case .active:
            // Starts after delayFactor of what remains.
            let f = _currentFraction()
            _capture(animations, delayFraction: f + delayFactor * (1 - f))
            _updateTouchRefusal()
            _reinstall()
        }
    }

    /// Shows the tracks as the current state asks (after tracks were added).
    func _reinstall() {
        if _isRunning {
            _runFromHere(_currentFraction(), afterDelay: 0)
        } else {
            _install(_onCurve ? .held(fraction: _fraction, linear: false) : .frozen)
        }
    }

    func _start(afterDelay delay: TimeInterval) {
        guard _state != .stopped else { return _misuse("startAnimation on a stopped animator") }
        guard !_isRunning else { return }
        _activate()
        let f = _fraction
        _isRunning = true
        _runFromHere(f, afterDelay: delay)
    }

    /// Runs from the current fraction: on the curve if the properties are on it, else from
    /// what is on screen over the remaining duration with the original timing.
    func _runFromHere(_ f: CGFloat, afterDelay delay: TimeInterval) {
        if _onCurve && (!_isReversed || _timing.reversed != nil) {
            _runOnCurve(from: f, afterDelay: delay)
        } else {
            _runSegment(from: f, timing: _timing, durationFactor: 1, afterDelay: delay)
        }
    }

    func _runOnCurve(from f: CGFloat, afterDelay delay: TimeInterval) {
        let time = CACurrentMediaTime() + delay
        _fraction = f
        _anchorTime = time
        _rate = (_isReversed ? -1 : 1) / CGFloat(max(duration, 1e-6))
        _onCurve = true
        _install(.onCurve(fraction: f, time: time))
        _endIfNothingAnimates()
    }

    func _runSegment(from f: CGFloat, timing: _UIViewAnimationTiming, durationFactor: CGFloat,
                     afterDelay delay: TimeInterval) {
        let time = CACurrentMediaTime() + delay
        let remaining = abs(_targetFraction - f) * CGFloat(duration) * max(durationFactor, 0)
        _fraction = f
        _anchorTime = time
        _rate = remaining > 0 ? (_targetFraction - f) / remaining : 0
        _onCurve = false
        _install(.segment(timing: timing, duration: TimeInterval(remaining), time: time))
        _endIfNothingAnimates()
    }

    /// With no track to report the end (nothing changed), ends after the remaining time.
    private func _endIfNothingAnimates() {
        guard _tracks.isEmpty else { return }
        let remaining = _rate == 0 ? 0 : TimeInterval(abs((_targetFraction - _fraction) / _rate))
        let start = _anchorTime
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, start - CACurrentMediaTime()) + remaining) {
            MainActor.assumeIsolated { [weak self] in
                guard let self, self._isRunning, self._anchorTime == start, self._tracks.isEmpty else { return }
                self._reachedEnd()
            }
        }
    }

    func _pause() {
        guard _state != .stopped else { return _misuse("pauseAnimation on a stopped animator") }
        guard isInterruptible else { return _misuse("pauseAnimation on an animator that is not interruptible") }
        if _state == .inactive {
            _activate()
            _install(.held(fraction: _fraction, linear: false))
            return
        }
        guard _isRunning else { return }
        _fraction = _currentFraction()
        _isRunning = false
        _install(.frozen)
    }

    func _scrub(to value: CGFloat) {
        guard _state != .stopped else { return _misuse("fractionComplete set on a stopped animator") }
        guard !_isRunning else { return _misuse("fractionComplete set while running (pause first)") }
        _activate()
        _fraction = min(max(value.isFinite ? value : 0, 0), 1)
        let linear = scrubsLinearly
        _onCurve = !linear
        _install(.held(fraction: _fraction, linear: linear))
    }

    func _setReversed(_ reversed: Bool) {
        guard reversed != _isReversed else { return }
        guard _state != .stopped else { return _misuse("isReversed set on a stopped animator") }
        guard isInterruptible || _state == .inactive else {
            return _misuse("isReversed set on an animator that is not interruptible")
        }
        let f = _currentFraction()
        // A paused animator keeps showing what it shows while its model changes direction.
        if _state == .active && !_isRunning { _install(.frozen) }
        _isReversed = reversed
        _setModel { reversed ? $0.start : $0.end }
        guard _isRunning else { return }
        if _onCurve, _timing.reversed != nil {
            _runOnCurve(from: f, afterDelay: 0)
        } else {
            _runSegment(from: f, timing: _timing, durationFactor: 1, afterDelay: 0)
        }
    }

    func _continue(with timing: _UIViewAnimationTiming?, durationFactor: CGFloat) {
        guard _state != .stopped else { return _misuse("continueAnimation on a stopped animator") }
        guard !_isRunning else { return }
        _activate()
        let f = _fraction
        _isRunning = true
        let factor = durationFactor.isFinite ? durationFactor : 1
        if timing == nil && factor == 1 {
            _runFromHere(f, afterDelay: 0)
        } else {
            _runSegment(from: f, timing: timing ?? _timing, durationFactor: factor, afterDelay: 0)
        }
    }

    func _stop(withoutFinishing: Bool) {
        guard _state == .active else {
            return _misuse("stopAnimation on an animator that is not active")
        }
        let values = _tracks.map(\.presented)
        _fraction = _currentFraction()
        _isRunning = false
        _removeTrackAnimations()
        UIView.performWithoutAnimation {
            for (track, value) in zip(_tracks, values) { track.layer.setValue(value, forKey: track.key) }
        }
        if withoutFinishing {
            _becomeInactive()
        } else {
            _state = .stopped
        }
    }

    func _finish(at position: UIViewAnimatingPosition) {
        guard _state == .stopped else {
            return _misuse("finishAnimation(at:) without stopAnimation(false) first")
        }
        switch position {
        case .end: _setModel(\.end)
        case .start: _setModel(\.start)
        case .current: break
        }
        _becomeInactive()
        _runCompletions(position)
    }

    /// The running animations arrived at the start or the end.
    func _reachedEnd() {
        _fraction = _targetFraction
        _isRunning = false
        if pausesOnCompletion { return }
        _removeTrackAnimations()
        _becomeInactive()
        _runCompletions(_isReversed ? .start : .end)
    }

    private func _becomeInactive() {
        _state = .inactive
        Self._activeAnimators[ObjectIdentifier(self)] = nil
        _isRunning = false
        _tracks = []
        _onCurve = true
        _updateTouchRefusal()
    }

    private func _runCompletions(_ position: UIViewAnimatingPosition) {
        let completions = _completions
        _completions = []
        for completion in completions { completion(position) }
    }

    /// Animated views refuse touches while an animator with interaction off is active.
    func _updateTouchRefusal() {
        for view in _refusingViews { view._touchRefusingAnimations -= 1 }
        _refusingViews = []
        guard _state != .inactive, !isUserInteractionEnabled else { return }
        var seen = Set<ObjectIdentifier>()
        for track in _tracks {
            guard let view = track.layer.delegate as? UIView, seen.insert(ObjectIdentifier(view)).inserted else { continue }
            view._touchRefusingAnimations += 1
            _refusingViews.append(view)
        }
    }
}
