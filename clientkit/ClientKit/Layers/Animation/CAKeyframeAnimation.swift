import Foundation

/// An animation of one property through a list of values (`CAKeyframeAnimation`).
///
/// `keyTimes` (0...1, one per value; evenly spaced when absent) say when each value is
/// reached. `.linear` interpolates between neighbours (each segment paced by
/// `timingFunctions[i]` when given); `.discrete` shows each value from its key time until
/// the next (Core Animation's rule: one more key time than values). `.paced`, `.cubic`
/// and `.cubicPaced` are computed as `.linear`; `path` is not provided.
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func _apply(progress: Double, to presentation: CALayer, model: CALayer) {
        guard let keyPath, let values, !values.isEmpty else { return }
        let f = _eased(progress)
        let n = values.count
        let times: [Double]
        if let keyTimes {
            times = keyTimes.map(\.doubleValue)
        } else if calculationMode == .discrete {
            times = (0...n).map { (i: Int) -> Double in Double(i) / Double(n) }
        } else {
            times = (0..<n).map { (i: Int) -> Double in n > 1 ? Double(i) / Double(n - 1) : 0 }
        }
        if calculationMode == .discrete {
            var index = 0
            for i in 0..<min(n, times.count) where times[i] <= f { index = i }
            presentation.setValue(values[index], forKeyPath: keyPath)
            return
        }
        let count = min(n, times.count)
        guard count > 1 else { return presentation.setValue(values[0], forKeyPath: keyPath) }
        if f <= times[0] { return presentation.setValue(values[0], forKeyPath: keyPath) }
        for i in 0..<(count - 1) where f <= times[i + 1] {
            let span = times[i + 1] - times[i]
            var u = span > 0 ? (f - times[i]) / span : 1
            if let functions = timingFunctions, i < functions.count { u = functions[i]._solve(u) }
            if let value = _CAValues.interpolate(values[i], values[i + 1], u) {
                presentation.setValue(value, forKeyPath: keyPath)
            }
            return
        }
        presentation.setValue(values[count - 1], forKeyPath: keyPath)
    }
}

/// Animations that run together on one timeline (`CAAnimationGroup`): each child's times
/// are in the group's local time.
@MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    override func _apply(progress: Double, to presentation: CALayer, model: CALayer) {
        let local = _eased(progress) * _cycleDuration
        for child in animations ?? [] {
            if case .active(let p, _) = child._phase(at: local) {
                child._apply(progress: p, to: presentation, model: model)
            }
        }
    }
}
