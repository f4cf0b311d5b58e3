import Foundation

/// A layer's own timeline (Core Animation's `CAMediaTiming` on layers): its time is
/// `(superlayer's time − beginTime) · speed + timeOffset`, the root's superlayer time
/// being the media time (`CACurrentMediaTime()`). Its animations run in that time, so a
/// layer with `speed` 0 holds its and its sublayers' animations where they are — the
/// pause and resume idiom:
///
///     let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
///     layer.speed = 0
///     layer.timeOffset = paused
///     // …
///     let pausedTime = layer.timeOffset
///     layer.speed = 1
///     layer.timeOffset = 0
///     layer.beginTime = 0
///     layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
///
/// A layer's `duration`, `repeatCount`, `autoreverses` and `fillMode` (the rest of
/// `CAMediaTiming`) are not there: a layer's timeline does not end.
extension CALayer {
    /// Whether the layer changes the time it passes on.
    var _hasOwnTiming: Bool { speed != 1 || beginTime != 0 || timeOffset != 0 }

    /// The layer's time at media time `time`.
    func _localTime(_ time: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?._localTime(time) ?? time
        return _hasOwnTiming ? (parent - beginTime) * Double(speed) + timeOffset : parent
    }

    /// The media time at which the layer's time is `local` (for a paused layer, the time
    /// it was paused at).
    func _mediaTime(atLocal local: CFTimeInterval) -> CFTimeInterval {
        var parent = local
        if _hasOwnTiming { parent = speed != 0 ? (local - timeOffset) / Double(speed) + beginTime : beginTime }
        return superlayer?._mediaTime(atLocal: parent) ?? parent
    }

    /// Whether the layer's time runs (no layer up to the root has `speed` 0).
    var _timeIsMoving: Bool { speed != 0 && (superlayer?._timeIsMoving ?? true) }

    /// Converts `t` from `l`'s time to the receiver's (`nil`: from media time).
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        _localTime(l?._mediaTime(atLocal: t) ?? t)
    }

    /// Converts `t` from the receiver's time to `l`'s (`nil`: to media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = _mediaTime(atLocal: t)
        return l?._localTime(media) ?? media
    }

    /// The timing of this layer changed: its and its sublayers' animations now show other
    /// values (and may start or stop moving).
    func _timingChanged() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            if !layer._animations.isEmpty {
                layer._animationsChanged()
                _CAAnimationClock.register(layer)
            }
            pending.append(contentsOf: layer.sublayers ?? [])
        }
    }
}
