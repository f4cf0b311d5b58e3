import Foundation

/// The base of Core Animation's animations (`CAAnimation`) with its media timing
/// (`CAMediaTiming`): when it begins, how long it lasts, its speed and offset, repetition,
/// reversal and fill.
///
/// Local time follows Core Animation: `(parent time − beginTime) · speed + timeOffset`,
/// where the parent time is the layer's media time (`CACurrentMediaTime()`). A `beginTime`
/// of 0 becomes the time the animation is added. A `duration` of 0 means 0.25 s (the
/// transaction's default). One cycle lasts `duration` (twice that with `autoreverses`);
/// `repeatCount` cycles (or `repeatDuration` seconds) make the active time; `fillMode`
/// decides what shows before and after it.
///
/// As in Core Animation, a layer adds a copy (``copy()``): changing the animation
/// afterwards changes nothing on screen, the same object can be added again or to other
/// layers, and `animation(forKey:)` and the delegate see the layer's copy.
@MainActor
open class CAAnimation {
    /// Required so that ``copy()`` can make an animation of the receiver's own class.
    public required init() {}

    /// A copy (Core Animation's `NSCopying`): an animation of the same class with the same
    /// timing, delegate (shared, not copied) and, for Core Animation's subclasses, their
    /// own properties (a group's animations are copied too). A subclass with stored
    /// properties of its own overrides this, calls `super.copy()` and copies them, as an
    /// Objective-C subclass overrides `copyWithZone:`.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy._takeProperties(of: self)
        return copy
    }

    /// Copies `other`'s properties into the receiver (each subclass adds its own).
    func _takeProperties(of other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
        delegate = other.delegate
    }

    /// When the animation begins, in its parent's time (0: when added).
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle, in seconds (0: 0.25).
    open var duration: CFTimeInterval = 0
    /// The rate of local time (0 holds the animation at `timeOffset`). Default 1.
    open var speed: Float = 1
    /// Added to local time. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles (0: one; `.infinity`: forever).
    open var repeatCount: Float = 0
    /// How long to repeat, in seconds (0: by `repeatCount`).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs forwards, then backwards.
    open var autoreverses = false
    /// What shows outside the active time. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer removes the animation when it ends. Default `true`.
    open var isRemovedOnCompletion = true
    /// The pacing; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly).
    open var delegate: CAAnimationDelegate?
    /// The transactions' completion blocks waiting for this animation.
    var _completionGroups: [_CATransactionCompletion] = []

    /// The animation ended (`finished`) or was removed: tell the delegate and the
    /// transactions waiting for it.
    func _didStop(finished: Bool) {
        delegate?.animationDidStop(self, finished: finished)
        let groups = _completionGroups
        _completionGroups = []
        for group in groups { group.animationEnded() }
    }

    /// Core Animation's default duration of an animation that gives none.
    nonisolated static let _defaultDuration: CFTimeInterval = 0.25

    var _cycleDuration: CFTimeInterval { duration > 0 ? duration : Self._defaultDuration }

    /// The active duration (`.infinity` for an endless animation).
    var _activeDuration: CFTimeInterval {
        let cycle = _cycleDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite { return .infinity }
        return cycle * Double(max(repeatCount, 1))
    }

    /// Where the animation is at parent time `time`.
    enum _Phase: Equatable {
        /// Before its active time, or after it without fill: not applied.
        case inactive(ended: Bool)
        /// Applied at `progress` (0...1 of one cycle, before the timing function).
        case active(progress: Double, ended: Bool)
    }

    /// The phase at parent time `time` (the animation's `beginTime` already set).
    func _phase(at time: CFTimeInterval) -> _Phase {
        let local = (time - beginTime) * Double(speed) + timeOffset
        let active = _activeDuration
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        if local < 0 {
            // A running animation that is held (speed 0) before its start still shows.
            return fillsBackwards ? .active(progress: 0, ended: false) : .inactive(ended: false)
        }
        if local >= active {
            // A paused animation (speed 0) never ends by time passing.
            let ended = speed != 0
            return fillsForwards || !ended ? .active(progress: _progress(atLocal: active), ended: ended)
                : .inactive(ended: true)
        }
        return .active(progress: _progress(atLocal: local), ended: false)
    }

    /// The fraction of a cycle at the end of the active time (where a forwards fill holds it).
    var _endProgress: Double { _progress(atLocal: _activeDuration) }

    /// The fraction of a cycle at local time `local` (within the active time, or at its end).
    private func _progress(atLocal local: CFTimeInterval) -> Double {
        let d = _cycleDuration
        let cycle = autoreverses ? 2 * d : d
        guard cycle > 0, local.isFinite else { return 1 }
        var t = local.truncatingRemainder(dividingBy: cycle)
        // The very end of a cycle is its end, not the next cycle's start.
        if t == 0 && local > 0 { t = cycle }
        if autoreverses { return t <= d ? t / d : (2 * d - t) / d }
        return t / d
    }

    /// The eased fraction for `progress` (the timing function applied).
    func _eased(_ progress: Double) -> Double {
        timingFunction?._solve(progress) ?? progress
    }

    /// The values this animation puts on `layer`'s presentation at `progress` (key → value),
    /// reading `model` for what it does not specify. Subclasses say what they animate.
    func _apply(progress: Double, to presentation: CALayer, model: CALayer) {}

    /// Whether the animation can still change what shows (not paused, not ended).
    func _isMoving(at time: CFTimeInterval) -> Bool {
        guard speed != 0 else { return false }
        if case .active(_, let ended) = _phase(at: time) { return !ended }
        if case .inactive(let ended) = _phase(at: time) { return !ended }
        return false
    }

    /// Set once `animationDidStart` was sent.
    var _didStart = false

    /// Which repeat cycle parent time `time` falls in (0 for the first; the end of a
    /// cycle belongs to it), for cumulative animations.
    func _iteration(at time: CFTimeInterval) -> Int {
        let local = min(max((time - beginTime) * Double(speed) + timeOffset, 0), _activeDuration)
        let cycle = _cycleDuration * (autoreverses ? 2 : 1)
        guard cycle > 0, local.isFinite, local > 0 else { return 0 }
        return max(Int((local / cycle).rounded(.up)) - 1, 0)
    }
}

/// An animation of one property of a layer, named by its key path (`CAPropertyAnimation`).
/// ClientKit animates the keys `position`, `bounds`, `transform`, `opacity`,
/// `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, `shadowOpacity`,
/// `shadowColor`, `shadowOffset`, `shadowRadius`, `anchorPoint` and `zPosition`, and the
/// sub-paths `position.x`, `position.y`, `bounds.size`, `bounds.size.width`,
/// `bounds.size.height`, `bounds.origin` and the transform's fields as Core Animation
/// names them: `transform.rotation.x`/`.y`/`.z`, `transform.rotation` (about z),
/// `transform.scale.x`/`.y`/`.z`, `transform.scale` (all three), `transform.translation.x`/
/// `.y`/`.z` and `transform.translation` (a `CGSize`) (see `CALayer+KeyValues` and
/// `_CATransformFields`).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String?
    /// Whether the animation's value is added to the value the property shows without it
    /// (the model value, or what earlier animations of the key made of it), rather than
    /// replacing it. Transforms are concatenated. Default `false`.
    open var isAdditive = false
    /// Whether each repeat cycle starts where the previous one ended (the animation's
    /// value plus, per completed cycle, its change over a cycle), for values that can be
    /// subtracted (numbers, points, sizes, rectangles). Default `false`.
    open var isCumulative = false
    /// The repeat cycle being applied (set by the layer before `_apply`).
    var _iterationNow = 0

    /// `value` for the cycle being applied and `presentation`'s value without it:
    /// accumulated over completed cycles, then added when additive.
    func _combine(_ value: Any, change: (first: Any, last: Any)?, keyPath: String, presentation: CALayer) -> Any {
        var result = value
        if isCumulative, _iterationNow > 0, let change, let step = _CAValues.subtract(change.last, change.first),
           let accumulated = _CAValues.accumulate(result, step: step, times: _iterationNow) {
            result = accumulated
        }
        if isAdditive, let base = presentation.value(forKeyPath: keyPath), let sum = _CAValues.add(base, result) {
            result = sum
        }
        return result
    }

    override func _takeProperties(of other: CAAnimation) {
        super._takeProperties(of: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// An animation of `keyPath`.
    public init(keyPath path: String?) {
        keyPath = path
        super.init()
    }

    public required init() {
        super.init()
    }
}
