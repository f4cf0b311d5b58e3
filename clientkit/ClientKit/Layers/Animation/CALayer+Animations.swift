import Foundation
import StrataPixman

/// One animation attached to a layer, under its key.
struct _LayerAnimation {
    let key: String
    let animation: CAAnimation
    /// `animationDidStop` was sent (a filled animation that stays on the layer).
    var stopSent = false
}

/// A layer's animations (Core Animation's `add(_:forKey:)` family), its presentation
/// layer, and the actions run when its properties change.
///
/// The model (the layer itself) always holds the values last set; the presentation
/// (``presentation()``) is a copy with the animations applied at the current media time,
/// in the order they were added (a later animation of a key wins). The renderer composites
/// the presentation values (see `_shown`); hit-testing uses the model, as UIKit does.
extension CALayer {
    /// Attaches a copy of `anim` under `key` (an animation already under that key is
    /// removed first and told it did not finish), as Core Animation does: changing `anim`
    /// afterwards changes nothing, and it can be added again. In the copy a `beginTime` of
    /// 0 becomes now, and a `duration` of 0 (or less) the transaction's
    /// `animationDuration()` (0.25 s unless set). `nil` keys get a unique private key.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        _add(anim.copy() as! CAAnimation, forKey: key)
    }

    /// Adds `anim` itself, not a copy: for ClientKit's own animators, which made the object
    /// for this layer and keep no other use of it.
    func _add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "_anonymous.\(ObjectIdentifier(anim).hashValue)"
        removeAnimation(forKey: key)
        if anim.beginTime == 0 { anim.beginTime = _localTime(CACurrentMediaTime()) }
        // Core Animation's rule for an animation added without a duration.
        if anim.duration <= 0 { anim.duration = CATransaction.animationDuration() }
        if let transition = anim as? CATransition {
            // A copy: a drawing layer redraws into the same backing store.
            transition._oldContents = (contents as? CGImage).map(Self._copy) ?? contents
            transition._oldBackground = backgroundColor
        }
        for group in CATransaction._openCompletions() {
            group.animationAdded()
            anim._completionGroups.append(group)
        }
        _animations.append(_LayerAnimation(key: key, animation: anim))
        _animationsChanged()
        _CAAnimationClock.register(self)
    }

    /// A copy of `image`'s pixels.
    static func _copy(_ image: CGImage) -> CGImage {
        let source = image.pixmanImage
        let copy = PixmanImage(format: .a8r8g8b8, width: source.width, height: source.height)
        copy.composite(.src, source: source, sourceX: 0, sourceY: 0, destinationX: 0, destinationY: 0,
                       width: Int32(source.width), height: Int32(source.height))
        return CGImage(pixmanImage: copy)
    }

    /// The animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        _animations.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order added; `nil` when there are none.
    public func animationKeys() -> [String]? {
        _animations.isEmpty ? nil : _animations.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears that it did not finish.
    public func removeAnimation(forKey key: String) {
        guard let index = _animations.firstIndex(where: { $0.key == key }) else { return }
        let removed = _animations.remove(at: index)
        _animationsChanged()
        if !removed.stopSent { removed.animation._didStop(finished: false) }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        for key in _animations.map(\.key) { removeAnimation(forKey: key) }
    }

    /// A copy of the layer as it shows now: the model values with the running animations
    /// applied (a copy of the model when nothing animates); `nil` while the layer has
    /// never been committed (see ``CATransaction``), as in Core Animation.
    public func presentation() -> Self? {
        guard _isCommitted else { return nil }
        return _presentation(at: CACurrentMediaTime(), forRenderer: false) as? Self
    }

    /// The values showing now, committed or not (for ClientKit's own animation code).
    var _presentationNow: CALayer {
        _presentation(at: CACurrentMediaTime(), forRenderer: false)
    }

    /// Whether a transaction has been committed since the layer was created.
    var _isCommitted: Bool { CATransaction._generation != _birthGeneration }

    /// The model layer: the layer itself (a presentation copy answers its model).
    public func model() -> Self {
        (_presentationModel as? Self) ?? self
    }

    /// What the renderer reads animatable values from: the presentation at the current
    /// media time while animations are attached, else the layer itself.
    var _shown: CALayer {
        _animations.isEmpty ? self : _presentation(at: _CAAnimationClock.frameTime, forRenderer: true)
    }

    /// The presentation at `time`: for the renderer, its own copy, computed once per frame
    /// and model change and updated in place; for anyone else, a new copy.
    func _presentation(at time: CFTimeInterval, forRenderer: Bool) -> CALayer {
        if forRenderer, let cache = _presentationCache, cache.time == time, cache.version == _modelVersion {
            return cache.layer
        }
        let copy: CALayer
        if forRenderer, let reused = _presentationCache?.layer {
            copy = reused
        } else {
            copy = type(of: self).init()
            copy._isPresentationCopy = true
            copy._presentationModel = self
        }
        copy.bounds = bounds
        copy.position = position
        copy.anchorPoint = anchorPoint
        copy.zPosition = zPosition
        copy.transform = transform
        copy.opacity = opacity
        copy.backgroundColor = backgroundColor
        copy.cornerRadius = cornerRadius
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowColor = shadowColor
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.contents = contents
        copy.masksToBounds = masksToBounds
        copy.isHidden = isHidden
        _copyClassState(to: copy)
        let local = _localTime(time)
        for entry in _animations {
            if case .active(let progress, _) = entry.animation._phase(at: local) {
                (entry.animation as? CAPropertyAnimation)?._iterationNow = entry.animation._iteration(at: local)
                entry.animation._apply(progress: progress, to: copy, model: self)
            }
        }
        if forRenderer { _presentationCache = (time, _modelVersion, copy) }
        return copy
    }

    /// The running fade transition and how much of the new state shows, if any.
    var _activeTransition: (transition: CATransition, newFraction: Double)? {
        guard !_animations.isEmpty else { return nil }
        let time = _localTime(_CAAnimationClock.frameTime)
        for entry in _animations.reversed() {
            guard let transition = entry.animation as? CATransition,
                  case .active(let progress, _) = transition._phase(at: time) else { continue }
            return (transition, transition._newFraction(progress))
        }
        return nil
    }

    /// One tick: start and stop callbacks, removal of ended animations, damage.
    func _advanceAnimations(to mediaTime: CFTimeInterval) {
        guard !_animations.isEmpty else { return }
        let time = _localTime(mediaTime)
        var index = 0
        while index < _animations.count {
            let entry = _animations[index]
            let animation = entry.animation
            let phase = animation._phase(at: time)
            if !animation._didStart, case .active = phase {
                animation._didStart = true
                animation.delegate?.animationDidStart(animation)
            }
            let ended = switch phase {
            case .active(_, let ended), .inactive(let ended): ended
            }
            guard ended, index < _animations.count, _animations[index].animation === animation else {
                index += 1
                continue
            }
            if animation.isRemovedOnCompletion {
                _animations.remove(at: index)
                animation._didStop(finished: true)
            } else {
                if !_animations[index].stopSent {
                    _animations[index].stopSent = true
                    animation._didStop(finished: true)
                }
                index += 1
            }
        }
        _animationsChanged()
    }

    /// The presentation may have changed: re-composite the layer (damage covers where it
    /// showed and where it shows now).
    func _animationsChanged() {
        _modelVersion &+= 1
        _invalidateRender(.geometry)
        _invalidateRender(.appearance)
    }

    // MARK: Actions

    /// The action for a change of `event` (Core Animation's search): the delegate's
    /// `action(for:forKey:)`, then ``actions``, then the class's ``defaultAction(forKey:)``,
    /// then the implicit animation; `NSNull` anywhere stops the search with no action.
    ///
    /// The implicit animation exists for the animatable properties of a committed layer
    /// (see ``CATransaction``): a ``CABasicAnimation`` from the value showing now to the
    /// new model value, lasting ``CATransaction/animationDuration()`` (0.25 s unless set)
    /// with ``CATransaction/animationTimingFunction()`` (`.default` unless set). A view's
    /// own layer has none outside animation blocks: its delegate, the view, answers `NSNull`.
    public func action(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) {
            if action === UIView._noAction { return nil } // a view's answer, without a cast
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let action = Self.defaultAction(forKey: event) { return action is NSNull ? nil : action }
        return _implicitAnimation(forKey: event)
    }

    /// The action a layer class gives a key before the implicit animation: none by default.
    public class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The layer properties Core Animation animates implicitly, among those ClientKit's
    /// layers can animate.
    static let _implicitlyAnimatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor",
        "cornerRadius", "borderWidth", "borderColor",
        "shadowOpacity", "shadowColor", "shadowOffset", "shadowRadius",
        // CAShapeLayer's
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase",
    ]

    /// The implicit animation of `key`, from the value showing now.
    func _implicitAnimation(forKey key: String) -> CAAction? {
        guard _isCommitted, Self._implicitlyAnimatableKeys.contains(key) else { return nil }
        let shown = _animations.isEmpty ? self : _presentationNow
        guard let from = shown.value(forKey: key) ?? (key.hasSuffix("Color") ? CGColor.clear : nil) else {
            return nil
        }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Runs the action for a change of `key`, before the new value is stored (none while
    /// the transaction disables actions).
    func _willChange(_ key: String) {
        guard !_isPresentationCopy, !CATransaction.disableActions(), let action = action(forKey: key) else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }
}

/// An animation is an action: run, it adds a copy of itself to the layer under the event's key
/// (a property animation without a key path animates that key).
extension CAAnimation: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        // A copy, as `add(_:forKey:)` makes; without a key path it animates the event's key
        // (the action itself is left as it is, for the next key it serves).
        let copy = self.copy() as! CAAnimation
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = event }
        layer._add(copy, forKey: event)
    }
}
