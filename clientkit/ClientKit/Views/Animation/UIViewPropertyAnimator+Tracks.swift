import Foundation

/// One property an animator animates: from ``start`` to ``end``, beginning when the
/// animator's fraction reaches ``delayFraction``.
@MainActor
final class _AnimatorTrack {
    let layer: CALayer
    let key: String
    let start: Any
    var end: Any
    /// The fraction of the whole duration before this track moves (`addAnimations(_:
    /// delayFactor:)`).
    let delayFraction: CGFloat
    /// The observer of the animation installed now (`nil`: none).
    var observer: _UIAnimationStopObserver?
    /// Whether an animation of this track was ever installed (before that, the screen still
    /// shows the start value although the model holds the end).
    var wasInstalled = false

    init(layer: CALayer, key: String, start: Any, end: Any, delayFraction: CGFloat) {
        self.layer = layer
        self.key = key
        self.start = start
        self.end = end
        self.delayFraction = delayFraction
    }

    /// The key the animator's animations use on the layer: the property's, so that another
    /// animation of the same property replaces it, as in UIKit.
    var animationKey: String { key }

    /// What is on screen for the property now: the start value before the track was ever
    /// shown, else the presentation value.
    var presented: Any {
        guard wasInstalled else { return start }
        return layer._presentationNow.value(forKey: key) ?? start
    }

    /// This track's own fraction at the animator's fraction `f`.
    func localFraction(_ f: CGFloat) -> CGFloat {
        guard delayFraction < 1 else { return f >= 1 ? 1 : 0 }
        return min(max((f - delayFraction) / (1 - delayFraction), 0), 1)
    }
}

extension UIViewPropertyAnimator {
    /// How the tracks are shown after an install.
    enum _Pose {
        /// Running on the timing curve (reversed: retracing it) from fraction `f` at `time`.
        case onCurve(fraction: CGFloat, time: CFTimeInterval)
        /// Running from what is on screen to the direction's targets over `duration` seconds
        /// with `timing`, from `time`.
        case segment(timing: _UIViewAnimationTiming, duration: TimeInterval, time: CFTimeInterval)
        /// Held at fraction `f` of the change, on the curve or linearly.
        case held(fraction: CGFloat, linear: Bool)
        /// Held at what is on screen now.
        case frozen
    }

    /// Replaces every track's animation to show `pose`. Running poses report their end
    /// through the tracks' observers (see ``_trackStopped(_:finished:)``).
    func _install(_ pose: _Pose) {
        let values = _tracks.map(\.presented)
        for track in _tracks {
            track.observer = nil
            track.layer.removeAnimation(forKey: track.animationKey)
        }
        for (track, onScreen) in zip(_tracks, values) {
            guard let animation = _animation(for: track, pose, onScreen: onScreen) else { continue }
            let observer = _UIAnimationStopObserver { [weak self, weak track] observer, finished in
                // Only the animation installed now counts (replaced ones report too).
                guard let self, let track, track.observer === observer else { return }
                self._trackStopped(track, finished: finished)
            }
            animation.delegate = observer
            track.observer = observer
            track.wasInstalled = true
            track.layer._add(animation, forKey: track.animationKey)
        }
    }

    private func _animation(for track: _AnimatorTrack, _ pose: _Pose, onScreen: Any) -> CAAnimation? {
        let trackDuration = duration * Double(1 - min(track.delayFraction, 0.999_999))
        switch pose {
        case .onCurve(let f, let time):
            let local = Double(track.localFraction(f))
            if _isReversed, let reversed = _timing.reversed {
                let animation = reversed.makeAnimation(keyPath: track.key, from: track.end, to: track.start,
                                                       duration: trackDuration)
                animation.beginTime = time - (1 - local) * trackDuration
                return animation
            }
            let animation = _timing.makeAnimation(keyPath: track.key, from: track.start, to: track.end,
                                                  duration: trackDuration)
            // Before its delay the track waits at its start value.
            animation.beginTime = time - (Double(f) - Double(track.delayFraction)) * duration
            animation.fillMode = .backwards
            return animation
        case .segment(let timing, let length, let time):
            let target = _isReversed ? track.start : track.end
            let animation = timing.makeAnimation(keyPath: track.key, from: onScreen, to: target,
                                                 duration: max(length, 1e-6))
            animation.beginTime = time
            animation.fillMode = .backwards
            return animation
        case .held(let f, let linear):
            let timing = linear ? _UIViewAnimationTiming(.linear) : _timing
            let animation = timing.makeAnimation(keyPath: track.key, from: track.start, to: track.end,
                                                 duration: trackDuration)
            animation.speed = 0
            animation.timeOffset = Double(track.localFraction(f)) * trackDuration
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            return animation
        case .frozen:
            let animation = CABasicAnimation(keyPath: track.key)
            animation.fromValue = onScreen
            animation.toValue = onScreen
            animation.duration = 1
            animation.speed = 0
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            return animation
        }
    }

    /// Removes the tracks' animations without reporting their stop.
    func _removeTrackAnimations() {
        for track in _tracks where track.observer != nil {
            track.observer = nil
            track.layer.removeAnimation(forKey: track.animationKey)
        }
    }

    /// Sets every track's model value, without animating.
    func _setModel(_ value: (_AnimatorTrack) -> Any) {
        UIView.performWithoutAnimation {
            for track in _tracks { track.layer.setValue(value(track), forKey: track.key) }
        }
    }

    /// A track's running animation stopped: when none is left, the animator reached its end.
    func _trackStopped(_ track: _AnimatorTrack, finished: Bool) {
        track.observer = nil
        guard _isRunning, !_tracks.contains(where: { $0.observer != nil }) else { return }
        _reachedEnd()
    }
}
