import Foundation

/// Keyframe animations: `animateKeyframes(withDuration:delay:options:animations:completion:)`
/// with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` inside.
///
/// Each keyframe's changes run from the value the property had before that keyframe (the
/// previous keyframe's end, or the model value) to the value it set, during its part of
/// the duration; between keyframes a property holds. Changes made in the outer closure
/// outside any keyframe span the whole duration. One `CAKeyframeAnimation` per property
/// carries the keyframes; its timing over the whole duration is the curve in the
/// options' raw value — ease-in-out by default, as UIKit (pass
/// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` for
/// linear) — and `.calculationModeDiscrete` makes each keyframe's value appear at its
/// start without interpolation.
extension UIView {
    /// Animates the keyframes `animations` adds over `duration` seconds after `delay`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let viewOptions = options._animationOptions
        let block = _UIViewAnimationBlock.nested(duration: duration, timing: .init(viewOptions._curve),
                                                 options: viewOptions)
        let keyframes = _UIViewKeyframes()
        block.keyframes = keyframes
        block.run(animations)
        keyframes.add(block, start: 0, length: 1)
        let group = _UIViewAnimationGroup(options: block.options, completion: completion)
        if block.animates {
            let begin = delay > 0 ? CACurrentMediaTime() + delay : 0
            for track in keyframes.tracks {
                let animation = track.animation(discrete: options._isDiscrete)
                animation.duration = block.duration
                animation.timingFunction = block.timing.timingFunction
                block._applyRepetition(to: animation, beginTime: begin)
                group.add(animation, to: track.layer, forKey: track.key)
            }
        }
        group.finishIfEmpty()
    }

    /// Inside `animateKeyframes`' closure: the changes `animations` makes form a keyframe
    /// starting at `frameStartTime` and lasting `frameDuration`, both fractions (0...1) of
    /// the whole duration. Outside a keyframe animation the changes apply at once (UIKit
    /// leaves that undefined).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let parent = _UIViewAnimationBlock.current, let keyframes = parent.keyframes, parent.animates else {
            performWithoutAnimation(animations)
            return
        }
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let length = min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - start)
        let block = _UIViewAnimationBlock(animates: true, duration: parent.duration * length,
                                          timing: parent.timing, options: parent.options)
        block.run(animations)
        keyframes.add(block, start: start, length: length)
    }
}

/// The keyframes of one keyframe animation, gathered per layer and key.
@MainActor
final class _UIViewKeyframes {
    /// One property's keyframes.
    @MainActor
    final class Track {
        let layer: CALayer
        let key: String
        /// (relative start, relative end, from, to), in the order the keyframes were added.
        var segments: [(start: Double, end: Double, from: Any, to: Any)] = []

        init(layer: CALayer, key: String) {
            self.layer = layer
            self.key = key
        }

        /// The keyframe animation: values and key times as the type's documentation says.
        func animation(discrete: Bool) -> CAKeyframeAnimation {
            let ordered = segments.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
                .map(\.element)
            let animation = CAKeyframeAnimation(keyPath: key)
            var values: [Any] = [ordered[0].from]
            var times: [Double] = [0]
            if discrete {
                for segment in ordered {
                    values.append(segment.to)
                    times.append(segment.start)
                }
                times.append(1)
                animation.calculationMode = .discrete
            } else {
                for segment in ordered {
                    if segment.start > times[times.count - 1] {
                        values.append(values[values.count - 1])
                        times.append(segment.start)
                    }
                    values.append(segment.to)
                    times.append(segment.end)
                }
                if times[times.count - 1] < 1 {
                    values.append(values[values.count - 1])
                    times.append(1)
                }
                animation.calculationMode = .linear
            }
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            return animation
        }
    }

    private(set) var tracks: [Track] = []

    /// Adds the changes of a keyframe's block as segments from `start` lasting `length`.
    func add(_ block: _UIViewAnimationBlock, start: Double, length: Double) {
        for (change, to) in block.changedValues() {
            let track = tracks.first { $0.layer === change.layer && $0.key == change.key }
                ?? { let t = Track(layer: change.layer, key: change.key); tracks.append(t); return t }()
            track.segments.append((start, start + length, change.from, to))
        }
    }
}
