import Foundation

/// The animations one `UIView.animate…` call added, and its completion handler.
///
/// Each animation gets its own delegate (``_UIAnimationStopObserver``; Core Animation may
/// copy an animation when it is added, so identity is the observer's). The completion runs once every animation has
/// stopped, on the main queue (asynchronously, as UIKit), with `true` when all of them
/// finished and `false` when any was removed early — replaced by another animation of the
/// same property, or removed. Without `.allowUserInteraction`, each animated view refuses
/// touches until its animation stops (``UIView/_touchRefusingAnimations``).
@MainActor
final class _UIViewAnimationGroup {
    private var completion: ((Bool) -> Void)?
    private let refusesTouches: Bool
    private var pending: [ObjectIdentifier: UIView?] = [:] // by observer
    private var allFinished = true
    private var started = false

    init(options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.completion = completion
        refusesTouches = !options.contains(.allowUserInteraction)
    }

    /// Adds `animation` to `layer` under `key`, as one of the group's.
    func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String) {
        // The animations keep the group (through their observers) until they stop.
        let observer = _UIAnimationStopObserver { observer, finished in
            self.stopped(observer, finished: finished)
        }
        animation.delegate = observer
        let view = layer.delegate as? UIView
        pending[ObjectIdentifier(observer)] = view
        if refusesTouches { view?._touchRefusingAnimations += 1 }
        started = true
        layer._add(animation, forKey: key)
    }

    /// Calls the completion (on the main queue) if nothing was added.
    func finishIfEmpty(finished: Bool = true) {
        guard !started else { return }
        started = true
        complete(finished)
    }

    private func stopped(_ observer: _UIAnimationStopObserver, finished: Bool) {
        guard let entry = pending.removeValue(forKey: ObjectIdentifier(observer)) else { return }
        if refusesTouches, let view = entry { view._touchRefusingAnimations -= 1 }
        allFinished = allFinished && finished
        if pending.isEmpty { complete(allFinished) }
    }

    private func complete(_ finished: Bool) {
        guard let completion else { return }
        self.completion = nil
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(finished) } }
    }
}

/// The delegate of one animation a view animation added: reports its stop once.
@MainActor
final class _UIAnimationStopObserver: CAAnimationDelegate {
    private var onStop: ((_UIAnimationStopObserver, Bool) -> Void)?

    init(onStop: @escaping (_UIAnimationStopObserver, Bool) -> Void) {
        self.onStop = onStop
    }

    func animationDidStop(_ animation: CAAnimation, finished flag: Bool) {
        let onStop = self.onStop
        self.onStop = nil
        onStop?(self, flag)
    }
}
